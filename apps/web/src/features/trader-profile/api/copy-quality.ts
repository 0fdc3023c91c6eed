import type { CopyQualityView } from '@copytrade/contracts/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';

/**
 * GET /community/front/center/copyQuality?mtId: the followers' slippage and delay, the share of the
 * trader's opens copied and the skip reasons, over the last 30 days (public).
 */
export async function copyQuality(mtId: number): Promise<CopyQualityView> {
  return firstOf(await request('copyQuality', { query: { mtId }, quiet: true }));
}

export const copyQualityQueryOptions = (mtId: number) =>
  queryOptions({
    queryKey: ['trader-profile', mtId, 'copy-quality'],
    queryFn: () => copyQuality(mtId),
    staleTime: 60_000,
  });

export function useCopyQuality(mtId: number) {
  return useQuery(copyQualityQueryOptions(mtId));
}
