import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import { bridgeKeys, mtAccounts } from '../src/db/schema/accounts';
import { sites } from '../src/db/schema/sites';
import { createFakeEa, type FakeEa } from '../src/trading/bridge/fake-ea';
import { ensureBridgeServer } from '../src/modules/accounts/bridge-key.repository';
import { bindAccount, fixedLot, person, subscribe, type Person, type SimAccount } from './copy-support';
import type { TestContext } from './harness';
import { masterSim, simAccount, tradingContext } from './sim-support';

/*
 * The EA bridge mounted on the app (issue 16): keys issued to a user, an EA (the fake one, speaking the
 * protocol's bytes over loopback HTTP, backed by a simulator account) that connects with one, the account
 * bound from what the EA reported, and the copier trading through it in both directions.
 */

const MASTER = masterSim(7100001);
const BRIDGE_FOLLOW = simAccount('ApexCapital-Real01', 7100011);
const BRIDGE_MASTER = simAccount('OrionFX-Pro', 7100021, { balance: '20000.00' });
const SIM_FOLLOW = simAccount('ApexCapital-Real02', 7100031);

let t: TestContext;
let baseUrl: string;
let trader: Person;
let lin: Person;
let other: Person;
const eas: FakeEa[] = [];

type Envelope<T> = { status: number; message: string; content: T[] };

/**
 * One step of the world: the clock and the simulator move 250 ms, and every EA exchanges once (and runs
 * the commands it got). The mirror's work may wait for an EA (a snapshot), so a step never waits for it.
 */
