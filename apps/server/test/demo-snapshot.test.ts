import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { simState } from '../src/db/schema/sim';
import { sessions } from '../src/db/schema/users';
import { sealedPasswords } from '../src/db/seed/reseal';
import { SNAPSHOT_MAX_AGE_MS, unusableBecause } from '../src/demo/snapshot';
import { deriveKeys, hmacHex, openSecret, parseKey } from '../src/platform/secrets';
import { passwordAad } from '../src/trading/account-mirror';
import { SIM_DEMO_PASSWORDS } from '../src/trading/sim/sim-demo';

/**
 * The demo made ahead (src/demo/snapshot.ts), through the real processes: `make-snapshot.ts` (what
 * `npm run build:demo` runs) generates a short history into a snapshot, then `main.ts` on an empty data
 * folder copies it instead of generating one, seals it with a key of its own, and serves: the demo's MT4
 * accounts connect to the simulated brokers with the sealed-again passwords.
 */
const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const DAYS = '2';

type LogLine = { msg?: string; level?: number; passwords?: number; brokerHashesLocked?: number };

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    SEED_DEMO: 'true',
    DEMO_HISTORY_DAYS: DAYS,
    SIM_WEEKEND_CLOSED: 'false',
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    NODE_ENV: 'development',
    ...extra,
  };
}

function exited(proc: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve(proc.exitCode);
    proc.once('exit', (code) => resolve(code));
  });
}

/** Starts main.ts and resolves with its address once it listens, and every log line it wrote until then. */
async function startServer(dataDir: string, snapshot: string) {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(SRC, 'main.ts')], {
    env: baseEnv({ DATA_DIR: dataDir, DEMO_SNAPSHOT: snapshot, PORT: '0' }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.push(proc);
  const lines: LogLine[] = [];
  const address = await new Promise<string>((resolve, reject) => {
    let rest = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) {
        if (!part.startsWith('{')) continue;
        const line = JSON.parse(part) as LogLine;
        lines.push(line);
        const listening = /^Server listening at (\S+)/.exec(line.msg ?? '');
        if (listening) resolve(listening[1]!);
      }
    });
    proc.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
    setTimeout(() => reject(new Error('server not listening in 240 s')), 240_000).unref();
  });
  return { proc, lines, address };
}

