import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ApiName } from '@copytrade/contracts/api-paths';
import { MAM_ACCOUNT_TWINS } from '@copytrade/contracts/api/mam-account';
import { MAM_VISITOR_TWINS } from '@copytrade/contracts/api/mam-visitor';
import type { CodeSent, LoginResult } from '@copytrade/contracts/auth';
import { LOCALES } from '@copytrade/contracts/locale';
import { statusText, translate } from '@copytrade/contracts/messages';
import type { PasswordChanged, SelfUserInfo } from '@copytrade/contracts/profile';
import { STATUS } from '@copytrade/contracts/status-codes';
import {
  anotherApp,
  createSite,
  createTestContext,
  NO_JOBS,
  TEST_PASSWORD,
  type TestContext,
  type TestSite,
} from './harness';
import { api, member, ok, picture, dataUrl, userRow, type Member } from './profile-support';
import { tradeAccount } from './social-support';

/**
 * The MAM back office's twins of community calls (spec 7, MAM): each pair is one definition under two
 * paths and one handler, so the twin answers exactly what the community call answers, on a MAM site as on
 * any other; a MAM site's token is worth nothing on another site (and the reverse); bad input is refused
 * in the reader's language and changes nothing.
 */
let t: TestContext;
/** A standalone MAM back office (siteType 5, version 0). */
let mam: TestSite;

const TWINS: [ApiName, ApiName][] = [
  ...(Object.entries(MAM_VISITOR_TWINS) as [ApiName, ApiName][]),
  ...(Object.entries(MAM_ACCOUNT_TWINS) as [ApiName, ApiName][]),
];

beforeAll(async () => {
  t = await createTestContext({ start: new Date('2026-11-23T08:00:00Z') });
  mam = await createSite(t.db, { code: 'mam', domain: 'mam.test', siteType: 5, version: 0, verifyMethod: 0 });
});
afterAll(() => t.close());

/** A call with the site's headers, answering the HTTP status and the envelope. */
const on = (site: TestSite) => ({
  get: <T>(token: string | null, url: string, query: Record<string, unknown> = {}, language?: string) =>
    api<T>(t, token, 'GET', url, query, { site, ...(language ? { language } : {}) }),
  post: <T>(token: string | null, url: string, body: Record<string, unknown> = {}, language?: string) =>
    api<T>(t, token, 'POST', url, body, { site, ...(language ? { language } : {}) }),
});

describe('the table', () => {
  it('defines every twin as its community call under a /mam/ path', () => {
    expect(TWINS).toHaveLength(13);
    for (const [community, twin] of TWINS) {
      const a = API[community] as Record<string, unknown>;
      const b = API[twin] as Record<string, unknown>;
      expect(b.path, twin).toMatch(/^\/mam\/(visitor|main)\//);
      // Public stays public, a token call stays a token call.
      expect(String(b.path).startsWith('/mam/main/'), twin).toBe(
        String(a.path).startsWith('/community/api/'),
      );
      for (const key of ['method', 'query', 'body', 'params', 'response', 'summary', 'tags']) {
        expect(b[key], `${twin}.${key}`).toBe(a[key]);
      }
    }
  });

  it('documents every twin in the OpenAPI document, each saying whose twin it is', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { operationId: string; description: string }>>;
    }>();
    for (const [community, twin] of TWINS) {
      const op = doc.paths[API[twin].path]?.[API[twin].method.toLowerCase()];
      expect(op?.operationId, twin).toBe(twin);
      expect(op?.description).toContain(`twin of ${API[community].path}`);
    }
  });
});

