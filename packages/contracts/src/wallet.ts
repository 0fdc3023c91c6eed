import Decimal from 'decimal.js';
import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { AMOUNT } from './constants';
import { amountSchema, usdtAddressSchema } from './validators';

/*
 * The USDT wallet (issue 6): balances, recharges (declared TRC20 transfers, reviewed by the site admin),
 * withdrawals to a TRC20 address (frozen at once, reviewed), billing lines and the admin's audit view of
 * the ledger. 1 USDT = 1 USD; money travels as decimal strings with exactly 2 decimals ('100.00'), the
 * spec's money precision (USDT's own 6 decimals are not kept: an amount with more than 2 is refused).
 * Times are epoch milliseconds.
 *
 * The TRC20 address: `usdtAddressSchema` checks the format here (T, 34 base58 characters, 25 bytes with
 * the 0x41 prefix); its base58check checksum (double SHA-256) needs a hash this package does not have,
 * so the server verifies it too and answers a mistyped address with the same field error.
 */

/** Largest amount of one recharge or withdrawal. */
export const WALLET_AMOUNT_MAX = '1000000';

/**
 * A recharge or withdrawal amount: `amountSchema` (positive, at most 2 decimals; '0', '-1', '1.001', '1e5',
 * 'abc', ' ' refused) and at most 1,000,000. Output: the 2-decimal string ('100' -> '100.00').
 */
export const walletAmountInputSchema = amountSchema.refine(
  (amount) => new Decimal(amount).lessThanOrEqualTo(WALLET_AMOUNT_MAX),
  { error: 'validation.amount.tooBig' },
);

/** A TRON transaction id: 64 hexadecimal characters (stored lower-case). */
export const TX_HASH_PATTERN = /^[0-9a-fA-F]{64}$/;

export const txHashSchema = z
  .string({ error: 'validation.txHash.required' })
  .trim()
  .min(1, { error: 'validation.txHash.required', abort: true })
  .regex(TX_HASH_PATTERN, { error: 'validation.txHash.invalid' })
  .transform((hash) => hash.toLowerCase());

export const REVIEW_STATE = { PENDING: 'pending', REJECTED: 'rejected', PASSED: 'passed' } as const;
export const reviewStateSchema = z.enum(REVIEW_STATE);
export type ReviewState = z.infer<typeof reviewStateSchema>;

/** Money as sent: a decimal string with exactly 2 decimals; may be negative in ledger lines. */
const moneySchema = z.string();

/** `queryWalletInfo` and `getWalletByUserId`: the caller's wallet. */
export const walletInfoSchema = z.object({
  userId: z.number().int(),
  /** Token balance: available + withdrawing. */
  balance: moneySchema,
  /** Frozen by withdrawals pending review. */
  withdrawing: moneySchema,
  /** What can be spent or withdrawn now. */
  available: moneySchema,
  currency: z.literal('USDT'),
});
export type WalletInfo = z.infer<typeof walletInfoSchema>;

/** `getWalletByUserId`: the user's id; only one's own (another id answers 404). */
export const walletByUserQuerySchema = z.strictObject({
  userId: z.coerce.number().int().positive().max(MAX_ROW_ID),
});

/** `walletPrepaid`: declare a USDT transfer to the site's address; the admin reviews it. */
export const walletPrepaidBodySchema = z.strictObject({
  amount: walletAmountInputSchema,
  txHash: txHashSchema,
});
export type WalletPrepaidBody = z.input<typeof walletPrepaidBodySchema>;

/** `mentionMoney`: withdraw to a TRC20 address; the amount is frozen until the review. */
export const mentionMoneyBodySchema = z.strictObject({
  amount: walletAmountInputSchema,
  address: usdtAddressSchema,
});
export type MentionMoneyBody = z.input<typeof mentionMoneyBodySchema>;

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** `queryRechargeRecords` / `queryWithdrawRecords`: the caller's records, newest first. */
export const walletRecordsQuerySchema = z.strictObject({
  ...pageFields,
  state: reviewStateSchema.optional(),
});

export const rechargeRecordSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  txHash: z.string(),
  state: reviewStateSchema,
  /** The reviewer's reason ('' when none). */
  reason: z.string(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
});
export type RechargeRecord = z.infer<typeof rechargeRecordSchema>;

