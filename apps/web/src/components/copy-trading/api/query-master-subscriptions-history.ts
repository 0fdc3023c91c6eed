import type { Subscription } from '@copytrade/contracts/subscriptions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { COPY_KEYS, toListPage, type ListPage } from '../utils/query-keys';
import type { MasterListQuery } from './query-master-subscriptions';

/** GET /mam/main/queryMasterSubscriptionsHistory?mtAccId: former subscribers (ended or cancelled). */
export async function queryMasterSubscriptionsHistory(
  query: MasterListQuery,
): Promise<ListPage<Subscription>> {
  return toListPage(await request('queryMasterSubscriptionsHistory', { query, quiet: true }));
}

export const masterSubscriptionsHistoryQueryOptions = (query: MasterListQuery) =>
  queryOptions({
    queryKey: [...COPY_KEYS.masterSubscriptions, 'history', query.mtAccId ?? 0, query.page, query.pageSize],
    queryFn: () => queryMasterSubscriptionsHistory(query),
    placeholderData: keepPreviousData,
  });
