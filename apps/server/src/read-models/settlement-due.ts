import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccounts } from '../db/schema/accounts';
import { copyLinks, subscriptions } from '../db/schema/copy';
import { feeDebts, settlements } from '../db/schema/money';
import { sites } from '../db/schema/sites';

/*
 * What the weekly settlement reads of other modules: the sites that settle (sites), the performance-fee
 * subscriptions due for a week (subscriptions, less those settled), their copy results (copy links) and
 * the follow accounts of people who owe (accounts). Read only; the settlement writes its own tables.
 */

/** Sites whose weekly settlement is open (`sites.open_settlement`). */
export function settlingSites(db: Db) {
  return db.select().from(sites).where(eq(sites.openSettlement, true)).orderBy(asc(sites.id));
}

/** The site row (for an admin's run of his own site). */
export async function settlementSite(db: Db, siteId: number) {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
  return row;
}

/**
 * Performance-fee subscriptions (fee_type 3) that existed before `weekEnd` and have no settlement for the
 * week yet: candidates of one run (each is checked again under its row lock).
 */
export async function dueSubscriptions(db: Db, siteId: number, weekStart: Date, weekEnd: Date) {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.siteId, siteId),
        eq(subscriptions.feeType, 3),
        inArray(subscriptions.state, ['subscribing', 'closing', 'cancelled', 'history']),
        lt(subscriptions.startAt, weekEnd),
        sql`not exists (select 1 from ${settlements} s where s.subscription_id = ${subscriptions.id} and s.week_start = ${weekStart.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(subscriptions.id));
  return rows.map((r) => r.id);
}

/**
 * The net result (profit + swap + commission, as copy_links.profit holds it) of the subscription's
 * closed copies closed before `before`: the same definition as the subscription's copy profit.
 */
export async function cumulativeOf(tx: Db, siteId: number, subscriptionId: number, before: Date) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${copyLinks.profit}), 0)::numeric(20, 2)::text` })
    .from(copyLinks)
    .where(
      and(
        eq(copyLinks.siteId, siteId),
        eq(copyLinks.subscriptionId, subscriptionId),
        eq(copyLinks.state, 'closed'),
        lt(copyLinks.closeTime, before),
      ),
    );
  return row?.total ?? '0.00';
}

/** Every follow account (any account) of users who owe, across sites: the paused set at start. */
export async function accountsOfOwingUsers(db: Db) {
  const rows = await db
    .selectDistinct({ id: mtAccounts.id })
    .from(mtAccounts)
    .innerJoin(
      feeDebts,
      and(
        eq(feeDebts.siteId, mtAccounts.siteId),
        eq(feeDebts.userId, mtAccounts.userId),
        gt(feeDebts.remaining, '0'),
      ),
    );
  return rows.map((r) => r.id);
}

/** A user's trade accounts (his follow accounts among them). */
export async function accountsOf(db: Db, siteId: number, userId: number) {
  const rows = await db
    .select({ id: mtAccounts.id })
    .from(mtAccounts)
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.userId, userId)));
  return rows.map((r) => r.id);
}
