import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import { contactMessages } from '../src/db/schema/contact';
import { createTestContext, type TestContext } from './harness';
import { member, type Member } from './wallet-support';

/**
 * The contact form (commitLeavingMessage): kept for the site admin, refused with localized field errors
 * (nothing stored), at most 3 per 10 minutes per network address, answered once by the site's own admin;
 * a signed-in sender gets the answer as a notice.
 */
let t: TestContext;
let admin: Member;
let lin: Member;

type Body = { status: number; message: string; content: Record<string, unknown>[]; total?: number };

async function leave(
  query: Record<string, string>,
  options: { token?: string; language?: string; ip?: string } = {},
) {
  const res = await t.call({
    method: 'GET',
    url: '/community/front/commitLeavingMessage',
    query,
    ...(options.token ? { token: options.token } : {}),
    ...(options.language ? { language: options.language } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { http: res.statusCode, body: res.json<Body>() };
}

const stored = async () => (await t.db.select({ n: count() }).from(contactMessages))[0]!.n;
const GOOD = { name: 'Lin', contact: 'lin@example.com', content: 'How do I change my follow mode?' };

beforeAll(async () => {
  t = await createTestContext();
  admin = await member(t, 'desk@contact.test', { nickName: 'Desk', admin: true });
  lin = await member(t, 'lin@contact.test', { nickName: 'Lin' });
});
afterAll(() => t.close());

describe('leaving a message', () => {
  it('refuses missing and over-long fields in the reader language, storing nothing', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ ...GOOD, name: ' ' }, 'name', 'Please enter your name'],
      [{ ...GOOD, contact: 'ab' }, 'contact', 'The contact needs at least 3 characters'],
      [{ ...GOOD, content: 'hi' }, 'content', 'The message needs at least 5 characters'],
      [{ ...GOOD, content: '字'.repeat(1001) }, 'content', 'The message can be at most 1000 characters'],
    ];
    for (const [query, field, message] of cases) {
      const res = await leave(query, { language: 'en_US', ip: '10.0.0.9' });
      expect(res.http).toBe(400);
      expect(res.body.content).toContainEqual({ field, message });
    }
    expect(await stored()).toBe(0);
  });

  it('keeps three per network address in ten minutes, then says how long to wait', async () => {
    for (let i = 0; i < 3; i += 1) expect((await leave(GOOD, { ip: '10.0.0.1' })).http).toBe(200);
    const fourth = await leave(GOOD, { ip: '10.0.0.1', language: 'en_US' });
    expect(fourth.http).toBe(429);
    expect(fourth.body.status).toBe(STATUS.CONTACT_TOO_FREQUENT);
    expect(fourth.body.message).toBe('Too many messages; please try again in 600 s');
    expect((await leave(GOOD, { ip: '10.0.0.2' })).http).toBe(200);
    t.clock.advance(10 * 60_000 + 1);
    expect((await leave(GOOD, { ip: '10.0.0.1' })).http).toBe(200);
    expect(await stored()).toBe(5);
  });
});

describe('answering', () => {
  it('only the site admin reads and answers, once; the signed-in sender gets a notice', async () => {
    const left = await leave(
      { ...GOOD, content: 'Is there a minimum deposit to copy?' },
      { token: lin.token, ip: '10.0.0.3' },
    );
    const id = left.body.content[0]!.id as number;

    const asUser = await t.call({
      method: 'GET',
      url: '/community/api/adminQueryContactMessages',
      token: lin.token,
    });
    expect(asUser.statusCode).toBe(403);
    const list = await t.call({
      method: 'GET',
      url: '/community/api/adminQueryContactMessages',
      token: admin.token,
      query: { state: 'open' },
    });
    expect(list.json<Body>().content[0]).toMatchObject({ id, userId: lin.id, state: 'open' });

    const answer = { id, answer: 'No minimum: the trader may set one per account.' };
    const first = await t.call({
      method: 'POST',
      url: '/community/api/adminAnswerContactMessage',
      token: admin.token,
      payload: answer,
    });
    expect(first.json<Body>().content[0]).toMatchObject({ state: 'answered', answer: answer.answer });
    const again = await t.call({
      method: 'POST',
      url: '/community/api/adminAnswerContactMessage',
      token: admin.token,
      payload: answer,
    });
    expect(again.json<Body>().status).toBe(STATUS.ALREADY_REVIEWED);

    const notices = await t.call({
      method: 'GET',
      url: '/community/api/queryUnreadNotice',
      token: lin.token,
      query: { noticeType: '1', page: '1', pageSize: '5' },
      language: 'en_US',
    });
    expect(notices.json<Body>().content[0]).toMatchObject({
      title: 'Your message was answered',
      content: answer.answer,
    });
  });

  it("another site's admin sees none of them and cannot answer them", async () => {
    const other = await member(t, 'desk@other.test', { nickName: 'Other', admin: true, site: t.siteB });
    const list = await t.call({
      method: 'GET',
      url: '/community/api/adminQueryContactMessages',
      token: other.token,
      site: t.siteB,
    });
    expect(list.json<Body>().total).toBe(0);
    const answer = await t.call({
      method: 'POST',
      url: '/community/api/adminAnswerContactMessage',
      token: other.token,
      site: t.siteB,
      payload: { id: 1, answer: 'hello' },
    });
    expect(answer.statusCode).toBe(404);
  });
});
