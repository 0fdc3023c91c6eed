import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { manualClock } from '../src/platform/ports';
import { createBridgeGateway } from '../src/trading/bridge/bridge-gateway';
import { registerBridgeRoutes } from '../src/trading/bridge/bridge.routes';
import { createFakeEa, type FakeEa } from '../src/trading/bridge/fake-ea';
import { createBridgeHub, type BridgeHub } from '../src/trading/bridge/hub';
import { createMetaApiGateway } from '../src/trading/metaapi/metaapi-gateway';
import { serveGateway } from '../src/trading/remote/broker-server';
import { connectRemoteGateway } from '../src/trading/remote/remote-gateway';
import type { SimGateway } from '../src/trading/sim/sim-gateway';
import type {
  AccountSession,
  Credentials,
  SessionEvent,
  TradeResult,
  TradingGateway,
} from '../src/trading/gateway';
import { keyOf, memoryKeys } from './bridge-support';
import { openTestDatabase, predictableCatalog, testGateway } from './harness';
import { createFakeMetaApi } from './metaapi-fake';

/*
 * One contract for the trading gateway port, run against every adapter (issue 16): the built-in simulator
 * (a password login) and the EA bridge (a key; the fake EA speaks the protocol's bytes over loopback HTTP
 * from a terminal logged in to the same kind of simulator account) and MetaApi cloud (an in-memory fake of
 * the SDK, metaapi-fake.ts, whose accounts are simulator accounts) and the simulator behind the broker
 * process's wire (issue 20: broker server and remote gateway over loopback TCP). Whatever the adapter, the
 * mirror and the copier may count on what these tests check.
 */

const SERVER = 'ApexCapital-Real01';
const SYMBOL = 'EURUSD.m';
/** Wednesday 2026-11-18 09:00 UTC: markets open. */
const START = new Date('2026-11-18T09:00:00Z');
const log = pino({ enabled: false });

