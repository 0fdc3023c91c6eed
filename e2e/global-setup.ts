import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForReady(baseURL: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 600_000; // a first start generates 90 days of demo history
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${baseURL}/cms/front/getSiteConfig`, { method: 'POST' });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not ready in time:\n${log()}`);
}

/** Starts the site exactly as README's start command does, on a fresh data folder. */
// eslint-disable-next-line no-restricted-syntax -- Vitest reads the default export of a global setup.
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-e2e-'));
  const port = await freePort();
  let output = '';
  // The node process itself is the server (scripts/start.mjs runs it in-process), so its pid is the one to stop.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_PRETTY: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The journeys trade through the simulator whatever the day; real brokers close on the weekend.
      SIM_WEEKEND_CLOSED: 'false',
      // The journeys read codes on /dev/outbox and trade or disconnect accounts through `dev/` routes.
      DEV_ROUTES: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForReady(baseURL, child, () => output);
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
