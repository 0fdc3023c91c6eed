import type { Subscription } from '@copytrade/contracts/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { COPY_SCOPE } from '@/components/copy-trading/utils/query-keys';
import type { CreateBody } from '@/components/copy-trading/utils/settings';

/**
 * POST /community/api/createSubscription: one of the caller's follow accounts starts copying a trade
 * account. Quiet: the dialog shows a refusal (23001 exists, 23002 own account, ...) in place.
 */
export async function createSubscription(body: CreateBody): Promise<Subscription | undefined> {
  return (await request('createSubscription', { body, quiet: true })).content[0];
}

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COPY_SCOPE }),
  });
}
