import type { Subscription } from '@copytrade/contracts/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { COPY_KEYS } from '@/components/copy-trading/utils/query-keys';

/** GET /community/api/querySubscriptionDetail?subscriptionId: one subscription (follower or trader side). */
export async function querySubscriptionDetail(subscriptionId: number): Promise<Subscription> {
  return firstOf(await request('querySubscriptionDetail', { query: { subscriptionId }, quiet: true }));
}

export const subscriptionDetailQueryOptions = (subscriptionId: number) =>
  queryOptions({
    queryKey: [...COPY_KEYS.subscription, subscriptionId],
    queryFn: () => querySubscriptionDetail(subscriptionId),
  });

export function useSubscriptionDetail(subscriptionId: number | undefined) {
  return useQuery({
    ...subscriptionDetailQueryOptions(subscriptionId ?? 0),
    enabled: subscriptionId !== undefined && subscriptionId > 0,
  });
}
