import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeSent } from '@copytrade/contracts/auth';
import type { PasswordChanged, SelfUserInfo, SessionInfo } from '@copytrade/contracts/profile';
import { STATUS } from '@copytrade/contracts/status-codes';
import { verifyPassword } from '../src/platform/secrets';
import { anotherApp, createTestContext, NO_JOBS, TEST_PASSWORD, type TestContext } from './harness';
import { api, member, ok, PATHS, signIn, userRow, type Member } from './profile-support';

/**
 * Account security: changing the password (the current one required; every other session ends, this one
 * stays), binding a new email or phone with a code sent to it AND the current password, the sessions list,
 * each with its refusals, limits and tenancy.
 */
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ start: new Date('2026-11-21T08:00:00Z') });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'N3wSecret';

const changePassword = (token: string, body: Record<string, unknown>, language = 'en_US') =>
  api<PasswordChanged>(t, token, 'POST', PATHS.updatePassword, body, { language });

describe('changing the password', () => {
  let ann: Member;
  beforeAll(async () => {
    ann = await member(t, 'ann@security.test');
  });

  const good = { oldPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

  it('refuses a wrong current password in both languages and changes nothing', async () => {
    const before = await userRow(t, ann.id);
    const en = await changePassword(ann.token, { ...good, oldPassword: 'Wrong123' });
    expect(en.http).toBe(400);
    expect(en.body).toMatchObject({
      status: STATUS.OLD_PASSWORD_WRONG,
      message: 'The current password is not correct',
    });
    const zh = await changePassword(ann.token, { ...good, oldPassword: 'Wrong123' }, 'zh_CN');
    expect(zh.body.message).toBe('当前密码不正确');
    expect(await userRow(t, ann.id)).toEqual(before);
  });

  it.each([
    [
      'missing current password',
      { oldPassword: '' },
      'oldPassword',
      'Please enter your password',
      '请输入密码',
    ],
    [
      'a weak new password',
      { password: 'abcdef', confirmPassword: 'abcdef' },
      'password',
      'Must contain a combination of uppercase and lowercase letters and numbers and must be between 6-20 in length',
      '密码须为6-20位，且包含大写字母、小写字母和数字',
    ],
    [
      'a confirmation that differs',
      { confirmPassword: 'N3wSecreT' },
      'confirmPassword',
      'The two passwords do not match',
      '两次输入的密码不一致',
    ],
    [
      'the current password again',
      { password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      'password',
      'The new password must differ from the current one',
      '新密码不能与当前密码相同',
    ],
  ])('refuses %s with its field message, changing nothing', async (_name, change, field, en, zh) => {
    const before = await userRow(t, ann.id);
    for (const [language, text] of [
      ['en_US', en],
      ['zh_CN', zh],
    ] as const) {
      const res = await changePassword(ann.token, { ...good, ...change }, language);
      expect(res.http).toBe(400);
      expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
      expect(res.body.content).toContainEqual({ field, message: text });
    }
    expect(await userRow(t, ann.id)).toEqual(before);
  });

  it('ends every other session of the user, keeps this one, and records when', async () => {
    const phone = await signIn(t, ann.email, t.siteA, TEST_PASSWORD, 'Phone');
    const laptop = await signIn(t, ann.email, t.siteA, TEST_PASSWORD, 'Laptop');
    // The same email on site B is another person: his session is not touched.
    const twin = await member(t, ann.email, { site: t.siteB });

    const listed = await api<SessionInfo>(t, ann.token, 'GET', PATHS.sessions);
    expect(listed.body.content).toHaveLength(3);
    expect(listed.body.content.filter((s) => s.current)).toHaveLength(1);
    expect(listed.body.content.map((s) => s.userAgent).sort()).toEqual(['Laptop', 'Phone', 'vitest']);

    const changed = await ok(changePassword(ann.token, good));
    expect(changed).toEqual({ revokedSessions: 2 });

    for (const token of [phone, laptop]) {
      const res = await api(t, token, 'GET', PATHS.userInfo);
      expect(res.http).toBe(401);
      expect(res.body.status).toBe(STATUS.UNAUTHENTICATED);
    }
    expect((await api(t, ann.token, 'GET', PATHS.userInfo)).http).toBe(200);
    expect((await api(t, twin.token, 'GET', PATHS.userInfo, {}, { site: t.siteB })).http).toBe(200);

    const after = await api<SessionInfo>(t, ann.token, 'GET', PATHS.sessions);
    expect(after.body.content).toHaveLength(1);
    expect(after.body.content[0]!.current).toBe(true);

    const row = await userRow(t, ann.id);
    expect(row.passwordChangedAt?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);
    const oldLogin = await t.call({
      method: 'POST',
      url: '/community/front/login',
      payload: { userName: ann.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.json()).toMatchObject({ status: STATUS.INVALID_CREDENTIALS });
    expect(await signIn(t, ann.email, t.siteA, NEW_PASSWORD)).toBeTruthy();
  });

  it('pauses the current-password check after 5 wrong ones in 15 minutes', async () => {
    const dan = await member(t, 'dan@security.test');
    for (let i = 0; i < 5; i += 1) {
      const res = await changePassword(dan.token, { ...good, oldPassword: `Wrong${i}aA` });
      expect(res.body.status).toBe(STATUS.OLD_PASSWORD_WRONG);
    }
    const locked = await changePassword(dan.token, good);
    expect(locked.http).toBe(429);
    expect(locked.body).toMatchObject({
      status: STATUS.PASSWORD_CHECK_LOCKED,
      message: 'Too many wrong passwords; please try again in 15 min',
    });
    expect(await verifyPassword((await userRow(t, dan.id)).passwordHash, TEST_PASSWORD)).toBe(true);
    t.clock.advance(15 * 60_000 + 1);
    expect((await changePassword(dan.token, good)).http).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await api(t, null, 'POST', PATHS.updatePassword, good)).http).toBe(401);
    expect((await api(t, null, 'GET', PATHS.sessions)).http).toBe(401);
  });
});

describe('binding a new email', () => {
  let eve: Member;
  beforeAll(async () => {
    eve = await member(t, 'eve@security.test', { values: { phone: '13900000001' } });
    await member(t, 'Taken@Security.test');
    // Another site's user with the address Eve moves to.
    await member(t, 'eve.new@security.test', { site: t.siteB });
  });

  const sendCode = (email: string, language = 'en_US', token = eve.token) =>
    api<CodeSent>(t, token, 'GET', PATHS.sendEmailCode, { email }, { language });
  const modify = (query: Record<string, string>, language = 'en_US', token = eve.token) =>
    api<SelfUserInfo>(t, token, 'GET', PATHS.modifyEmail, query, { language });

  it('refuses an address used on this site (any letter case) or already hers, sending nothing', async () => {
    const sent = t.mail.sent.length;
    const taken = await sendCode('taken@security.TEST');
    expect(taken.http).toBe(409);
    expect(taken.body).toMatchObject({
      status: STATUS.EMAIL_TAKEN,
      message: 'This email address is already used by another account on this site',
    });
    expect((await sendCode('taken@security.test', 'zh_CN')).body.message).toBe('该邮箱已被本站其他账户使用');
    const own = await sendCode('EVE@security.test');
    expect(own.body).toMatchObject({
      status: STATUS.EMAIL_UNCHANGED,
      message: 'This is already your email address',
    });
    const bad = await sendCode('not-an-email');
    expect(bad.body.content).toContainEqual({
      field: 'email',
      message: 'Please enter a valid email address',
    });
    expect(t.mail.sent.length).toBe(sent);
  });

  it('refuses a wrong code, a code of another purpose, and a wrong current password; nothing changes', async () => {
    // A registration code for the same address (public call) must not bind it.
    const reg = await t.call({
      method: 'GET',
      url: '/community/front/sendmailvercode',
      query: { email: 'eve.other@security.test', type: 'register' },
    });
    expect(reg.statusCode).toBe(200);
    const registerCode = t.mail.lastCode('eve.other@security.test');
    const foreign = await modify({
      email: 'eve.other@security.test',
      code: registerCode,
      password: TEST_PASSWORD,
    });
    expect(foreign.http).toBe(400);
    expect(foreign.body.status).toBe(STATUS.CODE_INVALID);

    await ok(sendCode('eve.other@security.test'));
    const code = t.mail.lastCode('eve.other@security.test');
    expect(code).not.toBe(registerCode);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await modify({
      email: 'eve.other@security.test',
      code: wrongCode,
      password: TEST_PASSWORD,
    });
    expect(wrong.body.status).toBe(STATUS.CODE_INVALID);
    const noPassword = await modify({ email: 'eve.other@security.test', code, password: 'Guess123' });
    expect(noPassword.body.status).toBe(STATUS.OLD_PASSWORD_WRONG);
    const missing = await modify({ email: 'eve.other@security.test', code });
    expect(missing.body.content).toContainEqual({ field: 'password', message: 'Please enter your password' });
    expect((await userRow(t, eve.id)).email).toBe('eve@security.test');

    // The change-email code does not register anyone either.
    const registered = await t.call({
      method: 'POST',
      url: '/community/front/reg',
      payload: {
        userName: 'eve.other@security.test',
        code,
        password: 'Abc12345',
        confirmPassword: 'Abc12345',
      },
    });
    expect(registered.json()).toMatchObject({ status: STATUS.CODE_INVALID });
  });

  it("binds an address another site's user has, with the right code and password; signs in with it", async () => {
    t.clock.advance(61_000);
    await ok(sendCode('Eve.New@security.test'));
    const code = t.mail.lastCode('eve.new@security.test');
    const updated = await ok(modify({ email: 'Eve.New@security.test', code, password: TEST_PASSWORD }));
    expect(updated).toMatchObject({ id: eve.id, email: 'eve.new@security.test', phone: '13900000001' });
    expect((await userRow(t, eve.id)).email).toBe('eve.new@security.test');
    // Single use.
    const again = await modify({ email: 'eve.new@security.test', code, password: TEST_PASSWORD });
    expect(again.body.status).toBe(STATUS.EMAIL_UNCHANGED);
    expect(await signIn(t, 'eve.new@security.test')).toBeTruthy();
  });

  it('answers 401 without a token', async () => {
    expect((await api(t, null, 'GET', PATHS.sendEmailCode, { email: 'x@security.test' })).http).toBe(401);
  });
});

describe('binding a new phone', () => {
  let fay: Member;
  beforeAll(async () => {
    fay = await member(t, 'fay@security.test');
    await member(t, 'gus@security.test', { values: { phone: '13800000002' } });
    await member(t, 'hal@security.test', { site: t.siteB, values: { phone: '13800000003' } });
  });

  const modify = (query: Record<string, string>, token = fay.token) =>
    api<SelfUserInfo>(t, token, 'GET', PATHS.updatePhone, query, { language: 'en_US' });

  it('refuses a phone used on this site and a malformed one', async () => {
    const taken = await api(
      t,
      fay.token,
      'GET',
      PATHS.sendPhoneCode,
      { phone: '13800000002' },
      { language: 'en_US' },
    );
    expect(taken.http).toBe(409);
    expect(taken.body).toMatchObject({
      status: STATUS.PHONE_TAKEN,
      message: 'This phone number is already used by another account on this site',
    });
    const bad = await api(
      t,
      fay.token,
      'GET',
      PATHS.sendPhoneCode,
      { phone: '12345' },
      { language: 'en_US' },
    );
    expect(bad.body.content).toContainEqual({ field: 'phone', message: 'Please enter a valid phone number' });
  });

  it("binds a phone another site's user has; a wrong code first costs a try and changes nothing", async () => {
    await ok(api<CodeSent>(t, fay.token, 'GET', PATHS.sendPhoneCode, { phone: '13800000003' }));
    const code = t.mail.lastCode('13800000003');
    expect(t.mail.sent.at(-1)).toMatchObject({ channel: 'sms', to: '13800000003' });
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await modify({ phone: '13800000003', code: wrongCode, password: TEST_PASSWORD });
    expect(wrong.body.status).toBe(STATUS.CODE_INVALID);
    expect((await userRow(t, fay.id)).phone).toBeNull();
    const updated = await ok(modify({ phone: '13800000003', code, password: TEST_PASSWORD }));
    expect(updated.phone).toBe('13800000003');
    expect(await signIn(t, '13800000003')).toBeTruthy();
  });

  it('refuses a code sent to another address than the one bound', async () => {
    t.clock.advance(61_000);
    await ok(api<CodeSent>(t, fay.token, 'GET', PATHS.sendPhoneCode, { phone: '13800000004' }));
    const code = t.mail.lastCode('13800000004');
    const other = await modify({ phone: '13800000005', code, password: TEST_PASSWORD });
    expect(other.body.status).toBe(STATUS.CODE_INVALID);
    expect((await userRow(t, fay.id)).phone).toBe('13800000003');
  });
});

describe('the log', () => {
  it('never holds the password that modifyemail and updatephone carry in their query', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    const logged = await anotherApp(t, {
      ...NO_JOBS,
      messenger: t.mail.messenger,
      logger: { level: 'info', stream },
    });
    try {
      const ivy = await member(t, 'ivy@security.test');
      const headers = { domainname: `http://${t.siteA.domain}`, authorization: `Bearer ${ivy.token}` };
      const calls: { url: string; query: Record<string, string> }[] = [
        {
          url: PATHS.modifyEmail,
          query: { email: 'ivy2@security.test', code: '123456', password: 'Sup3rSecret' },
        },
        { url: PATHS.updatePhone, query: { phone: '13700000001', code: '123456', password: 'Sup3rSecret' } },
      ];
      for (const { url, query } of calls) {
        const res = await logged.inject({ method: 'GET', url, query, headers });
        expect(res.json()).toMatchObject({ status: STATUS.OLD_PASSWORD_WRONG });
      }
      await logged.inject({ method: 'GET', url: PATHS.sessions, headers });
      expect(lines.join('')).toContain('querySessions');
      expect(lines.join('')).not.toContain('Sup3rSecret');
    } finally {
      await logged.close();
    }
  });
});
