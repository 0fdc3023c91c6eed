import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The page a paged endpoint is asked for (`page` counts from 1). */
export type PageQuery = { page: number; pageSize: number };

/** The page and page size of a list, kept in the address, and the pager's handlers. */
export type Paging = PageQuery & {
  /** The pager's change: a new page size starts again at page 1. */
  onChange: (page: number, pageSize: number) => void;
  /** Back to the first page (a filter of the list changed). */
  reset: () => void;
};

export type PageParamOptions = {
  /**
   * Names the parameters when a page holds more than one paged list: 'ledger' keeps `ledgerPage` and
   * `ledgerPageSize`; without it they are `page` and `pageSize`.
   */
  name?: string;
  defaultPageSize?: number;
};

const DEFAULT_PAGE_SIZE = 10;

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : fallback;
}

/** The parameter names of a list: `page`/`pageSize`, or `<name>Page`/`<name>PageSize`. */
function pageParamNames(name?: string): { page: string; pageSize: string } {
  return name ? { page: `${name}Page`, pageSize: `${name}PageSize` } : { page: 'page', pageSize: 'pageSize' };
}

/** `params` without the page parameters of the list `name` (a tab or a filter that starts the list again). */
function withoutPage(params: URLSearchParams, name?: string): URLSearchParams {
  const names = pageParamNames(name);
  const next = new URLSearchParams(params);
  next.delete(names.page);
  next.delete(names.pageSize);
  return next;
}

type PageState = PageQuery & { go: (page: number, pageSize: number, replace: boolean) => void };

/**
 * A list's page and page size in the address (`?page=2&pageSize=20`), so reload, back and forward keep the
 * page. Page 1 and the default size are left out of the address; a page change is a history entry, going
 * back to page 1 after a filter change replaces the current one.
 */
function usePageState({ name, defaultPageSize = DEFAULT_PAGE_SIZE }: PageParamOptions): PageState {
  const [params, setParams] = useSearchParams();
  const names = pageParamNames(name);
  const go = useCallback(
    (page: number, pageSize: number, replace: boolean) =>
      setParams(
        (current) => {
          const next = withoutPage(current, name);
          if (page > 1) next.set(names.page, String(page));
          if (pageSize !== defaultPageSize) next.set(names.pageSize, String(pageSize));
          return next;
        },
        { replace },
      ),
    [setParams, name, names.page, names.pageSize, defaultPageSize],
  );
  return {
    page: positive(params.get(names.page), 1),
    pageSize: positive(params.get(names.pageSize), defaultPageSize),
    go,
  };
}

function pagingOf({ page, pageSize, go }: PageState): Paging {
  return {
    page,
    pageSize,
    onChange: (nextPage, nextSize) => go(nextSize === pageSize ? nextPage : 1, nextSize, false),
    reset: () => {
      if (page !== 1) go(1, pageSize, true);
    },
  };
}

/**
 * A paged query whose page lives in the address (`usePageState`). `options` builds the query for a page
 * (the endpoint's query options). An address past the last page (a hand-edited one, or the last row of the
 * last page gone) is replaced by the last page.
 */
export function usePagedQuery<TQueryFnData, TData extends { total: number }, TKey extends QueryKey>(
  options: (page: PageQuery) => UseQueryOptions<TQueryFnData, Error, TData, TKey>,
  pageOptions?: PageParamOptions,
): [UseQueryResult<TData>, Paging] {
  const { page, pageSize, go } = usePageState(pageOptions ?? {});
  const paging = useMemo(() => pagingOf({ page, pageSize, go }), [page, pageSize, go]);
  const query = useQuery(options({ page, pageSize }));
  const total = query.data?.total;
  const last = total === undefined ? page : Math.max(1, Math.ceil(total / pageSize));
  const past = query.isSuccess && !query.isPlaceholderData && page > last;
  useEffect(() => {
    if (past) go(last, pageSize, true);
  }, [past, last, pageSize, go]);
  return [query, paging];
}

/**
 * The address's search parameters and a setter for one that filters or switches a paged list (a tab, an
 * account, a state): the list (`list`, as named in its `usePagedQuery`) starts again at its first page, and
 * the change replaces the history entry.
 */
export function useListParams(
  list?: string,
): [URLSearchParams, (name: string, value: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (name: string, value: string | undefined) =>
      setParams(
        (current) => {
          const next = withoutPage(current, list);
          if (value === undefined) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams, list],
  );
  return [params, set];
}
