import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import { mtAccounts } from '../src/db/schema/accounts';
import { sites } from '../src/db/schema/sites';
import { openSecret } from '../src/platform/secrets';
import { passwordAad } from '../src/trading/account-mirror';
import { createTestContext, createUser, TEST_KEYS, TEST_PASSWORD, type TestContext } from './harness';

let t: TestContext;
let trader: { id: number; token: string };
let follower: { id: number; token: string };
let otherTrader: { id: number; token: string };
let ids: { meridian: number; apex: number; meridianLive: number; meridianDemo: number; apexReal01: number };

/** Simulator accounts for these tests (the world is fresh: no demo population). */
const SIM = {
  trade: { server: 'MeridianMarkets-Live', login: 4000001, password: 'TradePass1', investor: 'ReadOnly1' },
  trade2: { server: 'MeridianMarkets-Live', login: 4000002, password: 'TradePass2', investor: 'ReadOnly2' },
  follow: { server: 'ApexCapital-Real01', login: 4000003, password: 'FollowPass1', investor: 'ReadOnly3' },
  follow2: { server: 'ApexCapital-Real01', login: 4000004, password: 'FollowPass2', investor: 'ReadOnly4' },
};

async function login(userName: string) {
  const res = await t.call({
    method: 'POST',
    url: '/community/front/login',
    payload: { userName, password: TEST_PASSWORD },
  });
  return res.json<{ content: [{ token: string }] }>().content[0].token;
}

function bind(token: string, body: Record<string, unknown>, language?: string) {
  return t.call({
    method: 'POST',
    url: '/community/api/bindingMTAcc',
    payload: body,
    token,
    ...(language ? { language } : {}),
  });
}

function bindBody(
  user: { id: number },
  accType: 1 | 2,
  account: { server: string; login: number; password: string },
) {
  const serverListId = account.server.startsWith('Apex') ? ids.apexReal01 : ids.meridianLive;
  const platformId = account.server.startsWith('Apex') ? ids.apex : ids.meridian;
  return {
    accType,
    userId: user.id,
    platformId,
    serverListId,
    login: String(account.login),
    tradePwd: account.password,
  };
}

beforeAll(async () => {
  t = await createTestContext();
  const world = t.gateway.world();
  for (const a of Object.values(SIM)) {
    world.createAccount(a.server, {
      login: a.login,
      name: `Sim ${a.login}`,
      password: a.password,
      investorPassword: a.investor,
      leverage: 100,
      currency: 'USD',
      balance: '10000.00',
    });
  }
  await t.gateway.advance();
  const u1 = await createUser(t.db, t.siteA.id, { email: 'trader@example.com', userType: 3 });
  const u2 = await createUser(t.db, t.siteA.id, { email: 'follower@example.com' });
  const u3 = await createUser(t.db, t.siteA.id, { email: 'trader2@example.com', userType: 3 });
  trader = { id: u1.id, token: await login('trader@example.com') };
  follower = { id: u2.id, token: await login('follower@example.com') };
  otherTrader = { id: u3.id, token: await login('trader2@example.com') };

  const platforms = (
    await t.call({ method: 'GET', url: '/community/api/getPlatformInfo', token: trader.token })
  ).json<{
    content: { platformId: number; platformName: string }[];
  }>().content;
  const pid = (name: string) => platforms.find((p) => p.platformName === name)!.platformId;
  const servers = async (platformId: number) =>
    (
      await t.call({
        method: 'GET',
        url: '/community/api/getMt4Server',
        query: { platformId: String(platformId) },
        token: trader.token,
      })
    ).json<{
      content: { id: number; serverName: string }[];
    }>().content;
  const meridianServers = await servers(pid('Meridian Markets'));
  const apexServers = await servers(pid('Apex Capital'));
  ids = {
    meridian: pid('Meridian Markets'),
    apex: pid('Apex Capital'),
    meridianLive: meridianServers.find((s) => s.serverName === 'MeridianMarkets-Live')!.id,
    meridianDemo: meridianServers.find((s) => s.serverName === 'MeridianMarkets-Demo')!.id,
    apexReal01: apexServers.find((s) => s.serverName === 'ApexCapital-Real01')!.id,
  };
});
afterAll(async () => {
  await t.close();
});

