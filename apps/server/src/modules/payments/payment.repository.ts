import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { QR_METHODS } from '@copytrade/contracts/verification';
import type { Db } from '../../db/client';
import { mtAccounts } from '../../db/schema/accounts';
import { subscriptions } from '../../db/schema/copy';
import { coupons, paymentCodes, subscriptionPayments } from '../../db/schema/money';
import { users } from '../../db/schema/users';

/** All SQL of subscription payments, payers' view of payment codes, and coupons. Every function takes the site id. */

export type Page = { page: number; pageSize: number };
const offsetOf = (p: Page) => (p.page - 1) * p.pageSize;

/** Payment statuses that still wait for something (one per subscription, by a partial unique index). */
export const OPEN_PAYMENT_STATUSES = ['toBePaid', 'toBeConfirmed', 'rejected', 'complained'] as const;

// ---------------------------------------------------------------------------------------------------
// Trade accounts and their terms

/** The current fee terms of a trade account of the site (null: none, or another site's). */
export async function masterFeeTerms(db: Db, siteId: number, accountId: number) {
  const [row] = await db
    .select({
      id: mtAccounts.id,
      userId: mtAccounts.userId,
      login: mtAccounts.login,
      accType: mtAccounts.accType,
      feeType: mtAccounts.feeType,
      feePrice: mtAccounts.feePrice,
      feeDays: mtAccounts.feeDays,
      feeTiers: mtAccounts.feeTiers,
      unboundAt: mtAccounts.unboundAt,
    })
    .from(mtAccounts)
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.id, accountId)));
  return row ?? null;
}

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

const payer = aliasedTable(users, 'payer');
const trader = aliasedTable(users, 'trader');

/** Payments with what the lists show: subscription serial, master account, both nicknames, coupon code. */
function paymentRows(db: Db) {
  return db
    .select({
      payment: subscriptionPayments,
      serialNo: subscriptions.serialNo,
      masterLogin: mtAccounts.login,
      masterName: mtAccounts.name,
      payerNickname: payer.nickName,
      traderNickname: trader.nickName,
      couponCode: coupons.code,
    })
    .from(subscriptionPayments)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPayments.subscriptionId))
    .innerJoin(mtAccounts, eq(mtAccounts.id, subscriptionPayments.masterAccountId))
    .innerJoin(payer, eq(payer.id, subscriptionPayments.payerId))
    .innerJoin(trader, eq(trader.id, subscriptionPayments.traderId))
    .leftJoin(coupons, eq(coupons.id, subscriptionPayments.couponId));
}

export type PaymentView = Awaited<ReturnType<ReturnType<typeof paymentRows>['execute']>>[number];

export async function paymentView(db: Db, siteId: number, id: number) {
  const [row] = await paymentRows(db).where(
    and(eq(subscriptionPayments.siteId, siteId), eq(subscriptionPayments.id, id)),
  );
  return row ?? null;
}

export type PaymentFilter = { payerId?: number; traderId?: number; status?: string };

/** A page of the site's payments matching `filter`, newest first. */
export async function pagePayments(db: Db, siteId: number, filter: PaymentFilter, page: Page) {
  const where = and(
    eq(subscriptionPayments.siteId, siteId),
    filter.payerId === undefined ? undefined : eq(subscriptionPayments.payerId, filter.payerId),
    filter.traderId === undefined ? undefined : eq(subscriptionPayments.traderId, filter.traderId),
    filter.status === undefined ? undefined : eq(subscriptionPayments.status, filter.status),
  );
  const [rows, [total]] = await Promise.all([
    paymentRows(db)
      .where(where)
      .orderBy(desc(subscriptionPayments.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(subscriptionPayments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------------
// Payment codes

/**
 * The user's payment codes by method name; `onlyPassed`: the codes a payer may use, i.e. Alipay and
 * WeChat QR codes that passed the site admin's review (bank cards and USDT addresses are never shown to
 * payers). Saving and reviewing them is the verification module's.
 */
export async function listPaymentCodes(db: Db, siteId: number, userId: number, onlyPassed = false) {
  return db
    .select()
    .from(paymentCodes)
    .where(
      and(
        eq(paymentCodes.siteId, siteId),
        eq(paymentCodes.userId, userId),
        onlyPassed ? eq(paymentCodes.state, 'passed') : undefined,
        onlyPassed ? inArray(paymentCodes.method, [...QR_METHODS]) : undefined,
      ),
    )
    .orderBy(paymentCodes.method);
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

export async function listCoupons(db: Db, siteId: number, ownerId: number) {
  return db
    .select({ coupon: coupons, login: mtAccounts.login })
    .from(coupons)
    .innerJoin(mtAccounts, eq(mtAccounts.id, coupons.masterAccountId))
    .where(and(eq(coupons.siteId, siteId), eq(coupons.ownerId, ownerId)))
    .orderBy(desc(coupons.id));
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

/** What a notice about a payment names: the subscription's number and the payer's nickname. */
export async function paymentParties(db: Db, siteId: number, subscriptionId: number, payerId: number) {
  const [row] = await db
    .select({ serialNo: subscriptions.serialNo, payerName: users.nickName })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, payerId))
    .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.id, subscriptionId)));
  return row;
}
