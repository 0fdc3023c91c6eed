import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { manualClock } from '../src/platform/ports';
import type { SessionEvent, TradeResult } from '../src/trading/gateway';
import { createMetaApiGateway } from '../src/trading/metaapi/metaapi-gateway';
import { loadMetaApi, MetaApiSdkMissingError } from '../src/trading/metaapi/sdk-loader';
import type { SimGateway } from '../src/trading/sim/sim-gateway';
import { openTestDatabase, predictableCatalog, testGateway } from './harness';
import { createFakeMetaApi, type FakeMetaApi } from './metaapi-fake';

/*
 * What the MetaApi adapter does beyond the port's contract (gateway-contract.test.ts): it provisions a
 * MetaApi account once per MT4 account, tells a wrong password and an unknown server apart, answers an
 * unknown outcome as 128, and never writes a password into its logs.
 */

const SERVER = 'ApexCapital-Real01';
const SYMBOL = 'EURUSD.m';
const PASSWORD = 'Secret-Trade-987';
const START = new Date('2026-11-18T09:00:00Z');

let database: Database | null = null;
let sim: SimGateway | null = null;
let fake: FakeMetaApi;
let lines: string[];
let clock: ReturnType<typeof manualClock>;
let login: string;

async function setUp() {
  clock = manualClock(START);
  database = await openTestDatabase();
  const simulator = await testGateway(database.db, clock, { catalog: predictableCatalog() });
  sim = simulator;
  const info = simulator.world().createAccount(SERVER, {
    login: 7400001,
    name: 'Adapter',
    password: PASSWORD,
    investorPassword: `${PASSWORD}-ro`,
    leverage: 100,
    currency: 'USD',
    balance: '5000.00',
  });
  login = String(info.login);
  await step();
  fake = createFakeMetaApi(simulator);
  lines = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const log = pino({ level: 'debug' }, sink);
  return createMetaApiGateway({
    api: fake,
    log,
    timeouts: { pollMs: 1, settleMs: 1000, tradeEventMs: 3000 },
  });
}

async function step() {
  clock.advance(250);
  await sim!.advance();
  await new Promise((resolve) => setImmediate(resolve));
}

/** Runs a session call while the simulator moves. */
async function answer(call: Promise<TradeResult>): Promise<TradeResult> {
  let done = false;
  const tracked = call.finally(() => {
    done = true;
  });
  for (let i = 0; i < 200 && !done; i += 1) await step();
  const result = await tracked;
  for (let i = 0; i < 4; i += 1) await step();
  return result;
}

afterEach(async () => {
  await sim?.stop();
  await database?.close();
  sim = null;
  database = null;
});

describe('the MetaApi adapter', () => {
  it('reuses the MetaApi account already provisioned for the same server and login', async () => {
    const gateway = await setUp();
    await fake.metatraderAccountApi.createAccount({
      name: 'made in the MetaApi web app',
      login,
      password: PASSWORD,
      server: SERVER,
      platform: 'mt4',
      magic: 0,
    });
    const verdict = await gateway.verify({ server: SERVER, login, password: PASSWORD });
    expect(verdict).toMatchObject({ ok: true, access: 'trade', figures: { balance: '5000.00' } });
    expect(fake.records).toHaveLength(1);
    expect(fake.creates).toBe(1);
  });

  it('provisions one MetaApi account under ten verifies at once', async () => {
    const gateway = await setUp();
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, () => gateway.verify({ server: SERVER, login, password: PASSWORD })),
    );
    expect(verdicts.every((v) => v.ok)).toBe(true);
    expect(fake.records).toHaveLength(1);
    expect(fake.creates).toBe(1);
    expect(fake.records[0]).toMatchObject({
      login,
      server: SERVER,
      state: 'DEPLOYED',
      connectionStatus: 'CONNECTED',
    });
  });

  it('tells the investor password by the account information', async () => {
    const gateway = await setUp();
    const verdict = await gateway.verify({ server: SERVER, login, password: `${PASSWORD}-ro` });
    expect(verdict).toMatchObject({ ok: true, access: 'investor' });
  });

  it('answers a wrong password as invalid credentials and an unknown server as such', async () => {
    const gateway = await setUp();
    expect(await gateway.verify({ server: SERVER, login, password: 'wrong' })).toEqual({
      ok: false,
      reason: 'invalid_credentials',
    });
    expect(await gateway.verify({ server: 'Nowhere-Live', login, password: PASSWORD })).toEqual({
      ok: false,
      reason: 'unknown_server',
    });
    expect(fake.records).toHaveLength(0);
  });

  it('answers a trade whose outcome is unknown with 128, and the order is then found in a snapshot', async () => {
    const gateway = await setUp();
    const session = await gateway.openSession({ server: SERVER, login, password: PASSWORD }, () => undefined);
    fake.timeOutNextTrade();
    const result = await answer(session.send({ symbol: SYMBOL, type: 0, lots: 10, comment: 'tag-1' }));
    expect(result).toMatchObject({ ok: false, code: 128 });
    const snapshot = await session.snapshot();
    expect(snapshot.open).toEqual([expect.objectContaining({ comment: 'tag-1', lots: 10, state: 'open' })]);
    session.end();
  });

  it('tells a lost MetaApi connection, and its return after the resync', async () => {
    const gateway = await setUp();
    const events: SessionEvent[] = [];
    const session = await gateway.openSession({ server: SERVER, login, password: PASSWORD }, (e) =>
      events.push(e),
    );
    fake.disconnect(login);
    await step();
    await fake.reconnect(login);
    await step();
    expect(events.flatMap((e) => (e.type === 'connection' ? [e.status] : []))).toEqual(['lost', 'restored']);
    session.end();
  });

  it('never writes the password into its logs', async () => {
    const gateway = await setUp();
    await gateway.verify({ server: SERVER, login, password: 'wrong-but-secret' });
    await gateway.verify({ server: SERVER, login, password: PASSWORD });
    const session = await gateway.openSession({ server: SERVER, login, password: PASSWORD }, () => undefined);
    await answer(session.send({ symbol: SYMBOL, type: 0, lots: 100_000 }));
    session.end();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(PASSWORD);
      expect(line).not.toContain('wrong-but-secret');
    }
  });
});

describe('the MetaApi SDK loader', () => {
  it('throws MetaApiSdkMissingError when the package is not installed', async () => {
    await expect(
      loadMetaApi('token-not-logged', {}, 'metaapi-cloud-sdk-that-does-not-exist'),
    ).rejects.toBeInstanceOf(MetaApiSdkMissingError);
    await expect(
      loadMetaApi('token-not-logged', {}, 'metaapi-cloud-sdk-that-does-not-exist'),
    ).rejects.not.toThrow(/token-not-logged/);
  });
});
