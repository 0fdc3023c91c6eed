import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, subscriptionPayments } from '../../db/schema/money';

/**
 * All SQL of subscription payments and coupons on their own tables (the lists with subscriptions,
 * accounts and nicknames are read-models/payments-views.ts). Every function takes the site id.
 */

/** Payment statuses that still wait for something (one per subscription, by a partial unique index). */
export const OPEN_PAYMENT_STATUSES = ['toBePaid', 'toBeConfirmed', 'rejected', 'complained'] as const;

// ---------------------------------------------------------------------------------------------------
// Payments

export async function insertPayment(db: Db, values: typeof subscriptionPayments.$inferInsert) {
  const [row] = await db.insert(subscriptionPayments).values(values).returning();
  return row!;
}

/** Locks one payment of the site (`SELECT ... FOR UPDATE`): a second step waits and then sees the new status. */
export async function lockPayment(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.siteId, siteId), eq(subscriptionPayments.id, id)))
    .for('update');
  return row ?? null;
}

export type PaymentUpdate = Partial<typeof subscriptionPayments.$inferInsert>;

export async function updatePayment(db: Db, siteId: number, id: number, values: PaymentUpdate) {
  await db
    .update(subscriptionPayments)
    .set(values)
    .where(and(eq(subscriptionPayments.siteId, siteId), eq(subscriptionPayments.id, id)));
}

/** Fails the open payment of a subscription (it was cancelled before being paid). */
export async function failOpenPayment(db: Db, siteId: number, subscriptionId: number, at: Date) {
  await db
    .update(subscriptionPayments)
    .set({ status: 'failed', updatedAt: at })
    .where(
      and(
        eq(subscriptionPayments.siteId, siteId),
        eq(subscriptionPayments.subscriptionId, subscriptionId),
        inArray(subscriptionPayments.status, [...OPEN_PAYMENT_STATUSES]),
      ),
    );
}

/** The days one paid term buys: those of the subscription's first payment. */
export async function firstTermDays(db: Db, siteId: number, subscriptionId: number) {
  const [row] = await db
    .select({ days: subscriptionPayments.validityDays })
    .from(subscriptionPayments)
    .where(
      and(eq(subscriptionPayments.siteId, siteId), eq(subscriptionPayments.subscriptionId, subscriptionId)),
    )
    .orderBy(asc(subscriptionPayments.id))
    .limit(1);
  return row?.days ?? null;
}

/** Locks the open payment of a subscription, if any (the same lock every payment step takes). */
export async function lockOpenPayment(db: Db, siteId: number, subscriptionId: number) {
  const [row] = await db
    .select({ id: subscriptionPayments.id })
    .from(subscriptionPayments)
    .where(
      and(
        eq(subscriptionPayments.siteId, siteId),
        eq(subscriptionPayments.subscriptionId, subscriptionId),
        inArray(subscriptionPayments.status, [...OPEN_PAYMENT_STATUSES]),
      ),
    )
    .for('update');
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------
// Coupons

export async function insertCoupon(db: Db, values: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

/** A coupon of the site by code, locked (its use count changes in the same transaction). */
export async function lockCouponByCode(db: Db, siteId: number, code: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.siteId, siteId), eq(coupons.code, code)))
    .for('update');
  return row ?? null;
}

export async function findCouponByCode(db: Db, siteId: number, code: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.siteId, siteId), eq(coupons.code, code)));
  return row ?? null;
}

export async function useCoupon(db: Db, siteId: number, id: number) {
  await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.siteId, siteId), eq(coupons.id, id)));
}

export async function disableCouponRow(db: Db, siteId: number, ownerId: number, id: number, at: Date) {
  const rows = await db
    .update(coupons)
    .set({ disabledAt: at })
    .where(
      and(
        eq(coupons.siteId, siteId),
        eq(coupons.ownerId, ownerId),
        eq(coupons.id, id),
        isNull(coupons.disabledAt),
      ),
    )
    .returning({ id: coupons.id });
  if (rows.length > 0) return true;
  const [exists] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.siteId, siteId), eq(coupons.ownerId, ownerId), eq(coupons.id, id)));
  return Boolean(exists);
}
