import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { RankingSort, SortDirection } from '@copytrade/contracts/community';
import type { Db } from '../db/client';
import { mtAccounts, platforms, standardSymbols, tradeServers } from '../db/schema/accounts';
import { subscriptions } from '../db/schema/copy';
import { accountStatistics } from '../db/schema/statistics';
import { users } from '../db/schema/users';

/*
 * The square's ranking (community): public trade accounts of the site (accounts) with their statistics
 * (statistics), owners (users) and live followers (subscriptions), filtered and sorted. Read only; every
 * function takes the site id.
 */

/** Subscription states that count as a follower (a closing subscription still copies the trader's closes). */
const LIVE_STATES = ['subscribing', 'closing'] as const;

/** Inclusive bounds in the stored unit (fractions for percentages, cents for money). */
export type Bounds = { min?: number | undefined; max?: number | undefined };

/** A ranking query in stored units; the service builds it from the request. */
export type RankingCriteria = {
  growth?: Bounds | undefined;
  drawdown?: Bounds | undefined;
  winRate?: Bounds | undefined;
  profitFactor?: Bounds | undefined;
  ratingScore?: Bounds | undefined;
  trades?: Bounds | undefined;
  followers?: Bounds | undefined;
  /** The first trade opened at or before this time (epoch ms): a minimum trading age. */
  firstTradeAtMost?: number | undefined;
  /** No trade yet, or the first trade opened after this time: a maximum trading age. */
  firstTradeAfter?: number | undefined;
  feeTypes?: number[] | undefined;
  platformIds?: number[] | undefined;
  serverIds?: number[] | undefined;
  /** An account matches when it traded any of these (standard symbols, or broker names without one). */
  symbols?: string[] | undefined;
  isMock?: number | undefined;
  keyword?: string | undefined;
  sort: RankingSort;
  direction: SortDirection;
};

/** Live subscriptions (followers) per trade account of the site. */
export async function siteFollowerCounts(db: Db, siteId: number) {
  const rows = await db
    .select({ accountId: subscriptions.masterAccountId, n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(and(eq(subscriptions.siteId, siteId), inArray(subscriptions.state, LIVE_STATES)))
    .groupBy(subscriptions.masterAccountId);
  return new Map(rows.map((r) => [r.accountId, r.n]));
}

/**
 * Live subscriptions of some trade accounts (a page). `site_id + 0` keeps the site check but stops a
 * planner without statistics from scanning the site's whole (site, follower, state) index instead of the
 * live subscriptions of these accounts.
 */
export async function followerCounts(db: Db, siteId: number, accountIds: number[]) {
  if (accountIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ accountId: subscriptions.masterAccountId, n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.masterAccountId, accountIds),
        inArray(subscriptions.state, LIVE_STATES),
        sql`${subscriptions.siteId} + 0 = ${siteId}`,
      ),
    )
    .groupBy(subscriptions.masterAccountId);
  return new Map(rows.map((r) => [r.accountId, r.n]));
}

function within(column: SQLWrapper, bounds: Bounds | undefined): SQL[] {
  if (!bounds) return [];
  const out: SQL[] = [];
  if (bounds.min !== undefined) out.push(sql`${column} >= ${bounds.min}`);
  if (bounds.max !== undefined) out.push(sql`${column} <= ${bounds.max}`);
  return out;
}

