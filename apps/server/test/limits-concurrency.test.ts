import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { mtAccounts, tradeServers } from '../src/db/schema/accounts';
import { sites } from '../src/db/schema/sites';
import { comments } from '../src/db/schema/social';
import { contactMessages } from '../src/db/schema/contact';
import { users, verificationCodes } from '../src/db/schema/users';
import { AUTH_LIMITS } from '../src/modules/auth/auth.service';
import { createTestContext, createUser, TEST_PASSWORD, type TestContext } from './harness';
import { createSimAccounts } from './copy-support';
import { tradeAccount } from './social-support';

/**
 * Every limit holds when the requests arrive at once: each takes its slot atomically before the work it
 * guards (DESIGN: reserve, then act), so a burst of 100 passes exactly the limit (issue 12, part 2).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const BURST = 100;
type Envelope = { status: number; content: unknown[] };

/** `BURST` requests started together; answers their envelope statuses in sending order. */
async function burst(make: (i: number) => Parameters<TestContext['call']>[0]): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => t.call(make(i))));
  return answers.map((res) => res.json<Envelope>().status);
}
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

async function codeFor(userName: string, type: 'register' | 'resetPassword', ip: string) {
  const res = await t.call({
    method: 'GET',
    url: '/community/front/sendVercodeOrMailcode',
    query: { userName, type },
    remoteAddress: ip,
  });
  expect(res.json<Envelope>().status).toBe(STATUS.OK);
  return t.mail.lastCode(userName);
}
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
const attemptsOf = async (address: string) =>
  (
    await t.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.address, address))
  ).map((r) => r.attempts);

describe('verification codes under a burst of guesses', () => {
  it('registration compares no more than 5 codes, and the right code sent 81st is refused', async () => {
    const userName = 'burst-reg@limits.test';
    const code = await codeFor(userName, 'register', '10.40.0.1');
    const statuses = await burst((i) => ({
      method: 'POST',
      url: '/community/front/reg',
      payload: {
        userName,
        code: i === 80 ? code : wrong(code, i),
        password: 'GoodPass1',
        confirmPassword: 'GoodPass1',
      },
    }));
    expect(await attemptsOf(userName)).toEqual([AUTH_LIMITS.codeMaxAttempts]);
    // Four wrong codes are told "wrong", the fifth and every later try "too many".
    expect(tally(statuses)).toEqual({
      [STATUS.CODE_INVALID]: AUTH_LIMITS.codeMaxAttempts - 1,
      [STATUS.CODE_ATTEMPTS_EXCEEDED]: BURST - AUTH_LIMITS.codeMaxAttempts + 1,
    });
    expect(await t.db.select().from(users).where(eq(users.email, userName))).toEqual([]);
  });

  it('a password reset compares no more than 5 codes either (no takeover by a burst)', async () => {
    const owner = await createUser(t.db, t.siteA.id, { email: 'burst-reset@limits.test' });
    const code = await codeFor(owner.email!, 'resetPassword', '10.40.0.2');
    const statuses = await burst((i) => ({
      method: 'POST',
      url: '/community/front/forgetpassword',
      payload: {
        userName: owner.email,
        code: i === 80 ? code : wrong(code, i),
        password: 'Taken0ver',
        confirmPassword: 'Taken0ver',
      },
    }));
    expect(await attemptsOf(owner.email!)).toEqual([AUTH_LIMITS.codeMaxAttempts]);
    expect(statuses.filter((s) => s === STATUS.OK)).toEqual([]);
    const login = await t.call({
      method: 'POST',
      url: '/community/front/login',
      payload: { userName: owner.email, password: TEST_PASSWORD },
      remoteAddress: '10.40.0.3',
    });
    expect(login.json<Envelope>().status).toBe(STATUS.OK);
  });

  it('sends one code mail to an address per minute, however many ask at once', async () => {
    const before = t.mail.sent.length;
    const statuses = await burst((i) => ({
      method: 'GET',
      url: '/community/front/sendVercodeOrMailcode',
      query: { userName: 'burst-mail@limits.test', type: 'register' },
      remoteAddress: `10.41.0.${i + 1}`,
    }));
    expect(t.mail.sent.length - before).toBe(1);
    expect(tally(statuses)).toEqual({ [STATUS.OK]: 1, [STATUS.CODE_TOO_FREQUENT]: BURST - 1 });
  });

  it('sends at most 20 codes an hour from one network address', async () => {
    const before = t.mail.sent.length;
    const statuses = await burst((i) => ({
      method: 'GET',
      url: '/community/front/sendVercodeOrMailcode',
      query: { userName: `burst-ip-${i}@limits.test`, type: 'register' },
      remoteAddress: '10.42.0.1',
    }));
    expect(t.mail.sent.length - before).toBe(AUTH_LIMITS.codesPerIpPerHour);
    expect(tally(statuses)).toEqual({
      [STATUS.OK]: AUTH_LIMITS.codesPerIpPerHour,
      [STATUS.CODE_TOO_FREQUENT]: BURST - AUTH_LIMITS.codesPerIpPerHour,
    });
  });
});

