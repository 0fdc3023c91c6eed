import { aliasedTable, and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccounts } from '../db/schema/accounts';
import { subscriptions } from '../db/schema/copy';
import { coupons, subscriptionPayments } from '../db/schema/money';
import { users } from '../db/schema/users';

/*
 * Subscription payments and coupons (payments) as people read them: with the subscription's number
 * (subscriptions), the master account (accounts) and the payer's and trader's nicknames (users). Read
 * only; the payments module writes its tables.
 */

export type Page = { page: number; pageSize: number };
const offsetOf = (p: Page) => (p.page - 1) * p.pageSize;

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

/** The caller's coupons with the login of the trade account each is for, newest first. */
export async function listCoupons(db: Db, siteId: number, ownerId: number) {
  return db
    .select({ coupon: coupons, login: mtAccounts.login })
    .from(coupons)
    .innerJoin(mtAccounts, eq(mtAccounts.id, coupons.masterAccountId))
    .where(and(eq(coupons.siteId, siteId), eq(coupons.ownerId, ownerId)))
    .orderBy(desc(coupons.id));
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
