import type { RechargeRecord, WalletPrepaidBody } from '@copytrade/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { WALLET_KEYS } from '../utils/query-keys';

/**
 * POST /community/api/walletPrepaid {amount, txHash}: declares a USDT transfer to the site's address; the
 * answer is the new record, pending the admin's review. Quiet: the dialog shows a refusal itself.
 */
export async function walletPrepaid(body: WalletPrepaidBody): Promise<RechargeRecord> {
  return firstOf(await request('walletPrepaid', { body, quiet: true }));
}

/** The recharge list is read again so the new pending record shows (the balance only moves on review). */
export function useWalletPrepaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: walletPrepaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_KEYS.records('rechargeRecord') }),
  });
}
