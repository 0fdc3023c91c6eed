import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Db } from '../src/db/client';
import { copyRecords } from '../src/db/schema/copy';
import { manualClock } from '../src/platform/ports';
import type { ClusterOptions } from '../src/trading/cluster/cluster-parts';
import type { Catalog } from '@copytrade/mt4-sim';
import { createSimAccounts, WEDNESDAY, type SimAccount } from './copy-support';
import {
  captureMessenger,
  createSite,
  injector,
  NO_JOBS,
  openTestDatabase,
  TEST_KEYS,
  testGateway,
  testMarket,
  type TestContext,
} from './harness';

/**
 * An API node and a copy worker on one database (issue 20), sharing one in-process simulated broker that
 * only the API node opens sessions on, with a real Redis between them. `t.app` is the API node (the routes
 * a browser calls); `worker` copies.
 */
export type ClusterContext = TestContext & {
  worker: FastifyInstance;
  prefix: string;
  /** A second API node on the same database, broker and Redis (option `second`); null without it. */
  apiB: FastifyInstance | null;
  /** Starts another API node on the same database, broker and Redis (closed with the context). */
  addApiNode(extra?: Partial<ClusterOptions>): Promise<FastifyInstance>;
};

export async function clusterContext(
  redisUrl: string,
  accounts: SimAccount[],
  options: {
    catalog: Catalog;
    worker?: Partial<ClusterOptions>;
    /** More of the worker app's options, made with the context's database (a lease keeper: `copyLeases`). */
    workerApp?: (db: Db) => Partial<AppOptions>;
    api?: Partial<ClusterOptions>;
    /** A second API node with these options (the accounts' sessions are then placed between the two). */
    second?: Partial<ClusterOptions>;
  },
): Promise<ClusterContext> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-cluster-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEV_ROUTES: 'true' });
  const clock = manualClock(WEDNESDAY);
  const mail = captureMessenger();
  const siteA = await createSite(database.db, {
    code: 'site-a',
    domain: 'a.test',
    isDefault: true,
    verifyMethod: 0,
  });
  const siteB = await createSite(database.db, { code: 'site-b', domain: 'b.test', verifyMethod: 0 });
  const gateway = await testGateway(database.db, clock, { catalog: options.catalog });
  // Each run its own channels: test files and runs sharing the Redis do not hear each other.
  const prefix = `cluster-${process.pid}-${Date.now().toString(36)}`;
  const node = (role: 'api' | 'worker', extra: Partial<ClusterOptions> = {}): Partial<AppOptions> => ({
    cluster: { role, url: redisUrl, prefix, viewsEveryMs: 50, ...extra },
  });
  const base: AppOptions = {
    config,
    db: database.db,
    keys: TEST_KEYS,
    clock,
    gateway,
    market: testMarket(clock),
    messenger: mail.messenger,
    logger: process.env.CLUSTER_TEST_LOG ? { level: process.env.CLUSTER_TEST_LOG } : false,
    ...NO_JOBS,
  };
  const app = await buildApp({ ...base, simControl: gateway, ...node('api', options.api) });
  const apiB = options.second ? await buildApp({ ...base, ...node('api', options.second) }) : null;
  const worker = await buildApp({
    ...base,
    ...options.workerApp?.(database.db),
    ...node('worker', options.worker),
  });
  await app.ready();
  await apiB?.ready();
  await worker.ready();
  const more: FastifyInstance[] = [];
  const t: ClusterContext = {
    app,
    worker,
    apiB,
    addApiNode: async (extra = {}) => {
      const added = await buildApp({ ...base, ...node('api', extra) });
      more.push(added);
      await added.ready();
      return added;
    },
    prefix,
    gateway,
    db: database.db,
    config,
    clock,
    mail,
    siteA,
    siteB,
    call: injector(app, siteA),
    close: async () => {
      await worker.close();
      for (const added of more) await added.close();
      // A test may have stopped it already (a node halted).
      await apiB?.close().catch(() => undefined);
      await app.close();
      await gateway.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  createSimAccounts(t, accounts);
  await advanceUntil(t, () => true, 'the brokers step');
  return t;
}

/**
 * Moves the simulated brokers in steps until `done` holds (the worker's work crosses Redis in real time,
 * so the copier being idle for a moment says nothing: the test waits for what it expects).
 */
export async function advanceUntil(
  t: ClusterContext,
  done: () => boolean | Promise<boolean>,
  what: string,
  stepMs = 250,
): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    t.clock.advance(stepMs);
    await t.gateway.advance();
    await t.app.trading.mirror.idle();
    await t.apiB?.trading.mirror.idle();
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (await done()) return;
  }
  const records = await t.db.select().from(copyRecords);
  const views = t.worker.cluster.remoteMirror?.starting();
  throw new Error(
    `timed out waiting for ${what} (worker starting: ${views}; records: ${JSON.stringify(records)})`,
  );
}

/** Waits (real time, the brokers standing still) until `done` holds. */
export async function waitFor(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The worker has nothing queued or in flight (brokers stepping meanwhile), then its writes are done. */
export async function workerSettled(t: ClusterContext): Promise<void> {
  await advanceUntil(t, () => !t.worker.trading.copier.busy(), 'the copy worker to be idle');
  let idle = false;
  const waiting = t.worker.trading.copier.idle().then(() => {
    idle = true;
  });
  await advanceUntil(t, () => idle, 'the copy worker to be idle');
  await waiting;
}
