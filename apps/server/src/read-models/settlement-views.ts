import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccounts } from '../db/schema/accounts';
import { subscriptions } from '../db/schema/copy';
import { feeDebts, settlements } from '../db/schema/money';
import { users } from '../db/schema/users';

/*
 * Settlements as their follower and trader list them: with the subscription's number (subscriptions), the
 * master login (accounts), the follower's nickname (users) and what is still owed (fee debts). Read only.
 */

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
