import { randomUUID } from 'node:crypto';
import { rename } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp, loggerOptions } from './app';
import { loadConfig } from './config/env';
import { migrateDatabase, openDatabase, type Database } from './db/client';
import { seedSteps } from './db/schema/seed-steps';
import { simState } from './db/schema/sim';
import { keepDemoCalendar, seedDemo } from './db/seed/seed';
import { historyClock } from './demo/history-clock';
import { runDemoHistory } from './demo/history-run';
import { DEMO_HISTORY_ARG, reportHistoryProgress, runHistoryProcess } from './demo/history-process';
import { servePreparingPage } from './demo/preparing-page';
import { beginRestore } from './demo/snapshot';
import { demoStory } from './demo/story';
import { systemClock } from './platform/ports';
import { pgBossJobs, timerJobs } from './platform/jobs';
import { installProcessGuard, stopOnSignals } from './platform/process-guard';
import { createRedisBus } from './platform/realtime-bus';
import { deriveKeys, loadMasterKey } from './platform/secrets';
import type { TradingGateway } from './trading/gateway';
import { connectRemoteGateway } from './trading/remote/remote-gateway';
import { demoCommunity } from './trading/sim/sim-demo';
import { createSimGateway } from './trading/sim/sim-gateway';
import { createLeaseKeeper, type LeaseHandlers, type LeaseKeeper } from './trading/leases/lease-keeper';

/**
 * A data folder whose demo seed began but whose generated history never finished (the first start was
 * stopped during it): the simulator's world was not saved yet, so the seeded rows have no world to match.
 */
async function interruptedFirstStart(database: Database): Promise<boolean> {
  if (await hasSavedWorld(database)) return false;
  const [step] = await database.db.select({ name: seedSteps.name }).from(seedSteps).limit(1);
  return step !== undefined;
}

async function hasSavedWorld(database: Database): Promise<boolean> {
  const [world] = await database.db.select({ key: simState.key }).from(simState).limit(1);
  return world !== undefined;
}

/**
 * Starts the server: open and migrate the database, start the trading gateway (the built-in MT4
 * simulator), seed on first start, serve API, web, realtime and docs.
 */
