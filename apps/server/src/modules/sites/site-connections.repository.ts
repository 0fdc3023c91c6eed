import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteConnections } from '../../db/schema/sites';

export type SiteConnectionRow = typeof siteConnections.$inferSelect;

export async function findSiteConnection(db: Db, siteId: number): Promise<SiteConnectionRow | undefined> {
  const [row] = await db.select().from(siteConnections).where(eq(siteConnections.siteId, siteId));
  return row;
}

/** Writes the site's MetaApi columns (the row is made on first use). */
export async function saveMetaApiColumns(
  tx: Db,
  siteId: number,
  values: { metaApiTokenEnc: string; metaApiTokenHint: string; metaApiRegion: string },
  at: Date,
): Promise<SiteConnectionRow> {
  const [row] = await tx
    .insert(siteConnections)
    .values({ siteId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: siteConnections.siteId, set: { ...values, updatedAt: at } })
    .returning();
  return row!;
}
