import { and, count, desc, eq, gte, inArray, lt, notInArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import { COPY_FAILURE_REASONS, type CopyRecordOutcome } from '@copytrade/contracts/subscriptions';
import type { Db } from '../db/client';
import { mtOrders } from '../db/schema/accounts';
import { copyLinks, copyRecords, subscriptions } from '../db/schema/copy';

/*
 * The copies of subscriptions as their follower and trader read them: copy links and records (copy
 * tables) with the subscription's number (subscriptions), an open copy's floating result and a trader's
 * positions with their copies (mirrored orders, accounts). Read only.
 */

/**
 * What the copy lists can be narrowed to (the MAM orders supervisor): one follow account, a symbol (the
 * master's or the follower's, in any letter case), and UTC days (YYYY-MM-DD, both included).
 */
export type CopyFilter = {
  followAccountId?: number | undefined;
  symbol?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

const DAY_MS = 24 * 3600_000;

/** [start of startDate, end of endDate) on a time column, as far as the filter gives days. */
function daysWhere(column: Parameters<typeof gte>[0], filter: CopyFilter) {
  return and(
    filter.startDate ? gte(column, new Date(`${filter.startDate}T00:00:00Z`)) : undefined,
    filter.endDate ? lt(column, new Date(Date.parse(`${filter.endDate}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

const sameSymbol = (column: SQLWrapper, symbol: string) => sql`lower(${column}) = lower(${symbol})`;

export async function pageLinks(
  db: Db,
  siteId: number,
  filter: { subscriptionIds: number[]; scope: 'open' | 'history' } & CopyFilter,
  page: { offset: number; limit: number },
) {
  if (filter.subscriptionIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(copyLinks.siteId, siteId),
    inArray(copyLinks.subscriptionId, filter.subscriptionIds),
    filter.scope === 'open'
      ? inArray(copyLinks.state, ['open', 'pending'])
      : inArray(copyLinks.state, ['closed', 'detached']),
    filter.followAccountId === undefined ? undefined : eq(copyLinks.followAccountId, filter.followAccountId),
    filter.symbol === undefined
      ? undefined
      : or(sameSymbol(copyLinks.masterSymbol, filter.symbol), sameSymbol(copyLinks.symbol, filter.symbol)),
    daysWhere(copyLinks.masterOpenTime, filter),
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
  filter: { subscriptionIds: number[]; outcome?: CopyRecordOutcome | undefined } & CopyFilter,
  page: { offset: number; limit: number },
) {
  if (filter.subscriptionIds.length === 0) return { rows: [], total: 0 };
  const failures = [...COPY_FAILURE_REASONS];
  const where = and(
    eq(copyRecords.siteId, siteId),
    inArray(copyRecords.subscriptionId, filter.subscriptionIds),
    filter.outcome === 'failed'
      ? inArray(copyRecords.reason, failures)
      : filter.outcome === 'skipped'
        ? notInArray(copyRecords.reason, failures)
        : undefined,
    filter.followAccountId === undefined
      ? undefined
      : eq(subscriptions.followAccountId, filter.followAccountId),
    filter.symbol === undefined ? undefined : sameSymbol(copyRecords.masterSymbol, filter.symbol),
    daysWhere(copyRecords.createdAt, filter),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        record: copyRecords,
        serialNo: subscriptions.serialNo,
        followAccountId: subscriptions.followAccountId,
      })
      .from(copyRecords)
      .innerJoin(subscriptions, eq(subscriptions.id, copyRecords.subscriptionId))
      .where(where)
      .orderBy(desc(copyRecords.createdAt), desc(copyRecords.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(copyRecords)
      .innerJoin(subscriptions, eq(subscriptions.id, copyRecords.subscriptionId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A copy link of the site with the follower of its subscription. */
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
 * True while a subscription has no live copy (an open or pending link): when a closing subscription ends.
 * modules/subscriptions writes that change in the same statement, so no copy can open in between.
 */
export const noLiveCopies = (subscriptionId: SQLWrapper) =>
  sql`not exists (select 1 from copy_links l where l.subscription_id = ${subscriptionId} and l.state in ('open', 'pending'))`;