async function main() {
  const config = loadConfig();
  /** This process generates the first start's demo history for the one that started it, then exits. */
  const historyProcess = process.argv.includes(DEMO_HISTORY_ARG);
  if (config.nodeRole !== 'all' && !config.brokerUrl)
    // Each process would run a simulated world of its own and save it over the others' in `sim_state`.
    throw new Error(
      `NODE_ROLE=${config.nodeRole} needs BROKER_URL: API nodes and copy workers trade on one broker process (npm run broker), not each on a simulator of its own.`,
    );
  const log = pino(loggerOptions(config));
  installProcessGuard(log);
  const open = () =>
    openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite-dir', dataDir: config.dataDir },
    );
  // A first start with demo data on the embedded database copies the demo made ahead, when there is one
  // (`npm run build:demo`, src/demo/snapshot.ts), instead of generating the history.
  const restore =
    config.seedDemo && !config.databaseUrl && !historyProcess ? await beginRestore(config, log) : null;
  let database = await open();
  await migrateDatabase(database);
  if (config.seedDemo && (await interruptedFirstStart(database))) {
    if (database.kind !== 'pglite') {
      throw new Error(
        'The first start with demo data was interrupted before its history was generated. Empty the database (drop its tables) and start again, or start with SEED_DEMO=false.',
      );
    }
    // Only demo rows can be in it (nobody could sign in before the first start finished): set it aside.
    await database.close();
    const aside = path.join(config.dataDir, `pgdata.interrupted-${Date.now()}`);
    await rename(path.join(config.dataDir, 'pgdata'), aside);
    log.warn({ aside }, 'the first start was interrupted while generating the demo history: starting over');
    database = await open();
    await migrateDatabase(database);
  }
  const keys = deriveKeys(await loadMasterKey(config));
  await restore?.finish(database.db, keys);

  // A first start with demo data runs the generated months through the whole server on a clock that
  // starts in the past (src/demo), in a process of its own (`--demo-history`); otherwise the clock is the
  // system's.
  let firstDemoStart = config.seedDemo && !(await hasSavedWorld(database));
  if (config.brokerUrl && firstDemoStart) {
    // The first start moves the simulator's clock through months of history: only a simulator in this
    // process can be driven so.
    throw new Error(
      'The first start with demo data runs the simulator in this process: run one `npm start` without BROKER_URL first (on this database), or start with SEED_DEMO=false.',
    );
  }
  if (historyProcess && !firstDemoStart) {
    // The history was made already (never asked so by main.ts): nothing to do here.
    await database.close();
    return;
  }
  // While the history is generated the port answers at once with a page that says so and follows its
  // progress (the application listens once the history is done).
  let preparing: Awaited<ReturnType<typeof servePreparingPage>> | null = null;
  if (firstDemoStart && !historyProcess) {
    let progress = 0;
    preparing = await servePreparingPage({ port: config.port, host: config.host, progress: () => progress });
    log.info({ address: preparing.address }, 'preparing the demo: a waiting page answers meanwhile');
    // The history process has the folder to itself; this process opens it again afterwards, as a restart.
    await database.close();
    try {
      await runHistoryProcess(import.meta.url, (fraction) => (progress = fraction));
    } catch (err) {
      await preparing.close();
      throw err;
    }
    database = await open();
    firstDemoStart = false;
    if (!(await hasSavedWorld(database))) throw new Error('the demo history process saved no world');
  }
  const replayClock = firstDemoStart
    ? historyClock(Date.now() - config.demoHistoryDays * 24 * 3600_000)
    : null;
  const clock = replayClock ?? systemClock;
  const historyFrom = replayClock?.now().getTime() ?? 0;
  const stopReports = replayClock
    ? reportHistoryProgress(
        () => (replayClock.now().getTime() - historyFrom) / Math.max(1, Date.now() - historyFrom),
      )
    : null;

  const started = Date.now();
  const sim = config.brokerUrl
    ? null
    : await createSimGateway({
        db: database.db,
        log: log.child({ module: 'sim' }),
        clock,
        seed: config.simSeed,
        weekendClosed: config.simWeekendClosed,
        passwordKey: keys.simPassword,
        drive: firstDemoStart ? 'manual' : 'live',
        historyRun: firstDemoStart,
        demo: config.seedDemo ? { days: 0 } : false,
      });
  // BROKER_URL: the simulated brokers run in their own process (`npm run broker`), shared by every API process.
  const gateway: TradingGateway =
    sim ??
    (await connectRemoteGateway({
      url: config.brokerUrl!,
      log: log.child({ module: 'broker' }),
      ...(config.brokerSecret ? { secret: config.brokerSecret } : {}),
    }));
  log.info(
    { tookMs: Date.now() - started, broker: config.brokerUrl ?? 'in process' },
    'simulated MT4 brokers running',
  );

  if (config.nodeRole !== 'all' && !config.redisUrl)
    throw new Error(
      `NODE_ROLE=${config.nodeRole} needs REDIS_URL: API nodes and copy workers talk through Redis.`,
    );
  /** A copy worker's lease keeper, once the copier made it. */
  let leases: LeaseKeeper | undefined;
  // On PostgreSQL the periodic jobs go through its job queue (pg-boss): one run per period whatever the
  // number of processes, a dead process's run taken over. The embedded database keeps timers.
  const jobs = config.databaseUrl
    ? pgBossJobs({ url: config.databaseUrl, log: log.child({ module: 'jobs' }) })
    : timerJobs(log);
  const app = await buildApp({
    config,
    db: database.db,
    keys,
    clock,
    gateway,
    // The simulator's controls: the `dev/` routes, and the demo's simulated terminals (its demo accounts).
    // Both need the simulator's world in this process: not with BROKER_URL.
    ...(sim && (config.devRoutes || config.demoTerminals) ? { simControl: sim } : {}),
    loggerInstance: log,
    jobs,
    // A copy worker copies the masters whose lease it holds (its fair share of them among the workers).
    ...(config.nodeRole === 'worker'
      ? {
          copyLeases: (handlers: LeaseHandlers) =>
            (leases = createLeaseKeeper({
              ...handlers,
              db: database.db,
              // The host and process in the id: an operator (or a test) sees which process holds a master.
              nodeId: `worker-${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
              log: log.child({ module: 'leases' }),
            })),
        }
      : {}),
    // API nodes and copy workers: trade events, follower commands and the copier's controls cross between
    // them through Redis; a cancel is answered by the worker holding the master's lease.
    ...(config.nodeRole !== 'all' && config.redisUrl
      ? {
          cluster: {
            role: config.nodeRole,
            url: config.redisUrl,
            prefix: config.redisPrefix,
            holds: (masterAccountId: number) => leases?.holds(masterAccountId) ?? false,
            // A master's subscriptions changed: a worker takes a new master at once, not at its next round.
            mastersChanged: () => void leases?.round(),
          },
        }
      : {}),
    // Several processes on one database: realtime messages cross between them through Redis.
    ...(config.redisUrl
      ? {
          realtimeBus: createRedisBus({
            url: config.redisUrl,
            prefix: config.redisPrefix,
            log: log.child({ module: 'realtime-bus' }),
          }),
        }
      : {}),
  });

  if (config.seedDemo) {
    // With BROKER_URL the world is elsewhere; its first start (here) seeded the community already.
    const community = sim ? demoCommunity(sim.world()) : undefined;
    const applied = await seedDemo(database.db, {
      now: new Date(),
      uploadsDir: path.join(config.dataDir, 'uploads'),
      passwordKey: keys.mt4Password,
      catalog: gateway.catalog(),
      ...(community ? { community } : {}),
      operatorKey: keys.operatorTotp,
    });
    if (applied.length > 0) log.info({ applied }, 'demo data seeded');
    if (replayClock && sim && community) {
      log.info({ days: config.demoHistoryDays }, 'generating the demo history (first start only)');
      const report = await runDemoHistory({
        app,
        db: database.db,
        history: sim.history,
        clock: replayClock,
        story: demoStory({
          traders: community.traders.map((t, i) => ({
            email: `signal${String(i + 1).padStart(2, '0')}@meridianfx.test`,
            strategy: t.strategy,
            symbols: t.symbols,
          })),
        }),
        log,
      });
      log.info(report, 'demo history generated');
    }
    if (historyProcess) {
      // Done: the world is saved as the simulator stops; the serving process opens the folder next.
      stopReports?.();
      await app.close();
      await gateway.stop();
      await database.close();
      process.exit(0);
    }
    // The demo's economic calendar moves on with the days it runs (next weeks' events, actual values).
    const refreshCalendar = async () => {
      const kept = await keepDemoCalendar(database.db, new Date());
      if (kept.added + kept.filled > 0) log.info(kept, 'demo calendar kept current');
    };
    await refreshCalendar();
    jobs.every('demo-calendar', 3 * 3600_000, refreshCalendar);
  }

  stopOnSignals(
    log,
    'shutting down',
    async () => {
      await app.close();
      await gateway.stop();
    },
    database,
  );

  await preparing?.close();
  await app.listen({ port: config.port, host: config.host });
  log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `ready: http://${config.host}:${config.port} (API docs at /docs)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
