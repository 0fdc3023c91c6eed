import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccounts } from '../db/schema/accounts';
import { copyLinks, subscriptions } from '../db/schema/copy';
import { recommendedToday } from '../db/schema/recommendations';
import { accountStatistics } from '../db/schema/statistics';
import { users } from '../db/schema/users';

/*
 * The home page and the square's discovery (community): public trade accounts (accounts) with their
 * owners (users), statistics (statistics), subscriptions and copied trades (subscriptions, copy), and the
 * admin's picks (community's recommended_today) joined with their accounts. Read only; every function
 * takes the site id.
 */

const LIVE_STATES = ['subscribing', 'closing'] as const;

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<Record<string, unknown>>(query);
  return (result as { rows: T[] }).rows;
}

/** A public trade account of the site: a trade account (accType 1) still bound. */
const publicTradeAccount = (siteId: number) =>
  and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.accType, 1), isNull(mtAccounts.unboundAt));

/** The site's public trade account with this id (undefined: none, or another site's). */
export async function findPublicTradeAccount(db: Db, siteId: number, accountId: number) {
  const [row] = await db
    .select({ id: mtAccounts.id, userId: mtAccounts.userId })
    .from(mtAccounts)
    .where(and(publicTradeAccount(siteId), eq(mtAccounts.id, accountId)))
    .limit(1);
  return row;
}

/** The admin's picks shown on `day`, in their order (public trade accounts only). */
export async function livePicks(db: Db, siteId: number, day: string) {
  return db
    .select({
      id: recommendedToday.id,
      accountId: recommendedToday.accountId,
      remark: recommendedToday.remark,
    })
    .from(recommendedToday)
    .innerJoin(mtAccounts, eq(mtAccounts.id, recommendedToday.accountId))
    .where(
      and(
        eq(recommendedToday.siteId, siteId),
        isNull(recommendedToday.deletedAt),
        lte(recommendedToday.startDay, day),
        or(isNull(recommendedToday.endDay), gte(recommendedToday.endDay, day)),
        publicTradeAccount(siteId),
      ),
    )
    .orderBy(asc(recommendedToday.sort), asc(recommendedToday.id));
}

/** Every pick of the site (not deleted), newest start first, a page at a time. */
export async function listPicks(db: Db, siteId: number, page: { offset: number; limit: number }) {
  const where = and(eq(recommendedToday.siteId, siteId), isNull(recommendedToday.deletedAt));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: recommendedToday.id,
        mtAccId: mtAccounts.id,
        login: mtAccounts.login,
        loginOrder: mtAccounts.loginOrder,
        userName: users.nickName,
        image: users.portraitImg,
        startDay: recommendedToday.startDay,
        endDay: recommendedToday.endDay,
        sort: recommendedToday.sort,
        remark: recommendedToday.remark,
        createdAt: recommendedToday.createdAt,
      })
      .from(recommendedToday)
      .innerJoin(mtAccounts, eq(mtAccounts.id, recommendedToday.accountId))
      .innerJoin(users, eq(users.id, mtAccounts.userId))
      .where(where)
      .orderBy(desc(recommendedToday.startDay), asc(recommendedToday.sort), desc(recommendedToday.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(recommendedToday)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Live subscriptions of the site. */
export async function liveFollowerCount(db: Db, siteId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(and(eq(subscriptions.siteId, siteId), inArray(subscriptions.state, LIVE_STATES)));
  return row?.n ?? 0;
}

/** The site's headline figures for the home page. */
export async function siteHeadline(db: Db, siteId: number, since: Date) {
  const [[traders], followers, [copied], [profit]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mtAccounts)
      .where(publicTradeAccount(siteId)),
    liveFollowerCount(db, siteId),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(copyLinks)
      .where(and(eq(copyLinks.siteId, siteId), gte(copyLinks.openTime, since))),
    db
      .select({ cents: sql<string>`coalesce(sum(${accountStatistics.copyProfitCents}), 0)::text` })
      .from(accountStatistics)
      .innerJoin(mtAccounts, eq(mtAccounts.id, accountStatistics.accountId))
      .where(and(eq(accountStatistics.siteId, siteId), publicTradeAccount(siteId))),
  ]);
  return {
    traders: traders?.n ?? 0,
    followers,
    copiedTrades30d: copied?.n ?? 0,
    copyProfitCents: Number(profit?.cents ?? 0),
  };
}

