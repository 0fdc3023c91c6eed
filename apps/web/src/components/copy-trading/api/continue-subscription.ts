import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@copytrade/contracts/subscriptions';
import { firstOf, request } from '@/lib/api-client';
import { COPY_KEYS } from '../utils/query-keys';

export type ContinueBody = { subscriptionId: number; validityDays: number };

/**
 * PUT /community/api/continueSubscription: run a subscription for more days (an ended one restarts). A
 * subscription with a fee answers with a renewal payment to pay (`paymentId`); its days come once paid.
 */
export async function continueSubscription(body: ContinueBody): Promise<Subscription> {
  return firstOf(await request('continueSubscription', { body, quiet: true }));
}

export function useContinueSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: continueSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COPY_KEYS.subscriptions }),
        queryClient.invalidateQueries({ queryKey: COPY_KEYS.subscription }),
      ]),
  });
}
