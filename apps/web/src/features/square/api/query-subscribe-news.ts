import type { SubscribeNews } from '@copytrade/contracts/discovery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { LIVE_REFRESH_MS, SQUARE_SCOPE } from '../utils/query-keys';

/** GET /community/front/querySubscribeNews?limit: the latest subscriptions started on the site (public). */
export async function querySubscribeNews(limit: number): Promise<SubscribeNews[]> {
  return (await request('querySubscribeNews', { query: { limit }, quiet: true })).content;
}

export const subscribeNewsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...SQUARE_SCOPE, 'subscribe-news', limit],
    queryFn: () => querySubscribeNews(limit),
    staleTime: LIVE_REFRESH_MS,
    refetchInterval: LIVE_REFRESH_MS,
  });

export function useSubscribeNews(limit = 8) {
  return useQuery(subscribeNewsQueryOptions(limit));
}
