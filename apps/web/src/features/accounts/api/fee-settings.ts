import type { UpdateAccountPriceBody } from '@copytrade/contracts/fees';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { subscriptionFeeKey } from '@/lib/subscription-fee';

export const SITE_PRICE_KEY = ['fees', 'sitePrice'] as const;

/** GET /community/api/querySitePrice: the site's rules for traders' fees. */
export function useSitePrice(enabled = true) {
  return useQuery({
    queryKey: SITE_PRICE_KEY,
    queryFn: async () => firstOf(await request('querySitePrice', { quiet: true })),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The request body as the form builds it (amounts as typed text, tiers as numbers). */
export type AccountPriceInput = UpdateAccountPriceBody;

/** PUT /community/api/updateAccountPrice; the account's fee model for new subscribers is read again. */
export function useUpdateAccountPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AccountPriceInput) => firstOf(await request('updateAccountPrice', { body })),
    onSuccess: (_data, body) => queryClient.invalidateQueries({ queryKey: subscriptionFeeKey(body.mtAccId) }),
  });
}
