import { eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountStatistics, equitySamples } from '../../db/schema/statistics';
import { dueEquitySamples } from '../../read-models/statistics-inputs';

/*
 * The statistics module's own tables: each account's folded state and figures (account_statistics) and
 * its equity samples. What the fold reads of other modules is in read-models/statistics-inputs.ts.
 */

export type StatisticsRow = typeof accountStatistics.$inferSelect;

export async function findStatistics(db: Db, accountId: number): Promise<StatisticsRow | null> {
  const [row] = await db
    .select()
    .from(accountStatistics)
    .where(eq(accountStatistics.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/** How far the account's stored state is folded (epoch ms), without the state itself; null: never folded. */
export async function statisticsWatermark(db: Db, accountId: number): Promise<number | null> {
  const [row] = await db
    .select({ appliedThrough: accountStatistics.appliedThrough })
    .from(accountStatistics)
    .where(eq(accountStatistics.accountId, accountId))
    .limit(1);
  return row?.appliedThrough ?? null;
}

export async function saveStatistics(db: Db, row: typeof accountStatistics.$inferInsert) {
  await db
    .insert(accountStatistics)
    .values(row)
    .onConflictDoUpdate({
      target: accountStatistics.accountId,
      set: {
        state: row.state,
        appliedThrough: row.appliedThrough,
        growth: row.growth,
        drawdown: row.drawdown,
        trades: row.trades,
        winRate: row.winRate ?? null,
        profitFactor: row.profitFactor ?? null,
        ratingScore: row.ratingScore ?? null,
        copyProfitCents: row.copyProfitCents ?? 0,
        firstTradeAt: row.firstTradeAt ?? null,
        symbols: row.symbols ?? [],
        sparkline: row.sparkline ?? [],
        updatedAt: sql`now()`,
      },
    });
}

export async function insertEquitySample(db: Db, sample: typeof equitySamples.$inferInsert) {
  await db.insert(equitySamples).values(sample).onConflictDoNothing();
}

/**
 * An equity sample at `now` of every bound trade account with mirrored figures whose newest sample is
 * older than `everyMs`: one statement for all accounts (the job, and the demo's history run hourly). The
 * rows come from the read model (they read the mirrored figures); the insert is this module's.
 */
export async function sampleDueAccounts(db: Db, now: number, everyMs: number): Promise<void> {
  await db.execute(sql`
    insert into equity_samples (account_id, time, equity_cents, balance_cents, margin_level_bp, taken_at)
    ${dueEquitySamples(now, everyMs)}
    on conflict do nothing`);
}

export async function lastEquitySampleTime(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ time: max(equitySamples.time) })
    .from(equitySamples)
    .where(eq(equitySamples.accountId, accountId));
  return Number(row?.time ?? 0);
}
