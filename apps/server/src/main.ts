import path from 'node:path';
import { pino } from 'pino';
import { buildApp, loggerOptions } from './app';
import { loadConfig } from './config/env';
import { migrateDatabase, openDatabase } from './db/client';
import { seedDemo } from './db/seed/seed';
import { systemClock } from './platform/ports';
import { installProcessGuard } from './platform/process-guard';
import { deriveKeys, loadMasterKey } from './platform/secrets';
import { demoCommunity } from './trading/sim/sim-demo';
import { createSimGateway } from './trading/sim/sim-gateway';

/** Days of trading history the simulator makes up for the demo on a first start. */
const DEMO_HISTORY_DAYS = 90;

/**
 * Starts the server: open and migrate the database, start the trading gateway (the built-in MT4
 * simulator), seed on first start, serve API, web, realtime and docs.
 */
async function main() {
  const config = loadConfig();
  const log = pino(loggerOptions(config));
  installProcessGuard(log);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite-dir', dataDir: config.dataDir },
  );
  await migrateDatabase(database);
  const keys = deriveKeys(await loadMasterKey(config));

  const started = Date.now();
  const gateway = await createSimGateway({
    db: database.db,
    log: log.child({ module: 'sim' }),
    clock: systemClock,
    seed: config.simSeed,
    weekendClosed: config.simWeekendClosed,
    passwordKey: keys.simPassword,
    drive: 'live',
    demo: config.seedDemo ? { days: DEMO_HISTORY_DAYS } : false,
  });
  log.info({ tookMs: Date.now() - started }, 'simulated MT4 brokers running');

  const app = await buildApp({
    config,
    db: database.db,
    keys,
    gateway,
    ...(config.devRoutes ? { simControl: gateway } : {}),
    loggerInstance: log,
  });

  if (config.seedDemo) {
    const applied = await seedDemo(database.db, {
      now: new Date(),
      uploadsDir: path.join(config.dataDir, 'uploads'),
      passwordKey: keys.mt4Password,
      catalog: gateway.catalog(),
      community: demoCommunity(gateway.world()),
    });
    if (applied.length > 0) log.info({ applied }, 'demo data seeded');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await gateway.stop();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
