import { aliasedTable, and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccounts, mtOrders, platforms, tradeServers } from '../db/schema/accounts';
import { copyLinks, copyRecords, subscriptions } from '../db/schema/copy';
import { users } from '../db/schema/users';

/*
 * The MAM back office's trading figures (modules/mam): what the copy tables (copy), subscriptions
 * (subscriptions), mirrored accounts and orders (accounts), people (users) and fees (wallet's fee splits,
 * payments' voucher payments, settlement's settlements and debts) say about one user's accounts. Read
 * only; every function takes the site id. Money is summed in SQL as numeric and read as text with 2
 * places; lots are integer hundredths.
 */

/** A window of time, [from, to). */
export type Window = { from: Date; to: Date };

/** Subscriptions that copy now (as the square's followers and the subscription overview count them). */
const LIVE_STATES = ['subscribing', 'closing'] as const;

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<Record<string, unknown>>(query);
  return (result as { rows: T[] }).rows;
}

const moneySum = (value: unknown) => sql<string>`coalesce(sum(${value}), 0)::numeric(20, 2)::text`;
const lotsSum = (value: unknown) => sql<number>`coalesce(sum(${value}), 0)::int`;
const countAll = sql<number>`count(*)::int`;
/** The UTC calendar day of a time column, YYYY-MM-DD. */
const dayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
/** A mirrored order's net result, as MT4 books it (profit + swap + commission). */
const netOf = sql`(${mtOrders.profit} + ${mtOrders.swap} + ${mtOrders.commission})`;
const inWindow = (column: Parameters<typeof gte>[0], window: Window) =>
  and(gte(column, window.from), lt(column, window.to));

/** Per trade account: the copies ever made of its positions and their lots. */
export async function copiesOfMasters(db: Db, siteId: number, masterIds: number[]) {
  if (masterIds.length === 0) return new Map<number, { copies: number; lots: number }>();
  const rows = await db
    .select({ id: copyLinks.masterAccountId, copies: countAll, lots: lotsSum(copyLinks.lots) })
    .from(copyLinks)
    .where(and(eq(copyLinks.siteId, siteId), inArray(copyLinks.masterAccountId, masterIds)))
    .groupBy(copyLinks.masterAccountId);
  return new Map(rows.map((r) => [r.id, { copies: r.copies, lots: r.lots }]));
}

/** Per follow account: its subscriptions (live and all). */
export async function subscriptionsOfFollowers(db: Db, siteId: number, followIds: number[]) {
  if (followIds.length === 0) return new Map<number, { live: number; total: number }>();
  const rows = await db
    .select({
      id: subscriptions.followAccountId,
      live: sql<number>`(count(*) filter (where ${inArray(subscriptions.state, [...LIVE_STATES])}))::int`,
      total: countAll,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.siteId, siteId), inArray(subscriptions.followAccountId, followIds)))
    .groupBy(subscriptions.followAccountId);
  return new Map(rows.map((r) => [r.id, { live: r.live, total: r.total }]));
}

export type FollowCopies = {
  openCopies: number;
  copies: number;
  lots: number;
  /** Net result of the closed copies (as a subscription's copy profit). */
  copyProfit: string;
  /** Floating net result of the open copies, from the mirrored follower orders. */
  floatingProfit: string;
  notCopied: number;
};

