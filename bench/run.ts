/**
 * Benchmarks (never timed assertions in tests). Prints a Markdown table for docs/performance.md.
 *   npm run bench
 * Measures, on the embedded database in memory: cold start (migrate + seed), the public config call,
 * the signed-in user call, and sign-in (dominated by argon2id on purpose).
 */
import os from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed/seed';
import { deriveKeys } from '../apps/server/src/platform/secrets';
import { manualClock } from '../apps/server/src/platform/ports';
import { createSimGateway } from '../apps/server/src/trading/sim/sim-gateway';
import { pino } from 'pino';
import { bridgeLatencyLines } from './bridge';
import { candleBenchmarkLines } from './candles';
import { quoteFanoutLines } from './quotes';
import { copyBenchmarks } from './copy';
import { rankingBenchmarkLines } from './ranking';
import { searchBenchmarkLines } from './search';
import { statisticsBenchmarkLines } from './stats';
import { benchConfig, quantile } from './support';
import { latencyRuns, simulatorThroughput } from './trading';

type Row = { name: string; n: number; p50: number; p95: number; p99: number; perSecond: number };

async function measure(name: string, n: number, call: () => Promise<{ statusCode: number }>): Promise<Row> {
  const fn = async () => {
    const res = await call();
    if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode}`);
  };
  for (let i = 0; i < Math.min(20, n); i += 1) await fn();
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  return {
    name,
    n,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    perSecond: (n / total) * 1000,
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-bench-'));
const t0 = performance.now();
const database = await openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(database);
const tMigrated = performance.now();
const keys = deriveKeys(Buffer.alloc(32, 9));
const gateway = await createSimGateway({
  db: database.db,
  log: pino({ level: 'silent' }),
  clock: manualClock(),
  seed: 1,
  passwordKey: keys.simPassword,
  drive: 'manual',
});
await seedDemo(database.db, {
  now: new Date(),
  uploadsDir: path.join(dataDir, 'uploads'),
  passwordKey: keys.mt4Password,
  catalog: gateway.catalog(),
});
const tSeeded = performance.now();
const app = await buildApp({
  gateway,
  config: benchConfig(dataDir),
  db: database.db,
  keys,
  logger: false,
});
await app.ready();
const tReady = performance.now();

const headers = { domainname: 'http://localhost' };
const login = () =>
  app.inject({
    method: 'POST',
    url: '/community/front/login',
    headers,
    payload: { userName: 'follower@meridianfx.test', password: DEMO_PASSWORD },
  });
const token = (await login()).json<{ content: [{ token: string }] }>().content[0].token;

const rows = [
  await measure('POST /cms/front/getSiteConfig', 2000, () =>
    app.inject({ method: 'POST', url: '/cms/front/getSiteConfig', headers }),
  ),
  await measure('GET /community/front/getHeaderData', 2000, () =>
    app.inject({ method: 'GET', url: '/community/front/getHeaderData', headers }),
  ),
  await measure('GET /community/api/selectCommunityUserInfo (token)', 2000, () =>
    app.inject({
      method: 'GET',
      url: '/community/api/selectCommunityUserInfo',
      headers: { ...headers, authorization: `Bearer ${token}` },
    }),
  ),
  await measure('POST /community/front/login (argon2id 19 MiB, t=2)', 100, login),
];
const rss = process.memoryUsage().rss / 1024 / 1024;
await app.close();
await gateway.stop();
await database.close();
await rm(dataDir, { recursive: true, force: true });

const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
console.log(
  `Date: ${new Date().toISOString().slice(0, 10)}; machine: ${os.cpus().length} x ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log('');
console.log(
  `Cold start on in-memory PGlite: migrate ${(tMigrated - t0).toFixed(0)} ms, seed ${(tSeeded - tMigrated).toFixed(0)} ms, app ready ${(tReady - tSeeded).toFixed(0)} ms; RSS after the run ${rss.toFixed(0)} MiB.`,
);
console.log('');
console.log('| call (in-process, app.inject, one at a time) | n | p50 ms | p95 ms | p99 ms | calls/s |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.n} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.perSecond.toFixed(0)} |`,
  );
}

console.log('');
console.log('Simulator throughput (packages/mt4-sim benchTicks):');
console.log('');
console.log('| run | ticks | orders | ms | ticks/s | simulated days/s |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of simulatorThroughput()) {
  console.log(
    `| ${r.label} | ${r.ticks} | ${r.orders} | ${r.ms.toFixed(0)} | ${r.ticksPerSecond.toFixed(0)} | ${r.simulatedDaysPerSecond.toFixed(2)} |`,
  );
}
console.log('');
console.log(
  'Order filled in the simulator -> its row in mt_orders (simulator state saved first), 50 bot accounts trading:',
);
console.log('');
console.log('| database | fills | p50 ms | p95 ms | p99 ms | max ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of await latencyRuns()) {
  console.log(
    `| ${r.label} | ${r.n} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.max.toFixed(2)} |`,
  );
}

const copy = await copyBenchmarks();
console.log('');
console.log('Copy engine: decisions for one master open, N subscribers (packages/engine benchDecisions):');
console.log('');
console.log('| subscribers | ms per signal | µs per subscriber | opens | skips |');
console.log('| ---: | ---: | ---: | ---: | ---: |');
for (const r of copy.decisions) {
  console.log(
    `| ${r.subscribers} | ${r.msPerSignal.toFixed(3)} | ${r.usPerSubscriber.toFixed(2)} | ${r.opens} | ${r.skips} |`,
  );
}
console.log('');
console.log(
  'Copy fan-out end to end, the simulator in process or in a broker process of its own (master fill -> last follower order handed to the gateway; -> all copy links committed; -> last follower fill), ms:',
);
console.log('');
console.log(
  '| database | broker | followers | broker delay | signals | handed p50 | handed p99 | committed p50 | committed p99 | last fill p50 | last fill p99 |',
);
console.log('| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
// A broker in its own process fills the followers there: their answers are in "committed".
const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));
for (const r of copy.fanOuts) {
  console.log(
    `| ${r.database} | ${r.broker} | ${r.followers} | ${r.delay} | ${r.signals} | ${ms(r.handedP50)} | ${ms(r.handedP99)} | ${ms(r.committedP50)} | ${ms(r.committedP99)} | ${ms(r.lastFillP50)} | ${ms(r.lastFillP99)} |`,
  );
}

console.log('');
for (const line of statisticsBenchmarkLines()) console.log(line);

console.log('');
for (const line of await rankingBenchmarkLines()) console.log(line);

console.log('');
console.log(
  'EA bridge: from the master EA event reaching the server to the followers (fake EAs on loopback, 250 ms poll)',
);
for (const line of await bridgeLatencyLines()) console.log(line);

console.log('');
for (const line of await searchBenchmarkLines()) console.log(line);
console.log('');
for (const line of candleBenchmarkLines()) console.log(line);
console.log('');
for (const line of await quoteFanoutLines()) console.log(line);
