import type { CurvePointView } from '@copytrade/contracts/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** GET /community/front/center/trendChart?mtId: balance, equity and growth curve, oldest first (public). */
export async function trendChart(mtId: number): Promise<CurvePointView[]> {
  return (await request('trendChart', { query: { mtId }, quiet: true })).content;
}

export const trendChartQueryOptions = (mtId: number) =>
  queryOptions({
    queryKey: ['trader-profile', mtId, 'trend'],
    queryFn: () => trendChart(mtId),
    staleTime: 60_000,
  });

export function useTrendChart(mtId: number) {
  return useQuery(trendChartQueryOptions(mtId));
}
