import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { contentFileUrl, DOWNLOAD_PLATFORMS } from '@copytrade/contracts/cms';
import {
  CONTENT_EDITOR_LIMITS,
  type AdminContent,
  type AdminContentRow,
  type AdminContentType,
  type ContentFile,
  type ContentState,
  type NavigationItem,
  type NavigationItemInput,
  type saveContentBodySchema,
  type saveContentTypeBodySchema,
} from '@copytrade/contracts/cms-admin';
import type { FieldError } from '@copytrade/contracts/envelope';
import type { Locale } from '@copytrade/contracts/locale';
import { translate } from '@copytrade/contracts/messages';
import type { LocalizedOutput } from '@copytrade/contracts/site-settings';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import type { ContentAttachment } from '../../db/schema/content';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import type { SiteSettingsService } from '../sites/site-settings.service';
import { decodeImage } from '../uploads/image-decode';
import {
  findTags,
  insertFile,
  insertItem,
  insertType,
  listTypes,
  type ContentRow,
  type ContentTypeRow,
} from './content-items.repository';
import {
  deleteItem,
  deleteType,
  findFilesMeta,
  findItem,
  findTagByName,
  findType,
  hasLessons,
  insertTag,
  itemCountsByType,
  nextLessonSort,
  nextTypeSort,
  pageAdminItems,
  setTagCode,
  typeInUse,
  updateItem,
  updateType,
} from './content-editor.repository';
import { deleteColumns, insertColumn, listAllColumns } from './content.repository';
import { buildTree, MAX_MENU_DEPTH } from './content.service';
import { indexItem } from './education.service';

type Deps = {
  db: Db;
  clock: Clock;
  /** The admin check, the site row lock and the audit writer (site settings). */
  settings: Pick<SiteSettingsService, 'withLockedSite'>;
};

type SaveTypeBody = z.output<typeof saveContentTypeBodySchema>;
type SaveContentBody = z.output<typeof saveContentBodySchema>;
type Publish = { publish: 'draft' | 'now' | 'at'; publishTime?: number | undefined };
type TextInput = { zh_CN?: string | undefined; en_US?: string | undefined; zh_Hant?: string | undefined };

/** Two levels of classes under a module (three with it). */
const MAX_CLASS_DEPTH = 2;

const IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const DOCUMENT_MIMES = ['application/pdf'];

const full = (t: LocalizedText | null | undefined): LocalizedOutput => ({
  zh_CN: t?.zh_CN ?? '',
  en_US: t?.en_US ?? '',
  zh_Hant: t?.zh_Hant ?? '',
});

/** The stored text with the languages the input gives replaced (a language left out keeps what it had). */
const merged = (was: LocalizedText | null | undefined, input: TextInput | undefined): LocalizedText => {
  const base = full(was);
  return {
    zh_CN: input?.zh_CN ?? base.zh_CN,
    en_US: input?.en_US ?? base.en_US,
    zh_Hant: input?.zh_Hant ?? base.zh_Hant,
  };
};

/** A code from a name: lower-case ASCII letters and digits joined by '-', '' when none. */
function slugOf(name: string): string {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
    .slice(0, 40)
    .replace(/-$/, '');
}

/** The encyclopedia's A-Z letter from the English title ('#' otherwise), as the demo seed writes it. */
const letterOf = (title: string) => {
  const first = title.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
};

/** An item's state at `now`: a draft, published at a later time, or served. */
function stateOf(row: { status: number; publishTime: Date }, now: Date): ContentState {
  if (row.status === 0) return 'draft';
  return row.publishTime.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** The id of a content file's URL (the contract's pattern has checked its shape). */
const fileIdOf = (url: string) => Number(new URL(url, 'http://site').searchParams.get('id'));

type TypeNode = ContentTypeRow & { children: TypeNode[] };

function typeForest(rows: ContentTypeRow[]): TypeNode[] {
  const grow = (parentId: number | null, depth: number): TypeNode[] =>
    depth > MAX_CLASS_DEPTH
      ? []
      : rows.filter((r) => r.parentId === parentId).map((r) => ({ ...r, children: grow(r.id, depth + 1) }));
  return grow(null, 1);
}

