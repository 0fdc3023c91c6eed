import type { StandardSymbol } from '@copytrade/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** GET /mam/main/queryStandardSymbols: the symbols every account symbol maps to (EURUSD, XAUUSD, ...). */
export async function queryStandardSymbols(): Promise<StandardSymbol[]> {
  return (await request('queryStandardSymbols')).content;
}

export const standardSymbolsQueryOptions = () =>
  queryOptions({ queryKey: ['standard-symbols'], queryFn: queryStandardSymbols, staleTime: 30 * 60_000 });

export function useStandardSymbols(enabled = true) {
  return useQuery({ ...standardSymbolsQueryOptions(), enabled });
}
