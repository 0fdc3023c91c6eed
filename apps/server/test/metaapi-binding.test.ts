import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API } from '@copytrade/contracts/api-paths';
import type { BindModes, MetaApiSettings } from '@copytrade/contracts/connections';
import type { FieldError } from '@copytrade/contracts/envelope';
import { STATUS } from '@copytrade/contracts/status-codes';
import { mtAccounts } from '../src/db/schema/accounts';
import { siteAuditLog, siteConnections } from '../src/db/schema/sites';
import type { MetaApiLike } from '../src/trading/metaapi/sdk-types';
import { bindAccount, fixedLot, person, settle, subscribeOk, type Person } from './copy-support';
import type { TestContext } from './harness';
import { createFakeMetaApi, type FakeMetaApi } from './metaapi-fake';
import { send } from './site-settings-support';
import { brokerOrder, masterSim, simAccount, tradingContext } from './sim-support';
import { member, type Member } from './wallet-support';

/*
 * MetaApi mounted on the app (issue 16): the site's admin sets a token (sealed, never shown again, audited
 * by its hint), the bind dialog then offers MetaApi, an account bound through it is reached through the
 * site's MetaApi client (here the fake SDK over the same simulator), and the copier trades through it.
 */

const MASTER = masterSim(7500001);
const FOLLOW = simAccount('ApexCapital-Real01', 7500011);
const TOKEN = 'mtapi-token-0123456789-abcdefXYZ9';

let t: TestContext;
let fake: FakeMetaApi | null = null;
const tokensLoaded: string[] = [];
let admin: Member;
let adminB: Member;
let trader: Person;
let lin: Member;

function load(token: string): Promise<MetaApiLike> {
  tokensLoaded.push(token);
  fake ??= createFakeMetaApi(t.gateway);
  return Promise.resolve(fake);
}

