import type { subscriptionFeeSchema } from '@copytrade/contracts/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { firstOf, request } from '@/lib/api-client';
import { COPY_KEYS } from '../utils/query-keys';

export type SubscriptionFee = z.infer<typeof subscriptionFeeSchema>;

/** GET /community/api/querySubscriptionFree?mtId: the fee model new subscribers of a trade account get. */
export async function querySubscriptionFree(mtId: number): Promise<SubscriptionFee> {
  return firstOf(await request<SubscriptionFee>('querySubscriptionFree', { query: { mtId }, quiet: true }));
}

export const subscriptionFeeQueryOptions = (mtId: number) =>
  queryOptions({
    queryKey: [...COPY_KEYS.fee, mtId],
    queryFn: () => querySubscriptionFree(mtId),
    staleTime: 60_000,
  });

export function useSubscriptionFee(mtId: number | undefined) {
  return useQuery({ ...subscriptionFeeQueryOptions(mtId ?? 0), enabled: mtId !== undefined && mtId > 0 });
}
