import type { ReactNode } from 'react';
import type { Paging } from '@/lib/use-paged-query';
import { DataList, type DataColumn } from './data-list';
import { ListSkeleton } from './page-states';
import { Pager } from './pager';
import { QueryView, type ViewQuery } from './query-view';

/** One page of a paged list and the total the pager needs. */
export type ListPage<T> = { items: T[]; total: number };

/**
 * A paged list with each state handled: load error (retry), skeleton, empty (on the first page only: a
 * later page left empty still shows the pager), rows (a table, cards on a phone) and the pager.
 */
export function PagedList<T>({
  list,
  paging,
  columns,
  rowKey,
  label,
  empty,
  footer,
  loadingRows = 4,
}: {
  list: ViewQuery<ListPage<T>>;
  paging: Paging;
  columns: DataColumn<T>[];
  rowKey: (row: T) => string | number;
  label: string;
  empty: ReactNode;
  /** The actions at the bottom of a phone card. */
  footer?: (row: T) => ReactNode;
  loadingRows?: number;
}) {
  return (
    <QueryView
      query={list}
      loading={<ListSkeleton rows={loadingRows} />}
      isEmpty={(data) => data.items.length === 0 && paging.page === 1}
      empty={empty}
    >
      {(data) => (
        <>
          <DataList label={label} rows={data.items} columns={columns} rowKey={rowKey} footer={footer} />
          <Pager total={data.total} paging={paging} />
        </>
      )}
    </QueryView>
  );
}
