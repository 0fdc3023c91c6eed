import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/*
 * Market data (issue 18): candles of every symbol of every trade server the gateway reaches, built from
 * the ticks it receives (modules/market). They are the broker's data, not a site's: every site reads the
 * same candles of a server, so the table has no `site_id` (a site chooses which servers it shows).
 */

/**
 * One candle of one symbol of one trade server and timeframe (M1 to D1), in the server's time; prices in
 * integer points of the symbol (the bid, as MT4 charts it). The candle in progress is written too and
 * taken back after a restart. Old candles are pruned per timeframe (market.service RETENTION).
 */
export const marketCandles = pgTable(
  'market_candles',
  {
    server: text('server').notNull(),
    symbol: text('symbol').notNull(),
    timeframe: text('timeframe').notNull(),
    openTime: instant('open_time').notNull(),
    open: integer('open').notNull(),
    high: integer('high').notNull(),
    low: integer('low').notNull(),
    close: integer('close').notNull(),
    ticks: integer('ticks').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.server, t.symbol, t.timeframe, t.openTime] }),
    index('market_candles_age_idx').on(t.timeframe, t.openTime),
  ],
);
