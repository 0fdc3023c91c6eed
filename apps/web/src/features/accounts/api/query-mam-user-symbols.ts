import type { AccountSymbols } from '@copytrade/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_SCOPE } from '@/lib/account-session';
import { firstOf, request } from '@/lib/api-client';

/**
 * GET /mam/main/queryMamUserSymbols: the symbol table of one of the user's accounts, each symbol with the
 * standard symbol it maps to. The public getMtAccountSymbols shows only trade accounts to others; the
 * owner's dialog reads this one, which also covers follow accounts.
 */
export async function queryMamUserSymbols(mtId: number): Promise<AccountSymbols> {
  return firstOf(await request('queryMamUserSymbols', { query: { mtId } }));
}

export const accountSymbolsQueryKey = (mtId: number) => [...ACCOUNT_SCOPE, 'symbols', mtId] as const;

export const accountSymbolsQueryOptions = (mtId: number) =>
  queryOptions({ queryKey: accountSymbolsQueryKey(mtId), queryFn: () => queryMamUserSymbols(mtId) });

export function useAccountSymbols(mtId: number, enabled = true) {
  return useQuery({ ...accountSymbolsQueryOptions(mtId), enabled });
}
