import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  begin,
  transition,
  type Creation,
  type LifecycleEvent,
  type LifecycleRow,
  type SubscriptionState,
} from '@copytrade/engine/subscriptions/lifecycle';
import { COPY_LIMIT_STATES } from '@copytrade/contracts/operator';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema/copy';
import { noLiveCopies } from '../../read-models/subscription-copies';

/*
 * Every write of `subscriptions` is here: the state and its dates change only through the engine's
 * lifecycle (`transition`); other modules write through the subscription service's functions, inside their
 * own transaction.
 */

type SubscriptionInsert = typeof subscriptions.$inferInsert;
/** The columns the lifecycle owns: only a transition writes them. */
type LifecycleColumn =
  'state' | 'startAt' | 'endAt' | 'validityDays' | 'cancelMode' | 'cancelledAt' | 'endedAt';

/** A new subscription; its state and dates come from how it begins (free, or a fee to pay). */
export async function insertSubscription(
  db: Db,
  values: Omit<SubscriptionInsert, LifecycleColumn>,
  creation: Creation,
  now: Date,
) {
  const { state, fields } = begin(creation, now);
  const [row] = await db
    .insert(subscriptions)
    .values({ ...values, state, ...fields })
    .returning();
  return row!;
}

export async function setSerialNo(db: Db, id: number, serialNo: string) {
  await db.update(subscriptions).set({ serialNo }).where(eq(subscriptions.id, id));
}

export async function findSubscription(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id)))
    .limit(1);
  return row;
}

/** New follow settings (never the state or its dates: see `transitionSubscription`). */
export async function updateSubscriptionRow(
  db: Db,
  siteId: number,
  id: number,
  change: Partial<Omit<SubscriptionInsert, LifecycleColumn>>,
) {
  const [row] = await db
    .update(subscriptions)
    .set(change)
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id)))
    .returning();
  return row;
}

/**
 * Applies a lifecycle event to a subscription read as `from`: the row changes only while it is still in
 * `from.state`. Answers the changed row, or undefined when the state does not take the event or the row
 * has moved on meanwhile.
 */
export async function transitionSubscription(
  db: Db,
  siteId: number,
  id: number,
  from: LifecycleRow,
  event: LifecycleEvent,
  now: Date,
) {
  const next = transition(from, event, now);
  if (!next.ok) return undefined;
  const [row] = await db
    .update(subscriptions)
    .set({ state: next.state, ...next.fields })
    .where(
      and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id), eq(subscriptions.state, from.state)),
    )
    .returning();
  return row;
}

/**
 * A transition that several rows make in one statement: they share `state` and the event reads nothing
 * else of them than `cancelMode` (given), so one result holds for all. A refusal here is a programming
 * error.
 */
function setTransition(
  state: SubscriptionState,
  event: LifecycleEvent,
  now: Date,
  cancelMode: string | null = null,
) {
  const next = transition({ state, endAt: null, validityDays: null, cancelMode }, event, now);
  if (!next.ok) throw new Error(`subscription lifecycle: ${state} does not take ${event.type}`);
  return next;
}

/**
 * A confirmed payment gives its subscription `days` of copying (the lifecycle's `paid`: an unpaid one starts
 * now, a live one runs on from its end date, an ended one starts again now). The row is locked first. Null
 * when the subscription is closing (it takes no new days) or unknown.
 */
export async function applyPaidTerm(db: Db, siteId: number, id: number, now: Date, days: number) {
  const [sub] = await db
    .select({
      state: subscriptions.state,
      endAt: subscriptions.endAt,
      validityDays: subscriptions.validityDays,
      cancelMode: subscriptions.cancelMode,
      masterAccountId: subscriptions.masterAccountId,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id)))
    .for('update');
  if (!sub) return null;
  const row = await transitionSubscription(db, siteId, id, sub, { type: 'paid', days }, now);
  return row ? { masterAccountId: sub.masterAccountId } : null;
}

/**
 * An unpaid subscription ends (it never copied): cancelled by the follower, or its payment failed. False
 * when it is not unpaid any more.
 */
