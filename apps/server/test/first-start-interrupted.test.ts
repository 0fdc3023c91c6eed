import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A first start with demo data killed while it generates the history (power cut, Ctrl-C twice) must not
 * leave a half-made demo behind: the next start sets the embedded database aside and begins again. This
 * runs the real server process (main.ts) on the embedded database with a short history.
 */
const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'main.ts');

type LogLine = { msg?: string; aside?: string; address?: string; pid?: number };
type Server = { proc: ChildProcess; lines: LogLine[]; waitFor(msg: RegExp): Promise<LogLine> };

function startServer(dataDir: string): Server {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: 'true',
    // Long enough that the kill below lands inside it (log lines reach the test a little late).
    DEMO_HISTORY_DAYS: '30',
    // No demo made ahead (npm run build:demo): this first start generates its history.
    DEMO_SNAPSHOT: path.join(dataDir, 'no-snapshot'),
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    NODE_ENV: 'development',
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: LogLine[] = [];
  const waiters: { msg: RegExp; resolve(line: LogLine): void }[] = [];
  let rest = '';
  proc.stdout.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      if (!part.startsWith('{')) continue;
      const line = JSON.parse(part) as LogLine;
      lines.push(line);
      for (const w of [...waiters]) {
        if (line.msg && w.msg.test(line.msg)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
    }
  });
  return {
    proc,
    lines,
    waitFor: (msg) =>
      new Promise<LogLine>((resolve, reject) => {
        const seen = lines.find((l) => l.msg && msg.test(l.msg));
        if (seen) return resolve(seen);
        waiters.push({ msg, resolve });
        proc.once('exit', (code) => reject(new Error(`server exited (${code}) before "${msg.source}"`)));
        // Generous: a first start's history runs through the whole server (and a loaded machine halves it).
        setTimeout(() => reject(new Error(`no "${msg.source}" in 240 s`)), 240_000).unref();
      }),
  };
}

function stopped(proc: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve(proc.exitCode);
    proc.once('exit', (code) => resolve(code));
  });
}

let dataDir = '';
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const proc of running) if (proc.exitCode === null) proc.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a first start interrupted while it generates the demo history', () => {
  it('is set aside by the next start, which generates the history again and serves', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-first-start-'));

    const first = startServer(dataDir);
    running.push(first.proc);
    const preparing = await first.waitFor(/^preparing the demo/);
    await first.waitFor(/^generating the demo history/);
    // Meanwhile the port answers with the waiting page, not a refused connection.
    const waiting = await fetch(`${preparing.address}/home`, {
      headers: { accept: 'text/html', 'accept-language': 'en' },
    });
    expect(waiting.status).toBe(503);
    expect(await waiting.text()).toContain('Preparing the demo site');
    // Killed in the middle of the history: the seed is written, the world is not saved yet.
    await first.waitFor(/^request completed$/);
    first.proc.kill('SIGKILL');
    await stopped(first.proc);
    expect(first.lines.some((l) => l.msg === 'demo history generated')).toBe(false);

    const second = startServer(dataDir);
    running.push(second.proc);
    const aside = await second.waitFor(/^the first start was interrupted/);
    const generated = await second.waitFor(/^demo history generated$/);
    const listening = await second.waitFor(/^Server listening/);
    // The history ran in a process of its own; the one that serves is the one started.
    expect(generated.pid).toEqual(expect.any(Number));
    expect(generated.pid).not.toBe(second.proc.pid);
    expect(listening.pid).toBe(second.proc.pid);
    expect(aside.aside).toMatch(/pgdata\.interrupted-\d+$/);
    expect((await readdir(dataDir)).filter((name) => name.startsWith('pgdata.interrupted-'))).toHaveLength(1);
    second.proc.kill('SIGTERM');
    expect(await stopped(second.proc)).toBe(0);

    // The world is saved now: a third start neither sets anything aside nor generates the history again.
    const third = startServer(dataDir);
    running.push(third.proc);
    await third.waitFor(/^Server listening/);
    expect(third.lines.some((l) => l.msg?.startsWith('generating the demo history'))).toBe(false);
    expect(third.lines.some((l) => l.msg?.startsWith('the first start was interrupted'))).toBe(false);
    third.proc.kill('SIGTERM');
    expect(await stopped(third.proc)).toBe(0);
  }, 600_000);
});
