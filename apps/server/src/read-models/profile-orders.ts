import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccounts, mtOrders } from '../db/schema/accounts';
import { subscriptions } from '../db/schema/copy';

/*
 * A trade account's positions on its public profile: the mirrored orders (accounts), and whether the
 * viewer may see their entries, which the owner and his live subscribers may (subscriptions). Read only.
 */

/** Market positions only (pending orders and balance operations are not part of a trader's record). */
const POSITIONS = [0, 1];

/** The owner of a site's account (null: none). */
export async function accountOwner(db: Db, siteId: number, accountId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: mtAccounts.userId })
    .from(mtAccounts)
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.id, accountId)))
    .limit(1);
  return row?.userId ?? null;
}

/** True when the viewer owns the account or copies it now (subscribing, or closing with copies open). */
export async function seesEntries(
  db: Db,
  siteId: number,
  account: { id: number; userId: number },
  viewerId: number | null,
): Promise<boolean> {
  if (viewerId === null) return false;
  if (viewerId === account.userId) return true;
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.siteId, siteId),
        eq(subscriptions.masterAccountId, account.id),
        eq(subscriptions.followerUserId, viewerId),
        inArray(subscriptions.state, ['subscribing', 'closing']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A page of an account's open or closed positions, newest first, and how many there are. */
export async function profileOrderRows(
  db: Db,
  siteId: number,
  accountId: number,
  scope: 'open' | 'closed',
  page: { page: number; pageSize: number },
) {
  const where = and(
    eq(mtOrders.siteId, siteId),
    eq(mtOrders.accountId, accountId),
    inArray(mtOrders.type, POSITIONS),
    eq(mtOrders.state, scope),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mtOrders)
      .where(where)
      .orderBy(
        ...(scope === 'open'
          ? [desc(mtOrders.openTime), desc(mtOrders.ticket)]
          : [desc(mtOrders.closeTime), desc(mtOrders.ticket)]),
      )
      .offset((page.page - 1) * page.pageSize)
      .limit(page.pageSize),
    db.select({ n: count() }).from(mtOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
