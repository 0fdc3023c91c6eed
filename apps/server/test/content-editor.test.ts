import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import { contentAdminApi } from '@copytrade/contracts/api/content-admin';
import type { ContentDetail, SearchHit } from '@copytrade/contracts/cms';
import type {
  AdminContent,
  AdminContentRow,
  AdminContentType,
  ContentFile,
  NavigationItem,
} from '@copytrade/contracts/cms-admin';
import type { MenuItem } from '@copytrade/contracts/site';
import type { SiteAuditEntry } from '@copytrade/contracts/site-settings';
import { STATUS } from '@copytrade/contracts/status-codes';
import { renderPdf } from '../src/modules/content/pdf-document';
import { createTestContext, type TestContext, type TestSite } from './harness';
import { picture, send } from './site-settings-support';
import { member, type Member } from './wallet-support';

/**
 * The site admin's content editor (issue 17, section 4): the class tree (two levels, rename, hide, order,
 * delete only when empty), items written in two languages with a cover and a PDF, scheduled, served and
 * found once their time comes, unpublished; files checked by content and size; the header menu (three
 * levels at most, replaced whole); only the site's own admin may call any of it, every change is audited,
 * and concurrent changes are serialized by the site lock.
 */
let t: TestContext;
let admin: Member;
let reader: Member;
let adminB: Member;
const HOUR = 3600_000;

type Method = 'GET' | 'POST' | 'PUT';
type Api = { method: Method; path: string };

function call<T>(who: Member | null, api: Api, data?: Record<string, unknown>, site?: TestSite) {
  const query =
    api.method === 'GET' && data
      ? Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))
      : data;
  return send<T>(t, who, api.method, api.path, query, site ? { site } : {});
}

/** A call that must succeed: its content. */
async function ok<T>(who: Member, api: Api, data?: Record<string, unknown>, site?: TestSite) {
  const res = await call<T>(who, api, data, site);
  if (res.http !== 200) throw new Error(`${api.path}: ${res.http} ${JSON.stringify(res.body)}`);
  return res.body.content;
}

const saveType = (body: Record<string, unknown>, who = admin) =>
  call<AdminContentType>(who, API.adminSaveContentType, body);

async function newType(name: string, moduleCode = 'article', parentId: number | null = null) {
  const [node] = await ok<AdminContentType>(admin, API.adminSaveContentType, {
    moduleCode,
    parentId,
    name: { zh_CN: name, en_US: `${name} en` },
  });
  return node!;
}

const tree = (moduleCode = 'article', who = admin, site?: TestSite) =>
  ok<AdminContentType>(who, API.adminQueryContentTypes, { moduleCode }, site);

async function upload(fileName: string, bytes: Buffer, who = admin, site?: TestSite) {
  return call<ContentFile>(
    who,
    API.adminUploadContentFile,
    { fileName, data: bytes.toString('base64') },
    site,
  );
}

const pngBytes = async () => Buffer.from((await picture()).split(',')[1]!, 'base64');

