import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import { siteConfigSchema } from '@copytrade/contracts/site';
import { STATUS } from '@copytrade/contracts/status-codes';
import { eq } from 'drizzle-orm';
import { siteColumns, siteContents } from '../src/db/schema/content';
import { dictItems, sites } from '../src/db/schema/sites';
import { createSite, createTestContext, createUser, TEST_PASSWORD, type TestContext } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('getSiteConfig', () => {
  it('returns every site-info field with the spec defaults', async () => {
    const res = await t.call({ method: 'POST', url: '/cms/front/getSiteConfig' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; message: string; content: unknown[] }>();
    expect(body.status).toBe(STATUS.OK);
    expect(body.message).toBe('操作成功');
    const config = siteConfigSchema.strict().parse(body.content[0]);
    expect(config).toMatchObject({
      siteId: 'site-a',
      copyMaxNumber: 10,
      masterMaxNumber: 10,
      themeColor: '#e74b3a',
      secondThemeColor: '#f56c6c',
      headerBgc: '#333333',
      footerBgc: '#454545',
      rightBarBackgroundColor: '#999999',
      fontColor: '#333333',
      defaultLang: 1,
      availableLang: '1,2,3',
      reverseCopyFlag: 0,
      typeList: [1, 2, 3],
      version: 0,
      templateType: 1,
      siteType: 2,
    });
  });

  it('sends the about texts in the reader language, falling back to Chinese', async () => {
    await t.db
      .update(sites)
      .set({
        companyIntro: { zh_CN: '公司简介', en_US: 'About the company', zh_Hant: '公司簡介' },
        mission: { zh_CN: '使命' },
      })
      .where(eq(sites.id, t.siteA.id));
    const read = async (language: string) =>
      (await t.call({ method: 'POST', url: '/cms/front/getSiteConfig', language })).json<{
        content: [{ companyIntro: string; mission: string }];
      }>().content[0];
    expect(await read('zh_CN')).toMatchObject({ companyIntro: '公司简介', mission: '使命' });
    expect(await read('en_US')).toMatchObject({ companyIntro: 'About the company', mission: '使命' });
    expect(await read('zh_Hant')).toMatchObject({ companyIntro: '公司簡介' });
  });

  it('site other info carries the money switches', async () => {
    const res = await t.call({ method: 'GET', url: '/community/front/getSiteOtherInfo' });
    expect(res.json()).toMatchObject({
      content: [
        {
          siteSubPrice: '0.00',
          openSettlement: false,
          openWallet: false,
          proportion: '0.0000',
          margin: '0.00',
        },
      ],
    });
  });
});

describe('menus and footer', () => {
  beforeAll(async () => {
    const add = async (
      parentId: number | null,
      name: string,
      frontUrl = '',
      contentUrl = '',
      position = 'header',
    ) => {
      const [row] = await t.db
        .insert(siteColumns)
        .values({
          siteId: t.siteA.id,
          parentId,
          position,
          frontUrl,
          contentUrl,
          name: { zh_CN: name, en_US: `${name}-en` },
        })
        .returning({ id: siteColumns.id });
      return row!.id;
    };
    const l1 = await add(null, '一级', '/');
    const l2 = await add(l1, '二级', '/aboutUs/faq');
    const l3 = await add(l2, '三级', '', 'https://example.com/doc');
    await add(l3, '四级', '/too-deep');
    const group = await add(null, '法律', '', '', 'footer');
    await add(group, '隐私政策', '/aboutUs/privacyPolicy', '', 'footer');
    // Another site's menu never shows.
    await t.db
      .insert(siteColumns)
      .values({ siteId: t.siteB.id, position: 'header', frontUrl: '/b', name: { zh_CN: 'B' } });
  });

  it('getHeaderData returns the tree, three levels at most, names in three languages', async () => {
    const res = await t.call({ method: 'GET', url: '/community/front/getHeaderData' });
    const [top] = res.json<{ content: Record<string, unknown>[] }>().content;
    expect(res.json<{ content: unknown[] }>().content).toHaveLength(1);
    expect(top).toMatchObject({
      columnName: '一级',
      columnNameEn: '一级-en',
      columnNameHant: '',
      frontUrl: '/',
      children: [
        {
          columnName: '二级',
          children: [{ columnName: '三级', contentUrl: 'https://example.com/doc', children: [] }],
        },
      ],
    });
  });

  it('getColumnShowInfo names columns in the reader language', async () => {
    const res = await t.call({ method: 'POST', url: '/cms/front/getColumnShowInfo', language: 'en_US' });
    expect(res.json()).toMatchObject({
      content: [{ columnName: '一级-en', children: [{ columnName: '二级-en' }] }],
    });
  });

  it('getSiteFooterContent gives config, theme and link groups', async () => {
    const res = await t.call({ method: 'POST', url: '/cms/front/getSiteFooterContent', language: 'en_US' });
    expect(res.json()).toMatchObject({
      content: [
        {
          templateIndex: 1,
          siteInfo: { brandName: 'Brand site-a' },
          theme: { themeColor: '#e74b3a', secondthemeColor: '#f56c6c' },
          groups: [{ title: '法律-en', links: [{ title: '隐私政策-en', url: '/aboutUs/privacyPolicy' }] }],
        },
      ],
    });
  });
});

describe('dictionary', () => {
  it('returns labels in the reader language; a site override replaces the shared rows', async () => {
    await t.db.insert(dictItems).values([
      {
        siteId: null,
        dictType: 'gender',
        dictValue: '1',
        label: { zh_CN: '男', en_US: 'Male', zh_Hant: '男' },
        sort: 1,
      },
      {
        siteId: null,
        dictType: 'gender',
        dictValue: '2',
        label: { zh_CN: '女', en_US: 'Female', zh_Hant: '女' },
        sort: 2,
      },
      {
        siteId: t.siteB.id,
        dictType: 'gender',
        dictValue: '0',
        label: { zh_CN: '保密', en_US: 'Secret' },
        sort: 1,
      },
    ]);
    const a = await t.call({
      method: 'GET',
      url: '/community/front/getDictListByType',
      query: { type: 'gender' },
      language: 'en_US',
    });
    expect(a.json<{ content: { dictLabel: string }[] }>().content.map((d) => d.dictLabel)).toEqual([
      'Male',
      'Female',
    ]);
    const b = await t.call({
      method: 'GET',
      url: '/community/front/getDictListByType',
      query: { type: 'gender' },
      site: t.siteB,
    });
    expect(b.json<{ content: { dictLabel: string }[] }>().content.map((d) => d.dictLabel)).toEqual(['保密']);
    const missing = await t.call({ method: 'GET', url: '/community/front/getDictListByType' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('content modules', () => {
  beforeAll(async () => {
    const base = t.clock.now().getTime();
    for (let i = 1; i <= 12; i += 1) {
      await t.db.insert(siteContents).values({
        siteId: t.siteA.id,
        moduleCode: 'announcement',
        title: { zh_CN: `公告${i}`, en_US: `Notice ${i}` },
        summary: { zh_CN: `摘要${i}` },
        body: { zh_CN: `正文${i}` },
        publishTime: new Date(base - i * 3600_000),
      });
    }
    // A draft and a future item never show.
    await t.db.insert(siteContents).values([
      {
        siteId: t.siteA.id,
        moduleCode: 'announcement',
        title: { zh_CN: '草稿' },
        summary: { zh_CN: '' },
        body: { zh_CN: '' },
        status: 0,
      },
      {
        siteId: t.siteA.id,
        moduleCode: 'announcement',
        title: { zh_CN: '未来' },
        summary: { zh_CN: '' },
        body: { zh_CN: '' },
        publishTime: new Date(base + 3600_000),
      },
    ]);
  });

  it('lists published items newest first, paged, without bodies', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/cms/front/getModuleContentList',
      query: { moduleCode: 'announcement', page: '2', pageSize: '5' },
      language: 'en_US',
    });
    const body = res.json<{ total: number; content: { title: string; body: string }[] }>();
    expect(body.total).toBe(12);
    expect(body.content.map((c) => c.title)).toEqual([
      'Notice 6',
      'Notice 7',
      'Notice 8',
      'Notice 9',
      'Notice 10',
    ]);
    expect(body.content.every((c) => c.body === '')).toBe(true);
  });

  it('returns one item with its body, falling back to Chinese where a language is missing', async () => {
    const list = await t.call({
      method: 'GET',
      url: '/cms/front/getModuleContentList',
      query: { moduleCode: 'announcement' },
    });
    const id = list.json<{ content: { contentId: number }[] }>().content[0]!.contentId;
    const res = await t.call({
      method: 'GET',
      url: '/cms/front/getContentByContentId',
      query: { contentId: String(id) },
      language: 'zh_Hant',
    });
    expect(res.json()).toMatchObject({ content: [{ title: '公告1', body: '正文1' }] });
  });

  it('404 for an unknown id, and for another site', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/cms/front/getContentByContentId',
      query: { contentId: '99999' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: STATUS.NOT_FOUND });
    const list = await t.call({
      method: 'GET',
      url: '/cms/front/getModuleContentList',
      query: { moduleCode: 'announcement' },
    });
    const id = list.json<{ content: { contentId: number }[] }>().content[0]!.contentId;
    const onB = await t.call({
      method: 'GET',
      url: '/cms/front/getContentByContentId',
      query: { contentId: String(id) },
      site: t.siteB,
    });
    expect(onB.statusCode).toBe(404);
  });
});

describe('site validity', () => {
  it('an expired site still shows its config but refuses sign-in', async () => {
    const old = await createSite(t.db, {
      code: 'expired',
      domain: 'expired.test',
      endTime: new Date(t.clock.now().getTime() - 1000),
    });
    await createUser(t.db, old.id, { email: 'late@example.com' });
    const config = await t.call({ method: 'POST', url: '/cms/front/getSiteConfig', site: old });
    expect(config.statusCode).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/community/front/login',
      payload: { userName: 'late@example.com', password: TEST_PASSWORD },
      site: old,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ status: STATUS.SITE_UNAVAILABLE });
  });

  it('a disabled site refuses sign-in too', async () => {
    await t.db.update(sites).set({ status: 0 }).where(eq(sites.id, t.siteB.id));
    await createUser(t.db, t.siteB.id, { email: 'b-user@example.com' });
    t.clock.advance(11_000); // past the resolver cache
    const login = await t.call({
      method: 'POST',
      url: '/community/front/login',
      payload: { userName: 'b-user@example.com', password: TEST_PASSWORD },
      site: t.siteB,
    });
    expect(login.json()).toMatchObject({ status: STATUS.SITE_UNAVAILABLE });
    await t.db.update(sites).set({ status: 1 }).where(eq(sites.id, t.siteB.id));
  });
});