async function step() {
  t.clock.advance(250);
  await t.gateway.advance();
  for (const ea of eas) await ea.tick();
  await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Steps until `work` is done (it may wait for an EA or the simulator). */
async function stepUntil<T>(work: Promise<T>): Promise<T> {
  let done = false;
  const tracked = work.finally(() => {
    done = true;
  });
  for (let i = 0; i < 1000 && !done; i += 1) await step();
  return tracked;
}

/** Steps while `call` runs, then until the copier has nothing in flight and the mirror has stored all. */
async function stepping<T>(call: Promise<T>, minSteps = 4): Promise<T> {
  const result = await stepUntil(call);
  for (let i = 0; i < 400; i += 1) {
    await step();
    if (i + 1 >= minSteps && !t.app.trading.copier.busy()) break;
  }
  await stepUntil(t.app.trading.copier.idle());
  await stepUntil(t.app.trading.mirror.idle());
  return result;
}

function fakeEa(key: string, account: SimAccount): FakeEa {
  const ea = createFakeEa({
    baseUrl,
    key,
    account: {
      world: t.gateway.world(),
      server: account.server,
      login: account.login,
      // The simulator answers a trade when it is moved: the EA's terminal waits for that.
      settle: async (pending) => {
        t.clock.advance(1000);
        await t.gateway.advance();
        return pending;
      },
    },
  });
  eas.push(ea);
  return ea;
}

async function post<T>(who: Person, url: string, payload: Record<string, unknown>, site = t.siteA) {
  const res = await t.call({ method: 'POST', url, token: who.token, payload, site });
  return res.json<Envelope<T>>();
}

async function get<T>(who: Person, url: string, query: Record<string, string>, site = t.siteA) {
  const res = await t.call({ method: 'GET', url, token: who.token, query, site });
  return res.json<Envelope<T>>();
}

type Issued = { keyId: number; key: string; exchangePath: string; eaPath: string };
type KeyStatus = {
  state: string;
  terminal: { server: string; login: string; company: string } | null;
  mtAccId: number | null;
};

async function issue(who: Person, accType: 1 | 2): Promise<Issued> {
  const answer = await post<Issued>(who, '/community/api/createBridgeKey', { accType });
  expect(answer.status).toBe(STATUS.OK);
  return answer.content[0]!;
}

const statusOf = async (who: Person, keyId: number) =>
  (await get<KeyStatus>(who, '/community/api/bridgeKeyStatus', { keyId: String(keyId) })).content[0]!;

const bind = (who: Person, keyId: number) =>
  stepping(post<{ mtAccId: number }>(who, '/community/api/bindBridgeAccount', { keyId }));

/** A simulator account nobody has bound yet (3000.00 at 1:100), for a terminal of one test. */
function spareAccount(login: number, name: string): SimAccount {
  const account = simAccount('ApexCapital-Real02', login);
  t.gateway.world().createAccount(account.server, {
    login,
    name,
    password: account.password,
    investorPassword: `${account.password}-ro`,
    leverage: 100,
    currency: 'USD',
    balance: '3000.00',
  });
  return account;
}

const openTickets = (account: SimAccount) =>
  t.gateway
    .world()
    .openOrders(account.server, account.login)
    .map((o) => ({ ticket: o.ticket, lots: o.lots, type: o.type, comment: o.comment }));

beforeAll(async () => {
  t = await tradingContext([MASTER, BRIDGE_FOLLOW, BRIDGE_MASTER, SIM_FOLLOW], {
    // The test moves the clock by hand, far faster than real time: nothing may expire on it between steps.
    bridge: { limits: { sweepEveryMs: 0 } },
  });
  await t.db.update(sites).set({ reverseCopyFlag: 1 }).where(eq(sites.id, t.siteA.id));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  trader = await person(t, 'atlas@example.com', 3);
  lin = await person(t, 'lin@example.com');
  other = await person(t, 'other@example.com');
});

afterAll(async () => {
  for (const ea of eas) await ea.stop();
  await t.close();
});

describe('binding through the EA bridge', () => {
  let followKey: Issued;
  let followId: number;

  it('issues a key that is shown once and kept only as its hash', async () => {
    followKey = await issue(lin, 2);
    expect(followKey.key).toMatch(/^bk_[0-9a-f]{40}$/);
    expect(followKey.exchangePath).toBe('/bridge/v1/exchange');
    const [row] = await t.db.select().from(bridgeKeys).where(eq(bridgeKeys.id, followKey.keyId));
    expect(row!.keyHash).toBe(createHash('sha256').update(followKey.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(followKey.key.slice(3));
    expect(await statusOf(lin, followKey.keyId)).toMatchObject({ state: 'waiting', terminal: null });
  });

  it('serves the EA for download', async () => {
    const res = await t.call({ method: 'GET', url: followKey.eaPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('CopyTradeBridge.mq4');
    expect(res.body).toContain('OnTimer');
  });

  it('refuses to bind before the EA has connected, and binds nothing', async () => {
    const answer = await bind(lin, followKey.keyId);
    expect(answer.status).toBe(STATUS.BRIDGE_NOT_CONNECTED);
    const rows = await t.db.select().from(mtAccounts).where(eq(mtAccounts.userId, lin.id));
    expect(rows).toHaveLength(0);
  });

  it("shows the account the EA reports, to the key's owner only", async () => {
    const ea = fakeEa(followKey.key, BRIDGE_FOLLOW);
    await ea.tick();
    const status = await statusOf(lin, followKey.keyId);
    expect(status.state).toBe('online');
    expect(status.terminal).toMatchObject({
      server: BRIDGE_FOLLOW.server,
      login: String(BRIDGE_FOLLOW.login),
    });
    const foreign = await get(other, '/community/api/bridgeKeyStatus', { keyId: String(followKey.keyId) });
    expect(foreign.status).toBe(STATUS.NOT_FOUND);
    const otherSite = await person(t, 'lin@example.com', 1, t.siteB);
    const acrossSites = await get(
      otherSite,
      '/community/api/bridgeKeyStatus',
      { keyId: String(followKey.keyId) },
      t.siteB,
    );
    expect(acrossSites.status).toBe(STATUS.NOT_FOUND);
    expect((await bind(other, followKey.keyId)).status).toBe(STATUS.NOT_FOUND);
  });

  it('binds that account without a password, connected', async () => {
    const answer = await bind(lin, followKey.keyId);
    expect(answer.status).toBe(STATUS.OK);
    followId = answer.content[0]!.mtAccId;
    const [row] = await t.db.select().from(mtAccounts).where(eq(mtAccounts.id, followId));
    expect(row).toMatchObject({
      login: String(BRIDGE_FOLLOW.login),
      passwordKind: 'bridge',
      passwordEnc: '',
      bridgeKeyId: followKey.keyId,
      connectionStatus: 0,
      balance: '5000.00',
    });
    expect(await statusOf(lin, followKey.keyId)).toMatchObject({ state: 'bound', mtAccId: followId });
    // A key binds once.
    expect((await bind(lin, followKey.keyId)).status).toBe(STATUS.BRIDGE_KEY_SPENT);
  });

  it("copies a simulator trader's open to the bridge follower through its EA", async () => {
    const masterId = await bindAccount(t, trader, 1, MASTER);
    const subscribed = await stepping(subscribe(t, lin, fixedLot(masterId, followId, { copyValue: '0.20' })));
    expect(subscribed.json<{ status: number }>().status).toBe(STATUS.OK);
    await stepping(
      t.gateway.world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots: 50 }),
    );
    const copies = openTickets(BRIDGE_FOLLOW);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ type: 0, lots: 20 });
    // The copy came back through the EA's events: the mirror holds it as the follower's open order.
    const open = await get<{ ticket: number }>(lin, '/community/api/queryMtAccountOrders', {
      mtAccId: String(followId),
      scope: 'open',
      page: '1',
      pageSize: '10',
    });
    expect(open.content.map((o) => o.ticket)).toEqual([copies[0]!.ticket]);
    // The trader closes: so does the copy.
    const [masterOrder] = t.gateway.world().openOrders(MASTER.server, MASTER.login);
    await stepping(t.gateway.world().closeOrder(MASTER.server, MASTER.login, masterOrder!.ticket, {}));
    expect(openTickets(BRIDGE_FOLLOW)).toHaveLength(0);
  });

  it("copies a bridge trader's open to a simulator follower", async () => {
    const key = await issue(trader, 1);
    fakeEa(key.key, BRIDGE_MASTER);
    await step();
    const bound = await bind(trader, key.keyId);
    expect(bound.status).toBe(STATUS.OK);
    const bridgeMasterId = bound.content[0]!.mtAccId;
    const simFollowId = await bindAccount(t, other, 2, SIM_FOLLOW);
    const subscribed = await stepping(subscribe(t, other, fixedLot(bridgeMasterId, simFollowId)));
    expect(subscribed.json<{ status: number }>().status).toBe(STATUS.OK);
    // The trader trades in his own terminal (Orion FX names it EURUSDpro); the EA reports it.
    const sent = await stepping(
      t.gateway.world().sendOrder(BRIDGE_MASTER.server, BRIDGE_MASTER.login, {
        symbol: 'EURUSDpro',
        type: 1,
        lots: 30,
      }),
    );
    expect(sent.ok).toBe(true);
    expect(openTickets(SIM_FOLLOW)).toEqual([expect.objectContaining({ type: 1, lots: 10 })]);
  });
});

describe('bridge keys: revocation and limits', () => {
  it('a new key revokes the waiting one, whose EA is then refused', async () => {
    const first = await issue(other, 2);
    const ea = fakeEa(first.key, simAccount('ApexCapital-Real01', 7100099));
    t.gateway.world().createAccount('ApexCapital-Real01', {
      login: 7100099,
      name: 'Spare',
      password: 'Spare123',
      investorPassword: 'Spare123-ro',
      leverage: 100,
      currency: 'USD',
      balance: '1000.00',
    });
    expect((await ea.tick()).status).toBe(200);
    const second = await issue(other, 2);
    expect(await statusOf(other, first.keyId)).toMatchObject({ state: 'revoked' });
    expect((await ea.tick()).status).toBe(401);
    expect((await bind(other, first.keyId)).status).toBe(STATUS.BRIDGE_KEY_SPENT);
    expect(await statusOf(other, second.keyId)).toMatchObject({ state: 'waiting' });
  });

  it('100 keys asked at once leave one waiting key', async () => {
    const who = await person(t, 'many@example.com');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.call({
          method: 'POST',
          url: '/community/api/createBridgeKey',
          token: who.token,
          payload: { accType: 2 },
        }),
      ),
    );
    expect(answers.every((a) => a.json<{ status: number }>().status === STATUS.OK)).toBe(true);
    const rows = await t.db.select().from(bridgeKeys).where(eq(bridgeKeys.userId, who.id));
    expect(rows).toHaveLength(100);
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(1);
  });

  it('100 binds of one key at once bind one account', async () => {
    const who = await person(t, 'racer@example.com');
    const account = spareAccount(7100041, 'Racer');
    const key = await issue(who, 2);
    await fakeEa(key.key, account).tick();
    const answers = await stepping(
      Promise.all(
        Array.from({ length: 100 }, () =>
          post<{ mtAccId: number }>(who, '/community/api/bindBridgeAccount', { keyId: key.keyId }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === STATUS.OK)).toHaveLength(1);
    const rows = await t.db.select().from(mtAccounts).where(eq(mtAccounts.userId, who.id));
    expect(rows).toHaveLength(1);
  });

  it('unbinding a bridge account revokes its key', async () => {
    const who = await person(t, 'leaver@example.com');
    const account = spareAccount(7100051, 'Leaver');
    const key = await issue(who, 2);
    const ea = fakeEa(key.key, account);
    await ea.tick();
    const bound = await bind(who, key.keyId);
    const mtAccId = bound.content[0]!.mtAccId;
    const res = await t.call({
      method: 'PUT',
      url: '/community/api/unbundlingLogin',
      token: who.token,
      payload: { mtAccId },
    });
    expect(res.json<{ status: number }>().status).toBe(STATUS.OK);
    expect(await statusOf(who, key.keyId)).toMatchObject({ state: 'revoked' });
    expect((await ea.tick()).status).toBe(401);
  });

  it('the development terminal (DEV_ROUTES) runs the EA with a key on a new demo account', async () => {
    const who = await person(t, 'tryout@example.com');
    const key = await issue(who, 2);
    const res = await t.call({
      method: 'POST',
      url: '/community/front/dev/bridgeTerminal',
      payload: { key: key.key, server: 'ApexCapital-Demo' },
    });
    const terminal = res.json<Envelope<{ server: string; login: string }>>().content[0]!;
    expect(terminal.server).toBe('ApexCapital-Demo');
    // It polls on its own (real time): wait for its hello.
    await expect
      .poll(async () => (await statusOf(who, key.keyId)).terminal?.login, { timeout: 10_000 })
      .toBe(terminal.login);
    const bound = await bind(who, key.keyId);
    expect(bound.status).toBe(STATUS.OK);
    const unknown = await t.call({
      method: 'POST',
      url: '/community/front/dev/bridgeTerminal',
      payload: { key: key.key, server: 'Nowhere-Live' },
    });
    expect(unknown.json<{ status: number }>().status).toBe(STATUS.CONFLICT);
  });

  it("the demo's simulated terminal runs the EA for the caller's own waiting key only", async () => {
    const who = await person(t, 'demo-terminal@example.com');
    const key = await issue(who, 2);
    const modes = await get<{ demoTerminal: boolean }>(who, '/community/api/getBindModes', {});
    expect(modes.content[0]!.demoTerminal).toBe(true);
    // Another user's key, or a key that is not the one shown, reads as not found and starts nothing.
    const foreign = await post(other, '/community/api/startDemoTerminal', { keyId: key.keyId, key: key.key });
    expect(foreign.status).toBe(STATUS.NOT_FOUND);
    const forged = await post(who, '/community/api/startDemoTerminal', {
      keyId: key.keyId,
      key: `bk_${'0'.repeat(40)}`,
    });
    expect(forged.status).toBe(STATUS.NOT_FOUND);
    expect((await statusOf(who, key.keyId)).state).toBe('waiting');

    const started = await post<{ server: string; login: string }>(who, '/community/api/startDemoTerminal', {
      keyId: key.keyId,
      key: key.key,
    });
    expect(started.status).toBe(STATUS.OK);
    expect(started.content[0]!.server).toMatch(/-Demo$/);
    // It polls on its own (real time); the hub paces EAs by the test's clock, which moves with the polls.
    await expect
      .poll(
        async () => {
          t.clock.advance(250);
          return (await statusOf(who, key.keyId)).terminal?.login;
        },
        { timeout: 10_000 },
      )
      .toBe(started.content[0]!.login);
    const bound = await bind(who, key.keyId);
    expect(bound.status).toBe(STATUS.OK);
    // A used key starts no second terminal.
    const again = await post(who, '/community/api/startDemoTerminal', { keyId: key.keyId, key: key.key });
    expect(again.status).toBe(STATUS.BRIDGE_KEY_SPENT);
  });

  it('a server only the bridge reaches is never offered for a password', async () => {
    const made = await ensureBridgeServer(t.db, 'Faraway Markets', 'Faraway-Live3');
    const platforms = await get<{ platformId: number; platformName: string }>(
      lin,
      '/community/api/getPlatformInfo',
      {},
    );
    expect(platforms.content.map((p) => p.platformName)).not.toContain('Faraway Markets');
    const servers = await get<{ id: number }>(lin, '/community/api/getMt4Server', {
      platformId: String(made.platformId),
    });
    expect(servers.content).toEqual([]);
    const refused = await post(lin, '/community/api/bindingMTAcc', {
      accType: 2,
      userId: lin.id,
      platformId: made.platformId,
      serverListId: made.serverId,
      login: '123456',
      tradePwd: 'Secret123',
    });
    expect(refused.status).toBe(STATUS.MT4_SERVER_UNREACHABLE);
  });
});
