import { useQuery } from '@tanstack/react-query';
import { firstOf, request } from './api-client';

/** The query key of the site's money info (the admin's payment settings page invalidates it). */
export const SITE_MONEY_KEY = ['site', 'otherInfo'] as const;

/**
 * GET /community/front/getSiteOtherInfo: the site's money switches (spec 3, Other site info) and the site
 * admin's payment settings (the TRC20 deposit address, the CNY rate). The wallet pages are offered only
 * where `openWallet` is on.
 */
export function useSiteMoney() {
  return useQuery({
    queryKey: SITE_MONEY_KEY,
    queryFn: async () => firstOf(await request('getSiteOtherInfo', { quiet: true })),
    staleTime: 10 * 60_000,
  });
}
