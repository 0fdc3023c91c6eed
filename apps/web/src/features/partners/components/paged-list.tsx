import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { DataList, type DataColumn } from '@/components/data-list';
import { ListSkeleton } from '@/components/page-states';

type ListResult<T> = {
  data?: { items: T[]; total: number } | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/** A paged list with each state handled: load error (retry), skeleton, empty (first page), rows and pager. */
export function PagedList<T>({
  list,
  columns,
  rowKey,
  label,
  empty,
  page,
  pageSize,
  onPage,
}: {
  list: ListResult<T>;
  columns: DataColumn<T>[];
  rowKey: (row: T) => string | number;
  label: string;
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
}) {
  if (list.isError && !list.data) {
    return <LoadError message={list.error?.message} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <ListSkeleton rows={4} />;
  if (list.data.items.length === 0 && page === 1) return <>{empty}</>;
  return (
    <>
      <DataList label={label} rows={list.data.items} columns={columns} rowKey={rowKey} />
      <Pager
        total={list.data.total}
        page={page}
        pageSize={pageSize}
        onChange={(next, size) => onPage(size === pageSize ? next : 1, size)}
      />
    </>
  );
}