describe('sign-in under a burst of guesses', () => {
  const login = (userName: string, password: string, ip: string) => ({
    method: 'POST' as const,
    url: '/community/front/login',
    payload: { userName, password },
    remoteAddress: ip,
  });

  it('compares 5 passwords from one address, and the owner elsewhere still signs in', async () => {
    const owner = await createUser(t.db, t.siteA.id, { email: 'burst-login@limits.test' });
    const statuses = await burst((i) => login(owner.email!, `Wrong${i}pass`, '10.43.0.1'));
    expect(tally(statuses)).toEqual({
      [STATUS.INVALID_CREDENTIALS]: AUTH_LIMITS.loginFailuresPerUserAndIp,
      [STATUS.LOGIN_LOCKED]: BURST - AUTH_LIMITS.loginFailuresPerUserAndIp,
    });
    // The right password from the stranger's address waits too: the slots are taken before comparing.
    const fromStranger = await t.call(login(owner.email!, TEST_PASSWORD, '10.43.0.1'));
    expect(fromStranger.json<Envelope>().status).toBe(STATUS.LOGIN_LOCKED);
    // The owner, from his own address, is not locked out by the stranger's failures.
    const fromOwner = await t.call(login(owner.email!, TEST_PASSWORD, '10.43.0.2'));
    expect(fromOwner.json<Envelope>().status).toBe(STATUS.OK);
  });

  it('slows (never locks) guesses spread over many addresses; addresses the owner used stay open', async () => {
    const owner = await createUser(t.db, t.siteA.id, { email: 'burst-spread@limits.test' });
    // The owner signed in from home before the attack.
    expect((await t.call(login(owner.email!, TEST_PASSWORD, '10.44.9.9'))).json<Envelope>().status).toBe(
      STATUS.OK,
    );
    const statuses = await burst((i) => login(owner.email!, `Wrong${i}pass`, `10.44.1.${i + 1}`));
    expect(tally(statuses)).toEqual({
      [STATUS.INVALID_CREDENTIALS]: AUTH_LIMITS.loginFailuresPerUser,
      [STATUS.LOGIN_SLOWED]: BURST - AUTH_LIMITS.loginFailuresPerUser,
    });
    // From home: straight in.
    expect((await t.call(login(owner.email!, TEST_PASSWORD, '10.44.9.9'))).json<Envelope>().status).toBe(
      STATUS.OK,
    );
    // From a new address: a short wait, then in.
    const newPlace = await t.call(login(owner.email!, TEST_PASSWORD, '10.44.8.8'));
    expect(newPlace.json<Envelope>().status).toBe(STATUS.LOGIN_SLOWED);
    t.clock.advance(AUTH_LIMITS.loginSlowdownBaseMs + 10);
    expect((await t.call(login(owner.email!, TEST_PASSWORD, '10.44.8.8'))).json<Envelope>().status).toBe(
      STATUS.OK,
    );
  });

  it('the delay grows with every failure and never passes a minute', async () => {
    const owner = await createUser(t.db, t.siteA.id, { email: 'burst-delay@limits.test' });
    const waits: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await t.call(login(owner.email!, 'Wrong1pass', `10.45.0.${i + 1}`));
      const body = res.json<Envelope & { message: string }>();
      if (body.status === STATUS.LOGIN_SLOWED) {
        waits.push(Number(/(\d+)/.exec(body.message)![1]));
        t.clock.advance(Number(/(\d+)/.exec(body.message)![1]) * 1000);
        i -= 1;
        if (waits.length > 12) break;
      }
    }
    expect(waits.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(Math.max(...waits)).toBe(60);
  });

  it('checks the current password of a security change 5 times, however many ask at once', async () => {
    const who = await createUser(t.db, t.siteA.id, { email: 'burst-current@limits.test' });
    const token = (await t.call(login(who.email!, TEST_PASSWORD, '10.46.0.1'))).json<{
      content: [{ token: string }];
    }>().content[0].token;
    const statuses = await burst((i) => ({
      method: 'POST',
      url: '/community/api/updatePassword',
      token,
      payload: { oldPassword: `Wrong${i}pass`, password: 'NewPass12', confirmPassword: 'NewPass12' },
    }));
    expect(tally(statuses)).toEqual({
      [STATUS.OLD_PASSWORD_WRONG]: AUTH_LIMITS.passwordFailuresPerUser,
      [STATUS.PASSWORD_CHECK_LOCKED]: BURST - AUTH_LIMITS.passwordFailuresPerUser,
    });
  });
});

