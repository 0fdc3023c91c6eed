import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull } from 'drizzle-orm';
import { notices } from '../src/db/schema/notices';
import { publicMessages } from '../src/db/schema/profile';
import { createTestContext, createUser, type TestContext } from './harness';
import type { Person } from './copy-support';
import { api, member } from './social-support';
import { heard, noticesOf } from './messages-support';

/**
 * Public messages: the site admin publishes (a copy to every active user of the site, one statement),
 * lists (recipients, read copies) and withdraws (every copy deleted). Nobody else may; another site's
 * users never receive one.
 */
let t: TestContext;
let admin: Person;
let lin: Person;
let mia: Person;
let adminB: Person;
let bob: Person;
let disabledId: number;

const PUBLISH = '/community/api/adminPublishPublicMessage';
const LIST = '/community/api/adminQueryPublicMessages';
const WITHDRAW = '/community/api/adminWithdrawPublicMessage';

type Message = {
  id: number;
  title: { zh_CN: string; en_US: string; zh_Hant: string };
  recipients: number;
  readCount: number;
  withdrawn: boolean;
  authorName: string;
};

const MAINTENANCE = {
  title: { zh_CN: '周末系统维护', en_US: 'Weekend maintenance' },
  content: {
    zh_CN: '本周六 02:00-04:00 系统维护，期间暂停跟单。',
    en_US: 'Copying pauses on Saturday 02:00-04:00 for maintenance.',
  },
};

async function copiesOf(messageId: number) {
  const [row] = await t.db.select({ n: count() }).from(notices).where(eq(notices.publicMessageId, messageId));
  return row!.n;
}

async function stored() {
  const [messages] = await t.db.select({ n: count() }).from(publicMessages);
  const [copies] = await t.db.select({ n: count() }).from(notices).where(isNotNull(notices.publicMessageId));
  return { messages: messages!.n, copies: copies!.n };
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await member(t, 'desk@public.test', { nickName: 'Desk', admin: true });
  lin = await member(t, 'lin@public.test', { nickName: 'Lin' });
  mia = await member(t, 'mia@public.test', { nickName: 'Mia' });
  const disabled = await createUser(t.db, t.siteA.id, { email: 'gone@public.test', status: 0 });
  disabledId = disabled.id;
  adminB = await member(t, 'desk@public-b.test', { nickName: 'Desk B', admin: true, site: t.siteB });
  bob = await member(t, 'bob@public-b.test', { nickName: 'Bob', site: t.siteB });
});
afterAll(() => t.close());