/** Money of some trade accounts: balance, equity, open positions, and the profit of closed positions. */
export async function accountMoney(db: Db, siteId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, AccountMoney>();
  const rows = await rowsOf<{
    id: number;
    balance: string;
    equity: string;
    open_count: number;
    leverage: number;
    currency: string;
    profit: string;
  }>(
    db,
    sql`
    select a.id, a.balance::text as balance, a.equity::text as equity, a.open_count, a.leverage, a.currency,
      coalesce((
        select sum(o.profit + o.swap + o.commission) from mt_orders o
        where o.account_id = a.id and o.state = 'closed' and o.type in (0, 1)
      ), 0)::text as profit
    from mt_accounts a
    where a.site_id = ${siteId} and a.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        balance: r.balance,
        equity: r.equity,
        openCount: Number(r.open_count),
        leverage: Number(r.leverage),
        currency: r.currency,
        profit: r.profit,
      },
    ]),
  );
}
export type AccountMoney = {
  balance: string;
  equity: string;
  openCount: number;
  leverage: number;
  currency: string;
  profit: string;
};

/** Sums over every public trade account of the site (the home table's footer). */
export async function siteMoneyTotals(db: Db, siteId: number) {
  const [row] = await rowsOf<{
    accounts: number;
    balance: string;
    equity: string;
    profit: string;
    copy_profit_cents: string;
  }>(
    db,
    sql`
    select count(*)::int as accounts,
      coalesce(sum(a.balance), 0)::text as balance,
      coalesce(sum(a.equity), 0)::text as equity,
      coalesce(sum((
        select sum(o.profit + o.swap + o.commission) from mt_orders o
        where o.account_id = a.id and o.state = 'closed' and o.type in (0, 1)
      )), 0)::text as profit,
      coalesce(sum(s.copy_profit_cents), 0)::text as copy_profit_cents
    from mt_accounts a
    left join account_statistics s on s.account_id = a.id and s.site_id = ${siteId}
    where a.site_id = ${siteId} and a.acc_type = 1 and a.unbound_at is null`,
  );
  if (!row) throw new Error('a count answered no row');
  return {
    accounts: Number(row.accounts),
    balance: row.balance,
    equity: row.equity,
    profit: row.profit,
    copyProfitCents: Number(row.copy_profit_cents),
  };
}

type ClosedTradeRow = {
  account_id: number;
  login: string;
  login_order: number;
  nick_name: string;
  portrait_img: string;
  symbol: string;
  standard_symbol: string | null;
  symbol_type: number | null;
  type: number;
  lots: number;
  open_time: Date | string;
  close_time: Date | string;
  open_price: string;
  close_price: string;
  digits: number;
  profit: string;
};

/**
 * The latest closed positions of the site's public trade accounts (or of one), newest close first. Each
 * account's own latest are read through its (account, close time) index and then merged, so the cost
 * grows with the number of accounts, not with their history.
 */
export async function latestClosedTrades(
  db: Db,
  siteId: number,
  options: { limit: number; accountId?: number | undefined },
): Promise<ClosedTradeRow[]> {
  return rowsOf<ClosedTradeRow>(
    db,
    sql`
    select a.id as account_id, a.login, a.login_order, u.nick_name, u.portrait_img,
      o.symbol, sym.standard_symbol, sym.symbol_type, o.type, o.lots, o.open_time, o.close_time,
      o.open_price::text as open_price, o.close_price::text as close_price, o.digits,
      (o.profit + o.swap + o.commission)::text as profit
    from mt_accounts a
    join users u on u.id = a.user_id
    cross join lateral (
      select * from mt_orders o
      where o.account_id = a.id and o.close_time is not null and o.state = 'closed' and o.type in (0, 1)
      order by o.close_time desc
      limit ${options.limit}
    ) o
    left join mt_account_symbols sym on sym.account_id = a.id and sym.symbol = o.symbol
    where a.site_id = ${siteId} and a.acc_type = 1 and a.unbound_at is null
      ${options.accountId === undefined ? sql`` : sql`and a.id = ${options.accountId}`}
    order by o.close_time desc, o.ticket desc
    limit ${options.limit}`,
  );
}

/** Subscriptions of one trade account started, or ended, after `since`, newest first (follower events). */
export async function followerEvents(db: Db, siteId: number, accountId: number, limit: number) {
  return db
    .select({
      startAt: subscriptions.startAt,
      lostAt: sql<Date | string | null>`coalesce(${subscriptions.cancelledAt}, ${subscriptions.endedAt})`,
      nickName: users.nickName,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.followerUserId))
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.masterAccountId, accountId)))
    .orderBy(
      desc(
        sql`greatest(${subscriptions.startAt}, coalesce(${subscriptions.cancelledAt}, ${subscriptions.endedAt}, ${subscriptions.startAt}))`,
      ),
    )
    .limit(limit);
}

/** The latest subscriptions started on the site, with follower and trader. */
export async function latestSubscriptions(db: Db, siteId: number, limit: number) {
  return rowsOf<{
    follower: string;
    follower_image: string;
    account_id: number;
    login: string;
    login_order: number;
    nick_name: string;
    portrait_img: string;
    copy_type: number;
    direction: number;
    start_at: Date | string;
  }>(
    db,
    sql`
    select fu.nick_name as follower, fu.portrait_img as follower_image, a.id as account_id, a.login,
      a.login_order, mu.nick_name, mu.portrait_img, s.copy_type, s.direction, s.start_at
    from subscriptions s
    join users fu on fu.id = s.follower_user_id
    join mt_accounts a on a.id = s.master_account_id
    join users mu on mu.id = a.user_id
    where s.site_id = ${siteId} and a.site_id = ${siteId}
    order by s.start_at desc, s.id desc
    limit ${limit}`,
  );
}

/** The caller's follow accounts with a live subscription to each of some trade accounts. */
export async function mySubscriptions(db: Db, siteId: number, userId: number, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      masterAccountId: subscriptions.masterAccountId,
      followAccountId: subscriptions.followAccountId,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.siteId, siteId),
        eq(subscriptions.followerUserId, userId),
        inArray(subscriptions.masterAccountId, accountIds),
        inArray(subscriptions.state, LIVE_STATES),
      ),
    );
}

/** Owners of some accounts of the site. */
export async function accountOwners(db: Db, siteId: number, accountIds: number[]) {
  if (accountIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: mtAccounts.id, userId: mtAccounts.userId })
    .from(mtAccounts)
    .where(and(eq(mtAccounts.siteId, siteId), inArray(mtAccounts.id, accountIds)));
  return new Map(rows.map((r) => [r.id, r.userId]));
}
