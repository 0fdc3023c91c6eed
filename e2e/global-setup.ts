import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { freePort, startSite, waitForReady } from './server-process';

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Starts the site exactly as README's start command does, on a fresh data folder. */
// eslint-disable-next-line no-restricted-syntax -- Vitest reads the default export of a global setup.
export default async function setup(project: TestProject) {
  // E2E_BASE_URL: a site already started with the settings below, to run one journey again and again
  // while writing it (the journeys leave their data behind there).
  const running = process.env.E2E_BASE_URL;
  if (running) {
    project.provide('baseURL', running);
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-e2e-'));
  const port = await freePort();
  let output = '';
  const child = startSite({
    port,
    dataDir,
    env: {
      LOG_PRETTY: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The journeys trade through the simulator whatever the day; real brokers close on the weekend.
      SIM_WEEKEND_CLOSED: 'false',
      // The journeys read codes on /dev/outbox and trade or disconnect accounts through `dev/` routes.
      DEV_ROUTES: 'true',
      // Every journey's browsers share 127.0.0.1, so the per-address limit (600 API calls a minute) would
      // count several people as one and refuse their pages with 429; the limit has its own server tests.
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: 'pipe',
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  // A first start generates 90 days of demo history.
  await waitForReady(baseURL, child, 600_000, () => output);
  project.provide('baseURL', baseURL);
  return async () => {
    // The server logs only warnings and errors here: shown, they explain a journey that timed out.
    const warnings = output.split('\n').filter((line) => /"level":(4|5|6)0/.test(line));
    if (warnings.length > 0)
      console.warn(`server warnings (last 40 of ${warnings.length}):\n${warnings.slice(-40).join('\n')}`);
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(null);
      child.once('exit', resolve);
      setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 10_000).unref();
    });
    await rm(dataDir, { recursive: true, force: true });
  };
}
