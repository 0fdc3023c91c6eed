import type { siteSubscriptionStatusSchema } from '@copytrade/contracts/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { firstOf, request } from '@/lib/api-client';

export type SiteSubscriptionStatus = z.infer<typeof siteSubscriptionStatusSchema>;

/** GET /community/front/querySiteSubscriptionStatus: whether the site takes subscriptions, and reverse copying. */
export async function querySiteSubscriptionStatus(): Promise<SiteSubscriptionStatus> {
  return firstOf(await request('querySiteSubscriptionStatus', { quiet: true }));
}

export const siteSubscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['site-subscription-status'],
    queryFn: querySiteSubscriptionStatus,
    staleTime: 5 * 60_000,
  });

export function useSiteSubscriptionStatus(enabled = true) {
  return useQuery({ ...siteSubscriptionStatusQueryOptions(), enabled });
}
