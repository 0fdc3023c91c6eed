import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../src/db/schema/notices';
import { createTestContext, type TestContext } from './harness';
import type { Person } from './copy-support';
import { api, member, tradeAccount } from './social-support';
import { rechargeOk } from './wallet-support';
import { noticeRows } from './messages-support';

/**
 * Notification switches (queryUserCommunityNoticeFlag / updateUserCommunityNoticeFlag, /front paths that
 * need the signed-in user) and marking a whole tab read (readUnreadNotice).
 */
let t: TestContext;
let admin: Person;
let owner: Person;
let lin: Person;
let accountId: number;

const FLAGS = '/community/front/queryUserCommunityNoticeFlag';
const UPDATE = '/community/front/updateUserCommunityNoticeFlag';
const ALL_ON = { comments: true, follows: true, subscriptions: true, copySkipped: true, connection: true };

beforeAll(async () => {
  t = await createTestContext();
  admin = await member(t, 'desk@flags.test', { nickName: 'Desk', admin: true });
  owner = await member(t, 'owner@flags.test', { nickName: 'Atlas', userType: 3 });
  lin = await member(t, 'lin@flags.test', { nickName: 'Lin' });
  accountId = await tradeAccount(t, owner);
});
afterAll(() => t.close());

describe('the switches', () => {
  it('answer 401 without a token (or with a token of another site), like protected paths', async () => {
    for (const [method, url] of [
      ['GET', FLAGS],
      ['POST', UPDATE],
    ] as const) {
      const res = await t.call({
        method,
        url,
        ...(method === 'POST' ? { payload: { comments: false } } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 40100, message: '请先登录' });
      const foreign = await t.call({
        method,
        url,
        token: owner.token,
        site: t.siteB,
        ...(method === 'POST' ? { payload: { comments: false } } : {}),
      });
      expect(foreign.statusCode).toBe(401);
    }
    expect((await api(t, owner, 'GET', FLAGS)).content[0]).toMatchObject({ flags: ALL_ON });
  });

  it('are all on at first, and list the groups that cannot be switched off', async () => {
    const res = await api(t, owner, 'GET', FLAGS);
    expect(res.content).toEqual([{ flags: ALL_ON, fixed: ['money', 'reviews', 'public'] }]);
  });

  it('change only what is sent and keep it', async () => {
    const first = await api(t, owner, 'POST', UPDATE, { comments: false });
    expect(first.content[0]).toMatchObject({ flags: { ...ALL_ON, comments: false } });
    const second = await api(t, owner, 'POST', UPDATE, { follows: false, connection: false });
    expect(second.content[0]).toMatchObject({
      flags: { ...ALL_ON, comments: false, follows: false, connection: false },
    });
    expect((await api(t, owner, 'GET', FLAGS)).content[0]).toMatchObject({
      flags: { ...ALL_ON, comments: false, follows: false, connection: false },
    });
    // Another person's switches are his own.
    expect((await api(t, lin, 'GET', FLAGS)).content[0]).toMatchObject({ flags: ALL_ON });
    await api(t, owner, 'POST', UPDATE, { connection: true });
  });

  it('refuse bad input with localized field errors and change nothing', async () => {
    const before = (await api(t, owner, 'GET', FLAGS)).content[0];
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ comments: 'no' }, 'comments', '格式不正确', 'Invalid value'],
      [{ money: false }, '', '不支持的字段：money', 'Unknown field: money'],
      [{}, '', '此项为必填项', 'This field is required'],
    ];
    for (const [payload, field, zh, en] of cases) {
      for (const [language, text] of [
        ['zh_CN', zh],
        ['en_US', en],
      ] as const) {
        const res = await t.call({ method: 'POST', url: UPDATE, token: owner.token, payload, language });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 40000, content: [{ field, message: text }] });
      }
    }
    expect((await api(t, owner, 'GET', FLAGS)).content[0]).toEqual(before);
  });
});

