import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@copytrade/contracts/locale';
import {
  MAX_QUOTE_SYMBOLS,
  type CandleRow,
  type MarketQuote,
  type MarketServer,
  type PivotRow,
  type SymbolSpec,
} from '@copytrade/contracts/market';
import { translate } from '@copytrade/contracts/messages';
import {
  bucketStart,
  createCandleBuilder,
  TIMEFRAMES,
  type Candle,
  type CandleBuilder,
  type Timeframe,
} from '@copytrade/engine/market/candles';
import { pivotLevels } from '@copytrade/engine/market/pivots';
import { formatLots } from '@copytrade/units/lots';
import { formatMoney } from '@copytrade/units/money';
import { pointsToPrice } from '@copytrade/units/price';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/ports';
import type { MarketFeed, MarketSymbol, MarketTick } from '../../trading/gateway';
import {
  candlesBefore,
  latestCandles,
  pruneCandles,
  serverCandlesSince,
  upsertCandles,
  type StoredCandle,
} from './candle.repository';
import { createQuoteStream, type QuoteStream } from './quote-stream';

/*
 * Market data for the tools (issue 18): the gateway's price feed feeds a candle builder per trade server
 * (M1 to D1 in the server's time, engine/market/candles); the candles are written to `market_candles`
 * every few seconds (closed ones and those in progress) and the ones in progress are taken back after a
 * restart. The quotes board, charts, pivot points and the calculator read them with the feed's prices;
 * the quote stream sends live prices to the browsers that show them.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long candles are kept, per timeframe: about 200 bars of each, what a chart shows and scrolls back
 * through (D1 a year and more, for the pivot points and the daily report). Older candles are not written at
 * all (a first start's months of history) and are pruned live.
 */
export const RETENTION_MS: Record<Timeframe, number> = {
  M1: 4 * HOUR,
  M5: 16 * HOUR,
  M15: 2 * DAY,
  M30: 4 * DAY,
  H1: 8 * DAY,
  H4: 40 * DAY,
  D1: 400 * DAY,
};

/** Closed candles held before a save is started without waiting for the timer. */
const SAVE_AT_CLOSED = 20_000;

/** Symbols the pivot table leaves out: crypto CFDs (they have no trading day of their own). */
const CRYPTO = 5;

type Deps = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The gateway's price feed; without one the tools have no servers. */
  feed: MarketFeed | undefined;
  /** The wall clock's now (epoch ms), for what is old enough to keep: a first start's clock is in the past. */
  wallNow?: () => number;
  /** Candles are written this often (default 5 s). */
  saveEveryMs?: number;
  /** Old candles are pruned this often (default 10 min). */
  pruneEveryMs?: number;
  /** Live quotes go out at most this often per socket (default 500 ms). */
  quoteIntervalMs?: number;
  /** False: no timers (tests drive `save`, `prune` and `stream.flush`). */
  timers?: boolean;
  /** False: candles are not built (tests that do not look at them skip the work on every tick). */
  listen?: boolean;
};

export type MarketService = ReturnType<typeof createMarketService>;

