import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteAuditLog, siteBanners, siteDomains, sites } from '../../db/schema/sites';

/*
 * The site admin's side of the sites module (issue 15, site settings): the editable columns of `sites`,
 * its domains, banners and audit rows. Every function takes the site id.
 */

export type SiteRowValues = Partial<typeof sites.$inferInsert>;
export type DomainRow = typeof siteDomains.$inferSelect;
export type BannerRow = typeof siteBanners.$inferSelect;

/** The site row locked until `tx` ends: changes of one site's settings, domains and banners queue on it. */
export async function lockSiteRow(tx: Db, siteId: number) {
  const [row] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
  return row;
}

export async function updateSiteRow(tx: Db, siteId: number, values: SiteRowValues) {
  const [row] = await tx.update(sites).set(values).where(eq(sites.id, siteId)).returning();
  return row;
}

export async function insertAuditRow(tx: Db, entry: typeof siteAuditLog.$inferInsert): Promise<void> {
  await tx.insert(siteAuditLog).values(entry);
}

/** A site's audit rows, newest first. */
export async function pageAuditRows(db: Db, siteId: number, page: { offset: number; limit: number }) {
  const where = eq(siteAuditLog.siteId, siteId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(siteAuditLog)
      .where(where)
      .orderBy(desc(siteAuditLog.createdAt), desc(siteAuditLog.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(siteAuditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/* ---------- domains ---------- */

/** The site's domains, oldest first. */
export function listDomains(db: Db, siteId: number): Promise<DomainRow[]> {
  return db.select().from(siteDomains).where(eq(siteDomains.siteId, siteId)).orderBy(asc(siteDomains.id));
}

export async function findDomain(db: Db, siteId: number, id: number): Promise<DomainRow | undefined> {
  const [row] = await db
    .select()
    .from(siteDomains)
    .where(and(eq(siteDomains.siteId, siteId), eq(siteDomains.id, id)));
  return row;
}

/** Whether any site has this domain. */
export async function domainTaken(db: Db, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: siteDomains.id })
    .from(siteDomains)
    .where(eq(siteDomains.domain, domain));
  return row !== undefined;
}

/**
 * Adds a domain to the site unless some site has it already (the unique index decides, so two sites adding
 * the same domain at once get it once). The new row, or undefined when it was taken.
 */
export async function insertDomainRow(tx: Db, siteId: number, domain: string, at: Date) {
  const [row] = await tx
    .insert(siteDomains)
    .values({ siteId, domain, createdAt: at })
    .onConflictDoNothing({ target: siteDomains.domain })
    .returning();
  return row;
}

export async function deleteDomainRow(tx: Db, siteId: number, id: number): Promise<void> {
  await tx.delete(siteDomains).where(and(eq(siteDomains.siteId, siteId), eq(siteDomains.id, id)));
}

export async function setDomainCheck(db: Db, siteId: number, id: number, ok: boolean, at: Date) {
  const [row] = await db
    .update(siteDomains)
    .set({ checkOk: ok, checkedAt: at })
    .where(and(eq(siteDomains.siteId, siteId), eq(siteDomains.id, id)))
    .returning();
  return row;
}

export async function setDomainLook(tx: Db, siteId: number, id: number, look: string | null) {
  const [row] = await tx
    .update(siteDomains)
    .set({ look })
    .where(and(eq(siteDomains.siteId, siteId), eq(siteDomains.id, id)))
    .returning();
  return row;
}

/* ---------- banners ---------- */

/** Every banner of the site in order. */
export function listBanners(db: Db, siteId: number): Promise<BannerRow[]> {
  return db
    .select()
    .from(siteBanners)
    .where(eq(siteBanners.siteId, siteId))
    .orderBy(asc(siteBanners.sort), asc(siteBanners.id));
}

/** The enabled banners of the site for `language` and for every language, in order. */
export function listPublicBanners(db: Db, siteId: number, language: string): Promise<BannerRow[]> {
  return db
    .select()
    .from(siteBanners)
    .where(
      and(
        eq(siteBanners.siteId, siteId),
        eq(siteBanners.enabled, true),
        sql`${siteBanners.language} in ('', ${language})`,
      ),
    )
    .orderBy(asc(siteBanners.sort), asc(siteBanners.id));
}

/** One banner of the site locked until `tx` ends. */
export async function lockBanner(tx: Db, siteId: number, id: number): Promise<BannerRow | undefined> {
  const [row] = await tx
    .select()
    .from(siteBanners)
    .where(and(eq(siteBanners.siteId, siteId), eq(siteBanners.id, id)))
    .for('update');
  return row;
}

export async function bannerStats(tx: Db, siteId: number): Promise<{ count: number; lastSort: number }> {
  const [row] = await tx
    .select({ n: count(), last: max(siteBanners.sort) })
    .from(siteBanners)
    .where(eq(siteBanners.siteId, siteId));
  return { count: row?.n ?? 0, lastSort: row?.last ?? 0 };
}

export async function insertBanner(tx: Db, values: typeof siteBanners.$inferInsert): Promise<BannerRow> {
  const [row] = await tx.insert(siteBanners).values(values).returning();
  return row!;
}

export async function updateBannerRow(
  tx: Db,
  siteId: number,
  id: number,
  values: Partial<typeof siteBanners.$inferInsert>,
): Promise<BannerRow | undefined> {
  const [row] = await tx
    .update(siteBanners)
    .set(values)
    .where(and(eq(siteBanners.siteId, siteId), eq(siteBanners.id, id)))
    .returning();
  return row;
}

export async function deleteBannerRow(tx: Db, siteId: number, id: number): Promise<BannerRow | undefined> {
  const [row] = await tx
    .delete(siteBanners)
    .where(and(eq(siteBanners.siteId, siteId), eq(siteBanners.id, id)))
    .returning();
  return row;
}
