import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { siteDomains, sites } from '../src/db/schema/sites';
import { users } from '../src/db/schema/users';
import type { Messenger, OutgoingMessage } from '../src/platform/messenger';
import { manualClock } from '../src/platform/ports';
import { deriveKeys, hashPassword, type Keys } from '../src/platform/secrets';
import { DEFAULT_CATALOG, patchServer, type Catalog, type ServerSpec } from '@copytrade/mt4-sim';
import { createSimGateway, type SimGateway } from '../src/trading/sim/sim-gateway';
import { withDatabase } from './global-setup';

/** A fresh database for one test file, copied from the migrated template. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const blob = new Blob([await readFile(template.dumpFile)]);
    return openDatabase({ kind: 'pglite-memory', loadDataDir: blob });
  }
  const name = `ct_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(template.url, name), max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: template.url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Messages the app would have sent, kept for the test to read. */
export function captureMessenger() {
  const sent: OutgoingMessage[] = [];
  const messenger: Messenger = {
    send: (message) => {
      sent.push(message);
      return Promise.resolve();
    },
  };
  return {
    messenger,
    sent,
    /** The newest 6-digit code sent to `to`. */
    lastCode(to: string): string {
      const message = [...sent].reverse().find((m) => m.to === to.toLowerCase() || m.to === to);
      const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
  };
}

export type TestSite = { id: number; code: string; domain: string };

/** Inserts a site reachable at `domain` (all spec defaults unless overridden). */
export async function createSite(
  db: Db,
  values: { code: string; domain: string; isDefault?: boolean } & Partial<typeof sites.$inferInsert>,
): Promise<TestSite> {
  const { domain, ...rest } = values;
  const [row] = await db
    .insert(sites)
    .values({ siteName: `Site ${rest.code}`, brandName: `Brand ${rest.code}`, ...rest })
    .returning({ id: sites.id });
  await db.insert(siteDomains).values({ siteId: row!.id, domain });
  return { id: row!.id, code: values.code, domain };
}

export const TEST_PASSWORD = 'Passw0rd';
let cachedHash: string | undefined;

/** Inserts a user directly (the register flow has its own tests). */
export async function createUser(db: Db, siteId: number, values: Partial<typeof users.$inferInsert> = {}) {
  cachedHash ??= await hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      siteId,
      passwordHash: cachedHash,
      inviteCode: `T${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
      ...values,
    })
    .returning();
  return row!;
}

/** Signs `userName` in on `site` with the test password; returns the session token. */
export async function signedIn(t: TestContext, userName: string, site: TestSite = t.siteA): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/community/front/login',
    payload: { userName, password: TEST_PASSWORD },
    site,
  });
  return res.json<{ content: [{ token: string }] }>().content[0].token;
}

export const TEST_KEYS: Keys = deriveKeys(Buffer.alloc(32, 7));

/** The built-in simulator on the test database, moved by hand (`advance`) with the manual clock. */
export function testGateway(
  db: Db,
  clock: { now(): Date },
  options: {
    demo?: { days: number } | false;
    seed?: number;
    catalog?: Catalog;
    /** 'manual': prices move only when a test sets them (`world().setMid`). */
    feed?: 'seeded' | 'manual';
  } = {},
): Promise<SimGateway> {
  return createSimGateway({
    db,
    log: pino({ level: 'silent' }),
    clock,
    seed: options.seed ?? 7,
    passwordKey: TEST_KEYS.simPassword,
    drive: 'manual',
    demo: options.demo ?? false,
    ...(options.catalog ? { catalog: options.catalog } : {}),
    ...(options.feed ? { feed: options.feed } : {}),
  });
}

/**
 * The default brokers with predictable execution on the servers copy tests use: 100 ms, no requotes, no
 * timeouts (so every expected lot and price can be worked out). `overrides` patch single servers.
 */
export function predictableCatalog(overrides: Record<string, Partial<ServerSpec>> = {}): Catalog {
  let catalog = DEFAULT_CATALOG;
  for (const server of ['MeridianMarkets-Live', 'ApexCapital-Real01', 'ApexCapital-Real02', 'OrionFX-Pro']) {
    catalog = patchServer(catalog, server, {
      executionDelayMs: 100,
      requoteProbability: 0,
      timeoutProbability: 0,
      ...overrides[server],
    });
  }
  return catalog;
}

/**
 * Market data without timers (a test saves candles and flushes quotes itself), keeping candles by the
 * manual clock rather than the wall clock; candles are built only for a test that asks (`listen`), so the
 * tests that fast-forward months do not build candles nobody reads.
 */
export function testMarket(clock: { now(): Date }, listen = false): AppOptions['market'] {
  return { timers: false, listen, wallNow: () => clock.now().getTime() };
}

/** The periodic statistics and settlement jobs off (a test runs them itself, or not at all). */
export const NO_JOBS = { statisticsEveryMs: 0, settlementEveryMs: 0 };

/**
 * A second app on the test's database, simulator and clock (as after a restart, or with another config),
 * without a log; `options` replace any of these. The test closes it.
 */
export function anotherApp(t: TestContext, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({
    config: t.config,
    db: t.db,
    keys: TEST_KEYS,
    clock: t.clock,
    gateway: t.gateway,
    logger: false,
    market: testMarket(t.clock),
    ...options,
  });
}

/** `app.inject` with the site headers of `site` (`defaultSite` unless given), a token and a language. */
export function injector(app: FastifyInstance, defaultSite: TestSite): TestContext['call'] {
  return ({ site, token, language, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        domainname: `http://${(site ?? defaultSite).domain}`,
        ...(language ? { language } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
}

export type TestContext = {
  app: FastifyInstance;
  gateway: SimGateway;
  db: Db;
  config: Config;
  clock: ReturnType<typeof manualClock>;
  mail: ReturnType<typeof captureMessenger>;
  siteA: TestSite;
  siteB: TestSite;
  /** `app.inject` with the site headers of `site` (A unless given) and JSON. */
  call(
    options: InjectOptions & { site?: TestSite; token?: string; language?: string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export type TestContextOptions = {
  configOverrides?: Record<string, string>;
  withMessenger?: boolean;
  demo?: { days: number } | false;
  /** The manual clock's start (the default, a Saturday, has the markets closed). */
  start?: Date;
  catalog?: Catalog;
  /** 'manual': prices move only when the test sets them. */
  feed?: 'seeded' | 'manual';
  /** Build candles from the simulator's ticks (market data tests). */
  candles?: boolean;
  /** The app's log (a pino destination stream, for tests that read it); none by default. */
  logger?: FastifyServerOptions['logger'];
  /** The EA bridge hub's limits (tests that step the clock by hand lengthen its timeouts). */
  bridge?: AppOptions['bridge'];
  /** How sites' MetaApi clients are made (the fake SDK over this context's simulator). */
  metaApi?: AppOptions['metaApi'];
};

/**
 * A complete app on a fresh database with two sites: A (default, a.test) and B (b.test), a manual
 * clock and captured messages.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests drive the simulator and read the outbox through the `dev/` routes (dev-routes.test.ts sets it
    // back to false); production refuses them.
    DEV_ROUTES: options.configOverrides?.NODE_ENV === 'production' ? 'false' : 'true',
    ...options.configOverrides,
  });
  const clock = manualClock(options.start);
  const mail = captureMessenger();
  const siteA = await createSite(database.db, {
    code: 'site-a',
    domain: 'a.test',
    isDefault: true,
    verifyMethod: 0,
  });
  const siteB = await createSite(database.db, { code: 'site-b', domain: 'b.test', verifyMethod: 0 });
  const gateway = await testGateway(database.db, clock, {
    demo: options.demo ?? false,
    ...(options.catalog ? { catalog: options.catalog } : {}),
    ...(options.feed ? { feed: options.feed } : {}),
  });
  const app = await buildApp({
    config,
    db: database.db,
    keys: TEST_KEYS,
    clock,
    gateway,
    simControl: gateway,
    // Tests run the statistics job themselves (app.statistics.refreshAll) on their manual clock.
    statisticsEveryMs: 0,
    market: testMarket(clock, options.candles ?? false),
    ...(options.withMessenger === false ? {} : { messenger: mail.messenger }),
    logger: options.logger ?? false,
    ...(options.bridge ? { bridge: options.bridge } : {}),
    ...(options.metaApi ? { metaApi: options.metaApi } : {}),
  });
  await app.ready();
  return {
    app,
    gateway,
    db: database.db,
    config,
    clock,
    mail,
    siteA,
    siteB,
    call: injector(app, siteA),
    close: async () => {
      await app.close();
      await gateway.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