describe('publishing', () => {
  it('is for the site admin only', async () => {
    const res = await api(t, lin, 'POST', PUBLISH, MAINTENANCE);
    expect(res.http).toBe(403);
    expect(res.status).toBe(25007);
    expect((await api(t, lin, 'GET', LIST)).http).toBe(403);
    expect(await stored()).toEqual({ messages: 0, copies: 0 });
  });

  it("refuses bad input in the reader's language and stores nothing", async () => {
    const cases: [unknown, string, string, string][] = [
      [
        { ...MAINTENANCE, title: { en_US: 'No Chinese' } },
        'title.zh_CN',
        '此项为必填项',
        'This field is required',
      ],
      [{ ...MAINTENANCE, title: { zh_CN: '   ' } }, 'title.zh_CN', '此项为必填项', 'This field is required'],
      [
        { ...MAINTENANCE, title: { zh_CN: '维护', en_US: 'x'.repeat(101) } },
        'title.en_US',
        '长度不能超过100个字符',
        'At most 100 characters',
      ],
      [
        { ...MAINTENANCE, content: { zh_CN: '长'.repeat(5001) } },
        'content.zh_CN',
        '长度不能超过5000个字符',
        'At most 5000 characters',
      ],
      [{ title: MAINTENANCE.title }, 'content', '此项为必填项', 'This field is required'],
    ];
    for (const [payload, field, zh, en] of cases) {
      for (const [language, text] of [
        ['zh_CN', zh],
        ['en_US', en],
      ] as const) {
        const res = await t.call({
          method: 'POST',
          url: PUBLISH,
          token: admin.token,
          payload: payload as object,
          language,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 40000, content: [{ field, message: text }] });
      }
    }
    expect(await stored()).toEqual({ messages: 0, copies: 0 });
  });

  it('copies to every active user of the site, each reading his language, and tells their open pages', async () => {
    const toLin = await heard(t, lin.id, async () => {
      const res = await api<Message>(t, admin, 'POST', PUBLISH, MAINTENANCE);
      expect(res.http).toBe(200);
      // admin, lin, mia: the disabled user gets no copy.
      expect(res.content[0]).toMatchObject({
        title: { zh_CN: '周末系统维护', en_US: 'Weekend maintenance', zh_Hant: '' },
        recipients: 3,
        readCount: 0,
        withdrawn: false,
        authorName: 'Desk',
      });
    });
    expect(toLin).toContainEqual({ type: 'notice' });
    const toBob = await heard(t, bob.id, () => api(t, admin, 'POST', PUBLISH, MAINTENANCE), t.siteB);
    expect(toBob).toEqual([]);

    const [linCopy] = await noticesOf(t, lin, { noticeType: 2 });
    expect(linCopy).toMatchObject({
      noticeType: 2,
      kind: 'publicMessage',
      title: '周末系统维护',
      content: '本周六 02:00-04:00 系统维护，期间暂停跟单。',
      isRead: false,
      link: '',
    });
    expect((await noticesOf(t, mia, { noticeType: 2, language: 'en_US' }))[0]!.title).toBe(
      'Weekend maintenance',
    );
    // No Traditional text given: zh_CN.
    expect((await noticesOf(t, mia, { noticeType: 2, language: 'zh_Hant' }))[0]!.title).toBe('周末系统维护');
    expect((await api(t, lin, 'GET', '/community/api/queryCommunityMessage')).content[0]).toMatchObject({
      publicMessageCount: 2,
    });

    // Site B: nobody got anything.
    expect(await noticesOf(t, bob, { site: t.siteB })).toEqual([]);
    expect(await noticesOf(t, adminB, { site: t.siteB })).toEqual([]);
    const [disabledCopies] = await t.db
      .select({ n: count() })
      .from(notices)
      .where(eq(notices.userId, disabledId));
    expect(disabledCopies!.n).toBe(0);
  });

  it('is not delivered to people who register later', async () => {
    const late = await member(t, 'late@public.test');
    expect(await noticesOf(t, late, { noticeType: 2 })).toEqual([]);
  });
});

describe('the list', () => {
  it('shows recipients and read copies, newest first, of this site only', async () => {
    const [copy] = await noticesOf(t, lin, { noticeType: 2 });
    await api(t, lin, 'GET', '/community/api/readCommunityNotice', { noticeId: copy!.noticeId });
    const res = await api<Message>(t, admin, 'GET', LIST, { page: 1, pageSize: 10 });
    expect(res.total).toBe(2);
    expect(res.content.map((m) => [m.recipients, m.readCount])).toEqual([
      [3, 1],
      [3, 0],
    ]);
    const other = await api<Message>(t, adminB, 'GET', LIST, {}, t.siteB);
    expect(other.content).toEqual([]);
  });
});

describe('withdrawing', () => {
  it("deletes every copy (read or not), once; nobody else may, another site's admin finds nothing", async () => {
    const [newest] = (await api<Message>(t, admin, 'GET', LIST)).content;
    const id = newest!.id;
    expect(await copiesOf(id)).toBe(3);

    expect((await api(t, lin, 'POST', WITHDRAW, { id })).http).toBe(403);
    expect((await api(t, adminB, 'POST', WITHDRAW, { id }, t.siteB)).http).toBe(404);
    expect(await copiesOf(id)).toBe(3);

    const toMia = await heard(t, mia.id, async () => {
      const res = await api<Message>(t, admin, 'POST', WITHDRAW, { id });
      expect(res.content[0]).toMatchObject({ id, withdrawn: true, recipients: 3, readCount: 0 });
    });
    expect(toMia).toContainEqual({ type: 'notice' });
    expect(await copiesOf(id)).toBe(0);
    expect(await noticesOf(t, lin, { noticeType: 2 })).toHaveLength(1);

    const again = await t.call({
      method: 'POST',
      url: WITHDRAW,
      token: admin.token,
      payload: { id },
      language: 'en_US',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 34001,
      message: 'This public message was already withdrawn',
    });
    const list = (await api<Message>(t, admin, 'GET', LIST)).content;
    expect(list.find((m) => m.id === id)).toMatchObject({ withdrawn: true });

    const bad = await t.call({ method: 'POST', url: WITHDRAW, token: admin.token, payload: { id: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});
