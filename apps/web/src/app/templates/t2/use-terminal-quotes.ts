import type { MarketQuote } from '@copytrade/contracts/market';
import { MAX_QUOTE_SYMBOLS } from '@copytrade/contracts/market';
import { useMemo } from 'react';
import { useMarketQuotes } from '@/features/tools/api/get-market-quotes';
import { useMarketServers } from '@/features/tools/api/get-market-servers';
import { useLiveQuotes } from '@/lib/market-socket';

/** The markets a trading-first site leads with; the rest of the server's symbols follow in its order. */
const LEADING = ['EURUSD', 'XAUUSD', 'GBPUSD', 'USDJPY', 'US30', 'USOIL', 'BTCUSD', 'AUDUSD'];

const rankOf = (quote: MarketQuote) => {
  const index = LEADING.indexOf(quote.standardSymbol);
  return index === -1 ? LEADING.length : index;
};

/**
 * The default trade server's quotes (as the tools' board reads them), the leading markets first, at most
 * `limit`, with the bid and ask moved live over the visitor's socket.
 */
export function useTerminalQuotes(limit: number) {
  const servers = useMarketServers();
  const server = servers.data?.find((item) => item.isDefault)?.server ?? servers.data?.[0]?.server ?? null;
  const board = useMarketQuotes(server);
  const picked = useMemo(
    () =>
      (board.data ?? [])
        .map((quote, index) => ({ quote, index }))
        .sort((a, b) => rankOf(a.quote) - rankOf(b.quote) || a.index - b.index)
        .slice(0, Math.min(limit, MAX_QUOTE_SYMBOLS))
        .map(({ quote }) => quote),
    [board.data, limit],
  );
  const symbols = useMemo(() => picked.map((quote) => quote.symbol), [picked]);
  const live = useLiveQuotes(server, symbols);
  const rows = useMemo(
    () =>
      picked.map((quote) => {
        const moved = live.get(quote.symbol);
        return moved ? { ...quote, bid: moved.bid, ask: moved.ask } : quote;
      }),
    [picked, live],
  );
  return {
    server,
    rows,
    isPending: servers.isPending || (server !== null && board.isPending),
    isError: servers.isError || board.isError,
  };
}