describe('platforms and servers', () => {
  it('lists the brokers, filtered by name, and their servers with the demo flag', async () => {
    const all = await t.call({ method: 'GET', url: '/community/api/getPlatformInfo', token: trader.token });
    expect(all.json<{ content: { platformName: string }[] }>().content.map((p) => p.platformName)).toEqual([
      'Meridian Markets',
      'Apex Capital',
      'Orion FX',
    ]);
    const filtered = await t.call({
      method: 'GET',
      url: '/community/api/getPlatformInfo',
      query: { platformName: 'apex' },
      token: trader.token,
    });
    expect(filtered.json()).toMatchObject({ content: [{ platformName: 'Apex Capital' }] });
    const servers = await t.call({
      method: 'GET',
      url: '/mam/main/getMt4Server',
      query: { platformId: String(ids.meridian) },
      token: trader.token,
    });
    expect(servers.json()).toMatchObject({
      content: [
        { serverName: 'MeridianMarkets-Live', isDemo: 0 },
        { serverName: 'MeridianMarkets-Demo', isDemo: 1 },
      ],
    });
  });
});

describe('binding', () => {
  it('binds a trade account: #1, figures from the trade server, symbols mapped, password sealed', async () => {
    const res = await bind(trader.token, bindBody(trader, 1, SIM.trade));
    expect(res.json()).toMatchObject({ status: STATUS.OK, content: [{ loginOrder: 1, login: '4000001' }] });
    const mtAccId = res.json<{ content: [{ mtAccId: number }] }>().content[0].mtAccId;

    const list = await t.call({
      method: 'GET',
      url: '/community/api/queryTradeAccListWithToken',
      token: trader.token,
    });
    expect(list.json()).toMatchObject({
      content: [
        {
          mtAccId,
          loginOrder: 1,
          login: '4000001',
          accType: 1,
          isMock: 0,
          platformName: 'Meridian Markets',
          serverName: 'MeridianMarkets-Live',
          status: 0,
        },
      ],
    });
    const detail = await t.call({
      method: 'GET',
      url: '/community/api/queryMtAccountDetail',
      query: { mtId: String(mtAccId) },
      token: trader.token,
    });
    expect(detail.json()).toMatchObject({
      content: [
        {
          balance: '10000.00',
          equity: '10000.00',
          leverage: 100,
          currency: 'USD',
          accountName: 'Sim 4000001',
        },
      ],
    });
    expect(detail.body).not.toContain('TradePass1');

    const [row] = await t.db.select().from(mtAccounts).where(eq(mtAccounts.id, mtAccId));
    expect(row!.passwordEnc).not.toContain('TradePass1');
    expect(openSecret(TEST_KEYS.mt4Password, row!.passwordEnc, passwordAad(row!))).toBe('TradePass1');
    expect(row!.passwordKind).toBe('trade');

    const symbols = await t.call({
      method: 'GET',
      url: '/community/front/getMtAccountSymbols',
      query: { mtId: String(mtAccId) },
    });
    const list2 = symbols.json<{
      content: [{ symbolList: { symbol: string; standardSymbol: string; status: number }[] }];
    }>().content[0].symbolList;
    expect(list2.find((s) => s.symbol === 'EURUSD')).toMatchObject({ standardSymbol: 'EURUSD', status: 11 });
    expect(list2.length).toBeGreaterThan(10);
  });

  it('binds a follow account on a suffixed server: EURUSD.m maps to EURUSD', async () => {
    const res = await bind(follower.token, bindBody(follower, 2, SIM.follow));
    expect(res.json()).toMatchObject({ status: STATUS.OK, content: [{ loginOrder: 1 }] });
    const mtAccId = res.json<{ content: [{ mtAccId: number }] }>().content[0].mtAccId;
    const symbols = await t.call({
      method: 'GET',
      url: '/mam/main/queryMamUserSymbols',
      query: { mtId: String(mtAccId) },
      token: follower.token,
    });
    const rows = symbols.json<{ content: [{ symbolList: { symbol: string; standardSymbol: string }[] }] }>()
      .content[0].symbolList;
    expect(rows.find((s) => s.symbol === 'EURUSD.m')).toMatchObject({ standardSymbol: 'EURUSD' });
    expect(rows.find((s) => s.symbol === 'XAUUSD.m')).toMatchObject({ standardSymbol: 'XAUUSD' });
  });

  it('a trade account may bind with its investor password; a follow account may not', async () => {
    const investorTrade = await bind(trader.token, {
      ...bindBody(trader, 1, SIM.trade2),
      tradePwd: SIM.trade2.investor,
    });
    expect(investorTrade.json()).toMatchObject({ status: STATUS.OK, content: [{ loginOrder: 2 }] });
    const investorFollow = await bind(follower.token, {
      ...bindBody(follower, 2, SIM.follow2),
      tradePwd: SIM.follow2.investor,
    });
    expect(investorFollow.statusCode).toBe(400);
    expect(investorFollow.json()).toMatchObject({
      status: STATUS.MT4_INVESTOR_PASSWORD,
      message: '跟单账户需要交易密码，不能使用观摩密码',
    });
  });
});

