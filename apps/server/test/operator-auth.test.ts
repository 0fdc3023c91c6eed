import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import { STATUS } from '@copytrade/contracts/status-codes';
import { operatorSessions, operators } from '../src/db/schema/operator';
import { OPERATOR_LIMITS } from '../src/modules/operator/operator.service';
import { openTotpSecret, totpStepOf } from '../src/modules/operator/totp';
import { sha256Hex } from '../src/platform/secrets';
import { createTestContext, createUser, signedIn, TEST_KEYS, type TestContext } from './harness';
import { codeOf, createOperator, operatorToken, type TestOperator } from './operator-support';

/**
 * The platform operator's sign-in (issue 15): email, password and a TOTP code (RFC 6238), a code accepted
 * once, failures limited as the site's sign-in, sessions of their own; an operator's token is worthless on
 * a site's API and a site's token on the console.
 */
let t: TestContext;
let op: TestOperator;

beforeAll(async () => {
  t = await createTestContext();
  op = await createOperator(t);
});
afterAll(async () => {
  await t.close();
});

type Envelope<T = Record<string, unknown>> = { status: number; message: string; content: T[] };

const login = (body: Record<string, unknown>, extra: { remoteAddress?: string; language?: string } = {}) =>
  t.call({ method: 'POST', url: API.operatorLogin.path, payload: body, ...extra });

/** A code that is not the right one at now (nor within the accepted window). */
function wrongCode(right: string, i = 0): string {
  return String((Number(right) + 500_000 + i * 7919) % 1_000_000).padStart(6, '0');
}

describe('the TOTP secret', () => {
  it('is stored sealed, bound to the operator, and opens to the secret', async () => {
    const [row] = await t.db.select().from(operators).where(eq(operators.id, op.id));
    expect(row!.totpSecret).not.toContain(op.secret);
    expect(row!.totpSecret.startsWith('v1.')).toBe(true);
    expect(openTotpSecret(TEST_KEYS.operatorTotp, row!.totpSecret, op.email)).toBe(op.secret);
    // Copied onto another operator's row, it does not open (the email is its associated data).
    expect(() => openTotpSecret(TEST_KEYS.operatorTotp, row!.totpSecret, 'other@platform.test')).toThrow();
  });
});

describe('sign-in', () => {
  it('accepts the right code once and answers a token; the same code again is refused as used', async () => {
    t.clock.advance(60_000);
    const code = codeOf(t, op);
    const first = await login({ email: op.email, password: op.password, code }, { language: 'en_US' });
    expect(first.statusCode).toBe(200);
    const body = first.json<Envelope<{ token: string; tokenTime: number; operator: { email: string } }>>();
    expect(body.content[0]!.operator.email).toBe(op.email);
    expect(body.content[0]!.tokenTime).toBe(t.clock.now().getTime() + OPERATOR_LIMITS.sessionTtlMs);
    const [session] = await t.db
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.tokenHash, sha256Hex(body.content[0]!.token)));
    expect(session?.operatorId).toBe(op.id);

    const replay = await login({ email: op.email, password: op.password, code }, { language: 'en_US' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json<Envelope>()).toMatchObject({
      status: STATUS.OPERATOR_CODE_USED,
      message: 'This one-time code was already used: wait for the next one',
    });
    // An older code (the previous step's, still inside the accepted window) is refused as used too.
    const older = codeOf(t, op, new Date(t.clock.now().getTime() - 30_000));
    const again = await login({ email: op.email, password: op.password, code: older });
    expect(again.json<Envelope>().status).toBe(STATUS.OPERATOR_CODE_USED);
    const [row] = await t.db.select().from(operators).where(eq(operators.id, op.id));
    expect(row!.totpLastStep).toBe(totpStepOf(t.clock.now()));
  });

  it('refuses a wrong code, a wrong password and an unknown email, in three languages', async () => {
    t.clock.advance(30_000);
    const code = codeOf(t, op);
    const cases = [
      {
        body: { email: op.email, password: op.password, code: wrongCode(code) },
        status: STATUS.OPERATOR_CODE_INVALID,
      },
      {
        body: { email: op.email, password: 'Wrong-pass1', code },
        status: STATUS.OPERATOR_CREDENTIALS_INVALID,
      },
      {
        body: { email: 'nobody@platform.test', password: op.password, code },
        status: STATUS.OPERATOR_CREDENTIALS_INVALID,
      },
    ];
    for (const { body, status } of cases) {
      const texts = new Set<string>();
      for (const language of ['zh_CN', 'en_US', 'zh_Hant']) {
        const res = await login(body, { language, remoteAddress: `10.9.${status % 250}.${texts.size + 1}` });
        expect(res.statusCode).toBe(400);
        const envelope = res.json<Envelope>();
        expect(envelope.status).toBe(status);
        texts.add(envelope.message);
      }
      expect(texts.size).toBe(3);
    }
    expect(
      (
        await login({ email: op.email, password: op.password, code: wrongCode(code) }, { language: 'zh_CN' })
      ).json<Envelope>().message,
    ).toBe('动态验证码错误，请输入验证器应用中当前显示的 6 位数字');
    // The right code was never spent by those failures: it still signs in.
    const ok = await login({ email: op.email, password: op.password, code }, { remoteAddress: '10.9.99.1' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses malformed input with field errors', async () => {
    const res = await login({ email: 'not-an-email', password: '', code: '12ab' }, { language: 'en_US' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>()).toMatchObject({
      status: STATUS.VALIDATION_FAILED,
      content: [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Please enter your password' },
        { field: 'code', message: 'The one-time code is 6 digits' },
      ],
    });
  });

  it('refuses a disabled operator', async () => {
    const off = await createOperator(t, 'off@platform.test', { status: 0 });
    const res = await login({ email: off.email, password: off.password, code: codeOf(t, off) });
    expect(res.json<Envelope>().status).toBe(STATUS.OPERATOR_CREDENTIALS_INVALID);
  });
});

describe('sign-in under a burst of 100', () => {
  it('compares no more than 5 passwords from one address; the rest are told to wait', async () => {
    const target = await createOperator(t, 'burst@platform.test');
    t.clock.advance(30_000);
    const code = codeOf(t, target);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(
          { email: target.email, password: `Wrong-${i}`, code },
          { remoteAddress: '10.77.0.1', language: 'en_US' },
        ),
      ),
    );
    const statuses = answers.map((r) => r.json<Envelope>().status);
    const tally = statuses.reduce<Record<number, number>>((a, s) => ({ ...a, [s]: (a[s] ?? 0) + 1 }), {});
    expect(tally).toEqual({
      [STATUS.OPERATOR_CREDENTIALS_INVALID]: OPERATOR_LIMITS.failuresPerEmailAndIp,
      [STATUS.OPERATOR_LOGIN_LOCKED]: 100 - OPERATOR_LIMITS.failuresPerEmailAndIp,
    });
    const locked = answers.find((r) => r.json<Envelope>().status === STATUS.OPERATOR_LOGIN_LOCKED)!;
    expect(locked.statusCode).toBe(429);
    expect(locked.json<Envelope>().message).toBe(
      'Too many failed attempts to log in: try again in 15 minutes',
    );
    // Even the right password and code wait now, from that address.
    const right = await login(
      { email: target.email, password: target.password, code },
      { remoteAddress: '10.77.0.1' },
    );
    expect(right.json<Envelope>().status).toBe(STATUS.OPERATOR_LOGIN_LOCKED);
  });

  it('accepts one code exactly once when it is sent 100 times at once', async () => {
    const target = await createOperator(t, 'race@platform.test');
    t.clock.advance(30_000);
    const code = codeOf(t, target);
    // From 100 addresses, so the per-address limits do not decide it: only the code's single use does.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(
          { email: target.email, password: target.password, code },
          { remoteAddress: `10.78.${Math.floor(i / 250)}.${(i % 250) + 1}` },
        ),
      ),
    );
    const statuses = answers.map((r) => r.json<Envelope>().status);
    expect(statuses.filter((s) => s === STATUS.OK)).toHaveLength(1);
    // The others were told the code was used, or (past the email's failures) to wait.
    expect(
      statuses.every(
        (s) => s === STATUS.OK || s === STATUS.OPERATOR_CODE_USED || s === STATUS.OPERATOR_LOGIN_LOCKED,
      ),
    ).toBe(true);
    const sessions = await t.db
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, target.id));
    expect(sessions).toHaveLength(1);
  });
});

