import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sites } from '../db/schema/sites';

/* What the verification rules read of the sites module: whether real names must be Chinese. Read only. */

/** Whether the site asks for real names in Chinese characters (read per call: tests and operators flip it). */
export async function siteWantsChineseNames(db: Db, siteId: number): Promise<boolean> {
  const [row] = await db.select({ chinese: sites.realNameChinese }).from(sites).where(eq(sites.id, siteId));
  return row?.chinese ?? false;
}
