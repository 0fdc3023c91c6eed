import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/**
 * The periodic jobs of the service (statistics, weekly settlement, subscription expiry, upload sweep,
 * housekeeping). One process: timers here. Several processes on PostgreSQL: a job queue in the database
 * (pg-boss), so each period's run happens on one node only, and a run whose node died is taken over by
 * another once its lease (`leaseMs`) has run out. The jobs themselves are idempotent either way (the
 * settlement's (subscription, week) key, the statistics' recompute), so a run taken over does no harm.
 */
export type Jobs = {
  /**
   * Runs `run` about every `everyMs` (across all nodes: once per period). A run may take at most `leaseMs`
   * (default: the period, at least 60 s) before another node may take it over.
   */
  every(name: string, everyMs: number, run: () => Promise<void>, options?: { leaseMs?: number }): void;
  start(): Promise<void>;
  /** Stops taking runs and waits for the runs of this node in progress. */
  stop(): Promise<void>;
  /** Which engine runs them, for the logs and the architecture page. */
  readonly kind: 'timers' | 'pg-boss';
};

type Job = { name: string; everyMs: number; leaseMs: number; run: () => Promise<void> };

/** In-process timers (the embedded default): a run never overlaps the one before it. */
export function timerJobs(log: Pick<Logger, 'error'>): Jobs {
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  const chains = new Map<string, Promise<void>>();
  let started = false;
  const arm = (job: Job) => {
    const timer = setInterval(() => {
      const next = (chains.get(job.name) ?? Promise.resolve())
        .then(job.run)
        .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'));
      chains.set(job.name, next);
    }, job.everyMs);
    timer.unref();
    timers.push(timer);
  };
  return {
    kind: 'timers',
    every(name, everyMs, run, options) {
      const job = { name, everyMs, leaseMs: options?.leaseMs ?? everyMs, run };
      jobs.push(job);
      if (started) arm(job);
    },
    start() {
      started = true;
      for (const job of jobs) arm(job);
      return Promise.resolve();
    },
    async stop() {
      started = false;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(chains.values());
    },
  };
}

export type PgBossJobsOptions = {
  url: string;
  log: Pick<Logger, 'error' | 'warn'>;
  /** The schema pg-boss keeps its tables in (created on first start). */
  schema?: string;
  /** How often a node looks for runs due and for runs whose lease ran out (tests shorten it). */
  pollSeconds?: number;
};

/** Job names as pg-boss queues: `copytrade.<name>`. */
const queueOf = (name: string) => `copytrade.${name}`;

/**
 * The jobs on pg-boss. Each node asks for a run once per period (`sendThrottled`: one job per period's
 * slot whoever asks); the queue's `singleton` policy lets one run be active at a time; a node works its
 * queue, and a run not finished within its lease expires and is retried on any node.
 */
export function pgBossJobs(options: PgBossJobsOptions): Jobs {
  const pollSeconds = options.pollSeconds ?? 2;
  const boss = new PgBoss({
    connectionString: options.url,
    schema: options.schema ?? 'pgboss',
    max: 3,
    supervise: true,
    maintenanceIntervalSeconds: Math.max(1, pollSeconds),
    monitorStateIntervalSeconds: 60,
    schedule: false,
  });
  boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();

  async function ask(job: Job) {
    const seconds = Math.max(1, Math.round(job.everyMs / 1000));
    await boss.sendThrottled(queueOf(job.name), {}, {}, seconds);
  }

  let started = false;

  /**
   * Creates the job's queue, or brings its settings up to date. Nodes starting together race to create
   * it (pg-boss answers one of them with a deadlock or a duplicate): the loser looks again and updates.
   */
  async function ensureQueue(queue: string, settings: PgBoss.Queue) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (await boss.getQueue(queue)) await boss.updateQueue(queue, settings);
        else await boss.createQueue(queue, settings);
        return;
      } catch (err) {
        if (attempt >= 5) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
      }
    }
  }

  async function setUp(job: Job) {
    const queue = queueOf(job.name);
    const lease = Math.max(1, Math.round(job.leaseMs / 1000));
    const settings = {
      name: queue,
      policy: 'singleton' as const,
      expireInSeconds: lease,
      retryLimit: 2,
      retryDelay: 0,
    };
    await ensureQueue(queue, settings);
    await boss.work(queue, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async () => {
      const run = job.run();
      running.add(run);
      try {
        await run;
      } finally {
        running.delete(run);
      }
    });
    const tick = () =>
      void ask(job).catch((err: unknown) => options.log.warn({ err, job: job.name }, 'job: ask failed'));
    tick();
    const timer = setInterval(tick, Math.min(job.everyMs, 60_000));
    timer.unref();
    timers.push(timer);
  }

  return {
    kind: 'pg-boss',
    every(name, everyMs, run, opts) {
      const job = { name, everyMs, leaseMs: opts?.leaseMs ?? Math.max(60_000, everyMs), run };
      jobs.push(job);
      if (started)
        void setUp(job).catch((err: unknown) => options.log.error({ err, job: name }, 'job: set-up failed'));
    },
    async start() {
      await boss.start();
      started = true;
      for (const job of jobs) await setUp(job);
    },
    async stop() {
      started = false;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      await Promise.allSettled([...running]);
    },
  };
}
