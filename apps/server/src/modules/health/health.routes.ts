import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RealtimeBus } from '../../platform/realtime-bus';

/** How long the database may take to answer the readiness check before the node reads as not ready. */
const DATABASE_CHECK_MS = 2000;

type Check = 'up' | 'down' | 'not used';

export type HealthDeps = {
  db: Db;
  /** The message engine between processes, when the node runs beside others. */
  bus?: RealtimeBus | undefined;
  /** True once the node is shutting down: it takes no new work. */
  closing(): boolean;
};

async function databaseUp(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /health` (liveness: the process answers) and `GET /ready` (readiness: the database and the message
 * engine answer and the node is not shutting down; a load balancer sends it work only then). Outside the
 * sites' API: no site, no token, no envelope, not rate limited, never cached.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const hidden = { schema: { hide: true } };
  app.get('/health', hidden, async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/ready', hidden, async (_req, reply) => {
    const database: Check = (await databaseUp(deps.db)) ? 'up' : 'down';
    const messageEngine: Check = deps.bus ? (deps.bus.healthy() ? 'up' : 'down') : 'not used';
    const closing = deps.closing();
    const ready = database === 'up' && messageEngine !== 'down' && !closing;
    void reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return {
      status: ready ? 'ready' : 'not ready',
      checks: { database, messageEngine, ...(closing ? { shuttingDown: true } : {}) },
    };
  });
}
