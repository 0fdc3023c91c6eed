import type { AccountDetail } from '@copytrade/contracts/accounts';
import type { AccountMessage } from '@copytrade/contracts/realtime';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { accountDetailQueryKey } from '@/lib/account-session';
import { firstOf, request } from '@/lib/api-client';

/** GET /community/api/queryMtAccountDetail: one of the user's accounts with its figures. */
export async function queryMtAccountDetail(mtId: number): Promise<AccountDetail> {
  return firstOf(await request('queryMtAccountDetail', { query: { mtId }, quiet: true }));
}

export const accountDetailQueryOptions = (mtId: number) =>
  queryOptions({
    queryKey: accountDetailQueryKey(mtId),
    queryFn: () => queryMtAccountDetail(mtId),
    staleTime: 30_000,
  });

export function useAccountDetail(mtId: number | undefined) {
  return useQuery({ ...accountDetailQueryOptions(mtId ?? 0), enabled: mtId !== undefined && mtId > 0 });
}

/** A realtime `account` message: the live figures replace those in the cached detail. */
export function applyAccountMessage(queryClient: QueryClient, message: AccountMessage): void {
  queryClient.setQueryData<AccountDetail>(accountDetailQueryKey(message.mtAccId), (detail) =>
    detail
      ? {
          ...detail,
          balance: message.balance,
          equity: message.equity,
          margin: message.margin,
          freeMargin: message.freeMargin,
          marginLevel: message.marginLevel,
          profit: message.profit,
          infoUpdateTime: message.updateTime,
        }
      : detail,
  );
}
