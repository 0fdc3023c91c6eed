import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  bytea,
  createdAt,
  id,
  instant,
  optionalRef,
  ref,
  siteRef,
  updatedAt,
  type LocalizedText,
} from './columns';
import { sites } from './sites';
import { users } from './users';

/*
 * The content module's tables (issue 17): the header and footer columns, content items of every module,
 * their classes and tags, course progress and the search index.
 */

/** PostgreSQL's text-search document; written by SQL (to_tsvector), never read back by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Navigation columns: header menu (up to three levels) and footer link groups. */
export const siteColumns = pgTable(
  'site_columns',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    /** 'header' or 'footer'. */
    position: text('position').notNull(),
    frontUrl: text('front_url').notNull().default(''),
    contentUrl: text('content_url').notNull().default(''),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    isShowSecondMenu: integer('is_show_second_menu').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [index('site_columns_site_idx').on(t.siteId, t.position)],
);

/**
 * Content items of every module (issue 17): the about pages, announcements, college articles, courses and
 * their lessons, encyclopedia entries, information and downloads. Texts are Markdown in three languages (an
 * empty language falls back to Chinese); an item is served when `status` is 1 and `publish_time` has come
 * (a later time is a scheduled item).
 */
export const siteContents = pgTable(
  'site_contents',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    moduleCode: text('module_code').notNull(),
    /** Its class (content_types); null for a module without classes (about pages, announcements). */
    typeId: optionalRef('type_id', (): AnyPgColumn => contentTypes.id, 'restrict'),
    /** A course lesson's course. */
    parentId: optionalRef('parent_id', (): AnyPgColumn => siteContents.id, 'cascade'),
    /** Stable name the demo's files give an item (related entries name each other by it); '' otherwise. */
    slug: text('slug').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    seoTitle: jsonb('seo_title').$type<LocalizedText>(),
    seoDescription: jsonb('seo_description').$type<LocalizedText>(),
    /** An uploaded image's URL, '' for none. */
    cover: text('cover').notNull().default(''),
    tagIds: jsonb('tag_ids').$type<number[]>().notNull().default([]),
    relatedIds: jsonb('related_ids').$type<number[]>().notNull().default([]),
    attachments: jsonb('attachments').$type<ContentAttachment[]>().notNull().default([]),
    linkUrl: text('link_url').notNull().default(''),
    platform: text('platform').notNull().default(''),
    version: text('version').notNull().default(''),
    indexLetter: text('index_letter').notNull().default(''),
    viewCount: integer('view_count').notNull().default(0),
    /** 1 published, 0 draft. */
    status: integer('status').notNull().default(1),
    publishTime: instant('publish_time').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('site_contents_module_idx').on(t.siteId, t.moduleCode, t.publishTime),
    index('site_contents_type_idx').on(t.typeId),
    index('site_contents_parent_idx').on(t.parentId),
  ],
);

/** A file attached to an item (a PDF, an installer): an upload of the site or a document the server made. */
export type ContentAttachment = {
  fileName: string;
  url: string;
  size: number;
  mime: string;
  language?: string;
};

/** The classes of a content module, up to two levels under the module (three with it). */
export const contentTypes = pgTable(
  'content_types',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    moduleCode: text('module_code').notNull(),
    parentId: optionalRef('parent_id', (): AnyPgColumn => contentTypes.id, 'cascade'),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [uniqueIndex('content_types_code_idx').on(t.siteId, t.moduleCode, t.code)],
);

/** Tags of content items, named in three languages. */
export const contentTags = pgTable(
  'content_tags',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
  },
  (t) => [uniqueIndex('content_tags_code_idx').on(t.siteId, t.code)],
);

/** The lessons a user has opened (course progress). */
export const contentReads = pgTable(
  'content_reads',
  {
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    userId: ref('user_id', (): AnyPgColumn => users.id, 'cascade'),
    contentId: ref('content_id', (): AnyPgColumn => siteContents.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
);

/** The search index: one document per item and language, Chinese segmented (see content-search.ts). */
export const contentSearch = pgTable(
  'content_search',
  {
    contentId: ref('content_id', (): AnyPgColumn => siteContents.id, 'cascade'),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    document: tsvector('document').notNull(),
    /** The title and summary only: small, so ranking thousands of hits stays cheap. */
    titleDocument: tsvector('title_document').notNull(),
    /** The item's module and when it is served (null: a draft), kept with the item (syncSearchState), so a
     * search reads this table alone and joins the items of one page only. */
    moduleCode: text('module_code').notNull().default(''),
    visibleFrom: instant('visible_from'),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.locale] }),
    // Only the GIN index: with a (site, locale) index beside it the planner, without statistics (PGlite
    // has no autovacuum), scans the site's rows and tests each whole document (bench/search.ts).
    index('content_search_document_idx').using('gin', t.document),
  ],
);

/** Files attached to content items (PDF documents, packages): the bytes, served while an item uses them. */
export const contentFiles = pgTable(
  'content_files',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('content_files_site_idx').on(t.siteId)],
);
