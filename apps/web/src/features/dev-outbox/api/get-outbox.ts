import type { OutboxItem } from '@copytrade/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, request } from '@/lib/api-client';

export type OutboxState = { enabled: true; items: OutboxItem[] } | { enabled: false };

/** GET /community/front/dev/outbox: mails and texts captured in development; 404 means it is off. */
export async function getOutbox(): Promise<OutboxState> {
  try {
    const envelope = await request('devOutbox', { quiet: true });
    const items = [...envelope.content].sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return { enabled: true, items };
  } catch (error) {
    if (isApiError(error) && error.httpStatus === 404) return { enabled: false };
    throw error;
  }
}

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-outbox'],
    queryFn: getOutbox,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.enabled === false ? false : 3000),
  });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
