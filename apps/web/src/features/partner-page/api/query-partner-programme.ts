import type { PartnerProgramme } from '@copytrade/contracts/partners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';

/**
 * GET /community/front/queryPartnerProgramme: the site's rebate levels in ladder order, whether they
 * upgrade on their own, and the site's cut a rebate is a share of. Public: the key is the site's, not a
 * user's, so it survives login and logout.
 */
export async function queryPartnerProgramme(): Promise<PartnerProgramme> {
  return firstOf(await request('queryPartnerProgramme', { quiet: true }));
}

export const partnerProgrammeQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'partner-programme'],
    queryFn: queryPartnerProgramme,
    staleTime: 5 * 60_000,
  });

export function usePartnerProgramme() {
  return useQuery(partnerProgrammeQueryOptions());
}
