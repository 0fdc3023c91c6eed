import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { DomainLook } from '@copytrade/contracts/site-settings';
import type { Db } from '../../db/client';
import { dictItems, siteDomains, sites } from '../../db/schema/sites';

export type SiteRow = typeof sites.$inferSelect;
/** A site as a domain shows it: the row, and the domain's look (contracts DOMAIN_LOOKS) or null. */
export type ResolvedSiteRow = SiteRow & { look?: DomainLook | null };

export async function findSiteByDomain(db: Db, domain: string): Promise<ResolvedSiteRow | undefined> {
  const rows = await db
    .select({ site: sites, look: siteDomains.look })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.domain, domain))
    .limit(1);
  const found = rows[0];
  return found && { ...found.site, look: (found.look as DomainLook | null) ?? null };
}

export async function findDefaultSite(db: Db): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.isDefault, true)).limit(1);
  if (row) return row;
  const [first] = await db.select().from(sites).orderBy(asc(sites.id)).limit(1);
  return first;
}

export async function findSiteById(db: Db, siteId: number): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  return row;
}

/** The site admin's payment settings: the CNY rate (numeric text or null) and the TRC20 deposit address. */
export async function findPaymentSettings(db: Db, siteId: number) {
  const [row] = await db
    .select({ usdtCnyRate: sites.usdtCnyRate, usdtTrc20Address: sites.usdtTrc20Address })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  return row;
}

/** The site's own rows of a dictionary type, or the shared defaults when the site has none. */
export async function listDictItems(db: Db, siteId: number, dictType: string) {
  const rows = await db
    .select()
    .from(dictItems)
    .where(and(eq(dictItems.dictType, dictType), or(eq(dictItems.siteId, siteId), isNull(dictItems.siteId))))
    .orderBy(asc(dictItems.sort), asc(dictItems.id));
  const own = rows.filter((r) => r.siteId === siteId);
  return own.length > 0 ? own : rows;
}

/** Whether the site's rebate levels upgrade on their own (`useLevelUpgradeFlag`, the partners module's setting). */
export async function setLevelAutoUpgrade(db: Db, siteId: number, autoUpgrade: boolean) {
  await db.update(sites).set({ levelAutoUpgrade: autoUpgrade }).where(eq(sites.id, siteId));
}
