import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import type { ContentDetail, ContentItem, CourseProgress, SearchHit } from '@copytrade/contracts/cms';
import { contentFileUrl } from '@copytrade/contracts/cms';
import { STATUS } from '@copytrade/contracts/status-codes';
import {
  ensureTag,
  insertFile,
  insertItem,
  insertType,
  setRelated,
} from '../src/modules/content/content-items.repository';
import { indexItem } from '../src/modules/content/education.service';
import { renderPdf } from '../src/modules/content/pdf-document';
import type { LocalizedText } from '../src/db/schema/columns';
import { createTestContext, createUser, signedIn, type TestContext, type TestSite } from './harness';

/**
 * The education area's reading side (issue 17): classes, tags, lists, items with neighbours and related
 * entries, courses with progress, files, and search that finds Chinese words inside sentences. Drafts,
 * scheduled items and another site's items are never served.
 */
let t: TestContext;
const HOUR = 3600_000;

const L = (zh_CN: string, en_US: string, zh_Hant = zh_CN): LocalizedText => ({ zh_CN, en_US, zh_Hant });

type Seeded = { id: number };
async function item(
  site: TestSite,
  values: {
    moduleCode: string;
    title: LocalizedText;
    body?: LocalizedText;
    typeId?: number | null;
    parentId?: number | null;
    tagIds?: number[];
    sort?: number;
    status?: number;
    hoursAgo?: number;
    indexLetter?: string;
    attachments?: { fileName: string; url: string; size: number; mime: string }[];
  },
): Promise<Seeded> {
  const publishTime = new Date(t.clock.now().getTime() - (values.hoursAgo ?? 1) * HOUR);
  const texts = {
    moduleCode: values.moduleCode,
    title: values.title,
    summary: L(`${values.title.zh_CN}摘要`, `${values.title.en_US} summary`),
    body: values.body ?? L('正文', 'Body'),
  };
  const id = await insertItem(t.db, {
    siteId: site.id,
    ...texts,
    typeId: values.typeId ?? null,
    parentId: values.parentId ?? null,
    tagIds: values.tagIds ?? [],
    sort: values.sort ?? 0,
    status: values.status ?? 1,
    indexLetter: values.indexLetter ?? '',
    attachments: values.attachments ?? [],
    publishTime,
  });
  await indexItem(t.db, site.id, id, texts);
  return { id };
}

const get = async <T>(
  url: string,
  query: Record<string, string | number>,
  options: { language?: string; site?: TestSite; token?: string } = {},
) => {
  const res = await t.call({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    ...options,
  });
  return { res, body: res.json<{ status: number; message: string; content: T[]; total?: number }>() };
};

let basics: number;
let risk: number;
let marginArticle: Seeded;
let pipArticle: Seeded;
let draft: Seeded;
let scheduled: Seeded;
let otherSite: Seeded;
let course: Seeded;
let lessons: Seeded[];
let fileId: number;
let orphanFileId: number;

beforeAll(async () => {
  t = await createTestContext();
  basics = await insertType(t.db, {
    siteId: t.siteA.id,
    moduleCode: 'article',
    parentId: null,
    code: 'basics',
    name: L('外汇入门', 'Forex basics'),
    description: L('入门', 'Basics'),
    sort: 1,
  });
  risk = await insertType(t.db, {
    siteId: t.siteA.id,
    moduleCode: 'article',
    parentId: basics,
    code: 'risk',
    name: L('风险管理', 'Risk management', '風險管理'),
    description: L('风险', 'Risk'),
    sort: 2,
  });
  const marginTag = await ensureTag(t.db, t.siteA.id, 'margin', L('保证金', 'Margin', '保證金'));
  pipArticle = await item(t.siteA, {
    moduleCode: 'article',
    title: L('什么是点', 'What is a pip'),
    body: L('点是汇率的最小变动单位。', 'A pip is the smallest move of a rate.', '點是匯率的最小變動單位。'),
    typeId: basics,
    tagIds: [marginTag],
    hoursAgo: 10,
  });
  marginArticle = await item(t.siteA, {
    moduleCode: 'article',
    title: L('强平是怎样发生的', 'How a stop out happens', '強平是怎樣發生的'),
    body: L(
      '当账户的净值下降，经纪商会要求追加保证金通知，随后可能强制平仓。',
      'When equity falls, the broker sends a margin call and may then close positions.',
      '當帳戶的淨值下降，經紀商會要求追加保證金通知，隨後可能強制平倉。',
    ),
    typeId: risk,
    tagIds: [marginTag],
    hoursAgo: 5,
  });
  draft = await item(t.siteA, {
    moduleCode: 'article',
    title: L('草稿保证金', 'Draft margin call'),
    typeId: basics,
    status: 0,
  });
  scheduled = await item(t.siteA, {
    moduleCode: 'article',
    title: L('定时保证金', 'Scheduled margin call'),
    typeId: basics,
    hoursAgo: -2,
  });
  otherSite = await item(t.siteB, {
    moduleCode: 'article',
    title: L('别站保证金', 'Other site margin call'),
  });
  course = await item(t.siteA, { moduleCode: 'course', title: L('六课', 'Six lessons') });
  lessons = [];
  for (const n of [1, 2, 3]) {
    lessons.push(
      await item(t.siteA, {
        moduleCode: 'course',
        title: L(`第${n}课`, `Lesson ${n}`),
        parentId: course.id,
        sort: n,
      }),
    );
  }
  const pdf = await renderPdf({
    title: 'Guide',
    subtitle: 'Test',
    markdown: '## One\n\nText.\n\n| a | b |\n|---|---|\n| 1 | 2 |',
  });
  fileId = await insertFile(t.db, {
    siteId: t.siteA.id,
    fileName: 'guide.pdf',
    mime: 'application/pdf',
    data: pdf,
    sha256: 'x',
  });
  orphanFileId = await insertFile(t.db, {
    siteId: t.siteA.id,
    fileName: 'orphan.pdf',
    mime: 'application/pdf',
    data: pdf,
    sha256: 'y',
  });
  await item(t.siteA, {
    moduleCode: 'download',
    title: L('用户指南', 'User guide'),
    attachments: [
      { fileName: 'guide.pdf', url: contentFileUrl(fileId), size: pdf.length, mime: 'application/pdf' },
    ],
  });
  const entryA = await item(t.siteA, {
    moduleCode: 'encyclopedia',
    title: L('杠杆', 'Leverage', '槓桿'),
    indexLetter: 'L',
  });
  const entryB = await item(t.siteA, {
    moduleCode: 'encyclopedia',
    title: L('保证金', 'Margin', '保證金'),
    indexLetter: 'M',
  });
  await setRelated(t.db, t.siteA.id, entryA.id, [entryB.id]);
});

