import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { afterCommitEvents } from '../src/db/schema/after-commit';
import {
  AFTER_COMMIT_LEASE_MS,
  createAfterCommit,
  type AfterCommit,
  type RealtimePush,
} from '../src/platform/after-commit';
import { createCopyStore } from '../src/trading/copy/copy-store';
import { openTestDatabase } from './harness';

/**
 * The transactional outbox of after-commit work (platform/after-commit.ts) on the suite's database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL): an event exists exactly when its transaction commits,
 * is delivered once, survives a restart, and two dispatchers on one database never both deliver it.
 */
let database: Database;
/** Dispatchers a test made, stopped after it. */
const made: AfterCommit[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await Promise.all(made.splice(0).map((d) => d.stop()));
  await database.db.delete(afterCommitEvents);
});

/**
 * A dispatcher whose `notice.push` handler notes the first user id of each event it delivers, and whose
 * `realtime.push` handler the user id of each push.
 */
function dispatcher(options: { start?: boolean; fail?: boolean } = {}) {
  const delivered: number[] = [];
  const errors: unknown[] = [];
  const outbox = createAfterCommit({
    db: database.db,
    log: { error: (obj: unknown) => errors.push(obj) },
    everyMs: 60_000,
    handlers: {
      'notice.push': ({ userIds }) => {
        if (options.fail) throw new Error('handler down');
        delivered.push(userIds[0]!);
      },
      'notice.pushSite': () => {
        throw new Error('no site-wide event is written here');
      },
      'marketNews.push': () => {
        throw new Error('no market news event is written here');
      },
      // The copier's batches (trading/copy/copy-store.ts): each push's user id.
      'realtime.push': ({ pushes }) => {
        if (options.fail) throw new Error('handler down');
        delivered.push(...pushes.map((p) => p.userId));
      },
    },
  });
  made.push(outbox);
  if (options.start !== false) outbox.start();
  return { outbox, delivered, errors };
}

const event = (userId: number) => ({ kind: 'notice.push' as const, siteId: 1, userIds: [userId] });
const waiting = async () => (await database.db.select().from(afterCommitEvents)).length;

