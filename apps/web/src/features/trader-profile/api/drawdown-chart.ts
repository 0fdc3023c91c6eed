import type { DrawdownPointView } from '@copytrade/contracts/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** GET /community/front/center/drawdownChart?mtId: the underwater chart, oldest first (public). */
export async function drawdownChart(mtId: number): Promise<DrawdownPointView[]> {
  return (await request('drawdownChart', { query: { mtId }, quiet: true })).content;
}

export const drawdownChartQueryOptions = (mtId: number) =>
  queryOptions({
    queryKey: ['trader-profile', mtId, 'drawdowns'],
    queryFn: () => drawdownChart(mtId),
    staleTime: 60_000,
  });

export function useDrawdownChart(mtId: number) {
  return useQuery(drawdownChartQueryOptions(mtId));
}
