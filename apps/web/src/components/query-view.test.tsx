import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithApp } from '@/testing/render';
import { QueryView, type ViewQuery } from './query-view';

const query = (state: Partial<ViewQuery<string[]>>): ViewQuery<string[]> => ({
  data: undefined,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...state,
});

const view = (q: ViewQuery<string[]>, message?: string | false) =>
  renderWithApp(
    <QueryView
      query={q}
      loading={<p>loading</p>}
      isEmpty={(rows) => rows.length === 0}
      empty={<p>nothing yet</p>}
      message={message}
    >
      {(rows) => <p>{rows.join(' ')}</p>}
    </QueryView>,
  );

describe('QueryView', () => {
  it('shows the placeholder until the first answer, then the content', async () => {
    view(query({}));
    expect(await screen.findByText('loading')).toBeInTheDocument();
    view(query({ data: ['a', 'b'] }));
    expect(await screen.findByText('a b')).toBeInTheDocument();
  });

  it('shows the empty state for an empty answer', async () => {
    view(query({ data: [] }));
    expect(await screen.findByText('nothing yet')).toBeInTheDocument();
  });

  it("shows the error's message with a retry", async () => {
    const failed = query({ isError: true, error: new Error('Server says no') });
    view(failed);
    expect(await screen.findByText('Server says no')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('offers no retry for what is not there (404)', async () => {
    const error = new ApiError({ status: 40400, httpStatus: 404, message: 'No such account' });
    view(query({ isError: true, error }));
    expect(await screen.findByText('No such account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /重试/ })).not.toBeInTheDocument();
  });

  it('keeps the last answer when a refetch fails', async () => {
    view(query({ data: ['kept'], isError: true, error: new Error('later failure') }));
    expect(await screen.findByText('kept')).toBeInTheDocument();
    expect(screen.queryByText('later failure')).not.toBeInTheDocument();
  });
});
