import type { DataIndicators } from '@copytrade/contracts/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';

/** GET /community/front/center/dataIndicators?mtId: the profile's indicators (public). */
export async function dataIndicators(mtId: number): Promise<DataIndicators> {
  return firstOf(await request('dataIndicators', { query: { mtId }, quiet: true }));
}

export const dataIndicatorsQueryOptions = (mtId: number) =>
  queryOptions({
    queryKey: ['trader-profile', mtId, 'indicators'],
    queryFn: () => dataIndicators(mtId),
    staleTime: 60_000,
  });

export function useDataIndicators(mtId: number) {
  return useQuery({ ...dataIndicatorsQueryOptions(mtId), enabled: mtId > 0 });
}
