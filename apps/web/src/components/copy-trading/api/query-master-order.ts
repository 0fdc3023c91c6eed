import type { MasterOrder } from '@copytrade/contracts/subscriptions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { COPY_KEYS, toListPage, type ListPage } from '../utils/query-keys';

export type MasterOrderQuery = { mtId: number; page: number; pageSize: number };

/** GET /mam/main/queryMasterOrder?mtId: the trader's open positions with how many followers copied each. */
export async function queryMasterOrder(query: MasterOrderQuery): Promise<ListPage<MasterOrder>> {
  return toListPage(await request('queryMasterOrder', { query, quiet: true }));
}

export const masterOrdersQueryOptions = (query: MasterOrderQuery) =>
  queryOptions({
    queryKey: [...COPY_KEYS.masterOrders, 'open', query.mtId, query.page, query.pageSize],
    queryFn: () => queryMasterOrder(query),
    placeholderData: keepPreviousData,
  });