/** Per follow account: what copying did on it (links with their results, and records of copies not made). */
export async function copiesOfFollowers(db: Db, siteId: number, followIds: number[]) {
  const out = new Map<number, FollowCopies>();
  if (followIds.length === 0) return out;
  const live = inArray(copyLinks.state, ['open', 'pending']);
  const [links, records] = await Promise.all([
    db
      .select({
        id: copyLinks.followAccountId,
        copies: countAll,
        lots: lotsSum(copyLinks.lots),
        openCopies: sql<number>`(count(*) filter (where ${live}))::int`,
        copyProfit: sql<string>`coalesce(sum(${copyLinks.profit}) filter (where ${copyLinks.state} = 'closed'), 0)::numeric(20, 2)::text`,
        floatingProfit: sql<string>`coalesce(sum(${netOf}) filter (where ${live}), 0)::numeric(20, 2)::text`,
      })
      .from(copyLinks)
      .leftJoin(
        mtOrders,
        and(eq(mtOrders.accountId, copyLinks.followAccountId), eq(mtOrders.ticket, copyLinks.followerTicket)),
      )
      .where(and(eq(copyLinks.siteId, siteId), inArray(copyLinks.followAccountId, followIds)))
      .groupBy(copyLinks.followAccountId),
    db
      .select({ id: subscriptions.followAccountId, n: countAll })
      .from(copyRecords)
      .innerJoin(subscriptions, eq(subscriptions.id, copyRecords.subscriptionId))
      .where(and(eq(copyRecords.siteId, siteId), inArray(subscriptions.followAccountId, followIds)))
      .groupBy(subscriptions.followAccountId),
  ]);
  for (const id of followIds) {
    out.set(id, {
      openCopies: 0,
      copies: 0,
      lots: 0,
      copyProfit: '0.00',
      floatingProfit: '0.00',
      notCopied: 0,
    });
  }
  for (const r of links) {
    out.set(r.id, {
      ...out.get(r.id)!,
      openCopies: r.openCopies,
      copies: r.copies,
      lots: r.lots,
      copyProfit: r.copyProfit,
      floatingProfit: r.floatingProfit,
    });
  }
  for (const r of records) out.set(r.id, { ...out.get(r.id)!, notCopied: r.n });
  return out;
}

/**
 * A trader's fee income, one row per fee with the trade account it was paid for and when: the trader's
 * share of each fee split (wallet payments of subscription fees, weekly performance fees and owed fees
 * collected later; the split's reference names the payment, the settlement or the debt, which lead to the
 * subscription's trade account) and each confirmed Alipay / WeChat voucher payment (paid to him directly,
 * never split). A window keeps the rows paid within it.
 */
function incomeRows(siteId: number, traderId: number, window?: Window): SQL {
  const splitWindow = window
    ? sql`and f.created_at >= ${window.from.toISOString()}::timestamptz and f.created_at < ${window.to.toISOString()}::timestamptz`
    : sql``;
  const voucherWindow = window
    ? sql`and p.confirmed_at >= ${window.from.toISOString()}::timestamptz and p.confirmed_at < ${window.to.toISOString()}::timestamptz`
    : sql``;
  return sql`
    select f.trader_amount as amount, f.created_at as at,
      case
        when f.reference ~ '^payment:[0-9]+$' then (select p.master_account_id from subscription_payments p
          where p.id = split_part(f.reference, ':', 2)::int)
        when f.reference ~ '^settlement:[0-9]+$' then (select s.master_account_id from settlements st
          join subscriptions s on s.id = st.subscription_id where st.id = split_part(f.reference, ':', 2)::int)
        when f.reference ~ '^debt:[0-9]+$' then (select s.master_account_id from fee_debts d
          join settlements st on st.id = d.settlement_id join subscriptions s on s.id = st.subscription_id
          where d.id = split_part(f.reference, ':', 2)::int)
      end as master_account_id
    from fee_splits f
    where f.site_id = ${siteId} and f.trader_id = ${traderId} ${splitWindow}
    union all
    select p.amount, p.confirmed_at, p.master_account_id
    from subscription_payments p
    where p.site_id = ${siteId} and p.trader_id = ${traderId} and p.status = 'confirmed'
      and p.method in ('alipay', 'wechat') ${voucherWindow}`;
}

/** A trader's fee income per trade account (within the window, or all time). */
export async function incomeByAccount(db: Db, siteId: number, traderId: number, window?: Window) {
  const rows = await rowsOf<{ id: number | null; amount: string }>(
    db,
    sql`select i.master_account_id as id, coalesce(sum(i.amount), 0)::numeric(20, 2)::text as amount
      from (${incomeRows(siteId, traderId, window)}) i group by i.master_account_id`,
  );
  return new Map(rows.filter((r) => r.id !== null).map((r) => [Number(r.id), r.amount]));
}

/** A trader's fee income in the window: the total and per UTC day (days without income left out). */
export async function incomeInWindow(db: Db, siteId: number, traderId: number, window: Window) {
  const rows = await rowsOf<{ day: string; amount: string }>(
    db,
    sql`select to_char(i.at at time zone 'UTC', 'YYYY-MM-DD') as day,
        coalesce(sum(i.amount), 0)::numeric(20, 2)::text as amount
      from (${incomeRows(siteId, traderId, window)}) i group by 1 order by 1`,
  );
  const [total] = await rowsOf<{ amount: string }>(
    db,
    sql`select coalesce(sum(i.amount), 0)::numeric(20, 2)::text as amount
      from (${incomeRows(siteId, traderId, window)}) i`,
  );
  return { total: total?.amount ?? '0.00', days: new Map(rows.map((r) => [r.day, r.amount])) };
}

