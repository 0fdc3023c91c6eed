import { aliasedTable, and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mtAccounts, mtOrders, platforms, tradeServers } from '../../db/schema/accounts';
import { copyLinks, copyRecords, subscriptions } from '../../db/schema/copy';
import { users } from '../../db/schema/users';

export type SubscriptionRowDb = typeof subscriptions.$inferSelect;

export async function insertSubscription(db: Db, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

export async function setSerialNo(db: Db, id: number, serialNo: string) {
  await db.update(subscriptions).set({ serialNo }).where(eq(subscriptions.id, id));
}

export async function findSubscription(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id)))
    .limit(1);
  return row;
}

export async function updateSubscriptionRow(
  db: Db,
  siteId: number,
  id: number,
  change: Partial<typeof subscriptions.$inferInsert>,
) {
  const [row] = await db
    .update(subscriptions)
    .set(change)
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id)))
    .returning();
  return row;
}

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

export async function pageLinks(
  db: Db,
  siteId: number,
  filter: { subscriptionIds: number[]; scope: 'open' | 'history' },
  page: { offset: number; limit: number },
) {
  if (filter.subscriptionIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(copyLinks.siteId, siteId),
    inArray(copyLinks.subscriptionId, filter.subscriptionIds),
    filter.scope === 'open'
      ? inArray(copyLinks.state, ['open', 'pending'])
      : inArray(copyLinks.state, ['closed', 'detached']),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        link: copyLinks,
        serialNo: subscriptions.serialNo,
        // An open copy's floating result (profit, swap and commission) from the mirrored follower order.
        floating: sql<
          string | null
        >`(${mtOrders.profit} + ${mtOrders.swap} + ${mtOrders.commission})::numeric(20, 2)::text`,
      })
      .from(copyLinks)
      .innerJoin(subscriptions, eq(subscriptions.id, copyLinks.subscriptionId))
      .leftJoin(
        mtOrders,
        and(eq(mtOrders.accountId, copyLinks.followAccountId), eq(mtOrders.ticket, copyLinks.followerTicket)),
      )
      .where(where)
      .orderBy(desc(copyLinks.openTime), desc(copyLinks.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(copyLinks).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function pageRecords(
  db: Db,
  siteId: number,
  subscriptionIds: number[],
  page: { offset: number; limit: number },
) {
  if (subscriptionIds.length === 0) return { rows: [], total: 0 };
  const where = and(eq(copyRecords.siteId, siteId), inArray(copyRecords.subscriptionId, subscriptionIds));
  const [rows, [total]] = await Promise.all([
    db
      .select({ record: copyRecords, serialNo: subscriptions.serialNo })
      .from(copyRecords)
      .innerJoin(subscriptions, eq(subscriptions.id, copyRecords.subscriptionId))
      .where(where)
      .orderBy(desc(copyRecords.createdAt), desc(copyRecords.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(copyRecords).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Subscription ids of one user, as follower (optionally of one follow account) or as trader. */
export async function subscriptionIdsOf(
  db: Db,
  siteId: number,
  by:
    { followerUserId: number; followAccountId?: number } | { masterUserId: number; masterAccountId?: number },
) {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.siteId, siteId),
        'followerUserId' in by
          ? and(
              eq(subscriptions.followerUserId, by.followerUserId),
              by.followAccountId ? eq(subscriptions.followAccountId, by.followAccountId) : undefined,
            )
          : and(
              eq(subscriptions.masterUserId, by.masterUserId),
              by.masterAccountId ? eq(subscriptions.masterAccountId, by.masterAccountId) : undefined,
            ),
      ),
    );
  return rows.map((r) => r.id);
}

export async function findLink(db: Db, siteId: number, linkId: number) {
  const [row] = await db
    .select({ link: copyLinks, followerUserId: subscriptions.followerUserId })
    .from(copyLinks)
    .innerJoin(subscriptions, eq(subscriptions.id, copyLinks.subscriptionId))
    .where(and(eq(copyLinks.siteId, siteId), eq(copyLinks.id, linkId)))
    .limit(1);
  return row;
}

/** A master account's positions with how many copies each has (the trader's copy-order list). */
export async function pageMasterOrders(
  db: Db,
  siteId: number,
  masterAccountId: number,
  scope: 'open' | 'history',
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(mtOrders.siteId, siteId),
    eq(mtOrders.accountId, masterAccountId),
    inArray(mtOrders.type, [0, 1, 2, 3, 4, 5]),
    scope === 'open' ? inArray(mtOrders.state, ['open', 'pending']) : eq(mtOrders.state, 'closed'),
  );
  const copies = sql<number>`(select count(*)::int from copy_links l where l.master_account_id = ${mtOrders.accountId} and (l.master_ticket = ${mtOrders.ticket} or l.origin_ticket = ${mtOrders.ticket}))`;
  const copiedLots = sql<number>`(select coalesce(sum(l.lots), 0)::int from copy_links l where l.master_account_id = ${mtOrders.accountId} and (l.master_ticket = ${mtOrders.ticket} or l.origin_ticket = ${mtOrders.ticket}))`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: mtOrders, copies, copiedLots })
      .from(mtOrders)
      .where(where)
      .orderBy(scope === 'open' ? desc(mtOrders.openTime) : desc(mtOrders.closeTime), desc(mtOrders.ticket))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(mtOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether a follow account has a live subscription to any account of a trader (self-copy check aid). */
export async function liveSubscriptionExists(db: Db, followAccountId: number, masterAccountId: number) {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.followAccountId, followAccountId),
        eq(subscriptions.masterAccountId, masterAccountId),
        or(eq(subscriptions.state, 'subscribing'), eq(subscriptions.state, 'closing')),
        isNotNull(subscriptions.id),
      ),
    )
    .limit(1);
  return Boolean(row);
}