describe('a visitor of the MAM site', () => {
  const site = () => on(mam);

  it('registers, signs in and resets the password through /mam/visitor only', async () => {
    const email = 'newcomer@mam.test';
    const sent = await ok(
      site().get<CodeSent>(null, API.mamSendCode.path, { userName: email, type: 'register' }),
    );
    expect(sent.expiresIn).toBeGreaterThan(0);
    const code = t.mail.lastCode(email);
    const registered = await ok(
      site().post<{ userId: number }>(null, API.mamReg.path, {
        userName: email,
        code,
        password: 'Mam0pass',
        confirmPassword: 'Mam0pass',
      }),
    );
    expect((await userRow(t, registered.userId)).siteId).toBe(mam.id);

    const login = await ok(
      site().post<LoginResult>(null, API.mamLogin.path, { userName: email, password: 'Mam0pass' }),
    );
    expect(login.cust).toMatchObject({ id: registered.userId, email });
    // The token opens the back office's own calls.
    const counts = await site().get(login.token, API.mamQueryCommunityMessage.path);
    expect(counts.http).toBe(200);

    t.clock.advance(61_000);
    await ok(site().get<CodeSent>(null, API.mamSendCode.path, { userName: email, type: 'resetPassword' }));
    await ok(
      site().post(null, API.mamForgetPassword.path, {
        userName: email,
        code: t.mail.lastCode(email),
        password: 'Mam0pass2',
        confirmPassword: 'Mam0pass2',
      }),
    );
    // A reset signs every session out.
    expect((await site().get(login.token, API.mamQueryCommunityMessage.path)).http).toBe(401);
    const again = await site().post(null, API.mamLogin.path, { userName: email, password: 'Mam0pass2' });
    expect(again.http).toBe(200);
  });

  it('gets the text-message code from sendVercode and refuses an email there', async () => {
    const phone = '13900000001';
    await ok(site().get<CodeSent>(null, API.mamSendVercode.path, { phone, type: 'register' }));
    expect(t.mail.sent.at(-1)).toMatchObject({ to: phone, channel: 'sms' });
    for (const language of LOCALES) {
      const refused = await site().get(
        null,
        API.mamSendVercode.path,
        { phone: 'someone@mam.test', type: 'register' },
        language,
      );
      expect(refused.http).toBe(400);
      expect(refused.body.status).toBe(STATUS.VALIDATION_FAILED);
      expect(refused.body.content).toContainEqual(
        expect.objectContaining({ field: 'phone', message: translate(language, 'validation.phone.invalid') }),
      );
    }
  });

  it('is refused a wrong password in each language, exactly as the community login refuses it', async () => {
    for (const language of LOCALES) {
      const userName = `known-${language}@mam.test`;
      await member(t, userName, { site: mam });
      const body = { userName, password: 'Wr0ngpass' };
      const twin = await site().post(null, API.mamLogin.path, body, language);
      const community = await site().post(null, API.login.path, body, language);
      expect(twin.http).toBe(400);
      expect(twin.body).toEqual(community.body);
      expect(twin.body).toMatchObject({
        status: STATUS.INVALID_CREDENTIALS,
        message: statusText(language, 'INVALID_CREDENTIALS'),
      });
    }
  });

  it('counts failures of both paths together: the twin is the same sign-in, not a second door', async () => {
    const userName = 'guessed@mam.test';
    await member(t, userName, { site: mam });
    const body = { userName, password: 'Wr0ngpass' };
    for (let i = 0; i < 5; i += 1) {
      await site().post(null, i % 2 === 0 ? API.login.path : API.mamLogin.path, body);
    }
    const paused = await site().post(null, API.mamLogin.path, { userName, password: TEST_PASSWORD });
    expect(paused.body.status).toBe(STATUS.LOGIN_LOCKED);
  });

  it('refuses a bad registration with field errors in each language and creates no one', async () => {
    for (const language of LOCALES) {
      const refused = await site().post(
        null,
        API.mamReg.path,
        { userName: 'weak@mam.test', code: '123456', password: 'weak', confirmPassword: 'weak' },
        language,
      );
      expect(refused.http).toBe(400);
      expect(refused.body.content).toContainEqual(
        expect.objectContaining({
          field: 'password',
          message: translate(language, 'validation.password.rule'),
        }),
      );
    }
    const login = await site().post(null, API.mamLogin.path, { userName: 'weak@mam.test', password: 'weak' });
    expect(login.body.status).toBe(STATUS.INVALID_CREDENTIALS);
  });

  it('reads the trade accounts, a person and a month chart exactly as the community calls answer', async () => {
    const trader = await member(t, 'trader@mam.test', { site: mam, values: { userType: 3 } });
    const mtId = await tradeAccount(t, trader, { site: mam, strategy: 'MAM strategy' });
    const elsewhere = await member(t, 'trader@a.test', { values: { userType: 3 } });
    const foreign = await tradeAccount(t, elsewhere, { strategy: 'site A strategy' });

    const pairs: [string, string, Record<string, unknown>][] = [
      [API.queryTradeAccListWithoutToken.path, API.mamQueryTradeAccListWithoutToken.path, {}],
      [API.visitorQueryCommunityUserInfo.path, API.mamQueryCommunityUserInfo.path, { mtId }],
      [API.monthAnalyseChart.path, API.mamMonthAnalyseChart.path, { mtId }],
    ];
    for (const [community, twin, query] of pairs) {
      const a = await site().get(null, community, query, 'en_US');
      const b = await site().get(null, twin, query, 'en_US');
      expect(b.http, twin).toBe(200);
      expect(b.body, twin).toEqual(a.body);
    }
    const list = await site().get<{ mtAccId: number }>(null, API.mamQueryTradeAccListWithoutToken.path);
    expect(list.body.content.map((row) => row.mtAccId)).toContain(mtId);
    // Another site's account is not there, and asking for it by id is a 404 on both paths.
    expect(list.body.content.map((row) => row.mtAccId)).not.toContain(foreign);
    for (const path of [API.mamMonthAnalyseChart.path, API.mamQueryCommunityUserInfo.path]) {
      const res = await site().get(null, path, { mtId: foreign }, 'zh_Hant');
      expect(res.http, path).toBe(404);
      expect(res.body.message).toBe(statusText('zh_Hant', 'NOT_FOUND'));
    }
  });
});