/** The subscriptions of a trader's trade accounts gained and lost within the window (the square's definitions). */
export async function subscriberChanges(db: Db, siteId: number, masterIds: number[], window: Window) {
  if (masterIds.length === 0) return { gained: 0, lost: 0 };
  const lostAt = sql`coalesce(${subscriptions.cancelledAt}, ${subscriptions.endedAt})`;
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const [row] = await db
    .select({
      gained: sql<number>`(count(*) filter (where ${subscriptions.startAt} >= ${from}::timestamptz and ${subscriptions.startAt} < ${to}::timestamptz))::int`,
      lost: sql<number>`(count(*) filter (where ${lostAt} >= ${from}::timestamptz and ${lostAt} < ${to}::timestamptz))::int`,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.siteId, siteId), inArray(subscriptions.masterAccountId, masterIds)));
  return { gained: row?.gained ?? 0, lost: row?.lost ?? 0 };
}

/** Live subscriptions of these trade accounts now. */
export async function liveSubscriberCount(db: Db, siteId: number, masterIds: number[]) {
  if (masterIds.length === 0) return 0;
  const [row] = await db
    .select({ n: countAll })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.siteId, siteId),
        inArray(subscriptions.masterAccountId, masterIds),
        inArray(subscriptions.state, [...LIVE_STATES]),
      ),
    );
  return row?.n ?? 0;
}

export type DayFigures = {
  tradingProfit: string;
  followerProfit: string;
  copies: number;
  lots: number;
};

/**
 * What a trader's trade accounts did within the window, per UTC day: the net result of their positions
 * closed, the net result of their followers' copies closed, the copies opened and their lots.
 */
export async function masterDays(db: Db, siteId: number, masterIds: number[], window: Window) {
  const days = new Map<string, DayFigures>();
  if (masterIds.length === 0) return days;
  const at = (day: string) => {
    const found = days.get(day);
    if (found) return found;
    const fresh: DayFigures = { tradingProfit: '0.00', followerProfit: '0.00', copies: 0, lots: 0 };
    days.set(day, fresh);
    return fresh;
  };
  const [trades, closedCopies, openedCopies] = await Promise.all([
    db
      .select({ day: dayOf(mtOrders.closeTime), amount: moneySum(netOf) })
      .from(mtOrders)
      .where(
        and(
          eq(mtOrders.siteId, siteId),
          inArray(mtOrders.accountId, masterIds),
          eq(mtOrders.state, 'closed'),
          inArray(mtOrders.type, [0, 1]),
          inWindow(mtOrders.closeTime, window),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(copyLinks.closeTime), amount: moneySum(copyLinks.profit) })
      .from(copyLinks)
      .where(
        and(
          eq(copyLinks.siteId, siteId),
          inArray(copyLinks.masterAccountId, masterIds),
          eq(copyLinks.state, 'closed'),
          inWindow(copyLinks.closeTime, window),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(copyLinks.openTime), copies: countAll, lots: lotsSum(copyLinks.lots) })
      .from(copyLinks)
      .where(
        and(
          eq(copyLinks.siteId, siteId),
          inArray(copyLinks.masterAccountId, masterIds),
          inWindow(copyLinks.openTime, window),
        ),
      )
      .groupBy(sql`1`),
  ]);
  for (const r of trades) at(r.day).tradingProfit = r.amount;
  for (const r of closedCopies) at(r.day).followerProfit = r.amount;
  for (const r of openedCopies) Object.assign(at(r.day), { copies: r.copies, lots: r.lots });
  return days;
}

