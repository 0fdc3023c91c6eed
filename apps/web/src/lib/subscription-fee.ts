import type { subscriptionFeeSchema } from '@copytrade/contracts/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { firstOf, request } from './api-client';

/** The query key of one trade account's fee model (invalidated when its trader changes it). */
export const subscriptionFeeKey = (mtId: number) => ['subscriptionFee', mtId] as const;

export type SubscriptionFee = z.infer<typeof subscriptionFeeSchema>;

/** GET /community/api/querySubscriptionFree?mtId: the fee model new subscribers of a trade account get. */
export async function querySubscriptionFree(mtId: number): Promise<SubscriptionFee> {
  return firstOf(await request('querySubscriptionFree', { query: { mtId }, quiet: true }));
}

export const subscriptionFeeQueryOptions = (mtId: number) =>
  queryOptions({
    queryKey: subscriptionFeeKey(mtId),
    queryFn: () => querySubscriptionFree(mtId),
    staleTime: 60_000,
  });

export function useSubscriptionFee(mtId: number | undefined) {
  return useQuery({ ...subscriptionFeeQueryOptions(mtId ?? 0), enabled: mtId !== undefined && mtId > 0 });
}
