/**
 * Setup of the EA bridge tests: a bare Fastify instance with the bridge route on a loopback port, a hub on
 * a manual clock with keys in memory, a log captured line by line, and a simulator world whose prices move
 * only when set and whose trades execute in 100 ms (so a fake EA's trade settles when the test moves it).
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { DEFAULT_CATALOG, patchServer, SimWorld, type TradeResult } from '@copytrade/mt4-sim';
import {
  createBridgeHub,
  type BridgeHub,
  type BridgeHubLimits,
  type BridgeKeys,
} from '../src/trading/bridge/hub';
import type { BridgeKeyRecord } from '../src/trading/bridge/link';
import { registerBridgeRoutes } from '../src/trading/bridge/bridge.routes';
import { createFakeEa, type FakeEa, type FakeEaOptions } from '../src/trading/bridge/fake-ea';
import { manualClock } from '../src/platform/ports';

export const SERVER = 'ApexCapital-Demo';
/** Tuesday 2024-03-05 10:00 UTC: markets open, far from a rollover. */
export const TUESDAY_10H = Date.UTC(2024, 2, 5, 10);

/** Keys in memory: the store's `verify` over a map (the real one keeps hashes in bridge_keys). */
export function memoryKeys(): BridgeKeys & {
  add(key: string, record: Partial<BridgeKeyRecord> & { keyId: number }): void;
  verified: string[];
} {
  const records = new Map<string, BridgeKeyRecord>();
  const verified: string[] = [];
  return {
    verified,
    add(key, record) {
      records.set(key, { siteId: 1, server: null, login: null, ...record });
    },
    verify(key) {
      verified.push(key);
      return Promise.resolve(records.get(key) ?? null);
    },
  };
}

/** A bridge key: `bk_` and 40 hex characters, made from a small number. */
export function keyOf(n: number): string {
  return `bk_${n.toString(16).padStart(4, '0')}${'ab'.repeat(18)}`;
}

/** A world of the default brokers, Apex Capital Demo predictable, EURUSD.m quoted 1.09999 / 1.10001. */
export function testWorld(): SimWorld {
  const catalog = patchServer(
    DEFAULT_CATALOG,
    SERVER,
    { executionDelayMs: 100, requoteProbability: 0, timeoutProbability: 0 },
    { EURUSD: { typicalSpread: 2 } },
  );
  const world = new SimWorld({
    seed: 7,
    start: TUESDAY_10H,
    catalog,
    hash: (text) => `test-hash:${text}`,
    feed: 'manual',
  });
  world.setMid('EURUSD', '1.10000');
  return world;
}

export function openAccount(world: SimWorld, balance = '10000.00'): number {
  return world.createAccount(SERVER, {
    name: 'Bridge Trader',
    password: 'trade-pass1',
    investorPassword: 'investor-pass1',
    leverage: 100,
    currency: 'USD',
    balance,
  }).login;
}

/** A trade's answer arrives once the world has moved past its execution delay. */
export function settleBy(world: SimWorld) {
  return (pending: Promise<TradeResult>) => {
    world.advanceTo(world.now() + 1000);
    return pending;
  };
}

export type BridgeTest = {
  app: FastifyInstance;
  hub: BridgeHub;
  keys: ReturnType<typeof memoryKeys>;
  clock: ReturnType<typeof manualClock>;
  baseUrl: string;
  /** Every log line written so far, as text. */
  logLines: string[];
  /** A fake EA on `world`'s account `login` with key `key`. */
  fakeEa(
    key: string,
    world: SimWorld,
    login: number,
    options?: Partial<Omit<FakeEaOptions, 'baseUrl' | 'key' | 'account'>>,
  ): FakeEa;
  /** The server restarts: a new hub (nothing in memory) behind the same route, keys and clock. */
  restartHub(): void;
  /** A raw exchange (for bytes a well-behaved EA would never send). */
  post(body: unknown, options?: { key?: string; raw?: string }): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
};

export async function startBridge(limits: Partial<BridgeHubLimits> = {}): Promise<BridgeTest> {
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const log: FastifyBaseLogger = pino({ level: 'debug' }, stream);
  const clock = manualClock(new Date(TUESDAY_10H));
  const keys = memoryKeys();
  // The timer is off: the test sweeps after moving the clock, so nothing depends on real time.
  const newHub = () => createBridgeHub({ keys, clock, log, limits: { sweepEveryMs: 0, ...limits } });
  let hub = newHub();
  const app = Fastify({ loggerInstance: log });
  registerBridgeRoutes(app, {
    exchange: (...args) => hub.exchange(...args),
    link: (keyId) => hub.link(keyId),
    sweep: () => hub.sweep(),
    stop: () => hub.stop(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const eas: FakeEa[] = [];

  return {
    app,
    get hub() {
      return hub;
    },
    keys,
    clock,
    baseUrl,
    logLines,
    restartHub() {
      hub.stop();
      hub = newHub();
    },
    fakeEa(key, world, login, options = {}) {
      const ea = createFakeEa({
        baseUrl,
        key,
        account: { world, server: SERVER, login, settle: settleBy(world) },
        ...options,
      });
      eas.push(ea);
      return ea;
    },
    async post(body, options = {}) {
      const response = await fetch(`${baseUrl}/bridge/v1/exchange`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(options.key === undefined ? {} : { Authorization: `Bearer ${options.key}` }),
        },
        body: options.raw ?? JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    async close() {
      for (const ea of eas) await ea.stop();
      hub.stop();
      await app.close();
    },
  };
}
