import { z } from 'zod';
import { attachmentSchema, educationModuleSchema } from './cms';
import { MAX_ROW_ID } from './ids';
import { localizedInputSchema, localizedOutputSchema } from './site-settings';

/*
 * The site admin's content editor (issue 17, section 4): the class tree of each education module, the
 * items (Markdown in the site's languages, cover and files checked by content, tags, publish now or at a
 * time, unpublish) and the header navigation menu. Texts come and go in all three languages.
 */

const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** Limits of the editor (characters, counts, bytes). */
export const CONTENT_EDITOR_LIMITS = {
  TYPE_NAME: 40,
  TYPE_DESCRIPTION: 200,
  TITLE: 120,
  SUMMARY: 300,
  BODY: 60_000,
  SEO_TITLE: 120,
  SEO_DESCRIPTION: 300,
  TAGS: 8,
  TAG: 20,
  ATTACHMENTS: 10,
  /** An image (cover or in the body): PNG, JPEG, GIF or WebP by content. */
  IMAGE_BYTES: 5 * 1024 * 1024,
  /** A document: PDF by content. */
  FILE_BYTES: 20 * 1024 * 1024,
  MENU_ITEMS: 60,
  MENU_NAME: 30,
} as const;

/** A class as the editor sees it: names in every language, hidden ones too, its items of any state. */
export type AdminContentType = {
  typeId: number;
  moduleCode: string;
  parentId: number | null;
  code: string;
  name: z.infer<typeof localizedOutputSchema>;
  description: z.infer<typeof localizedOutputSchema>;
  visible: boolean;
  sort: number;
  itemCount: number;
  children: AdminContentType[];
};
export const adminContentTypeSchema: z.ZodType<AdminContentType> = z
  .lazy(() =>
    z.object({
      typeId: z.number().int(),
      moduleCode: z.string(),
      parentId: z.number().int().nullable(),
      code: z.string(),
      name: localizedOutputSchema,
      description: localizedOutputSchema,
      visible: z.boolean(),
      sort: z.number().int(),
      itemCount: z.number().int(),
      children: z.array(adminContentTypeSchema),
    }),
  )
  .meta({ id: 'AdminContentType' });

export const adminTypesQuerySchema = z.strictObject({ moduleCode: educationModuleSchema });

/** Create (no typeId) or change (rename, describe, hide or show) a class. */
export const saveContentTypeBodySchema = z.strictObject({
  typeId: rowId.optional(),
  moduleCode: educationModuleSchema,
  /** A new class's parent (at most two levels of classes); ignored on a change. */
  parentId: rowId.nullable().optional(),
  name: localizedInputSchema(CONTENT_EDITOR_LIMITS.TYPE_NAME).refine((n) => (n.zh_CN ?? '') !== '', {
    error: 'validation.content.nameRequired',
    path: ['zh_CN'],
  }),
  description: localizedInputSchema(CONTENT_EDITOR_LIMITS.TYPE_DESCRIPTION).optional(),
  visible: z.boolean().optional(),
});
export type SaveContentTypeBody = z.input<typeof saveContentTypeBodySchema>;

/** The new order of a class's children (or a module's top classes): every sibling once. */
export const sortContentTypesBodySchema = z.strictObject({
  moduleCode: educationModuleSchema,
  parentId: rowId.nullable(),
  typeIds: z.array(rowId).min(1).max(100),
});

export const typeIdBodySchema = z.strictObject({ typeId: rowId });
export const deletedSchema = z.object({ id: z.number().int() });

