import type { CandleRow, MarketTimeframe } from '@copytrade/contracts/market';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { marketKeys } from './query-keys';

/** Candles per page: the first screen, and each older page loaded at the left edge. */
export const CANDLE_PAGE = 300;

/** Candles of a symbol, oldest first, before `before` (epoch ms) when given. */
async function getMarketCandles(
  server: string,
  symbol: string,
  timeframe: MarketTimeframe,
  before: number | undefined,
): Promise<CandleRow[]> {
  const query = {
    server,
    symbol,
    timeframe,
    limit: CANDLE_PAGE,
    ...(before === undefined ? {} : { before }),
  };
  return (await request('getMarketCandles', { query, quiet: true })).content;
}

/**
 * The chart's candles as pages: the latest first, then older ones (`fetchPreviousPage`) before the
 * oldest candle held. A page shorter than CANDLE_PAGE is the start of the history.
 */
export function useMarketCandles(server: string, symbol: string, timeframe: MarketTimeframe) {
  return useInfiniteQuery({
    queryKey: marketKeys.candles(server, symbol, timeframe),
    queryFn: ({ pageParam }) => getMarketCandles(server, symbol, timeframe, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: () => undefined,
    getPreviousPageParam: (first) =>
      first.length < CANDLE_PAGE || first[0] === undefined ? undefined : first[0].time,
    // The live bid moves the last candle; a new page is only read when the chart asks.
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
}
