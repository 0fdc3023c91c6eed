import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mtAccounts } from '../../db/schema/accounts';
import { copyLinks, subscriptions } from '../../db/schema/copy';
import { feeDebts, settlements } from '../../db/schema/money';
import { sites } from '../../db/schema/sites';
import { users } from '../../db/schema/users';

/** All SQL of the weekly settlement. Every function takes the site id (the job's site list excepted). */

/** Sites whose weekly settlement is open (`sites.open_settlement`). */
export function settlingSites(db: Db) {
  return db.select().from(sites).where(eq(sites.openSettlement, true)).orderBy(asc(sites.id));
}

/** The site row (for an admin's run of his own site). */
export async function siteRow(db: Db, siteId: number) {
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

/** Locks one subscription row until the transaction ends. */
export async function lockSubscription(tx: Db, siteId: number, id: number) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id)))
    .for('update');
  return row;
}

export async function settlementOfWeek(tx: Db, siteId: number, subscriptionId: number, weekStart: Date) {
  const [row] = await tx
    .select({ id: settlements.id })
    .from(settlements)
    .where(
      and(
        eq(settlements.siteId, siteId),
        eq(settlements.subscriptionId, subscriptionId),
        eq(settlements.weekStart, weekStart),
      ),
    );
  return row;
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

export async function insertSettlement(tx: Db, values: typeof settlements.$inferInsert) {
  const [row] = await tx.insert(settlements).values(values).returning();
  return row!;
}

/** The trader paid by a settlement. */
export async function traderOfSettlement(tx: Db, siteId: number, settlementId: number) {
  const [row] = await tx
    .select({ traderId: settlements.traderUserId })
    .from(settlements)
    .where(and(eq(settlements.siteId, siteId), eq(settlements.id, settlementId)));
  if (!row) throw new Error(`settlement ${settlementId} not found`);
  return row.traderId;
}

export async function insertDebt(tx: Db, values: typeof feeDebts.$inferInsert) {
  const [row] = await tx.insert(feeDebts).values(values).returning();
  return row!;
}

/** A user's open debts, oldest first, locked until the transaction ends. */
export function lockOpenDebts(tx: Db, siteId: number, userId: number) {
  return tx
    .select()
    .from(feeDebts)
    .where(and(eq(feeDebts.siteId, siteId), eq(feeDebts.userId, userId), gt(feeDebts.remaining, '0')))
    .orderBy(asc(feeDebts.id))
    .for('update');
}

export async function setDebtRemaining(
  tx: Db,
  siteId: number,
  id: number,
  remaining: string,
  clearedAt: Date | null,
) {
  await tx
    .update(feeDebts)
    .set({ remaining, clearedAt })
    .where(and(eq(feeDebts.siteId, siteId), eq(feeDebts.id, id)));
}

/** What a user owes in all (2-decimal text). */
export async function owedBy(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${feeDebts.remaining}), 0)::numeric(20, 2)::text` })
    .from(feeDebts)
    .where(and(eq(feeDebts.siteId, siteId), eq(feeDebts.userId, userId), gt(feeDebts.remaining, '0')));
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

const followerUser = sql`fu`;

/** A page of settlements where the user is the follower (he paid) or the trader (he was paid). */
export async function settlementPage(
  db: Db,
  siteId: number,
  query: {
    userId: number;
    role: 'follower' | 'trader';
    subscriptionId?: number | undefined;
    page: number;
    pageSize: number;
  },
) {
  const who =
    query.role === 'follower'
      ? eq(settlements.followerUserId, query.userId)
      : eq(settlements.traderUserId, query.userId);
  const where = and(
    eq(settlements.siteId, siteId),
    who,
    query.subscriptionId === undefined ? undefined : eq(settlements.subscriptionId, query.subscriptionId),
  );
  const [total] = await db.select({ n: count() }).from(settlements).where(where);
  const rows = await db
    .select({
      s: settlements,
      serialNo: subscriptions.serialNo,
      masterLogin: mtAccounts.login,
      followerNickName: sql<string>`${followerUser}.nick_name`,
      remaining: sql<
        string | null
      >`(select d.remaining::text from ${feeDebts} d where d.settlement_id = ${settlements.id})`,
    })
    .from(settlements)
    .innerJoin(subscriptions, eq(subscriptions.id, settlements.subscriptionId))
    .innerJoin(mtAccounts, eq(mtAccounts.id, subscriptions.masterAccountId))
    .innerJoin(sql`${users} as ${followerUser}`, sql`${followerUser}.id = ${settlements.followerUserId}`)
    .where(where)
    .orderBy(desc(settlements.weekStart), desc(settlements.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: total?.n ?? 0 };
}
