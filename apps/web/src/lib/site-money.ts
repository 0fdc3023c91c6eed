import type { SiteOtherInfo } from '@copytrade/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { firstOf, request } from './api-client';

/**
 * GET /community/front/getSiteOtherInfo: the site's money switches (spec 3, Other site info). The wallet
 * pages are offered only where `openWallet` is on.
 */
export function useSiteMoney() {
  return useQuery({
    queryKey: ['site', 'otherInfo'],
    queryFn: async () => firstOf(await request<SiteOtherInfo>('getSiteOtherInfo', { quiet: true })),
    staleTime: 10 * 60_000,
  });
}