describe('tokens are of one kind', () => {
  it("an operator's token is worthless on a site's API, a site's token on the console", async () => {
    const token = await operatorToken(t, op);
    const me = await t.call({ method: 'GET', url: API.operatorMe.path, token });
    expect(me.json<Envelope>()).toMatchObject({ status: STATUS.OK, content: [{ email: op.email }] });

    // On a site: as no token at all.
    for (const url of [
      API.selectCommunityUserInfo.path,
      API.getCopyLoginNumber.path,
      API.queryUsageLimits.path,
    ]) {
      const res = await t.call({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(401);
      expect(res.json<Envelope>().status).toBe(STATUS.UNAUTHENTICATED);
    }

    // A site user's token, even its admin's, on the console.
    await createUser(t.db, t.siteA.id, { email: 'admin@a.test', role: 'admin' });
    const siteToken = await signedIn(t, 'admin@a.test');
    for (const api of [API.operatorMe, API.operatorQuerySites]) {
      const res = await t.call({ method: 'GET', url: api.path, token: siteToken });
      expect(res.statusCode, api.path).toBe(401);
    }
    const create = await t.call({
      method: 'POST',
      url: API.operatorSuspendSite.path,
      token: siteToken,
      payload: { siteId: t.siteA.id, reason: 'x' },
    });
    expect(create.statusCode).toBe(401);

    // An unknown console path asks for an operator's token first (it does not tell which paths exist).
    const unknown = await t.call({ method: 'GET', url: '/operator/api/noSuchCall', token: siteToken });
    expect(unknown.statusCode).toBe(401);
    const unknownWithToken = await t.call({ method: 'GET', url: '/operator/api/noSuchCall', token });
    expect(unknownWithToken.statusCode).toBe(404);
  });

  it('a signed-out or expired token is refused', async () => {
    const token = await operatorToken(t, op);
    const out = await t.call({ method: 'POST', url: API.operatorLogout.path, token });
    expect(out.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: API.operatorMe.path, token })).statusCode).toBe(401);

    const second = await operatorToken(t, op);
    t.clock.advance(OPERATOR_LIMITS.sessionTtlMs + 1000);
    expect((await t.call({ method: 'GET', url: API.operatorMe.path, token: second })).statusCode).toBe(401);
  });

  it('the console does not depend on the site: a suspended site does not stop it', async () => {
    const token = await operatorToken(t, op);
    const res = await t.call({
      method: 'GET',
      url: API.operatorMe.path,
      token,
      site: { id: 0, code: 'x', domain: 'nowhere.test' },
    });
    expect(res.statusCode).toBe(200);
  });
});
