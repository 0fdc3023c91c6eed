import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccountSymbols, mtOrders, platforms, tradeServers } from '../db/schema/accounts';
import { marketCandles } from '../db/schema/market';

/*
 * What the daily report (modules/market-news) reads of other modules, read only: which trade server's
 * candles it shows (accounts: platforms, trade_servers), the D1 candles of the day (the market data's
 * `market_candles`, shared by every site) and the trades the site's accounts opened that day (accounts:
 * mt_orders with their account's standard symbols, always scoped by the site).
 */

export type D1Candle = {
  symbol: string;
  openTime: Date;
  open: number;
  high: number;
  low: number;
  close: number;
};

/** The first live trade server of the first platform (by their `sort`), or null when there is none. */
export async function defaultReportServer(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ name: tradeServers.name })
    .from(tradeServers)
    .innerJoin(platforms, eq(platforms.id, tradeServers.platformId))
    .where(eq(tradeServers.isDemo, false))
    .orderBy(asc(platforms.sort), asc(platforms.id), asc(tradeServers.sort), asc(tradeServers.id))
    .limit(1);
  return row?.name ?? null;
}

/** Whether a trade server of this name is known. */
export async function reportServerExists(db: Db, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tradeServers.id })
    .from(tradeServers)
    .where(eq(tradeServers.name, name))
    .limit(1);
  return row !== undefined;
}

/**
 * The D1 candles of `symbols` on `server` opened in [from, to), newest first (the caller takes a day's
 * candle and the one before it for the change).
 */
export async function d1Candles(
  db: Db,
  server: string,
  symbols: string[],
  range: { from: Date; to: Date },
): Promise<D1Candle[]> {
  if (symbols.length === 0) return [];
  return db
    .select({
      symbol: marketCandles.symbol,
      openTime: marketCandles.openTime,
      open: marketCandles.open,
      high: marketCandles.high,
      low: marketCandles.low,
      close: marketCandles.close,
    })
    .from(marketCandles)
    .where(
      and(
        eq(marketCandles.server, server),
        eq(marketCandles.timeframe, 'D1'),
        inArray(marketCandles.symbol, symbols),
        gte(marketCandles.openTime, range.from),
        lt(marketCandles.openTime, range.to),
      ),
    )
    .orderBy(desc(marketCandles.openTime));
}

/**
 * Market orders (buy 0, sell 1) the site's accounts opened in [from, to), counted per market, most first:
 * `EURUSD.m` and `EURUSDpro` count as EURUSD (the account's standard symbol; its own name when it has none).
 */
export async function mostTradedSymbols(
  db: Db,
  siteId: number,
  range: { from: Date; to: Date },
  limit: number,
): Promise<{ symbol: string; trades: number }[]> {
  const trades = count();
  const market = sql<string>`coalesce(nullif(${mtAccountSymbols.standardSymbol}, ''), ${mtOrders.symbol})`;
  return db
    .select({ symbol: market, trades })
    .from(mtOrders)
    .leftJoin(
      mtAccountSymbols,
      and(
        eq(mtAccountSymbols.siteId, siteId),
        eq(mtAccountSymbols.accountId, mtOrders.accountId),
        eq(mtAccountSymbols.symbol, mtOrders.symbol),
      ),
    )
    .where(
      and(
        eq(mtOrders.siteId, siteId),
        inArray(mtOrders.type, [0, 1]),
        gte(mtOrders.openTime, range.from),
        lt(mtOrders.openTime, range.to),
      ),
    )
    .groupBy(market)
    .orderBy(desc(trades), asc(market))
    .limit(limit);
}
