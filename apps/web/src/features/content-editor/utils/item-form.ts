import type { Attachment, EducationModule } from '@copytrade/contracts/cms';
import type { AdminContent, SaveContentBody } from '@copytrade/contracts/cms-admin';
import { LOCALES, type Locale } from '@copytrade/contracts/locale';
import type { FieldError } from '@copytrade/contracts/envelope';
import dayjs, { type Dayjs } from 'dayjs';

export type Texts = { zh_CN: string; en_US: string; zh_Hant: string };
export type PublishMode = SaveContentBody['publish'];

/** The item editor's form. */
export type ItemValues = {
  typeId: number | null;
  /** A lesson's course. */
  parentId: number | null;
  sort: number | null;
  title: Texts;
  summary: Texts;
  body: Texts;
  seoTitle: Texts;
  seoDescription: Texts;
  cover: string;
  tags: string[];
  attachments: Attachment[];
  platform: string;
  version: string;
  linkUrl: string;
  publish: PublishMode;
  publishTime: Dayjs | null;
};

/** The texts every language of an item has. */
export const LOCALIZED_FIELDS = ['title', 'summary', 'body', 'seoTitle', 'seoDescription'] as const;
type LocalizedField = (typeof LOCALIZED_FIELDS)[number];

/** The form's fields as the server names them ('title.en_US', 'cover'): where its field errors go. */
export const ITEM_FIELDS: readonly string[] = [
  ...LOCALIZED_FIELDS.flatMap((field) => LOCALES.map((locale) => `${field}.${locale}`)),
  'typeId',
  'parentId',
  'sort',
  'cover',
  'tags',
  'attachments',
  'platform',
  'version',
  'linkUrl',
  'publish',
  'publishTime',
];

const EMPTY_TEXTS: Texts = { zh_CN: '', en_US: '', zh_Hant: '' };

/** The modules whose items are downloads (platform, version, external link). */
export const isDownloadModule = (moduleCode: EducationModule) => moduleCode === 'download';
/** The module whose items can be lessons of another item (a course). */
export const isCourseModule = (moduleCode: EducationModule) => moduleCode === 'course';

/**
 * How an item is published in the form: a scheduled item keeps its time, a published one is published
 * (again) on save, a draft stays one.
 */
function publishOf(content: AdminContent): Pick<ItemValues, 'publish' | 'publishTime'> {
  if (content.state === 'scheduled') return { publish: 'at', publishTime: dayjs(content.publishTime) };
  if (content.state === 'published') return { publish: 'now', publishTime: null };
  return { publish: 'draft', publishTime: null };
}

/** A tag's name in the site's default language (the language tags are saved in), Chinese otherwise. */
function tagName(tag: AdminContent['tags'][number], tagLocale: Locale): string {
  return tag.name[tagLocale] || tag.name.zh_CN || tag.code;
}

/** The form's first values: the item's, or an empty draft (in the class the list is filtered on). */
export function valuesOf(
  content: AdminContent | null,
  options: { tagLocale: Locale; typeId?: number | null },
): ItemValues {
  if (!content) {
    return {
      typeId: options.typeId ?? null,
      parentId: null,
      sort: 0,
      title: { ...EMPTY_TEXTS },
      summary: { ...EMPTY_TEXTS },
      body: { ...EMPTY_TEXTS },
      seoTitle: { ...EMPTY_TEXTS },
      seoDescription: { ...EMPTY_TEXTS },
      cover: '',
      tags: [],
      attachments: [],
      platform: '',
      version: '',
      linkUrl: '',
      publish: 'draft',
      publishTime: null,
    };
  }
  return {
    typeId: content.typeId,
    parentId: content.parentId,
    sort: content.sort,
    title: { ...content.title },
    summary: { ...content.summary },
    body: { ...content.body },
    seoTitle: { ...content.seoTitle },
    seoDescription: { ...content.seoDescription },
    cover: content.cover,
    tags: content.tags.map((tag) => tagName(tag, options.tagLocale)),
    attachments: content.attachments,
    platform: content.platform,
    version: content.version,
    linkUrl: content.linkUrl,
    ...publishOf(content),
  };
}

