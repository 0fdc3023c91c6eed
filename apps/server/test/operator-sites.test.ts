import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import type { OperatorSite, OperatorSiteDetail, SiteAuditEntry } from '@copytrade/contracts/operator';
import { translate } from '@copytrade/contracts/messages';
import { STATUS } from '@copytrade/contracts/status-codes';
import { siteAuditLog, siteDomains, sites } from '../src/db/schema/sites';
import { users } from '../src/db/schema/users';
import {
  createTestContext,
  createUser,
  signedIn,
  TEST_PASSWORD,
  type TestContext,
  type TestSite,
} from './harness';
import { createOperator, operatorToken, type TestOperator } from './operator-support';

/**
 * The operator's console on sites (issue 15): create a site on a free domain with its first admin (who is
 * invited and sets his password with the code flow), suspend, resume, renew, limits, version, admins;
 * every change in the audit log; a suspended or expired site shows its message and refuses its API.
 */
let t: TestContext;
let operator: TestOperator;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  operator = await createOperator(t);
  token = await operatorToken(t, operator);
});
afterAll(async () => {
  await t.close();
});

type Envelope<T = Record<string, unknown>> = {
  status: number;
  message: string;
  content: T[];
  total?: number;
};

const DAY = 86_400_000;

async function op<T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  url: string,
  data: Record<string, unknown> = {},
  language = 'en_US',
) {
  const res = await t.call({
    method,
    url,
    token,
    language,
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])) }
      : { payload: data }),
  });
  return { statusCode: res.statusCode, body: res.json<Envelope<T>>() };
}

function siteBody(overrides: Record<string, unknown> = {}) {
  const now = t.clock.now().getTime();
  return {
    domain: 'newbroker.test',
    siteType: 2,
    templateType: 1,
    version: 0,
    beginTime: now - DAY,
    endTime: now + 365 * DAY,
    copyMaxNumber: 2,
    masterMaxNumber: 3,
    userCopyLimit: 5,
    userTradeLimit: 100,
    availableLang: [1, 2],
    defaultLang: 2,
    brandName: 'New Broker',
    adminEmail: 'Boss@NewBroker.test',
    ...overrides,
  };
}

async function auditOf(siteId: number) {
  return (await op<SiteAuditEntry>('GET', API.operatorQuerySiteAudit.path, { siteId, pageSize: 50 })).body;
}

let created: OperatorSiteDetail;
const newSite = (): TestSite => ({ id: created.siteId, code: created.code, domain: 'newbroker.test' });

