import { aliasedTable, and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  begin,
  transition,
  type Creation,
  type LifecycleEvent,
  type LifecycleRow,
  type SubscriptionState,
} from '@copytrade/engine/subscriptions/lifecycle';
import type { Db } from '../../db/client';
import { mtAccounts, mtOrders, platforms, tradeServers } from '../../db/schema/accounts';
import { copyLinks, copyRecords, subscriptions } from '../../db/schema/copy';
import { users } from '../../db/schema/users';

/*
 * Every write of `subscriptions` is here: the state and its dates change only through the engine's
 * lifecycle (`transition`); other modules write through the subscription service's functions, inside their
 * own transaction.
 */

type SubscriptionInsert = typeof subscriptions.$inferInsert;
/** The columns the lifecycle owns: only a transition writes them. */
type LifecycleColumn =
  'state' | 'startAt' | 'endAt' | 'validityDays' | 'cancelMode' | 'cancelledAt' | 'endedAt';

/** A new subscription; its state and dates come from how it begins (free, or a fee to pay). */
export async function insertSubscription(
  db: Db,
  values: Omit<SubscriptionInsert, LifecycleColumn>,
  creation: Creation,
  now: Date,
) {
  const { state, fields } = begin(creation, now);
  const [row] = await db
    .insert(subscriptions)
    .values({ ...values, state, ...fields })
    .returning();
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

/** New follow settings (never the state or its dates: see `transitionSubscription`). */
export async function updateSubscriptionRow(
  db: Db,
  siteId: number,
  id: number,
  change: Partial<Omit<SubscriptionInsert, LifecycleColumn>>,
) {
  const [row] = await db
    .update(subscriptions)
    .set(change)
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id)))
    .returning();
  return row;
}

/**
 * Applies a lifecycle event to a subscription read as `from`: the row changes only while it is still in
 * `from.state`. Answers the changed row, or undefined when the state does not take the event or the row
 * has moved on meanwhile.
 */
export async function transitionSubscription(
  db: Db,
  siteId: number,
  id: number,
  from: LifecycleRow,
  event: LifecycleEvent,
  now: Date,
) {
  const next = transition(from, event, now);
  if (!next.ok) return undefined;
  const [row] = await db
    .update(subscriptions)
    .set({ state: next.state, ...next.fields })
    .where(
      and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id), eq(subscriptions.state, from.state)),
    )
    .returning();
  return row;
}

/**
 * A transition that several rows make in one statement: they share `state` and the event reads nothing
 * else of them than `cancelMode` (given), so one result holds for all. A refusal here is a programming
 * error.
 */
function setTransition(
  state: SubscriptionState,
  event: LifecycleEvent,
  now: Date,
  cancelMode: string | null = null,
) {
  const next = transition({ state, endAt: null, validityDays: null, cancelMode }, event, now);
  if (!next.ok) throw new Error(`subscription lifecycle: ${state} does not take ${event.type}`);
  return next;
}

/**
 * A confirmed payment gives its subscription `days` of copying (the lifecycle's `paid`: an unpaid one starts
 * now, a live one runs on from its end date, an ended one starts again now). The row is locked first. Null
 * when the subscription is closing (it takes no new days) or unknown.
 */
export async function applyPaidTerm(db: Db, siteId: number, id: number, now: Date, days: number) {
  const [sub] = await db
    .select({
      state: subscriptions.state,
      endAt: subscriptions.endAt,
      validityDays: subscriptions.validityDays,
      cancelMode: subscriptions.cancelMode,
      masterAccountId: subscriptions.masterAccountId,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id)))
    .for('update');
  if (!sub) return null;
  const row = await transitionSubscription(db, siteId, id, sub, { type: 'paid', days }, now);
  return row ? { masterAccountId: sub.masterAccountId } : null;
}

/**
 * An unpaid subscription ends (it never copied): cancelled by the follower, or its payment failed. False
 * when it is not unpaid any more.
 */
export async function endUnpaidSubscription(
  db: Db,
  siteId: number,
  id: number,
  event: Extract<LifecycleEvent, { type: 'cancelled' | 'paymentFailed' }>,
  now: Date,
) {
  const next = setTransition('unpaid', event, now);
  const rows = await db
    .update(subscriptions)
    .set({ state: next.state, ...next.fields })
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id), eq(subscriptions.state, 'unpaid')))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** A performance-fee subscription's high-water mark after a settlement (settlement module). */
export async function setHighWaterMark(db: Db, siteId: number, id: number, hwm: string, at: Date) {
  await db
    .update(subscriptions)
    .set({ hwm, updatedAt: at })
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id)));
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

/**
 * Subscriptions whose end date passed stop copying: they go to `closing` (cancel mode `expired`), so their
 * open copies keep following the trader's closes, and end in `history` once none is left.
 */
export async function expireSubscriptions(db: Db, now: Date) {
  const next = setTransition('subscribing', { type: 'expired' }, now);
  return db
    .update(subscriptions)
    .set({ state: next.state, ...next.fields })
    .where(
      and(
        eq(subscriptions.state, 'subscribing'),
        sql`${subscriptions.endAt} is not null and ${subscriptions.endAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: subscriptions.id, masterAccountId: subscriptions.masterAccountId });
}

/**
 * A closing subscription with no live link left has ended: `cancelled` when the follower cancelled it,
 * `history` when it expired. Without ids, every closing subscription is checked (the copy orchestrator's
 * repair sweep; it also calls this when a closing subscription's copy closes).
 */
export async function finishClosingSubscriptions(db: Db, subscriptionIds: number[] | 'all', now: Date) {
  if (subscriptionIds !== 'all' && subscriptionIds.length === 0) return [];
  // One statement for all: the lifecycle's answer for an expired one and for a cancelled one.
  const expired = setTransition('closing', { type: 'closingFinished' }, now, 'expired');
  const cancelled = setTransition('closing', { type: 'closingFinished' }, now, 'followTrader');
  return db
    .update(subscriptions)
    .set({
      ...cancelled.fields,
      state: sql`case when ${subscriptions.cancelMode} = 'expired' then ${expired.state} else ${cancelled.state} end`,
    })
    .where(
      and(
        subscriptionIds === 'all' ? undefined : inArray(subscriptions.id, subscriptionIds),
        eq(subscriptions.state, 'closing'),
        sql`not exists (select 1 from copy_links l where l.subscription_id = ${subscriptions.id} and l.state in ('open', 'pending'))`,
      ),
    )
    .returning({ id: subscriptions.id, masterAccountId: subscriptions.masterAccountId });
}