/** The same figures as `masterDays`, summed over the whole window, and the copies not made in it. */
export async function masterTotals(db: Db, siteId: number, masterIds: number[], window: Window) {
  if (masterIds.length === 0)
    return { tradingProfit: '0.00', followerProfit: '0.00', copies: 0, lots: 0, notCopied: 0 };
  const [[trades], [closed], [opened], [records]] = await Promise.all([
    db
      .select({ amount: moneySum(netOf) })
      .from(mtOrders)
      .where(
        and(
          eq(mtOrders.siteId, siteId),
          inArray(mtOrders.accountId, masterIds),
          eq(mtOrders.state, 'closed'),
          inArray(mtOrders.type, [0, 1]),
          inWindow(mtOrders.closeTime, window),
        ),
      ),
    db
      .select({ amount: moneySum(copyLinks.profit) })
      .from(copyLinks)
      .where(
        and(
          eq(copyLinks.siteId, siteId),
          inArray(copyLinks.masterAccountId, masterIds),
          eq(copyLinks.state, 'closed'),
          inWindow(copyLinks.closeTime, window),
        ),
      ),
    db
      .select({ copies: countAll, lots: lotsSum(copyLinks.lots) })
      .from(copyLinks)
      .where(
        and(
          eq(copyLinks.siteId, siteId),
          inArray(copyLinks.masterAccountId, masterIds),
          inWindow(copyLinks.openTime, window),
        ),
      ),
    db
      .select({ n: countAll })
      .from(copyRecords)
      .innerJoin(subscriptions, eq(subscriptions.id, copyRecords.subscriptionId))
      .where(
        and(
          eq(copyRecords.siteId, siteId),
          inArray(subscriptions.masterAccountId, masterIds),
          inWindow(copyRecords.createdAt, window),
        ),
      ),
  ]);
  return {
    tradingProfit: trades?.amount ?? '0.00',
    followerProfit: closed?.amount ?? '0.00',
    copies: opened?.copies ?? 0,
    lots: opened?.lots ?? 0,
    notCopied: records?.n ?? 0,
  };
}

/**
 * The closed copies of one account per UTC day, oldest first, with the running total: a follow account's
 * own copies, or the followers' copies of a trade account.
 */
export async function copyProfitDays(db: Db, siteId: number, accountId: number, side: 'master' | 'follow') {
  const account = side === 'master' ? copyLinks.masterAccountId : copyLinks.followAccountId;
  const day = dayOf(copyLinks.closeTime);
  return db
    .select({
      day,
      copyProfit: moneySum(copyLinks.profit),
      cumulative: sql<string>`(sum(sum(${copyLinks.profit})) over (order by ${day}))::numeric(20, 2)::text`,
    })
    .from(copyLinks)
    .where(and(eq(copyLinks.siteId, siteId), eq(account, accountId), eq(copyLinks.state, 'closed')))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

const other = aliasedTable(mtAccounts, 'other');

/**
 * The accounts on the other side of a user's subscriptions (now or before), with their owners: for a
 * trader (`side` 'trader') the follow accounts subscribed to his trade accounts, for a follower the trade
 * accounts his follow accounts subscribe to; `accountId` keeps those of one of his accounts. `accountIds`
 * are his accounts each is linked to; `live` whether any of those subscriptions copies now.
 */
export async function counterpartAccounts(
  db: Db,
  siteId: number,
  side: 'trader' | 'follower',
  userId: number,
  accountId?: number,
) {
  const trader = side === 'trader';
  const mine = trader ? subscriptions.masterAccountId : subscriptions.followAccountId;
  const theirs = trader ? subscriptions.followAccountId : subscriptions.masterAccountId;
  return db
    .select({
      mtAccId: other.id,
      login: other.login,
      loginOrder: other.loginOrder,
      platformName: platforms.name,
      serverName: tradeServers.name,
      name: users.nickName,
      image: users.portraitImg,
      live: sql<boolean>`bool_or(${inArray(subscriptions.state, [...LIVE_STATES])})`,
      accountIds: sql<number[]>`array_agg(distinct ${mine} order by ${mine})`,
    })
    .from(subscriptions)
    .innerJoin(other, eq(other.id, theirs))
    .innerJoin(platforms, eq(platforms.id, other.platformId))
    .innerJoin(tradeServers, eq(tradeServers.id, other.serverId))
    .innerJoin(users, eq(users.id, trader ? subscriptions.followerUserId : subscriptions.masterUserId))
    .where(
      and(
        eq(subscriptions.siteId, siteId),
        eq(trader ? subscriptions.masterUserId : subscriptions.followerUserId, userId),
        accountId === undefined ? undefined : eq(mine, accountId),
      ),
    )
    .groupBy(other.id, platforms.name, tradeServers.name, users.nickName, users.portraitImg)
    .orderBy(asc(users.nickName), asc(other.id));
}