describe('messages under a burst', () => {
  it('stores 3 contact messages per address, however many arrive at once', async () => {
    const statuses = await burst((i) => ({
      method: 'GET',
      url: '/community/front/commitLeavingMessage',
      query: { name: 'Burst', contact: 'burst@limits.test', content: `Message number ${i}` },
      remoteAddress: '10.47.0.1',
    }));
    const [stored] = await t.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.contact, 'burst@limits.test'));
    expect(stored!.n).toBe(3);
    expect(tally(statuses)).toEqual({ [STATUS.OK]: 3, [STATUS.CONTACT_TOO_FREQUENT]: BURST - 3 });
  });

  it('saves one comment per 10 seconds, however many arrive at once', async () => {
    const author = await createUser(t.db, t.siteA.id, { email: 'burst-comment@limits.test' });
    const token = (
      await t.call({
        method: 'POST',
        url: '/community/front/login',
        payload: { userName: author.email, password: TEST_PASSWORD },
        remoteAddress: '10.48.0.1',
      })
    ).json<{ content: [{ token: string }] }>().content[0].token;
    const account = await tradeAccount(t, { id: author.id, token });
    const statuses = await burst((i) => ({
      method: 'POST',
      url: '/community/api/commentSave',
      token,
      payload: { mtId: account, content: `Comment ${i}` },
    }));
    const [saved] = await t.db
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.accountId, account), eq(comments.userId, author.id)));
    expect(saved!.n).toBe(1);
    expect(tally(statuses)).toEqual({ [STATUS.OK]: 1, [STATUS.COMMENT_TOO_FREQUENT]: BURST - 1 });
  });
});

describe('account limits under a burst of binds', () => {
  it('binds no more follow accounts than copyMaxNumber, however many arrive at once', async () => {
    const [server] = await t.db
      .select({ id: tradeServers.id, platformId: tradeServers.platformId })
      .from(tradeServers)
      .where(eq(tradeServers.name, 'ApexCapital-Real01'));
    const accounts = Array.from({ length: BURST }, (_, i) => ({
      server: 'ApexCapital-Real01',
      login: 4_700_001 + i,
      password: 'FollowPass1',
      balance: '1000',
      leverage: 100,
    }));
    createSimAccounts(t, accounts);
    await t.db.update(sites).set({ copyMaxNumber: 3 }).where(eq(sites.id, t.siteA.id));
    const owner = await createUser(t.db, t.siteA.id, { email: 'burst-bind@limits.test' });
    const token = (
      await t.call({
        method: 'POST',
        url: '/community/front/login',
        payload: { userName: owner.email, password: TEST_PASSWORD },
        remoteAddress: '10.49.0.1',
      })
    ).json<{ content: [{ token: string }] }>().content[0].token;
    const statuses = await burst((i) => ({
      method: 'POST',
      url: '/community/api/bindingMTAcc',
      token,
      payload: {
        accType: 2,
        userId: owner.id,
        platformId: server!.platformId,
        serverListId: server!.id,
        login: String(accounts[i]!.login),
        tradePwd: 'FollowPass1',
      },
    }));
    const bound = await t.db
      .select({ loginOrder: mtAccounts.loginOrder })
      .from(mtAccounts)
      .where(eq(mtAccounts.userId, owner.id));
    expect(bound.map((r) => r.loginOrder).sort()).toEqual([1, 2, 3]);
    expect(tally(statuses)).toEqual({ [STATUS.OK]: 3, [STATUS.COPY_LIMIT_REACHED]: BURST - 3 });
  });
});