function trimmed(texts: Texts | undefined): Texts {
  return {
    zh_CN: (texts?.zh_CN ?? '').trim(),
    en_US: (texts?.en_US ?? '').trim(),
    zh_Hant: (texts?.zh_Hant ?? '').trim(),
  };
}

/**
 * What adminSaveContent takes for the form: every language of every text (trimmed; the body keeps its
 * inner whitespace), the files by URL, the download fields only for downloads and the course only for
 * lessons; `publishTime` only when publishing at a time.
 */
export function bodyOf(
  values: ItemValues,
  target: { moduleCode: EducationModule; contentId: number | null },
): SaveContentBody {
  const texts = Object.fromEntries(
    LOCALIZED_FIELDS.map((field) => [field, trimmed(values[field])]),
  ) as Record<LocalizedField, Texts>;
  const publishTime =
    values.publish === 'at' && values.publishTime ? values.publishTime.valueOf() : undefined;
  return {
    ...(target.contentId === null ? {} : { contentId: target.contentId }),
    moduleCode: target.moduleCode,
    typeId: values.typeId ?? null,
    ...(isCourseModule(target.moduleCode) ? { parentId: values.parentId ?? null } : {}),
    sort: values.sort ?? 0,
    ...texts,
    cover: values.cover ?? '',
    tags: (values.tags ?? []).map((tag) => tag.trim()).filter((tag) => tag !== ''),
    attachments: (values.attachments ?? []).map((file) => file.url),
    ...(isDownloadModule(target.moduleCode)
      ? {
          platform: values.platform ?? '',
          version: (values.version ?? '').trim(),
          linkUrl: (values.linkUrl ?? '').trim(),
        }
      : {}),
    publish: values.publish,
    ...(publishTime === undefined ? {} : { publishTime }),
  };
}

/**
 * The server's field errors placed on the form's fields: each goes to the deepest field of the form its
 * path starts with ('tags.2' goes under the tags, 'title.en_US' under the English title). Errors no field
 * takes are answered apart.
 */
export function placeFieldErrors(
  errors: readonly FieldError[],
  fields: readonly string[] = ITEM_FIELDS,
): { placed: { name: (string | number)[]; errors: string[] }[]; unplaced: string[] } {
  const known = new Set(fields);
  const byField = new Map<string, string[]>();
  const unplaced: string[] = [];
  for (const error of errors) {
    const parts = error.field.split('.');
    let field: string | null = null;
    for (let length = parts.length; length > 0 && field === null; length -= 1) {
      const candidate = parts.slice(0, length).join('.');
      if (known.has(candidate)) field = candidate;
    }
    if (field === null) unplaced.push(error.message);
    else byField.set(field, [...(byField.get(field) ?? []), error.message]);
  }
  return {
    placed: [...byField].map(([field, messages]) => ({ name: field.split('.'), errors: messages })),
    unplaced,
  };
}

/** The language of the first placed error, to show its tab. */
export function localeOfFirstError(placed: readonly { name: (string | number)[] }[]): Locale | null {
  for (const item of placed) {
    const locale = LOCALES.find((candidate) => item.name[1] === candidate);
    if (locale) return locale;
  }
  return null;
}

/** `text` with `insert` put in place of the selection [start, end), and where the cursor goes after it. */
export function insertAt(
  text: string,
  insert: string,
  start: number,
  end: number = start,
): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), cursor: from + insert.length };
}

/** The Markdown of a picture: `![name](url)`, the name without brackets that would end it. */
export function imageMarkdown(fileName: string, url: string): string {
  const alt = fileName.replace(/\.[A-Za-z0-9]+$/, '').replace(/[[\]]/g, '');
  return `![${alt}](${url})`;
}
