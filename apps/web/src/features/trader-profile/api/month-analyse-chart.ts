import type { monthAnalyseSchema } from '@copytrade/contracts/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { firstOf, request } from '@/lib/api-client';

export type MonthAnalyse = z.infer<typeof monthAnalyseSchema>;

/** GET /community/front/center/monthAnalyseChart?mtId: monthly returns and the years compounded from them. */
export async function monthAnalyseChart(mtId: number): Promise<MonthAnalyse> {
  return firstOf(await request('monthAnalyseChart', { query: { mtId }, quiet: true }));
}

export const monthAnalyseQueryOptions = (mtId: number) =>
  queryOptions({
    queryKey: ['trader-profile', mtId, 'months'],
    queryFn: () => monthAnalyseChart(mtId),
    staleTime: 60_000,
  });

export function useMonthAnalyse(mtId: number) {
  return useQuery(monthAnalyseQueryOptions(mtId));
}
