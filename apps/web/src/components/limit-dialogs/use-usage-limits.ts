import { isOverLimit, type UsageLimits } from '@copytrade/contracts/operator';
import { useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';
import { useSession } from '@/lib/session';

/** The signed-in user's usage of his site's limits (spec 3 client state); read again after a change. */
export const usageLimitsQueryKey = [USER_SCOPE, 'usage-limits'] as const;

/**
 * GET queryUsageLimits (its /mam/main twin on a MAM site): currentUserCopyCount, currentUserTradeCount
 * and the limits they are held to, with the site's version and freeUpgradeFlag. Only with a session.
 */
export function useUsageLimits() {
  const signedIn = useSession().token !== null;
  return useQuery({
    queryKey: usageLimitsQueryKey,
    queryFn: async (): Promise<UsageLimits> => firstOf(await request('queryUsageLimits', { quiet: true })),
    enabled: signedIn,
    staleTime: 30_000,
  });
}

/** Whether the user has reached his site's monthly limit of copied trades. */
export function overTradeLimit(usage: UsageLimits | undefined): boolean {
  return usage !== undefined && isOverLimit(usage.currentUserTradeCount, usage.userTradeLimit);
}