describe('creating a site', () => {
  it('creates the site, its domain and its first admin, audited, and mails the admin how to set a password', async () => {
    const res = await op<OperatorSiteDetail>('POST', API.operatorCreateSite.path, siteBody());
    expect(res.statusCode).toBe(200);
    created = res.body.content[0]!;
    expect(created).toMatchObject({
      code: 'newbroker',
      brandName: 'New Broker',
      domain: 'newbroker.test',
      domains: ['newbroker.test'],
      siteType: 2,
      version: 0,
      state: 'active',
      copyMaxNumber: 2,
      masterMaxNumber: 3,
      userCopyLimit: 5,
      userTradeLimit: 100,
      availableLang: '1,2',
      defaultLang: 2,
      admins: [{ email: 'boss@newbroker.test', passwordSet: false, status: 1 }],
    });
    expect(created.daily).toHaveLength(30);
    const [admin] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.siteId, created.siteId), eq(users.email, 'boss@newbroker.test')));
    expect(admin?.role).toBe('admin');

    const mail = t.mail.sent.find((m) => m.to === 'boss@newbroker.test')!;
    // In the site's default language (English here), with the link to its forgot-password page.
    expect(mail.subject).toBe('New Broker: you are now a site admin');
    expect(mail.text).toContain('http://newbroker.test');
    expect(mail.text).toContain('/forgertPassword?userName=boss%40newbroker.test');

    const audit = await auditOf(created.siteId);
    expect(audit.content).toEqual([
      expect.objectContaining({
        actorKind: 'operator',
        actorName: 'Ops',
        action: 'site.create',
        before: {},
        after: expect.objectContaining({
          domain: 'newbroker.test',
          adminEmail: 'boss@newbroker.test',
          copyMaxNumber: 2,
        }),
      }),
    ]);
  });

  it('the new site answers on its domain, and its admin sets a password with the code flow and signs in', async () => {
    const config = await t.call({ method: 'POST', url: API.getSiteConfig.path, site: newSite() });
    expect(config.json<Envelope>().content[0]).toMatchObject({
      brandName: 'New Broker',
      copyMaxNumber: 2,
      userCopyLimit: 5,
      userTradeLimit: 100,
      freeUpgradeFlag: false,
      open: true,
      suspendReason: '',
    });
    const send = await t.call({
      method: 'GET',
      url: API.sendVercodeOrMailcode.path,
      query: { userName: 'boss@newbroker.test', type: 'resetPassword' },
      site: newSite(),
    });
    expect(send.json<Envelope>().status).toBe(STATUS.OK);
    const reset = await t.call({
      method: 'POST',
      url: API.forgetpassword.path,
      payload: {
        userName: 'boss@newbroker.test',
        code: t.mail.lastCode('boss@newbroker.test'),
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      },
      site: newSite(),
    });
    expect(reset.json<Envelope>().status).toBe(STATUS.OK);
    const adminToken = await signedIn(t, 'boss@newbroker.test', newSite());
    const me = await t.call({
      method: 'GET',
      url: API.selectCommunityUserInfo.path,
      token: adminToken,
      site: newSite(),
    });
    expect(me.json<Envelope>().content[0]).toMatchObject({ isAdmin: true });
    const detail = await op<OperatorSiteDetail>('GET', API.operatorQuerySiteDetail.path, {
      siteId: created.siteId,
    });
    expect(detail.body.content[0]!.admins[0]!.passwordSet).toBe(true);
  });

  it('refuses a domain already used by a site, in three languages, and creates nothing', async () => {
    const before = await t.db.select().from(sites);
    const texts = new Set<string>();
    for (const [language, domain] of [
      ['zh_CN', 'newbroker.test'],
      ['en_US', 'NewBroker.TEST'],
      ['zh_Hant', 'a.test'],
    ] as const) {
      const res = await op(
        'POST',
        API.operatorCreateSite.path,
        siteBody({ domain, adminEmail: 'x@y.test' }),
        language,
      );
      expect(res.statusCode).toBe(409);
      expect(res.body.status).toBe(STATUS.SITE_DOMAIN_TAKEN);
      texts.add(res.body.message);
    }
    expect(texts.size).toBe(3);
    expect(await t.db.select().from(sites)).toHaveLength(before.length);
  });

  it('two creations of one domain at once: one site, the other refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        op(
          'POST',
          API.operatorCreateSite.path,
          siteBody({ domain: 'race.test', adminEmail: `a${i}@race.test` }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === STATUS.OK)).toHaveLength(1);
    expect(statuses.filter((s) => s === STATUS.SITE_DOMAIN_TAKEN)).toHaveLength(9);
    expect(await t.db.select().from(siteDomains).where(eq(siteDomains.domain, 'race.test'))).toHaveLength(1);
  });

  it('refuses bad fields with localized field errors and creates nothing', async () => {
    const now = t.clock.now().getTime();
    const res = await op(
      'POST',
      API.operatorCreateSite.path,
      siteBody({
        domain: 'bad domain!',
        siteType: 4,
        beginTime: now,
        endTime: now - DAY,
        copyMaxNumber: -2,
        availableLang: [2],
        defaultLang: 1,
        adminEmail: 'nope',
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (res.body.content as { field: string; message: string }[]).map((f) => [f.field, f.message]),
    );
    expect(fields).toMatchObject({
      domain: translate('en_US', 'validation.domain.invalid'),
      siteType: 'Please choose a site type',
      copyMaxNumber: 'Please enter a whole number from -1 (unlimited) to 1000000',
      adminEmail: 'Please enter a valid email address',
    });
    const zh = await op(
      'POST',
      API.operatorCreateSite.path,
      siteBody({ beginTime: now, endTime: now - 1000, domain: 'ok.test' }),
      'zh_CN',
    );
    expect(zh.body.content).toContainEqual({ field: 'endTime', message: '到期时间须晚于开始时间' });
    // A bound outside 2000..2200 (a stray number of milliseconds) is refused too.
    const range = await op(
      'POST',
      API.operatorCreateSite.path,
      siteBody({ endTime: 2 ** 31, domain: 'ok.test' }),
    );
    expect(range.body.content).toContainEqual({
      field: 'endTime',
      message: 'Please choose a date between 2000 and 2200',
    });
    const lang = await op(
      'POST',
      API.operatorCreateSite.path,
      siteBody({ availableLang: [2], defaultLang: 1, domain: 'ok.test' }),
      'zh_Hant',
    );
    expect(lang.body.content).toContainEqual({
      field: 'defaultLang',
      message: translate('zh_Hant', 'validation.defaultLang.notOffered'),
    });
    expect(await t.db.select().from(siteDomains).where(eq(siteDomains.domain, 'ok.test'))).toEqual([]);
  });
});

