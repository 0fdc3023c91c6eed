import type { RankingModule, RankingRow } from '@copytrade/contracts/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { SQUARE_SCOPE } from '../utils/query-keys';

/** GET /community/front/getsignlemodulelist?module&limit: one preset ranking (public). */
export async function getSingleModuleList(module: RankingModule, limit: number): Promise<RankingRow[]> {
  return (await request('getsignlemodulelist', { query: { module, limit }, quiet: true })).content;
}

export const singleModuleQueryOptions = (module: RankingModule, limit: number) =>
  queryOptions({
    queryKey: [...SQUARE_SCOPE, 'module', module, limit],
    queryFn: () => getSingleModuleList(module, limit),
    staleTime: 60_000,
  });

export function useSingleModuleList(module: RankingModule, limit = 5) {
  return useQuery(singleModuleQueryOptions(module, limit));
}
