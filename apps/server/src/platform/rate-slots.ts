import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema/users';

/**
 * One limit: at most `limit` events per `key` of `bucket` in a rolling window of `windowMs`. With
 * `spacing`, the first `limit` events are free and every further one must wait a delay after the newest,
 * doubling with each event (`baseMs`, 2 x baseMs, ... up to `maxMs`): a ceiling that slows, never locks.
 */
export type SlotRule = {
  bucket: string;
  key: string;
  limit: number;
  windowMs: number;
  spacing?: { baseMs: number; maxMs: number };
};

export type Reservation =
  { ok: true; ids: number[] } | { ok: false; rule: SlotRule; retryMs: number; retrySeconds: number };

function waitFor(rule: SlotRule, count: number, oldest: Date | null, newest: Date | null, now: Date) {
  if (count < rule.limit) return 0;
  if (rule.spacing) {
    const delay = Math.min(rule.spacing.maxMs, rule.spacing.baseMs * 2 ** (count - rule.limit));
    return Math.max(0, (newest?.getTime() ?? 0) + delay - now.getTime());
  }
  return Math.max(1, (oldest?.getTime() ?? now.getTime()) + rule.windowMs - now.getTime());
}

/**
 * Reserves one slot under every rule, or none: in one transaction, each (site, bucket, key) is locked
 * (a transaction-scoped advisory lock, taken in a fixed order), counted and, when all have room, one event
 * row per rule is written. Concurrent requests therefore queue on the lock and see each other's slots:
 * a burst of 100 passes exactly the limit. The slot is taken BEFORE the work it guards (a password or a
 * code compared, a mail sent); the caller gives it back with `releaseSlots` when the work should not
 * count (a right password, a mail that could not be sent).
 */
export async function reserveSlots(
  db: Db,
  siteId: number,
  rules: SlotRule[],
  now: Date,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const lockKeys = [...new Set(rules.map((r) => `${siteId}|${r.bucket}|${r.key}`))].sort();
    for (const lockKey of lockKeys) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    }
    let refused: { rule: SlotRule; retryMs: number } | null = null;
    for (const rule of rules) {
      const [row] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          oldest: sql<Date | string | null>`min(${rateEvents.createdAt})`,
          newest: sql<Date | string | null>`max(${rateEvents.createdAt})`,
        })
        .from(rateEvents)
        .where(
          and(
            eq(rateEvents.siteId, siteId),
            eq(rateEvents.bucket, rule.bucket),
            eq(rateEvents.key, rule.key),
            gt(rateEvents.createdAt, new Date(now.getTime() - rule.windowMs)),
          ),
        );
      const wait = waitFor(
        rule,
        row?.n ?? 0,
        row?.oldest ? new Date(row.oldest) : null,
        row?.newest ? new Date(row.newest) : null,
        now,
      );
      if (wait > 0 && (!refused || wait > refused.retryMs)) refused = { rule, retryMs: wait };
    }
    if (refused) {
      return { ok: false, ...refused, retrySeconds: Math.max(1, Math.ceil(refused.retryMs / 1000)) };
    }
    const inserted = await tx
      .insert(rateEvents)
      .values(rules.map((r) => ({ siteId, bucket: r.bucket, key: r.key, createdAt: now })))
      .returning({ id: rateEvents.id });
    return { ok: true, ids: inserted.map((r) => r.id) };
  });
}

/** Gives reserved slots back (the guarded work is not to count). */
export async function releaseSlots(db: Db, siteId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(rateEvents).where(and(eq(rateEvents.siteId, siteId), inArray(rateEvents.id, ids)));
}

/** Forgets every event of a key (a right password ends the failures counted against it). */
export async function clearSlots(db: Db, siteId: number, bucket: string, key: string): Promise<void> {
  await db
    .delete(rateEvents)
    .where(and(eq(rateEvents.siteId, siteId), eq(rateEvents.bucket, bucket), eq(rateEvents.key, key)));
}

/** Housekeeping: events older than `before` count against no limit any more (every window is shorter). */
export async function pruneRateEvents(db: Db, before: Date): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.createdAt, before));
}

/* ---------- marks without a limit (the notices' flood marks: one notice per key and window) ---------- */

/** Which of `keys` have an event in `bucket` after `since`. */
export async function recentRateKeys(db: Db, siteId: number, bucket: string, keys: string[], since: Date) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ key: rateEvents.key })
    .from(rateEvents)
    .where(
      and(
        eq(rateEvents.siteId, siteId),
        eq(rateEvents.bucket, bucket),
        inArray(rateEvents.key, [...new Set(keys)]),
        gt(rateEvents.createdAt, since),
      ),
    );
  return new Set(rows.map((r) => r.key));
}

export async function addRateEvents(db: Db, siteId: number, bucket: string, keys: string[], now: Date) {
  if (keys.length === 0) return;
  await db.insert(rateEvents).values(keys.map((key) => ({ siteId, bucket, key, createdAt: now })));
}

/** The time of the newest event of `key` in `bucket`, if any. */
export async function latestRateEvent(db: Db, siteId: number, bucket: string, key: string) {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${rateEvents.createdAt})` })
    .from(rateEvents)
    .where(and(eq(rateEvents.siteId, siteId), eq(rateEvents.bucket, bucket), eq(rateEvents.key, key)));
  return row?.at ? new Date(row.at) : null;
}
