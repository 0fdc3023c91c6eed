import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../src/config/env';
import { migrateDatabase, openDatabase } from '../src/db/client';

export type DbTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/**
 * Migrates one template database per run; every test file then starts from a copy of it
 * (DESIGN.md pitfalls: a fresh PGlite costs ~2 s, loading a dump ~0.2 s; on PostgreSQL each file gets
 * its own database created from the template, so files run in parallel and leave nothing behind).
 */
// eslint-disable-next-line no-restricted-syntax -- Vitest reads the default export of a global setup.
export default async function setup(project: TestProject) {
  const url = testDatabaseUrl();
  if (url) {
    const template = `ct_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), max: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ct-db-'));
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(database);
  const dump = await database.dump!();
  await database.close();
  const dumpFile = path.join(dir, 'template.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', dumpFile });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * An empty database of its own on the template's PostgreSQL server (tests of what happens on a first
 * start: migrations, job queues), and how to drop it.
 */
export async function emptyDatabase(
  template: { url: string },
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: withDatabase(template.url, name),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
