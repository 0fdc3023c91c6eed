/**
 * The demo site the page benchmarks measure (`bench:profile`, `bench:lighthouse`): the one at
 * BENCH_BASE_URL when set, else one started as `npm start` does on a fresh data folder (production mode,
 * demo data), stopped and removed by `close`. `pages` are the home page, the square and the profile of the
 * best rated demo trader.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startSite, waitForReady } from '../e2e/server-process';

export type PageSite = {
  baseURL: string;
  pages: { name: 'home' | 'square' | 'profile'; url: string }[];
  close(): Promise<void>;
};

export async function openPageSite(name: string): Promise<PageSite> {
  let site: { child: ChildProcess; dataDir: string } | undefined;
  let baseURL = process.env.BENCH_BASE_URL;
  if (!baseURL) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `ct-bench-${name}-`));
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    const child = startSite({
      port,
      dataDir,
      env: { LOG_LEVEL: 'warn', NODE_ENV: 'production', SECRET_KEY: 'b'.repeat(64) },
      stdio: 'inherit',
    });
    site = { child, dataDir };
  }
  const close = async () => {
    if (!site) return;
    const { child, dataDir } = site;
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(null);
      child.once('exit', resolve);
      setTimeout(resolve, 10_000);
    });
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    if (site) await waitForReady(baseURL, site.child, 600_000);
    const stars = (await (await fetch(`${baseURL}/community/front/getstartlist?limit=1`)).json()) as {
      content: { mtAccId: number }[];
    };
    return {
      baseURL,
      pages: [
        { name: 'home', url: '/' },
        { name: 'square', url: '/community/trader' },
        { name: 'profile', url: `/community/trader/${stars.content[0]!.mtAccId}` },
      ],
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