const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function textArray(values: string[]) {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

const st = accountStatistics;

/** Everything but the follower bounds: the public trade accounts of the site that pass the filters. */
function matching(siteId: number, criteria: RankingCriteria) {
  const pf = criteria.profitFactor;
  return and(
    eq(mtAccounts.siteId, siteId),
    eq(mtAccounts.accType, 1),
    isNull(mtAccounts.unboundAt),
    ...within(st.growth, criteria.growth),
    ...within(st.drawdown, criteria.drawdown),
    ...within(st.winRate, criteria.winRate),
    ...within(st.ratingScore, criteria.ratingScore),
    ...within(st.trades, criteria.trades),
    // No losing trade: no profit factor, but with trades it is above any minimum and below no maximum.
    ...(pf?.min !== undefined
      ? [or(gte(st.profitFactor, pf.min), and(isNull(st.profitFactor), gt(st.trades, 0)))!]
      : []),
    ...(pf?.max !== undefined ? [lte(st.profitFactor, pf.max)] : []),
    ...(criteria.firstTradeAtMost !== undefined
      ? [isNotNull(st.firstTradeAt), lte(st.firstTradeAt, criteria.firstTradeAtMost)]
      : []),
    ...(criteria.firstTradeAfter !== undefined
      ? [or(isNull(st.firstTradeAt), gt(st.firstTradeAt, criteria.firstTradeAfter))!]
      : []),
    criteria.feeTypes?.length ? inArray(mtAccounts.feeType, criteria.feeTypes) : undefined,
    criteria.platformIds?.length ? inArray(mtAccounts.platformId, criteria.platformIds) : undefined,
    criteria.serverIds?.length ? inArray(mtAccounts.serverId, criteria.serverIds) : undefined,
    criteria.symbols?.length ? sql`${st.symbols} && ${textArray(criteria.symbols)}` : undefined,
    criteria.isMock !== undefined ? eq(mtAccounts.isMock, criteria.isMock) : undefined,
    criteria.keyword
      ? or(
          sql`${users.nickName} ilike ${`%${likePattern(criteria.keyword)}%`}`,
          sql`${mtAccounts.login} like ${`${likePattern(criteria.keyword)}%`}`,
        )
      : undefined,
  );
}

/**
 * The accounts that pass; users joined only for the keyword. Statistics are left-joined: an account bound
 * a moment ago has no row until the next refresh, and it is listed (last in any figure's order, no rating)
 * rather than missing; any figure filter leaves it out, since it has no figure yet.
 */
function candidates<T extends Parameters<Db['select']>[0]>(
  db: Db,
  siteId: number,
  criteria: RankingCriteria,
  fields: T & object,
) {
  const base = db
    .select(fields)
    .from(mtAccounts)
    .leftJoin(st, and(eq(st.accountId, mtAccounts.id), eq(st.siteId, siteId)))
    .$dynamic();
  const joined = criteria.keyword ? base.innerJoin(users, eq(users.id, mtAccounts.userId)) : base;
  return joined.where(matching(siteId, criteria));
}

const SORT_KEY: Record<Exclude<RankingSort, 'followers'>, SQLWrapper> = {
  rating: st.ratingScore,
  growth: st.growth,
  drawdown: st.drawdown,
  winRate: st.winRate,
  profitFactor: st.profitFactor,
  copyProfit: st.copyProfitCents,
  trades: st.trades,
  newest: mtAccounts.createdAt,
};

/** The sort key as a number (newest: the bind time in epoch seconds), for ordering outside SQL. */
const NUMERIC_KEY: Record<Exclude<RankingSort, 'followers'>, SQL<number | null>> = {
  ...(Object.fromEntries(
    Object.entries(SORT_KEY).map(([name, key]) => [name, sql<number | null>`${key}::float8`]),
  ) as Record<Exclude<RankingSort, 'followers'>, SQL<number | null>>),
  newest: sql<number | null>`extract(epoch from ${mtAccounts.createdAt})::float8`,
};

/**
 * Every account that passes (ignoring the follower bounds), with its sort key: for sorting or filtering on
 * followers, which the service merges in. The follower aggregate is never joined in SQL: PGlite keeps no
 * planner statistics (nothing runs ANALYZE), and a join on an aggregate planned blind is a nested loop
 * that costs seconds.
 */
export async function rankingCandidates(db: Db, siteId: number, criteria: RankingCriteria) {
  const sort = criteria.sort === 'followers' ? 'newest' : criteria.sort;
  return candidates(db, siteId, criteria, { id: mtAccounts.id, key: NUMERIC_KEY[sort] });
}

/** One page of the ranking as account ids in order, and the number of accounts that pass. */
export async function rankingPage(
  db: Db,
  siteId: number,
  criteria: RankingCriteria,
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const direction = criteria.direction === 'asc' ? sql`asc` : sql`desc`;
  const key = SORT_KEY[criteria.sort === 'followers' ? 'newest' : criteria.sort];
  const total = sql<number>`(count(*) over ())::int`;
  const rows = await candidates(db, siteId, criteria, { id: mtAccounts.id, total })
    .orderBy(sql`${key} ${direction} nulls last`, desc(mtAccounts.id))
    .offset(page.offset)
    .limit(page.limit);
  if (rows.length > 0 || page.offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  // Past the last page: the window count saw no row, so count apart.
  const [count] = await candidates(db, siteId, criteria, { n: sql<number>`count(*)::int` });
  return { ids: [], total: count?.n ?? 0 };
}

/** The shown figures of some accounts of the site (a ranking page), in no particular order. */
export async function rankingRows(db: Db, siteId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      mtAccId: mtAccounts.id,
      login: mtAccounts.login,
      loginOrder: mtAccounts.loginOrder,
      isMock: mtAccounts.isMock,
      feeType: mtAccounts.feeType,
      feePrice: mtAccounts.feePrice,
      feeDays: mtAccounts.feeDays,
      userName: users.nickName,
      image: users.portraitImg,
      platformName: platforms.name,
      serverName: tradeServers.name,
      growth: st.growth,
      drawdown: st.drawdown,
      winRate: st.winRate,
      profitFactor: st.profitFactor,
      trades: st.trades,
      ratingScore: st.ratingScore,
      copyProfitCents: st.copyProfitCents,
      firstTradeAt: st.firstTradeAt,
      sparkline: st.sparkline,
    })
    .from(mtAccounts)
    .leftJoin(st, and(eq(st.accountId, mtAccounts.id), eq(st.siteId, siteId)))
    .innerJoin(users, eq(users.id, mtAccounts.userId))
    .innerJoin(platforms, eq(platforms.id, mtAccounts.platformId))
    .innerJoin(tradeServers, eq(tradeServers.id, mtAccounts.serverId))
    .where(and(eq(mtAccounts.siteId, siteId), inArray(mtAccounts.id, ids)));
}

