import type { MasterOrder } from '@copytrade/contracts/subscriptions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { COPY_KEYS, toListPage, type ListPage } from '../utils/query-keys';
import type { MasterOrderQuery } from './query-master-order';

/** GET /mam/main/queryMasterOrderHistory?mtId: the trader's closed positions with their copies. */
export async function queryMasterOrderHistory(query: MasterOrderQuery): Promise<ListPage<MasterOrder>> {
  return toListPage(await request('queryMasterOrderHistory', { query, quiet: true }));
}

export const masterOrdersHistoryQueryOptions = (query: MasterOrderQuery) =>
  queryOptions({
    queryKey: [...COPY_KEYS.masterOrders, 'history', query.mtId, query.page, query.pageSize],
    queryFn: () => queryMasterOrderHistory(query),
    placeholderData: keepPreviousData,
  });
