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
