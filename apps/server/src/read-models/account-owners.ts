import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccounts, platforms, tradeServers } from '../db/schema/accounts';
import { users } from '../db/schema/users';

/*
 * Trade accounts (accounts) with their platform and server names and their owner's public name and
 * picture (users), as the account pages show them. Read only; every function takes the site id.
 */

const withOwner = {
  account: mtAccounts,
  platformName: platforms.name,
  serverName: tradeServers.name,
  isDemoServer: tradeServers.isDemo,
  nickName: users.nickName,
  portraitImg: users.portraitImg,
};

function accountsWithOwners(db: Db) {
  return db
    .select(withOwner)
    .from(mtAccounts)
    .innerJoin(platforms, eq(platforms.id, mtAccounts.platformId))
    .innerJoin(tradeServers, eq(tradeServers.id, mtAccounts.serverId))
    .innerJoin(users, eq(users.id, mtAccounts.userId));
}

/** Public trade accounts of a site with their owners, for visitors (paged). */
export async function pagePublicTradeAccounts(
  db: Db,
  siteId: number,
  page: { offset: number; limit: number },
) {
  const where = and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.accType, 1), isNull(mtAccounts.unboundAt));
  const [rows, [total]] = await Promise.all([
    accountsWithOwners(db)
      .where(where)
      .orderBy(desc(mtAccounts.createdAt), desc(mtAccounts.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(mtAccounts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A bound account of the site with its owner; undefined when unknown, unbound or of another site. */
export async function findAccountWithOwner(db: Db, siteId: number, accountId: number) {
  const [row] = await accountsWithOwners(db)
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.id, accountId), isNull(mtAccounts.unboundAt)))
    .limit(1);
  return row;
}
