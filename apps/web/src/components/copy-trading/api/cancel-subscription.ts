import type { CloseMode } from '@copytrade/contracts/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { COPY_SCOPE } from '../utils/query-keys';

export type CancelQuery = { subscriptionId: number; closeMode: CloseMode };

/**
 * GET /community/api/cancelSubscription?subscriptionId&closeMode (DOMAIN.md, Closing): "followTrader"
 * stops new copies and lets open ones close with the trader; "manual" detaches them for the follower to
 * close. Quiet: the dialog shows 23006 (already ended) in place.
 */
export async function cancelSubscription(query: CancelQuery): Promise<void> {
  await request('cancelSubscription', { query, quiet: true });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    // The state, the open copies (detached ones) and the lists all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: COPY_SCOPE }),
  });
}
