import { bigint, doublePrecision, index, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { instant, siteRef, updatedAt } from './columns';
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
    updatedAt: updatedAt(),
  },
  (t) => [index('account_statistics_site_growth_idx').on(t.siteId, t.growth)],
);

/**
 * Equity samples of trade accounts (for equity drawdown, the equity curve and the margin-level low point),
 * taken by the statistics job at most every few minutes.
 */
export const equitySamples = pgTable(
  'equity_samples',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => mtAccounts.id, { onDelete: 'cascade' }),
    time: bigint('time', { mode: 'number' }).notNull(),
    equityCents: bigint('equity_cents', { mode: 'number' }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    /** Margin level in hundredths of a percent; null when no margin is in use. */
    marginLevelBp: bigint('margin_level_bp', { mode: 'number' }),
    takenAt: instant('taken_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.time] })],
);
