import type { QuotesMessage } from '@copytrade/contracts/market';
import { pointsToPrice } from '@copytrade/units/price';
import type { MarketTick } from '../../trading/gateway';

/**
 * Live quotes to browsers (issue 18): each socket asks for the symbols it shows on one server; the
 * stream keeps the newest price of every symbol that moved and, once per interval, sends each socket
 * one message with the moved symbols it asked for. However fast the feed ticks, a socket gets at most one
 * message per interval, and only for what it shows; a socket whose buffer is full (a slow or stalled
 * browser) is skipped until it drains, so nothing piles up in the server for it.
 */

/** What the stream needs of a socket. */
export type QuoteSink = {
  send(text: string): void;
  /** Bytes queued and not yet sent (ws `bufferedAmount`). */
  buffered(): number;
};

export type QuoteStream = {
  /** Replaces the socket's ask (an empty list ends it). Symbols must be checked by the caller. */
  subscribe(sink: QuoteSink, server: string, symbols: readonly string[]): void;
  unsubscribe(sink: QuoteSink): void;
  /** A new price from the feed (cheap: it only remembers it). */
  tick(tick: MarketTick): void;
  /** Sends what moved since the last flush (the timer calls it; tests and benchmarks call it directly). */
  flush(): { messages: number; quotes: number };
  /** Open subscriptions. */
  size(): number;
  stop(): void;
};

/** A socket holding more than this unsent is skipped (1 MiB). */
const MAX_BUFFERED = 1 << 20;

type Quote = QuotesMessage['quotes'][number];

export function createQuoteStream(options: { intervalMs: number; timers?: boolean }): QuoteStream {
  /** server -> symbol -> sockets asking for it. */
  const askers = new Map<string, Map<string, Set<QuoteSink>>>();
  /** What each socket asks for now. */
  const asks = new Map<QuoteSink, { server: string; symbols: readonly string[] }>();
  /** server -> symbol -> newest price since the last flush (made text only when sent). */
  const moved = new Map<string, Map<string, MarketTick>>();

  const drop = (sink: QuoteSink) => {
    const ask = asks.get(sink);
    if (!ask) return;
    asks.delete(sink);
    const bySymbol = askers.get(ask.server);
    if (!bySymbol) return;
    for (const symbol of ask.symbols) {
      const set = bySymbol.get(symbol);
      set?.delete(sink);
      if (set?.size === 0) bySymbol.delete(symbol);
    }
    if (bySymbol.size === 0) askers.delete(ask.server);
  };

  const stream: QuoteStream = {
    subscribe(sink, server, symbols) {
      drop(sink);
      const unique = [...new Set(symbols)];
      if (unique.length === 0) return;
      asks.set(sink, { server, symbols: unique });
      const bySymbol = askers.get(server) ?? new Map<string, Set<QuoteSink>>();
      askers.set(server, bySymbol);
      for (const symbol of unique) {
        const set = bySymbol.get(symbol) ?? new Set<QuoteSink>();
        set.add(sink);
        bySymbol.set(symbol, set);
      }
    },
    unsubscribe: drop,
    tick(tick) {
      // Nobody asks for this server's symbol: nothing to remember.
      if (!askers.get(tick.server)?.has(tick.symbol)) return;
      const byServer = moved.get(tick.server) ?? new Map<string, MarketTick>();
      moved.set(tick.server, byServer);
      byServer.set(tick.symbol, tick);
    },
    flush() {
      let messages = 0;
      let quotes = 0;
      for (const [server, byServer] of moved) {
        const bySymbol = askers.get(server);
        if (!bySymbol) continue;
        const batches = new Map<QuoteSink, Quote[]>();
        for (const [symbol, tick] of byServer) {
          const quote: Quote = {
            symbol,
            bid: pointsToPrice(tick.bid, tick.digits),
            ask: pointsToPrice(tick.ask, tick.digits),
            time: tick.time,
          };
          for (const sink of bySymbol.get(symbol) ?? []) {
            const batch = batches.get(sink);
            if (batch) batch.push(quote);
            else batches.set(sink, [quote]);
          }
        }
        // Sockets asking for the same moved symbols share one serialized message.
        const texts = new Map<string, string>();
        for (const [sink, batch] of batches) {
          if (sink.buffered() > MAX_BUFFERED) continue;
          const key = batch.map((q) => q.symbol).join(',');
          let text = texts.get(key);
          if (text === undefined) {
            const message: QuotesMessage = { type: 'quotes', server, quotes: batch };
            text = JSON.stringify(message);
            texts.set(key, text);
          }
          sink.send(text);
          messages += 1;
          quotes += batch.length;
        }
      }
      moved.clear();
      return { messages, quotes };
    },
    size: () => asks.size,
    stop() {
      if (timer) clearInterval(timer);
    },
  };

  const timer =
    options.timers === false
      ? null
      : setInterval(() => {
          stream.flush();
        }, options.intervalMs);
  timer?.unref();
  return stream;
}
