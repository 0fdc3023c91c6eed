import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/config/env';
import { withDatabase } from './global-setup';

/**
 * Exactly once under a real crash: a child process runs the copy-trading node; the test kills it with
 * SIGKILL at several moments of a fan-out to many followers, starts it again on the same data, and checks
 * that every follower holds exactly one copy of every master position: none duplicated, none missed.
 * On PostgreSQL when TEST_DATABASE_URL is set, else on the embedded PGlite folder.
 */
const FOLLOWERS = 90;
/** Bridge followers each poll the node four times a second; 30 of them keep two cores responsive. */
const BRIDGE_FOLLOWERS = 30;
const CHILD = path.resolve(import.meta.dirname, 'fixtures/crash-child.ts');
const TERMINALS = path.resolve(import.meta.dirname, 'fixtures/terminal-host.ts');

let dataDir: string;
let crashDbUrl: string | undefined;
let dropDb: (() => Promise<void>) | undefined;
let runs = 0;

type Child = {
  proc: ChildProcessWithoutNullStreams;
  next(match: (m: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  send(cmd: unknown): void;
};

function startChild(script = CHILD, env: Record<string, string> = {}): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(crashDbUrl ? { CRASH_DATABASE_URL: crashDbUrl } : {}),
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const messages: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  let stderr = '';
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  createInterface({ input: proc.stdout }).on('line', (line) => {
    try {
      messages.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      return;
    }
    for (const w of waiters.splice(0)) w();
  });
  return {
    proc,
    send: (cmd) => proc.stdin.write(`${JSON.stringify(cmd)}\n`),
    async next(match) {
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        const i = messages.findIndex(match);
        if (i >= 0) return messages.splice(i, 1)[0]!;
        const error = messages.find((m) => 'error' in m);
        if (error) throw new Error(`child error: ${String(error.error)}`);
        if (proc.exitCode !== null) throw new Error(`child exited ${proc.exitCode}: ${stderr.slice(-2000)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      throw new Error(`timed out; stderr: ${stderr.slice(-2000)}`);
    },
  };
}

async function kill9(child: Child) {
  child.proc.kill('SIGKILL');
  await new Promise((resolve) =>
    child.proc.exitCode !== null ? resolve(null) : child.proc.once('exit', resolve),
  );
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-crash-'));
  const url = testDatabaseUrl();
  if (url) {
    const name = `ct_crash_${process.pid}_${(runs += 1)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    crashDbUrl = withDatabase(url, name);
    dropDb = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
});
afterEach(async () => {
  await dropDb?.();
  dropDb = undefined;
  crashDbUrl = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

describe('a kill -9 during a fan-out', () => {
  it('neither duplicates nor misses a follower order after a restart', async () => {
    let child = startChild();
    await child.next((m) => m.ready === true);
    child.send({ cmd: 'setup', followers: FOLLOWERS, mode: 'sim' });
    await child.next((m) => 'setup' in m);

    // Kill at several moments: before, during and after the follower orders reach the broker.
    const tickets: number[] = [];
    for (const delayMs of [5, 60, 140, 260]) {
      child.send({ cmd: 'open' });
      const opened = await child.next((m) => 'opened' in m);
      expect(opened.opened).toEqual(expect.any(Number));
      tickets.push(opened.opened as number);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await kill9(child);
      child = startChild();
      await child.next((m) => m.ready === true);
    }

    child.send({ cmd: 'status', tickets, followers: FOLLOWERS });
    const { status } = (await child.next((m) => 'status' in m)) as {
      status: { perFollower: number[][]; links: number[]; pendingSignals: number };
    };
    // Every follower: exactly one copy of each of the four master positions.
    const wrong = status.perFollower.flatMap((counts, i) =>
      counts.every((c) => c === 1) ? [] : [{ follower: i, counts }],
    );
    expect(wrong).toEqual([]);
    expect(status.links).toEqual(tickets.map(() => FOLLOWERS));
    expect(status.pendingSignals).toBe(0);

    child.send({ cmd: 'exit' });
    await child.next((m) => m.bye === true);
  }, 240_000);

  it('neither duplicates nor misses a copy when the followers trade through the EA bridge', async () => {
    // The node listens on a fixed port so that the terminals find it again after each restart.
    const port = await freePort();
    const nodeEnv = { CRASH_PORT: String(port) };
    let child = startChild(CHILD, nodeEnv);
    await child.next((m) => m.ready === true);
    child.send({ cmd: 'setup', followers: BRIDGE_FOLLOWERS, mode: 'bridge' });
    const { setup } = (await child.next((m) => 'setup' in m)) as { setup: { keys: string[] } };
    const terminals = startChild(TERMINALS);
    try {
      await terminals.next((m) => m.ready === true);
      terminals.send({ cmd: 'start', baseUrl: `http://127.0.0.1:${port}`, keys: setup.keys });
      await terminals.next((m) => 'started' in m);
      child.send({ cmd: 'bindBridge' });
      expect((await child.next((m) => 'bound' in m)).bound).toBe(BRIDGE_FOLLOWERS);

      // Kill before a command leaves, while EAs hold it (they poll every 250 ms), and after they executed
      // it but before their answers reached the node.
      const tickets: number[] = [];
      for (const delayMs of [5, 180, 330, 520]) {
        child.send({ cmd: 'open' });
        const opened = await child.next((m) => 'opened' in m);
        expect(opened.opened).toEqual(expect.any(Number));
        tickets.push(opened.opened as number);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        await kill9(child);
        child = startChild(CHILD, nodeEnv);
        await child.next((m) => m.ready === true);
      }

      child.send({ cmd: 'status', tickets, followers: BRIDGE_FOLLOWERS });
      const node = (await child.next((m) => 'status' in m)) as {
        status: { links: number[]; pendingSignals: number };
      };
      terminals.send({ cmd: 'status', tickets });
      const { status } = (await terminals.next((m) => 'status' in m)) as {
        status: { perFollower: number[][]; failedExchanges: number };
      };
      const wrong = status.perFollower.flatMap((counts, i) =>
        counts.every((c) => c === 1) ? [] : [{ follower: i, counts }],
      );
      expect(wrong).toEqual([]);
      expect(status.perFollower).toHaveLength(BRIDGE_FOLLOWERS);
      // The terminals did see the node go away (the kills were real).
      expect(status.failedExchanges).toBeGreaterThan(0);
      expect(node.status.links).toEqual(tickets.map(() => BRIDGE_FOLLOWERS));
      expect(node.status.pendingSignals).toBe(0);

      child.send({ cmd: 'exit' });
      await child.next((m) => m.bye === true);
    } finally {
      if (child.proc.exitCode === null) await kill9(child);
      terminals.send({ cmd: 'exit' });
      await terminals.next((m) => m.bye === true).catch(() => kill9(terminals));
    }
  }, 300_000);
});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
