import type { MarketQuote } from '@copytrade/contracts/market';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { marketKeys } from './query-keys';

/** The quotes board of a trade server: every symbol with its day and sparkline. */
async function getMarketQuotes(server: string): Promise<MarketQuote[]> {
  return (await request('getMarketQuotes', { query: { server }, quiet: true })).content;
}

/**
 * The board, read again every minute for the day's figures and the sparkline (bid and ask move live over
 * the socket in between). Disabled until a server is chosen.
 */
export function useMarketQuotes(server: string | null) {
  return useQuery({
    queryKey: marketKeys.quotes(server ?? ''),
    queryFn: () => getMarketQuotes(server ?? ''),
    enabled: server !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
