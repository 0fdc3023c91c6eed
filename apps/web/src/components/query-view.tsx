import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { LoadError } from './load-error';
import { ListSkeleton } from './page-states';

/** What QueryView reads of a TanStack Query result. */
export type ViewQuery<T> = Pick<UseQueryResult<T>, 'data' | 'isError' | 'error' | 'refetch'>;

/**
 * The four states of a section fed by one query: the load error with a retry (only while there is nothing
 * to show: a failed refetch keeps the last answer), placeholders until the first answer, the empty state,
 * and the content.
 */
export function QueryView<T>({
  query,
  loading = <ListSkeleton rows={4} />,
  isEmpty,
  empty = null,
  message,
  errorFrame = (error) => error,
  deferred = false,
  children,
}: {
  query: ViewQuery<T>;
  /** Shown until the first answer (rows of placeholders by default). */
  loading?: ReactNode;
  /** Whether the answer counts as empty; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Under the load error: the error's own message by default, a text of the page's, or nothing (false). */
  message?: string | false;
  /** What stands around the load error (the page's heading above it, the section's frame). */
  errorFrame?: (error: ReactNode) => ReactNode;
  /**
   * Draw the content in a deferred render React pauses every few milliseconds (a list of many parts, so an
   * answer does not hold the main thread at once); the placeholders, or the previous answer, stay until
   * it is done.
   */
  deferred?: boolean;
  children: (data: T) => ReactNode;
}) {
  // Without `deferred` the deferred value stays undefined and costs no second render.
  const deferredData = useDeferredValue(deferred ? query.data : undefined);
  const data = deferred ? deferredData : query.data;
  if (query.isError && data === undefined) {
    const text = message === undefined ? query.error?.message : message || undefined;
    // What is not there (404) will not be there on a retry: the message alone.
    const gone = isApiError(query.error) && query.error.httpStatus === 404;
    return (
      <>{errorFrame(<LoadError message={text} onRetry={gone ? undefined : () => void query.refetch()} />)}</>
    );
  }
  if (data === undefined) return <>{loading}</>;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