async function publicGet<T>(url: string, query: Record<string, string | number>, language = 'zh_CN') {
  const res = await t.call({
    method: 'GET',
    url,
    language,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return { http: res.statusCode, body: res.json<{ status: number; content: T[]; total?: number }>() };
}

const search = async (q: string) =>
  (await publicGet<SearchHit>(API.searchContent.path, { q })).body.content.map((h) => h.contentId);

beforeAll(async () => {
  t = await createTestContext({ configOverrides: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  admin = await member(t, 'editor@content.test', { admin: true, nickName: 'Editor' });
  reader = await member(t, 'reader@content.test');
  adminB = await member(t, 'editor-b@content.test', { admin: true, site: t.siteB });
});

afterAll(async () => {
  await t.close();
});

describe('the class tree', () => {
  let top: AdminContentType;
  let sub: AdminContentType;

  it('adds a class and a subclass, last among their siblings, and refuses a third level', async () => {
    top = await newType('外汇入门');
    expect(top).toMatchObject({ parentId: null, code: 'en', itemCount: 0, children: [] });
    sub = await newType('风险管理', 'article', top.typeId);
    expect(sub).toMatchObject({ parentId: top.typeId, visible: true, sort: 1, moduleCode: 'article' });
    const second = await newType('资金管理', 'article', top.typeId);
    expect(second.sort).toBe(2);

    const third = await saveType({ moduleCode: 'article', parentId: sub.typeId, name: { zh_CN: '太深' } });
    expect(third.http).toBe(400);
    expect(third.body.status).toBe(STATUS.VALIDATION_FAILED);
    expect(third.body.content).toEqual([expect.objectContaining({ field: 'parentId' })]);
    // A class of another module is no parent either.
    const foreign = await saveType({ moduleCode: 'course', parentId: top.typeId, name: { zh_CN: '课' } });
    expect(foreign.http).toBe(400);

    const [node] = (await tree()).filter((n) => n.typeId === top.typeId);
    expect(node!.children.map((c) => c.name.zh_CN)).toEqual(['风险管理', '资金管理']);
  });

  it('refuses a class without a Simplified Chinese name', async () => {
    const res = await saveType({ moduleCode: 'article', name: { en_US: 'Only English' } });
    expect(res.http).toBe(400);
    expect(res.body.content).toEqual([expect.objectContaining({ field: 'name.zh_CN' })]);
  });

  it('renames and hides a class: the editor still sees it, readers do not', async () => {
    const [renamed] = await ok<AdminContentType>(admin, API.adminSaveContentType, {
      typeId: sub.typeId,
      moduleCode: 'article',
      name: { zh_CN: '风险管理', en_US: 'Risk management' },
      description: { zh_CN: '控制风险' },
      visible: false,
    });
    expect(renamed).toMatchObject({
      name: { zh_CN: '风险管理', en_US: 'Risk management', zh_Hant: '' },
      description: { zh_CN: '控制风险', en_US: '', zh_Hant: '' },
      visible: false,
    });
    const publicTree = await publicGet<{ typeId: number; children: { typeId: number }[] }>(
      API.getContentTypeTree.path,
      { moduleCode: 'article' },
    );
    const ids = publicTree.body.content.flatMap((n) => [n.typeId, ...n.children.map((c) => c.typeId)]);
    expect(ids).toContain(top.typeId);
    expect(ids).not.toContain(sub.typeId);
    const [node] = (await tree()).filter((n) => n.typeId === top.typeId);
    expect(node!.children.find((c) => c.typeId === sub.typeId)?.visible).toBe(false);
  });

  it('reorders siblings, and refuses a list that is not exactly the siblings', async () => {
    const children = (await tree()).find((n) => n.typeId === top.typeId)!.children.map((c) => c.typeId);
    const reversed = [...children].reverse();
    const sorted = await ok<AdminContentType>(admin, API.adminSortContentTypes, {
      moduleCode: 'article',
      parentId: top.typeId,
      typeIds: reversed,
    });
    expect(sorted.map((n) => n.typeId)).toEqual(reversed);
    expect(sorted.map((n) => n.sort)).toEqual([1, 2]);
    const again = (await tree()).find((n) => n.typeId === top.typeId)!.children.map((c) => c.typeId);
    expect(again).toEqual(reversed);

    for (const typeIds of [[reversed[0]], [...reversed, top.typeId], [reversed[0], reversed[0]]]) {
      const res = await call(admin, API.adminSortContentTypes, {
        moduleCode: 'article',
        parentId: top.typeId,
        typeIds,
      });
      expect(res.http).toBe(400);
      expect(res.body.content).toEqual([expect.objectContaining({ field: 'typeIds' })]);
    }
  });

  it('deletes an empty class, and not one with classes or items under it', async () => {
    const empty = await newType('空分类');
    expect(await ok(admin, API.adminDeleteContentType, { typeId: empty.typeId })).toEqual([
      { id: empty.typeId },
    ]);
    expect((await tree()).some((n) => n.typeId === empty.typeId)).toBe(false);

    const withChild = await call(admin, API.adminDeleteContentType, { typeId: top.typeId });
    expect(withChild.http).toBe(409);
    expect(withChild.body.status).toBe(STATUS.CONFLICT);

    const used = await newType('已用');
    await ok(admin, API.adminSaveContent, {
      moduleCode: 'article',
      typeId: used.typeId,
      title: { zh_CN: '一篇草稿' },
      publish: 'draft',
    });
    const withItem = await call(admin, API.adminDeleteContentType, { typeId: used.typeId });
    expect(withItem.http).toBe(409);
    expect((await tree()).find((n) => n.typeId === used.typeId)?.itemCount).toBe(1);
  });
});

describe('writing, scheduling and publishing an item', () => {
  let cover: ContentFile;
  let pdf: ContentFile;
  let article: AdminContent;
  let typeId: number;

  it('stores an image and a PDF checked by content; the image is served at once', async () => {
    typeId = (await newType('保证金专题')).typeId;
    const png = await upload('cover.png', await pngBytes());
    expect(png.http).toBe(200);
    cover = png.body.content[0]!;
    expect(cover).toMatchObject({ kind: 'image', mime: 'image/png', fileName: 'cover.png' });
    expect(cover.url).toMatch(/^\/cms\/front\/contentFile\?id=\d+$/);
    const doc = await upload(
      'C:\\docs\\margin-guide.pdf',
      await renderPdf({ title: 'Margin', subtitle: 'Guide', markdown: '## Margin\n\nText.' }),
    );
    expect(doc.http).toBe(200);
    pdf = doc.body.content[0]!;
    expect(pdf).toMatchObject({ kind: 'document', mime: 'application/pdf', fileName: 'margin-guide.pdf' });

    const image = await t.call({ method: 'GET', url: cover.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // A document is served only while a published item attaches it.
    expect((await t.call({ method: 'GET', url: pdf.url })).statusCode).toBe(404);
    // Another site serves neither.
    expect((await t.call({ method: 'GET', url: cover.url, site: t.siteB })).statusCode).toBe(404);
  });

  it('refuses a text file named .png (36001) and files over their size (36002)', async () => {
    const text = await upload('evil.png', Buffer.from('#!/bin/sh\necho not an image\n'));
    expect(text.http).toBe(400);
    expect(text.body.status).toBe(STATUS.CONTENT_FILE_TYPE);
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const large = await upload('big.png', big);
    expect(large.http).toBe(413);
    expect(large.body.status).toBe(STATUS.CONTENT_FILE_TOO_LARGE);
    const notBase64 = await call(admin, API.adminUploadContentFile, { fileName: 'x.pdf', data: '@@@@' });
    expect(notBase64.body.status).toBe(STATUS.CONTENT_FILE_TYPE);
  });

  it('schedules an article in two languages: not served nor found before its time', async () => {
    const at = t.clock.now().getTime() + HOUR;
    [article] = (await ok<AdminContent>(admin, API.adminSaveContent, {
      moduleCode: 'article',
      typeId,
      title: { zh_CN: '保证金是什么', en_US: 'What margin is' },
      summary: { zh_CN: '保证金入门', en_US: 'Margin basics' },
      body: {
        zh_CN: '## 概念\n\n交易外汇需要缴纳保证金，杠杆越高所需越少。',
        en_US: '## Idea\n\nTrading forex needs a deposit called margin.',
      },
      cover: cover.url,
      attachments: [pdf.url],
      tags: ['保证金', 'Leverage', '保证金'],
      publish: 'at',
      publishTime: at,
    })) as [AdminContent];
    expect(article).toMatchObject({
      moduleCode: 'article',
      typeId,
      state: 'scheduled',
      publishTime: at,
      title: { zh_CN: '保证金是什么', en_US: 'What margin is', zh_Hant: '' },
      cover: cover.url,
      attachments: [{ fileName: 'margin-guide.pdf', url: pdf.url, size: pdf.size, mime: 'application/pdf' }],
    });
    expect(article.tags.map((tag) => tag.name)).toEqual([
      { zh_CN: '保证金', en_US: '保证金', zh_Hant: '保证金' },
      { zh_CN: 'Leverage', en_US: 'Leverage', zh_Hant: 'Leverage' },
    ]);
    expect(article.tags.map((tag) => tag.code)).toEqual([expect.stringMatching(/^t\d+$/), 'leverage']);

    const detail = await publicGet(API.getContentByContentId.path, { contentId: article.contentId });
    expect(detail.http).toBe(404);
    expect(await search('保证金')).not.toContain(article.contentId);
    expect((await t.call({ method: 'GET', url: pdf.url })).statusCode).toBe(404);

    const scheduled = await ok<AdminContentRow>(admin, API.adminQueryContents, {
      moduleCode: 'article',
      state: 'scheduled',
    });
    expect(scheduled.map((r) => r.contentId)).toEqual([article.contentId]);
  });

  it('serves and finds it once its time has come', async () => {
    t.clock.advance(2 * HOUR);
    const detail = await publicGet<ContentDetail>(
      API.getContentByContentId.path,
      { contentId: article.contentId },
      'en_US',
    );
    expect(detail.http).toBe(200);
    expect(detail.body.content[0]).toMatchObject({ title: 'What margin is', cover: cover.url });
    expect(await search('保证金')).toContain(article.contentId);
    expect((await t.call({ method: 'GET', url: pdf.url })).statusCode).toBe(200);
    const [row] = await ok<AdminContent>(admin, API.adminQueryContent, { contentId: article.contentId });
    expect(row!.state).toBe('published');
  });

  it('keeps a published date when the article is saved again, and reuses tags by name', async () => {
    const [saved] = await ok<AdminContent>(admin, API.adminSaveContent, {
      contentId: article.contentId,
      moduleCode: 'article',
      title: { zh_CN: '保证金是什么', zh_Hant: '保證金是什麼' },
      tags: ['leverage'],
      publish: 'now',
    });
    expect(saved).toMatchObject({
      state: 'published',
      publishTime: article.publishTime,
      title: { zh_CN: '保证金是什么', en_US: 'What margin is', zh_Hant: '保證金是什麼' },
      cover: cover.url,
      typeId,
    });
    expect(saved!.tags).toEqual([article.tags[1]]);
    expect(saved!.attachments).toEqual(article.attachments);
  });

  it('refuses a time in the past, a file of another site, a PDF as the cover; nothing changes', async () => {
    const before = await ok<AdminContent>(admin, API.adminQueryContent, { contentId: article.contentId });
    const foreign = (await upload('b.png', await pngBytes(), adminB, t.siteB)).body.content[0]!;
    const res = await call(admin, API.adminSaveContent, {
      contentId: article.contentId,
      moduleCode: 'article',
      title: { zh_CN: '改了标题' },
      cover: pdf.url,
      attachments: [foreign.url],
      publish: 'at',
      publishTime: t.clock.now().getTime() - 1000,
    });
    expect(res.http).toBe(400);
    expect((res.body.content as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'attachments',
      'cover',
      'publishTime',
    ]);
    expect(await ok(admin, API.adminQueryContent, { contentId: article.contentId })).toEqual(before);
    const state = await call(admin, API.adminSetContentState, {
      contentId: article.contentId,
      publish: 'at',
      publishTime: t.clock.now().getTime(),
    });
    expect(state.http).toBe(400);
    expect(state.body.content).toEqual([expect.objectContaining({ field: 'publishTime' })]);
  });

  it('unpublishing hides it again; the list filters by state and text', async () => {
    const [draft] = await ok<AdminContent>(admin, API.adminSetContentState, {
      contentId: article.contentId,
      publish: 'draft',
    });
    expect(draft).toMatchObject({ state: 'draft', publishTime: article.publishTime });
    expect((await publicGet(API.getContentByContentId.path, { contentId: article.contentId })).http).toBe(
      404,
    );
    expect(await search('保证金')).not.toContain(article.contentId);
    expect((await t.call({ method: 'GET', url: pdf.url })).statusCode).toBe(404);
    // The cover is an image: still served, so the editor previews it.
    expect((await t.call({ method: 'GET', url: cover.url })).statusCode).toBe(200);

    const byText = await call<AdminContentRow>(admin, API.adminQueryContents, {
      moduleCode: 'article',
      q: 'MARGIN is',
    });
    expect(byText.body.content.map((r) => r.contentId)).toEqual([article.contentId]);
    expect(byText.body.total).toBe(1);
    const wildcard = await ok<AdminContentRow>(admin, API.adminQueryContents, {
      moduleCode: 'article',
      q: '%',
    });
    expect(wildcard).toEqual([]);
    const drafts = await ok<AdminContentRow>(admin, API.adminQueryContents, {
      moduleCode: 'article',
      state: 'draft',
    });
    // Last changed first.
    expect(drafts[0]!.contentId).toBe(article.contentId);
    expect(drafts.every((r) => r.state === 'draft')).toBe(true);
    const byClass = await ok<AdminContentRow>(admin, API.adminQueryContents, {
      moduleCode: 'article',
      typeId,
    });
    expect(byClass.map((r) => r.contentId)).toEqual([article.contentId]);

    const [now] = await ok<AdminContent>(admin, API.adminSetContentState, {
      contentId: article.contentId,
      publish: 'now',
    });
    expect(now).toMatchObject({ state: 'published', publishTime: t.clock.now().getTime() });
  });

  it('puts a lesson only under a course of the site, last in it; deleting the course takes its lessons', async () => {
    const [course] = await ok<AdminContent>(admin, API.adminSaveContent, {
      moduleCode: 'course',
      title: { zh_CN: '外汇课程' },
      publish: 'now',
    });
    const lesson = (title: string) =>
      ok<AdminContent>(admin, API.adminSaveContent, {
        moduleCode: 'course',
        parentId: course!.contentId,
        title: { zh_CN: title },
        publish: 'now',
      });
    const [one] = await lesson('第一课');
    const [two] = await lesson('第二课');
    expect([one!.sort, two!.sort]).toEqual([1, 2]);
    for (const parentId of [article.contentId, one!.contentId]) {
      const res = await call(admin, API.adminSaveContent, {
        moduleCode: 'course',
        parentId,
        title: { zh_CN: '错的课' },
        publish: 'draft',
      });
      expect(res.body.content).toEqual([expect.objectContaining({ field: 'parentId' })]);
    }
    const wrongClass = await call(admin, API.adminSaveContent, {
      moduleCode: 'course',
      typeId,
      title: { zh_CN: '错的分类' },
      publish: 'draft',
    });
    expect(wrongClass.body.content).toEqual([expect.objectContaining({ field: 'typeId' })]);

    expect(await ok(admin, API.adminDeleteContent, { contentId: course!.contentId })).toEqual([
      { id: course!.contentId },
    ]);
    const gone = await call(admin, API.adminQueryContent, { contentId: two!.contentId });
    expect(gone.http).toBe(404);
  });
});

describe('the header menu', () => {
  const entry = (name: string, children: unknown[] = [], extra: Record<string, unknown> = {}) => ({
    name: { zh_CN: name, en_US: `${name}-en` },
    frontUrl: `/${encodeURIComponent(name)}`,
    children,
    ...extra,
  });

  const header = async () =>
    (await publicGet<MenuItem>(API.getHeaderData.path, {})).body.content.map(function names(
      m: MenuItem,
    ): unknown {
      return { name: m.columnName, children: m.children.map(names) };
    });

  it('replaces the menu, keeping hidden entries for the editor only', async () => {
    const items = [
      entry('学院', [entry('文章', [entry('入门')]), entry('隐藏', [], { visible: false })]),
      { name: { zh_CN: '外链' }, contentUrl: 'https://example.com/x' },
    ];
    const saved = await ok<NavigationItem>(admin, API.adminSaveNavigation, { items });
    expect(saved.map((n) => n.name.zh_CN)).toEqual(['学院', '外链']);
    expect(saved[1]).toEqual({
      name: { zh_CN: '外链', en_US: '', zh_Hant: '' },
      frontUrl: '',
      contentUrl: 'https://example.com/x',
      visible: true,
      children: [],
    });
    expect(await ok(admin, API.adminQueryNavigation)).toEqual(saved);
    expect(await header()).toEqual([
      { name: '学院', children: [{ name: '文章', children: [{ name: '入门', children: [] }] }] },
      { name: '外链', children: [] },
    ]);
  });

  it('refuses a fourth level or more than 60 entries, and changes nothing', async () => {
    const before = await header();
    const editorBefore = await ok(admin, API.adminQueryNavigation);
    const deep = await call(admin, API.adminSaveNavigation, {
      items: [entry('一', [entry('二', [entry('三', [entry('四')])])])],
    });
    expect(deep.http).toBe(400);
    expect(deep.body.content).toEqual([expect.objectContaining({ field: 'items' })]);
    const many = await call(admin, API.adminSaveNavigation, {
      items: Array.from({ length: 4 }, (_, i) =>
        entry(
          `组${i}`,
          Array.from({ length: 15 }, (_, j) => entry(`项${i}-${j}`)),
        ),
      ),
    });
    expect(many.http).toBe(400);
    expect(await header()).toEqual(before);
    expect(await ok(admin, API.adminQueryNavigation)).toEqual(editorBefore);
  });
});

describe('who may edit', () => {
  it("answers 25007 to a user who is not the site's admin, on every call", async () => {
    const calls: [Api, Record<string, unknown>][] = [
      [API.adminQueryContentTypes, { moduleCode: 'article' }],
      [API.adminSaveContentType, { moduleCode: 'article', name: { zh_CN: '分类' } }],
      [API.adminSortContentTypes, { moduleCode: 'article', parentId: null, typeIds: [1] }],
      [API.adminDeleteContentType, { typeId: 1 }],
      [API.adminQueryContents, { moduleCode: 'article' }],
      [API.adminQueryContent, { contentId: 1 }],
      [API.adminSaveContent, { moduleCode: 'article', title: { zh_CN: '文' }, publish: 'draft' }],
      [API.adminSetContentState, { contentId: 1, publish: 'draft' }],
      [API.adminDeleteContent, { contentId: 1 }],
      [API.adminUploadContentFile, { fileName: 'a.png', data: (await pngBytes()).toString('base64') }],
      [API.adminQueryNavigation, {}],
      [API.adminSaveNavigation, { items: [] }],
    ];
    expect(calls.map(([api]) => api.path).sort()).toEqual(
      Object.values(contentAdminApi)
        .map((api) => api.path)
        .sort(),
    );
    for (const [api, data] of calls) {
      const res = await call(reader, api, data);
      expect([api.path, res.http, res.body.status]).toEqual([api.path, 403, STATUS.ADMIN_ONLY]);
    }
  });

  it("answers 404 to another site's admin for this site's classes and items", async () => {
    const type = await newType('站点A分类');
    const [item] = await ok<AdminContent>(admin, API.adminSaveContent, {
      moduleCode: 'article',
      title: { zh_CN: '站点A文章' },
      publish: 'draft',
    });
    const id = item!.contentId;
    const calls: [Api, Record<string, unknown>][] = [
      [API.adminSaveContentType, { typeId: type.typeId, moduleCode: 'article', name: { zh_CN: 'x' } }],
      [API.adminSortContentTypes, { moduleCode: 'article', parentId: type.typeId, typeIds: [1] }],
      [API.adminDeleteContentType, { typeId: type.typeId }],
      [API.adminQueryContent, { contentId: id }],
      [API.adminSaveContent, { contentId: id, moduleCode: 'article', title: { zh_CN: 'x' }, publish: 'now' }],
      [API.adminSetContentState, { contentId: id, publish: 'now' }],
      [API.adminDeleteContent, { contentId: id }],
    ];
    for (const [api, data] of calls) {
      const res = await call(adminB, api, data, t.siteB);
      expect([api.path, res.http, res.body.status]).toEqual([api.path, 404, STATUS.NOT_FOUND]);
    }
    expect((await tree('article', adminB, t.siteB)).map((n) => n.typeId)).not.toContain(type.typeId);
    const listB = await ok<AdminContentRow>(
      adminB,
      API.adminQueryContents,
      { moduleCode: 'article' },
      t.siteB,
    );
    expect(listB).toEqual([]);
    const [still] = await ok<AdminContent>(admin, API.adminQueryContent, { contentId: id });
    expect(still!.title.zh_CN).toBe('站点A文章');
  });
});

describe('the audit log and the site lock', () => {
  it('writes one audit row per change, naming the admin', async () => {
    const audit = await ok<SiteAuditEntry>(admin, API.adminQuerySiteAudit, { page: 1, pageSize: 100 });
    const actions = new Set(audit.map((row) => row.action));
    for (const action of [
      'content.type.add',
      'content.type.update',
      'content.type.sort',
      'content.type.delete',
      'content.item.add',
      'content.item.update',
      'content.item.state',
      'content.item.delete',
      'content.navigation',
    ])
      expect(actions).toContain(action);
    expect(audit.every((row) => row.actorName === 'Editor')).toBe(true);
    const state = audit.find((row) => row.action === 'content.item.state' && row.after.state === 'draft');
    expect(state?.before).toMatchObject({ state: 'published' });
    // Refused changes wrote nothing.
    expect(audit.filter((row) => row.action === 'content.navigation')).toHaveLength(1);
  });

  it('serializes 100 concurrent additions of siblings: 100 classes, 100 distinct sorts and codes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        saveType({ moduleCode: 'download', name: { zh_CN: `下载${i}`, en_US: 'Tools' } }),
      ),
    );
    expect(answers.filter((a) => a.http !== 200)).toEqual([]);
    const nodes = await tree('download');
    expect(nodes).toHaveLength(100);
    expect(new Set(nodes.map((n) => n.sort)).size).toBe(100);
    expect(new Set(nodes.map((n) => n.code)).size).toBe(100);
    expect(nodes.map((n) => n.sort)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });
});
