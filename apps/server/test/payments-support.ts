import { eq, sql } from 'drizzle-orm';
import { mtAccounts } from '../src/db/schema/accounts';
import { paymentCodes } from '../src/db/schema/money';
import { sites } from '../src/db/schema/sites';
import { users } from '../src/db/schema/users';
import type { TestContext, TestSite } from './harness';
import { bindAccount, person, type Person, type SimAccount } from './copy-support';
import type { Body } from './wallet-support';

/** Helpers of the payment tests: images, a priced trade account with a subscriber, calls with any method. */

/** A 1x1 PNG. */
export const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const PNG_DATA_URL = `data:image/png;base64,${PNG}`;
/** A shell script, whatever name or data URL it comes with. */
export const SCRIPT = Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n').toString('base64');

export type Call<T> = { http: number; body: Body<T> };

export async function call<T>(
  t: TestContext,
  who: Person | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: {
    query?: Record<string, string | number>;
    payload?: unknown;
    site?: TestSite;
    language?: string;
  } = {},
): Promise<Call<T>> {
  const res = await t.call({
    method,
    url,
    ...(who ? { token: who.token } : {}),
    ...(options.query
      ? { query: Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) }
      : {}),
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    ...(options.site ? { site: options.site } : {}),
    ...(options.language ? { language: options.language } : {}),
  });
  return { http: res.statusCode, body: res.json<Body<T>>() };
}

export async function ok<T>(pending: Promise<Call<T>>): Promise<T> {
  const res = await pending;
  if (res.http !== 200) throw new Error(`${res.http} ${JSON.stringify(res.body)}`);
  return res.body.content[0]!;
}

export async function upload(
  t: TestContext,
  who: Person,
  purpose: 'voucher' | 'evidence' | 'paymentCode' | 'identity',
  image = PNG_DATA_URL,
  site?: TestSite,
) {
  return call<{ uploadId: number; mime: string; size: number }>(t, who, 'POST', '/community/api/base64Pic', {
    payload: { purpose, image },
    ...(site ? { site } : {}),
  });
}

export async function uploadId(
  t: TestContext,
  who: Person,
  purpose: 'voucher' | 'evidence' | 'paymentCode' | 'identity',
) {
  return (await ok(upload(t, who, purpose))).uploadId;
}

export async function makeAdmin(t: TestContext, who: Person) {
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, who.id));
}

/** A person who is the admin of `site` (A unless given). */
export async function siteAdmin(t: TestContext, email: string, site = t.siteA): Promise<Person> {
  const admin = await person(t, email, 1, site);
  await makeAdmin(t, admin);
  return admin;
}

/** The trader's current terms: a subscription fee of `price` for `days` days. */
export async function priceAccount(t: TestContext, accountId: number, price: string, days = 30) {
  await t.db
    .update(mtAccounts)
    .set({ feeType: 2, feePrice: price, feeDays: days })
    .where(eq(mtAccounts.id, accountId));
}

export async function siteMoney(
  t: TestContext,
  site: TestSite,
  values: { openWallet?: boolean; proportion?: string },
) {
  await t.db.update(sites).set(values).where(eq(sites.id, site.id));
}

export type PaymentRow = {
  id: number;
  subscriptionId: number;
  status: string;
  method: string | null;
  price: string;
  amount: string;
  voucherIds: number[];
  complaintIds: number[];
  complaintReason: string;
  refuseReason: string | null;
  couponCode: string | null;
};

/** Every column that matters of a payment and its subscription, read from the database. */
export async function snapshot(t: TestContext, paymentId: number) {
  const result = await t.db.execute(sql`
    select p.status, p.method, p.amount::text, p.coupon_id, p.voucher_ids, p.complaint_ids,
      p.complaint_reason, p.refuse_reason, p.ledger_transaction_id, p.updated_at, s.state,
      (select coalesce(sum(used_count), 0)::int from coupons) as coupon_uses,
      (select count(*)::int from ledger_entries) as entries
    from subscription_payments p join subscriptions s on s.id = p.subscription_id where p.id = ${paymentId}`);
  return (result as { rows: Record<string, unknown>[] }).rows[0];
}

/** A trader with a priced trade account and a follower with a follow account. */
export async function pricedPair(
  t: TestContext,
  accounts: { master: SimAccount; follow: SimAccount },
  names: { trader: string; follower: string },
  price = '50.00',
  site = t.siteA,
) {
  const trader = await person(t, names.trader, 3, site);
  const follower = await person(t, names.follower, 1, site);
  const masterId = await bindAccount(t, trader, 1, accounts.master, site);
  const followId = await bindAccount(t, follower, 2, accounts.follow, site);
  await priceAccount(t, masterId, price);
  return { trader, follower, masterId, followId };
}

/** Subscribes (fixed lot 0.10); returns the subscription with its payment id. */
export async function subscribePaid(
  t: TestContext,
  who: Person,
  masterAccountId: number,
  followAccountId: number,
  site?: TestSite,
) {
  return call<{ subscriptionId: number; state: string; paymentId: number | null }>(
    t,
    who,
    'POST',
    '/community/api/createSubscription',
    {
      payload: { masterAccountId, followAccountId, copyType: 1, copyValue: '0.10', direction: 1 },
      ...(site ? { site } : {}),
    },
  );
}

/** A trader whose trade account is priced `price` for 30 days and who has a reviewed Alipay code. */
export async function pricedTrader(t: TestContext, email: string, account: SimAccount, price: string) {
  const trader = await person(t, email, 3);
  const masterId = await bindAccount(t, trader, 1, account);
  await priceAccount(t, masterId, price);
  await saveAlipay(t, trader);
  return { trader, masterId };
}

/**
 * The payer chooses Alipay and sends one voucher: the payment waits for the trader (toBeConfirmed).
 * Returns the voucher's upload id.
 */
export async function sendVoucher(t: TestContext, payer: Person, paymentId: number): Promise<number> {
  await ok(
    call(t, payer, 'PUT', '/community/api/updateSubscriptionTrans', {
      payload: { paymentId, method: 'alipay' },
    }),
  );
  const voucher = await uploadId(t, payer, 'voucher');
  await ok(
    call(t, payer, 'POST', '/community/api/uploadPaymentVoucher', {
      payload: { paymentId, uploadIds: [voucher] },
    }),
  );
  return voucher;
}

/**
 * The trader saves an Alipay code so followers can pay him outside the site. Saved payment information
 * waits for the site admin's review (the verification tests drive that desk); here it is marked passed in
 * the database as the admin's decision would, so the payment tests start from a reviewed code.
 */
export async function saveAlipay(t: TestContext, trader: Person, site?: TestSite) {
  const image = (await ok(upload(t, trader, 'paymentCode', PNG_DATA_URL, site))).uploadId;
  const saved = await ok(
    call<{ id: number; uploadId: number; state: string }>(
      t,
      trader,
      'POST',
      '/community/api/savePaymentInfo',
      {
        payload: { method: 'alipay', uploadId: image, accountName: 'Atlas Ltd' },
        ...(site ? { site } : {}),
      },
    ),
  );
  await t.db.update(paymentCodes).set({ state: 'passed' }).where(eq(paymentCodes.id, saved.id));
  return { ...saved, state: 'passed' };
}