/** What the editor's item list filters on. */
export const CONTENT_STATES = ['draft', 'scheduled', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export const adminContentsQuerySchema = z.strictObject({
  moduleCode: educationModuleSchema,
  typeId: rowId.optional(),
  state: z.enum(CONTENT_STATES, { error: 'validation.invalid' }).optional(),
  q: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminContentsQuery = z.input<typeof adminContentsQuerySchema>;

/** A row of the editor's list. */
export const adminContentRowSchema = z.object({
  contentId: z.number().int(),
  moduleCode: z.string(),
  typeId: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  title: localizedOutputSchema,
  state: z.enum(CONTENT_STATES),
  publishTime: z.number(),
  updateTime: z.number(),
  viewCount: z.number().int(),
});
export type AdminContentRow = z.infer<typeof adminContentRowSchema>;

export const contentIdBodySchema = z.strictObject({ contentId: rowId });
export const adminContentQuerySchema = z.strictObject({ contentId: rowId });

/** An item as the editor edits it: every language side by side. */
export const adminContentSchema = adminContentRowSchema.extend({
  summary: localizedOutputSchema,
  body: localizedOutputSchema,
  seoTitle: localizedOutputSchema,
  seoDescription: localizedOutputSchema,
  sort: z.number().int(),
  cover: z.string(),
  tags: z.array(z.object({ code: z.string(), name: localizedOutputSchema })),
  attachments: z.array(attachmentSchema),
  linkUrl: z.string(),
  platform: z.string(),
  version: z.string(),
});
export type AdminContent = z.infer<typeof adminContentSchema>;

const contentFileUrlSchema = z
  .string()
  .regex(/^\/cms\/front\/contentFile\?id=\d{1,9}$/, { error: 'validation.content.fileUrl' });

const tagSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.content.tag' })
  .max(CONTENT_EDITOR_LIMITS.TAG, { error: 'validation.content.tag' });

/**
 * Create (no contentId) or change an item. `publish`: 'draft' keeps it unpublished, 'now' publishes it
 * at once, 'at' at `publishTime` (epoch ms, in the future). The Chinese title is required; a language
 * left empty is shown in Chinese.
 */
export const saveContentBodySchema = z
  .strictObject({
    contentId: rowId.optional(),
    moduleCode: educationModuleSchema,
    typeId: rowId.nullable().optional(),
    /** A lesson's course. */
    parentId: rowId.nullable().optional(),
    sort: z.number().int().min(0).max(10_000).optional(),
    title: localizedInputSchema(CONTENT_EDITOR_LIMITS.TITLE).refine((n) => (n.zh_CN ?? '') !== '', {
      error: 'validation.content.titleRequired',
      path: ['zh_CN'],
    }),
    summary: localizedInputSchema(CONTENT_EDITOR_LIMITS.SUMMARY).optional(),
    body: localizedInputSchema(CONTENT_EDITOR_LIMITS.BODY).optional(),
    seoTitle: localizedInputSchema(CONTENT_EDITOR_LIMITS.SEO_TITLE).optional(),
    seoDescription: localizedInputSchema(CONTENT_EDITOR_LIMITS.SEO_DESCRIPTION).optional(),
    cover: z.union([z.literal(''), contentFileUrlSchema]).optional(),
    /** Tag names in the site's default language; a new name makes a new tag. */
    tags: z.array(tagSchema).max(CONTENT_EDITOR_LIMITS.TAGS).optional(),
    /** Content files uploaded by the editor (their URLs). */
    attachments: z.array(contentFileUrlSchema).max(CONTENT_EDITOR_LIMITS.ATTACHMENTS).optional(),
    linkUrl: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'validation.content.linkUrl' })])
      .optional(),
    platform: z.string().max(20).optional(),
    version: z.string().trim().max(40).optional(),
    publish: z.enum(['draft', 'now', 'at'], { error: 'validation.invalid' }),
    publishTime: z.number().int().positive().optional(),
  })
  .refine((b) => b.publish !== 'at' || b.publishTime !== undefined, {
    error: 'validation.content.publishTime',
    path: ['publishTime'],
  });
export type SaveContentBody = z.input<typeof saveContentBodySchema>;

/** Publish now, at a time, or take an item back to draft. */
export const setContentStateBodySchema = z
  .strictObject({
    contentId: rowId,
    publish: z.enum(['draft', 'now', 'at'], { error: 'validation.invalid' }),
    publishTime: z.number().int().positive().optional(),
  })
  .refine((b) => b.publish !== 'at' || b.publishTime !== undefined, {
    error: 'validation.content.publishTime',
    path: ['publishTime'],
  });

/** An image or a document for the editor, as a data URL; checked by content and size. */
export const uploadContentFileBodySchema = z.strictObject({
  fileName: z.string().trim().min(1).max(120),
  data: z
    .string()
    .min(1)
    .max(Math.ceil((CONTENT_EDITOR_LIMITS.FILE_BYTES * 4) / 3) + 200),
});
export const contentFileSchema = attachmentSchema.extend({ kind: z.enum(['image', 'document']) });
export type ContentFile = z.infer<typeof contentFileSchema>;

/** One entry of the header menu as the editor edits it (up to three levels). */
export type NavigationItem = {
  name: z.infer<typeof localizedOutputSchema>;
  /** An in-site path ('/college'); or '' with `contentUrl`. */
  frontUrl: string;
  /** An external http(s) link (opens in a new tab). */
  contentUrl: string;
  visible: boolean;
  children: NavigationItem[];
};
export const navigationItemSchema: z.ZodType<NavigationItem> = z
  .lazy(() =>
    z.object({
      name: localizedOutputSchema,
      frontUrl: z.string(),
      contentUrl: z.string(),
      visible: z.boolean(),
      children: z.array(navigationItemSchema),
    }),
  )
  .meta({ id: 'NavigationItem' });

export type NavigationItemInput = {
  name: { zh_CN?: string | undefined; en_US?: string | undefined; zh_Hant?: string | undefined };
  frontUrl?: string | undefined;
  contentUrl?: string | undefined;
  visible?: boolean | undefined;
  children?: NavigationItemInput[] | undefined;
};
const inSitePath = z
  .string()
  .trim()
  .max(200)
  .regex(/^(\/[A-Za-z0-9._~\-/?=&%]*)?$/, { error: 'validation.content.menuPath' });
const externalLink = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'validation.content.linkUrl' }).max(500),
]);
export const navigationItemInputSchema: z.ZodType<NavigationItemInput> = z
  .lazy(() =>
    z.strictObject({
      name: localizedInputSchema(CONTENT_EDITOR_LIMITS.MENU_NAME).refine((n) => (n.zh_CN ?? '') !== '', {
        error: 'validation.content.nameRequired',
        path: ['zh_CN'],
      }),
      frontUrl: inSitePath.optional(),
      contentUrl: externalLink.optional(),
      visible: z.boolean().optional(),
      children: z.array(navigationItemInputSchema).max(20).optional(),
    }),
  )
  // Not 'NavigationItemInput': the OpenAPI generator names the input side of 'NavigationItem' so.
  .meta({ id: 'NavigationMenuEntry' });
/** The whole header menu (replaces the current one); at most three levels and MENU_ITEMS entries. */
export const saveNavigationBodySchema = z.strictObject({
  items: z.array(navigationItemInputSchema).max(20),
});
