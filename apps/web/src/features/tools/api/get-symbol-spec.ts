import type { SymbolSpec } from '@copytrade/contracts/market';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { marketKeys } from './query-keys';

/** What the calculator needs of a symbol: its specification, its price now and the server's FX quotes. */
async function getSymbolSpec(server: string, symbol: string): Promise<SymbolSpec | null> {
  return (await request('getSymbolSpec', { query: { server, symbol }, quiet: true })).content[0] ?? null;
}

export function useSymbolSpec(server: string | null, symbol: string | null) {
  return useQuery({
    queryKey: marketKeys.spec(server ?? '', symbol ?? ''),
    queryFn: () => getSymbolSpec(server ?? '', symbol ?? ''),
    enabled: server !== null && symbol !== null,
    placeholderData: keepPreviousData,
  });
}
