import type { TradeNews } from '@copytrade/contracts/discovery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { LIVE_REFRESH_MS, SQUARE_SCOPE } from '../utils/query-keys';

/** GET /community/front/queryTransactionNews?limit: the latest closed trades, without prices (public). */
export async function queryTransactionNews(limit: number): Promise<TradeNews[]> {
  return (await request('queryTransactionNews', { query: { limit }, quiet: true })).content;
}

export const transactionNewsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...SQUARE_SCOPE, 'trade-news', limit],
    queryFn: () => queryTransactionNews(limit),
    staleTime: LIVE_REFRESH_MS,
    refetchInterval: LIVE_REFRESH_MS,
  });

export function useTransactionNews(limit = 8) {
  return useQuery(transactionNewsQueryOptions(limit));
}
