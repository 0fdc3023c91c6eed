import { createHash } from 'node:crypto';
import { contentFileUrl } from '@copytrade/contracts/cms';
import { LOCALES, type Locale } from '@copytrade/contracts/locale';
import {
  ensureTag,
  insertFile,
  insertItem,
  insertType,
  setRelated,
} from '../../modules/content/content-items.repository';
import { indexItem } from '../../modules/content/education.service';
import { canRender, renderPdf } from '../../modules/content/pdf-document';
import type { Db } from '../client';
import type { ContentAttachment } from '../schema/content';
import {
  EDUCATION_MODULES_SEED,
  EDUCATION_PDFS,
  EDUCATION_TAGS,
  type EducationItem,
  type PdfDocument,
} from './demo-education';

const DAY = 24 * 3600_000;

const LANGUAGE_NAMES: Record<Locale, string> = { zh_CN: '简体中文', en_US: 'English', zh_Hant: '繁體中文' };

/** The encyclopedia's A-Z letter: the English title's first letter ('#' for a digit or anything else). */
function letterOf(title: string): string {
  const first = title.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/**
 * The PDF files of a document, one per language this machine can render (Chinese needs a CJK font, see
 * pdf-document.ts; English always renders), stored as content files.
 */
async function storePdfs(
  db: Db,
  siteId: number,
  brand: string,
  doc: PdfDocument,
): Promise<ContentAttachment[]> {
  const files: ContentAttachment[] = [];
  for (const locale of LOCALES) {
    if (!canRender(doc.body[locale] + doc.title[locale])) continue;
    const data = await renderPdf({
      title: doc.title[locale],
      subtitle: `${brand} · ${doc.summary[locale]}`,
      markdown: doc.body[locale],
    });
    const fileName = `${brand.replace(/\s+/g, '-')}-${doc.name}-${locale}.pdf`;
    const id = await insertFile(db, {
      siteId,
      fileName,
      mime: 'application/pdf',
      data,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
    files.push({
      fileName: `${doc.title[locale]} (${LANGUAGE_NAMES[locale]}).pdf`,
      url: contentFileUrl(id),
      size: data.length,
      mime: 'application/pdf',
      language: locale,
    });
  }
  return files;
}

/**
 * Writes the demo's education content into a site: classes, tags, items (published `daysAgo` before
 * `now`), course lessons in order, the encyclopedia's related entries, the download centre's PDF files,
 * and every item's search documents.
 */
export async function seedEducation(db: Db, siteId: number, brand: string, now: Date): Promise<void> {
  const tagIds = new Map<string, number>();
  for (const [code, name] of EDUCATION_TAGS) tagIds.set(code, await ensureTag(db, siteId, code, name));
  const pdfFiles = new Map<string, ContentAttachment[]>();
  for (const doc of EDUCATION_PDFS) pdfFiles.set(doc.name, await storePdfs(db, siteId, brand, doc));

  const bySlug = new Map<string, number>();
  const related: { id: number; slugs: string[] }[] = [];

  async function write(
    moduleCode: string,
    item: EducationItem,
    place: { typeId: number | null; parentId: number | null; sort: number },
  ): Promise<number> {
    const publishTime = new Date(now.getTime() - item.daysAgo * DAY);
    const id = await insertItem(db, {
      siteId,
      moduleCode,
      typeId: place.typeId,
      parentId: place.parentId,
      slug: item.slug,
      sort: place.sort,
      title: item.title,
      summary: item.summary,
      body: item.body,
      tagIds: item.tags.flatMap((code) => (tagIds.has(code) ? [tagIds.get(code)!] : [])),
      attachments: item.pdf ? (pdfFiles.get(item.pdf) ?? []) : [],
      linkUrl: item.linkUrl ?? '',
      platform: item.platform ?? '',
      version: item.version ?? '',
      indexLetter: moduleCode === 'encyclopedia' ? letterOf(item.title.en_US) : '',
      status: 1,
      publishTime,
      createdAt: publishTime,
      updatedAt: publishTime,
    });
    await indexItem(db, siteId, id, { moduleCode, ...item });
    bySlug.set(`${moduleCode}/${item.slug}`, id);
    if (item.related) related.push({ id, slugs: item.related.map((s) => `${moduleCode}/${s}`) });
    return id;
  }

  for (const module of EDUCATION_MODULES_SEED) {
    for (const cls of module.classes) {
      const typeId = await insertType(db, {
        siteId,
        moduleCode: module.moduleCode,
        parentId: null,
        code: cls.code,
        name: cls.name,
        description: cls.description,
        sort: cls.sort,
      });
      for (const [index, item] of cls.items.entries()) {
        await write(module.moduleCode, item, { typeId, parentId: null, sort: index + 1 });
      }
    }
    for (const [index, item] of module.items.entries()) {
      const id = await write(module.moduleCode, item, {
        typeId: null,
        parentId: null,
        sort: item.sort ?? index + 1,
      });
      for (const [position, lesson] of (item.lessons ?? []).entries()) {
        await write(module.moduleCode, lesson, { typeId: null, parentId: id, sort: position + 1 });
      }
    }
  }
  for (const { id, slugs } of related) {
    const ids = slugs.map((s) => bySlug.get(s));
    if (ids.some((x) => x === undefined)) throw new Error(`related entry missing among ${slugs.join(', ')}`);
    await setRelated(db, siteId, id, ids as number[]);
  }
}