describe('changing a site', () => {
  it('suspends: the site shows its reason, refuses its API (sign-in, public calls, tokens), and is audited', async () => {
    const user = await createUser(t.db, created.siteId, { email: 'u1@newbroker.test' });
    const userToken = await signedIn(t, 'u1@newbroker.test', newSite());
    expect(user.id).toBeGreaterThan(0);
    const res = await op<OperatorSite>('POST', API.operatorSuspendSite.path, {
      siteId: created.siteId,
      reason: 'Licence under review',
    });
    expect(res.body.content[0]).toMatchObject({
      status: 0,
      state: 'suspended',
      suspendReason: 'Licence under review',
    });

    const config = await t.call({ method: 'POST', url: API.getSiteConfig.path, site: newSite() });
    expect(config.statusCode).toBe(200);
    expect(config.json<Envelope>().content[0]).toMatchObject({
      open: false,
      suspendReason: 'Licence under review',
    });
    for (const [method, url, tok] of [
      ['POST', API.login.path, undefined],
      ['GET', API.getDictListByType.path + '?type=gender', undefined],
      ['GET', API.selectCommunityUserInfo.path, userToken],
      ['GET', API.queryUsageLimits.path, userToken],
    ] as const) {
      const answer = await t.call({
        method,
        url,
        site: newSite(),
        language: 'zh_Hant',
        ...(tok ? { token: tok } : {}),
        ...(method === 'POST' ? { payload: { userName: 'u1@newbroker.test', password: TEST_PASSWORD } } : {}),
      });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json<Envelope>(), url).toMatchObject({
        status: STATUS.SITE_UNAVAILABLE,
        message: '站點已停用或已過期',
      });
    }
    // Another site is not touched.
    expect(
      (await t.call({ method: 'GET', url: API.getDictListByType.path + '?type=gender' })).statusCode,
    ).toBe(200);

    const resumed = await op<OperatorSite>('POST', API.operatorResumeSite.path, { siteId: created.siteId });
    expect(resumed.body.content[0]).toMatchObject({ status: 1, state: 'active', suspendReason: '' });
    const back = await t.call({
      method: 'GET',
      url: API.selectCommunityUserInfo.path,
      token: userToken,
      site: newSite(),
    });
    expect(back.statusCode).toBe(200);

    const audit = await auditOf(created.siteId);
    expect(audit.content.slice(0, 2).map((e) => [e.action, e.before, e.after])).toEqual([
      ['site.resume', { status: 0, suspendReason: 'Licence under review' }, { status: 1, suspendReason: '' }],
      [
        'site.suspend',
        { status: 1, suspendReason: '' },
        { status: 0, suspendReason: 'Licence under review' },
      ],
    ]);
  });

  it('an expired site shows its message and refuses; renewing opens it again', async () => {
    const end = t.clock.now().getTime() + 2 * DAY;
    await op('POST', API.operatorRenewSite.path, { siteId: created.siteId, endTime: end });
    t.clock.advance(3 * DAY);
    // An operator's session lasts a working day: he signs in again.
    token = await operatorToken(t, operator);
    const config = await t.call({ method: 'POST', url: API.getSiteConfig.path, site: newSite() });
    expect(config.json<Envelope>().content[0]).toMatchObject({ open: false, suspendReason: '' });
    const list = await op<OperatorSite>('GET', API.operatorQuerySites.path, { state: 'expired' });
    expect(list.body.content.map((s) => s.siteId)).toEqual([created.siteId]);
    const login = await t.call({
      method: 'POST',
      url: API.login.path,
      site: newSite(),
      payload: { userName: 'u1@newbroker.test', password: TEST_PASSWORD },
    });
    expect(login.json<Envelope>().status).toBe(STATUS.SITE_UNAVAILABLE);

    // The end must be after the start.
    const wrong = await op('POST', API.operatorRenewSite.path, {
      siteId: created.siteId,
      endTime: created.beginTime! - 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.content).toEqual([{ field: 'endTime', message: 'The end must be after the start' }]);

    const renewed = await op<OperatorSite>('POST', API.operatorRenewSite.path, {
      siteId: created.siteId,
      endTime: t.clock.now().getTime() + 365 * DAY,
    });
    expect(renewed.body.content[0]!.state).toBe('active');
    const again = await t.call({
      method: 'POST',
      url: API.login.path,
      site: newSite(),
      payload: { userName: 'u1@newbroker.test', password: TEST_PASSWORD },
    });
    expect(again.json<Envelope>().status).toBe(STATUS.OK);
    const audit = await auditOf(created.siteId);
    expect(audit.content[0]).toMatchObject({ action: 'site.renew', before: { endTime: end } });
  });

  it('changes limits and version, audited with before and after; the site config follows at once', async () => {
    const limits = await op<OperatorSite>('POST', API.operatorUpdateSiteLimits.path, {
      siteId: created.siteId,
      copyMaxNumber: 4,
      masterMaxNumber: -1,
      userCopyLimit: 5,
      userTradeLimit: 10,
    });
    expect(limits.body.content[0]).toMatchObject({
      copyMaxNumber: 4,
      masterMaxNumber: -1,
      userTradeLimit: 10,
    });
    const version = await op<OperatorSite>('POST', API.operatorUpdateSiteVersion.path, {
      siteId: created.siteId,
      version: 0,
      freeUpgradeFlag: true,
    });
    expect(version.body.content[0]).toMatchObject({ version: 0, freeUpgradeFlag: true });
    const config = await t.call({ method: 'POST', url: API.getSiteConfig.path, site: newSite() });
    expect(config.json<Envelope>().content[0]).toMatchObject({
      copyMaxNumber: 4,
      masterMaxNumber: -1,
      freeUpgradeFlag: true,
    });
    const audit = await auditOf(created.siteId);
    expect(audit.content.slice(0, 2).map((e) => [e.action, e.before, e.after])).toEqual([
      ['site.version', { freeUpgradeFlag: false }, { freeUpgradeFlag: true }],
      [
        'site.limits',
        { copyMaxNumber: 2, masterMaxNumber: 3, userTradeLimit: 100 },
        { copyMaxNumber: 4, masterMaxNumber: -1, userTradeLimit: 10 },
      ],
    ]);
    const rows = await t.db.select().from(siteAuditLog).where(eq(siteAuditLog.siteId, created.siteId));
    expect(rows.every((r) => r.actorKind === 'operator')).toBe(true);
  });

  it('an unknown site answers 404 and changes nothing', async () => {
    for (const [url, body] of [
      [API.operatorSuspendSite.path, { siteId: 999_999, reason: 'x' }],
      [API.operatorResumeSite.path, { siteId: 999_999 }],
      [API.operatorUpdateSiteVersion.path, { siteId: 999_999, version: 1, freeUpgradeFlag: false }],
    ] as const) {
      const res = await op('POST', url, body);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await op('GET', API.operatorQuerySiteDetail.path, { siteId: 999_999 })).statusCode).toBe(404);
  });
});

