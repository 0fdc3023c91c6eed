/**
 * The app the ranking benchmark measures (bench/ranking.ts in its own process, bench/ranking-node.ts in
 * the node processes): a manual simulator (nothing moves), statistics off, no log, no rate limit to speak of.
 */
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app';
import type { Db } from '../apps/server/src/db/client';
import { deriveKeys } from '../apps/server/src/platform/secrets';
import { createSimGateway } from '../apps/server/src/trading/sim/sim-gateway';
import { benchConfig } from './support';

export async function rankingApp(db: Db, dataDir: string, now: number) {
  const keys = deriveKeys(Buffer.alloc(32, 4));
  const clock = { now: () => new Date(now) };
  const gateway = await createSimGateway({
    db,
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
    db,
    keys,
    clock,
    statisticsEveryMs: 0,
    logger: false,
  });
  return { app, gateway };
}
