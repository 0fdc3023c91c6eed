import path from 'node:path';
import { mkdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDirLock, type DirLock } from '../platform/dir-lock';

/**
 * The database as repositories see it. PGlite and node-postgres share Drizzle's Postgres core, and a
 * transaction is a `Db` too, so a repository function runs inside or outside one alike.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (a migrated template for tests). */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the pool, for work that needs one connection of its own (the migration lock). */
  pool?: pg.Pool;
};

const migrationsFolder = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'migrations');

export type OpenOptions =
  /** Embedded PGlite persisted in `dataDir/pgdata`, guarded by a lock file. */
  | { kind: 'pglite-dir'; dataDir: string }
  /** PGlite in memory, optionally loaded from a dump of a migrated template (tests). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; max?: number };

/**
 * The embedded database's own settings. Its buffer pool lives in the process's WebAssembly memory, which
 * never shrinks: PostgreSQL's default 128 MB pool, filled once by a first start's 90-day history, held
 * about 100 MB of the demo process's resident memory for good. The data folder's files are in the page
 * cache of the machine anyway, so a page read past a 32 MB pool is a file read, not a disk read
 * (docs/performance.md, the demo process's memory).
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=32MB'];

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  let lock: DirLock | undefined;
  let client: PGlite;
  if (options.kind === 'pglite-dir') {
    await mkdir(options.dataDir, { recursive: true });
    lock = await acquireDirLock(options.dataDir, 'database');
    try {
      client = await PGlite.create(path.join(options.dataDir, 'pgdata'), {
        startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
      });
    } catch (error) {
      await lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      await lock?.release();
    },
  };
}

/** The tag of the newest committed migration (what a database made by this code has applied last). */
export async function lastMigrationTag(): Promise<string> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? '';
}

/** Any fixed number: the advisory lock the processes of one database take to migrate one at a time. */
const MIGRATION_LOCK = 7_031_962_211;

/**
 * Applies the committed migrations that have not run yet. Safe to call on every start, and from several
 * processes starting at once on one PostgreSQL database (API nodes and copy workers): they take turns on an
 * advisory lock, so the first applies what is missing and the others find it done (without the lock two
 * could run the same migration and one would fail on a table the other had just created).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      // The lock is the session's: unlock before the connection goes back to the pool.
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
}
