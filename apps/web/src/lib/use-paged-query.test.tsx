import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { useListParams, usePagedQuery, type PageQuery } from './use-paged-query';

/** 25 rows, answered a page at a time; each call is counted by page. */
function rowsOptions(asked: PageQuery[]) {
  return (page: PageQuery) =>
    queryOptions({
      queryKey: ['rows', page.page, page.pageSize],
      queryFn: () => {
        asked.push(page);
        const first = (page.page - 1) * page.pageSize;
        const items = Array.from(
          { length: Math.max(0, Math.min(page.pageSize, 25 - first)) },
          (_, i) => first + i,
        );
        return Promise.resolve({ items, total: 25 });
      },
    });
}

function Rows({ asked }: { asked: PageQuery[] }) {
  const [list, paging] = usePagedQuery(rowsOptions(asked));
  const [params, setParam] = useListParams();
  return (
    <div>
      <p>rows {list.data?.items.join(',')}</p>
      <p>page {paging.page}</p>
      <p>filter {params.get('state') ?? 'all'}</p>
      <button type="button" onClick={() => paging.onChange(2, paging.pageSize)}>
        next
      </button>
      <button type="button" onClick={() => paging.onChange(1, 20)}>
        twenty
      </button>
      <button type="button" onClick={() => setParam('state', 'pending')}>
        pending
      </button>
    </div>
  );
}

describe('usePagedQuery', () => {
  it('reads the page from the address and writes it back', async () => {
    const asked: PageQuery[] = [];
    const { router } = renderWithApp(<Rows asked={asked} />, { path: '/list?page=3' });
    expect(await screen.findByText('rows 20,21,22,23,24')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('rows 10,11,12,13,14,15,16,17,18,19')).toBeInTheDocument();
    // Back returns to the page before (a page change is a history entry).
    await router.navigate(-1);
    expect(await screen.findByText('page 3')).toBeInTheDocument();
  });

  it('leaves page 1 and the default size out of the address; a new size starts at page 1', async () => {
    const { router } = renderWithApp(<Rows asked={[]} />, { path: '/list?page=2' });
    await screen.findByText('page 2');
    await userEvent.click(screen.getByRole('button', { name: 'twenty' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=20'));
    expect(await screen.findByText('page 1')).toBeInTheDocument();
  });

  it('replaces a page past the end with the last one', async () => {
    const { router } = renderWithApp(<Rows asked={[]} />, { path: '/list?page=9' });
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByText('rows 20,21,22,23,24')).toBeInTheDocument();
  });

  it('starts the list again when a filter in the address changes', async () => {
    const { router } = renderWithApp(<Rows asked={[]} />, { path: '/list?page=2' });
    await screen.findByText('page 2');
    await userEvent.click(screen.getByRole('button', { name: 'pending' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=pending'));
    expect(screen.getByText('filter pending')).toBeInTheDocument();
  });
});
