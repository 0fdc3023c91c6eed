import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { ContentState } from '@copytrade/contracts/cms-admin';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import { contentFiles, contentTags, contentTypes, siteContents } from '../../db/schema/content';
import { syncSearchState, type NewContentItem } from './content-items.repository';

/*
 * The site admin's editor (issue 17, section 4): classes, items of every state, tags and content files as
 * the editor reads and writes them. Every function takes the site id; the service runs the writes in the
 * transaction that holds the site row (site settings' `withLockedSite`).
 */

/** One class of the site. */
export async function findType(db: Db, siteId: number, typeId: number) {
  const [row] = await db
    .select()
    .from(contentTypes)
    .where(and(eq(contentTypes.siteId, siteId), eq(contentTypes.id, typeId)))
    .limit(1);
  return row;
}

/** The sort a new class takes: after its siblings. */
export async function nextTypeSort(
  db: Db,
  siteId: number,
  moduleCode: string,
  parentId: number | null,
): Promise<number> {
  const [row] = await db
    .select({ top: max(contentTypes.sort) })
    .from(contentTypes)
    .where(
      and(
        eq(contentTypes.siteId, siteId),
        eq(contentTypes.moduleCode, moduleCode),
        parentId === null ? isNull(contentTypes.parentId) : eq(contentTypes.parentId, parentId),
      ),
    );
  return (row?.top ?? 0) + 1;
}

export async function updateType(
  db: Db,
  siteId: number,
  typeId: number,
  values: Partial<{ name: LocalizedText; description: LocalizedText; visible: boolean; sort: number }>,
): Promise<void> {
  await db
    .update(contentTypes)
    .set(values)
    .where(and(eq(contentTypes.siteId, siteId), eq(contentTypes.id, typeId)));
}

export async function deleteType(db: Db, siteId: number, typeId: number): Promise<void> {
  await db.delete(contentTypes).where(and(eq(contentTypes.siteId, siteId), eq(contentTypes.id, typeId)));
}

/** Whether a class holds an item (of any state) or a class. */
export async function typeInUse(db: Db, siteId: number, typeId: number): Promise<boolean> {
  const [items, children] = await Promise.all([
    db
      .select({ n: count() })
      .from(siteContents)
      .where(and(eq(siteContents.siteId, siteId), eq(siteContents.typeId, typeId))),
    db
      .select({ n: count() })
      .from(contentTypes)
      .where(and(eq(contentTypes.siteId, siteId), eq(contentTypes.parentId, typeId))),
  ]);
  return (items[0]?.n ?? 0) > 0 || (children[0]?.n ?? 0) > 0;
}

/** Top-level items of any state per class of a module (course lessons are counted with their course). */
export async function itemCountsByType(db: Db, siteId: number, moduleCode: string) {
  const rows = await db
    .select({ typeId: siteContents.typeId, n: count() })
    .from(siteContents)
    .where(
      and(
        eq(siteContents.siteId, siteId),
        eq(siteContents.moduleCode, moduleCode),
        isNull(siteContents.parentId),
      ),
    )
    .groupBy(siteContents.typeId);
  return new Map(rows.flatMap((r) => (r.typeId === null ? [] : [[r.typeId, r.n] as const])));
}

/** An item of the site in any state. */
export async function findItem(db: Db, siteId: number, contentId: number) {
  const [row] = await db
    .select()
    .from(siteContents)
    .where(and(eq(siteContents.siteId, siteId), eq(siteContents.id, contentId)))
    .limit(1);
  return row;
}

export async function updateItem(
  db: Db,
  siteId: number,
  contentId: number,
  values: Partial<Omit<NewContentItem, 'id' | 'siteId'>>,
): Promise<void> {
  await db
    .update(siteContents)
    .set(values)
    .where(and(eq(siteContents.siteId, siteId), eq(siteContents.id, contentId)));
  // Its search documents follow its state (module, draft or when it is served).
  await syncSearchState(db, siteId, contentId);
}

