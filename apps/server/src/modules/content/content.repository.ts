import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import { siteColumns } from '../../db/schema/content';

export type ColumnRow = typeof siteColumns.$inferSelect;

type Position = 'header' | 'footer';

export function listColumns(db: Db, siteId: number, position: Position) {
  return db
    .select()
    .from(siteColumns)
    .where(
      and(eq(siteColumns.siteId, siteId), eq(siteColumns.position, position), eq(siteColumns.visible, true)),
    )
    .orderBy(asc(siteColumns.sort), asc(siteColumns.id));
}

/** Every column of the site at `position` (hidden ones too), in order: the menu as the site admin edits it. */
export function listAllColumns(db: Db, siteId: number, position: Position) {
  return db
    .select()
    .from(siteColumns)
    .where(and(eq(siteColumns.siteId, siteId), eq(siteColumns.position, position)))
    .orderBy(asc(siteColumns.sort), asc(siteColumns.id));
}

/** Removes the site's columns at `position` (every level). */
export async function deleteColumns(tx: Db, siteId: number, position: Position): Promise<void> {
  await tx.delete(siteColumns).where(and(eq(siteColumns.siteId, siteId), eq(siteColumns.position, position)));
}

/** Inserts one column at `position` (a top entry or group with parentId null, or an entry under its parent). */
export async function insertColumn(
  tx: Db,
  position: Position,
  values: {
    siteId: number;
    parentId: number | null;
    name: LocalizedText;
    frontUrl: string;
    contentUrl: string;
    sort: number;
    visible?: boolean;
  },
): Promise<number> {
  const [row] = await tx
    .insert(siteColumns)
    .values({ visible: true, ...values, position, isShowSecondMenu: 1 })
    .returning({ id: siteColumns.id });
  return row!.id;
}
