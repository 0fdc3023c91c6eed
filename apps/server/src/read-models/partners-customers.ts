import { and, count, countDistinct, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccounts, platforms } from '../db/schema/accounts';
import { subscriptions } from '../db/schema/copy';
import { feeSplits } from '../db/schema/money';
import { users } from '../db/schema/users';
import { likeOf, type Page } from './partners-people';

/*
 * A partner's customers and what they brought him: their bound accounts (accounts), live subscriptions
 * (subscriptions), the fees they paid and his rebates (the wallet's fee splits), with nicknames (users).
 * Read only.
 */

const offsetOf = (p: Page) => (p.page - 1) * p.pageSize;

/** Per customer: bound follow accounts, live subscriptions, fees paid from the wallet, rebate to `referrerId`. */
export async function customerFigures(db: Db, siteId: number, referrerId: number, customerIds: number[]) {
  if (customerIds.length === 0) return [];
  const accounts = await db
    .select({ userId: mtAccounts.userId, n: count() })
    .from(mtAccounts)
    .where(
      and(
        eq(mtAccounts.siteId, siteId),
        inArray(mtAccounts.userId, customerIds),
        eq(mtAccounts.accType, 2),
        sql`${mtAccounts.unboundAt} is null`,
      ),
    )
    .groupBy(mtAccounts.userId);
  const live = await db
    .select({ userId: subscriptions.followerUserId, n: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.siteId, siteId),
        inArray(subscriptions.followerUserId, customerIds),
        eq(subscriptions.state, 'subscribing'),
      ),
    )
    .groupBy(subscriptions.followerUserId);
  const fees = await db
    .select({
      userId: feeSplits.payerId,
      fees: sql<string>`coalesce(sum(${feeSplits.fee}), 0)::text`,
      rebate: sql<string>`coalesce(sum(case when ${feeSplits.referrerId} = ${referrerId} then ${feeSplits.referrerAmount} else 0 end), 0)::text`,
    })
    .from(feeSplits)
    .where(and(eq(feeSplits.siteId, siteId), inArray(feeSplits.payerId, customerIds)))
    .groupBy(feeSplits.payerId);
  return customerIds.map((id) => ({
    userId: id,
    followAccounts: accounts.find((r) => r.userId === id)?.n ?? 0,
    liveSubscriptions: live.find((r) => r.userId === id)?.n ?? 0,
    feesPaid: fees.find((r) => r.userId === id)?.fees ?? '0',
    rebate: fees.find((r) => r.userId === id)?.rebate ?? '0',
  }));
}

/** The bound MT4 accounts of a referrer's customers, newest first. */
export async function listCustomerAccounts(
  db: Db,
  siteId: number,
  referrerId: number,
  page: Page & { keyword?: string },
) {
  const where = and(
    eq(users.siteId, siteId),
    eq(users.invitedBy, referrerId),
    eq(mtAccounts.siteId, siteId),
    sql`${mtAccounts.unboundAt} is null`,
    page.keyword
      ? sql`(${users.nickName} ilike ${likeOf(page.keyword)} or ${mtAccounts.login} ilike ${likeOf(page.keyword)})`
      : undefined,
  );
  const rows = await db
    .select({
      accountId: mtAccounts.id,
      userId: users.id,
      nickname: users.nickName,
      login: mtAccounts.login,
      platform: platforms.name,
      accType: mtAccounts.accType,
      balance: mtAccounts.balance,
      equity: mtAccounts.equity,
      boundAt: mtAccounts.createdAt,
    })
    .from(mtAccounts)
    .innerJoin(users, eq(users.id, mtAccounts.userId))
    .innerJoin(platforms, eq(platforms.id, mtAccounts.platformId))
    .where(where)
    .orderBy(desc(mtAccounts.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db
    .select({ n: count() })
    .from(mtAccounts)
    .innerJoin(users, eq(users.id, mtAccounts.userId))
    .where(where);
  return { rows, total: total!.n };
}

/** Rebates paid to a referrer (fee splits), newest first. */
export async function listRebates(db: Db, siteId: number, referrerId: number, page: Page) {
  const where = and(eq(feeSplits.siteId, siteId), eq(feeSplits.referrerId, referrerId));
  const rows = await db
    .select({
      id: feeSplits.id,
      createdAt: feeSplits.createdAt,
      customerId: feeSplits.payerId,
      customerNickname: users.nickName,
      source: feeSplits.source,
      fee: feeSplits.fee,
      rate: feeSplits.rebateRate,
      rebate: feeSplits.referrerAmount,
    })
    .from(feeSplits)
    .innerJoin(users, and(eq(users.id, feeSplits.payerId), eq(users.siteId, siteId)))
    .where(where)
    .orderBy(desc(feeSplits.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(feeSplits).where(where);
  return { rows, total: total!.n };
}

/** Sum of rebates paid to a referrer, all time and since `monthStart`. */
export async function rebateTotals(db: Db, siteId: number, referrerId: number, monthStart: Date) {
  const where = and(eq(feeSplits.siteId, siteId), eq(feeSplits.referrerId, referrerId));
  const [all] = await db
    .select({ total: sql<string>`coalesce(sum(${feeSplits.referrerAmount}), 0)::text` })
    .from(feeSplits)
    .where(where);
  const [month] = await db
    .select({ total: sql<string>`coalesce(sum(${feeSplits.referrerAmount}), 0)::text` })
    .from(feeSplits)
    .where(and(where, gte(feeSplits.createdAt, monthStart)));
  return { total: all!.total, thisMonth: month!.total };
}

/** Customers of a referrer who paid at least one wallet fee. */
export async function payingCustomers(db: Db, siteId: number, referrerId: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(feeSplits.payerId) })
    .from(feeSplits)
    .innerJoin(users, and(eq(users.id, feeSplits.payerId), eq(users.siteId, siteId)))
    .where(and(eq(feeSplits.siteId, siteId), eq(users.invitedBy, referrerId)));
  return row!.n;
}
