/**
 * `npm run build:demo`: makes the demo snapshot (src/demo/snapshot.ts). Runs the first start's history in a
 * fresh data folder, as a first start does (`main.ts --demo-history`, the real engine over the generated
 * months), then keeps that folder in DEMO_SNAPSHOT (build/demo-snapshot by default). A first start within
 * the week that follows copies it and serves in seconds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { childEnvironment, loadConfig } from '../config/env';
import { runHistoryProcess } from './history-process';
import { keepSnapshot } from './snapshot';

const config = loadConfig();
const work = await mkdtemp(path.join(os.tmpdir(), 'ct-demo-snapshot-'));
const started = Date.now();
try {
  let shown = 0;
  const showProgress = (fraction: number) => {
    const percent = Math.floor(fraction * 10) * 10;
    if (percent > shown) {
      shown = percent;
      console.log(`  ${percent} %`);
    }
  };
  console.log(`Generating ${config.demoHistoryDays} days of demo history...`);
  // The history process reads its data folder from the environment: a fresh one, with a key of its own.
  const env = childEnvironment({ DATA_DIR: work, SECRET_KEY: undefined, LOG_LEVEL: 'warn' });
  await runHistoryProcess(new URL('../main.ts', import.meta.url).href, showProgress, env);
  await keepSnapshot(work, config.demoSnapshotDir, config, Date.now());
  console.log(
    `Demo snapshot made in ${Math.round((Date.now() - started) / 1000)} s: ${config.demoSnapshotDir}`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