function toAdminType(node: TypeNode, counts: Map<number, number>): AdminContentType {
  const children = node.children.map((c) => toAdminType(c, counts));
  return {
    typeId: node.id,
    moduleCode: node.moduleCode,
    parentId: node.parentId,
    code: node.code,
    name: full(node.name),
    description: full(node.description),
    visible: node.visible,
    sort: node.sort,
    itemCount: (counts.get(node.id) ?? 0) + children.reduce((sum, c) => sum + c.itemCount, 0),
    children,
  };
}

function findNode(forest: TypeNode[], typeId: number): TypeNode | undefined {
  for (const node of forest) {
    if (node.id === typeId) return node;
    const below = findNode(node.children, typeId);
    if (below) return below;
  }
  return undefined;
}

const subtreeIds = (node: TypeNode): number[] => [node.id, ...node.children.flatMap(subtreeIds)];

/** What the audit log keeps of a class. */
const typeAudit = (row: Pick<ContentTypeRow, 'id' | 'parentId' | 'name' | 'visible' | 'description'>) => ({
  typeId: row.id,
  parentId: row.parentId,
  name: full(row.name),
  description: full(row.description),
  visible: row.visible,
});

/** What the audit log keeps of an item: everything but the bodies (their lengths instead). */
function itemAudit(row: ContentRow, now: Date) {
  const body = full(row.body);
  return {
    contentId: row.id,
    moduleCode: row.moduleCode,
    typeId: row.typeId,
    parentId: row.parentId,
    title: full(row.title),
    state: stateOf(row, now),
    publishTime: row.publishTime.getTime(),
    bodyLength: { zh_CN: body.zh_CN.length, en_US: body.en_US.length, zh_Hant: body.zh_Hant.length },
    cover: row.cover,
    tagIds: row.tagIds,
    attachments: row.attachments.map((a) => a.url),
  };
}

function toNavigation(nodes: ReturnType<typeof buildTree>): NavigationItem[] {
  return nodes.map((node) => ({
    name: full(node.name),
    frontUrl: node.frontUrl,
    contentUrl: node.contentUrl,
    visible: node.visible,
    children: toNavigation(node.children),
  }));
}

/** The deepest level and the number of entries of a menu. */
function menuShape(items: NavigationItemInput[], level = 1): { depth: number; entries: number } {
  let depth = items.length > 0 ? level : 0;
  let entries = items.length;
  for (const item of items) {
    const below = menuShape(item.children ?? [], level + 1);
    depth = Math.max(depth, below.depth);
    entries += below.entries;
  }
  return { depth, entries };
}

/**
 * The site admin's content editor (issue 17, section 4): the class tree of each education module, the
 * items in every state (texts in three languages, cover and attachments of the site's content files, tags
 * by name, publish now / at a time / unpublish) and the header menu. Every change runs in site settings'
 * `withLockedSite` (the admin check, the site row held, one audit row) and every read checks the admin;
 * every query is scoped by the site, so another site's ids answer 404. An item's search documents are
 * written in the transaction that changes its texts.
 */
