import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { eq } from 'drizzle-orm';
import { users, verificationCodes } from '../src/db/schema/users';
import { createTestContext, type TestContext } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'GoodPass1';

async function sendCode(userName: string, type = 'register', extra: { ip?: string; language?: string } = {}) {
  return t.call({
    method: 'GET',
    url: '/community/front/sendVercodeOrMailcode',
    query: { userName, type },
    ...(extra.ip ? { remoteAddress: extra.ip } : {}),
    ...(extra.language ? { language: extra.language } : {}),
  });
}

async function register(body: Record<string, unknown>, language?: string) {
  return t.call({
    method: 'POST',
    url: '/community/front/reg',
    payload: body,
    ...(language ? { language } : {}),
  });
}

describe('registration by email with a code', () => {
  it('sends a code, registers, and the new person can sign in and sees a welcome notice', async () => {
    const sent = await sendCode('New.User@Example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: STATUS.OK, content: [{ expiresIn: 600, resendIn: 60 }] });
    const message = t.mail.sent.at(-1)!;
    expect(message).toMatchObject({ channel: 'email', to: 'new.user@example.com' });
    const code = t.mail.lastCode('new.user@example.com');

    const res = await register({
      userName: 'New.User@Example.com',
      code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const userId = res.json<{ content: [{ userId: number }] }>().content[0].userId;

    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row!.email).toBe('new.user@example.com');
    expect(row!.siteId).toBe(t.siteA.id);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const login = await t.call({
      method: 'POST',
      url: '/community/front/login',
      payload: { userName: 'new.user@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json<{ content: [{ token: string }] }>().content[0];
    const counts = await t.call({ method: 'GET', url: '/community/api/queryCommunityMessage', token });
    expect(counts.json()).toMatchObject({ content: [{ systemMessageCount: 1, publicMessageCount: 0 }] });
  });

  it('stores only a keyed hash of the code', async () => {
    await sendCode('hash.check@example.com');
    const code = t.mail.lastCode('hash.check@example.com');
    const rows = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.address, 'hash.check@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
  });
});

describe('bad codes', () => {
  it('refuses a wrong code and keeps the right one usable', async () => {
    await sendCode('wrong.code@example.com');
    const code = t.mail.lastCode('wrong.code@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await register({
      userName: 'wrong.code@example.com',
      code: wrong,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: STATUS.CODE_INVALID, message: '验证码错误', content: [] });
    const ok = await register({
      userName: 'wrong.code@example.com',
      code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a code that was already used', async () => {
    await sendCode('reuse@example.com');
    const code = t.mail.lastCode('reuse@example.com');
    const body = { userName: 'reuse@example.com', code, password: PASSWORD, confirmPassword: PASSWORD };
    expect((await register(body)).statusCode).toBe(200);
    // Same code for a reset of that new account: a register code never unlocks another purpose.
    const reset = await t.call({ method: 'POST', url: '/community/front/forgetpassword', payload: body });
    expect(reset.json()).toMatchObject({ status: STATUS.CODE_INVALID });
    // Registering again with it: the name is now taken first.
    expect((await register(body)).json()).toMatchObject({ status: STATUS.USERNAME_TAKEN });
  });

  it('refuses an expired code', async () => {
    await sendCode('expired@example.com');
    const code = t.mail.lastCode('expired@example.com');
    t.clock.advance(10 * 60_000 + 1);
    const res = await register(
      { userName: 'expired@example.com', code, password: PASSWORD, confirmPassword: PASSWORD },
      'en_US',
    );
    expect(res.json()).toMatchObject({
      status: STATUS.CODE_EXPIRED,
      message: 'The verification code has expired, please request a new one',
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'expired@example.com'));
    expect(user).toBeUndefined();
  });

  it('voids a code after five wrong tries, even for the right code', async () => {
    await sendCode('guess@example.com');
    const code = t.mail.lastCode('guess@example.com');
    const wrong = code === '123456' ? '654321' : '123456';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await register({
        userName: 'guess@example.com',
        code: wrong,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      statuses.push(res.json<{ status: number }>().status);
    }
    expect(statuses).toEqual([
      STATUS.CODE_INVALID,
      STATUS.CODE_INVALID,
      STATUS.CODE_INVALID,
      STATUS.CODE_INVALID,
      STATUS.CODE_ATTEMPTS_EXCEEDED,
    ]);
    const right = await register({
      userName: 'guess@example.com',
      code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(right.json()).toMatchObject({ status: STATUS.CODE_ATTEMPTS_EXCEEDED });
  });

  it('only the newest code counts once a new one is sent', async () => {
    await sendCode('newest@example.com');
    const first = t.mail.lastCode('newest@example.com');
    t.clock.advance(61_000);
    await sendCode('newest@example.com');
    const second = t.mail.lastCode('newest@example.com');
    if (first !== second) {
      const old = await register({
        userName: 'newest@example.com',
        code: first,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(old.json()).toMatchObject({ status: STATUS.CODE_INVALID });
    }
    const ok = await register({
      userName: 'newest@example.com',
      code: second,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('duplicate usernames', () => {
  it('refuses to send a register code to a taken address, and refuses the registration', async () => {
    await sendCode('taken@example.com');
    const code = t.mail.lastCode('taken@example.com');
    await register({ userName: 'taken@example.com', code, password: PASSWORD, confirmPassword: PASSWORD });
    const again = await sendCode('TAKEN@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: STATUS.USERNAME_TAKEN, message: '用户名已存在' });
    const check = await t.call({
      method: 'GET',
      url: '/community/front/checkusername',
      query: { userName: 'taken@example.com' },
    });
    expect(check.json()).toMatchObject({ content: [{ available: false }] });
    const free = await t.call({
      method: 'GET',
      url: '/community/front/checkusername',
      query: { userName: 'free@example.com' },
    });
    expect(free.json()).toMatchObject({ content: [{ available: true }] });
  });

  it('lets the same email register on another site as another person', async () => {
    await sendCode('both@example.com');
    await register({
      userName: 'both@example.com',
      code: t.mail.lastCode('both@example.com'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const onB = await t.call({
      method: 'GET',
      url: '/community/front/checkusername',
      query: { userName: 'both@example.com' },
      site: t.siteB,
    });
    expect(onB.json()).toMatchObject({ content: [{ available: true }] });
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      'weak password (no uppercase)',
      { password: 'weakpass1', confirmPassword: 'weakpass1' },
      'password',
      '密码须为6-20位，且包含大写字母、小写字母和数字',
    ],
    [
      'too short password',
      { password: 'Ab1', confirmPassword: 'Ab1' },
      'password',
      '密码须为6-20位，且包含大写字母、小写字母和数字',
    ],
    [
      '21-character password',
      { password: 'Abcdefghij1234567890X', confirmPassword: 'Abcdefghij1234567890X' },
      'password',
      '密码须为6-20位，且包含大写字母、小写字母和数字',
    ],
    [
      'passwords differ',
      { password: PASSWORD, confirmPassword: 'OtherPass1' },
      'confirmPassword',
      '两次输入的密码不一致',
    ],
    ['bad email', { userName: 'not-an-email' }, 'userName', '请输入正确的手机号或邮箱'],
    ['bad phone (second digit 2)', { userName: '12345678901' }, 'userName', '请输入正确的手机号或邮箱'],
    ['code not 6 digits', { code: '12ab' }, 'code', '验证码为6位数字'],
    [
      'oversize username',
      { userName: `${'a'.repeat(70)}@example.com` },
      'userName',
      '请输入正确的手机号或邮箱',
    ],
    ['unknown field', { isAdmin: true }, '', '不支持的字段：isAdmin'],
  ];
  it.each(cases)('%s', async (_name, patch, field, message) => {
    const before = await t.db.select({ id: users.id }).from(users);
    const res = await register({
      userName: 'valid@example.com',
      code: '123456',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ status: number; content: { field: string; message: string }[] }>();
    expect(body.status).toBe(STATUS.VALIDATION_FAILED);
    expect(body.content).toContainEqual({ field, message });
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('answers in the reader language', async () => {
    const en = await register(
      { userName: 'x@example.com', code: '123456', password: 'weak', confirmPassword: 'weak' },
      'en_US',
    );
    expect(en.json<{ content: { message: string }[] }>().content[0]!.message).toBe(
      'Must contain a combination of uppercase and lowercase letters and numbers and must be between 6-20 in length',
    );
    const hant = await register(
      { userName: 'x@example.com', code: '123456', password: 'weak', confirmPassword: 'weak' },
      'zh_Hant',
    );
    expect(hant.json<{ content: { message: string }[] }>().content[0]!.message).toBe(
      '密碼須為6-20位，且包含大寫字母、小寫字母和數字',
    );
  });

  it('refuses a missing body field as required', async () => {
    const res = await register({ userName: 'y@example.com', password: PASSWORD, confirmPassword: PASSWORD });
    expect(res.json<{ content: unknown[] }>().content).toContainEqual({
      field: 'code',
      message: '请输入验证码',
    });
  });
});

describe('verify method of the site', () => {
  it('an email-only site refuses phone sign-ups', async () => {
    const { createSite } = await import('./harness');
    const emailOnly = await createSite(t.db, {
      code: 'email-only',
      domain: 'mail-only.test',
      verifyMethod: 1,
    });
    const res = await t.call({
      method: 'GET',
      url: '/community/front/sendvercode',
      query: { phone: '13912345678', type: 'register' },
      site: emailOnly,
    });
    expect(res.json()).toMatchObject({ status: STATUS.VERIFY_METHOD_NOT_ALLOWED });
  });
});

describe('a flood of code requests', () => {
  it('allows one code per address per minute', async () => {
    expect((await sendCode('flood@example.com')).statusCode).toBe(200);
    const again = await sendCode('flood@example.com', 'register', { language: 'en_US' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      status: STATUS.CODE_TOO_FREQUENT,
      message: 'Codes requested too often, please retry in 60 s',
    });
    t.clock.advance(60_000);
    expect((await sendCode('flood@example.com')).statusCode).toBe(200);
  });

  it('allows ten codes per address per hour', async () => {
    const results: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      results.push((await sendCode('hourly@example.com', 'register', { ip: `10.0.1.${i}` })).statusCode);
      t.clock.advance(61_000);
    }
    expect(results.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(results[10]).toBe(429);
  });

  it('allows twenty codes per network address per hour', async () => {
    const results: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      results.push((await sendCode(`ip${i}@example.com`, 'register', { ip: '10.9.9.9' })).statusCode);
    }
    expect(results.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(results[20]).toBe(429);
    // Another network is not affected.
    expect((await sendCode('other-net@example.com', 'register', { ip: '10.9.9.10' })).statusCode).toBe(200);
  });
});
