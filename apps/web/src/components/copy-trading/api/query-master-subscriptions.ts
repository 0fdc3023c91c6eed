import type { Subscription } from '@copytrade/contracts/subscriptions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { COPY_KEYS, toListPage, type ListPage } from '../utils/query-keys';

/** One trade account's subscribers, or (mtAccId undefined) those of all the trader's trade accounts. */
export type MasterListQuery = { mtAccId?: number | undefined; page: number; pageSize: number };

/** GET /mam/main/queryMasterSubscriptions?mtAccId: the current subscribers of one of the trader's accounts. */
export async function queryMasterSubscriptions(query: MasterListQuery): Promise<ListPage<Subscription>> {
  return toListPage(await request('queryMasterSubscriptions', { query, quiet: true }));
}

export const masterSubscriptionsQueryOptions = (query: MasterListQuery) =>
  queryOptions({
    queryKey: [...COPY_KEYS.masterSubscriptions, 'current', query.mtAccId ?? 0, query.page, query.pageSize],
    queryFn: () => queryMasterSubscriptions(query),
    placeholderData: keepPreviousData,
  });
