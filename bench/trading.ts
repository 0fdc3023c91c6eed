/**
 * Trading benchmarks for `npm run bench`: the simulator's throughput with 50 bot accounts, and the time
 * from an order filled in the simulator to its row in `mt_orders` (PGlite, and PostgreSQL when reachable).
 */
import { performance } from 'node:perf_hooks';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { benchTicks, populateDemo } from '@copytrade/mt4-sim';
import { buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
import { siteDomains, sites } from '../apps/server/src/db/schema/sites';
import { users } from '../apps/server/src/db/schema/users';
import { manualClock } from '../apps/server/src/platform/ports';
import { deriveKeys, hashPassword } from '../apps/server/src/platform/secrets';
import { createSimGateway } from '../apps/server/src/trading/sim/sim-gateway';
import { BENCH_POSTGRES_URL, benchConfig, onPglite, onScratchPostgres } from './support';

export function simulatorThroughput() {
  return [
    {
      label: 'fast-forward (one tick per market per minute), 50 bot accounts, 5 days',
      ...benchTicks({ accounts: 50, days: 5, seed: 1 }),
    },
    {
      label: 'live tick spacing, 50 bot accounts, 1 day',
      ...benchTicks({ accounts: 50, days: 1, seed: 1, mode: 'live' }),
    },
  ];
}

/** Fill -> row latency: a bound account places orders while 50 bot accounts trade on the same brokers. */
export async function fillToRowLatency(database: Database, label: string, fills = 200) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-bench-trade-'));
  const keys = deriveKeys(Buffer.alloc(32, 5));
  const clock = manualClock(new Date('2026-11-18T09:00:00Z'));
  const log = pino({ level: 'silent' });
  const gateway = await createSimGateway({
    db: database.db,
    log,
    clock,
    seed: 3,
    passwordKey: keys.simPassword,
    drive: 'manual',
  });
  const world = gateway.world();
  populateDemo(world, { count: 50, password: 'Bench1234', investorPassword: 'Read1234', seed: 'bench' });
  const server = 'MeridianMarkets-Live';
  const login = 9100001;
  world.createAccount(server, {
    login,
    name: 'Bench',
    password: 'Bench1234',
    investorPassword: 'Read1234',
    leverage: 500,
    currency: 'USD',
    balance: '1000000.00',
  });
  await gateway.advance();

  const [site] = await database.db
    .insert(sites)
    .values({ code: 'bench', siteName: 'Bench', brandName: 'Bench', isDefault: true })
    .returning();
  await database.db.insert(siteDomains).values({ siteId: site!.id, domain: 'bench.test' });
  const [user] = await database.db
    .insert(users)
    .values({
      siteId: site!.id,
      email: 'bench@example.com',
      passwordHash: await hashPassword('Bench1234'),
      userType: 3,
      inviteCode: 'BENCH001',
    })
    .returning();
  const app = await buildApp({
    config: benchConfig(dataDir),
    db: database.db,
    keys,
    clock,
    gateway,
    loggerInstance: log,
  });
  await app.ready();
  const headers = { domainname: 'http://bench.test' };
  const token = (
    await app.inject({
      method: 'POST',
      url: '/community/front/login',
      headers,
      payload: { userName: 'bench@example.com', password: 'Bench1234' },
    })
  ).json<{ content: [{ token: string }] }>().content[0].token;
  const platformId = (
    await app.inject({
      method: 'GET',
      url: '/community/api/getPlatformInfo',
      headers: { ...headers, authorization: `Bearer ${token}` },
    })
  )
    .json<{
      content: { platformId: number; platformName: string }[];
    }>()
    .content.find((p) => p.platformName === 'Meridian Markets')!.platformId;
  const serverListId = (
    await app.inject({
      method: 'GET',
      url: `/community/api/getMt4Server?platformId=${platformId}`,
      headers: { ...headers, authorization: `Bearer ${token}` },
    })
  )
    .json<{ content: { id: number; serverName: string }[] }>()
    .content.find((s) => s.serverName === server)!.id;
  await app.inject({
    method: 'POST',
    url: '/community/api/bindingMTAcc',
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload: {
      accType: 1,
      userId: user!.id,
      platformId,
      serverListId,
      login: String(login),
      tradePwd: 'Bench1234',
    },
  });
  await app.trading.mirror.idle();

  const filledAt = new Map<number, number>();
  const latencies: number[] = [];
  world.onEvent((e) => {
    if (e.type === 'order' && e.login === login && e.kind === 'opened')
      filledAt.set(e.order.ticket, performance.now());
  });
  app.trading.mirror.onTradeEvent((e) => {
    const t0 = filledAt.get(e.order.ticket);
    if (e.kind === 'opened' && t0 !== undefined) latencies.push(performance.now() - t0);
  });
  for (let i = 0; i < fills; i += 1) {
    const request = world.sendOrder(server, login, { symbol: 'EURUSD', type: i % 2 === 0 ? 0 : 1, lots: 1 });
    clock.advance(1000);
    await gateway.advance();
    await request;
    await app.trading.mirror.idle();
  }
  await app.close();
  await gateway.stop();
  await rm(dataDir, { recursive: true, force: true });
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  return { label, n: latencies.length, p50: q(0.5), p95: q(0.95), p99: q(0.99), max: latencies.at(-1)! };
}

export async function latencyRuns() {
  const results = [];
  results.push(await onPglite((database) => fillToRowLatency(database, 'PGlite (embedded, in memory)')));
  const postgres = await onScratchPostgres(BENCH_POSTGRES_URL, 'ct_bench', (database) =>
    fillToRowLatency(database, 'PostgreSQL 15 (local server)'),
  );
  results.push(
    postgres ?? {
      label: `PostgreSQL (not reachable at ${BENCH_POSTGRES_URL}; skipped)`,
      n: 0,
      p50: NaN,
      p95: NaN,
      p99: NaN,
      max: NaN,
    },
  );
  return results;
}