type Rig = {
  gateway: TradingGateway;
  sim: SimGateway;
  credentials: Credentials;
  login: number;
  /** Moves the clock and the simulator 250 ms, and lets the terminal (if any) exchange once. */
  step(): Promise<void>;
  /** The account's link drops (the broker's server, or the terminal stops calling) and comes back. */
  drop(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
};

/** Each rig has its own database: the simulator keeps its world there, and a world loaded from another rig's
 * would be ahead of this rig's clock. */
async function freshSim(
  clock: ReturnType<typeof manualClock>,
): Promise<{ sim: SimGateway; database: Database }> {
  const database = await openTestDatabase();
  const sim = await testGateway(database.db, clock, { catalog: predictableCatalog() });
  return { sim, database };
}

let nextLogin = 7300001;
function openAccount(sim: SimGateway): number {
  const login = nextLogin++;
  sim.world().createAccount(SERVER, {
    login,
    name: 'Contract',
    password: 'Trade123',
    investorPassword: 'Trade123-ro',
    leverage: 100,
    currency: 'USD',
    balance: '10000.00',
  });
  return login;
}

async function simRig(): Promise<Rig> {
  const clock = manualClock(START);
  const { sim, database } = await freshSim(clock);
  const login = openAccount(sim);
  const step = async () => {
    clock.advance(250);
    await sim.advance();
  };
  // The account's opening deposit is behind it before anyone listens.
  await step();
  return {
    gateway: sim,
    sim,
    credentials: { server: SERVER, login: String(login), password: 'Trade123' },
    login,
    step,
    drop: () => Promise.resolve(sim.dropConnection(SERVER, String(login), 2000)),
    async restore() {
      for (let i = 0; i < 12; i += 1) await step();
    },
    async close() {
      await sim.stop();
      await database.close();
    },
  };
}

async function bridgeRig(): Promise<Rig> {
  const clock = manualClock(START);
  const { sim, database } = await freshSim(clock);
  const login = openAccount(sim);
  const keys = memoryKeys();
  const key = keyOf(login % 10_000);
  keys.add(key, { keyId: 1, server: SERVER, login: String(login) });
  const hub: BridgeHub = createBridgeHub({ keys, clock, log, limits: { sweepEveryMs: 0 } });
  const app: FastifyInstance = Fastify({ logger: false });
  registerBridgeRoutes(app, hub);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const ea: FakeEa = createFakeEa({
    baseUrl: `http://127.0.0.1:${address.port}`,
    key,
    account: {
      world: sim.world(),
      server: SERVER,
      login,
      settle: async (pending) => {
        clock.advance(1000);
        await sim.advance();
        return pending;
      },
    },
  });
  let calling = true;
  const step = async () => {
    clock.advance(250);
    await sim.advance();
    if (calling) await ea.tick();
    hub.sweep();
  };
  // The EA says hello before anyone opens a session (a bound account's EA is running).
  await step();
  return {
    gateway: createBridgeGateway({
      hub,
      clock,
      log,
      describe: () => Promise.resolve(null),
      connectWaitMs: 0,
    }),
    sim,
    credentials: { server: SERVER, login: String(login), password: '', bridgeKeyId: 1 },
    login,
    step,
    async drop() {
      calling = false;
      for (let i = 0; i < 44; i += 1) await step(); // 11 s without an exchange: the link is lost
    },
    async restore() {
      calling = true;
      for (let i = 0; i < 12; i += 1) await step();
    },
    async close() {
      await ea.stop();
      hub.stop();
      await app.close();
      await sim.stop();
      await database.close();
    },
  };
}

async function metaApiRig(): Promise<Rig> {
  const clock = manualClock(START);
  const { sim, database } = await freshSim(clock);
  const login = openAccount(sim);
  const step = async () => {
    clock.advance(250);
    await sim.advance();
    // The fake tells its listeners on the event loop, as the SDK does from its socket.
    await new Promise((resolve) => setImmediate(resolve));
  };
  await step();
  const api = createFakeMetaApi(sim);
  return {
    gateway: createMetaApiGateway({ api, log, timeouts: { pollMs: 1, settleMs: 2000, tradeEventMs: 5000 } }),
    sim,
    credentials: { server: SERVER, login: String(login), password: 'Trade123' },
    login,
    step,
    drop: () => Promise.resolve(sim.dropConnection(SERVER, String(login), 2000)),
    async restore() {
      for (let i = 0; i < 12; i += 1) await step();
    },
    async close() {
      await sim.stop();
      await database.close();
    },
  };
}

async function remoteRig(): Promise<Rig> {
  const clock = manualClock(START);
  const { sim, database } = await freshSim(clock);
  const login = openAccount(sim);
  const server = await serveGateway({ gateway: sim, host: '127.0.0.1', port: 0, log });
  const gateway = await connectRemoteGateway({ url: `tcp://127.0.0.1:${server.port}`, log });
  const credentials = { server: SERVER, login: String(login), password: 'Trade123' };
  // A call answered after what the broker sent before it (one connection, in order): the events are here.
  const roundTrip = async () => void (await gateway.verify(credentials));
  const step = async () => {
    clock.advance(250);
    await sim.advance();
    await roundTrip();
  };
  await step();
  return {
    gateway,
    sim,
    credentials,
    login,
    step,
    async drop() {
      sim.dropConnection(SERVER, String(login), 2000);
      await roundTrip();
    },
    async restore() {
      for (let i = 0; i < 12; i += 1) await step();
    },
    async close() {
      await gateway.stop();
      await server.close();
      await sim.stop();
      await database.close();
    },
  };
}

const ADAPTERS: [string, () => Promise<Rig>][] = [
  ['simulator', simRig],
  ['EA bridge', bridgeRig],
  ['MetaApi (fake SDK)', metaApiRig],
  ['broker process (remote gateway)', remoteRig],
];

describe.each(ADAPTERS)('the trading gateway port: %s', (_name, makeRig) => {
  let rig: Rig;
  let session: AccountSession;
  let events: SessionEvent[];

  afterEach(async () => {
    session?.end();
    await rig?.close();
  });

  async function open() {
    rig = await makeRig();
    events = [];
    session = await rig.gateway.openSession(rig.credentials, (event) => events.push(event));
  }

  /** Runs a session call while the world moves (an EA answers at its next exchange). */
  async function answer(call: Promise<TradeResult>): Promise<TradeResult> {
    let done = false;
    const tracked = call.finally(() => {
      done = true;
    });
    for (let i = 0; i < 200 && !done; i += 1) {
      await rig.step();
    }
    const result = await tracked;
    for (let i = 0; i < 4; i += 1) await rig.step();
    return result;
  }

  async function snapshotNow() {
    let done = false;
    const call = session.snapshot().finally(() => {
      done = true;
    });
    for (let i = 0; i < 200 && !done; i += 1) await rig.step();
    return call;
  }

  const orderEvents = () =>
    events.flatMap((e) => (e.type === 'order' ? [{ kind: e.kind, ticket: e.order.ticket, e }] : []));

  it('verifies the account and tells its figures', async () => {
    await open();
    const verdict = await rig.gateway.verify(rig.credentials);
    expect(verdict).toMatchObject({ ok: true, access: 'trade', figures: { currency: 'USD', leverage: 100 } });
    const snapshot = await snapshotNow();
    expect(snapshot.figures.balance).toBe('10000.00');
    expect(snapshot.open).toEqual([]);
  });

  it('refuses credentials of another account', async () => {
    await open();
    const other = { ...rig.credentials, login: String(rig.login + 1000) };
    expect((await rig.gateway.verify(other)).ok).toBe(false);
  });

  it('trades: open, modify, partial close with the remainder, close; each event once and in order', async () => {
    await open();
    const opened = await answer(session.send({ symbol: SYMBOL, type: 0, lots: 100 }));
    expect(opened).toMatchObject({ ok: true, order: { symbol: SYMBOL, lots: 100, type: 0, state: 'open' } });
    if (!opened.ok) return;
    const ticket = opened.order.ticket;
    const quote = rig.sim.world().quote(SERVER, SYMBOL)!;
    const sl = (Number(quote.bid) - 0.005).toFixed(5);
    const modified = await answer(session.modify(ticket, { sl }));
    expect(modified).toMatchObject({ ok: true, order: { ticket, sl } });

    const partial = await answer(session.close(ticket, { lots: 40 }));
    expect(partial).toMatchObject({ ok: true, order: { ticket, lots: 40, state: 'closed' } });
    if (!partial.ok) return;
    expect(partial.remainder).toMatchObject({ lots: 60, state: 'open' });
    const rest = partial.remainder!.ticket;
    const closed = await answer(session.close(rest));
    expect(closed).toMatchObject({ ok: true, order: { ticket: rest, state: 'closed' } });

    const seen = orderEvents();
    expect(seen.map((e) => [e.kind, e.ticket])).toEqual([
      ['opened', ticket],
      ['modified', ticket],
      ['partiallyClosed', ticket],
      ['closed', rest],
    ]);
    const partialEvent = seen[2]!.e;
    expect(partialEvent.type === 'order' && partialEvent.remainder?.ticket).toBe(rest);
    // A snapshot agrees: nothing open, the three orders in the history.
    const snapshot = await snapshotNow();
    expect(snapshot.open).toEqual([]);
    expect(snapshot.history.map((o) => o.ticket)).toEqual(expect.arrayContaining([ticket, rest]));
  });

  it("reports the account's own trades (from its terminal) as events", async () => {
    await open();
    const placed = rig.sim.world().sendOrder(SERVER, rig.login, { symbol: SYMBOL, type: 1, lots: 20 });
    let done = false;
    void placed.finally(() => {
      done = true;
    });
    for (let i = 0; i < 40 && !done; i += 1) await rig.step();
    const result = await placed;
    for (let i = 0; i < 4; i += 1) await rig.step();
    expect(result.ok).toBe(true);
    expect(orderEvents().map((e) => e.kind)).toEqual(['opened']);
  });

  it('answers a refused trade with its MT4 code and changes nothing', async () => {
    await open();
    const refused = await answer(session.send({ symbol: SYMBOL, type: 0, lots: 100_000 }));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.code).toBeGreaterThan(0);
    expect(rig.sim.world().openOrders(SERVER, rig.login)).toEqual([]);
    expect(orderEvents()).toEqual([]);
  });

  it('tells a dropped connection and its return, and a snapshot then shows what changed meanwhile', async () => {
    await open();
    await rig.drop();
    const statuses = () => events.flatMap((e) => (e.type === 'connection' ? [e.status] : []));
    expect(statuses()).toEqual(['lost']);
    // Meanwhile the trader opens a position in his terminal.
    const placed = rig.sim.world().sendOrder(SERVER, rig.login, { symbol: SYMBOL, type: 0, lots: 30 });
    let done = false;
    void placed.finally(() => {
      done = true;
    });
    for (let i = 0; i < 40 && !done; i += 1) await rig.step();
    const result = await placed;
    expect(result.ok).toBe(true);
    await rig.restore();
    expect(statuses().at(-1)).toBe('restored');
    const snapshot = await snapshotNow();
    expect(snapshot.open).toEqual([expect.objectContaining({ symbol: SYMBOL, lots: 30, state: 'open' })]);
  });

  it('knows the margin of a lot once it has the symbols', async () => {
    await open();
    let done = false;
    const symbols = session.symbols().finally(() => {
      done = true;
    });
    for (let i = 0; i < 40 && !done; i += 1) await rig.step();
    expect((await symbols).map((s) => s.symbol)).toContain(SYMBOL);
    expect(Number(session.marginPerLot(SYMBOL))).toBeGreaterThan(0);
  });
});
