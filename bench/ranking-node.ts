/**
 * One API node of the ranking benchmark's two-node run (bench/ranking.ts): a process of its own that opens
 * the benchmark's PostgreSQL database (BENCH_DATABASE_URL), builds the app as the benchmark's single node
 * does, listens on a free loopback port and prints `listening <address>`; SIGTERM stops it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { rankingApp } from './ranking-app';

const url = process.env.BENCH_DATABASE_URL;
const now = Number(process.env.BENCH_NOW);
if (!url || !Number.isFinite(now))
  throw new Error('ranking-node: BENCH_DATABASE_URL and BENCH_NOW are needed');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-bench-ranking-node-'));
const database = await openDatabase({ kind: 'postgres', url, max: 10 });
const { app, gateway } = await rankingApp(database.db, dataDir, now);
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
