import { and, count, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SiteState } from '@copytrade/contracts/operator';
import type { Db } from '../../db/client';
import { siteDomains, sites } from '../../db/schema/sites';
import type { SiteRow } from './site.repository';

/*
 * The platform's side of the sites module (issue 15): the operator's list of sites, their creation with
 * a domain, the fields the platform owns (status, validity, limits, version) and the audit log. Every
 * function names the site it acts on.
 */

export type NewSite = typeof sites.$inferInsert;
/** `value` for a LIKE pattern: its own `%`, `_` and `\` match themselves. */
function likeText(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The SQL condition of a site state at `now` (the rule of contracts' `siteStateOf`). */
function stateCondition(state: SiteState, now: Date): SQL | undefined {
  switch (state) {
    case 'suspended':
      return ne(sites.status, 1);
    case 'notStarted':
      return and(eq(sites.status, 1), gt(sites.beginTime, now));
    case 'expired':
      return and(
        eq(sites.status, 1),
        or(isNull(sites.beginTime), lte(sites.beginTime, now)),
        lt(sites.endTime, now),
      );
    case 'active':
      return and(
        eq(sites.status, 1),
        or(isNull(sites.beginTime), lte(sites.beginTime, now)),
        or(isNull(sites.endTime), sql`${sites.endTime} >= ${now}`),
      );
  }
}

/** Sites newest first: those whose domain, brand name or code contains `keyword`, in `state` at `now`. */
export async function pageSites(
  db: Db,
  filter: { keyword?: string | undefined; state?: SiteState | undefined; now: Date },
  page: { offset: number; limit: number },
): Promise<{ rows: SiteRow[]; total: number }> {
  const keyword = filter.keyword?.trim();
  const conditions: (SQL | undefined)[] = [];
  if (keyword) {
    const pattern = likeText(keyword.toLowerCase());
    conditions.push(
      or(
        sql`lower(${sites.brandName}) like ${pattern}`,
        sql`lower(${sites.code}) like ${pattern}`,
        sql`exists (select 1 from ${siteDomains} where ${siteDomains.siteId} = ${sites.id} and ${siteDomains.domain} like ${pattern})`,
      ),
    );
  }
  if (filter.state) conditions.push(stateCondition(filter.state, filter.now));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sites)
      .where(where)
      .orderBy(desc(sites.createdAt), desc(sites.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(sites).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every domain of these sites, oldest first. */
export async function domainsOf(db: Db, siteIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (siteIds.length === 0) return out;
  const rows = await db
    .select({ siteId: siteDomains.siteId, domain: siteDomains.domain })
    .from(siteDomains)
    .where(inArray(siteDomains.siteId, siteIds))
    .orderBy(siteDomains.id);
  for (const row of rows) out.set(row.siteId, [...(out.get(row.siteId) ?? []), row.domain]);
  return out;
}

/** The site a domain reaches, if any (with and without its port, as the resolver reads it). */
export async function siteOfDomain(db: Db, domains: string[]): Promise<number | undefined> {
  const [row] = await db
    .select({ siteId: siteDomains.siteId })
    .from(siteDomains)
    .where(inArray(siteDomains.domain, domains))
    .limit(1);
  return row?.siteId;
}

/** Which of these site codes are taken. */
export async function takenCodes(db: Db, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.select({ code: sites.code }).from(sites).where(inArray(sites.code, codes));
  return new Set(rows.map((r) => r.code));
}

export async function insertSite(tx: Db, values: NewSite): Promise<SiteRow> {
  const [row] = await tx.insert(sites).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertDomain(tx: Db, siteId: number, domain: string, at: Date): Promise<void> {
  await tx.insert(siteDomains).values({ siteId, domain, createdAt: at });
}

/** The site row locked until `tx` ends (its before-values for the audit). */
export async function lockSite(tx: Db, siteId: number): Promise<SiteRow | undefined> {
  const [row] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
  return row;
}

/** The platform's fields of a site. */
export type PlatformFields = Partial<
  Pick<
    NewSite,
    | 'status'
    | 'suspendReason'
    | 'beginTime'
    | 'endTime'
    | 'copyMaxNumber'
    | 'masterMaxNumber'
    | 'userCopyLimit'
    | 'userTradeLimit'
    | 'version'
    | 'freeUpgradeFlag'
  >
>;

export async function updatePlatformFields(
  tx: Db,
  siteId: number,
  values: PlatformFields,
  at: Date,
): Promise<SiteRow> {
  const [row] = await tx
    .update(sites)
    .set({ ...values, updatedAt: at })
    .where(eq(sites.id, siteId))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}
