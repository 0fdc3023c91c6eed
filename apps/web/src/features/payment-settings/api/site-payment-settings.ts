import type { SitePaymentSettings, UpdateSitePaymentSettingsBody } from '@copytrade/contracts/site-payment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';
import { SITE_MONEY_KEY } from '@/lib/site-money';

export const SITE_PAYMENT_SETTINGS_KEY = [USER_SCOPE, 'site-payment-settings'] as const;

/** GET /community/api/adminQuerySitePaymentSettings (site admin): the deposit address and the CNY rate. */
export async function adminQuerySitePaymentSettings(): Promise<SitePaymentSettings> {
  return firstOf(await request('adminQuerySitePaymentSettings', { quiet: true }));
}

export function useSitePaymentSettings(enabled: boolean) {
  return useQuery({
    queryKey: SITE_PAYMENT_SETTINGS_KEY,
    queryFn: adminQuerySitePaymentSettings,
    enabled,
    staleTime: 0,
  });
}

/**
 * POST /community/api/adminUpdateSitePaymentSettings {usdtCnyRate, usdtTrc20Address} ('' clears one). Quiet:
 * the page puts field errors under their fields. The site's public money info (recharge page, payment
 * dialog) is read again, so the new address and rate show at once.
 */
export async function adminUpdateSitePaymentSettings(
  body: UpdateSitePaymentSettingsBody,
): Promise<SitePaymentSettings> {
  return firstOf(await request('adminUpdateSitePaymentSettings', { body, quiet: true }));
}

export function useUpdateSitePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminUpdateSitePaymentSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(SITE_PAYMENT_SETTINGS_KEY, saved);
      return queryClient.invalidateQueries({ queryKey: SITE_MONEY_KEY });
    },
  });
}