describe('after-commit events', () => {
  it('an event written in a transaction that rolls back is never delivered', async () => {
    const { outbox, delivered } = dispatcher();
    await expect(
      outbox.db.transaction(async (tx) => {
        await outbox.enqueue(tx, event(1));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    outbox.kick();
    await outbox.idle();
    expect(delivered).toEqual([]);
    expect(await waiting()).toBe(0);
  });

  it('one that commits is delivered once, and is gone', async () => {
    const { outbox, delivered } = dispatcher();
    await outbox.db.transaction((tx) => outbox.enqueue(tx, event(2)));
    await outbox.idle();
    expect(delivered).toEqual([2]);
    // Asked again (the poll), nothing is delivered twice.
    outbox.kick();
    await outbox.idle();
    expect(delivered).toEqual([2]);
    expect(await waiting()).toBe(0);
  });

  it("an event written in a savepoint follows the outer transaction's fate", async () => {
    const { outbox, delivered } = dispatcher();
    await expect(
      outbox.db.transaction(async (tx) => {
        await tx.transaction((savepoint) => outbox.enqueue(savepoint, event(3)));
        throw new Error('outer rolled back');
      }),
    ).rejects.toThrow('outer rolled back');
    await outbox.db.transaction(async (tx) => {
      await tx.transaction((savepoint) => outbox.enqueue(savepoint, event(4)));
    });
    await outbox.idle();
    expect(delivered).toEqual([4]);
  });

  it('a write outside a transaction is delivered at once', async () => {
    const { outbox, delivered } = dispatcher();
    await outbox.enqueue(outbox.db, event(9));
    await outbox.idle();
    expect(delivered).toEqual([9]);
  });

  it('events left undelivered when the process stopped are delivered at the next start', async () => {
    // The first process commits and stops before delivering (it never started delivery).
    const first = dispatcher({ start: false });
    for (const userId of [5, 6, 7])
      await first.outbox.db.transaction((tx) => first.outbox.enqueue(tx, event(userId)));
    await first.outbox.idle();
    expect(first.delivered).toEqual([]);
    expect(await waiting()).toBe(3);

    const next = dispatcher();
    await next.outbox.idle();
    expect(next.delivered).toEqual([5, 6, 7]);
    expect(await waiting()).toBe(0);
  });

  it('a claim whose process died is taken again once its lease has run out, not before', async () => {
    // Two events claimed by a process that died before delivering them: one a moment ago, one a lease ago.
    const dead = dispatcher({ start: false });
    for (const userId of [11, 12])
      await dead.outbox.db.transaction((tx) => dead.outbox.enqueue(tx, event(userId)));
    const ago = (ms: number) => new Date(Date.now() - ms);
    const rows = await database.db.select().from(afterCommitEvents).orderBy(afterCommitEvents.id);
    await database.db
      .update(afterCommitEvents)
      .set({ claimedAt: ago(AFTER_COMMIT_LEASE_MS - 5_000), attempts: 1 })
      .where(eq(afterCommitEvents.id, rows[0]!.id));
    await database.db
      .update(afterCommitEvents)
      .set({ claimedAt: ago(AFTER_COMMIT_LEASE_MS + 1_000), attempts: 1 })
      .where(eq(afterCommitEvents.id, rows[1]!.id));

    const other = dispatcher();
    await other.outbox.idle();
    expect(other.delivered).toEqual([12]);
    expect(await waiting()).toBe(1);
  });

  it('two dispatchers on one database deliver each event once', async () => {
    const writer = dispatcher({ start: false });
    const ids = Array.from({ length: 450 }, (_, i) => 1000 + i);
    await writer.outbox.db.transaction(async (tx) => {
      for (const id of ids) await writer.outbox.enqueue(tx, event(id));
    });
    const a = dispatcher({ start: false });
    const b = dispatcher({ start: false });
    a.outbox.start();
    b.outbox.start();
    for (let i = 0; i < 5; i += 1) {
      a.outbox.kick();
      b.outbox.kick();
      await Promise.resolve();
    }
    await Promise.all([a.outbox.idle(), b.outbox.idle()]);
    const all = [...a.delivered, ...b.delivered];
    expect(all).toHaveLength(ids.length);
    expect(new Set(all).size).toBe(ids.length);
    expect(await waiting()).toBe(0);
  });

  it('a delivery that fails keeps its event, claimed, for a later try', async () => {
    const { outbox, delivered, errors } = dispatcher({ fail: true });
    await outbox.db.transaction((tx) => outbox.enqueue(tx, event(8)));
    await outbox.idle();
    expect(delivered).toEqual([]);
    expect(errors).toHaveLength(1);
    const [row] = await database.db.select().from(afterCommitEvents);
    expect(row).toMatchObject({ attempts: 1, payload: { siteId: 1, userIds: [8] } });
    expect(row!.claimedAt).not.toBeNull();
    // Claimed: another look before the lease runs out does not try it again.
    outbox.kick();
    await outbox.idle();
    expect(errors).toHaveLength(1);
  });
});

describe("the copier's pushes (issue 20: a browser on node A hears of a copy made by worker B)", () => {
  const nothing = { links: [], changes: [], records: [], doneSignals: [] };
  const push = (userId: number): RealtimePush => ({
    siteId: 1,
    userId,
    message: { type: 'notice' },
  });

  it("are written in the batch's transaction: a writer that dies after the commit leaves them to another", async () => {
    // The writer never delivers (not started: its process died right after the commit).
    const writer = dispatcher({ start: false });
    const store = createCopyStore(writer.outbox.db, undefined, writer.outbox);
    const written = await store.writeOutcomes(nothing, new Date(), () => [push(41), push(42)]);
    expect(written.announced).toBe(true);
    expect(await waiting()).toBe(1);
    expect(writer.delivered).toEqual([]);

    const other = dispatcher();
    await expect.poll(() => other.delivered).toEqual([41, 42]);
    await expect.poll(waiting).toBe(0);
  });

  it('are not written when the batch rolls back, nor announced by a store without the outbox', async () => {
    const { outbox, delivered } = dispatcher();
    const store = createCopyStore(outbox.db, undefined, outbox);
    await expect(
      store.writeOutcomes(nothing, new Date(), () => {
        throw new Error('the batch fails');
      }),
    ).rejects.toThrow('the batch fails');
    expect(await waiting()).toBe(0);

    // Without the outbox the caller pushes them itself once the batch committed (`announced` unset).
    const direct = await createCopyStore(outbox.db).writeOutcomes(nothing, new Date(), () => [push(7)]);
    expect(direct.announced).toBeUndefined();
    await outbox.idle();
    expect(await waiting()).toBe(0);
    expect(delivered).toEqual([]);
  });
});