export function createMarketService(deps: Deps) {
  const { db, clock, log, feed } = deps;
  const wallNow = deps.wallNow ?? (() => Date.now());
  const servers = feed?.servers() ?? [];
  const defaultServer = (servers.find((s) => !s.isDemo) ?? servers[0])?.server;
  const builders = new Map<string, CandleBuilder>();
  const specs = new Map<string, Map<string, MarketSymbol>>();
  for (const s of servers) {
    builders.set(s.server, createCandleBuilder(s.offsetMinutes));
    specs.set(s.server, new Map(feed!.symbols(s.server).map((sym) => [sym.symbol, sym])));
  }
  const offsetOf = new Map(servers.map((s) => [s.server, s.offsetMinutes]));

  /** Candles closed since the last save, and the symbols whose candles in progress moved. */
  let closed: StoredCandle[] = [];
  const moved = new Set<string>();
  const SEP = '\u0000';
  const stream: QuoteStream = createQuoteStream({
    intervalMs: deps.quoteIntervalMs ?? 500,
    timers: deps.timers !== false,
  });

  const onTick = (tick: MarketTick) => {
    const builder = builders.get(tick.server);
    if (!builder) return;
    // Only the timeframes that keep candles this old (a first start's history is mostly H4 and D1 only).
    const age = wallNow() - tick.time;
    let from = 0;
    while (from < TIMEFRAMES.length - 1 && RETENTION_MS[TIMEFRAMES[from]!] < age) from += 1;
    for (const candle of builder.tick(tick.symbol, tick.time, tick.bid, from)) {
      // A first start's months of history close millions of candles too old to keep: not even held.
      if (candle.openTime >= wallNow() - RETENTION_MS[candle.timeframe]) {
        closed.push({ ...candle, server: tick.server });
      }
    }
    // A long fast-forward between two timer saves (or with no timers) must not pile candles up in memory.
    if (closed.length >= SAVE_AT_CLOSED && !saving) {
      saving = true;
      void save().finally(() => {
        saving = false;
      });
    }
    moved.add(tick.server + SEP + tick.symbol);
    stream.tick(tick);
  };

  let chain: Promise<void> = Promise.resolve();
  let saving = false;
  const serial = (work: () => Promise<void>) => {
    const next = chain.then(work);
    chain = next.catch((error: unknown) => log.error({ err: error }, 'market: candle save failed'));
    return next;
  };

  /** Writes the candles closed since the last save and those in progress that moved. */
  const save = () =>
    serial(async () => {
      const now = wallNow();
      const keep = (c: Candle) => c.openTime >= now - RETENTION_MS[c.timeframe];
      const rows = closed.filter(keep);
      closed = [];
      for (const key of moved) {
        const [server, symbol] = key.split(SEP) as [string, string];
        for (const candle of builders.get(server)!.current(symbol)) {
          if (keep(candle)) rows.push({ ...candle, server });
        }
      }
      moved.clear();
      if (rows.length > 0) await upsertCandles(db, rows);
    });

  const prune = () =>
    serial(async () => {
      const now = wallNow();
      let deleted = 0;
      for (const timeframe of TIMEFRAMES)
        deleted += await pruneCandles(db, timeframe, now - RETENTION_MS[timeframe]);
      if (deleted > 0) log.debug({ deleted }, 'market: old candles pruned');
    });

  const timers: NodeJS.Timeout[] = [];
  let unsubscribe: (() => void) | null = null;

  const serverOf = (locale: Locale, server: string | undefined): string => {
    const name = server ?? defaultServer;
    if (!name || !specs.has(name)) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: [{ field: 'server', message: translate(locale, 'validation.market.unknownServer') }],
      });
    }
    return name;
  };
  const symbolOf = (locale: Locale, server: string, symbol: string): MarketSymbol => {
    const spec = specs.get(server)?.get(symbol);
    if (!spec) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: [{ field: 'symbol', message: translate(locale, 'validation.market.unknownSymbol') }],
      });
    }
    return spec;
  };
  const currentOf = (server: string, symbol: string, timeframe: Timeframe) =>
    builders
      .get(server)
      ?.current(symbol)
      .find((c) => c.timeframe === timeframe);

  /** The price now as text, or null while the market is closed. */
  const priceOf = (server: string, symbol: string) => {
    const q = feed?.quote(server, symbol);
    return q ? { bid: pointsToPrice(q.bid, q.digits), ask: pointsToPrice(q.ask, q.digits) } : null;
  };

  const toRow = (c: Candle, digits: number): CandleRow => ({
    time: c.openTime,
    open: pointsToPrice(c.open, digits),
    high: pointsToPrice(c.high, digits),
    low: pointsToPrice(c.low, digits),
    close: pointsToPrice(c.close, digits),
    ticks: c.ticks,
  });

  return {
    stream,

    /** Takes the candles in progress back, then listens to the feed and starts the save and prune timers. */
    async start(): Promise<void> {
      for (const s of servers) builders.get(s.server)!.restore(await latestCandles(db, s.server));
      if (feed && deps.listen !== false) unsubscribe = feed.onTick(onTick);
      if (deps.timers === false) return;
      const saving = setInterval(() => void save(), deps.saveEveryMs ?? 5000);
      const pruning = setInterval(() => void prune(), deps.pruneEveryMs ?? 10 * MINUTE);
      saving.unref();
      pruning.unref();
      timers.push(saving, pruning);
    },

    /** Stops listening and writes what is pending. */
    async stop(): Promise<void> {
      unsubscribe?.();
      unsubscribe = null;
      for (const t of timers.splice(0)) clearInterval(t);
      stream.stop();
      await save();
    },

    save,
    prune,

    servers(): MarketServer[] {
      return servers.map((s) => ({ ...s, isDefault: s.server === defaultServer }));
    },

    /** The quotes board of a server. */
    async board(locale: Locale, serverName: string | undefined): Promise<MarketQuote[]> {
      const server = serverOf(locale, serverName);
      const now = clock.now().getTime();
      const hours = await serverCandlesSince(db, server, 'H1', now - 25 * HOUR);
      const closes = new Map<string, Map<number, number>>();
      for (const c of hours) {
        const bySymbol = closes.get(c.symbol) ?? new Map<number, number>();
        bySymbol.set(c.openTime, c.close);
        closes.set(c.symbol, bySymbol);
      }
      return [...specs.get(server)!.values()].map((spec) => {
        const q = feed!.quote(server, spec.symbol);
        const day = currentOf(server, spec.symbol, 'D1');
        const hour = currentOf(server, spec.symbol, 'H1');
        const spark = closes.get(spec.symbol) ?? new Map<number, number>();
        if (hour) spark.set(hour.openTime, hour.close);
        const bidPts = q ? q.bid : null;
        const askPts = q ? q.ask : null;
        // The day's change: the last bid against the day's open (D1 in the server's time).
        const dayOfQuote =
          day && q && day.openTime === bucketStart(q.time, 'D1', offsetOf.get(server) ?? 0) ? day : null;
        const changePts = dayOfQuote && bidPts !== null ? bidPts - dayOfQuote.open : null;
        return {
          server,
          symbol: spec.symbol,
          standardSymbol: spec.standardSymbol,
          description: spec.description,
          symbolType: spec.symbolType,
          digits: spec.digits,
          bid: q ? pointsToPrice(q.bid, spec.digits) : null,
          ask: q ? pointsToPrice(q.ask, spec.digits) : null,
          spread: bidPts !== null && askPts !== null ? askPts - bidPts : null,
          time: q?.time ?? null,
          dayOpen: dayOfQuote ? pointsToPrice(dayOfQuote.open, spec.digits) : null,
          dayHigh: dayOfQuote ? pointsToPrice(dayOfQuote.high, spec.digits) : null,
          dayLow: dayOfQuote ? pointsToPrice(dayOfQuote.low, spec.digits) : null,
          change: changePts === null ? null : pointsToPrice(changePts, spec.digits),
          changePercent:
            changePts === null || !dayOfQuote
              ? null
              : // Hundredths of a percent, written as money is (two decimals).
                formatMoney(BigInt(Math.round((changePts * 10_000) / dayOfQuote.open))),
          spark: [...spark.entries()]
            .sort((a, b) => a[0] - b[0])
            .slice(-24)
            .map(([, close]) => close),
        };
      });
    },

    /** Candles of a symbol, oldest first; without `before`, the newest end with the candle in progress. */
    async candles(
      locale: Locale,
      query: {
        server?: string | undefined;
        symbol: string;
        timeframe: Timeframe;
        before?: number | undefined;
        limit: number;
      },
    ): Promise<CandleRow[]> {
      const server = serverOf(locale, query.server);
      const spec = symbolOf(locale, server, query.symbol);
      const key = { server, symbol: spec.symbol, timeframe: query.timeframe };
      const current =
        query.before === undefined ? currentOf(server, spec.symbol, query.timeframe) : undefined;
      const stored = await candlesBefore(db, key, query.before, query.limit);
      // Candles closed since the last save and the one in progress are newer in memory than in the table.
      const byTime = new Map<number, Candle>(stored.map((c) => [c.openTime, c]));
      const keepSince = wallNow() - RETENTION_MS[query.timeframe];
      for (const c of closed) {
        const wanted =
          c.server === server &&
          c.symbol === spec.symbol &&
          c.timeframe === query.timeframe &&
          c.openTime >= keepSince;
        if (wanted && (query.before === undefined || c.openTime < query.before)) byTime.set(c.openTime, c);
      }
      if (current) byTime.set(current.openTime, current);
      return [...byTime.values()]
        .sort((a, b) => a.openTime - b.openTime)
        .slice(-query.limit)
        .map((c) => toRow(c, spec.digits));
    },

    /** Pivot points of the server's symbols (crypto aside) from the previous day's candle. */
    async pivots(locale: Locale, serverName: string | undefined): Promise<PivotRow[]> {
      const server = serverOf(locale, serverName);
      const now = clock.now().getTime();
      const today = bucketStart(now, 'D1', offsetOf.get(server) ?? 0);
      const days = await serverCandlesSince(db, server, 'D1', today - 10 * DAY);
      const previous = new Map<string, StoredCandle>();
      for (const c of days) if (c.openTime < today) previous.set(c.symbol, c);
      const rows: PivotRow[] = [];
      for (const spec of specs.get(server)!.values()) {
        const day = previous.get(spec.symbol);
        if (!day || spec.symbolType === CRYPTO) continue;
        const text = (points: number) => pointsToPrice(points, spec.digits);
        const candle = { high: text(day.high), low: text(day.low), close: text(day.close) };
        rows.push({
          server,
          symbol: spec.symbol,
          description: spec.description,
          digits: spec.digits,
          day: day.openTime,
          ...candle,
          bid: priceOf(server, spec.symbol)?.bid ?? null,
          classic: pivotLevels('classic', candle, spec.digits),
          fibonacci: pivotLevels('fibonacci', candle, spec.digits),
          camarilla: pivotLevels('camarilla', candle, spec.digits),
        });
      }
      return rows;
    },

    /** What the calculator needs of a symbol: its specification, its price and the server's FX quotes. */
    symbolSpec(locale: Locale, serverName: string | undefined, symbol: string): SymbolSpec {
      const server = serverOf(locale, serverName);
      const spec = symbolOf(locale, server, symbol);
      const q = priceOf(server, spec.symbol);
      const fx: SymbolSpec['fx'] = [];
      for (const s of specs.get(server)!.values()) {
        if (s.symbolType !== 1) continue;
        const quote = priceOf(server, s.symbol);
        if (quote) fx.push({ base: s.baseCurrency, quote: s.quoteCurrency, bid: quote.bid, ask: quote.ask });
      }
      return {
        server,
        symbol: spec.symbol,
        description: spec.description,
        digits: spec.digits,
        point: spec.point,
        contractSize: Number(spec.contractSize),
        baseCurrency: spec.baseCurrency,
        quoteCurrency: spec.quoteCurrency,
        swapLong: spec.swapLong,
        swapShort: spec.swapShort,
        minLot: formatLots(spec.minLot),
        maxLot: formatLots(spec.maxLot),
        lotStep: formatLots(spec.lotStep),
        maxLeverage: spec.maxLeverage,
        openWeekends: spec.openWeekends,
        bid: q?.bid ?? null,
        ask: q?.ask ?? null,
        fx,
      };
    },

    /**
     * Checks a socket's ask for live quotes: a known server, known symbols, not too many. Answers the
     * refusal, or null when it may be streamed.
     */
    checkAsk(
      server: string,
      symbols: readonly string[],
    ): { reason: 'too_many' | 'unknown_server' | 'unknown_symbol'; symbols: string[] } | null {
      if (symbols.length > MAX_QUOTE_SYMBOLS) return { reason: 'too_many', symbols: [] };
      const known = specs.get(server);
      if (!known) return { reason: 'unknown_server', symbols: [] };
      const unknown = symbols.filter((s) => !known.has(s));
      return unknown.length > 0 ? { reason: 'unknown_symbol', symbols: unknown } : null;
    },
  };
}
