import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  like,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { contentFileUrl } from '@copytrade/contracts/cms';
import type { Locale } from '@copytrade/contracts/locale';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import {
  contentFiles,
  contentReads,
  contentSearch,
  contentTags,
  contentTypes,
  siteContents,
} from '../../db/schema/content';
import { tokenize, type SearchPlan } from './content-search';

/*
 * Content items, their classes and tags, course progress and the search index (issue 17). Every function
 * takes the site id; "published" means status 1 with its publish time come, the only items a reader sees.
 */

export type ContentRow = typeof siteContents.$inferSelect;
export type ContentTypeRow = typeof contentTypes.$inferSelect;
export type ContentTagRow = typeof contentTags.$inferSelect;

export const publishedItems = (siteId: number, now: Date) =>
  and(eq(siteContents.siteId, siteId), eq(siteContents.status, 1), lte(siteContents.publishTime, now));

/** The site's classes (of one module, or all), in order; hidden ones only when asked. */
export function listTypes(db: Db, siteId: number, options: { moduleCode?: string; hidden?: boolean } = {}) {
  return db
    .select()
    .from(contentTypes)
    .where(
      and(
        eq(contentTypes.siteId, siteId),
        options.moduleCode ? eq(contentTypes.moduleCode, options.moduleCode) : undefined,
        options.hidden ? undefined : eq(contentTypes.visible, true),
      ),
    )
    .orderBy(asc(contentTypes.sort), asc(contentTypes.id));
}

/** Published top-level items per class and per module (course lessons are counted with their course). */
export async function publishedCounts(db: Db, siteId: number, now: Date) {
  const rows = await db
    .select({ moduleCode: siteContents.moduleCode, typeId: siteContents.typeId, n: count() })
    .from(siteContents)
    .where(and(publishedItems(siteId, now), isNull(siteContents.parentId)))
    .groupBy(siteContents.moduleCode, siteContents.typeId);
  const byType = new Map<number, number>();
  const byModule = new Map<string, number>();
  for (const row of rows) {
    if (row.typeId !== null) byType.set(row.typeId, row.n);
    byModule.set(row.moduleCode, (byModule.get(row.moduleCode) ?? 0) + row.n);
  }
  return { byType, byModule };
}

export function findTags(db: Db, siteId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as ContentTagRow[]);
  return db
    .select()
    .from(contentTags)
    .where(and(eq(contentTags.siteId, siteId), inArray(contentTags.id, ids)));
}

/** Tags of published items of a module (and classes), with how many items carry each, most used first. */
export async function tagCounts(
  db: Db,
  siteId: number,
  now: Date,
  filter: { moduleCode?: string; typeIds?: number[] },
) {
  const tag = sql<number>`(jsonb_array_elements_text(${siteContents.tagIds}))::int`;
  const used = db
    .select({ tagId: tag.as('tag_id') })
    .from(siteContents)
    .where(
      and(
        publishedItems(siteId, now),
        filter.moduleCode ? eq(siteContents.moduleCode, filter.moduleCode) : undefined,
        filter.typeIds ? inArray(siteContents.typeId, filter.typeIds) : undefined,
      ),
    )
    .as('used');
  return db
    .select({ tag: contentTags, n: count() })
    .from(used)
    .innerJoin(contentTags, and(eq(contentTags.id, used.tagId), eq(contentTags.siteId, siteId)))
    .groupBy(contentTags.id)
    .orderBy(desc(count()), asc(contentTags.id));
}

export type ItemFilter = {
  moduleCode: string;
  typeIds?: number[];
  tagId?: number;
  letter?: string;
  order: 'new' | 'hot' | 'sort';
};

const ORDERS: Record<ItemFilter['order'], SQL[]> = {
  new: [desc(siteContents.publishTime), desc(siteContents.id)],
  hot: [desc(siteContents.viewCount), desc(siteContents.publishTime), desc(siteContents.id)],
  sort: [
    asc(siteContents.sort),
    asc(siteContents.indexLetter),
    desc(siteContents.publishTime),
    asc(siteContents.id),
  ],
};

