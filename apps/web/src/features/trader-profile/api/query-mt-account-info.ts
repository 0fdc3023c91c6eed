import type { MtAccountInfo } from '@copytrade/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';

/** GET /community/front/queryMtAccountInfo?mtId: the public face of a trade account. */
export async function queryMtAccountInfo(mtId: number): Promise<MtAccountInfo> {
  return firstOf(await request('queryMtAccountInfo', { query: { mtId }, quiet: true }));
}

export const mtAccountInfoQueryOptions = (mtId: number) =>
  queryOptions({
    queryKey: ['trader-profile', mtId, 'info'],
    queryFn: () => queryMtAccountInfo(mtId),
    staleTime: 60_000,
  });

export function useMtAccountInfo(mtId: number) {
  return useQuery({ ...mtAccountInfoQueryOptions(mtId), enabled: mtId > 0 });
}
