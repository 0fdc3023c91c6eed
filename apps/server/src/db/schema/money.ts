import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  adminReview,
  bytea,
  createdAt,
  id,
  instant,
  money,
  optionalRef,
  ref,
  siteRef,
  updatedAt,
} from './columns';
import { mtAccounts } from './accounts';
import { subscriptions } from './copy';
import { users } from './users';
import { ledgerTransactions } from './wallet';

/*
 * Money around subscriptions (issue 6): uploaded images, the trader's payment codes, subscription payments
 * with vouchers and complaints, coupons, weekly performance settlements and what stays owed, the split of
 * every fee, and partners with their rebate levels. Amounts are numeric(20,2) USDT (= USD).
 */

/**
 * An uploaded image, kept in the database (it is backed up and replicated with everything else, and a
 * site's files never mix with another's). `mime` is what its bytes are (checked by content), never the
 * name the browser sent. Served only through calls that check who may see it.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    siteId: siteRef(),
    ownerId: ref('owner_id', () => users.id, 'cascade'),
    /** voucher | evidence | paymentCode | avatar | other */
    purpose: text('purpose').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.siteId, t.ownerId),
    // The sweep of uploads nobody referenced within a day looks them up by age.
    index('uploads_created_idx').on(t.createdAt),
  ],
);

/**
 * What one user uploaded on one day (UTC): files and bytes, counted up by one conditional upsert before a
 * file is stored, so concurrent uploads can never pass the daily quota (uploads/upload-quota.ts). Rows
 * older than a couple of days are pruned by the upload sweep.
 */
export const uploadQuotas = pgTable(
  'upload_quotas',
  {
    siteId: siteRef(),
    userId: ref('user_id', () => users.id, 'cascade'),
    day: date('day', { mode: 'string' }).notNull(),
    files: integer('files').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId, t.day] })],
);

/**
 * A user's payment information (spec: payment binding), one per method: an Alipay or WeChat QR image that
 * payers scan, a bank card, a USDT (TRC20) address. Reviewed by the site admin; only `passed` ones are shown
 * to payers and count as "bound".
 */
export const paymentCodes = pgTable(
  'payment_codes',
  {
    id: id(),
    siteId: siteRef(),
    userId: ref('user_id', () => users.id, 'cascade'),
    /** alipay | wechat */
    method: text('method').notNull(),
    /** The QR image (alipay, wechat); none for bank and usdt. */
    uploadId: optionalRef('upload_id', () => uploads.id, 'restrict'),
    accountName: text('account_name').notNull().default(''),
    /** The bank card number (Luhn checked) or the TRC20 address (base58check); '' for QR codes. */
    accountNo: text('account_no').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    /** Spec 4: review states for payment information. */
    ...adminReview(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payment_codes_user_method_uq').on(t.siteId, t.userId, t.method)],
);

/** A trader's coupon: `percentOff` of the subscription fee of one of his trade accounts (100 = free). */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    siteId: siteRef(),
    /** Upper case, 4-20 letters and digits; unique per site. */
    code: text('code').notNull(),
    ownerId: ref('owner_id', () => users.id, 'cascade'),
    masterAccountId: ref('master_account_id', () => mtAccounts.id, 'cascade'),
    percentOff: integer('percent_off').notNull(),
    maxUses: integer('max_uses').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    validUntil: instant('valid_until'),
    /** A coupon is never deleted once used; it is disabled. */
    disabledAt: instant('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.siteId, t.code),
    check('coupons_percent', sql`${t.percentOff} between 1 and 100`),
    check('coupons_uses', sql`${t.usedCount} >= 0 and ${t.usedCount} <= ${t.maxUses}`),
  ],
);

/**
 * The payment of a subscription fee (spec 3/4). `status`: toBePaid -> (voucher) toBeConfirmed ->
 * confirmed | rejected (trader refused: fakeVoucher / amountInsufficient); complained (follower complained,
 * up to 3 evidence images) -> back when withdrawn, or decided by the site admin; failed (cancelled or the
 * complaint dismissed). Token and full coupons are confirmed at once. One open payment per subscription.
 */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: id(),
    siteId: siteRef(),
    subscriptionId: ref('subscription_id', () => subscriptions.id, 'cascade'),
    payerId: ref('payer_id', () => users.id, 'cascade'),
    traderId: ref('trader_id', () => users.id, 'cascade'),
    masterAccountId: integer('master_account_id').notNull(),
    /** alipay | wechat | token | coupon (null until the payer chooses). */
    method: text('method'),
    /** The price before a coupon. */
    price: money('price').notNull(),
    /** What is to be paid after a coupon. */
    amount: money('amount').notNull(),
    validityDays: integer('validity_days').notNull(),
    couponId: optionalRef('coupon_id', () => coupons.id, 'set null'),
    status: text('status').notNull().default('toBePaid'),
    voucherIds: integer('voucher_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** fakeVoucher | amountInsufficient */
    refuseReason: text('refuse_reason'),
    refuseNote: text('refuse_note').notNull().default(''),
    complaintReason: text('complaint_reason').notNull().default(''),
    complaintIds: integer('complaint_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The status the payment had when the complaint was filed (restored when it is withdrawn). */
    statusBeforeComplaint: text('status_before_complaint'),
    complainedAt: instant('complained_at'),
    decidedBy: optionalRef('decided_by', () => users.id, 'set null'),
    confirmedAt: instant('confirmed_at'),
    ledgerTransactionId: optionalRef('ledger_transaction_id', () => ledgerTransactions.id, 'no action'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscription_payments_open_uq')
      .on(t.subscriptionId)
      .where(sql`${t.status} in ('toBePaid', 'toBeConfirmed', 'rejected', 'complained')`),
    index('subscription_payments_payer_idx').on(t.siteId, t.payerId, t.id),
    index('subscription_payments_trader_idx').on(t.siteId, t.traderId, t.id),
    check('subscription_payments_amount', sql`${t.amount} >= 0 and ${t.price} >= ${t.amount}`),
  ],
);

/**
 * One weekly performance settlement of one subscription (DOMAIN.md, Fees). Unique per (subscription,
 * week), so a second run of the job finds it and does nothing. `state`: noFee | paid | partial | owed.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: id(),
    siteId: siteRef(),
    subscriptionId: ref('subscription_id', () => subscriptions.id, 'cascade'),
    followerUserId: integer('follower_user_id').notNull(),
    traderUserId: integer('trader_user_id').notNull(),
    /** Monday 00:00 UTC of the week settled (the job settles a week once it has ended). */
    weekStart: instant('week_start').notNull(),
    cumulative: money('cumulative').notNull(),
    hwmBefore: money('hwm_before').notNull(),
    hwmAfter: money('hwm_after').notNull(),
    gain: money('gain').notNull(),
    tierProfit: money('tier_profit'),
    tierPercent: integer('tier_percent'),
    fee: money('fee').notNull(),
    paid: money('paid').notNull(),
    owed: money('owed').notNull(),
    state: text('state').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('settlements_week_uq').on(t.subscriptionId, t.weekStart),
    index('settlements_follower_idx').on(t.siteId, t.followerUserId, t.id),
    index('settlements_trader_idx').on(t.siteId, t.traderUserId, t.id),
  ],
);

