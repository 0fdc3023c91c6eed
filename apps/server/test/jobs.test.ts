import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgBossJobs, timerJobs, type Jobs } from '../src/platform/jobs';
import { emptyDatabase } from './global-setup';

/**
 * The periodic jobs (issue 20). In one process: timers, a run never overlapping the one before it. With
 * several processes on PostgreSQL: pg-boss, one run per period across the nodes, and a run whose node was
 * killed (SIGKILL) in the middle is taken over by another node once its lease has run out.
 */
const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the runs of a job and how many were ever under way at once. */
function counter(runMs: number) {
  let active = 0;
  const state = { runs: 0, maxActive: 0 };
  const run = async () => {
    active += 1;
    state.maxActive = Math.max(state.maxActive, active);
    await sleep(runMs);
    state.runs += 1;
    active -= 1;
  };
  return { state, run };
}

describe('jobs on timers (one process)', () => {
  it('runs a job every period, one run at a time, and stop waits for the run under way', async () => {
    const jobs = timerJobs(silent);
    const { state, run } = counter(45);
    jobs.every('tick', 20, run);
    await jobs.start();
    await sleep(400);
    await jobs.stop();
    const runs = state.runs;
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(state.maxActive).toBe(1);
    // Stopped: no run starts any more, and none was left half done.
    await sleep(100);
    expect(state.runs).toBe(runs);
  });

  it('a failed run is reported and the next one runs all the same', async () => {
    const errors: unknown[] = [];
    const jobs = timerJobs({ error: (obj: unknown) => errors.push(obj) });
    let runs = 0;
    jobs.every('flaky', 15, () => {
      runs += 1;
      return runs === 1 ? Promise.reject(new Error('database away')) : Promise.resolve();
    });
    await jobs.start();
    await sleep(200);
    await jobs.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(errors).toHaveLength(1);
  });
});

const template = inject('dbTemplate');
const onPostgres = template.kind === 'postgres';

describe.skipIf(!onPostgres)('jobs on pg-boss (several processes on PostgreSQL)', () => {
  let url = '';
  let drop = async () => {};

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    const database = await emptyDatabase(template, 'ct_jobs');
    url = database.url;
    drop = database.drop;
  });
  afterAll(async () => {
    await drop();
  });

  it('two nodes asking for the same job every 2 s run it once per period between them, never at once', async () => {
    const nodes: Jobs[] = [];
    const counters = [counter(300), counter(300)];
    for (const c of counters) {
      const jobs = pgBossJobs({ url, log: silent, pollSeconds: 1 });
      jobs.every('tick', 2000, c.run);
      nodes.push(jobs);
    }
    const began = Date.now();
    await Promise.all(nodes.map((n) => n.start()));
    await sleep(9000);
    await Promise.all(nodes.map((n) => n.stop()));
    const slots = Math.floor((Date.now() - began) / 2000) + 2;
    const total = counters.reduce((sum, c) => sum + c.state.runs, 0);
    // One run per 2 s slot that the time touched (two nodes on timers would have made twice as many).
    expect(total).toBeGreaterThanOrEqual(2);
    expect(total).toBeLessThanOrEqual(slots);
    // One run at a time across both nodes (each counter sees only its node; the queue's policy is global).
    for (const c of counters) expect(c.state.maxActive).toBeLessThanOrEqual(1);
  }, 60_000);

  it('six nodes starting at once all set the same job up (they race to create its queue)', async () => {
    const nodes = Array.from({ length: 6 }, () => pgBossJobs({ url, log: silent, pollSeconds: 1 }));
    for (const node of nodes) node.every('burst', 60_000, () => Promise.resolve());
    const started = await Promise.allSettled(nodes.map((n) => n.start()));
    await Promise.all(nodes.map((n) => n.stop()));
    expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
  }, 60_000);

  it('a run whose node is killed with SIGKILL is taken over by another node after its lease', async () => {
    // The job's 60 s slots are minutes of the database's clock (this machine's): begin early in one, so the
    // child's run and the survivor's ask fall in the same slot on a slow machine too (else the survivor's
    // ask is a new period's run, rightly, and it would run twice).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 15_000) await sleep(60_000 - intoMinute + 250);
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/jobs-child.ts', url], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const lines: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    for (let i = 0; i < 600 && !lines.some((l) => l.includes('started')); i += 1) {
      if (child.exitCode !== null) throw new Error(`child exited: ${stderr.slice(-2000)}`);
      await sleep(100);
    }
    expect(lines.some((l) => l.includes('started'))).toBe(true);
    child.kill('SIGKILL');
    await exited;

    // The other node: the same job (its own ask falls in the same 60 s slot, so only the dead run is due).
    let tookOver = 0;
    const survivor = pgBossJobs({ url, log: silent, pollSeconds: 1 });
    survivor.every(
      'long',
      60_000,
      () => {
        tookOver += 1;
        return Promise.resolve();
      },
      { leaseMs: 2000 },
    );
    await survivor.start();
    try {
      for (let i = 0; i < 300 && tookOver === 0; i += 1) await sleep(100);
      expect(tookOver).toBe(1);
      await sleep(2500);
      expect(tookOver).toBe(1);
    } finally {
      await survivor.stop();
    }
  }, 150_000);
});
