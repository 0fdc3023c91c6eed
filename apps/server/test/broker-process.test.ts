import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { mtOrders } from '../src/db/schema/accounts';
import type {
  AccountSession,
  Credentials,
  GatewayOrder,
  MarketTick,
  TradeResult,
} from '../src/trading/gateway';
import type { RemoteGateway } from '../src/trading/remote/remote-gateway';
import {
  killBroker,
  recorder,
  remoteGateway,
  startBroker,
  until,
  untilAsync,
  type BrokerProcess,
} from './broker-support';
import { createSite, createUser, injector, openTestDatabase, TEST_KEYS, TEST_PASSWORD } from './harness';

/*
 * The simulated brokers in a process of their own (issue 20): the real broker process (src/broker-main.ts)
 * and two remote gateways, as two API processes would have. Both trade on the same broker; a broker killed
 * with SIGKILL answers the trade in flight with 128 and tells the sessions 'lost'; started again on its
 * saved world, the sessions are reopened ('restored') and trading goes on.
 */

const DEMO_SERVER = 'ApexCapital-Demo';

let dataDir: string;
let broker: BrokerProcess;
const gateways: RemoteGateway[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-broker-'));
  broker = await startBroker(dataDir);
}, 60_000);

afterAll(async () => {
  await Promise.all(gateways.map((g) => g.stop()));
  if (broker) await killBroker(broker, 'SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
});

async function apiNode(): Promise<RemoteGateway> {
  const gateway = await remoteGateway(broker.url);
  gateways.push(gateway);
  return gateway;
}

describe('the broker process', () => {
  let a: RemoteGateway;
  let b: RemoteGateway;
  let credentials: Credentials;
  let symbol: string;
  const onA = recorder();
  const onB = recorder();
  let sessionA: AccountSession;
  let sessionB: AccountSession;
  const buy = () => ({ type: 0, symbol, lots: 10, slippage: 50, comment: 'remote' });

  it('serves one world to two API processes: an account opened through one is verified through the other', async () => {
    a = await apiNode();
    b = await apiNode();
    expect(a.catalog()).toEqual(b.catalog());
    const demo = a
      .catalog()
      .flatMap((p) => p.servers)
      .find((s) => s.name === DEMO_SERVER);
    expect(demo).toEqual({ name: DEMO_SERVER, isDemo: true });

    const opened = await a.createDemoAccount(DEMO_SERVER, {
      name: 'Remote Tester',
      leverage: 100,
      deposit: '10000.00',
    });
    credentials = { server: DEMO_SERVER, login: opened.login, password: opened.password };
    const verdict = await b.verify(credentials);
    expect(verdict).toMatchObject({
      ok: true,
      access: 'trade',
      figures: { balance: '10000.00', leverage: 100 },
    });
    expect(await b.verify({ ...credentials, password: 'wrong' })).toEqual({
      ok: false,
      reason: 'invalid_credentials',
    });
    expect(await a.verify({ ...credentials, password: opened.investorPassword })).toMatchObject({
      ok: true,
      access: 'investor',
    });

    symbol = a.market.symbols(DEMO_SERVER).find((s) => s.standardSymbol === 'EURUSD')!.symbol;
    expect(b.market.symbols(DEMO_SERVER).map((s) => s.symbol)).toContain(symbol);
  });

  it('an order sent through one API process is an order event on the other, and both snapshots agree', async () => {
    sessionA = await a.openSession(credentials, onA.onEvent);
    sessionB = await b.openSession(credentials, onB.onEvent);
    expect(sessionB.marginPerLot(symbol)).toMatch(/^\d+\.\d{2}$/);
    expect(sessionA.marginPerLot(symbol)).toBe(sessionB.marginPerLot(symbol));
    expect((await sessionA.symbols()).map((s) => s.symbol)).toContain(symbol);

    const result = await sessionA.send(buy());
    expect(result.ok).toBe(true);
    const ticket = result.ok ? result.order.ticket : 0;
    await until(
      () => onB.events.some((e) => e.type === 'order' && e.kind === 'opened' && e.order.ticket === ticket),
      "the other process's open event",
    );
    // In process the simulator passes a trade's events on before it answers: over the wire too.
    expect(onA.events.some((e) => e.type === 'order' && e.order.ticket === ticket)).toBe(true);

    const [snapA, snapB] = await Promise.all([sessionA.snapshot(), sessionB.snapshot()]);
    expect(snapA.open.map((o) => o.ticket)).toEqual([ticket]);
    const fixed = (o: GatewayOrder) => [o.ticket, o.symbol, o.type, o.lots, o.openTime, o.openPrice];
    expect(snapB.open.map(fixed)).toEqual(snapA.open.map(fixed));
    expect(snapB.figures.balance).toBe('10000.00');
  });

  it('prices flow to a listener', async () => {
    const heard: MarketTick[] = [];
    const unsubscribe = b.market.onTick((tick) => heard.push(tick));
    await until(() => heard.some((t) => t.server === DEMO_SERVER), 'a tick of the demo server');
    unsubscribe();
    expect(b.market.quote(DEMO_SERVER, symbol)).toMatchObject({ server: DEMO_SERVER, symbol });
  });

  it('pipelines calls: a hundred accounts opened, a hundred sessions and orders at once, each answered as its own', async () => {
    const many = Array.from({ length: 100 }, (_, i) => i);
    const accounts = await Promise.all(
      many.map((i) =>
        b.createDemoAccount(DEMO_SERVER, { name: `Pipeline ${i}`, leverage: 100, deposit: '1000.00' }),
      ),
    );
    expect(new Set(accounts.map((a) => a.login)).size).toBe(100);
    const sessions = await Promise.all(
      accounts.map((a) =>
        b.openSession({ server: DEMO_SERVER, login: a.login, password: a.password }, () => undefined),
      ),
    );
    const answers = await Promise.all(
      sessions.map((session, i) =>
        session.send({ type: 0, symbol, lots: 1, slippage: 50, comment: `n${i}` }),
      ),
    );
    for (const session of sessions) session.end();
    // The demo server times out one request in a thousand (128): every other answer is its own order.
    const filled = answers.flatMap((r, i) => (r.ok ? [[r.order.comment, `n${i}`]] : []));
    expect(filled.length).toBeGreaterThanOrEqual(95);
    for (const [comment, asked] of filled) expect(comment).toBe(asked);
  });

  it('killed, the trade in flight answers 128 and the sessions hear lost; started again, restored and trading', async () => {
    const inFlight = sessionA.send(buy());
    await killBroker(broker);
    expect(await inFlight).toMatchObject({ ok: false, code: 128 });
    await until(
      () => [onA, onB].every((r) => r.events.some((e) => e.type === 'connection' && e.status === 'lost')),
      'lost on both sessions',
    );
    // Nothing can be sent meanwhile: no connection (6), the order surely not placed.
    expect(await sessionB.send(buy())).toMatchObject({ ok: false, code: 6 });
    expect(await b.verify(credentials)).toEqual({ ok: false, reason: 'unreachable' });

    broker = await startBroker(dataDir, broker.port);
    await until(
      () => [onA, onB].every((r) => r.events.some((e) => e.type === 'connection' && e.status === 'restored')),
      'restored on both sessions',
    );
    const again: TradeResult = await sessionB.send(buy());
    expect(again.ok).toBe(true);
    const ticket = again.ok ? again.order.ticket : 0;
    await until(
      () => onA.events.some((e) => e.type === 'order' && e.kind === 'opened' && e.order.ticket === ticket),
      'the open after the restart on the other process',
    );
    // The world continued from its save: the position opened before the kill is still there.
    const snapshot = await sessionA.snapshot();
    expect(snapshot.open).toHaveLength(2);
    expect(sessionA.marginPerLot(symbol)).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('an API process on the broker process', () => {
  it('binds an account through the remote gateway; its mirror hears the trades made at the broker', async () => {
    const database = await openTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-api-'));
    const gateway = await apiNode();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      db: database.db,
      keys: TEST_KEYS,
      gateway,
      logger: false,
      statisticsEveryMs: 0,
      settlementEveryMs: 0,
      market: { timers: false, listen: false },
    });
    try {
      await app.ready();
      const site = await createSite(database.db, {
        code: 'site-a',
        domain: 'a.test',
        isDefault: true,
        verifyMethod: 0,
      });
      const user = await createUser(database.db, site.id, { email: 'follower@example.com' });
      const call = injector(app, site);
      const signIn = await call({
        method: 'POST',
        url: '/community/front/login',
        payload: { userName: 'follower@example.com', password: TEST_PASSWORD },
      });
      const token = signIn.json<{ content: [{ token: string }] }>().content[0].token;
      const platforms = (await call({ method: 'GET', url: '/community/api/getPlatformInfo', token })).json<{
        content: { platformId: number; platformName: string }[];
      }>().content;
      const platformId = platforms.find((p) => p.platformName === 'Apex Capital')!.platformId;
      const servers = (
        await call({
          method: 'GET',
          url: '/community/api/getMt4Server',
          query: { platformId: String(platformId) },
          token,
        })
      ).json<{ content: { id: number; serverName: string }[] }>().content;
      const serverListId = servers.find((s) => s.serverName === DEMO_SERVER)!.id;

      const opened = await gateway.createDemoAccount(DEMO_SERVER, {
        name: 'Bound Remote',
        leverage: 100,
        deposit: '5000.00',
      });
      const bound = await call({
        method: 'POST',
        url: '/community/api/bindingMTAcc',
        token,
        payload: {
          accType: 2,
          userId: user.id,
          platformId,
          serverListId,
          login: opened.login,
          tradePwd: opened.password,
        },
      });
      expect(bound.json()).toMatchObject({ status: STATUS.OK, content: [{ login: opened.login }] });
      const accountId = bound.json<{ content: [{ mtAccId: number }] }>().content[0].mtAccId;
      await until(() => app.trading.mirror.session(accountId) !== null, 'the mirror attached');

      // The owner trades in his own terminal (another connection to the broker).
      const terminal = await gateway.openSession(
        { server: DEMO_SERVER, login: opened.login, password: opened.password },
        () => undefined,
      );
      const symbol = gateway.market.symbols(DEMO_SERVER).find((s) => s.standardSymbol === 'EURUSD')!.symbol;
      const result = await terminal.send({ type: 0, symbol, lots: 10, slippage: 50 });
      terminal.end();
      expect(result.ok).toBe(true);
      const ticket = result.ok ? result.order.ticket : 0;
      const stored = () =>
        database.db
          .select({ state: mtOrders.state })
          .from(mtOrders)
          .where(and(eq(mtOrders.accountId, accountId), eq(mtOrders.ticket, ticket)));
      await untilAsync(async () => (await stored()).length > 0, 'the order in the mirror');
      const rows = await stored();
      expect(rows).toEqual([{ state: 'open' }]);
      expect(app.trading.mirror.session(accountId)!.marginPerLot(symbol)).toMatch(/^\d+\.\d{2}$/);
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
