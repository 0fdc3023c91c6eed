import type { MentionMoneyBody, WithdrawRecord } from '@copytrade/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { WALLET_KEYS } from '../utils/query-keys';

/**
 * POST /community/api/mentionMoney {amount, address}: withdraws to a TRC20 address; the amount is frozen
 * at once and the answer is the new pending record. Quiet: the dialog shows a refusal itself.
 */
export async function mentionMoney(body: MentionMoneyBody): Promise<WithdrawRecord> {
  return firstOf(await request('mentionMoney', { body, quiet: true }));
}

/** The wallet (available moves to withdrawing), the withdrawals and the billing lines are read again. */
export function useMentionMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mentionMoney,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WALLET_KEYS.info }),
        queryClient.invalidateQueries({ queryKey: WALLET_KEYS.records('outerRecord') }),
        queryClient.invalidateQueries({ queryKey: [...WALLET_KEYS.all, 'billing'] }),
      ]),
  });
}