describe('admins', () => {
  it('adds an admin (a user of the site is promoted) and never removes the last one', async () => {
    const detail = await op<OperatorSiteDetail>('GET', API.operatorQuerySiteDetail.path, {
      siteId: created.siteId,
    });
    const first = detail.body.content[0]!.admins[0]!;
    const last = await op('POST', API.operatorRemoveSiteAdmin.path, {
      siteId: created.siteId,
      userId: first.userId,
    });
    expect(last.statusCode).toBe(409);
    expect(last.body.status).toBe(STATUS.SITE_LAST_ADMIN);

    const added = await op<{ userId: number; email: string }>('POST', API.operatorAddSiteAdmin.path, {
      siteId: created.siteId,
      email: 'u1@newbroker.test',
    });
    expect(added.body.content[0]).toMatchObject({ email: 'u1@newbroker.test' });
    const [row] = await t.db.select().from(users).where(eq(users.id, added.body.content[0]!.userId));
    expect(row?.role).toBe('admin');

    // Two removals at once: one passes, the other finds the last admin.
    const both = await Promise.all(
      [first.userId, added.body.content[0]!.userId].map((userId) =>
        op('POST', API.operatorRemoveSiteAdmin.path, { siteId: created.siteId, userId }),
      ),
    );
    expect(both.map((b) => b.body.status).sort()).toEqual([STATUS.OK, STATUS.SITE_LAST_ADMIN].sort());
    const admins = await t.db
      .select()
      .from(users)
      .where(and(eq(users.siteId, created.siteId), eq(users.role, 'admin')));
    expect(admins).toHaveLength(1);

    // Another site's person is not an admin of this one.
    const stranger = await createUser(t.db, t.siteA.id, { email: 'stranger@a.test', role: 'admin' });
    const foreign = await op('POST', API.operatorRemoveSiteAdmin.path, {
      siteId: created.siteId,
      userId: stranger.id,
    });
    expect(foreign.statusCode).toBe(404);
    const audit = await auditOf(created.siteId);
    expect(audit.content.map((e) => e.action)).toEqual(expect.arrayContaining(['admin.add', 'admin.remove']));
  });
});

describe('the list', () => {
  it('finds sites by keyword and state, with their usage', async () => {
    const byKeyword = await op<OperatorSite>('GET', API.operatorQuerySites.path, { keyword: 'newbro' });
    expect(byKeyword.body.content.map((s) => s.code)).toEqual(['newbroker']);
    expect(byKeyword.body.content[0]!.usage).toMatchObject({
      users: 2,
      tradeAccounts: 0,
      liveSubscriptions: 0,
    });
    expect(byKeyword.body.content[0]!.usage.copiesDaily).toHaveLength(30);
    const all = await op<OperatorSite>('GET', API.operatorQuerySites.path, { pageSize: 2 });
    expect(all.body.total).toBeGreaterThanOrEqual(4);
    expect(all.body.content).toHaveLength(2);
    const wildcard = await op<OperatorSite>('GET', API.operatorQuerySites.path, { keyword: '%' });
    expect(wildcard.body.content).toEqual([]);
  });
});
