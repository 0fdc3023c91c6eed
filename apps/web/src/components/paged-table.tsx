import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { Paging } from '@/lib/use-paged-query';
import type { ListPage } from './paged-list';
import { Pager } from './pager';
import { QueryView, type ViewQuery } from './query-view';

/**
 * An order or record table a page at a time: a compact antd table that scrolls sideways on narrow screens,
 * its own loading and empty states, the shared pager under it, and a load error with a retry in its place.
 */
export function PagedTable<T extends object>({
  list,
  paging,
  empty,
  ...table
}: {
  list: ViewQuery<ListPage<T>> & { isLoading: boolean };
  paging: Paging;
  empty: ReactNode;
} & Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'locale'>) {
  const render = (data: ListPage<T> | undefined) => (
    <>
      <Table<T>
        size="small"
        scroll={{ x: 'max-content' }}
        {...table}
        dataSource={data?.items ?? []}
        loading={list.isLoading}
        pagination={false}
        locale={{ emptyText: empty }}
      />
      <Pager total={data?.total ?? 0} paging={paging} />
    </>
  );
  return (
    <QueryView query={list} loading={render(undefined)} message={false}>
      {render}
    </QueryView>
  );
}
