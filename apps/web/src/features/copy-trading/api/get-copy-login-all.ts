import type { AccountDetail } from '@copytrade/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { COPY_KEYS } from '@/components/copy-trading/utils/query-keys';

/**
 * GET /mam/main/getCopyLoginAll: the signed-in user's follow accounts with their live figures (the
 * subscribe form lists them with their equity).
 */
export async function getCopyLoginAll(): Promise<AccountDetail[]> {
  return (await request('getCopyLoginAll', { quiet: true })).content;
}

export const followAccountsQueryOptions = () =>
  queryOptions({ queryKey: COPY_KEYS.followAccounts, queryFn: getCopyLoginAll, staleTime: 15_000 });

export function useFollowAccounts(enabled = true) {
  return useQuery({ ...followAccountsQueryOptions(), enabled });
}
