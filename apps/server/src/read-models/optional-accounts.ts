import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccounts } from '../db/schema/accounts';
import { optionalAccounts } from '../db/schema/social';
import { liveTradeAccount } from './public-people';

/*
 * A person's optional list (social) as far as its accounts are still live trade accounts (accounts): an
 * unbound account drops out of the list and of its limit. Read only; the list is written by modules/social.
 */

/** The optional entries of a person whose accounts are still live trade accounts. */
function liveOptionals(siteId: number, userId: number) {
  return and(
    eq(optionalAccounts.siteId, siteId),
    eq(optionalAccounts.userId, userId),
    liveTradeAccount(siteId),
  );
}

export async function countOptionals(db: Db, siteId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(optionalAccounts)
    .innerJoin(mtAccounts, eq(mtAccounts.id, optionalAccounts.accountId))
    .where(liveOptionals(siteId, userId));
  return row?.n ?? 0;
}

/** A page of a person's optional list (live accounts only), newest entry first. */
export async function pageOptionals(
  db: Db,
  siteId: number,
  userId: number,
  page: { offset: number; limit: number },
) {
  const rows = await db
    .select({
      accountId: optionalAccounts.accountId,
      addedAt: optionalAccounts.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(optionalAccounts)
    .innerJoin(mtAccounts, eq(mtAccounts.id, optionalAccounts.accountId))
    .where(liveOptionals(siteId, userId))
    .orderBy(desc(optionalAccounts.createdAt), desc(optionalAccounts.accountId))
    .offset(page.offset)
    .limit(page.limit);
  const total = rows[0]?.total ?? (page.offset === 0 ? 0 : await countOptionals(db, siteId, userId));
  return { rows, total };
}
