/**
 * The copy bench's broker in a process of its own (bench/copy.ts, `broker: 'process'`): the same simulator
 * as the in-process run (the bench brokers at zero delay, no price ticks, persistence off), with the master
 * and `followers` accounts, served over the broker wire (src/trading/remote). Prints `ready <port>`.
 *   node --import tsx bench/broker-child.ts <followers> <wall start ms>
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import type { Clock } from '../apps/server/src/platform/ports';
import { deriveKeys } from '../apps/server/src/platform/secrets';
import { serveGateway } from '../apps/server/src/trading/remote/broker-server';
import { createSimGateway } from '../apps/server/src/trading/sim/sim-gateway';
import { BENCH_START, benchCatalog, createBenchAccounts } from './copy-world';
import { startCpuProfile, summarizeCpuProfile, type CpuProfile } from './cpu-profile';

const followers = Number(process.argv[2]);
const wallStart = Number(process.argv[3]);
const log = pino({ level: 'silent' });
const database = await openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(database);
// Both processes count from the same wall-clock instant, so their clocks agree.
const clock: Clock = { now: () => new Date(BENCH_START + (Date.now() - wallStart)) };
const gateway = await createSimGateway({
  db: database.db,
  log,
  clock,
  seed: 5,
  passwordKey: deriveKeys(Buffer.alloc(32, 6)).simPassword,
  drive: 'live',
  tickMs: 1000,
  feed: 'manual',
  persist: false,
  catalog: benchCatalog(0),
});
createBenchAccounts(gateway.world(), followers);
await gateway.advance();
const server = await serveGateway({ gateway, host: '127.0.0.1', port: 0, log });
process.stdout.write(`ready ${server.port}\n`);
// BENCH_CPU_PROFILE: the bench asks for a profile of the measured signals (copy.ts) over IPC.
let stopProfile: (() => Promise<CpuProfile>) | null = null;
process.on('message', (message: { profile?: 'start' | 'stop' }) => {
  void (async () => {
    if (message.profile === 'start') stopProfile = await startCpuProfile();
    if (message.profile === 'stop' && stopProfile) {
      const profile = await stopProfile();
      // BENCH_CPU_PROFILE_DIR (copy.ts): the profile as a file DevTools opens, beside the API process's.
      const dir = process.env.BENCH_CPU_PROFILE_DIR;
      if (dir) {
        await mkdir(dir, { recursive: true });
        await writeFile(path.join(dir, `broker-${followers}.cpuprofile`), JSON.stringify(profile));
      }
      const lines = summarizeCpuProfile(profile);
      stopProfile = null;
      process.send?.({ profileLines: lines });
    }
  })();
});
process.on('SIGTERM', () => {
  void server
    .close(1000)
    .then(() => gateway.stop())
    .finally(() => process.exit(0));
});