const running: ChildProcess[] = [];
let work = '';
let snapshot = '';

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'ct-demo-snapshot-test-'));
  snapshot = path.join(work, 'snapshot');
  const maker = spawn(process.execPath, ['--import', 'tsx', path.join(SRC, 'demo', 'make-snapshot.ts')], {
    env: baseEnv({ DEMO_SNAPSHOT: snapshot, LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.push(maker);
  expect(await exited(maker)).toBe(0);
}, 400_000);

afterAll(async () => {
  for (const proc of running) if (proc.exitCode === null) proc.kill('SIGKILL');
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the demo snapshot', () => {
  it('is copied by a first start, sealed again with the folder key, and its accounts connect', async () => {
    expect((await readdir(snapshot)).sort()).toEqual(['pgdata', 'secret.key', 'snapshot.json', 'uploads']);
    const dataDir = path.join(work, 'data');
    // What a first start stopped in the middle of a restore leaves (its marker and a half-copied
    // database): the next start drops it and restores again.
    await mkdir(path.join(dataDir, 'pgdata'), { recursive: true });
    await writeFile(path.join(dataDir, 'pgdata', 'PG_VERSION'), 'half');
    await writeFile(path.join(dataDir, 'snapshot-restoring'), snapshot);

    const server = await startServer(dataDir, snapshot);
    expect(
      server.lines.some((l) => l.msg?.startsWith('a restore of the demo snapshot was interrupted')),
    ).toBe(true);
    const restored = server.lines.find((l) => l.msg === 'demo restored from its snapshot');
    expect(restored?.passwords).toBeGreaterThan(10);
    expect(server.lines.some((l) => l.msg?.startsWith('generating the demo history'))).toBe(false);
    expect(server.lines.filter((l) => (l.level ?? 0) >= 50)).toEqual([]);

    // A demo trader signs in and his accounts are connected to the simulated brokers.
    const login = await fetch(`${server.address}/community/front/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'trader@meridianfx.test', password: 'Demo1234' }),
    });
    const token = ((await login.json()) as { content: [{ token: string }] }).content[0].token;
    let statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const list = await fetch(`${server.address}/community/api/queryTradeAccListWithToken`, {
        headers: { authorization: `Bearer ${token}` },
      });
      statuses = ((await list.json()) as { content: { status: number }[] }).content.map((a) => a.status);
      if (statuses.length > 0 && statuses.every((s) => s === 0)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(statuses.length).toBeGreaterThan(1);
    expect(statuses.every((s) => s === 0)).toBe(true);
    server.proc.kill('SIGTERM');
    expect(await exited(server.proc)).toBe(0);
    expect(await readdir(dataDir)).not.toContain('snapshot-restoring');

    // The folder has a key of its own; what the snapshot's key sealed opens only with the folder's now.
    const snapshotKey = await readFile(path.join(snapshot, 'secret.key'), 'utf8');
    const folderKey = await readFile(path.join(dataDir, 'secret.key'), 'utf8');
    expect(folderKey).not.toBe(snapshotKey);
    const oldKeys = deriveKeys(parseKey(snapshotKey));
    const newKeys = deriveKeys(parseKey(folderKey));
    const database = await openDatabase({ kind: 'pglite-dir', dataDir });
    try {
      const accounts = await sealedPasswords(database.db);
      expect(accounts.length).toBe(restored?.passwords);
      for (const account of accounts) {
        expect(() => openSecret(oldKeys.mt4Password, account.passwordEnc, passwordAad(account))).toThrow();
        expect(openSecret(newKeys.mt4Password, account.passwordEnc, passwordAad(account))).not.toBe('');
      }
      // The simulated brokers know the demo passwords under the new key only.
      const [world] = await database.db.select().from(simState).where(eq(simState.key, 'world'));
      const hashes = (
        world!.state as { servers: { accounts: { passwordHash: string }[] }[] }
      ).servers.flatMap((s) => s.accounts.map((a) => a.passwordHash));
      const demo = Object.values(SIM_DEMO_PASSWORDS);
      expect(hashes.some((h) => demo.some((p) => hmacHex(newKeys.simPassword, p) === h))).toBe(true);
      expect(hashes.some((h) => demo.some((p) => hmacHex(oldKeys.simPassword, p) === h))).toBe(false);
      // Only the session of the sign-in above: none from the snapshot's history.
      expect(await database.db.select({ id: sessions.id }).from(sessions)).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 400_000);
});

describe('which snapshot a first start uses', () => {
  const settings = { demoHistoryDays: 90, simSeed: 42, simWeekendClosed: true, migration: '0024_x' };
  const made = Date.UTC(2026, 10, 30);
  const manifest = {
    format: 1 as const,
    madeAt: made,
    migration: '0024_x',
    historyDays: 90,
    simSeed: 42,
    simWeekendClosed: true,
  };

  it('one made by this code with these settings within the week', () => {
    expect(unusableBecause(manifest, settings, made + 3600_000)).toBeNull();
    expect(unusableBecause(manifest, settings, made + SNAPSHOT_MAX_AGE_MS)).toBeNull();
  });

  it('not one made on another schema, with other settings, too long ago or in the future', () => {
    expect(unusableBecause({ ...manifest, migration: '0023_y' }, settings, made)).toMatch(/schema/);
    expect(unusableBecause({ ...manifest, historyDays: 30 }, settings, made)).toMatch(/DEMO_HISTORY_DAYS/);
    expect(unusableBecause({ ...manifest, simSeed: 7 }, settings, made)).toMatch(/SIM_SEED/);
    expect(unusableBecause({ ...manifest, simWeekendClosed: false }, settings, made)).toMatch(
      /SIM_WEEKEND_CLOSED/,
    );
    expect(unusableBecause(manifest, settings, made + SNAPSHOT_MAX_AGE_MS + 1)).toMatch(/week/);
    expect(unusableBecause(manifest, settings, made - 3600_000)).toMatch(/future/);
  });
});
