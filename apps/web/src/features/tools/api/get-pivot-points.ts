import type { PivotRow } from '@copytrade/contracts/market';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { marketKeys } from './query-keys';

/** Pivot points of the server's major symbols from the previous day's candle. */
async function getPivotPoints(server: string): Promise<PivotRow[]> {
  return (await request('getPivotPoints', { query: { server }, quiet: true })).content;
}

/** The levels change once a day; the bid among them is read again every half minute. */
export function usePivotPoints(server: string | null) {
  return useQuery({
    queryKey: marketKeys.pivots(server ?? ''),
    queryFn: () => getPivotPoints(server ?? ''),
    enabled: server !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
