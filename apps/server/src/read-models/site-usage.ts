import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { COPY_LIMIT_STATES } from '@copytrade/contracts/operator';
import type { Db } from '../db/client';
import { mtAccounts } from '../db/schema/accounts';
import { copyLinks, subscriptions } from '../db/schema/copy';
import { sites } from '../db/schema/sites';
import { sessions, users } from '../db/schema/users';

/*
 * What a site uses of the platform (issue 15, the operator's console) and what one user uses of the
 * limits his site was given: people (users), bound accounts (accounts), subscriptions (subscriptions) and
 * copies (the copier's copy_links). Read only.
 *
 * What each limit counts:
 * - a live subscription is one that copies or will copy new trades: `unpaid` (waiting for its payment)
 *   or `subscribing`; a `closing` one copies no new opens, so it no longer takes a place (userCopyLimit);
 * - a copied trade is a copy the follower's broker accepted (a copy link: a position or a pending order
 *   opened on a follow account), counted in the calendar month (UTC) of its open time (userTradeLimit);
 * - a bound account is one not unbound (copyMaxNumber, masterMaxNumber).
 */

/** The subscription states that take a place under userCopyLimit (contracts' COPY_LIMIT_STATES). */
const LIVE_FOR_LIMIT = COPY_LIMIT_STATES;

export const USAGE_DAYS = 30;
const DAY_MS = 86_400_000;

