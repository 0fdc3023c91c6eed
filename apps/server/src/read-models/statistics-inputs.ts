import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccounts, mtAccountSymbols, mtOrders } from '../db/schema/accounts';
import { copyLinks } from '../db/schema/copy';
import { accountStatistics, equitySamples } from '../db/schema/statistics';

/*
 * What the statistics refresh folds and where it stands: mirrored orders, figures and symbols (accounts),
 * copy results (copy links) and equity samples and watermarks (statistics). Read only; the statistics
 * module writes its own tables.
 */

/** MT4 order types the statistics read: market positions, and balance (6) and credit (7) operations. */
const MARKET_TYPES = [0, 1];
const BALANCE = 6;
const CREDIT = 7;

const ms = (column: unknown) => sql<number>`(extract(epoch from ${column}) * 1000)::bigint`;

/** Bound trade accounts, with the watermark of their statistics (null: never computed). */
export async function tradeAccountsWithWatermark(db: Db) {
  return db
    .select({
      accountId: mtAccounts.id,
      siteId: mtAccounts.siteId,
      appliedThrough: accountStatistics.appliedThrough,
    })
    .from(mtAccounts)
    .leftJoin(accountStatistics, eq(accountStatistics.accountId, mtAccounts.id))
    .where(and(eq(mtAccounts.accType, 1), isNull(mtAccounts.unboundAt)))
    .orderBy(asc(mtAccounts.id));
}

/** The newest activity of an account the statistics read (closes, opens, samples, copy results), epoch ms. */
export async function latestActivity(db: Db, accountId: number): Promise<number> {
  // One statement: a profile's first screen asks for this three times at once.
  const [row] = await db
    .select({
      latest: sql<number | null>`greatest(
        (select ${ms(sql`greatest(max(${mtOrders.closeTime}), max(${mtOrders.openTime}))`)}
           from ${mtOrders} where ${mtOrders.accountId} = ${accountId}),
        (select max(${equitySamples.time}) from ${equitySamples} where ${equitySamples.accountId} = ${accountId}),
        (select ${ms(sql`max(${copyLinks.closeTime})`)}
           from ${copyLinks} where ${copyLinks.masterAccountId} = ${accountId}))`.mapWith(Number),
    })
    .from(mtAccounts)
    .where(eq(mtAccounts.id, accountId));
  return row?.latest ?? 0;
}

/** An account's rows whose event time is in (after, upTo], for the statistics fold. */
export async function statisticsRows(db: Db, accountId: number, after: number, upTo: number) {
  const from = new Date(after);
  const to = new Date(upTo);
  const [closed, opened, samples, copies] = await Promise.all([
    db
      .select({
        ticket: mtOrders.ticket,
        type: mtOrders.type,
        symbol: mtOrders.symbol,
        lots: mtOrders.lots,
        openTime: ms(mtOrders.openTime),
        closeTime: ms(mtOrders.closeTime),
        openPrice: mtOrders.openPrice,
        closePrice: mtOrders.closePrice,
        profit: mtOrders.profit,
        swap: mtOrders.swap,
        commission: mtOrders.commission,
      })
      .from(mtOrders)
      .where(
        and(
          eq(mtOrders.accountId, accountId),
          eq(mtOrders.state, 'closed'),
          inArray(mtOrders.type, [...MARKET_TYPES, BALANCE, CREDIT]),
          gt(mtOrders.closeTime, from),
          lte(mtOrders.closeTime, to),
        ),
      )
      .orderBy(asc(mtOrders.closeTime), asc(mtOrders.ticket)),
    db
      .select({
        ticket: mtOrders.ticket,
        lots: mtOrders.lots,
        openTime: ms(mtOrders.openTime),
        closeTime: sql<number | null>`(extract(epoch from ${mtOrders.closeTime}) * 1000)::bigint`,
      })
      .from(mtOrders)
      .where(
        and(
          eq(mtOrders.accountId, accountId),
          inArray(mtOrders.state, ['open', 'closed']),
          inArray(mtOrders.type, MARKET_TYPES),
          gt(mtOrders.openTime, from),
          lte(mtOrders.openTime, to),
        ),
      )
      .orderBy(asc(mtOrders.openTime), asc(mtOrders.ticket)),
    db
      .select()
      .from(equitySamples)
      .where(
        and(
          eq(equitySamples.accountId, accountId),
          gt(equitySamples.time, after),
          lte(equitySamples.time, upTo),
        ),
      )
      .orderBy(asc(equitySamples.time)),
    db
      .select({ closeTime: ms(copyLinks.closeTime), profit: copyLinks.profit })
      .from(copyLinks)
      .where(
        and(
          eq(copyLinks.masterAccountId, accountId),
          eq(copyLinks.state, 'closed'),
          gt(copyLinks.closeTime, from),
          lte(copyLinks.closeTime, to),
        ),
      )
      .orderBy(asc(copyLinks.closeTime), asc(copyLinks.id)),
  ]);
  return { closed, opened, samples, copies };
}

/** The mirrored figures of an account (for an equity sample). */
export async function accountFigures(db: Db, accountId: number) {
  const [row] = await db
    .select({
      equity: mtAccounts.equity,
      balance: mtAccounts.balance,
      margin: mtAccounts.margin,
      marginLevel: mtAccounts.marginLevel,
      infoUpdatedAt: mtAccounts.infoUpdatedAt,
    })
    .from(mtAccounts)
    .where(eq(mtAccounts.id, accountId))
    .limit(1);
  return row ?? null;
}

/** The standard symbols (EURUSD) of an account's broker symbols (EURUSD.m); unmapped ones keep their name. */
export async function standardNames(db: Db, accountId: number, symbols: string[]): Promise<string[]> {
  if (symbols.length === 0) return [];
  const rows = await db
    .select({ symbol: mtAccountSymbols.symbol, standard: mtAccountSymbols.standardSymbol })
    .from(mtAccountSymbols)
    .where(and(eq(mtAccountSymbols.accountId, accountId), inArray(mtAccountSymbols.symbol, symbols)));
  const standard = new Map(rows.filter((r) => r.standard !== '').map((r) => [r.symbol, r.standard]));
  return [...new Set(symbols.map((s) => standard.get(s) ?? s))].sort();
}

/**
 * The rows of an equity sample at `now` of every bound trade account with mirrored figures whose newest
 * sample is older than `everyMs`: the select that the statistics module's insert wraps, so every account
 * is sampled in one statement (the job, and the demo's history run hourly).
 */
export function dueEquitySamples(now: number, everyMs: number) {
  return sql`select a.id, ${now}, round(a.equity * 100), round(a.balance * 100),
      case when a.margin > 0 then round(a.margin_level * 100) else null end,
      ${new Date(now).toISOString()}::timestamptz
    from mt_accounts a
    where a.acc_type = 1 and a.unbound_at is null and a.info_updated_at is not null
      and not exists (
        select 1 from equity_samples s where s.account_id = a.id and s.time > ${now - everyMs}
      )`;
}