export type RankingDbRow = Awaited<ReturnType<typeof rankingRows>>[number];

/** Platforms and servers of the site's public trade accounts (the square's broker filters). */
export async function rankingServers(db: Db, siteId: number) {
  return db
    .selectDistinct({
      platformId: platforms.id,
      platformName: platforms.name,
      platformSort: platforms.sort,
      serverId: tradeServers.id,
      serverName: tradeServers.name,
      serverSort: tradeServers.sort,
    })
    .from(mtAccounts)
    .innerJoin(platforms, eq(platforms.id, mtAccounts.platformId))
    .innerJoin(tradeServers, eq(tradeServers.id, mtAccounts.serverId))
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.accType, 1), isNull(mtAccounts.unboundAt)))
    .orderBy(asc(platforms.sort), asc(platforms.name), asc(tradeServers.sort), asc(tradeServers.name));
}

export async function listStandardSymbols(db: Db) {
  return db
    .select({ symbol: standardSymbols.symbol, symbolType: standardSymbols.symbolType })
    .from(standardSymbols)
    .orderBy(asc(standardSymbols.symbolType), asc(standardSymbols.symbol));
}

/**
 * Follower changes per public trade account of the site since `since`: subscriptions started (gained),
 * cancelled or ended (lost), and live now. Without `accountId` only accounts with a change are listed.
 */
export async function followChanges(
  db: Db,
  siteId: number,
  filter: { since: Date; accountId?: number | undefined; limit: number },
) {
  const lostAt = sql`coalesce(${subscriptions.cancelledAt}, ${subscriptions.endedAt})`;
  const gained = sql<number>`(count(${subscriptions.id}) filter (where ${subscriptions.startAt} > ${filter.since}))::int`;
  const lost = sql<number>`(count(${subscriptions.id}) filter (where ${lostAt} > ${filter.since}))::int`;
  const live = sql<number>`(count(${subscriptions.id}) filter (where ${inArray(subscriptions.state, LIVE_STATES)}))::int`;
  return db
    .select({
      mtAccId: mtAccounts.id,
      login: mtAccounts.login,
      loginOrder: mtAccounts.loginOrder,
      userName: users.nickName,
      image: users.portraitImg,
      gained,
      lost,
      followers: live,
    })
    .from(mtAccounts)
    .innerJoin(users, eq(users.id, mtAccounts.userId))
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.masterAccountId, mtAccounts.id), eq(subscriptions.siteId, siteId)),
    )
    .where(
      and(
        eq(mtAccounts.siteId, siteId),
        eq(mtAccounts.accType, 1),
        isNull(mtAccounts.unboundAt),
        filter.accountId === undefined ? undefined : eq(mtAccounts.id, filter.accountId),
      ),
    )
    .groupBy(mtAccounts.id, users.id)
    .having(filter.accountId === undefined ? sql`${gained} + ${lost} > 0` : undefined)
    .orderBy(sql`${gained} - ${lost} desc`, desc(gained), desc(mtAccounts.id))
    .limit(filter.limit);
}