describe('bad input', () => {
  it('refuses a wrong MT4 password and an unknown login with the same answer', async () => {
    const wrong = await bind(
      follower.token,
      { ...bindBody(follower, 2, SIM.follow2), tradePwd: 'Nope12345' },
      'en_US',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      status: STATUS.MT4_CREDENTIALS_INVALID,
      message: 'The MT4 account or password is incorrect',
    });
    const unknown = await bind(
      follower.token,
      { ...bindBody(follower, 2, SIM.follow2), login: '9999999' },
      'en_US',
    );
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an unknown server and a server of another platform', async () => {
    const unknown = await bind(follower.token, {
      ...bindBody(follower, 2, SIM.follow2),
      serverListId: 99999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      status: STATUS.VALIDATION_FAILED,
      content: [{ field: 'serverListId', message: '请选择服务器' }],
    });
    const mismatch = await bind(follower.token, {
      ...bindBody(follower, 2, SIM.follow2),
      platformId: ids.meridian,
    });
    expect(mismatch.json()).toMatchObject({ content: [{ field: 'serverListId' }] });
  });

  it("shows the bind form's messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ login: '' }, 'login', '请输入MT4账号'],
      [{ login: '12ab' }, 'login', '请输入只能为数字的MT4账号'],
      [{ login: '12345678901' }, 'login', '请输入正确的MT4账号'],
      [{ tradePwd: '   ' }, 'tradePwd', '请输入交易密码'],
      [{ platformId: 0 }, 'platformId', '请选择合作平台'],
      [{ serverListId: null }, 'serverListId', '请选择服务器'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await bind(follower.token, { ...bindBody(follower, 2, SIM.follow2), ...patch });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ content: unknown[] }>().content).toContainEqual({ field, message });
    }
  });

  it('refuses a login already bound on this site, also by another user', async () => {
    const same = await bind(trader.token, bindBody(trader, 1, SIM.trade));
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ status: STATUS.ACCOUNT_ALREADY_BOUND, message: '该MT4账户已被绑定' });
    const other = await bind(otherTrader.token, bindBody(otherTrader, 1, SIM.trade));
    expect(other.json()).toMatchObject({ status: STATUS.ACCOUNT_ALREADY_BOUND });
  });

  it('refuses a follower binding a trade account', async () => {
    const res = await bind(follower.token, bindBody(follower, 1, SIM.trade2));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: STATUS.TRADER_ONLY });
  });

  it("refuses binding for another user's id", async () => {
    const res = await bind(follower.token, bindBody(trader, 2, SIM.follow2));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: STATUS.FORBIDDEN });
  });

  it('refuses an unknown field', async () => {
    const res = await bind(follower.token, { ...bindBody(follower, 2, SIM.follow2), investorPwd: 'x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('limits of the site', () => {
  it('stops trade accounts at masterMaxNumber and follow accounts at copyMaxNumber, with the spec texts; -1 is unlimited', async () => {
    await t.db.update(sites).set({ masterMaxNumber: 2, copyMaxNumber: 1 }).where(eq(sites.id, t.siteA.id));
    const counts = await t.call({ method: 'GET', url: '/mam/main/getCopyLoginNumber', token: trader.token });
    expect(counts.json()).toMatchObject({
      content: [{ masterNumber: 2, copyNumber: 0, masterMaxNumber: 2, copyMaxNumber: 1 }],
    });

    const third = await bind(trader.token, bindBody(trader, 1, SIM.follow2));
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({
      status: STATUS.MASTER_LIMIT_REACHED,
      message: '当前系统用量已达上限，请联系客服升级',
    });
    const secondFollow = await bind(follower.token, bindBody(follower, 2, SIM.follow2));
    expect(secondFollow.json()).toMatchObject({
      status: STATUS.COPY_LIMIT_REACHED,
      message: '当前托管账户已达上限，请联系站长升级',
    });

    await t.db.update(sites).set({ copyMaxNumber: -1 }).where(eq(sites.id, t.siteA.id));
    const unlimited = await bind(follower.token, bindBody(follower, 2, SIM.follow2));
    expect(unlimited.json()).toMatchObject({ status: STATUS.OK, content: [{ loginOrder: 2 }] });
    await t.db.update(sites).set({ masterMaxNumber: 10, copyMaxNumber: 10 }).where(eq(sites.id, t.siteA.id));
  });
});

describe("nobody reaches another user's or another site's account", () => {
  it('404 for every call with an account id of another user', async () => {
    const theirs = (
      await t.call({ method: 'GET', url: '/community/api/queryTradeAccListWithToken', token: trader.token })
    ).json<{
      content: { mtAccId: number }[];
    }>().content[0]!.mtAccId;
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/community/api/queryMtAccountDetail', query: { mtId: String(theirs) } },
      {
        method: 'GET' as const,
        url: '/community/api/queryMtAccountOrders',
        query: { mtAccId: String(theirs) },
      },
      { method: 'GET', url: '/mam/main/queryMamUserSymbols', query: { mtId: String(theirs) } },
      { method: 'GET', url: '/mam/main/syncMamUserSymbols', query: { mtId: String(theirs) } },
      {
        method: 'POST' as const,
        url: '/community/api/updateMtAccountInfo',
        payload: { mtAccId: theirs, strategy: 'mine now' },
      },
      {
        method: 'POST' as const,
        url: '/mam/main/updateMamUserSymbols',
        payload: { mtAccountId: theirs, symbolS: [] },
      },
      { method: 'PUT', url: '/community/api/unbundlingLogin', payload: { mtAccId: theirs } },
    ];
    for (const call of calls) {
      const res = await t.call({ ...call, token: otherTrader.token });
      expect(res.statusCode, JSON.stringify(call.url)).toBe(404);
    }
    // Still there, unchanged.
    const detail = await t.call({
      method: 'GET',
      url: '/community/api/queryMtAccountDetail',
      query: { mtId: String(theirs) },
      token: trader.token,
    });
    expect(detail.json()).toMatchObject({ status: STATUS.OK, content: [{ strategy: '' }] });
  });

  it("a follow account's symbols are not public (its owner may read them); a trade account's are", async () => {
    const followId = (
      await t.call({ method: 'GET', url: '/community/api/queryTradeAccListWithToken', token: follower.token })
    ).json<{ content: { mtAccId: number }[] }>().content[0]!.mtAccId;
    const query = { mtId: String(followId) };
    const read = (token?: string) =>
      t.call({
        method: 'GET',
        url: '/community/front/getMtAccountSymbols',
        query,
        ...(token ? { token } : {}),
      });
    expect((await read()).statusCode).toBe(404);
    expect((await read(otherTrader.token)).statusCode).toBe(404);
    expect((await read(follower.token)).statusCode).toBe(200);
    // A stale token never breaks a public call.
    expect((await read('stale')).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: '/cms/front/getSiteConfig', token: 'stale' })).statusCode,
    ).toBe(200);
  });

  it("site B sees none of site A's accounts", async () => {
    const mtAccId = (
      await t.call({ method: 'GET', url: '/community/api/queryTradeAccListWithToken', token: trader.token })
    ).json<{
      content: { mtAccId: number }[];
    }>().content[0]!.mtAccId;
    const publicInfo = await t.call({
      method: 'GET',
      url: '/community/front/queryMtAccountInfo',
      query: { mtId: String(mtAccId) },
      site: t.siteB,
    });
    expect(publicInfo.statusCode).toBe(404);
    const list = await t.call({
      method: 'GET',
      url: '/community/front/queryTradeAccListWithoutToken',
      site: t.siteB,
    });
    expect(list.json()).toMatchObject({ total: 0, content: [] });
    const onA = await t.call({ method: 'GET', url: '/community/front/queryTradeAccListWithoutToken' });
    expect(onA.json<{ total: number }>().total).toBe(2);
  });

  it('the same login can be bound on another site', async () => {
    const b = await createUser(t.db, t.siteB.id, { email: 'b-trader@example.com', userType: 3 });
    const res = await t.call({
      method: 'POST',
      url: '/community/front/login',
      payload: { userName: 'b-trader@example.com', password: TEST_PASSWORD },
      site: t.siteB,
    });
    const token = res.json<{ content: [{ token: string }] }>().content[0].token;
    const bound = await t.call({
      method: 'POST',
      url: '/community/api/bindingMTAcc',
      payload: bindBody(b, 1, SIM.trade),
      token,
      site: t.siteB,
    });
    expect(bound.json()).toMatchObject({ status: STATUS.OK, content: [{ loginOrder: 1 }] });
  });
});

