/** What the guard needs of a logger (pino's, or a test's). */
type GuardLog = {
  error(object: object, message: string): void;
  fatal(object: object, message: string): void;
};

/**
 * The last line of defence: a promise rejection nobody handled, or an exception thrown outside any
 * request (a timer, an event handler), is logged and the server keeps serving. Without this, Node ends
 * the process on the first one, taking every session and job with it. Handlers are still written so that
 * none of this happens (the lint rule no-floating-promises); a line logged here is a bug to fix.
 */
export function installProcessGuard(log: GuardLog, target: NodeJS.Process = process): void {
  target.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection; the server keeps serving');
  });
  target.on('uncaughtException', (error, origin) => {
    log.fatal({ err: error, origin }, 'uncaught exception; the server keeps serving');
  });
}

/**
 * Stops the process once on SIGINT or SIGTERM (a second signal while stopping is ignored): `stop` closes
 * what serves, the database is closed whatever happened, then the process exits.
 */
export function stopOnSignals(
  log: { info(object: object, message: string): void },
  message: string,
  stop: () => Promise<void>,
  database: { close(): Promise<void> },
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, message);
    try {
      await stop();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
