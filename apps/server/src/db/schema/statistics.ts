import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { instant, ref, siteRef, updatedAt } from './columns';
import { mtAccounts } from './accounts';

/**
 * The statistics of a trade account (packages/engine/src/stats): the engine's fold state, the events
 * applied through `appliedThrough` (epoch ms; every event at or before it is in the state), and the
 * snapshot's figures the ranking sorts and filters on. Refreshed incrementally as orders close; a
 * recompute from the rows gives the same state.
 */
export const accountStatistics = pgTable(
  'account_statistics',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => mtAccounts.id, { onDelete: 'cascade' }),
    siteId: siteRef(),
    state: jsonb('state').notNull(),
    appliedThrough: bigint('applied_through', { mode: 'number' }).notNull(),
    /** Time-weighted growth as a fraction (0.125 = 12.5 %). */
    growth: doublePrecision('growth').notNull().default(0),
    /** Largest fall of the growth index, as a fraction. */
    drawdown: doublePrecision('drawdown').notNull().default(0),
    trades: integer('trades').notNull().default(0),
    /** Ranking figures (the strategy square sorts and filters on them; modules/community). */
    /** Winning trades over trades, as a fraction; null with no trades. */
    winRate: doublePrecision('win_rate'),
    /** Gross profit over gross loss; null with no losing trade. */
    profitFactor: doublePrecision('profit_factor'),
    /** The 13-week rating score (0-100) at the refresh; null with no trade in the window. */
    ratingScore: integer('rating_score'),
    /** Followers' net result from copies of this account, in cents. */
    copyProfitCents: bigint('copy_profit_cents', { mode: 'number' }).notNull().default(0),
    /** When the first trade opened (epoch ms): the account's trading age; null with no trade. */
    firstTradeAt: bigint('first_trade_at', { mode: 'number' }),
    /** The symbols traded, as standard symbols (EURUSD for EURUSD.m); a symbol without one keeps its name. */
    symbols: text('symbols')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** At most 30 points of the growth curve, percent, oldest first (the square's small chart). */
    sparkline: doublePrecision('sparkline')
      .array()
      .notNull()
      .default(sql`'{}'::double precision[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('account_statistics_site_growth_idx').on(t.siteId, t.growth),
    index('account_statistics_site_drawdown_idx').on(t.siteId, t.drawdown),
    index('account_statistics_site_win_rate_idx').on(t.siteId, t.winRate),
    index('account_statistics_site_profit_factor_idx').on(t.siteId, t.profitFactor),
    index('account_statistics_site_rating_idx').on(t.siteId, t.ratingScore),
    index('account_statistics_site_trades_idx').on(t.siteId, t.trades),
    index('account_statistics_site_copy_profit_idx').on(t.siteId, t.copyProfitCents),
    index('account_statistics_symbols_idx').using('gin', t.symbols),
  ],
);

/**
 * Equity samples of trade accounts (for equity drawdown, the equity curve and the margin-level low point),
 * taken by the statistics job at most every few minutes.
 */
export const equitySamples = pgTable(
  'equity_samples',
  {
    accountId: ref('account_id', () => mtAccounts.id, 'cascade'),
    time: bigint('time', { mode: 'number' }).notNull(),
    equityCents: bigint('equity_cents', { mode: 'number' }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    /** Margin level in hundredths of a percent; null when no margin is in use. */
    marginLevelBp: bigint('margin_level_bp', { mode: 'number' }),
    takenAt: instant('taken_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.time] })],
);
