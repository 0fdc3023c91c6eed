import { z } from 'zod';
import { MAX_ROW_ID } from './ids';

/*
 * The education and content area (issue 17): the content modules, their class trees, tags, items with
 * their attachments, course progress and search. Items of every module are one model (`site_contents`):
 * the about pages and announcements are modules of it too.
 */

/** The modules of the education area; each has its own pages (spec 2: /college, /information, /download). */
export const EDUCATION_MODULES = ['article', 'course', 'encyclopedia', 'information', 'download'] as const;
export type EducationModule = (typeof EDUCATION_MODULES)[number];
export const educationModuleSchema = z.enum(EDUCATION_MODULES, { error: 'validation.invalid' });

/** A module code as the calls take it: an education module, an about page or `announcement`. */
export const moduleCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z][A-Za-z0-9]*$/, { error: 'validation.invalid' });

/** What a download is for: a terminal or app per platform, the EA, or a document. */
export const DOWNLOAD_PLATFORMS = ['windows', 'mac', 'web', 'android', 'ios', 'mt4-ea', 'pdf'] as const;
export type DownloadPlatform = (typeof DOWNLOAD_PLATFORMS)[number];

const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(10);

/** One node of a module's class tree (a class, its subclasses), names in the reader's language. */
export type ContentTypeNode = {
  typeId: number;
  moduleCode: string;
  code: string;
  name: string;
  description: string;
  /** Published items in this class and the classes under it. */
  itemCount: number;
  children: ContentTypeNode[];
};
export const contentTypeNodeSchema: z.ZodType<ContentTypeNode> = z
  .lazy(() =>
    z.object({
      typeId: z.number().int(),
      moduleCode: z.string(),
      code: z.string(),
      name: z.string(),
      description: z.string(),
      itemCount: z.number().int(),
      children: z.array(contentTypeNodeSchema),
    }),
  )
  .meta({ id: 'ContentTypeNode' });

export const moduleShowInfoQuerySchema = z.strictObject({ moduleCode: moduleCodeSchema });
/** `getModuleShowInfo`: a module's name, whether the site shows it, its published items and classes. */
export const moduleShowInfoSchema = z.object({
  moduleCode: z.string(),
  name: z.string(),
  description: z.string(),
  /** The site shows the module (information: `informationModuleFlag`; the college: its college switch). */
  shown: z.boolean(),
  itemCount: z.number().int(),
  classes: z.array(contentTypeNodeSchema),
});
export type ModuleShowInfo = z.infer<typeof moduleShowInfoSchema>;

export const contentTypeTreeQuerySchema = z.strictObject({ moduleCode: moduleCodeSchema.optional() });

export const tagListQuerySchema = z.strictObject({
  moduleCode: moduleCodeSchema.optional(),
  typeId: rowId.optional(),
});
/** `getTagListOfContent`: the tags of published items, most used first. */
export const contentTagSchema = z.object({
  tagId: z.number().int(),
  code: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type ContentTag = z.infer<typeof contentTagSchema>;

export const attachmentSchema = z.object({
  fileName: z.string(),
  url: z.string(),
  /** Bytes. */
  size: z.number().int(),
  mime: z.string(),
  /** The document's language (zh_CN, en_US, zh_Hant) when it has one version per language. */
  language: z.string().optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** An item as lists show it; `body` is empty in lists and Markdown in `getContentByContentId`. */
export const contentItemSchema = z.object({
  contentId: z.number().int(),
  moduleCode: z.string(),
  typeId: z.number().int().nullable(),
  typeCode: z.string(),
  typeName: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  cover: z.string(),
  tags: z.array(z.object({ tagId: z.number().int(), code: z.string(), name: z.string() })),
  attachments: z.array(attachmentSchema),
  /** A download's external link (an app store, the vendor's installer). */
  linkUrl: z.string(),
  /** A download's platform (DOWNLOAD_PLATFORMS), '' otherwise. */
  platform: z.string(),
  version: z.string(),
  /** A course lesson's course; null otherwise. */
  parentId: z.number().int().nullable(),
  /** Order among siblings (a course's lessons). */
  sort: z.number().int(),
  /** A course: its published lessons. */
  lessonCount: z.number().int(),
  /** The encyclopedia's A-Z letter (from the English title), '' elsewhere. */
  indexLetter: z.string(),
  viewCount: z.number().int(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  publishTime: z.number(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** A neighbour or a related item: enough to link to it. */
export const contentLinkSchema = z.object({
  contentId: z.number().int(),
  moduleCode: z.string(),
  title: z.string(),
});
export type ContentLink = z.infer<typeof contentLinkSchema>;

/** `getContentByContentId`: the item with its body, neighbours in its class, related items, its course. */
export const contentDetailSchema = contentItemSchema.extend({
  prev: contentLinkSchema.nullable(),
  next: contentLinkSchema.nullable(),
  related: z.array(contentItemSchema),
  /** A course or a lesson: the course and its lessons in order. */
  course: z
    .object({
      contentId: z.number().int(),
      title: z.string(),
      lessons: z.array(contentLinkSchema.extend({ sort: z.number().int() })),
    })
    .nullable(),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

/** `getModuleContentList`: a module's published items, filtered and paged. */
export const contentListQuerySchema = z.strictObject({
  moduleCode: moduleCodeSchema,
  /** A class: its items and those of the classes under it. */
  typeId: rowId.optional(),
  tagId: rowId.optional(),
  /** The encyclopedia's A-Z. */
  letter: z
    .string()
    .regex(/^[A-Z]$/, { error: 'validation.invalid' })
    .optional(),
  /** newest first (default), most read first, or the editor's order. */
  order: z.enum(['new', 'hot', 'sort'], { error: 'validation.invalid' }).default('new'),
  page,
  pageSize,
});
export type ContentListQuery = z.input<typeof contentListQuerySchema>;

/** Longest search text. */
export const SEARCH_MAX_LENGTH = 100;
export const searchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'validation.search.required' })
    .trim()
    .min(1, { error: 'validation.search.required' })
    .max(SEARCH_MAX_LENGTH, { error: 'validation.search.tooLong' }),
  moduleCode: educationModuleSchema.optional(),
  page,
  pageSize,
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** One search result: `terms` are what to highlight in the title and the excerpt. */
export const searchHitSchema = z.object({
  contentId: z.number().int(),
  moduleCode: z.string(),
  typeName: z.string(),
  title: z.string(),
  /** Plain text around the first match in the body (or the summary). */
  excerpt: z.string(),
  cover: z.string(),
  publishTime: z.number(),
  terms: z.array(z.string()),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const courseProgressQuerySchema = z.strictObject({ courseId: rowId });
export const readLessonBodySchema = z.strictObject({ contentId: rowId });
/** The caller's reading of a course: which lessons he has opened. */
export const courseProgressSchema = z.object({
  courseId: z.number().int(),
  lessonCount: z.number().int(),
  readLessonIds: z.array(z.number().int()),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const contentFileQuerySchema = z.strictObject({ id: rowId });
/** Where a content file is served (the attachment's `url`). */
export const contentFileUrl = (id: number) => `/cms/front/contentFile?id=${id}`;
