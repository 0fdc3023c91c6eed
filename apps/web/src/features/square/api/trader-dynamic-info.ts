import type { TraderDynamic } from '@copytrade/contracts/discovery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { SQUARE_SCOPE } from '../utils/query-keys';

/** GET /community/front/traderDynamicInfo?mtId&limit: a trade account's recent trades and followers (public). */
export async function traderDynamicInfo(mtId: number, limit: number): Promise<TraderDynamic[]> {
  return (await request('traderDynamicInfo', { query: { mtId, limit }, quiet: true })).content;
}

export const traderDynamicQueryOptions = (mtId: number, limit: number) =>
  queryOptions({
    queryKey: [...SQUARE_SCOPE, 'dynamic', mtId, limit],
    queryFn: () => traderDynamicInfo(mtId, limit),
    staleTime: 30_000,
  });

export function useTraderDynamic(mtId: number, limit = 8) {
  return useQuery(traderDynamicQueryOptions(mtId, limit));
}
