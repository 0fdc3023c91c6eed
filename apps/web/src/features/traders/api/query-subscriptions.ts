import type { subscriptionOverviewSchema } from '@copytrade/contracts/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { firstOf, request } from '@/lib/api-client';

export type SubscriptionOverview = z.infer<typeof subscriptionOverviewSchema>;

/** GET /community/front/querySubscriptions?mtId: a trade account's subscribers and open copies (public). */
export async function querySubscriptions(mtId: number): Promise<SubscriptionOverview> {
  return firstOf(await request<SubscriptionOverview>('querySubscriptions', { query: { mtId }, quiet: true }));
}

export const subscriptionOverviewQueryOptions = (mtId: number) =>
  queryOptions({
    queryKey: ['subscription-overview', mtId],
    queryFn: () => querySubscriptions(mtId),
    staleTime: 60_000,
  });

export function useSubscriptionOverview(mtId: number) {
  return useQuery(subscriptionOverviewQueryOptions(mtId));
}