describe('what the switches do', () => {
  it('a switched-off kind is not written; money notices always are', async () => {
    // owner has comments and follows off.
    const before = (await noticeRows(t, owner.id)).length;
    const saved = await api(t, lin, 'POST', '/community/api/commentSave', { mtId: accountId, content: 'Hi' });
    expect(saved.status).toBe(10000);
    await api(t, lin, 'GET', '/community/api/addConcern', { userId: owner.id });
    expect(await noticeRows(t, owner.id)).toHaveLength(before);

    await rechargeOk(t, owner, admin, '50.00');
    expect(await noticeRows(t, owner.id, 'rechargePassed')).toHaveLength(1);
    expect((await noticeRows(t, owner.id, 'rechargePassed'))[0]!.link).toBe(
      `/personalCenter/${owner.id}/tokenManage/rechargeRecord`,
    );

    // Switched back on: the next comment is told.
    await api(t, owner, 'POST', UPDATE, { comments: true });
    t.clock.advance(11_000);
    await api(t, lin, 'POST', '/community/api/commentSave', { mtId: accountId, content: 'Hi again' });
    expect(await noticeRows(t, owner.id, 'commentReceived')).toHaveLength(1);
  });
});

describe('readUnreadNotice', () => {
  const READ = '/community/api/readUnreadNotice';
  type Counts = { marked: number; systemMessageCount: number; publicMessageCount: number };
  const text = { zh_CN: 'x' };
  let reader: Person;
  let other: Person;

  async function give(who: Person, noticeType: 1 | 2, n: number, isRead = false) {
    await t.db.insert(notices).values(
      Array.from({ length: n }, () => ({
        siteId: t.siteA.id,
        userId: who.id,
        noticeType,
        title: text,
        content: text,
        isRead,
      })),
    );
  }

  beforeAll(async () => {
    reader = await member(t, 'reader@flags.test');
    other = await member(t, 'other@flags.test');
    await give(reader, 1, 3);
    await give(reader, 1, 1, true);
    await give(reader, 2, 2);
    await give(other, 1, 2);
    await give(other, 2, 2);
  });

  it("lists unread ones only when asked (the bell's dropdown)", async () => {
    type Row = { isRead: boolean; noticeType: number };
    const all = await api<Row>(t, reader, 'GET', '/community/api/queryUnreadNotice', { pageSize: 50 });
    expect(all.total).toBe(6);
    const unread = await api<Row>(t, reader, 'GET', '/community/api/queryUnreadNotice', {
      unreadOnly: 'true',
      pageSize: 5,
    });
    expect(unread.total).toBe(5);
    expect(unread.content.every((n) => !n.isRead)).toBe(true);
    const bad = await api(t, reader, 'GET', '/community/api/queryUnreadNotice', { unreadOnly: 'maybe' });
    expect(bad.http).toBe(400);
  });

  it('marks one tab read and answers the new counts', async () => {
    const pub = await api<Counts>(t, reader, 'GET', READ, { noticeType: 2 });
    expect(pub.content).toEqual([{ marked: 2, systemMessageCount: 3, publicMessageCount: 0 }]);
    const sys = await api<Counts>(t, reader, 'GET', READ, { noticeType: 1 });
    expect(sys.content).toEqual([{ marked: 3, systemMessageCount: 0, publicMessageCount: 0 }]);
    const none = await api<Counts>(t, reader, 'GET', READ, { noticeType: 1 });
    expect(none.content[0]!.marked).toBe(0);
    // The bell agrees.
    expect((await api(t, reader, 'GET', '/community/api/queryCommunityMessage')).content).toEqual([
      { systemMessageCount: 0, publicMessageCount: 0 },
    ]);
  });

  it('0 (or nothing) marks both tabs; nobody else is touched', async () => {
    await give(reader, 1, 1);
    await give(reader, 2, 1);
    const both = await api<Counts>(t, reader, 'GET', READ);
    expect(both.content).toEqual([{ marked: 2, systemMessageCount: 0, publicMessageCount: 0 }]);
    expect((await api(t, other, 'GET', '/community/api/queryCommunityMessage')).content).toEqual([
      { systemMessageCount: 2, publicMessageCount: 2 },
    ]);
  });

  it('needs a token and a known type', async () => {
    expect((await t.call({ method: 'GET', url: READ })).statusCode).toBe(401);
    const bad = await api(t, other, 'GET', READ, { noticeType: 5 });
    expect(bad.http).toBe(400);
    expect(bad.content).toEqual([{ field: 'noticeType', message: '不能大于2' }]);
    expect((await api(t, other, 'GET', '/community/api/queryCommunityMessage')).content).toEqual([
      { systemMessageCount: 2, publicMessageCount: 2 },
    ]);
  });
});