/** What a settlement could not take from the wallet; collected first when the wallet is topped up. */
export const feeDebts = pgTable(
  'fee_debts',
  {
    id: id(),
    siteId: siteRef(),
    userId: ref('user_id', () => users.id, 'cascade'),
    settlementId: ref('settlement_id', () => settlements.id, 'cascade'),
    amount: money('amount').notNull(),
    remaining: money('remaining').notNull(),
    createdAt: createdAt(),
    clearedAt: instant('cleared_at'),
  },
  (t) => [
    uniqueIndex('fee_debts_settlement_uq').on(t.settlementId),
    index('fee_debts_open_idx')
      .on(t.siteId, t.userId, t.id)
      .where(sql`${t.remaining} > 0`),
    check('fee_debts_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
  ],
);

/**
 * How one fee was shared (the rebate records read it): the ledger transaction that moved it, the payer,
 * and what the trader, the site and the payer's partner received.
 */
export const feeSplits = pgTable(
  'fee_splits',
  {
    id: id(),
    siteId: siteRef(),
    ledgerTransactionId: ref('ledger_transaction_id', () => ledgerTransactions.id, 'restrict'),
    /** subscription | performance */
    source: text('source').notNull(),
    /** 'payment:12', 'settlement:7', 'debt:3'. */
    reference: text('reference').notNull(),
    payerId: integer('payer_id').notNull(),
    traderId: integer('trader_id').notNull(),
    referrerId: integer('referrer_id'),
    rebateRate: integer('rebate_rate'),
    fee: money('fee').notNull(),
    traderAmount: money('trader_amount').notNull(),
    siteAmount: money('site_amount').notNull(),
    referrerAmount: money('referrer_amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('fee_splits_referrer_idx').on(t.siteId, t.referrerId, t.id),
    index('fee_splits_trader_idx').on(t.siteId, t.traderId, t.id),
  ],
);

/** A partner rebate level of the site (set by the site admin): a name within 10 characters, 0-100 %. */
export const rebateLevels = pgTable(
  'rebate_levels',
  {
    id: id(),
    siteId: siteRef(),
    name: text('name').notNull(),
    rate: integer('rate').notNull(),
    /** Paying customers (invited users who paid a fee) needed for this level when upgrades are automatic. */
    minCustomers: integer('min_customers').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rebate_levels_name_uq').on(t.siteId, t.name),
    check('rebate_levels_rate', sql`${t.rate} between 0 and 100`),
  ],
);

/** A request to become a partner (`toBePartner`), reviewed by the site admin. */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: id(),
    siteId: siteRef(),
    userId: ref('user_id', () => users.id, 'cascade'),
    realName: text('real_name').notNull(),
    contact: text('contact').notNull(),
    introduction: text('introduction').notNull().default(''),
    /** pending | rejected | passed */
    state: text('state').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    reviewerId: optionalRef('reviewer_id', () => users.id, 'set null'),
    createdAt: createdAt(),
    reviewedAt: instant('reviewed_at'),
  },
  (t) => [
    uniqueIndex('partner_applications_pending_uq')
      .on(t.siteId, t.userId)
      .where(sql`${t.state} = 'pending'`),
    index('partner_applications_state_idx').on(t.siteId, t.state),
  ],
);
