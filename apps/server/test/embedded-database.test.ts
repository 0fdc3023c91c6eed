import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ct-embedded-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

// The embedded database's buffer pool is part of the demo process's memory for good (WebAssembly memory
// never shrinks): it runs with a 32 MB pool instead of PostgreSQL's 128 MB, on a new data folder and on
// one made before (the setting is given at each start, not written into the folder).
describe('the embedded database', () => {
  // Two starts of the embedded database, the first creating its data folder: 13 s alone on a slow machine,
  // more beside other suites, over the suite's 20 s default.
  it(
    'runs with a 32 MB buffer pool, on a new data folder and when opened again',
    { timeout: 60_000 },
    async () => {
      for (let start = 0; start < 2; start += 1) {
        const database = await openDatabase({ kind: 'pglite-dir', dataDir: dir });
        try {
          const result = await database.db.execute(sql`show shared_buffers`);
          const rows = (result as { rows: { shared_buffers: string }[] }).rows;
          expect(rows[0]?.shared_buffers).toBe('32MB');
        } finally {
          await database.close();
        }
      }
    },
  );
});