/** A page of a module's published top-level items. */
export async function pageItems(
  db: Db,
  siteId: number,
  now: Date,
  filter: ItemFilter,
  page: { offset: number; limit: number },
) {
  const where = and(
    publishedItems(siteId, now),
    eq(siteContents.moduleCode, filter.moduleCode),
    isNull(siteContents.parentId),
    filter.typeIds ? inArray(siteContents.typeId, filter.typeIds) : undefined,
    filter.tagId ? sql`${siteContents.tagIds} @> ${JSON.stringify([filter.tagId])}::jsonb` : undefined,
    filter.letter ? eq(siteContents.indexLetter, filter.letter) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(siteContents)
      .where(where)
      .orderBy(...ORDERS[filter.order])
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(siteContents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The newest published item of a module (an about-us page is a module with one item). */
export async function findLatestItem(db: Db, siteId: number, moduleCode: string, now: Date) {
  const [row] = await db
    .select()
    .from(siteContents)
    .where(and(publishedItems(siteId, now), eq(siteContents.moduleCode, moduleCode)))
    .orderBy(desc(siteContents.publishTime), desc(siteContents.id))
    .limit(1);
  return row;
}

export async function findPublishedItem(db: Db, siteId: number, contentId: number, now: Date) {
  const [row] = await db
    .select()
    .from(siteContents)
    .where(and(publishedItems(siteId, now), eq(siteContents.id, contentId)))
    .limit(1);
  return row;
}

/** Counts one view of an item. */
export async function countView(db: Db, siteId: number, contentId: number): Promise<void> {
  await db
    .update(siteContents)
    .set({ viewCount: sql`${siteContents.viewCount} + 1` })
    .where(and(eq(siteContents.siteId, siteId), eq(siteContents.id, contentId)));
}

/** The previous and next published item beside `row` in its class (a lesson: in its course's order). */
export async function neighbours(db: Db, siteId: number, now: Date, row: ContentRow) {
  const sameGroup = row.parentId
    ? eq(siteContents.parentId, row.parentId)
    : and(
        eq(siteContents.moduleCode, row.moduleCode),
        isNull(siteContents.parentId),
        row.typeId === null ? isNull(siteContents.typeId) : eq(siteContents.typeId, row.typeId),
      );
  const base = and(publishedItems(siteId, now), sameGroup);
  const pick = { id: siteContents.id, moduleCode: siteContents.moduleCode, title: siteContents.title };
  // A lesson's neighbours follow its course's order; lists show newest first, so "previous" is the
  // older item and "next" the newer one.
  const key = row.parentId
    ? { column: siteContents.sort, value: row.sort }
    : { column: siteContents.publishTime, value: row.publishTime };
  const beside = (direction: 'before' | 'after') => {
    const [cmp, order] = direction === 'before' ? [lt, desc] : [gt, asc];
    return db
      .select(pick)
      .from(siteContents)
      .where(
        and(
          base,
          or(cmp(key.column, key.value), and(eq(key.column, key.value), cmp(siteContents.id, row.id))),
        ),
      )
      .orderBy(order(key.column), order(siteContents.id))
      .limit(1);
  };
  const [[prev], [next]] = await Promise.all([beside('before'), beside('after')]);
  return { prev, next };
}

/** Up to `limit` related published items: the named ones first, then the same class by shared tags. */
export async function relatedItems(db: Db, siteId: number, now: Date, row: ContentRow, limit: number) {
  const named =
    row.relatedIds.length > 0
      ? await db
          .select()
          .from(siteContents)
          .where(and(publishedItems(siteId, now), inArray(siteContents.id, row.relatedIds)))
      : [];
  const ordered = row.relatedIds.flatMap((id) => named.filter((r) => r.id === id));
  if (ordered.length >= limit) return ordered.slice(0, limit);
  const shared = sql<number>`(select count(*) from jsonb_array_elements(${siteContents.tagIds}) t where ${JSON.stringify(row.tagIds)}::jsonb @> jsonb_build_array(t))`;
  const more = await db
    .select()
    .from(siteContents)
    .where(
      and(
        publishedItems(siteId, now),
        eq(siteContents.moduleCode, row.moduleCode),
        isNull(siteContents.parentId),
        sql`${siteContents.id} <> ${row.id}`,
        row.relatedIds.length > 0
          ? sql`not (${siteContents.id} = any(${sql.param(row.relatedIds)}))`
          : undefined,
      ),
    )
    .orderBy(
      desc(shared),
      row.typeId === null ? desc(siteContents.id) : desc(sql`${siteContents.typeId} = ${row.typeId}`),
      desc(siteContents.publishTime),
    )
    .limit(limit - ordered.length);
  return [...ordered, ...more];
}

/** A course's published lessons in order. */
export function courseLessons(db: Db, siteId: number, now: Date, courseId: number) {
  return db
    .select({
      id: siteContents.id,
      moduleCode: siteContents.moduleCode,
      title: siteContents.title,
      sort: siteContents.sort,
    })
    .from(siteContents)
    .where(and(publishedItems(siteId, now), eq(siteContents.parentId, courseId)))
    .orderBy(asc(siteContents.sort), asc(siteContents.id));
}

/** Published lessons per course. */
export async function lessonCounts(db: Db, siteId: number, now: Date, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ courseId: siteContents.parentId, n: count() })
    .from(siteContents)
    .where(and(publishedItems(siteId, now), inArray(siteContents.parentId, courseIds)))
    .groupBy(siteContents.parentId);
  return new Map(rows.map((r) => [r.courseId ?? 0, r.n]));
}

/** Marks a lesson read by a user (again: no change). */
export async function insertRead(db: Db, siteId: number, userId: number, contentId: number): Promise<void> {
  await db.insert(contentReads).values({ siteId, userId, contentId }).onConflictDoNothing();
}

/** The lessons of a course a user has opened. */
export async function readLessonIds(db: Db, siteId: number, userId: number, courseId: number) {
  const rows = await db
    .select({ id: contentReads.contentId })
    .from(contentReads)
    .innerJoin(siteContents, eq(siteContents.id, contentReads.contentId))
    .where(
      and(
        eq(contentReads.siteId, siteId),
        eq(contentReads.userId, userId),
        eq(siteContents.siteId, siteId),
        eq(siteContents.parentId, courseId),
      ),
    )
    .orderBy(asc(siteContents.sort), asc(siteContents.id));
  return rows.map((r) => r.id);
}

/** The item's texts in one language as its search document's parts (an empty language: Chinese). */
type SearchTexts = { title: string; summary: string; body: string };

/** Writes (or rewrites) an item's search document for one language. */
export async function writeSearchDocument(
  db: Db,
  siteId: number,
  contentId: number,
  locale: Locale,
  config: 'english' | 'simple',
  texts: SearchTexts,
): Promise<void> {
  const title = tokenize(texts.title);
  const summary = tokenize(texts.summary);
  const body = tokenize(texts.body);
  const cfg = sql.raw(`'${config}'::regconfig`);
  const head = sql`setweight(to_tsvector(${cfg}, ${title.words}), 'A') || setweight(to_tsvector('simple', ${title.pairs}), 'A')
    || setweight(to_tsvector(${cfg}, ${summary.words}), 'B') || setweight(to_tsvector('simple', ${summary.pairs}), 'B')`;
  const document = sql`${head} || setweight(to_tsvector(${cfg}, ${body.words}), 'D') || setweight(to_tsvector('simple', ${body.pairs}), 'D')`;
  const values = { document: document as unknown as string, titleDocument: head as unknown as string };
  await db
    .insert(contentSearch)
    .values({ contentId, siteId, locale, ...values })
    .onConflictDoUpdate({ target: [contentSearch.contentId, contentSearch.locale], set: values });
}

/**
 * Copies an item's module and publication (when it is served; null for a draft) onto its search documents.
 * Every write of an item's state calls it in the same transaction (indexItem, the editor's updateItem).
 */
export async function syncSearchState(db: Db, siteId: number, contentId: number): Promise<void> {
  await db.execute(sql`update ${contentSearch} set
      module_code = ${siteContents.moduleCode},
      visible_from = case when ${siteContents.status} = 1 then ${siteContents.publishTime} end
    from ${siteContents}
    where ${contentSearch.contentId} = ${siteContents.id} and ${siteContents.id} = ${contentId}
      and ${siteContents.siteId} = ${siteId}`);
}

/**
 * The language condition, written so that no btree index can serve it: without statistics (PGlite has no
 * autovacuum) the planner would otherwise scan the primary key by language and test every document of it
 * (reading each whole text) instead of asking the GIN index (bench/search.ts measures it).
 */
const localeOf = (locale: Locale) => sql`(${contentSearch.locale} || '') = ${locale}`;

/**
 * One page of search hits: served items of the education modules matching `plan`, best first, and how many
 * there are, in one pass over the search documents (the GIN index); only the page's items are read.
 */
export async function searchItems(
  db: Db,
  siteId: number,
  now: Date,
  locale: Locale,
  plan: SearchPlan & { tsquery: string },
  modules: readonly string[],
  page: { offset: number; limit: number },
) {
  const query = sql`to_tsquery(${sql.raw(`'${plan.config}'::regconfig`)}, ${plan.tsquery})`;
  // Ranked on the small title document (a match there first), then the newest: ranking on the whole
  // documents would read every hit's full text.
  const rank = sql<number>`ts_rank(${contentSearch.titleDocument}, ${query})`;
  const matching = and(
    sql`${contentSearch.document} @@ ${query}`,
    eq(contentSearch.siteId, siteId),
    localeOf(locale),
    lte(contentSearch.visibleFrom, now),
    inArray(contentSearch.moduleCode, [...modules]),
  );
  const hits = await db
    .select({ id: contentSearch.contentId, total: sql<number>`(count(*) over ())::int` })
    .from(contentSearch)
    .where(matching)
    .orderBy(desc(rank), desc(contentSearch.visibleFrom), desc(contentSearch.contentId))
    .offset(page.offset)
    .limit(page.limit);
  const ids = hits.map((h) => h.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(siteContents)
          .where(and(publishedItems(siteId, now), inArray(siteContents.id, ids)));
  return {
    rows: ids.flatMap((id) => rows.filter((r) => r.id === id)),
    total: hits[0]?.total ?? (page.offset > 0 ? await countHits() : 0),
  };

  /** A page past the last hit still says how many there are. */
  async function countHits() {
    const [row] = await db.select({ n: count() }).from(contentSearch).where(matching);
    return row?.n ?? 0;
  }
}

/* ---------- writing (the seed, the editor) ---------- */

export async function insertType(
  db: Db,
  values: {
    siteId: number;
    moduleCode: string;
    parentId: number | null;
    code: string;
    name: LocalizedText;
    description: LocalizedText;
    sort: number;
  },
): Promise<number> {
  const [row] = await db.insert(contentTypes).values(values).returning({ id: contentTypes.id });
  return row!.id;
}

/** The tag of a code on the site, created with its names when new. */
export async function ensureTag(db: Db, siteId: number, code: string, name: LocalizedText): Promise<number> {
  const [row] = await db
    .insert(contentTags)
    .values({ siteId, code, name })
    .onConflictDoUpdate({ target: [contentTags.siteId, contentTags.code], set: { code } })
    .returning({ id: contentTags.id });
  return row!.id;
}

export type NewContentItem = typeof siteContents.$inferInsert;

export async function insertItem(db: Db, values: NewContentItem): Promise<number> {
  const [row] = await db.insert(siteContents).values(values).returning({ id: siteContents.id });
  return row!.id;
}

export async function setRelated(db: Db, siteId: number, contentId: number, relatedIds: number[]) {
  await db
    .update(siteContents)
    .set({ relatedIds })
    .where(and(eq(siteContents.siteId, siteId), eq(siteContents.id, contentId)));
}

/** Stores a file for attachments; answers its id. */
export async function insertFile(
  db: Db,
  values: { siteId: number; fileName: string; mime: string; data: Buffer; sha256: string },
): Promise<number> {
  const [row] = await db
    .insert(contentFiles)
    .values({ ...values, size: values.data.length })
    .returning({ id: contentFiles.id });
  return row!.id;
}

/**
 * A file of the site as it is served: an image always (covers and pictures in a draft's body preview in
 * the editor, and an image's address says nothing a published page would not), any other file only while
 * a published item attaches it; undefined otherwise.
 */
export async function findServedFile(db: Db, siteId: number, fileId: number, now: Date) {
  const attached = sql`exists (select 1 from ${siteContents} where ${publishedItems(siteId, now)}
    and ${siteContents.attachments} @> ${JSON.stringify([{ url: contentFileUrl(fileId) }])}::jsonb)`;
  const [row] = await db
    .select()
    .from(contentFiles)
    .where(
      and(
        eq(contentFiles.siteId, siteId),
        eq(contentFiles.id, fileId),
        or(like(contentFiles.mime, 'image/%'), attached),
      ),
    )
    .limit(1);
  return row;
}
