import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { notices } from '../src/db/schema/notices';
import { siteContents } from '../src/db/schema/content';
import { createTestContext, createUser, TEST_PASSWORD, type TestContext } from './harness';

/**
 * The standing tenancy family (DESIGN.md, Tenancy): nothing of site A can be read or changed from
 * site B, and a user of one site never reaches another user's rows.
 */
let t: TestContext;
let tokenA: string;
let tokenA2: string;
let noticeOfA: number;

beforeAll(async () => {
  t = await createTestContext();
  const a = await createUser(t.db, t.siteA.id, { email: 'a@example.com', nickName: 'Alpha' });
  await createUser(t.db, t.siteA.id, { email: 'a2@example.com', nickName: 'Alpha Two' });
  await createUser(t.db, t.siteB.id, { email: 'a@example.com', nickName: 'Bravo' });
  const [n] = await t.db
    .insert(notices)
    .values({
      siteId: t.siteA.id,
      userId: a.id,
      noticeType: 1,
      title: { zh_CN: 'A 的通知' },
      content: { zh_CN: '仅 A 可见' },
    })
    .returning({ id: notices.id });
  noticeOfA = n!.id;
  await t.db.insert(siteContents).values({
    siteId: t.siteA.id,
    moduleCode: 'privacyPolicy',
    title: { zh_CN: 'A 隐私政策' },
    summary: { zh_CN: '' },
    body: { zh_CN: 'A 的正文' },
    // Published before the test clock's now (the column's default is the database's own time).
    publishTime: new Date(t.clock.now().getTime() - 3600_000),
  });
  const login = async (userName: string, site = t.siteA) =>
    (
      await t.call({
        method: 'POST',
        url: '/community/front/login',
        payload: { userName, password: TEST_PASSWORD },
        site,
      })
    ).json<{
      content: [{ token: string }];
    }>().content[0].token;
  tokenA = await login('a@example.com');
  tokenA2 = await login('a2@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('site resolution', () => {
  it('uses the domainName header first', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/cms/front/getSiteConfig',
      site: t.siteB,
      headers: { host: 'a.test' },
    });
    expect(res.json()).toMatchObject({ content: [{ siteId: 'site-b' }] });
  });

  it('falls back to the Host header, with or without its port', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/cms/front/getSiteConfig',
      headers: { host: 'b.test:8080' },
    });
    expect(res.json()).toMatchObject({ content: [{ siteId: 'site-b' }] });
  });

  it('falls back to the default site for an unknown domain', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/cms/front/getSiteConfig',
      headers: { domainname: 'https://unknown.example', host: 'unknown.example' },
    });
    expect(res.json()).toMatchObject({ content: [{ siteId: 'site-a' }] });
  });
});

describe('isolation between sites', () => {
  it('the same email on two sites is two people; a sign-in on B finds B', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/community/front/login',
      payload: { userName: 'a@example.com', password: TEST_PASSWORD },
      site: t.siteB,
    });
    expect(res.json()).toMatchObject({ content: [{ cust: { nickName: 'Bravo' } }] });
  });

  it("site B's content pages do not show site A's pages", async () => {
    const onA = await t.call({
      method: 'GET',
      url: '/cms/front/getModuleContent',
      query: { moduleCode: 'privacyPolicy' },
    });
    expect(onA.json()).toMatchObject({ content: [{ title: 'A 隐私政策' }] });
    const onB = await t.call({
      method: 'GET',
      url: '/cms/front/getModuleContent',
      query: { moduleCode: 'privacyPolicy' },
      site: t.siteB,
    });
    expect(onB.statusCode).toBe(404);
  });

  it("A's token reads nothing on B", async () => {
    for (const url of [
      '/community/api/queryCommunityMessage',
      '/community/api/queryUnreadNotice',
      '/community/api/selectCommunityUserInfo',
    ]) {
      const res = await t.call({ method: 'GET', url, token: tokenA, site: t.siteB });
      expect(res.statusCode, url).toBe(401);
      expect(res.json<{ status: number }>().status, url).toBe(STATUS.TOKEN_WRONG_SITE);
    }
  });
});

describe('isolation between users of one site', () => {
  it("a user cannot list another user's notices", async () => {
    const mine = await t.call({ method: 'GET', url: '/community/api/queryUnreadNotice', token: tokenA });
    expect(mine.json()).toMatchObject({ total: 1, content: [{ noticeId: noticeOfA, title: 'A 的通知' }] });
    const theirs = await t.call({ method: 'GET', url: '/community/api/queryUnreadNotice', token: tokenA2 });
    expect(theirs.json()).toMatchObject({ total: 0, content: [] });
  });

  it("a user cannot mark another user's notice read", async () => {
    const res = await t.call({
      method: 'GET',
      url: '/community/api/readCommunityNotice',
      query: { noticeId: String(noticeOfA) },
      token: tokenA2,
    });
    expect(res.statusCode).toBe(404);
    // "Mark all read" by the other user leaves A's notice unread.
    await t.call({ method: 'GET', url: '/community/api/readCommunityNotice', token: tokenA2 });
    const counts = await t.call({
      method: 'GET',
      url: '/community/api/queryCommunityMessage',
      token: tokenA,
    });
    expect(counts.json()).toMatchObject({ content: [{ systemMessageCount: 1 }] });
  });

  it('the owner can read it, and the bell goes to zero', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/community/api/readCommunityNotice',
      query: { noticeId: String(noticeOfA) },
      token: tokenA,
    });
    expect(res.json()).toMatchObject({ status: STATUS.OK });
    const counts = await t.call({
      method: 'GET',
      url: '/community/api/queryCommunityMessage',
      token: tokenA,
    });
    expect(counts.json()).toMatchObject({ content: [{ systemMessageCount: 0, publicMessageCount: 0 }] });
  });
});
