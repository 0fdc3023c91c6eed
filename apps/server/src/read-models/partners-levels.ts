import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rebateLevels } from '../db/schema/money';
import { sites } from '../db/schema/sites';
import { users } from '../db/schema/users';

/*
 * Rebate levels with who holds them (partners' levels, users' level column) and the site's automatic
 * upgrade setting (sites). Read only.
 */

/** The site's levels with how many partners hold each, by rate then name. */
export async function listLevels(db: Db, siteId: number) {
  const holders = db
    .select({ levelId: users.rebateLevelId, n: count().as('n') })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.partnerState, 'partner'), isNotNull(users.rebateLevelId)))
    .groupBy(users.rebateLevelId)
    .as('holders');
  return db
    .select({
      id: rebateLevels.id,
      name: rebateLevels.name,
      rate: rebateLevels.rate,
      minCustomers: rebateLevels.minCustomers,
      createdAt: rebateLevels.createdAt,
      partners: sql<number>`coalesce(${holders.n}, 0)::int`,
    })
    .from(rebateLevels)
    .leftJoin(holders, eq(holders.levelId, rebateLevels.id))
    .where(eq(rebateLevels.siteId, siteId))
    .orderBy(rebateLevels.rate, rebateLevels.name);
}

/** Partners (or anyone, for safety) still pointing at a level. */
export async function levelHolders(db: Db, siteId: number, levelId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.rebateLevelId, levelId)));
  return row!.n;
}

/** useLevelUpgradeFlag of the site. */
export async function levelAutoUpgrade(db: Db, siteId: number): Promise<boolean> {
  const [row] = await db.select({ auto: sites.levelAutoUpgrade }).from(sites).where(eq(sites.id, siteId));
  return row?.auto ?? false;
}