describe('a signed-in user of the MAM site', () => {
  const site = () => on(mam);
  let ann: Member;

  beforeAll(async () => {
    ann = await member(t, 'ann@mam.test', { site: mam });
  });

  it('reads the unread counts as the community call answers them', async () => {
    const a = await site().get(ann.token, API.queryCommunityMessage.path);
    const b = await site().get(ann.token, API.mamQueryCommunityMessage.path);
    expect(b.http).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(b.body.content[0]).toEqual({ systemMessageCount: 0, publicMessageCount: 0 });
  });

  it('uploads an image through base64Pic and is refused a file that is not one', async () => {
    const png = await picture('png', 40, 40);
    const stored = await ok(
      site().post<{ uploadId: number; mime: string }>(ann.token, API.mamBase64Pic.path, {
        purpose: 'voucher',
        image: dataUrl('image/png', png),
      }),
    );
    expect(stored.mime).toBe('image/png');
    for (const language of LOCALES) {
      const refused = await site().post(
        ann.token,
        API.mamBase64Pic.path,
        { purpose: 'voucher', image: Buffer.from('not an image at all').toString('base64') },
        language,
      );
      expect(refused.body).toMatchObject({
        status: STATUS.UPLOAD_NOT_IMAGE,
        message: statusText(language, 'UPLOAD_NOT_IMAGE'),
      });
    }
  });

  it('changes the password through updatePassword, ending the other sessions', async () => {
    const other = await member(t, 'bob@mam.test', { site: mam });
    const second = (
      await ok(
        site().post<LoginResult>(null, API.mamLogin.path, { userName: other.email, password: TEST_PASSWORD }),
      )
    ).token;
    const wrong = await site().post(
      other.token,
      API.mamUpdatePassword.path,
      { oldPassword: 'Wr0ngpass', password: 'N3wSecret', confirmPassword: 'N3wSecret' },
      'zh_CN',
    );
    expect(wrong.body).toMatchObject({
      status: STATUS.OLD_PASSWORD_WRONG,
      message: statusText('zh_CN', 'OLD_PASSWORD_WRONG'),
    });
    const changed = await ok(
      site().post<PasswordChanged>(other.token, API.mamUpdatePassword.path, {
        oldPassword: TEST_PASSWORD,
        password: 'N3wSecret',
        confirmPassword: 'N3wSecret',
      }),
    );
    expect(changed.revokedSessions).toBe(1);
    expect((await site().get(second, API.mamQueryCommunityMessage.path)).http).toBe(401);
    expect((await site().get(other.token, API.mamQueryCommunityMessage.path)).http).toBe(200);
  });

  it('binds a new email through modifyemail and a new phone through updatePhone', async () => {
    const cy = await member(t, 'cy@mam.test', { site: mam });
    await ok(site().get<CodeSent>(cy.token, API.sendEmailCode.path, { email: 'cy2@mam.test' }));
    const email = await ok(
      site().get<SelfUserInfo>(cy.token, API.mamModifyemail.path, {
        email: 'cy2@mam.test',
        code: t.mail.lastCode('cy2@mam.test'),
        password: TEST_PASSWORD,
      }),
    );
    expect(email.email).toBe('cy2@mam.test');
    await ok(site().get<CodeSent>(cy.token, API.sendPhoneCode.path, { phone: '13900000009' }));
    const phone = await ok(
      site().get<SelfUserInfo>(cy.token, API.mamUpdatePhone.path, {
        phone: '13900000009',
        code: t.mail.lastCode('13900000009'),
        password: TEST_PASSWORD,
      }),
    );
    expect(phone.phone).toBe('13900000009');
    const row = await userRow(t, cy.id);
    expect([row.email, row.phone]).toEqual(['cy2@mam.test', '13900000009']);

    // A wrong code changes nothing, refused in the reader's language.
    await ok(site().get<CodeSent>(cy.token, API.sendPhoneCode.path, { phone: '13900000010' }));
    const refused = await site().get(
      cy.token,
      API.mamUpdatePhone.path,
      { phone: '13900000010', code: '000000', password: TEST_PASSWORD },
      'en_US',
    );
    expect(refused.body).toMatchObject({
      status: STATUS.CODE_INVALID,
      message: statusText('en_US', 'CODE_INVALID'),
    });
    expect((await userRow(t, cy.id)).phone).toBe('13900000009');
  });
});