export function createContentEditorService({ db, clock, settings }: Deps) {
  function assertAdmin(caller: Caller): void {
    if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
  }

  const fieldError = (locale: Locale, field: string, key: string): FieldError => ({
    field,
    message: translate(locale, key),
  });

  function refuse(errors: FieldError[]): void {
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: errors });
  }

  async function forestOf(db_: Db, siteId: number, moduleCode: string) {
    const [rows, counts] = await Promise.all([
      listTypes(db_, siteId, { moduleCode, hidden: true }),
      itemCountsByType(db_, siteId, moduleCode),
    ]);
    return { forest: typeForest(rows), counts };
  }

  /** The admin's view of an item. */
  async function contentView(db_: Db, siteId: number, row: ContentRow): Promise<AdminContent> {
    const tags = await findTags(db_, siteId, row.tagIds);
    return {
      ...rowView(row, clock.now()),
      summary: full(row.summary),
      body: full(row.body),
      seoTitle: full(row.seoTitle),
      seoDescription: full(row.seoDescription),
      sort: row.sort,
      cover: row.cover,
      tags: row.tagIds.flatMap((id) => {
        const tag = tags.find((t) => t.id === id);
        return tag ? [{ code: tag.code, name: full(tag.name) }] : [];
      }),
      attachments: row.attachments,
      linkUrl: row.linkUrl,
      platform: row.platform,
      version: row.version,
    };
  }

  function rowView(row: ContentRow, now: Date): AdminContentRow {
    return {
      contentId: row.id,
      moduleCode: row.moduleCode,
      typeId: row.typeId,
      parentId: row.parentId,
      title: full(row.title),
      state: stateOf(row, now),
      publishTime: row.publishTime.getTime(),
      updateTime: row.updatedAt.getTime(),
      viewCount: row.viewCount,
    };
  }

  async function itemOf(db_: Db, site: SiteScope, contentId: number): Promise<ContentRow> {
    const row = await findItem(db_, site.id, contentId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The status and time a publish choice gives; a time to publish at must be in the future. */
  function publishing(
    body: Publish,
    was: { status: number; publishTime: Date } | undefined,
    now: Date,
    locale: Locale,
    errors: FieldError[],
  ): { status: number; publishTime: Date } {
    if (body.publish === 'draft') return { status: 0, publishTime: was?.publishTime ?? now };
    if (body.publish === 'now') {
      // Saving an item already served keeps its date (a fixed typo does not make an old article new).
      if (was && stateOf(was, now) === 'published') return { status: 1, publishTime: was.publishTime };
      return { status: 1, publishTime: now };
    }
    const at = body.publishTime ?? 0;
    if (at <= now.getTime()) errors.push(fieldError(locale, 'publishTime', 'validation.content.publishTime'));
    return { status: 1, publishTime: new Date(at) };
  }

  /** The ids of the tags named `names` (a new name makes a tag named so in every language). */
  async function tagIdsOf(tx: Db, siteId: number, names: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of names) {
      const found = await findTagByName(tx, siteId, name);
      let id = found?.id;
      if (id === undefined) {
        const label = { zh_CN: name, en_US: name, zh_Hant: name };
        const slug = slugOf(name);
        id = slug ? await insertTag(tx, siteId, slug, label) : undefined;
        if (id === undefined) {
          // No slug, or another tag has it: the code is the new row's id (held under the site lock).
          id = (await insertTag(tx, siteId, `t-new-${siteId}`, label))!;
          await setTagCode(tx, siteId, id, `t${id}`);
        }
      }
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  /** The cover's and attachments' files, checked to be the site's (an image for the cover). */
  async function filesOf(
    tx: Db,
    siteId: number,
    body: Pick<SaveContentBody, 'cover' | 'attachments'>,
    locale: Locale,
    errors: FieldError[],
  ): Promise<ContentAttachment[] | undefined> {
    const coverId = body.cover ? fileIdOf(body.cover) : undefined;
    const attachmentIds = (body.attachments ?? []).map(fileIdOf);
    const files = await findFilesMeta(tx, siteId, [
      ...new Set([...(coverId ? [coverId] : []), ...attachmentIds]),
    ]);
    if (coverId !== undefined) {
      const cover = files.find((f) => f.id === coverId);
      if (!cover?.mime.startsWith('image/'))
        errors.push(fieldError(locale, 'cover', 'validation.content.fileUrl'));
    }
    if (body.attachments === undefined) return undefined;
    const attachments: ContentAttachment[] = [];
    for (const id of attachmentIds) {
      const file = files.find((f) => f.id === id);
      if (!file) {
        errors.push(fieldError(locale, 'attachments', 'validation.content.fileUrl'));
        return [];
      }
      if (!attachments.some((a) => a.url === contentFileUrl(id)))
        attachments.push({
          fileName: file.fileName,
          url: contentFileUrl(id),
          size: file.size,
          mime: file.mime,
        });
    }
    return attachments;
  }

  /** The class and the course an item is put under, checked; field errors otherwise. */
  async function placeOf(
    tx: Db,
    siteId: number,
    body: SaveContentBody,
    was: ContentRow | undefined,
    locale: Locale,
    errors: FieldError[],
  ) {
    const typeId = body.typeId === undefined ? (was?.typeId ?? null) : body.typeId;
    if (typeId !== null) {
      const type = await findType(tx, siteId, typeId);
      if (type?.moduleCode !== body.moduleCode)
        errors.push(fieldError(locale, 'typeId', 'validation.invalid'));
    }
    const parentId = body.parentId === undefined ? (was?.parentId ?? null) : body.parentId;
    if (parentId !== null) {
      const course = parentId === was?.id ? undefined : await findItem(tx, siteId, parentId);
      const isCourse =
        body.moduleCode === 'course' && course?.moduleCode === 'course' && course.parentId === null;
      // A course with lessons cannot become a lesson itself (lessons are one level).
      if (!isCourse || (was && (await hasLessons(tx, siteId, was.id))))
        errors.push(fieldError(locale, 'parentId', 'validation.invalid'));
    }
    return { typeId, parentId };
  }

  return {
    /** `adminQueryContentTypes`. */
    async types(site: SiteScope, caller: Caller, moduleCode: string): Promise<AdminContentType[]> {
      assertAdmin(caller);
      const { forest, counts } = await forestOf(db, site.id, moduleCode);
      return forest.map((node) => toAdminType(node, counts));
    },

    /** `adminSaveContentType`: adds a class (last among its siblings) or changes one. */
    async saveType(
      site: SiteScope,
      caller: Caller,
      body: SaveTypeBody,
      locale: Locale,
    ): Promise<AdminContentType[]> {
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        let typeId: number;
        if (body.typeId !== undefined) {
          const was = await findType(tx, site.id, body.typeId);
          if (was?.moduleCode !== body.moduleCode) throw new AppError('NOT_FOUND');
          const values = {
            name: merged(was.name, body.name),
            description: merged(was.description, body.description),
            visible: body.visible ?? was.visible,
          };
          await updateType(tx, site.id, was.id, values);
          await audit('content.type.update', typeAudit(was), typeAudit({ ...was, ...values }));
          typeId = was.id;
        } else {
          const parentId = body.parentId ?? null;
          if (parentId !== null) {
            const parent = await findType(tx, site.id, parentId);
            if (parent?.moduleCode !== body.moduleCode || parent.parentId !== null)
              refuse([fieldError(locale, 'parentId', 'validation.invalid')]);
          }
          const taken = new Set(
            (await listTypes(tx, site.id, { moduleCode: body.moduleCode, hidden: true })).map((t) => t.code),
          );
          const base = slugOf(body.name.en_US ?? '') || 'class';
          let code = base;
          for (let n = 2; taken.has(code); n += 1) code = `${base}-${n}`;
          const values = {
            siteId: site.id,
            moduleCode: body.moduleCode,
            parentId,
            code,
            name: merged(undefined, body.name),
            description: merged(undefined, body.description),
            sort: await nextTypeSort(tx, site.id, body.moduleCode, parentId),
          };
          typeId = await insertType(tx, values);
          if (body.visible === false) await updateType(tx, site.id, typeId, { visible: false });
          await audit(
            'content.type.add',
            {},
            typeAudit({ id: typeId, ...values, visible: body.visible ?? true }),
          );
        }
        const { forest, counts } = await forestOf(tx, site.id, body.moduleCode);
        const node = findNode(forest, typeId);
        return node ? [toAdminType(node, counts)] : [];
      });
    },

    /** `adminSortContentTypes`: typeIds must be exactly the siblings under parentId. */
    async sortTypes(
      site: SiteScope,
      caller: Caller,
      body: { moduleCode: string; parentId: number | null; typeIds: number[] },
      locale: Locale,
    ): Promise<AdminContentType[]> {
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        if (body.parentId !== null) {
          const parent = await findType(tx, site.id, body.parentId);
          if (parent?.moduleCode !== body.moduleCode) throw new AppError('NOT_FOUND');
        }
        const rows = await listTypes(tx, site.id, { moduleCode: body.moduleCode, hidden: true });
        const siblings = rows.filter((r) => r.parentId === body.parentId).map((r) => r.id);
        const same =
          new Set(body.typeIds).size === body.typeIds.length &&
          body.typeIds.length === siblings.length &&
          body.typeIds.every((id) => siblings.includes(id));
        if (!same) refuse([fieldError(locale, 'typeIds', 'validation.invalid')]);
        for (const [index, id] of body.typeIds.entries())
          await updateType(tx, site.id, id, { sort: index + 1 });
        await audit(
          'content.type.sort',
          { moduleCode: body.moduleCode, parentId: body.parentId, order: siblings },
          { moduleCode: body.moduleCode, parentId: body.parentId, order: body.typeIds },
        );
        const { forest, counts } = await forestOf(tx, site.id, body.moduleCode);
        const level = body.parentId === null ? forest : (findNode(forest, body.parentId)?.children ?? []);
        return level.map((node) => toAdminType(node, counts));
      });
    },

    /** `adminDeleteContentType`: only a class without items and classes under it. */
    async deleteType(site: SiteScope, caller: Caller, typeId: number): Promise<{ id: number }[]> {
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        const was = await findType(tx, site.id, typeId);
        if (!was) throw new AppError('NOT_FOUND');
        if (await typeInUse(tx, site.id, typeId)) throw new AppError('CONFLICT');
        await deleteType(tx, site.id, typeId);
        await audit('content.type.delete', typeAudit(was), {});
        return [{ id: typeId }];
      });
    },

    /** `adminQueryContents`: a class with its subclasses, a state, a text in any language of the title. */
    async contents(
      site: SiteScope,
      caller: Caller,
      query: {
        moduleCode: string;
        typeId?: number | undefined;
        state?: ContentState | undefined;
        q?: string | undefined;
        page: number;
        pageSize: number;
      },
    ): Promise<{ content: AdminContentRow[]; total: number }> {
      assertAdmin(caller);
      let typeIds: number[] | undefined;
      if (query.typeId !== undefined) {
        const { forest } = await forestOf(db, site.id, query.moduleCode);
        const node = findNode(forest, query.typeId);
        typeIds = node ? subtreeIds(node) : [];
      }
      const now = clock.now();
      const { rows, total } = await pageAdminItems(
        db,
        site.id,
        now,
        {
          moduleCode: query.moduleCode,
          ...(typeIds ? { typeIds } : {}),
          ...(query.state ? { state: query.state } : {}),
          ...(query.q ? { q: query.q } : {}),
        },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      return { content: rows.map((row) => rowView(row, now)), total };
    },

    /** `adminQueryContent`. */
    async content(site: SiteScope, caller: Caller, contentId: number): Promise<AdminContent[]> {
      assertAdmin(caller);
      return [await contentView(db, site.id, await itemOf(db, site, contentId))];
    },

    /** `adminSaveContent`: adds or changes an item; checked whole before anything is written. */
    async saveContent(
      site: SiteScope,
      caller: Caller,
      body: SaveContentBody,
      locale: Locale,
    ): Promise<AdminContent[]> {
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        const now = clock.now();
        const was = body.contentId === undefined ? undefined : await itemOf(tx, site, body.contentId);
        if (was && was.moduleCode !== body.moduleCode) throw new AppError('NOT_FOUND');
        const errors: FieldError[] = [];
        const { typeId, parentId } = await placeOf(tx, site.id, body, was, locale, errors);
        const attachments = await filesOf(tx, site.id, body, locale, errors);
        if (body.platform && !(DOWNLOAD_PLATFORMS as readonly string[]).includes(body.platform))
          errors.push(fieldError(locale, 'platform', 'validation.invalid'));
        const { status, publishTime } = publishing(body, was, now, locale, errors);
        refuse(errors);

        const title = merged(was?.title, body.title);
        const texts = {
          moduleCode: body.moduleCode,
          title,
          summary: merged(was?.summary, body.summary),
          body: merged(was?.body, body.body),
        };
        const sort =
          body.sort ??
          (was && was.parentId === parentId
            ? was.sort
            : parentId !== null
              ? await nextLessonSort(tx, site.id, parentId)
              : 0);
        const values = {
          ...texts,
          typeId,
          parentId,
          sort,
          seoTitle: merged(was?.seoTitle, body.seoTitle),
          seoDescription: merged(was?.seoDescription, body.seoDescription),
          cover: body.cover ?? was?.cover ?? '',
          tagIds: body.tags ? await tagIdsOf(tx, site.id, body.tags) : (was?.tagIds ?? []),
          attachments: attachments ?? was?.attachments ?? [],
          linkUrl: body.linkUrl ?? was?.linkUrl ?? '',
          platform: body.platform ?? was?.platform ?? '',
          version: body.version ?? was?.version ?? '',
          indexLetter: body.moduleCode === 'encyclopedia' ? letterOf(title.en_US ?? '') : '',
          status,
          publishTime,
          updatedAt: now,
        };
        let contentId: number;
        if (was) {
          await updateItem(tx, site.id, was.id, values);
          contentId = was.id;
        } else {
          contentId = await insertItem(tx, { siteId: site.id, ...values, createdAt: now });
        }
        await indexItem(tx, site.id, contentId, texts);
        const row = await itemOf(tx, site, contentId);
        await audit(
          was ? 'content.item.update' : 'content.item.add',
          was ? itemAudit(was, now) : {},
          itemAudit(row, now),
        );
        return [await contentView(tx, site.id, row)];
      });
    },

    /** `adminSetContentState`: publish now, at a time, or back to draft. */
    async setState(
      site: SiteScope,
      caller: Caller,
      body: Publish & { contentId: number },
      locale: Locale,
    ): Promise<AdminContent[]> {
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        const now = clock.now();
        const was = await itemOf(tx, site, body.contentId);
        const errors: FieldError[] = [];
        const next = publishing(body, was, now, locale, errors);
        refuse(errors);
        await updateItem(tx, site.id, was.id, { ...next, updatedAt: now });
        const row = await itemOf(tx, site, was.id);
        await audit(
          'content.item.state',
          { contentId: was.id, state: stateOf(was, now), publishTime: was.publishTime.getTime() },
          { contentId: was.id, state: stateOf(row, now), publishTime: row.publishTime.getTime() },
        );
        return [await contentView(tx, site.id, row)];
      });
    },

    /** `adminDeleteContent`: a course goes with its lessons. */
    async deleteContent(site: SiteScope, caller: Caller, contentId: number): Promise<{ id: number }[]> {
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        const was = await itemOf(tx, site, contentId);
        await deleteItem(tx, site.id, was.id);
        await audit('content.item.delete', itemAudit(was, clock.now()), {});
        return [{ id: was.id }];
      });
    },

    /**
     * `adminUploadContentFile`: PNG, JPEG, GIF or WebP up to 5 MB (an image) or PDF up to 20 MB (a
     * document), decided by the bytes, never by the name; anything else 28005, larger 28006.
     */
    async uploadFile(
      site: SiteScope,
      caller: Caller,
      body: { fileName: string; data: string },
    ): Promise<ContentFile[]> {
      assertAdmin(caller);
      const decoded = await decodeImage(body.data, CONTENT_EDITOR_LIMITS.FILE_BYTES);
      if ('error' in decoded)
        throw new AppError(decoded.error === 'tooLarge' ? 'CONTENT_FILE_TOO_LARGE' : 'CONTENT_FILE_TYPE');
      const bytes = decoded.bytes;
      const mime = (await fileTypeFromBuffer(bytes))?.mime ?? '';
      const kind = IMAGE_MIMES.includes(mime) ? 'image' : DOCUMENT_MIMES.includes(mime) ? 'document' : null;
      if (!kind) throw new AppError('CONTENT_FILE_TYPE');
      if (kind === 'image' && bytes.length > CONTENT_EDITOR_LIMITS.IMAGE_BYTES)
        throw new AppError('CONTENT_FILE_TOO_LARGE');
      // The name as shown when downloaded: its last path part only.
      const fileName = body.fileName.split(/[\\/]/).pop()?.trim() || 'file';
      const id = await insertFile(db, {
        siteId: site.id,
        fileName,
        mime,
        data: bytes,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      return [{ fileName, url: contentFileUrl(id), size: bytes.length, mime, kind }];
    },

    /** `adminQueryNavigation`: the header menu, hidden entries too. */
    async navigation(site: SiteScope, caller: Caller): Promise<NavigationItem[]> {
      assertAdmin(caller);
      return toNavigation(buildTree(await listAllColumns(db, site.id, 'header')));
    },

    /** `adminSaveNavigation`: replaces the header menu (at most three levels and MENU_ITEMS entries). */
    async saveNavigation(
      site: SiteScope,
      caller: Caller,
      items: NavigationItemInput[],
      locale: Locale,
    ): Promise<NavigationItem[]> {
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        const shape = menuShape(items);
        if (shape.depth > MAX_MENU_DEPTH || shape.entries > CONTENT_EDITOR_LIMITS.MENU_ITEMS)
          refuse([fieldError(locale, 'items', 'validation.invalid')]);
        const before = toNavigation(buildTree(await listAllColumns(tx, site.id, 'header')));
        await deleteColumns(tx, site.id, 'header');
        const insert = async (list: NavigationItemInput[], parentId: number | null) => {
          for (const [index, item] of list.entries()) {
            const id = await insertColumn(tx, 'header', {
              siteId: site.id,
              parentId,
              name: merged(undefined, item.name),
              frontUrl: item.frontUrl ?? '',
              contentUrl: item.contentUrl ?? '',
              sort: index + 1,
              visible: item.visible ?? true,
            });
            await insert(item.children ?? [], id);
          }
        };
        await insert(items, null);
        const after = toNavigation(buildTree(await listAllColumns(tx, site.id, 'header')));
        await audit('content.navigation', { items: before }, { items: after });
        return after;
      });
    },
  };
}

export type ContentEditorService = ReturnType<typeof createContentEditorService>;