export const withdrawRecordSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  address: z.string(),
  state: reviewStateSchema,
  reason: z.string(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecordSchema>;

/** Ledger transaction kinds. Later parts of issue 6 add fees, payments, settlement and rebates. */
export const LEDGER_TX_KIND = {
  RECHARGE: 'recharge',
  WITHDRAW_REQUEST: 'withdraw_request',
  WITHDRAW_PAID: 'withdraw_paid',
  WITHDRAW_REJECTED: 'withdraw_rejected',
  /** A subscription fee paid from the wallet (token), split between trader, site and partner. */
  SUBSCRIPTION_FEE: 'subscription_fee',
  /** A weekly performance fee taken from the wallet (or the part of it the wallet could cover). */
  PERFORMANCE_FEE: 'performance_fee',
  /** An owed performance fee collected when the wallet was topped up. */
  DEBT_COLLECTED: 'debt_collected',
  /** A record of a fee paid outside the site (Alipay / WeChat voucher, confirmed by the trader). */
  VOUCHER_PAYMENT: 'voucher_payment',
} as const;
export const ledgerTxKindSchema = z.enum(LEDGER_TX_KIND);
export type LedgerTxKind = z.infer<typeof ledgerTxKindSchema>;

/** Ledger account kinds: a user's wallet and frozen money, and the site's system accounts. */
export const LEDGER_ACCOUNT_KIND = {
  WALLET: 'wallet',
  FROZEN: 'frozen',
  SITE_REVENUE: 'site_revenue',
  EXTERNAL_USDT: 'external_usdt',
  /** Money paid outside the site (Alipay, WeChat): the counterpart of voucher payment records. */
  EXTERNAL_FIAT: 'external_fiat',
  /** A trader's fees received outside the site (by voucher); never spendable here. */
  OFFSITE_RECEIVED: 'offsite_received',
} as const;
export const ledgerAccountKindSchema = z.enum(LEDGER_ACCOUNT_KIND);
export type LedgerAccountKind = z.infer<typeof ledgerAccountKindSchema>;

/** `queryBillingDetails`: income (money into the wallet) or expend (money out of it). */
export const billingQuerySchema = z.strictObject({
  kind: z.enum(['income', 'expend']),
  ...pageFields,
});

/** One line of the wallet account: amount positive for income, negative for expend. */
export const billingLineSchema = z.object({
  id: z.number().int(),
  kind: ledgerTxKindSchema,
  amount: moneySchema,
  /** The record behind it ('recharge:12', 'withdrawal:7'). */
  reference: z.string(),
  createdAt: z.number(),
});
export type BillingLine = z.infer<typeof billingLineSchema>;

/** `adminQueryWalletReviews` (site admin): pending recharges and withdrawals of the site. */
export const adminWalletReviewsQuerySchema = z.strictObject({
  kind: z.enum(['recharge', 'withdrawal']).optional(),
  ...pageFields,
});

export const walletReviewSchema = z.object({
  kind: z.enum(['recharge', 'withdrawal']),
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  amount: moneySchema,
  /** txHash of a recharge, address of a withdrawal. */
  txHash: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.number(),
});
export type WalletReview = z.infer<typeof walletReviewSchema>;

/** `adminReviewRecharge` / `adminReviewWithdrawal` (site admin): pass or reject; a rejection needs a reason. */
export const walletReviewBodySchema = z
  .strictObject({
    id: z.number().int().positive().max(MAX_ROW_ID),
    approve: z.boolean(),
    reason: z.string().trim().max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.approve && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.review.reasonRequired' });
    }
  });
export type WalletReviewBody = z.input<typeof walletReviewBodySchema>;

/** The reviewed record's new state. */
export const walletReviewResultSchema = z.object({
  id: z.number().int(),
  state: reviewStateSchema,
});

/** `adminQueryLedger` (site admin): every ledger entry of the site, newest first; filter by user. */
export const adminLedgerQuerySchema = z.strictObject({
  userId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  ...pageFields,
});

export const ledgerEntryRowSchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  accountId: z.number().int(),
  accountKind: ledgerAccountKindSchema,
  /** The account's owner (null for the site's system accounts). */
  ownerId: z.number().int().nullable(),
  ownerNickname: z.string().nullable(),
  amount: moneySchema,
  kind: ledgerTxKindSchema,
  reference: z.string(),
  /** Who caused the transaction (the user who asked, or the admin who reviewed). */
  createdById: z.number().int().nullable(),
  createdByNickname: z.string().nullable(),
  createdAt: z.number(),
});
export type LedgerEntryRow = z.infer<typeof ledgerEntryRowSchema>;

/** Amount decimals (the spec's money: 2). */
export const WALLET_DECIMALS = AMOUNT.DECIMALS;
