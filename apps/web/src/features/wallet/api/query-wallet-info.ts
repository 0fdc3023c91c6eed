import type { WalletInfo } from '@copytrade/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { WALLET_KEYS } from '../utils/query-keys';

/** GET /community/api/queryWalletInfo: the signed-in user's balance, withdrawing and available (USDT). */
export async function queryWalletInfo(): Promise<WalletInfo> {
  return firstOf(await request('queryWalletInfo', { quiet: true }));
}

export const walletInfoQueryOptions = () =>
  queryOptions({ queryKey: WALLET_KEYS.info, queryFn: queryWalletInfo, staleTime: 10_000 });

export function useWalletInfo() {
  return useQuery(walletInfoQueryOptions());
}
