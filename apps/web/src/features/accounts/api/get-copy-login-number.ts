import type { AccountCounts } from '@copytrade/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /mam/main/getCopyLoginNumber: the user's trade and follow account counts with the site's limits. */
export async function getCopyLoginNumber(): Promise<AccountCounts> {
  return firstOf(await request('getCopyLoginNumber'));
}

export const accountCountsQueryKey = [USER_SCOPE, 'account-counts'] as const;

export const accountCountsQueryOptions = () =>
  queryOptions({ queryKey: accountCountsQueryKey, queryFn: getCopyLoginNumber, staleTime: 30_000 });

export function useAccountCounts(enabled = true) {
  return useQuery({ ...accountCountsQueryOptions(), enabled });
}
