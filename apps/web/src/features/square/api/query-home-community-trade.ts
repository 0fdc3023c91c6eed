import type { HomeTradePage } from '@copytrade/contracts/discovery';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SQUARE_SCOPE } from '../utils/query-keys';

/** GET /community/front/queryHomeCommunityTrade?page&pageSize: the home table's page and totals (public). */
export async function queryHomeCommunityTrade(page: number, pageSize: number): Promise<HomeTradePage> {
  return firstOf(await request('queryHomeCommunityTrade', { query: { page, pageSize }, quiet: true }));
}

export const homeTradeQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...SQUARE_SCOPE, 'home-trade', page, pageSize],
    queryFn: () => queryHomeCommunityTrade(page, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