afterAll(async () => {
  await t.close();
});

describe('classes, tags and lists', () => {
  it('shows a module with its class tree and counts, names in the reader language', async () => {
    const { body } = await get<{
      name: string;
      itemCount: number;
      classes: { name: string; itemCount: number; children: { name: string }[] }[];
    }>(API.getModuleShowInfo.path, { moduleCode: 'article' }, { language: 'en_US' });
    expect(body.content[0]).toMatchObject({ name: 'Articles', itemCount: 2 });
    expect(body.content[0]!.classes).toMatchObject([
      { name: 'Forex basics', itemCount: 2, children: [{ name: 'Risk management' }] },
    ]);
  });

  it('lists a class with the classes under it, newest first, and leaves drafts, scheduled and other sites out', async () => {
    const { body } = await get<ContentItem>(API.getModuleContentList.path, {
      moduleCode: 'article',
      typeId: basics,
    });
    expect(body.content.map((c) => c.contentId)).toEqual([marginArticle.id, pipArticle.id]);
    expect(body.total).toBe(2);
    expect(body.content[0]).toMatchObject({ typeName: '风险管理', body: '', tags: [{ name: '保证金' }] });
  });

  it('filters by tag and by the encyclopedia letter', async () => {
    const tags = await get<{ tagId: number; count: number; name: string }>(
      API.getTagListOfContent.path,
      { moduleCode: 'article' },
      { language: 'zh_Hant' },
    );
    expect(tags.body.content).toMatchObject([{ name: '保證金', count: 2 }]);
    const byLetter = await get<ContentItem>(
      API.getModuleContentList.path,
      { moduleCode: 'encyclopedia', letter: 'M' },
      { language: 'en_US' },
    );
    expect(byLetter.body.content.map((c) => c.title)).toEqual(['Margin']);
  });

  it('refuses a bad letter or order with a localized field error', async () => {
    const { res, body } = await get(
      API.getModuleContentList.path,
      { moduleCode: 'encyclopedia', letter: 'mm' },
      { language: 'en_US' },
    );
    expect(res.statusCode).toBe(400);
    expect(body.status).toBe(STATUS.VALIDATION_FAILED);
  });
});

describe('an item', () => {
  it('has its body, neighbours in its class, related items, and counts a view', async () => {
    const first = await get<ContentDetail>(
      API.getContentByContentId.path,
      { contentId: pipArticle.id },
      { language: 'en_US' },
    );
    const detail = first.body.content[0]!;
    expect(detail).toMatchObject({
      title: 'What is a pip',
      body: 'A pip is the smallest move of a rate.',
      prev: null,
      next: null,
    });
    expect(detail.related.map((r) => r.contentId)).toContain(marginArticle.id);
    const again = await get<ContentDetail>(API.getContentByContentId.path, { contentId: pipArticle.id });
    expect(again.body.content[0]!.viewCount).toBe(detail.viewCount + 1);
  });

  it('gives the encyclopedia its named related entries', async () => {
    const list = await get<ContentItem>(API.getModuleContentList.path, {
      moduleCode: 'encyclopedia',
      letter: 'L',
    });
    const { body } = await get<ContentDetail>(API.getContentByContentId.path, {
      contentId: list.body.content[0]!.contentId,
    });
    expect(body.content[0]!.related[0]).toMatchObject({ title: '保证金' });
  });

  it('answers 404 for a draft, a scheduled item before its time and another site item', async () => {
    for (const id of [draft.id, scheduled.id, otherSite.id]) {
      const { res, body } = await get(API.getContentByContentId.path, { contentId: id });
      expect(res.statusCode).toBe(404);
      expect(body.status).toBe(STATUS.NOT_FOUND);
    }
  });

  it('serves a scheduled item once its time has come', async () => {
    t.clock.advance(3 * HOUR);
    const { res } = await get(API.getContentByContentId.path, { contentId: scheduled.id });
    expect(res.statusCode).toBe(200);
    t.clock.advance(-3 * HOUR);
  });
});