describe('symbols by hand, refresh, unbind', () => {
  it('the owner maps and unmaps symbols; a refresh keeps hand-made mappings', async () => {
    const mtAccId = (
      await t.call({ method: 'GET', url: '/community/api/queryTradeAccListWithToken', token: follower.token })
    ).json<{
      content: { mtAccId: number }[];
    }>().content[0]!.mtAccId;
    const read = async () =>
      (
        await t.call({
          method: 'GET',
          url: '/mam/main/queryMamUserSymbols',
          query: { mtId: String(mtAccId) },
          token: follower.token,
        })
      ).json<{
        content: [
          {
            symbolList: { id: number; symbol: string; standardSymbol: string; status: number }[];
            symbolUpdateTime: number;
          },
        ];
      }>().content[0];
    const before = await read();
    const eurgbp = before.symbolList.find((s) => s.symbol === 'EURGBP.m')!;
    const usdjpy = before.symbolList.find((s) => s.symbol === 'USDJPY.m')!;
    const update = await t.call({
      method: 'POST',
      url: '/mam/main/updateMamUserSymbols',
      payload: {
        mtAccountId: mtAccId,
        symbolS: [
          { id: eurgbp.id, standardSymbol: '' },
          { id: usdjpy.id, standardSymbol: 'USDJPY' },
        ],
      },
      token: follower.token,
    });
    expect(update.json()).toMatchObject({ status: STATUS.OK });
    expect((await read()).symbolList.find((s) => s.id === eurgbp.id)).toMatchObject({
      standardSymbol: '',
      status: 24,
    });

    const bad = await t.call({
      method: 'POST',
      url: '/mam/main/updateMamUserSymbols',
      payload: { mtAccountId: mtAccId, symbolS: [{ id: usdjpy.id, standardSymbol: 'NOTREAL' }] },
      token: follower.token,
    });
    expect(bad.statusCode).toBe(400);

    t.clock.advance(60_000);
    const refresh = await t.call({
      method: 'GET',
      url: '/mam/main/syncMamUserSymbols',
      query: { mtId: String(mtAccId) },
      token: follower.token,
    });
    expect(refresh.json()).toMatchObject({
      content: [{ queued: true, completesBy: t.clock.now().getTime() + 24 * 3600_000 }],
    });
    const after = await read();
    expect(after.symbolList.find((s) => s.id === eurgbp.id)).toMatchObject({
      standardSymbol: '',
      status: 24,
    });
    expect(after.symbolUpdateTime).toBe(t.clock.now().getTime());
  });

  it('unbinding removes the account from the lists; rebinding gives a new number', async () => {
    const accounts = (
      await t.call({ method: 'GET', url: '/community/api/queryTradeAccListWithToken', token: follower.token })
    ).json<{
      content: { mtAccId: number; login: string; loginOrder: number }[];
    }>().content;
    const second = accounts.find((a) => a.login === String(SIM.follow2.login))!;
    const out = await t.call({
      method: 'PUT',
      url: '/community/api/unbundlingLogin',
      payload: { mtAccId: second.mtAccId },
      token: follower.token,
    });
    expect(out.json()).toMatchObject({ status: STATUS.OK });
    const after = (
      await t.call({ method: 'GET', url: '/community/api/queryTradeAccListWithToken', token: follower.token })
    ).json<{
      content: { mtAccId: number }[];
    }>().content;
    expect(after.map((a) => a.mtAccId)).not.toContain(second.mtAccId);
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/community/api/queryMtAccountDetail',
          query: { mtId: String(second.mtAccId) },
          token: follower.token,
        })
      ).statusCode,
    ).toBe(404);
    const again = await bind(follower.token, bindBody(follower, 2, SIM.follow2));
    expect(again.json()).toMatchObject({
      status: STATUS.OK,
      content: [{ loginOrder: second.loginOrder + 1 }],
    });
  });
});