describe('limits under a burst through both paths', () => {
  it('sends one code to an address per minute when 100 ask at once, half of them through the twin', async () => {
    const before = t.mail.sent.length;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.call({
          method: 'GET',
          url: i % 2 === 0 ? API.mamSendCode.path : API.sendVercodeOrMailcode.path,
          query: { userName: 'burst@mam.test', type: 'register' },
          site: mam,
          remoteAddress: `10.51.0.${i + 1}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.json<{ status: number }>().status);
    expect(t.mail.sent.length - before).toBe(1);
    expect(statuses.filter((status) => status === STATUS.OK)).toHaveLength(1);
    expect(statuses.filter((status) => status === STATUS.CODE_TOO_FREQUENT)).toHaveLength(99);
  });
});

describe('tenancy', () => {
  it("refuses a MAM site's token on another site, and another site's token on the MAM site", async () => {
    const mamUser = await member(t, 'tenant@mam.test', { site: mam });
    const siteAUser = await member(t, 'tenant@a.test');
    const protectedTwins = TWINS.map(([, twin]) => API[twin]).filter((def) =>
      def.path.startsWith('/mam/main/'),
    );
    expect(protectedTwins.length).toBe(5);
    for (const def of protectedTwins) {
      for (const [token, site] of [
        [mamUser.token, t.siteA],
        [siteAUser.token, mam],
      ] as const) {
        const res = await t.call({
          method: def.method,
          url: def.path,
          token,
          site,
          payload: def.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, def.path).toBe(401);
        expect(res.json<{ status: number }>().status, def.path).toBe(STATUS.TOKEN_WRONG_SITE);
      }
    }
  });

  it("does not sign another site's user in on the MAM site", async () => {
    await member(t, 'only-a@a.test');
    const res = await on(mam).post(null, API.mamLogin.path, {
      userName: 'only-a@a.test',
      password: TEST_PASSWORD,
    });
    expect(res.body.status).toBe(STATUS.INVALID_CREDENTIALS);
  });
});

describe('the log', () => {
  it('never holds the password that the MAM modifyemail and updatePhone carry in their query', async () => {
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
      const ivy = await member(t, 'ivy@mam.test', { site: mam });
      const headers = { domainname: `http://${mam.domain}`, authorization: `Bearer ${ivy.token}` };
      for (const [url, query] of [
        [API.mamModifyemail.path, { email: 'ivy2@mam.test', code: '123456', password: 'Sup3rSecret' }],
        [API.mamUpdatePhone.path, { phone: '13700000001', code: '123456', password: 'Sup3rSecret' }],
      ] as const) {
        const res = await logged.inject({ method: 'GET', url, query, headers });
        expect(res.json()).toMatchObject({ status: STATUS.OLD_PASSWORD_WRONG });
      }
      await logged.inject({ method: 'GET', url: API.mamQueryCommunityMessage.path, headers });
      expect(lines.join('')).toContain('/mam/main/queryCommunityMessage');
      expect(lines.join('')).not.toContain('Sup3rSecret');
    } finally {
      await logged.close();
    }
  });
});