describe('the envelope everywhere', () => {
  it('an unknown API path answers 404 in the envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/community/front/noSuchThing', language: 'en_US' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: STATUS.ROUTE_NOT_FOUND, message: 'No such API', content: [] });
  });

  it('malformed JSON answers 400 in the envelope', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/community/front/login',
      payload: '{"userName": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: STATUS.VALIDATION_FAILED });
  });

  it('an oversize body answers 413 in the envelope', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/community/front/login',
      payload: { userName: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: STATUS.PAYLOAD_TOO_LARGE });
  });
});

describe('OpenAPI', () => {
  it('lists every route of the API table with request and response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<
        string,
        Record<string, { responses: Record<string, unknown>; parameters?: unknown[]; requestBody?: unknown }>
      >;
    }>();
    for (const [name, entry] of Object.entries(API)) {
      // OpenAPI writes a path parameter as {id}; the table as Fastify does, :id.
      const op = doc.paths[entry.path.replace(/:(\w+)/g, '{$1}')]?.[entry.method.toLowerCase()];
      expect(op, name).toBeDefined();
      expect(op!.responses['200'], name).toBeDefined();
    }
    expect(doc.paths['/community/front/login']!.post!.requestBody).toBeDefined();
    expect(doc.paths['/community/front/sendVercodeOrMailcode']!.get!.parameters).toBeDefined();
  });

  it('serves the UI at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('development outbox', () => {
  it('is listed outside production', async () => {
    const res = await t.call({ method: 'GET', url: '/community/front/dev/outbox' });
    expect(res.statusCode).toBe(200);
  });
});
