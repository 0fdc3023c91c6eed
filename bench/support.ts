/**
 * What the benchmarks share: the server's configuration for an in-process app, a scratch database on
 * PGlite or on a PostgreSQL server, and a quantile of sorted timings.
 */
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config/env';
import { migrateDatabase, openDatabase, type Database } from '../apps/server/src/db/client';

/** The PostgreSQL server the benchmarks use when it is reachable. */
export const BENCH_POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A production configuration on `dataDir`, silent, with a rate limit no benchmark reaches. */
export function benchConfig(dataDir: string, rateLimitPerMinute = '1000000') {
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: rateLimitPerMinute,
  });
}

/** The value at quantile `q` (0..1) of ascending `sorted`. */
export function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Runs `run` on a fresh, migrated PGlite database in memory, closed after. */
export async function onPglite<T>(run: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    await migrateDatabase(database);
    return await run(database);
  } finally {
    await database.close();
  }
}

/**
 * Runs `run` on a database of its own (named `<prefix>_<pid>_<time>`) on the PostgreSQL server at `url`,
 * migrated, and drops it after; `run` also gets the server's version ('15.4'). Null when the server is
 * not reachable.
 */
export async function onScratchPostgres<T>(
  url: string,
  prefix: string,
  run: (database: Database, version: string, url: string) => Promise<T>,
): Promise<T | null> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: u.toString(), max: 10 });
    try {
      await migrateDatabase(database);
      const version = await admin.query<{ server_version: string }>('show server_version');
      return await run(database, version.rows[0]?.server_version.split(' ')[0] ?? '', u.toString());
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
