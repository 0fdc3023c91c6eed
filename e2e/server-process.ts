import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts the site as `npm start` does (scripts/start.mjs in its own process, which is the server itself,
 * so its pid is the one to stop) on 127.0.0.1:`port` with the data folder `dataDir`; `env` adds to the
 * environment. `stdio` 'pipe' keeps the output for the caller, 'inherit' shows it.
 */
export function startSite(options: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
  stdio: 'pipe' | 'inherit';
}): ChildProcess {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ['ignore', options.stdio, options.stdio],
  });
}

/** A TCP port on the loopback interface that is free now (the system picks it), for a server started next. */
export function freePort(): Promise<number> {
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

/**
 * Waits until the server `child` started answers at `baseURL` (a public call), for at most `timeoutMs`;
 * throws, with what `log` gives (the server's output), when it exits or does not answer in time.
 */
export async function waitForReady(
  baseURL: string,
  child: ChildProcess,
  timeoutMs: number,
  log: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
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
