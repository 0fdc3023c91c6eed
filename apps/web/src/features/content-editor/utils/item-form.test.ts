import type { AdminContent } from '@copytrade/contracts/cms-admin';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { bodyOf, imageMarkdown, insertAt, localeOfFirstError, placeFieldErrors, valuesOf } from './item-form';

const texts = (zh: string, en = '', hant = '') => ({ zh_CN: zh, en_US: en, zh_Hant: hant });
const AT = Date.UTC(2030, 0, 2, 9, 30);

function contentOf(overrides: Partial<AdminContent> = {}): AdminContent {
  return {
    contentId: 7,
    moduleCode: 'download',
    typeId: 3,
    parentId: null,
    title: texts('MT4 电脑版', 'MT4 for PC'),
    state: 'scheduled',
    publishTime: AT,
    updateTime: AT - 1000,
    viewCount: 12,
    summary: texts('摘要'),
    body: texts('正文'),
    seoTitle: texts(''),
    seoDescription: texts(''),
    sort: 4,
    cover: '/cms/front/contentFile?id=1',
    tags: [{ code: 'mt4', name: texts('平台', 'Platform') }],
    attachments: [
      { fileName: 'guide.pdf', url: '/cms/front/contentFile?id=2', size: 2048, mime: 'application/pdf' },
    ],
    linkUrl: 'https://example.com/mt4.exe',
    platform: 'windows',
    version: '4.0',
    ...overrides,
  };
}

describe('the item form', () => {
  it('starts a scheduled item at its time, a published one as published, a draft as a draft', () => {
    expect(valuesOf(contentOf(), { tagLocale: 'zh_CN' })).toMatchObject({ publish: 'at', tags: ['平台'] });
    expect(valuesOf(contentOf(), { tagLocale: 'zh_CN' }).publishTime?.valueOf()).toBe(AT);
    expect(valuesOf(contentOf({ state: 'published' }), { tagLocale: 'en_US' })).toMatchObject({
      publish: 'now',
      publishTime: null,
      tags: ['Platform'],
    });
    expect(valuesOf(null, { tagLocale: 'zh_CN', typeId: 5 })).toMatchObject({ publish: 'draft', typeId: 5 });
  });

  it('sends a download with its fields, files by address and the time to publish at', () => {
    const values = valuesOf(contentOf(), { tagLocale: 'zh_CN' });
    expect(bodyOf({ ...values, version: ' 4.1 ' }, { moduleCode: 'download', contentId: 7 })).toEqual({
      contentId: 7,
      moduleCode: 'download',
      typeId: 3,
      sort: 4,
      title: texts('MT4 电脑版', 'MT4 for PC'),
      summary: texts('摘要'),
      body: texts('正文'),
      seoTitle: texts(''),
      seoDescription: texts(''),
      cover: '/cms/front/contentFile?id=1',
      tags: ['平台'],
      attachments: ['/cms/front/contentFile?id=2'],
      platform: 'windows',
      version: '4.1',
      linkUrl: 'https://example.com/mt4.exe',
      publish: 'at',
      publishTime: AT,
    });
  });

  it('sends no download fields for an article, the course for a lesson, no time unless publishing at one', () => {
    const values = { ...valuesOf(null, { tagLocale: 'zh_CN' }), title: texts(' 标题 ') };
    const article = bodyOf({ ...values, publishTime: dayjs(AT) }, { moduleCode: 'article', contentId: null });
    expect(article).not.toHaveProperty('platform');
    expect(article).not.toHaveProperty('parentId');
    expect(article).not.toHaveProperty('publishTime');
    expect(article).not.toHaveProperty('contentId');
    expect(article.title).toEqual(texts('标题'));
    expect(bodyOf({ ...values, parentId: 9 }, { moduleCode: 'course', contentId: null }).parentId).toBe(9);
  });

  it("puts the server's field errors on the deepest field they name, and keeps the others apart", () => {
    const { placed, unplaced } = placeFieldErrors([
      { field: 'title.en_US', message: 'too long' },
      { field: 'tags.2', message: 'bad tag' },
      { field: 'tags.3', message: 'bad tag too' },
      { field: 'publishTime', message: 'future' },
      { field: '', message: 'whole body' },
    ]);
    expect(placed).toEqual([
      { name: ['title', 'en_US'], errors: ['too long'] },
      { name: ['tags'], errors: ['bad tag', 'bad tag too'] },
      { name: ['publishTime'], errors: ['future'] },
    ]);
    expect(unplaced).toEqual(['whole body']);
    expect(localeOfFirstError(placed)).toBe('en_US');
    expect(localeOfFirstError([{ name: ['cover'] }])).toBeNull();
  });

  it('inserts a picture where the cursor was, replacing a selection', () => {
    expect(insertAt('Hello world', '![a](u)', 5)).toEqual({ text: 'Hello![a](u) world', cursor: 12 });
    expect(insertAt('Hello world', 'X', 0, 5)).toEqual({ text: 'X world', cursor: 1 });
    expect(insertAt('ab', 'X', 99)).toEqual({ text: 'abX', cursor: 3 });
    expect(imageMarkdown('chart [1].png', '/cms/front/contentFile?id=3')).toBe(
      '![chart 1](/cms/front/contentFile?id=3)',
    );
  });
});
