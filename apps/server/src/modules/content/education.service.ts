import {
  EDUCATION_MODULES,
  type ContentDetail,
  type ContentItem,
  type ContentLink,
  type ContentTag,
  type ContentTypeNode,
  type CourseProgress,
  type ModuleShowInfo,
  type SearchHit,
} from '@copytrade/contracts/cms';
import { LOCALES, pickLocalized, type Locale } from '@copytrade/contracts/locale';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import type { SiteService } from '../sites/site.service';
import { excerptAround, planSearch, plainText, searchConfig } from './content-search';
import { MODULE_TEXTS } from './content.texts';
import {
  countView,
  courseLessons,
  findLatestItem,
  findServedFile,
  findPublishedItem,
  findTags,
  insertRead,
  lessonCounts,
  listTypes,
  neighbours,
  pageItems,
  publishedCounts,
  readLessonIds,
  relatedItems,
  searchItems,
  syncSearchState,
  tagCounts,
  writeSearchDocument,
  type ContentRow,
  type ContentTypeRow,
} from './content-items.repository';

/** Related items shown under an item. */
const RELATED_LIMIT = 4;
/** The class tree is at most three levels with its module: two levels of classes. */
const MAX_CLASS_DEPTH = 2;

type Deps = { db: Db; clock: Clock; sites: Pick<SiteService, 'row'> };

const text = (locale: Locale, value: LocalizedText | null | undefined) =>
  value ? pickLocalized(locale, value) : '';

type TypeTreeNode = ContentTypeRow & { children: TypeTreeNode[] };

/** The classes as trees per module (orphans and anything deeper than two levels are left out). */
function typeForest(rows: ContentTypeRow[]): TypeTreeNode[] {
  const grow = (parentId: number | null, depth: number): TypeTreeNode[] =>
    depth > MAX_CLASS_DEPTH
      ? []
      : rows.filter((r) => r.parentId === parentId).map((r) => ({ ...r, children: grow(r.id, depth + 1) }));
  return grow(null, 1);
}