describe('demo accounts', () => {
  it('opens a demo account on a demo server and shows its passwords once', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/community/api/createDemoMTAcc',
      payload: {
        accType: 1,
        platformId: ids.meridian,
        serverListId: ids.meridianDemo,
        leverage: 200,
        deposit: 5000,
      },
      token: otherTrader.token,
    });
    expect(res.json()).toMatchObject({
      status: STATUS.OK,
      content: [{ serverName: 'MeridianMarkets-Demo', loginOrder: 1 }],
    });
    const created = res.json<{
      content: [{ mtAccId: number; login: string; tradePwd: string; investorPwd: string }];
    }>().content[0];
    expect(created.tradePwd).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{10}$/);
    expect(t.gateway.world().verify('MeridianMarkets-Demo', Number(created.login), created.investorPwd)).toBe(
      'investor',
    );
    const detail = await t.call({
      method: 'GET',
      url: '/community/api/queryMtAccountDetail',
      query: { mtId: String(created.mtAccId) },
      token: otherTrader.token,
    });
    expect(detail.json()).toMatchObject({ content: [{ isMock: 1, balance: '5000.00', leverage: 200 }] });
    expect(detail.body).not.toContain(created.tradePwd);
  });

  it('refuses a live server', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/community/api/createDemoMTAcc',
      payload: {
        accType: 2,
        platformId: ids.meridian,
        serverListId: ids.meridianLive,
        leverage: 100,
        deposit: 5000,
      },
      token: follower.token,
    });
    expect(res.json()).toMatchObject({ status: STATUS.DEMO_SERVER_ONLY });
  });
});