/** Midnight UTC of `now`'s day. */
export function dayStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** The first instant of `now`'s calendar month, UTC. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The USAGE_DAYS days up to `now`'s (UTC), oldest first, as `YYYY-MM-DD`. */
export function usageDays(now: Date): string[] {
  const today = dayStart(now).getTime();
  return Array.from({ length: USAGE_DAYS }, (_, i) =>
    new Date(today - (USAGE_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

type Counts = Map<number, number>;

function byKey(rows: { key: number; n: number }[]): Counts {
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

/** Per day of `days`, per site: `rows` as (site, day, n) put on the calendar. */
function onCalendar(rows: { siteId: number; day: string; n: number }[], days: string[]) {
  const bySite = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const site = bySite.get(row.siteId) ?? new Map<string, number>();
    site.set(row.day, Number(row.n));
    bySite.set(row.siteId, site);
  }
  return (siteId: number) => days.map((day) => bySite.get(siteId)?.get(day) ?? 0);
}

/** Copies (links) per site and UTC day since the first of `days`. */
async function copiesPerDay(db: Db, siteIds: number[], since: Date) {
  const day = sql<string>`to_char(${copyLinks.openTime} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ siteId: copyLinks.siteId, day, n: count() })
    .from(copyLinks)
    .where(and(inArray(copyLinks.siteId, siteIds), gte(copyLinks.openTime, since)))
    .groupBy(copyLinks.siteId, day);
}

/**
 * The usage of each site: its users, bound trade and follow accounts, live subscriptions, and its copies
 * over the last USAGE_DAYS days (UTC), per day, oldest first.
 */
export async function siteUsage(db: Db, siteIds: number[], now: Date) {
  if (siteIds.length === 0) return new Map<number, ReturnType<typeof emptyUsage>>();
  const days = usageDays(now);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const [people, trade, follow, live, copies] = await Promise.all([
    db
      .select({ key: users.siteId, n: count() })
      .from(users)
      .where(inArray(users.siteId, siteIds))
      .groupBy(users.siteId),
    accountsOf(db, siteIds, 1),
    accountsOf(db, siteIds, 2),
    db
      .select({ key: subscriptions.siteId, n: count() })
      .from(subscriptions)
      .where(and(inArray(subscriptions.siteId, siteIds), inArray(subscriptions.state, [...LIVE_FOR_LIMIT])))
      .groupBy(subscriptions.siteId),
    copiesPerDay(db, siteIds, since),
  ]);
  const [u, ta, fa, ls] = [byKey(people), byKey(trade), byKey(follow), byKey(live)];
  const daily = onCalendar(copies, days);
  return new Map(
    siteIds.map((id) => {
      const copiesDaily = daily(id);
      return [
        id,
        {
          users: u.get(id) ?? 0,
          tradeAccounts: ta.get(id) ?? 0,
          followAccounts: fa.get(id) ?? 0,
          liveSubscriptions: ls.get(id) ?? 0,
          copies30d: copiesDaily.reduce((a, b) => a + b, 0),
          copiesDaily,
        },
      ];
    }),
  );
}

export function emptyUsage() {
  return {
    users: 0,
    tradeAccounts: 0,
    followAccounts: 0,
    liveSubscriptions: 0,
    copies30d: 0,
    copiesDaily: Array.from({ length: USAGE_DAYS }, () => 0),
  };
}

function accountsOf(db: Db, siteIds: number[], accType: number) {
  return db
    .select({ key: mtAccounts.siteId, n: count() })
    .from(mtAccounts)
    .where(
      and(inArray(mtAccounts.siteId, siteIds), eq(mtAccounts.accType, accType), isNull(mtAccounts.unboundAt)),
    )
    .groupBy(mtAccounts.siteId);
}

/** One site's last USAGE_DAYS days (UTC): copies, new users and new subscriptions per day. */
export async function siteDaily(db: Db, siteId: number, now: Date) {
  const days = usageDays(now);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const userDay = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const subDay = sql<string>`to_char(${subscriptions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [copies, people, subs] = await Promise.all([
    copiesPerDay(db, [siteId], since),
    db
      .select({ siteId: users.siteId, day: userDay, n: count() })
      .from(users)
      .where(and(eq(users.siteId, siteId), gte(users.createdAt, since)))
      .groupBy(users.siteId, userDay),
    db
      .select({ siteId: subscriptions.siteId, day: subDay, n: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.siteId, siteId), gte(subscriptions.createdAt, since)))
      .groupBy(subscriptions.siteId, subDay),
  ]);
  const [c, p, s] = [
    onCalendar(copies, days)(siteId),
    onCalendar(people, days)(siteId),
    onCalendar(subs, days)(siteId),
  ];
  return days.map((day, i) => ({ day, copies: c[i]!, newUsers: p[i]!, newSubscriptions: s[i]! }));
}

/** The admins of a site (users with role admin), oldest first, with whether each has set a password. */
export async function siteAdmins(db: Db, siteId: number) {
  const signedIn = sql<boolean>`exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id})`;
  return db
    .select({
      userId: users.id,
      email: users.email,
      phone: users.phone,
      nickName: users.nickName,
      status: users.status,
      passwordChangedAt: users.passwordChangedAt,
      signedIn,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.role, 'admin')))
    .orderBy(users.createdAt, users.id);
}

/**
 * What one user uses of his site's limits: his live subscriptions (as follower), the trades copied to
 * his follow accounts since `since` (the month's start), and his bound accounts.
 */
export async function userUsage(db: Db, siteId: number, userId: number, since: Date) {
  const [[live], [trades], accounts] = await Promise.all([
    db
      .select({ n: count() })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.siteId, siteId),
          eq(subscriptions.followerUserId, userId),
          inArray(subscriptions.state, [...LIVE_FOR_LIMIT]),
        ),
      ),
    db
      .select({ n: count() })
      .from(copyLinks)
      .innerJoin(subscriptions, eq(subscriptions.id, copyLinks.subscriptionId))
      .where(
        and(
          eq(copyLinks.siteId, siteId),
          eq(subscriptions.followerUserId, userId),
          gte(copyLinks.openTime, since),
        ),
      ),
    db
      .select({ accType: mtAccounts.accType, n: count() })
      .from(mtAccounts)
      .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.userId, userId), isNull(mtAccounts.unboundAt)))
      .groupBy(mtAccounts.accType),
  ]);
  const by = new Map(accounts.map((r) => [r.accType, Number(r.n)]));
  return {
    liveSubscriptions: Number(live?.n ?? 0),
    tradesThisMonth: Number(trades?.n ?? 0),
    tradeAccounts: by.get(1) ?? 0,
    followAccounts: by.get(2) ?? 0,
  };
}

/**
 * Copied trades per follower user since `since` (the month's start), for the copier's monthly quota:
 * the users of `userIds` on one site.
 */
export async function tradesSince(db: Db, siteId: number, userIds: number[], since: Date) {
  if (userIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ key: subscriptions.followerUserId, n: count() })
    .from(copyLinks)
    .innerJoin(subscriptions, eq(subscriptions.id, copyLinks.subscriptionId))
    .where(
      and(
        eq(copyLinks.siteId, siteId),
        inArray(subscriptions.followerUserId, userIds),
        gte(copyLinks.openTime, since),
      ),
    )
    .groupBy(subscriptions.followerUserId);
  return byKey(rows);
}

/** The sites' userTradeLimit (-1 unlimited), for the copier. */
export async function tradeLimitsOf(db: Db, siteIds: number[]): Promise<Map<number, number>> {
  if (siteIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sites.id, limit: sites.userTradeLimit })
    .from(sites)
    .where(inArray(sites.id, siteIds));
  return new Map(rows.map((r) => [r.id, r.limit]));
}
