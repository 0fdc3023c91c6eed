/**
 * Copy fan-out benchmarks for `npm run bench` (DEVELOPERS.md: measured here, never asserted in tests):
 * - engine decisions per signal for 1 .. 10,000 subscribers;
 * - end to end with the in-process simulator: master fill -> last follower order handed to the gateway,
 *   and -> copy links committed, for growing follower counts, on PGlite and PostgreSQL;
 * - with a broker delay of 50-200 ms per order: master fill -> last follower fill;
 * - the same fan-out with the simulator in a broker process of its own (issue 20: bench/broker-child.ts over
 *   the broker wire), the copier no longer sharing its event loop with the brokers.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { benchDecisions } from '@copytrade/engine/copy/bench';
import { matchStandardSymbol } from '@copytrade/engine/symbols/standard-symbol';
import { buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
import { mtAccountSymbols, mtAccounts, tradeServers } from '../apps/server/src/db/schema/accounts';
import { subscriptions } from '../apps/server/src/db/schema/copy';
import { sites } from '../apps/server/src/db/schema/sites';
import { users } from '../apps/server/src/db/schema/users';
import { upsertCatalog } from '../apps/server/src/modules/accounts/account.repository';
import { STANDARD_SYMBOLS } from '../apps/server/src/modules/accounts/standard-symbols';
import type { Clock } from '../apps/server/src/platform/ports';
import { deriveKeys, sealSecret } from '../apps/server/src/platform/secrets';
import { passwordAad } from '../apps/server/src/trading/account-mirror';
import type { AccountSession, TradingGateway } from '../apps/server/src/trading/gateway';
import { connectRemoteGateway } from '../apps/server/src/trading/remote/remote-gateway';
import { createSimGateway } from '../apps/server/src/trading/sim/sim-gateway';
import {
  BENCH_PASSWORD,
  BENCH_START,
  FOLLOWER_SERVERS,
  MASTER,
  benchCatalog,
  createBenchAccounts,
  followerOf,
} from './copy-world';
import { startCpuProfile, summarizeCpuProfile, type CpuProfile } from './cpu-profile';
import { BENCH_POSTGRES_URL, benchConfig, onPglite, onScratchPostgres } from './support';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

export type FanOutResult = {
  database: string;
  broker: 'in process' | 'own process';
  followers: number;
  delay: string;
  signals: number;
  setupMs: number;
  handedP50: number;
  handedP99: number;
  committedP50: number;
  committedP99: number;
  lastFillP50: number;
  lastFillP99: number;
};

/** One scenario: N followers subscribed to one master, `signals` opens (each closed again afterwards). */
export async function fanOut(
  database: Database,
  label: string,
  followers: number,
  signals: number,
  delay: [number, number] | 0,
  broker: FanOutResult['broker'] = 'in process',
): Promise<FanOutResult> {
  if (broker === 'own process') return fanOutRemote(database, label, followers, signals);
  const setupStart = performance.now();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-bench-copy-'));
  const keys = deriveKeys(Buffer.alloc(32, 6));
  // The clock follows wall time (from a Wednesday morning), so broker delays are real delays.
  const base = BENCH_START;
  const wallBase = performance.now();
  const clock: Clock = { now: () => new Date(base + (performance.now() - wallBase)) };
  const catalog = benchCatalog(delay);
  const gateway = await createSimGateway({
    db: database.db,
    log: pino({ level: 'silent' }),
    clock,
    seed: 5,
    passwordKey: keys.simPassword,
    // Live: the world wakes when each order is due, as on the running site; no price ticks to spend time on.
    drive: 'live',
    tickMs: 1000,
    feed: 'manual',
    persist: false,
    catalog,
  });
  const world = gateway.world();
  createBenchAccounts(world, followers);
  await gateway.advance();
  await seedBench(database, gateway, followers, clock.now(), keys.mt4Password);

  // Measurements.
  let handedAt: number[] = [];
  let committed = 0;
  let committedAt = 0;
  let filledAt: number[] = [];
  let masterFill = 0;
  const app = await buildApp({
    config: benchConfig(dataDir),
    db: database.db,
    keys,
    clock,
    gateway,
    loggerInstance: pino({ level: 'silent' }),
    copyObserver: {
      sent: () => handedAt.push(performance.now()),
      written: (batch) => {
        committed += batch.links;
        if (batch.links > 0) committedAt = performance.now();
      },
    },
  });
  await app.ready();
  await app.trading.mirror.idle();
  const setupMs = performance.now() - setupStart;

  world.onEvent((e) => {
    if (e.type !== 'order' || e.kind !== 'opened') return;
    if (e.login === MASTER.login && e.server === MASTER.server) masterFill = performance.now();
    else filledAt.push(performance.now());
  });

  const handed: number[] = [];
  const commit: number[] = [];
  const fills: number[] = [];
  // Two signals first, not measured: the JIT compiles the hot paths as on a server that has been running.
  const WARMUP = 2;
  for (let s = 0; s < WARMUP + signals; s += 1) {
    handedAt = [];
    filledAt = [];
    committed = 0;
    const opening = world.sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots: 100 });
    void gateway.advance();
    await drive(() => committed >= followers && !app.trading.copier.busy());
    const opened = await opening;
    if (s >= WARMUP) {
      handed.push(Math.max(...handedAt) - masterFill);
      commit.push(committedAt - masterFill);
      fills.push(Math.max(...filledAt) - masterFill);
    }
    // Close again (its fan-out is not measured) so every signal starts flat.
    const closing = world.closeOrder(MASTER.server, MASTER.login, opened.ok ? opened.order.ticket : 0);
    void gateway.advance();
    let closedAll = false;
    void closing.then(() => undefined);
    await drive(() => {
      closedAll = world.openOrders(FOLLOWER_SERVERS[0]!, 9100000).length === 0 && !app.trading.copier.busy();
      return closedAll;
    });
    await app.trading.copier.idle();
    // Every signal starts from a quiet server: the closes' writes done.
    await gateway.flushed();
    await app.trading.mirror.idle();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await app.close();
  await gateway.stop();
  await rm(dataDir, { recursive: true, force: true });
  return {
    database: label,
    broker,
    followers,
    delay: delay === 0 ? '0 ms' : `${delay[0]}-${delay[1]} ms`,
    signals,
    setupMs,
    handedP50: quantile(handed, 0.5),
    handedP99: quantile(handed, 0.99),
    committedP50: quantile(commit, 0.5),
    committedP99: quantile(commit, 0.99),
    lastFillP50: quantile(fills, 0.5),
    lastFillP99: quantile(fills, 0.99),
  };
}

