import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { REVIEW_COUNTS_KEY } from './review-counts';
import { ReviewQueue, type ReviewQueueConfig } from './review-queue';

type Row = { id: number; name: string; state: 'pending' | 'passed'; reviewedAt: number | null };
type Filter = 'pending' | 'all';
type PassValues = { note?: string };

const ROWS: Row[] = [
  { id: 1, name: 'Ada', state: 'pending', reviewedAt: null },
  { id: 2, name: 'Bo', state: 'passed', reviewedAt: Date.UTC(2026, 0, 5, 8) },
];

/** A kind of review made up for the test: its list, and its calls as spies. */
function setup() {
  const list = vi.fn((filter: Filter) =>
    Promise.resolve(filter === 'all' ? ROWS : ROWS.filter((row) => row.state === 'pending')),
  );
  const pass = vi.fn((_row: Row, _values: PassValues) => Promise.resolve());
  const reject = vi.fn((_row: Row, _reason: string) => Promise.reject(new Error('Already reviewed')));
  const config: ReviewQueueConfig<Row, Filter, readonly unknown[], PassValues> = {
    label: 'Test queue',
    filter: { param: 'state', values: ['pending', 'all'], label: (value) => value },
    query: (filter = 'pending', page) =>
      queryOptions({
        queryKey: ['test-queue', filter, page.page, page.pageSize] as readonly unknown[],
        queryFn: async () => {
          const items = await list(filter);
          return { items, total: items.length };
        },
      }),
    columns: () => [{ key: 'name', title: 'Name', render: (row) => row.name }],
    name: (row) => row.name,
    decided: (row) => (row.state === 'pending' ? null : { at: row.reviewedAt, by: 'Desk' }),
    pass: {
      ask: 'form',
      label: 'Approve',
      title: 'Approve it',
      done: 'Approved',
      summary: (row) => `Approving ${row.name}`,
      fields: (
        <Form.Item name="note" label="Note">
          <Input />
        </Form.Item>
      ),
      send: pass,
    },
    reject: {
      label: 'Reject',
      title: 'Reject it',
      done: 'Rejected',
      reasonLabel: 'Reason',
      maxLength: 50,
      validate: (reason) => (reason.trim() === '' ? 'A reason, please' : null),
      send: reject,
    },
    stale: [['test-queue']],
    empty: () => ({ icon: null, title: 'Nothing here', hint: 'Items appear here.' }),
  };
  return { list, pass, reject, config };
}

describe('ReviewQueue', () => {
  it('keeps a refusal in the reject dialog and reads the list and the desk counts again', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { list, reject, config } = setup();
    const { queryClient } = renderWithApp(<ReviewQueue config={config} />);
    queryClient.setQueryData(REVIEW_COUNTS_KEY, { identity: 1 });
    const queue = await screen.findByRole('list', { name: 'Test queue' });
    expect(within(queue).getByText('Ada')).toBeInTheDocument();
    expect(within(queue).queryByText('Bo')).not.toBeInTheDocument();

    await user.click(within(queue).getByRole('button', { name: 'Reject Ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject it' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A reason, please')).toBeInTheDocument();
    expect(reject).not.toHaveBeenCalled();

    const reads = list.mock.calls.length;
    await user.type(within(dialog).getByLabelText('Reason'), '  The photo is blurred ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Already reviewed')).toBeInTheDocument();
    expect(reject).toHaveBeenCalledWith(ROWS[0], 'The photo is blurred');
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(reads));
    expect(queryClient.getQueryState(REVIEW_COUNTS_KEY)?.isInvalidated).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Reject it' })).toBeInTheDocument();
  });

  it('sends what a pass asks for, and shows when and by whom a decided row was decided', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { pass, config } = setup();
    renderWithApp(<ReviewQueue config={config} />, { path: '/queue?state=all' });
    const queue = await screen.findByRole('list', { name: 'Test queue' });
    expect(within(queue).getByText('Desk')).toBeInTheDocument();
    expect(within(queue).queryByRole('button', { name: 'Approve Bo' })).not.toBeInTheDocument();

    await user.click(within(queue).getByRole('button', { name: 'Approve Ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve it' });
    expect(within(dialog).getByText('Approving Ada')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Note'), 'Checked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(pass).toHaveBeenCalledWith(ROWS[0], { note: 'Checked by phone' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve it' })).not.toBeInTheDocument());
  });
});
