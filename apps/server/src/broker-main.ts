import { pino } from 'pino';
import { loadConfig } from './config/env';
import { migrateDatabase, openDatabase } from './db/client';
import { simState } from './db/schema/sim';
import { systemClock } from './platform/ports';
import { installProcessGuard, stopOnSignals } from './platform/process-guard';
import { deriveKeys, loadMasterKey } from './platform/secrets';
import { serveGateway } from './trading/remote/broker-server';
import { isLoopbackHost } from './trading/remote/broker-tls';
import { createSimGateway } from './trading/sim/sim-gateway';

/**
 * The simulated MT4 brokers in a process of their own (issue 20, `npm run broker`): one world for every
 * API process (BROKER_URL), and its work off the copier's event loop. It keeps its world in the same
 * database settings as `npm start` (DATABASE_URL, else DATA_DIR: on the embedded database give it its own
 * folder, one process per folder) and serves the trading gateway on BROKER_HOST:BROKER_PORT.
 */
async function main() {
  const config = loadConfig();
  const log = pino({
    level: config.logLevel,
    ...(config.logPretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
  installProcessGuard(log);
  // The MT4 passwords cross the wire: beyond this machine only authenticated and encrypted.
  if (!config.brokerSecret && !isLoopbackHost(config.brokerHost)) {
    throw new Error(
      `BROKER_HOST=${config.brokerHost} is reachable from other machines: set BROKER_SECRET (the same on every API process), or listen on 127.0.0.1.`,
    );
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite-dir', dataDir: config.dataDir },
  );
  await migrateDatabase(database);
  const [world] = await database.db.select({ key: simState.key }).from(simState).limit(1);
  if (config.seedDemo && !world) {
    await database.close();
    throw new Error(
      "The demo's world is made by the first `npm start` (it generates months of history through the whole server): run one first on this database, or start the broker with SEED_DEMO=false for an empty world.",
    );
  }
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
    demo: false,
  });
  log.info({ tookMs: Date.now() - started }, 'simulated MT4 brokers running');
  const server = await serveGateway({
    gateway,
    host: config.brokerHost,
    port: config.brokerPort,
    log: log.child({ module: 'broker' }),
    ...(config.brokerSecret ? { secret: config.brokerSecret } : {}),
  });

  stopOnSignals(
    log,
    'broker shutting down',
    async () => {
      await server.close();
      await gateway.stop();
    },
    database,
  );
  log.info(
    `broker ready: tcp://${config.brokerHost}:${server.port} (${config.brokerSecret ? 'TLS with the shared secret' : 'plain, loopback only'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
