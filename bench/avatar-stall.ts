/**
 * How much 40 concurrent 10 MB avatar uploads delay everyone else.
 *   node --import tsx bench/avatar-stall.ts          (AVATAR_UPLOADS=40, AVATAR_MB=10)
 * Starts the server as `npm start` does (its own process, demo data in a temporary folder, prepared once
 * and reused through BENCH_DATA_DIR), signs in 40 demo traders, then sends one 10 MB PNG avatar from each
 * at the same moment while a cheap public call (getSiteConfig) is timed every 20 ms from the side. Prints
 * the cheap call's latency (median, 95th percentile, max) before and during the burst, and how the
 * uploads were answered.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { freePort } from '../e2e/server-process';

const root = path.resolve(import.meta.dirname, '..');
const UPLOADS = Number(process.env.AVATAR_UPLOADS ?? 40);
const MEGABYTES = Number(process.env.AVATAR_MB ?? 10);

/** A PNG of random pixels (it does not compress) just under `megabytes`. */
async function noisePng(megabytes: number): Promise<Buffer> {
  const side = Math.floor(Math.sqrt((megabytes * 1024 * 1024 * 0.97) / 3));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function call(base: string, urlPath: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${urlPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      language: 'en_US',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  try {
    return { http: response.status, body: JSON.parse(text) as { status: number; content: unknown[] } };
  } catch {
    return { http: response.status, body: { status: -1, content: [] } };
  }
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return {
    n: sorted.length,
    p50: Math.round(at(0.5)),
    p95: Math.round(at(0.95)),
    max: Math.round(sorted[sorted.length - 1] ?? NaN),
  };
}

async function main() {
  const prepared = process.env.BENCH_DATA_DIR;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-avatar-bench-'));
  if (prepared && (await stat(prepared).catch(() => null))) await cp(prepared, dataDir, { recursive: true });
  const port = await freePort();
  // BENCH_NODE_ARGS: extra flags for the server process (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i += 1) {
      if (i > 600) throw new Error('the server did not start');
      const up = await fetch(`${base}/cms/front/getSiteConfig`, { method: 'POST' }).catch(() => null);
      if (up?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const tokens: string[] = [];
    for (let i = 1; i <= UPLOADS; i += 1) {
      const login = await call(base, '/community/front/login', {
        userName: `signal${String(((i - 1) % 42) + 1).padStart(2, '0')}@meridianfx.test`,
        password: 'Demo1234',
      });
      tokens.push((login.body.content[0] as { token: string }).token);
    }
    const png = await noisePng(MEGABYTES);
    const body = JSON.stringify({ image: `data:image/png;base64,${png.toString('base64')}` });
    console.log(
      `avatar: ${(png.length / 1048576).toFixed(2)} MB PNG, body ${(body.length / 1048576).toFixed(2)} MB`,
    );

    // The cheap call, timed from the side every 20 ms.
    const latencies: { at: number; ms: number }[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const started = performance.now();
        await fetch(`${base}/cms/front/getSiteConfig`, { method: 'POST' });
        latencies.push({ at: started, ms: performance.now() - started });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const burstStart = performance.now();
    const answers = await Promise.all(
      tokens.map((token) => call(base, '/community/api/uploadAvatar', body, token)),
    );
    const burstEnd = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    probing = false;
    await probe;

    const byStatus = new Map<string, number>();
    for (const answer of answers) {
      const key = `${answer.http}/${answer.body.status}`;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    console.log('answers (http/status: count):', Object.fromEntries(byStatus));
    console.log(`burst took ${Math.round(burstEnd - burstStart)} ms`);
    console.log(
      'cheap call before the burst:',
      summary(latencies.filter((l) => l.at < burstStart).map((l) => l.ms)),
    );
    console.log(
      'cheap call during the burst:',
      summary(latencies.filter((l) => l.at >= burstStart && l.at <= burstEnd).map((l) => l.ms)),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