export async function endUnpaidSubscription(
  db: Db,
  siteId: number,
  id: number,
  event: Extract<LifecycleEvent, { type: 'cancelled' | 'paymentFailed' }>,
  now: Date,
) {
  const next = setTransition('unpaid', event, now);
  const rows = await db
    .update(subscriptions)
    .set({ state: next.state, ...next.fields })
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id), eq(subscriptions.state, 'unpaid')))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Locks one subscription row until the transaction ends (settlement module: one settlement per week). */
export async function lockSubscription(tx: Db, siteId: number, id: number) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id)))
    .for('update');
  return row;
}

/** A performance-fee subscription's high-water mark after a settlement (settlement module). */
export async function setHighWaterMark(db: Db, siteId: number, id: number, hwm: string, at: Date) {
  await db
    .update(subscriptions)
    .set({ hwm, updatedAt: at })
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, id)));
}

/** Subscription ids of one user, as follower (optionally of one follow account) or as trader. */
export async function subscriptionIdsOf(
  db: Db,
  siteId: number,
  by:
    { followerUserId: number; followAccountId?: number } | { masterUserId: number; masterAccountId?: number },
) {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.siteId, siteId),
        'followerUserId' in by
          ? and(
              eq(subscriptions.followerUserId, by.followerUserId),
              by.followAccountId ? eq(subscriptions.followAccountId, by.followAccountId) : undefined,
            )
          : and(
              eq(subscriptions.masterUserId, by.masterUserId),
              by.masterAccountId ? eq(subscriptions.masterAccountId, by.masterAccountId) : undefined,
            ),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Subscriptions whose end date passed stop copying: they go to `closing` (cancel mode `expired`), so their
 * open copies keep following the trader's closes, and end in `history` once none is left.
 */
export async function expireSubscriptions(db: Db, now: Date) {
  const next = setTransition('subscribing', { type: 'expired' }, now);
  return db
    .update(subscriptions)
    .set({ state: next.state, ...next.fields })
    .where(
      and(
        eq(subscriptions.state, 'subscribing'),
        sql`${subscriptions.endAt} is not null and ${subscriptions.endAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: subscriptions.id, masterAccountId: subscriptions.masterAccountId });
}

/**
 * A closing subscription with no live link left has ended: `cancelled` when the follower cancelled it,
 * `history` when it expired. Without ids, every closing subscription is checked (the copy orchestrator's
 * repair sweep; it also calls this when a closing subscription's copy closes).
 */
export async function finishClosingSubscriptions(db: Db, subscriptionIds: number[] | 'all', now: Date) {
  if (subscriptionIds !== 'all' && subscriptionIds.length === 0) return [];
  // One statement for all: the lifecycle's answer for an expired one and for a cancelled one.
  const expired = setTransition('closing', { type: 'closingFinished' }, now, 'expired');
  const cancelled = setTransition('closing', { type: 'closingFinished' }, now, 'followTrader');
  return db
    .update(subscriptions)
    .set({
      ...cancelled.fields,
      state: sql`case when ${subscriptions.cancelMode} = 'expired' then ${expired.state} else ${cancelled.state} end`,
    })
    .where(
      and(
        subscriptionIds === 'all' ? undefined : inArray(subscriptions.id, subscriptionIds),
        eq(subscriptions.state, 'closing'),
        noLiveCopies(subscriptions.id),
      ),
    )
    .returning({ id: subscriptions.id, masterAccountId: subscriptions.masterAccountId });
}

/**
 * The platform's userCopyLimit (issue 15): serializes one follower's new places on a site until `tx` ends
 * (an advisory lock on site and user), then counts the places he holds (COPY_LIMIT_STATES), so 100
 * subscribes at once pass exactly the limit.
 */
export async function lockAndCountPlaces(tx: Db, siteId: number, userId: number): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`copy-places|${siteId}|${userId}`}, 0))`,
  );
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.siteId, siteId),
        eq(subscriptions.followerUserId, userId),
        inArray(subscriptions.state, [...COPY_LIMIT_STATES]),
      ),
    );
  return row?.n ?? 0;
}
