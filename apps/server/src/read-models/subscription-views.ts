import { aliasedTable, and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccounts, platforms, tradeServers } from '../db/schema/accounts';
import { copyLinks, subscriptions } from '../db/schema/copy';
import { users } from '../db/schema/users';

/*
 * Subscriptions as their follower and trader see them: both accounts (accounts), both people (users), the
 * copy figures (copy tables) and the open payment (payments). Read only; `subscriptions` is written by
 * modules/subscriptions.
 */

const master = aliasedTable(mtAccounts, 'master');
const follow = aliasedTable(mtAccounts, 'follow');
const masterServer = aliasedTable(tradeServers, 'master_server');
const followServer = aliasedTable(tradeServers, 'follow_server');
const masterPlatform = aliasedTable(platforms, 'master_platform');
const followPlatform = aliasedTable(platforms, 'follow_platform');
const trader = aliasedTable(users, 'trader');
const follower = aliasedTable(users, 'follower');

/** A subscription with both accounts, both people and its copy figures (open copies, profit, skips). */
function detailed(db: Db) {
  return db
    .select({
      sub: subscriptions,
      master: {
        mtAccId: master.id,
        login: master.login,
        loginOrder: master.loginOrder,
        platformName: masterPlatform.name,
        serverName: masterServer.name,
        traderName: trader.nickName,
        image: trader.portraitImg,
      },
      follower: {
        mtAccId: follow.id,
        login: follow.login,
        loginOrder: follow.loginOrder,
        platformName: followPlatform.name,
        serverName: followServer.name,
        followerName: follower.nickName,
      },
      openCopies: sql<number>`(select count(*)::int from copy_links l where l.subscription_id = ${subscriptions.id} and l.state in ('open', 'pending'))`,
      copyProfit: sql<string>`(select coalesce(sum(l.profit), 0)::numeric(20, 2)::text from copy_links l where l.subscription_id = ${subscriptions.id} and l.state = 'closed')`,
      skipped: sql<number>`(select count(*)::int from copy_records r where r.subscription_id = ${subscriptions.id})`,
      // The open payment of an unpaid subscription (payments module).
      paymentId: sql<
        number | null
      >`(select p.id from subscription_payments p where p.subscription_id = ${subscriptions.id} and p.status in ('toBePaid', 'toBeConfirmed', 'rejected', 'complained') limit 1)`,
    })
    .from(subscriptions)
    .innerJoin(master, eq(master.id, subscriptions.masterAccountId))
    .innerJoin(follow, eq(follow.id, subscriptions.followAccountId))
    .innerJoin(masterServer, eq(masterServer.id, master.serverId))
    .innerJoin(followServer, eq(followServer.id, follow.serverId))
    .innerJoin(masterPlatform, eq(masterPlatform.id, master.platformId))
    .innerJoin(followPlatform, eq(followPlatform.id, follow.platformId))
    .innerJoin(trader, eq(trader.id, subscriptions.masterUserId))
    .innerJoin(follower, eq(follower.id, subscriptions.followerUserId));
}

export type DetailedSubscription = Awaited<ReturnType<ReturnType<typeof detailed>['execute']>>[number];

const SCOPE_STATES = {
  current: ['unpaid', 'subscribing', 'closing'],
  history: ['history', 'cancelled'],
} as const;

export async function pageSubscriptions(
  db: Db,
  siteId: number,
  by: { followerUserId: number } | { masterUserId: number },
  filter: { scope: 'current' | 'history'; mtAccId?: number | undefined },
  page: { offset: number; limit: number },
) {
  const who =
    'followerUserId' in by
      ? eq(subscriptions.followerUserId, by.followerUserId)
      : eq(subscriptions.masterUserId, by.masterUserId);
  const account = filter.mtAccId
    ? 'followerUserId' in by
      ? eq(subscriptions.followAccountId, filter.mtAccId)
      : eq(subscriptions.masterAccountId, filter.mtAccId)
    : undefined;
  const where = and(
    eq(subscriptions.siteId, siteId),
    who,
    inArray(subscriptions.state, [...SCOPE_STATES[filter.scope]]),
    account,
  );
  const [rows, [total]] = await Promise.all([
    detailed(db)
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(subscriptions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function detailedSubscription(db: Db, siteId: number, id: number) {
  const [row] = await detailed(db)
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id)))
    .limit(1);
  return row;
}

/** A trade account's subscribers (live and all) and its open copies. */
export async function overviewOf(db: Db, siteId: number, masterAccountId: number) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${subscriptions.state} in ('subscribing', 'closing'))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.masterAccountId, masterAccountId)));
  const [copies] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(copyLinks)
    .where(
      and(
        eq(copyLinks.siteId, siteId),
        eq(copyLinks.masterAccountId, masterAccountId),
        inArray(copyLinks.state, ['open', 'pending']),
      ),
    );
  return { active: row?.active ?? 0, total: row?.total ?? 0, openCopies: copies?.n ?? 0 };
}
