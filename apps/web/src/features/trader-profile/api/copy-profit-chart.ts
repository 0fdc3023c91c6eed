import type { copyProfitChartSchema } from '@copytrade/contracts/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { firstOf, request } from '@/lib/api-client';

export type CopyProfitChart = z.infer<typeof copyProfitChartSchema>;

/** GET /community/front/center/copyProfitChart?mtId: the followers' copy profit per month and in total. */
export async function copyProfitChart(mtId: number): Promise<CopyProfitChart> {
  return firstOf(await request('copyProfitChart', { query: { mtId }, quiet: true }));
}

export const copyProfitChartQueryOptions = (mtId: number) =>
  queryOptions({
    queryKey: ['trader-profile', mtId, 'copy-profit'],
    queryFn: () => copyProfitChart(mtId),
    staleTime: 60_000,
  });

export function useCopyProfitChart(mtId: number) {
  return useQuery(copyProfitChartQueryOptions(mtId));
}
