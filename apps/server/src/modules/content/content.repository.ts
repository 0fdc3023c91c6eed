import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import { siteColumns, siteContents } from '../../db/schema/sites';

export type ColumnRow = typeof siteColumns.$inferSelect;
export type ContentRow = typeof siteContents.$inferSelect;

export function listColumns(db: Db, siteId: number, position: 'header' | 'footer') {
  return db
    .select()
    .from(siteColumns)
    .where(
      and(eq(siteColumns.siteId, siteId), eq(siteColumns.position, position), eq(siteColumns.visible, true)),
    )
    .orderBy(asc(siteColumns.sort), asc(siteColumns.id));
}

const published = (siteId: number, now: Date) =>
  and(eq(siteContents.siteId, siteId), eq(siteContents.status, 1), lte(siteContents.publishTime, now));

/** The newest published item of a module (an about-us page is a module with one item). */
export async function findLatestContent(db: Db, siteId: number, moduleCode: string, now: Date) {
  const [row] = await db
    .select()
    .from(siteContents)
    .where(and(published(siteId, now), eq(siteContents.moduleCode, moduleCode)))
    .orderBy(desc(siteContents.publishTime), desc(siteContents.id))
    .limit(1);
  return row;
}

export async function pageContents(
  db: Db,
  siteId: number,
  moduleCode: string,
  now: Date,
  page: { offset: number; limit: number },
) {
  const where = and(published(siteId, now), eq(siteContents.moduleCode, moduleCode));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(siteContents)
      .where(where)
      .orderBy(desc(siteContents.publishTime), desc(siteContents.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(siteContents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findContentById(db: Db, siteId: number, contentId: number, now: Date) {
  const [row] = await db
    .select()
    .from(siteContents)
    .where(and(published(siteId, now), eq(siteContents.id, contentId)))
    .limit(1);
  return row;
}

/** Every footer column of the site (groups and their links, hidden ones too), in order. */
export function listFooterColumns(db: Db, siteId: number) {
  return db
    .select()
    .from(siteColumns)
    .where(and(eq(siteColumns.siteId, siteId), eq(siteColumns.position, 'footer')))
    .orderBy(asc(siteColumns.sort), asc(siteColumns.id));
}

/** Removes the site's footer columns (groups and links). */
export async function deleteFooterColumns(tx: Db, siteId: number): Promise<void> {
  await tx.delete(siteColumns).where(and(eq(siteColumns.siteId, siteId), eq(siteColumns.position, 'footer')));
}

/** Inserts one footer column (a group with parentId null, or a link under its group). */
export async function insertFooterColumn(
  tx: Db,
  values: {
    siteId: number;
    parentId: number | null;
    name: LocalizedText;
    frontUrl: string;
    contentUrl: string;
    sort: number;
  },
): Promise<number> {
  const [row] = await tx
    .insert(siteColumns)
    .values({ ...values, position: 'footer', visible: true, isShowSecondMenu: 1 })
    .returning({ id: siteColumns.id });
  return row!.id;
}
