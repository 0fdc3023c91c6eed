import type { Subscription } from '@copytrade/contracts/subscriptions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { COPY_KEYS, toListPage, type ListPage } from '../utils/query-keys';

export type MasterListQuery = { mtAccId: number; page: number; pageSize: number };

/** GET /mam/main/queryMasterSubscriptions?mtAccId: the current subscribers of one of the trader's accounts. */
export async function queryMasterSubscriptions(query: MasterListQuery): Promise<ListPage<Subscription>> {
  return toListPage(await request('queryMasterSubscriptions', { query, quiet: true }));
}

export const masterSubscriptionsQueryOptions = (query: MasterListQuery) =>
  queryOptions({
    queryKey: [...COPY_KEYS.masterSubscriptions, 'current', query.mtAccId, query.page, query.pageSize],
    queryFn: () => queryMasterSubscriptions(query),
    placeholderData: keepPreviousData,
  });
