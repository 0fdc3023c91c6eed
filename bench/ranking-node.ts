/**
 * One API node of the ranking benchmark's two-node run (bench/ranking.ts): a process of its own that opens
 * the benchmark's PostgreSQL database (BENCH_DATABASE_URL), builds the app as the benchmark's single node
 * does, listens on a free loopback port and prints `listening <address>`; SIGTERM stops it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { deriveKeys } from '../apps/server/src/platform/secrets';
import { createSimGateway } from '../apps/server/src/trading/sim/sim-gateway';
import { benchConfig } from './support';

const url = process.env.BENCH_DATABASE_URL;
const now = Number(process.env.BENCH_NOW);
if (!url || !Number.isFinite(now))
  throw new Error('ranking-node: BENCH_DATABASE_URL and BENCH_NOW are needed');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-bench-ranking-node-'));
const database = await openDatabase({ kind: 'postgres', url, max: 10 });
const keys = deriveKeys(Buffer.alloc(32, 4));
const clock = { now: () => new Date(now) };
const gateway = await createSimGateway({
  db: database.db,
  log: pino({ level: 'silent' }),
  clock,
  seed: 3,
  passwordKey: keys.simPassword,
  drive: 'manual',
  demo: false,
});
const app = await buildApp({
  gateway,
  config: benchConfig(dataDir, '100000000'),
  db: database.db,
  keys,
  clock,
  statisticsEveryMs: 0,
  logger: false,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${address}`);

process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await gateway.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