/** performance.now() (ms) on the V8 profiler's clock (µs of the monotonic clock). */
const toProfileClock = (ms: number) =>
  Number(process.hrtime.bigint() / 1000n) - Math.round((performance.now() - ms) * 1000);

const drive = async (until: () => boolean | Promise<boolean>) => {
  const deadline = performance.now() + 120_000;
  while (!(await until()) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 2));
};

/** Site, people, bound accounts, symbol tables and subscriptions, written in bulk. */
async function seedBench(
  database: Database,
  gateway: TradingGateway,
  followers: number,
  now: Date,
  mt4Password: Buffer,
) {
  const db = database.db;
  await upsertCatalog(db, gateway.catalog());
  const [site] = await db
    .insert(sites)
    .values({ code: `bench-${followers}`, siteName: 'Bench', brandName: 'Bench', isDefault: true })
    .returning();
  const siteId = site!.id;
  const servers = new Map((await db.select().from(tradeServers)).map((s) => [s.name, s]));
  const chunk = async <T>(rows: T[], size: number, write: (part: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
  };
  const people = Array.from({ length: followers + 1 }, (_, i) => ({
    siteId,
    email: `b${i}@bench.test`,
    passwordHash: 'x',
    userType: i === 0 ? 3 : 1,
    inviteCode: `B${followers}X${i}`,
  }));
  const userIds: number[] = [];
  await chunk(people, 1000, async (part) =>
    userIds.push(...(await db.insert(users).values(part).returning({ id: users.id })).map((r) => r.id)),
  );
  const accountRow = (
    userId: number,
    accType: number,
    account: { server: string; login: number },
    loginOrder: number,
  ) => {
    const server = servers.get(account.server)!;
    const login = String(account.login);
    return {
      siteId,
      userId,
      accType,
      platformId: server.platformId,
      serverId: server.id,
      login,
      passwordEnc: sealSecret(
        mt4Password,
        BENCH_PASSWORD,
        passwordAad({ siteId, serverId: server.id, login }),
      ),
      passwordKind: 'trade',
      loginOrder,
      symbolUpdatedAt: now,
    };
  };
  const [masterRow] = await db
    .insert(mtAccounts)
    .values(accountRow(userIds[0]!, 1, MASTER, 1))
    .returning({ id: mtAccounts.id });
  const followerIds: number[] = [];
  await chunk(
    Array.from({ length: followers }, (_, i) => accountRow(userIds[i + 1]!, 2, followerOf(i), 1)),
    1000,
    async (part) =>
      followerIds.push(
        ...(await db.insert(mtAccounts).values(part).returning({ id: mtAccounts.id })).map((r) => r.id),
      ),
  );
  const standards = STANDARD_SYMBOLS.map((s) => s.symbol);
  const tableOf = (server: string) =>
    gateway.market!.symbols(server).map((s) => {
      const standardSymbol = matchStandardSymbol(s.symbol, standards);
      return {
        symbol: s.symbol,
        symbolDesc: s.description,
        standardSymbol,
        symbolType: s.symbolType,
        status: standardSymbol ? 11 : 24,
        digits: s.digits,
        contractSize: s.contractSize,
        minLot: s.minLot,
        maxLot: s.maxLot,
        lotStep: s.lotStep,
      };
    });
  const tables = new Map([MASTER.server, ...FOLLOWER_SERVERS].map((s) => [s, tableOf(s)]));
  const symbolRows = [
    ...tables.get(MASTER.server)!.map((r) => ({ ...r, siteId, accountId: masterRow!.id })),
    ...followerIds.flatMap((accountId, i) =>
      tables.get(followerOf(i).server)!.map((r) => ({ ...r, siteId, accountId })),
    ),
  ];
  await chunk(symbolRows, 2000, (part) => db.insert(mtAccountSymbols).values(part));
  await chunk(
    followerIds.map((followAccountId, i) => ({
      siteId,
      serialNo: `S${followers}-${i}`,
      followerUserId: userIds[i + 1]!,
      followAccountId,
      masterUserId: userIds[0]!,
      masterAccountId: masterRow!.id,
      copyType: 1,
      copyValue: '0.01',
      direction: 1,
      startAt: now,
      state: 'subscribing' as const,
    })),
    1000,
    (part) => db.insert(subscriptions).values(part),
  );
}

/**
 * The same fan-out with the simulator in a broker process of its own (bench/broker-child.ts): the API side
 * trades through the remote gateway. The master's owner trades from a terminal session of his own; the
 * master's fill is when its 'opened' event reaches this process. Follower fills happen in the broker
 * process: their answers are in "committed".
 */
async function fanOutRemote(
  database: Database,
  label: string,
  followers: number,
  signals: number,
): Promise<FanOutResult> {
  const setupStart = performance.now();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-bench-copy-'));
  const keys = deriveKeys(Buffer.alloc(32, 6));
  const wallStart = Date.now();
  const clock: Clock = { now: () => new Date(BENCH_START + (Date.now() - wallStart)) };
  const child = spawn(
    process.execPath,
    [
      '--max-semi-space-size=64',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'broker-child.ts'),
      String(followers),
      String(wallStart),
    ],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  );
  const stdout = child.stdout;
  if (!stdout) throw new Error('bench broker: no stdout');
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready (\d+)/.exec(out);
      if (ready) resolve(Number(ready[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench broker exited (${code})`)));
  });
  const log = pino({ level: 'silent' });
  const gateway = await connectRemoteGateway({ url: `tcp://127.0.0.1:${port}`, log });
  await seedBench(database, gateway, followers, clock.now(), keys.mt4Password);

  let handedAt: number[] = [];
  let committed = 0;
  let committedAt = 0;
  let masterFill = 0;
  const app = await buildApp({
    config: benchConfig(dataDir),
    db: database.db,
    keys,
    clock,
    gateway,
    loggerInstance: log,
    copyObserver: {
      sent: () => handedAt.push(performance.now()),
      written: (batch) => {
        committed += batch.links;
        if (batch.links > 0) committedAt = performance.now();
      },
    },
  });
  await app.ready();
  await app.trading.mirror.idle();
  const setupMs = performance.now() - setupStart;

  const credentials = (account: { server: string; login: number }) => ({
    server: account.server,
    login: String(account.login),
    password: BENCH_PASSWORD,
  });
  const terminal: AccountSession = await gateway.openSession(credentials(MASTER), (event) => {
    if (event.type === 'order' && event.kind === 'opened') masterFill = performance.now();
  });
  const firstFollower: AccountSession = await gateway.openSession(
    credentials(followerOf(0)),
    () => undefined,
  );

  const handed: number[] = [];
  const commit: number[] = [];
  const WARMUP = 2;
  // BENCH_CPU_PROFILE=1: both processes sample the measured signals (not the set-up, not the warm-up).
  const profiling = process.env.BENCH_CPU_PROFILE === '1';
  let stopProfile: (() => Promise<CpuProfile>) | null = null;
  const windows: { fill: number; handed: number; committed: number }[] = [];
  for (let s = 0; s < WARMUP + signals; s += 1) {
    handedAt = [];
    committed = 0;
    if (profiling && s === WARMUP) {
      stopProfile = await startCpuProfile();
      child.send({ profile: 'start' });
    }
    const opened = await terminal.send({ symbol: 'EURUSD', type: 0, lots: 100 });
    await drive(() => committed >= followers && !app.trading.copier.busy());
    if (s >= WARMUP) {
      handed.push(Math.max(...handedAt) - masterFill);
      commit.push(committedAt - masterFill);
      windows.push({
        fill: toProfileClock(masterFill),
        handed: toProfileClock(Math.max(...handedAt)),
        committed: toProfileClock(committedAt),
      });
    }
    await terminal.close(opened.ok ? opened.order.ticket : 0);
    await drive(
      async () => (await firstFollower.snapshot(Date.now())).open.length === 0 && !app.trading.copier.busy(),
    );
    await app.trading.copier.idle();
    await app.trading.mirror.idle();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (stopProfile) {
    const profile = await stopProfile();
    // BENCH_CPU_PROFILE_DIR: the API process's profile as a file DevTools opens, with each measured
    // signal's window (the master's fill to the last order handed and to the last link committed) on the
    // profile's own clock.
    const dir = process.env.BENCH_CPU_PROFILE_DIR;
    if (dir) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `api-${followers}.cpuprofile`), JSON.stringify(profile));
      await writeFile(path.join(dir, `windows-${followers}.json`), JSON.stringify(windows));
    }
    const brokerLines = new Promise<string[]>((resolve) =>
      child.once('message', (m: { profileLines: string[] }) => resolve(m.profileLines)),
    );
    child.send({ profile: 'stop' });
    const apiLines = summarizeCpuProfile(profile);
    console.log(
      [
        `CPU profile, ${followers} followers, ${signals} signals (opens and their closes), API process:`,
        '',
        ...apiLines,
        '',
        'Broker process:',
        '',
        ...(await brokerLines),
        '',
      ].join('\n'),
    );
  }
  terminal.end();
  firstFollower.end();
  await app.close();
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  await rm(dataDir, { recursive: true, force: true });
  return {
    database: label,
    broker: 'own process',
    followers,
    delay: '0 ms',
    signals,
    setupMs,
    handedP50: quantile(handed, 0.5),
    handedP99: quantile(handed, 0.99),
    committedP50: quantile(commit, 0.5),
    committedP99: quantile(commit, 0.99),
    lastFillP50: NaN,
    lastFillP99: NaN,
  };
}

async function onDatabase<T>(
  kind: 'pglite' | 'postgres',
  run: (database: Database, label: string) => Promise<T>,
): Promise<T | null> {
  if (kind === 'pglite') return onPglite((database) => run(database, 'PGlite'));
  return onScratchPostgres(BENCH_POSTGRES_URL, 'ct_bench_copy', (database) => run(database, 'PostgreSQL 15'));
}

export async function copyBenchmarks(counts: number[] = [1, 100, 1000, 10000]) {
  const decisions = benchDecisions();
  const fanOuts: FanOutResult[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    for (const n of counts) {
      const signals = n >= 10000 ? 5 : n >= 1000 ? 10 : 20;
      const result = await onDatabase(kind, (db, label) => fanOut(db, label, n, signals, 0));
      if (result) fanOuts.push(result);
    }
  }
  const delayed = await onDatabase('postgres', (db, label) => fanOut(db, label, 1000, 5, [50, 200]));
  if (delayed) fanOuts.push(delayed);
  fanOuts.push(...(await brokerProcessFanOuts(counts.filter((n) => n >= 1000))));
  return { decisions, fanOuts };
}

/** The fan-out on PostgreSQL with the broker in its own process (`npm run bench` runs it after the others). */
export async function brokerProcessFanOuts(counts: number[]): Promise<FanOutResult[]> {
  const results: FanOutResult[] = [];
  for (const n of counts) {
    const signals = n >= 10000 ? 5 : 10;
    const result = await onDatabase('postgres', (db, label) =>
      fanOut(db, label, n, signals, 0, 'own process'),
    );
    if (result) results.push(result);
  }
  return results;
}