/** Deletes an item (a course's lessons, reads and search documents go with it). */
export async function deleteItem(db: Db, siteId: number, contentId: number): Promise<void> {
  await db.delete(siteContents).where(and(eq(siteContents.siteId, siteId), eq(siteContents.id, contentId)));
}

/** Whether an item is a course with lessons. */
export async function hasLessons(db: Db, siteId: number, contentId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(siteContents)
    .where(and(eq(siteContents.siteId, siteId), eq(siteContents.parentId, contentId)));
  return (row?.n ?? 0) > 0;
}

/** The sort a new lesson takes: after its course's lessons. */
export async function nextLessonSort(db: Db, siteId: number, courseId: number): Promise<number> {
  const [row] = await db
    .select({ top: max(siteContents.sort) })
    .from(siteContents)
    .where(and(eq(siteContents.siteId, siteId), eq(siteContents.parentId, courseId)));
  return (row?.top ?? 0) + 1;
}

/** The condition of an editor state at `now` (see `stateOf` in the service). */
function stateCondition(state: ContentState, now: Date): SQL | undefined {
  if (state === 'draft') return eq(siteContents.status, 0);
  if (state === 'scheduled') return and(eq(siteContents.status, 1), gt(siteContents.publishTime, now));
  return and(eq(siteContents.status, 1), lte(siteContents.publishTime, now));
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type AdminItemFilter = {
  moduleCode: string;
  typeIds?: number[];
  state?: ContentState;
  q?: string;
};

/** A page of a module's items in every state (lessons too), last changed first. */
export async function pageAdminItems(
  db: Db,
  siteId: number,
  now: Date,
  filter: AdminItemFilter,
  page: { offset: number; limit: number },
) {
  const pattern = filter.q ? containing(filter.q) : undefined;
  const where = and(
    eq(siteContents.siteId, siteId),
    eq(siteContents.moduleCode, filter.moduleCode),
    filter.typeIds ? inArray(siteContents.typeId, filter.typeIds) : undefined,
    filter.state ? stateCondition(filter.state, now) : undefined,
    pattern
      ? or(
          ilike(sql`${siteContents.title}->>'zh_CN'`, pattern),
          ilike(sql`${siteContents.title}->>'en_US'`, pattern),
          ilike(sql`${siteContents.title}->>'zh_Hant'`, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(siteContents)
      .where(where)
      .orderBy(desc(siteContents.updatedAt), desc(siteContents.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(siteContents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A tag of the site named `name` in any language (case aside), the oldest when several are. */
export async function findTagByName(db: Db, siteId: number, name: string) {
  const lower = name.toLowerCase();
  const [row] = await db
    .select()
    .from(contentTags)
    .where(
      and(
        eq(contentTags.siteId, siteId),
        or(
          sql`lower(${contentTags.name}->>'zh_CN') = ${lower}`,
          sql`lower(${contentTags.name}->>'en_US') = ${lower}`,
          sql`lower(${contentTags.name}->>'zh_Hant') = ${lower}`,
        ),
      ),
    )
    .orderBy(contentTags.id)
    .limit(1);
  return row;
}

/** Inserts a tag; undefined when the site already has a tag of that code. */
export async function insertTag(db: Db, siteId: number, code: string, name: LocalizedText) {
  const [row] = await db
    .insert(contentTags)
    .values({ siteId, code, name })
    .onConflictDoNothing({ target: [contentTags.siteId, contentTags.code] })
    .returning({ id: contentTags.id });
  return row?.id;
}

export async function setTagCode(db: Db, siteId: number, tagId: number, code: string): Promise<void> {
  await db
    .update(contentTags)
    .set({ code })
    .where(and(eq(contentTags.siteId, siteId), eq(contentTags.id, tagId)));
}

/** The site's content files among `ids`, without their bytes. */
export function findFilesMeta(db: Db, siteId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: contentFiles.id,
      fileName: contentFiles.fileName,
      mime: contentFiles.mime,
      size: contentFiles.size,
    })
    .from(contentFiles)
    .where(and(eq(contentFiles.siteId, siteId), inArray(contentFiles.id, ids)));
}
