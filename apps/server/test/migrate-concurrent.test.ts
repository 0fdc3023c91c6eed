import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { emptyDatabase } from './global-setup';

const template = inject('dbTemplate');

// Several processes (API nodes, copy workers) start at once on one PostgreSQL database, each migrating it.
describe.skipIf(template.kind !== 'postgres')('migrations from several processes at once', () => {
  let url = '';
  let drop = async () => {};

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    const database = await emptyDatabase(template, 'ct_migrate');
    url = database.url;
    drop = database.drop;
  });
  afterAll(async () => {
    await drop();
  });

  it('six processes migrating an empty database together all succeed, and each migration runs once', async () => {
    const nodes = await Promise.all(
      Array.from({ length: 6 }, () => openDatabase({ kind: 'postgres', url, max: 2 })),
    );
    try {
      const results = await Promise.allSettled(nodes.map((node) => migrateDatabase(node)));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

      const journal = JSON.parse(
        await readFile(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from drizzle.__drizzle_migrations',
      );
      await client.end();
      expect(Number(rows[0]!.n)).toBe(journal.entries.length);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
  }, 120_000);
});