/** A class and every class under it. */
function subtreeIds(node: TypeTreeNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

function findNode(forest: TypeTreeNode[], typeId: number): TypeTreeNode | undefined {
  for (const node of forest) {
    if (node.id === typeId) return node;
    const below = findNode(node.children, typeId);
    if (below) return below;
  }
  return undefined;
}

/**
 * The education area's reading side (issue 17): modules, class trees, tags, lists, items with their
 * neighbours and related items, courses and their progress, and search. Writing is the editor's
 * (content-editor.service.ts) and the seed's; both index an item through `indexItem`.
 */
export function createEducationService({ db, clock, sites }: Deps) {
  /** Rows as the API shows them, with their classes', tags' and lesson counts' names in one read each. */
  async function toItems(site: SiteScope, locale: Locale, rows: ContentRow[], withBody: boolean) {
    const [types, tags, lessons] = await Promise.all([
      listTypes(db, site.id, { hidden: true }),
      findTags(db, site.id, [...new Set(rows.flatMap((r) => r.tagIds))]),
      lessonCounts(
        db,
        site.id,
        clock.now(),
        rows.filter((r) => r.moduleCode === 'course' && r.parentId === null).map((r) => r.id),
      ),
    ]);
    return rows.map((row): ContentItem => {
      const type = types.find((t) => t.id === row.typeId);
      return {
        contentId: row.id,
        moduleCode: row.moduleCode,
        typeId: row.typeId,
        typeCode: type?.code ?? '',
        typeName: text(locale, type?.name),
        title: text(locale, row.title),
        summary: text(locale, row.summary),
        body: withBody ? text(locale, row.body) : '',
        cover: row.cover,
        tags: row.tagIds.flatMap((id) => {
          const tag = tags.find((t) => t.id === id);
          return tag ? [{ tagId: tag.id, code: tag.code, name: text(locale, tag.name) }] : [];
        }),
        // A document in several languages: the reader's first.
        attachments: [...row.attachments].sort(
          (a, b) => Number(b.language === locale) - Number(a.language === locale),
        ),
        linkUrl: row.linkUrl,
        platform: row.platform,
        version: row.version,
        parentId: row.parentId,
        sort: row.sort,
        lessonCount: lessons.get(row.id) ?? 0,
        indexLetter: row.indexLetter,
        viewCount: row.viewCount,
        seoTitle: text(locale, row.seoTitle) || text(locale, row.title),
        seoDescription: text(locale, row.seoDescription) || text(locale, row.summary),
        publishTime: row.publishTime.getTime(),
      };
    });
  }

  const link = (
    locale: Locale,
    row: { id: number; moduleCode: string; title: LocalizedText },
  ): ContentLink => ({
    contentId: row.id,
    moduleCode: row.moduleCode,
    title: text(locale, row.title),
  });

  async function forest(site: SiteScope, moduleCode?: string) {
    return typeForest(await listTypes(db, site.id, moduleCode ? { moduleCode } : {}));
  }

  function toNodes(locale: Locale, nodes: TypeTreeNode[], counts: Map<number, number>): ContentTypeNode[] {
    return nodes.map((node) => {
      const children = toNodes(locale, node.children, counts);
      return {
        typeId: node.id,
        moduleCode: node.moduleCode,
        code: node.code,
        name: text(locale, node.name),
        description: text(locale, node.description),
        itemCount: (counts.get(node.id) ?? 0) + children.reduce((sum, c) => sum + c.itemCount, 0),
        children,
      };
    });
  }

  async function publishedCourse(site: SiteScope, courseId: number) {
    const course = await findPublishedItem(db, site.id, courseId, clock.now());
    if (!course || course.moduleCode !== 'course' || course.parentId !== null)
      throw new AppError('NOT_FOUND');
    return course;
  }

  async function progressOf(site: SiteScope, userId: number, courseId: number): Promise<CourseProgress> {
    const [lessons, read] = await Promise.all([
      courseLessons(db, site.id, clock.now(), courseId),
      readLessonIds(db, site.id, userId, courseId),
    ]);
    const published = new Set(lessons.map((l) => l.id));
    return { courseId, lessonCount: lessons.length, readLessonIds: read.filter((id) => published.has(id)) };
  }

  return {
    /** `getModuleShowInfo`. */
    async moduleShowInfo(site: SiteScope, locale: Locale, moduleCode: string): Promise<ModuleShowInfo> {
      const [row, trees, counts] = await Promise.all([
        sites.row(site),
        forest(site, moduleCode),
        publishedCounts(db, site.id, clock.now()),
      ]);
      const texts = MODULE_TEXTS[moduleCode];
      return {
        moduleCode,
        name: texts ? texts.name[locale] : moduleCode,
        description: texts ? texts.description[locale] : '',
        shown: moduleCode === 'information' ? row.informationModuleFlag === 1 : true,
        itemCount: counts.byModule.get(moduleCode) ?? 0,
        classes: toNodes(locale, trees, counts.byType),
      };
    },

    /** `getContentTypeTree`. */
    async typeTree(site: SiteScope, locale: Locale, moduleCode?: string): Promise<ContentTypeNode[]> {
      const [trees, counts] = await Promise.all([
        forest(site, moduleCode),
        publishedCounts(db, site.id, clock.now()),
      ]);
      return toNodes(locale, trees, counts.byType);
    },

    /** `getTagListOfContent`. */
    async tags(
      site: SiteScope,
      locale: Locale,
      query: { moduleCode?: string; typeId?: number },
    ): Promise<ContentTag[]> {
      let typeIds: number[] | undefined;
      if (query.typeId) {
        const node = findNode(await forest(site), query.typeId);
        typeIds = node ? subtreeIds(node) : [];
      }
      const rows = await tagCounts(db, site.id, clock.now(), { moduleCode: query.moduleCode, typeIds });
      return rows.map(({ tag, n }) => ({
        tagId: tag.id,
        code: tag.code,
        name: text(locale, tag.name),
        count: n,
      }));
    },

    /** `getModuleContentList`. */
    async list(
      site: SiteScope,
      locale: Locale,
      query: {
        moduleCode: string;
        typeId?: number;
        tagId?: number;
        letter?: string;
        order: 'new' | 'hot' | 'sort';
        page: number;
        pageSize: number;
      },
    ): Promise<{ content: ContentItem[]; total: number }> {
      let typeIds: number[] | undefined;
      if (query.typeId) {
        const node = findNode(await forest(site, query.moduleCode), query.typeId);
        typeIds = node ? subtreeIds(node) : [];
      }
      const { rows, total } = await pageItems(
        db,
        site.id,
        clock.now(),
        {
          moduleCode: query.moduleCode,
          typeIds,
          tagId: query.tagId,
          letter: query.letter,
          order: query.order,
        },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      return { content: await toItems(site, locale, rows, false), total };
    },

    /** `getModuleContent`: the newest published item of a module, with its body. */
    async latest(site: SiteScope, locale: Locale, moduleCode: string): Promise<ContentItem> {
      const row = await findLatestItem(db, site.id, moduleCode, clock.now());
      if (!row) throw new AppError('NOT_FOUND');
      const [item] = await toItems(site, locale, [row], true);
      return item!;
    },

    /** `getContentByContentId`: counts one view. */
    async detail(site: SiteScope, locale: Locale, contentId: number): Promise<ContentDetail> {
      const now = clock.now();
      const row = await findPublishedItem(db, site.id, contentId, now);
      if (!row) throw new AppError('NOT_FOUND');
      await countView(db, site.id, row.id);
      const courseId = row.moduleCode === 'course' ? (row.parentId ?? row.id) : null;
      const [[item], around, related, course, lessons] = await Promise.all([
        toItems(site, locale, [{ ...row, viewCount: row.viewCount + 1 }], true),
        neighbours(db, site.id, now, row),
        row.parentId === null ? relatedItems(db, site.id, now, row, RELATED_LIMIT) : Promise.resolve([]),
        courseId === null || courseId === row.id
          ? Promise.resolve(row)
          : findPublishedItem(db, site.id, courseId, now),
        courseId === null ? Promise.resolve([]) : courseLessons(db, site.id, now, courseId),
      ]);
      return {
        ...item!,
        prev: around.prev ? link(locale, around.prev) : null,
        next: around.next ? link(locale, around.next) : null,
        related: await toItems(site, locale, related, false),
        course:
          courseId !== null && course
            ? {
                contentId: course.id,
                title: text(locale, course.title),
                lessons: lessons.map((l) => ({ ...link(locale, l), sort: l.sort })),
              }
            : null,
      };
    },

    /** `searchContent`: best match first; a text with nothing searchable finds nothing. */
    async search(
      site: SiteScope,
      locale: Locale,
      query: { q: string; moduleCode?: string; page: number; pageSize: number },
    ): Promise<{ content: SearchHit[]; total: number }> {
      const plan = planSearch(query.q, locale);
      if (plan.tsquery === null) return { content: [], total: 0 };
      const { rows, total } = await searchItems(
        db,
        site.id,
        clock.now(),
        locale,
        { ...plan, tsquery: plan.tsquery },
        query.moduleCode ? [query.moduleCode] : EDUCATION_MODULES,
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      const items = await toItems(site, locale, rows, false);
      return {
        content: rows.map((row, i) => {
          const body = plainText(text(locale, row.body));
          const summary = text(locale, row.summary);
          const inBody = plan.terms.some((t) => body.toLowerCase().includes(t.toLowerCase()));
          return {
            contentId: row.id,
            moduleCode: row.moduleCode,
            typeName: items[i]!.typeName,
            title: items[i]!.title,
            excerpt: inBody ? excerptAround(body, plan.terms) : summary,
            cover: row.cover,
            publishTime: row.publishTime.getTime(),
            terms: plan.terms,
          };
        }),
        total,
      };
    },

    /** A published item's title, description and cover for the page's Open Graph tags; null if none. */
    async pageMeta(site: SiteScope, locale: Locale, contentId: number) {
      const row = await findPublishedItem(db, site.id, contentId, clock.now());
      if (!row) return null;
      return {
        title: text(locale, row.seoTitle) || text(locale, row.title),
        description: text(locale, row.seoDescription) || text(locale, row.summary),
        image: row.cover,
      };
    },

    /** `queryContentFile`: a file a published item attaches. */
    async file(site: SiteScope, fileId: number) {
      const row = await findServedFile(db, site.id, fileId, clock.now());
      if (!row) throw new AppError('NOT_FOUND');
      return { fileName: row.fileName, mime: row.mime, data: row.data };
    },

    /** `queryCourseProgress`. */
    async progress(site: SiteScope, caller: Caller, courseId: number): Promise<CourseProgress> {
      await publishedCourse(site, courseId);
      return progressOf(site, caller.userId, courseId);
    },

    /** `readCourseLesson`. */
    async readLesson(site: SiteScope, caller: Caller, contentId: number): Promise<CourseProgress> {
      const lesson = await findPublishedItem(db, site.id, contentId, clock.now());
      if (!lesson || lesson.moduleCode !== 'course' || lesson.parentId === null)
        throw new AppError('NOT_FOUND');
      await publishedCourse(site, lesson.parentId);
      await insertRead(db, site.id, caller.userId, lesson.id);
      return progressOf(site, caller.userId, lesson.parentId);
    },
  };
}

/**
 * Writes an item's search documents, one per language (a language left empty is searched in Chinese
 * text), inside the writer's transaction `tx`. Only the education modules are searched.
 */
export async function indexItem(
  tx: Db,
  siteId: number,
  contentId: number,
  item: { moduleCode: string; title: LocalizedText; summary: LocalizedText; body: LocalizedText },
): Promise<void> {
  if (!(EDUCATION_MODULES as readonly string[]).includes(item.moduleCode)) return;
  for (const locale of LOCALES) {
    await writeSearchDocument(tx, siteId, contentId, locale, searchConfig(locale), {
      title: pickLocalized(locale, item.title),
      summary: pickLocalized(locale, item.summary),
      body: plainText(pickLocalized(locale, item.body)),
    });
  }
  await syncSearchState(tx, siteId, contentId);
}

export type EducationService = ReturnType<typeof createEducationService>;