/** Moves the clock and the simulator while `call` runs (MetaApi's waits and trades need the world to move). */
async function stepping<T>(call: Promise<T>): Promise<T> {
  let done = false;
  const tracked = call.finally(() => {
    done = true;
  });
  for (let i = 0; i < 2000 && !done; i += 1) {
    t.clock.advance(250);
    await t.gateway.advance();
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return tracked;
}

/** A 40000 answer carries its field errors as its content. */
const fieldErrors = (body: { content: unknown[] }) => body.content as FieldError[];

const modes = async (who: Member, site = t.siteA) =>
  (await send<BindModes>(t, who, 'GET', API.getBindModes.path, undefined, { site })).body;

const metaApiSettings = async (who: Member, site = t.siteA) =>
  (await send<MetaApiSettings>(t, who, 'GET', API.adminQueryMetaApi.path, undefined, { site })).body;

const updateMetaApi = (who: Member, body: Record<string, unknown>, options = {}) =>
  send<MetaApiSettings>(t, who, 'POST', API.adminUpdateMetaApi.path, body, options);

const bindMetaApi = (who: Member, body: Record<string, unknown>, options = {}) =>
  stepping(send<{ mtAccId: number }>(t, who, 'POST', API.bindMetaApiAccount.path, body, options));

beforeAll(async () => {
  t = await tradingContext([MASTER, FOLLOW], { metaApi: { load, timeouts: { pollMs: 1 } } });
  admin = await member(t, 'metaapi-admin@sites.test', { admin: true });
  adminB = await member(t, 'metaapi-admin-b@sites.test', { admin: true, site: t.siteB });
  trader = await person(t, 'metaapi-trader@sites.test', 3);
  lin = await member(t, 'metaapi-lin@sites.test');
});

afterAll(async () => {
  await stepping(t.close());
});

describe('MetaApi through the site settings and the bind dialog', () => {
  it('is off until the admin sets a token: the dialog does not offer it and a bind is refused', async () => {
    expect((await modes(lin)).content[0]).toMatchObject({ bridge: true, metaApi: false });
    const refused = await bindMetaApi(lin, {
      accType: 2,
      serverName: FOLLOW.server,
      login: String(FOLLOW.login),
      tradePwd: FOLLOW.password,
    });
    expect(refused.body.status).toBe(STATUS.METAAPI_OFF);
    expect(await t.db.select().from(mtAccounts).where(eq(mtAccounts.userId, lin.id))).toHaveLength(0);
    expect(tokensLoaded).toEqual([]);
  });

  it("is the site admin's only, and another site's admin sees his own site", async () => {
    expect((await metaApiSettings(lin)).status).toBe(STATUS.ADMIN_ONLY);
    expect((await updateMetaApi(lin, { token: TOKEN, region: '' })).body.status).toBe(STATUS.ADMIN_ONLY);
    expect((await metaApiSettings(admin)).content[0]).toMatchObject({ configured: false, tokenHint: '' });
  });

  it('refuses a malformed token or region with localized field errors and saves nothing', async () => {
    const zh = await updateMetaApi(admin, { token: 'short', region: 'New York' }, { language: 'zh_CN' });
    expect(zh.body.status).toBe(STATUS.VALIDATION_FAILED);
    expect(fieldErrors(zh.body)).toEqual(
      expect.arrayContaining([
        { field: 'token', message: '请粘贴完整的MetaApi令牌' },
        { field: 'region', message: '区域名称只能包含小写字母、数字和连字符' },
      ]),
    );
    const en = await updateMetaApi(admin, { token: 'short', region: '' }, { language: 'en_US' });
    expect(fieldErrors(en.body)).toEqual([
      { field: 'token', message: 'Please paste the whole MetaApi token' },
    ]);
    expect(await t.db.select().from(siteConnections)).toHaveLength(0);
  });

  it('keeps the token sealed, shows its last four characters only and audits the change', async () => {
    const saved = await updateMetaApi(admin, { token: TOKEN, region: 'london' });
    expect(saved.body.status).toBe(STATUS.OK);
    expect(saved.body.content[0]).toMatchObject({
      configured: true,
      tokenHint: '…XYZ9',
      region: 'london',
      accounts: 0,
    });
    expect(JSON.stringify(saved.body)).not.toContain(TOKEN);
    const [row] = await t.db.select().from(siteConnections).where(eq(siteConnections.siteId, t.siteA.id));
    expect(row!.metaApiTokenEnc).not.toBe('');
    expect(JSON.stringify(row)).not.toContain(TOKEN.slice(6));
    const audit = await t.db
      .select()
      .from(siteAuditLog)
      .where(and(eq(siteAuditLog.siteId, t.siteA.id), eq(siteAuditLog.action, 'metaapi')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual({ tokenHint: '…XYZ9', region: 'london' });
    expect(JSON.stringify(audit)).not.toContain(TOKEN.slice(6));

    expect((await modes(lin)).content[0]).toMatchObject({ bridge: true, metaApi: true });
    // Only this site: the other site's dialog and settings are untouched.
    expect((await modes(adminB, t.siteB)).content[0]).toMatchObject({ bridge: true, metaApi: false });
    expect((await metaApiSettings(adminB, t.siteB)).content[0]).toMatchObject({ configured: false });
  });

  it('a region change alone keeps the token', async () => {
    const saved = await updateMetaApi(admin, { region: 'new-york' });
    expect(saved.body.content[0]).toMatchObject({ configured: true, tokenHint: '…XYZ9', region: 'new-york' });
  });

  it('tells a wrong password and an unknown server apart, and binds nothing for either', async () => {
    const wrong = await bindMetaApi(lin, {
      accType: 2,
      serverName: FOLLOW.server,
      login: String(FOLLOW.login),
      tradePwd: 'not-the-password',
    });
    expect(wrong.body.status).toBe(STATUS.MT4_CREDENTIALS_INVALID);
    const unknown = await bindMetaApi(
      lin,
      { accType: 2, serverName: 'NoSuchBroker-Live', login: String(FOLLOW.login), tradePwd: FOLLOW.password },
      { language: 'en_US' },
    );
    expect(unknown.body.status).toBe(STATUS.VALIDATION_FAILED);
    expect(fieldErrors(unknown.body)).toEqual([
      { field: 'serverName', message: 'MetaApi does not know this server; please check the name' },
    ]);
    expect(await t.db.select().from(mtAccounts).where(eq(mtAccounts.userId, lin.id))).toHaveLength(0);
    // The site's client was made from the token the admin saved.
    expect(tokensLoaded).toEqual([TOKEN]);
  });

  let followId: number;

  it('binds a follow account through MetaApi and copies a master trade to it', async () => {
    const bound = await bindMetaApi(lin, {
      accType: 2,
      serverName: FOLLOW.server,
      login: String(FOLLOW.login),
      tradePwd: FOLLOW.password,
    });
    expect(bound.body.status).toBe(STATUS.OK);
    followId = bound.body.content[0]!.mtAccId;
    const [row] = await t.db.select().from(mtAccounts).where(eq(mtAccounts.id, followId));
    expect(row).toMatchObject({ via: 'metaapi', passwordKind: 'trade', bridgeKeyId: null });
    expect(row!.passwordEnc).not.toContain(FOLLOW.password);
    expect(fake!.records.filter((r) => r.login === String(FOLLOW.login))).toHaveLength(1);

    const masterId = await bindAccount(t, trader, 1, MASTER);
    await subscribeOk(t, lin, fixedLot(masterId, followId));
    await stepping(settle(t));
    await stepping(brokerOrder(t, MASTER, { symbol: 'EURUSD', type: 0, lots: 100 }));
    await stepping(settle(t, 250, 8));
    const copies = t.gateway
      .world()
      .openOrders(FOLLOW.server, FOLLOW.login)
      .filter((o) => /^c[0-9a-z]+\./.test(o.comment));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ type: 0, lots: 10 });
  });

  it('cannot be turned off while an account uses it; can once it is unbound', async () => {
    const inUse = await updateMetaApi(admin, { clear: true, region: '' });
    expect(inUse.body.status).toBe(STATUS.METAAPI_IN_USE);
    expect((await metaApiSettings(admin)).content[0]).toMatchObject({ configured: true, accounts: 1 });
    const unbound = await stepping(send(t, lin, 'PUT', API.unbindMTAcc.path, { mtAccId: followId }));
    expect(unbound.body.status).toBe(STATUS.OK);
    const cleared = await updateMetaApi(admin, { clear: true, region: '' });
    expect(cleared.body.content[0]).toMatchObject({ configured: false, tokenHint: '', accounts: 0 });
    expect((await modes(lin)).content[0]).toMatchObject({ bridge: true, metaApi: false });
  });
});