describe('search', () => {
  const search = (q: string, language: string, site?: TestSite) =>
    get<SearchHit>(API.searchContent.path, { q }, { language, ...(site ? { site } : {}) });

  it('finds 保证金 inside a Chinese sentence, with an excerpt around it and the term to highlight', async () => {
    const { body } = await search('保证金', 'zh_CN');
    const hit = body.content.find((h) => h.contentId === marginArticle.id);
    expect(hit).toMatchObject({ terms: ['保证金'] });
    expect(hit!.excerpt).toContain('追加保证金通知');
    expect(body.content.map((h) => h.contentId)).not.toContain(draft.id);
  });

  it('finds 保證金 in Traditional Chinese, which the dictionary does not split into words', async () => {
    const { body } = await search('保證金', 'zh_Hant');
    expect(body.content.map((h) => h.contentId)).toContain(marginArticle.id);
  });

  it('finds "margin call" in English, stemmed and by prefix, and nothing of another site', async () => {
    const { body } = await search('margin call', 'en_US');
    expect(body.content.map((h) => h.contentId)).toEqual([marginArticle.id]);
    expect((await search('marg', 'en_US')).body.content.map((h) => h.contentId)).toContain(marginArticle.id);
    const b = await search('margin call', 'en_US', t.siteB);
    expect(b.body.content.map((h) => h.contentId)).toEqual([otherSite.id]);
  });

  it('finds nothing for punctuation only, and refuses an empty or over-long text in the reader language', async () => {
    expect((await search('？！', 'zh_CN')).body.content).toEqual([]);
    const empty = await search(' ', 'en_US');
    expect(empty.res.statusCode).toBe(400);
    expect(empty.body.status).toBe(STATUS.VALIDATION_FAILED);
    const long = await search('x'.repeat(101), 'zh_CN');
    expect(long.res.statusCode).toBe(400);
  });
});

describe('courses and files', () => {
  it('lists a course with its lesson count and its lessons in order', async () => {
    const list = await get<ContentItem>(API.getModuleContentList.path, { moduleCode: 'course' });
    expect(list.body.content).toMatchObject([{ contentId: course.id, lessonCount: 3 }]);
    const { body } = await get<ContentDetail>(API.getContentByContentId.path, { contentId: lessons[1]!.id });
    expect(body.content[0]!.course!.lessons.map((l) => l.contentId)).toEqual(lessons.map((l) => l.id));
    expect(body.content[0]).toMatchObject({
      prev: { contentId: lessons[0]!.id },
      next: { contentId: lessons[2]!.id },
    });
  });

  it('keeps each reader own progress; a visitor gets 401 and another site lesson 404', async () => {
    await createUser(t.db, t.siteA.id, { email: 'reader@a.test' });
    const token = await signedIn(t, 'reader@a.test');
    const read = await t.call({
      method: 'POST',
      url: API.readCourseLesson.path,
      token,
      payload: { contentId: lessons[0]!.id },
    });
    expect(read.json<{ content: CourseProgress[] }>().content[0]).toEqual({
      courseId: course.id,
      lessonCount: 3,
      readLessonIds: [lessons[0]!.id],
    });
    const twice = await t.call({
      method: 'POST',
      url: API.readCourseLesson.path,
      token,
      payload: { contentId: lessons[0]!.id },
    });
    expect(twice.json<{ content: CourseProgress[] }>().content[0]!.readLessonIds).toEqual([lessons[0]!.id]);
    const progress = await get<CourseProgress>(
      API.queryCourseProgress.path,
      { courseId: course.id },
      { token },
    );
    expect(progress.body.content[0]!.readLessonIds).toEqual([lessons[0]!.id]);
    const visitor = await t.call({
      method: 'POST',
      url: API.readCourseLesson.path,
      payload: { contentId: lessons[0]!.id },
    });
    expect(visitor.statusCode).toBe(401);
    const notALesson = await t.call({
      method: 'POST',
      url: API.readCourseLesson.path,
      token,
      payload: { contentId: otherSite.id },
    });
    expect(notALesson.statusCode).toBe(404);
  });

  it('serves an attached file as a PDF download, and not a file no published item attaches', async () => {
    const res = await t.call({ method: 'GET', url: contentFileUrl(fileId) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect((await t.call({ method: 'GET', url: contentFileUrl(orphanFileId) })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: contentFileUrl(fileId), site: t.siteB })).statusCode).toBe(
      404,
    );
  });
});
