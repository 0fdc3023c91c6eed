import { readdirSync, readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '@copytrade/contracts/locale';
import { z } from 'zod';
import { parseContentFile, type LocalizedText } from './demo-content';

/*
 * The demo's education content (issue 17): college articles by class, two courses with their lessons, the
 * forex encyclopedia by topic, market information and the download centre with its PDF documents, in the
 * three languages. Words live in `content/` as Markdown, one file per item and language; the JSON index
 * files say which items there are, their class, tags, order, related entries and age (see content/README.md).
 */

const text = z.strictObject({
  zh_CN: z.string().min(1),
  en_US: z.string().min(1),
  zh_Hant: z.string().min(1),
});
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const tagNames = z.record(slug, text);
const daysAgo = z.number().int().min(0).max(400);

const classFile = z.strictObject({
  code: slug,
  sort: z.number().int(),
  name: text,
  description: text,
  tags: tagNames,
  items: z.array(z.strictObject({ slug, tags: z.array(slug), daysAgo, related: z.array(slug).optional() })),
});
const courseFile = z.strictObject({
  slug,
  sort: z.number().int(),
  daysAgo,
  tags: z.array(slug),
  tagNames,
  lessons: z.array(slug).min(1),
});
const informationFile = z.strictObject({
  tags: tagNames,
  items: z.array(z.strictObject({ slug, tags: z.array(slug), daysAgo })),
});
const downloadsFile = z.strictObject({
  classes: z.array(z.strictObject({ code: slug, sort: z.number().int(), name: text, description: text })),
  items: z.array(
    z.strictObject({
      slug,
      class: slug,
      platform: z.enum(['windows', 'mac', 'web', 'android', 'ios', 'mt4-ea', 'pdf']),
      version: z.string(),
      linkUrl: z.url().optional(),
      pdf: slug.optional(),
      daysAgo,
    }),
  ),
});

export type EducationClass = { code: string; sort: number; name: LocalizedText; description: LocalizedText };
export type EducationItem = {
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  tags: string[];
  daysAgo: number;
  related?: string[];
  /** Downloads. */
  platform?: string;
  version?: string;
  linkUrl?: string;
  pdf?: string;
};
export type EducationModuleSeed = {
  moduleCode: 'article' | 'course' | 'encyclopedia' | 'information' | 'download';
  classes: (EducationClass & { items: EducationItem[] })[];
  /** Items without a class (information; courses, each with its lessons). */
  items: (EducationItem & { lessons?: EducationItem[]; sort?: number })[];
};
export type PdfDocument = { name: string; title: LocalizedText; summary: LocalizedText; body: LocalizedText };

const folder = (relative: string) => new URL(`./content/${relative}`, import.meta.url);

/** Every file this reader opened, relative to content/ (the demo content test compares it with the folder). */
export const EDUCATION_FILES: string[] = [];

function readJson<T>(relative: string, schema: z.ZodType<T>): T {
  EDUCATION_FILES.push(relative);
  const parsed = schema.safeParse(JSON.parse(readFileSync(folder(relative), 'utf8')));
  if (!parsed.success) throw new Error(`${relative}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function readTexts(base: string) {
  const read = (locale: Locale) => {
    const name = `${base}.${locale}.md`;
    EDUCATION_FILES.push(name);
    return parseContentFile(readFileSync(folder(name), 'utf8'), name);
  };
  const [zh, en, hant] = LOCALES.map(read) as [
    ReturnType<typeof read>,
    ReturnType<typeof read>,
    ReturnType<typeof read>,
  ];
  const pick = (key: 'title' | 'summary' | 'body'): LocalizedText => ({
    zh_CN: zh[key],
    en_US: en[key],
    zh_Hant: hant[key],
  });
  return { title: pick('title'), summary: pick('summary'), body: pick('body') };
}

const jsonFiles = (relative: string) =>
  readdirSync(folder(relative))
    .filter((name) => name.endsWith('.json'))
    .sort();

/** All tag names the index files give (the same code names the same tag everywhere). */
export const EDUCATION_TAGS = new Map<string, LocalizedText>();

function addTags(names: Record<string, LocalizedText>, where: string) {
  for (const [code, name] of Object.entries(names)) EDUCATION_TAGS.set(code, name);
  void where;
}

function classesOf(dir: string, itemsDir: string): EducationModuleSeed['classes'] {
  return jsonFiles(dir)
    .map((file) => {
      const data = readJson(`${dir}/${file}`, classFile);
      addTags(data.tags, file);
      return {
        code: data.code,
        sort: data.sort,
        name: data.name,
        description: data.description,
        items: data.items.map((item) => ({ ...item, ...readTexts(`${itemsDir}/${item.slug}`) })),
      };
    })
    .sort((a, b) => a.sort - b.sort);
}

function readCourses(): EducationModuleSeed['items'] {
  return readdirSync(folder('college/courses'))
    .sort()
    .map((dir) => {
      const data = readJson(`college/courses/${dir}/course.json`, courseFile);
      addTags(data.tagNames, dir);
      return {
        slug: data.slug,
        sort: data.sort,
        tags: data.tags,
        daysAgo: data.daysAgo,
        ...readTexts(`college/courses/${dir}/course`),
        lessons: data.lessons.map((lesson) => ({
          slug: lesson,
          tags: data.tags,
          daysAgo: data.daysAgo,
          ...readTexts(`college/courses/${dir}/${lesson}`),
        })),
      };
    })
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}

function readInformation(): EducationModuleSeed['items'] {
  const data = readJson('information/index.json', informationFile);
  addTags(data.tags, 'information');
  return data.items.map((item) => ({ ...item, ...readTexts(`information/${item.slug}`) }));
}

function readDownloads(): { module: EducationModuleSeed; pdfs: PdfDocument[] } {
  const data = readJson('downloads/index.json', downloadsFile);
  const classes = data.classes
    .map((c) => ({
      ...c,
      items: data.items
        .filter((item) => item.class === c.code)
        .map((item) => ({ ...item, tags: [], ...readTexts(`downloads/${item.slug}`) })),
    }))
    .sort((a, b) => a.sort - b.sort);
  const unknown = data.items.filter((item) => !data.classes.some((c) => c.code === item.class));
  if (unknown.length > 0)
    throw new Error(`downloads/index.json: no class for ${unknown.map((i) => i.slug).join(', ')}`);
  const names = [...new Set(data.items.flatMap((item) => (item.pdf ? [item.pdf] : [])))];
  const pdfs = names.map((name) => ({ name, ...readTexts(`downloads/pdf/${name}`) }));
  return { module: { moduleCode: 'download', classes, items: [] }, pdfs };
}

const downloads = readDownloads();

export const EDUCATION_MODULES_SEED: EducationModuleSeed[] = [
  { moduleCode: 'article', classes: classesOf('college/classes', 'college/articles'), items: [] },
  { moduleCode: 'course', classes: [], items: readCourses() },
  { moduleCode: 'encyclopedia', classes: classesOf('encyclopedia/topics', 'encyclopedia'), items: [] },
  { moduleCode: 'information', classes: [], items: readInformation() },
  downloads.module,
];

export const EDUCATION_PDFS: PdfDocument[] = downloads.pdfs;

/** Tags an item names that no index file names (the seed test expects none). */
export function unnamedTags(): string[] {
  const used = EDUCATION_MODULES_SEED.flatMap((m) => [
    ...m.classes.flatMap((c) => c.items.flatMap((i) => i.tags)),
    ...m.items.flatMap((i) => [...i.tags, ...(i.lessons ?? []).flatMap((l) => l.tags)]),
  ]);
  return [...new Set(used)].filter((code) => !EDUCATION_TAGS.has(code));
}
