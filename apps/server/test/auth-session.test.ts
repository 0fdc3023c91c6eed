import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema/users';
import { createTestContext, createUser, TEST_PASSWORD, type TestContext } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

async function login(
  userName: string,
  password = TEST_PASSWORD,
  extra: { ip?: string; site?: TestContext['siteA'] } = {},
) {
  return t.call({
    method: 'POST',
    url: '/community/front/login',
    payload: { userName, password },
    ...(extra.ip ? { remoteAddress: extra.ip } : {}),
    ...(extra.site ? { site: extra.site } : {}),
  });
}

async function tokenOf(userName: string) {
  const res = await login(userName);
  expect(res.statusCode).toBe(200);
  return res.json<{ content: [{ token: string; tokenTime: number }] }>().content[0];
}

describe('sign in', () => {
  it('returns token, tokenTime and the allow-listed user, and never the hash', async () => {
    const user = await createUser(t.db, t.siteA.id, {
      email: 'ann@example.com',
      nickName: 'Ann',
      userType: 3,
    });
    const res = await login('ANN@example.com');
    const body = res.json<{ status: number; content: [Record<string, unknown>] }>();
    expect(body.status).toBe(STATUS.OK);
    const result = body.content[0];
    expect(Object.keys(result).sort()).toEqual(['cust', 'token', 'tokenTime']);
    expect(result.cust).toEqual({
      id: user.id,
      userType: 3,
      nickName: 'Ann',
      portraitImg: '',
      email: 'ann@example.com',
      phone: '',
      isAdmin: false,
    });
    expect(result.tokenTime).toBe(t.clock.now().getTime() + 7 * 24 * 3600_000);
    expect(res.body).not.toContain('argon2');
    // The token itself is not stored, only its hash.
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored[0]!.tokenHash).not.toBe(result.token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs in by phone number', async () => {
    await createUser(t.db, t.siteA.id, { phone: '13912345678' });
    expect((await login('13912345678')).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    await createUser(t.db, t.siteA.id, { email: 'bob@example.com' });
    const wrong = await login('bob@example.com', 'WrongPass1');
    const unknown = await login('nobody@example.com', 'WrongPass1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      status: STATUS.INVALID_CREDENTIALS,
      message: '用户名或密码错误',
      content: [],
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('pauses sign-in for a username from one address after five failures, also for the right password', async () => {
    await createUser(t.db, t.siteA.id, { email: 'carl@example.com' });
    for (let i = 0; i < 5; i += 1) {
      expect((await login('carl@example.com', 'WrongPass1', { ip: '10.1.0.1' })).json()).toMatchObject({
        status: STATUS.INVALID_CREDENTIALS,
      });
    }
    const locked = await login('carl@example.com', TEST_PASSWORD, { ip: '10.1.0.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      status: STATUS.LOGIN_LOCKED,
      message: '登录失败次数过多，请15分钟后再试',
    });
    // A stranger's failures are no lock-out button: the owner signs in from his own address.
    expect((await login('carl@example.com', TEST_PASSWORD, { ip: '10.1.0.99' })).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login('carl@example.com', TEST_PASSWORD, { ip: '10.1.0.1' })).statusCode).toBe(200);
  });

  it('refuses a disabled user', async () => {
    await createUser(t.db, t.siteA.id, { email: 'off@example.com', status: 0 });
    expect((await login('off@example.com')).json()).toMatchObject({ status: STATUS.ACCOUNT_DISABLED });
  });

  it('refuses empty fields and unknown fields', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/community/front/login',
      payload: { userName: '', password: '', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ content: { field: string }[] }>().content.map((c) => c.field);
    expect(fields).toEqual(expect.arrayContaining(['userName', 'password', '']));
  });
});

describe('tokens', () => {
  it('answers 401 without a token, with a malformed header, and with an unknown token', async () => {
    const none = await t.call({ method: 'GET', url: '/community/api/selectCommunityUserInfo' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ status: STATUS.UNAUTHENTICATED, message: '请先登录', content: [] });
    const malformed = await t.call({
      method: 'GET',
      url: '/community/api/selectCommunityUserInfo',
      headers: { authorization: 'Token abc' },
    });
    expect(malformed.statusCode).toBe(401);
    const unknown = await t.call({
      method: 'GET',
      url: '/community/api/selectCommunityUserInfo',
      token: 'nope',
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('accepts a fresh token and refuses it once expired', async () => {
    await createUser(t.db, t.siteA.id, { email: 'dora@example.com', nickName: 'Dora' });
    const { token } = await tokenOf('dora@example.com');
    const ok = await t.call({ method: 'GET', url: '/community/api/selectCommunityUserInfo', token });
    expect(ok.json()).toMatchObject({
      status: STATUS.OK,
      content: [{ nickName: 'Dora', email: 'dora@example.com' }],
    });
    t.clock.advance(7 * 24 * 3600_000);
    const expired = await t.call({
      method: 'GET',
      url: '/community/api/selectCommunityUserInfo',
      token,
      language: 'en_US',
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      status: STATUS.TOKEN_EXPIRED,
      message: 'Your session has expired, please log in again',
    });
  });

  it('refuses a token of site A on site B', async () => {
    await createUser(t.db, t.siteA.id, { email: 'eve@example.com' });
    const { token } = await tokenOf('eve@example.com');
    const onB = await t.call({
      method: 'GET',
      url: '/community/api/selectCommunityUserInfo',
      token,
      site: t.siteB,
    });
    expect(onB.statusCode).toBe(401);
    expect(onB.json()).toMatchObject({ status: STATUS.TOKEN_WRONG_SITE });
  });

  it('logout ends the token at once', async () => {
    await createUser(t.db, t.siteA.id, { email: 'finn@example.com' });
    const { token } = await tokenOf('finn@example.com');
    const out = await t.call({ method: 'POST', url: '/community/api/logout', token });
    expect(out.json()).toMatchObject({ status: STATUS.OK });
    const after = await t.call({ method: 'GET', url: '/community/api/selectCommunityUserInfo', token });
    expect(after.statusCode).toBe(401);
  });
});

describe('forgotten password', () => {
  it('resets with a code, signs out everywhere, and the new password works', async () => {
    await createUser(t.db, t.siteA.id, { email: 'gail@example.com' });
    const { token } = await tokenOf('gail@example.com');
    const send = await t.call({
      method: 'GET',
      url: '/community/front/sendmailvercode',
      query: { email: 'gail@example.com', type: 'resetPassword' },
    });
    expect(send.statusCode).toBe(200);
    const code = t.mail.lastCode('gail@example.com');
    const reset = await t.call({
      method: 'POST',
      url: '/community/front/forgetpassword',
      payload: { userName: 'gail@example.com', code, password: 'NewPass22', confirmPassword: 'NewPass22' },
    });
    expect(reset.json()).toMatchObject({ status: STATUS.OK });
    expect(
      (await t.call({ method: 'GET', url: '/community/api/selectCommunityUserInfo', token })).statusCode,
    ).toBe(401);
    expect((await login('gail@example.com')).json()).toMatchObject({ status: STATUS.INVALID_CREDENTIALS });
    expect((await login('gail@example.com', 'NewPass22')).statusCode).toBe(200);
    // The code is spent.
    const again = await t.call({
      method: 'POST',
      url: '/community/front/forgetpassword',
      payload: { userName: 'gail@example.com', code, password: 'NewPass33', confirmPassword: 'NewPass33' },
    });
    expect(again.json()).toMatchObject({ status: STATUS.CODE_INVALID });
  });

  it('by phone, the code goes out as a text message', async () => {
    await createUser(t.db, t.siteA.id, { phone: '13700000001' });
    const send = await t.call({
      method: 'GET',
      url: '/community/front/sendvercode',
      query: { phone: '13700000001', type: 'resetPassword' },
    });
    expect(send.statusCode).toBe(200);
    expect(t.mail.sent.at(-1)).toMatchObject({ channel: 'sms', to: '13700000001' });
  });

  it('tells an unknown address it is not registered, and sends nothing', async () => {
    const before = t.mail.sent.length;
    const res = await t.call({
      method: 'GET',
      url: '/community/front/sendmailvercode',
      query: { email: 'ghost@example.com', type: 'resetPassword' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: STATUS.USER_NOT_FOUND });
    expect(t.mail.sent.length).toBe(before);
  });
});
