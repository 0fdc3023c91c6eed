import type { Subscription } from '@copytrade/contracts/subscriptions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { COPY_KEYS, toListPage, type ListPage } from '../utils/query-keys';

export type SubscriptionScope = 'current' | 'history';

export type SubscriptionListQuery = {
  scope: SubscriptionScope;
  /** One follow account's subscriptions; omitted for all of them. */
  mtAccId?: number;
  page: number;
  pageSize: number;
};

/**
 * GET /community/api/personalSubSerial: the caller's subscriptions as a follower, current (subscribing,
 * closing) or history (ended, cancelled).
 */
export async function personalSubSerial(query: SubscriptionListQuery): Promise<ListPage<Subscription>> {
  return toListPage(await request('personalSubSerial', { query, quiet: true }));
}

export const subscriptionsQueryOptions = (query: SubscriptionListQuery) =>
  queryOptions({
    queryKey: [...COPY_KEYS.subscriptions, query.scope, query.mtAccId ?? 0, query.page, query.pageSize],
    queryFn: () => personalSubSerial(query),
    placeholderData: keepPreviousData,
  });
