import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Candle, Timeframe } from '@copytrade/engine/market/candles';
import type { Db } from '../../db/client';
import { marketCandles } from '../../db/schema/market';

/*
 * The candles of the trade servers (schema/market.ts). Market data is the broker's, shared by every site:
 * these functions take a server, never a site.
 */

export type StoredCandle = Candle & { server: string };

/** Rows per statement: one JSON parameter each (see upsertCandles). */
const BATCH = 5000;

/**
 * Writes candles, closed or in progress; a candle already stored is replaced by the newer figures. The
 * rows go as one JSON parameter per statement: a save of every candle of three servers (about 750 rows,
 * every 5 s) as nine bound parameters a row took the event loop 100-250 ms on a slow machine to build.
 */
export async function upsertCandles(db: Db, candles: readonly StoredCandle[]): Promise<void> {
  for (let i = 0; i < candles.length; i += BATCH) {
    const rows = candles.slice(i, i + BATCH).map((c) => ({
      server: c.server,
      symbol: c.symbol,
      timeframe: c.timeframe,
      open_time: new Date(c.openTime).toISOString(),
      open: c.open,
      high: c.high,
      low: c.low,
      close: c.close,
      ticks: c.ticks,
    }));
    await db.execute(sql`
      insert into market_candles (server, symbol, timeframe, open_time, open, high, low, close, ticks)
      select server, symbol, timeframe, open_time, open, high, low, close, ticks
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(server text, symbol text, timeframe text,
        open_time timestamptz, open int, high int, low int, close int, ticks int)
      on conflict (server, symbol, timeframe, open_time) do update set
        open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close,
        ticks = excluded.ticks`);
  }
}

type Row = typeof marketCandles.$inferSelect;
const toCandle = (r: Row): StoredCandle => ({
  server: r.server,
  symbol: r.symbol,
  timeframe: r.timeframe as Timeframe,
  openTime: r.openTime.getTime(),
  open: r.open,
  high: r.high,
  low: r.low,
  close: r.close,
  ticks: r.ticks,
});

/** The newest candle of every symbol and timeframe of a server: the candles in progress at the last save. */
export async function latestCandles(db: Db, server: string): Promise<StoredCandle[]> {
  const rows = await db
    .selectDistinctOn([marketCandles.symbol, marketCandles.timeframe])
    .from(marketCandles)
    .where(eq(marketCandles.server, server))
    .orderBy(marketCandles.symbol, marketCandles.timeframe, desc(marketCandles.openTime));
  return rows.map(toCandle);
}

/** Up to `limit` candles of a symbol and timeframe (before `before`, epoch ms, when given), oldest first. */
export async function candlesBefore(
  db: Db,
  key: { server: string; symbol: string; timeframe: Timeframe },
  before: number | undefined,
  limit: number,
): Promise<StoredCandle[]> {
  const rows = await db
    .select()
    .from(marketCandles)
    .where(
      and(
        eq(marketCandles.server, key.server),
        eq(marketCandles.symbol, key.symbol),
        eq(marketCandles.timeframe, key.timeframe),
        before === undefined ? undefined : lt(marketCandles.openTime, new Date(before)),
      ),
    )
    .orderBy(desc(marketCandles.openTime))
    .limit(limit);
  return rows.map(toCandle).reverse();
}

/** Every candle of a server's timeframe since `since` (epoch ms), oldest first. */
export async function serverCandlesSince(
  db: Db,
  server: string,
  timeframe: Timeframe,
  since: number,
): Promise<StoredCandle[]> {
  const rows = await db
    .select()
    .from(marketCandles)
    .where(
      and(
        eq(marketCandles.server, server),
        eq(marketCandles.timeframe, timeframe),
        gte(marketCandles.openTime, new Date(since)),
      ),
    )
    .orderBy(marketCandles.openTime);
  return rows.map(toCandle);
}

/** Deletes a timeframe's candles older than `before` (epoch ms); answers how many. */
export async function pruneCandles(db: Db, timeframe: Timeframe, before: number): Promise<number> {
  const deleted = await db
    .delete(marketCandles)
    .where(and(eq(marketCandles.timeframe, timeframe), lt(marketCandles.openTime, new Date(before))))
    .returning({ symbol: marketCandles.symbol });
  return deleted.length;
}
