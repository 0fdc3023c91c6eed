import { z } from 'zod';
import { daySchema } from './discovery';
import { MAX_ROW_ID } from './ids';
import { copyDirectionSchema, copyTypeSchema, partialCloseRoundingSchema } from './codes';
import { COPY_TYPE, COPY_VALUE_UNLIMITED } from './constants';
import { lotOrRatioSchema, positiveIntegerSchema } from './validators';

/*
 * Subscriptions (copy relationships) and what copying did: copy links (one follower position per
 * master position) and copy records (every skipped or failed copy with its reason). Lots travel as
 * decimal strings with two places ("1.50"); money and prices as decimal strings; times epoch ms.
 */

/** unpaid: a subscription fee to pay first (not copying; see payments.ts); subscribing: copying; closing: cancelled with "close following the trader", links still follow; history: ended (expired or the last link closed); cancelled: cancelled with "close manually". */
export const SUBSCRIPTION_STATES = ['unpaid', 'subscribing', 'closing', 'history', 'cancelled'] as const;
export const subscriptionStateSchema = z.enum(SUBSCRIPTION_STATES);
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** How open copies end when a subscription is cancelled (DOMAIN.md, Closing). */
export const CLOSE_MODES = ['followTrader', 'manual'] as const;
export const closeModeSchema = z.enum(CLOSE_MODES);
export type CloseMode = z.infer<typeof closeModeSchema>;

/** Which subscriptions a list shows: current (subscribing and closing) or history (history and cancelled). */
export const subscriptionScopeSchema = z.enum(['current', 'history']);

const optionalLots = lotOrRatioSchema.optional().nullable();

/**
 * The follow settings of a subscription (spec 3, Subscription). copyValue: lots for copyType 1, a ratio for
 * copyType 2, and nothing for 3 (smart ratio; stored as 999999999.99). maxTotalLots and maxRatio are caps;
 * omitted or null is no cap.
 */
const settingsShape = {
  copyType: copyTypeSchema,
  copyValue: lotOrRatioSchema.optional(),
  direction: copyDirectionSchema,
  maxOpenPositions: positiveIntegerSchema.optional().nullable(),
  maxTotalLots: optionalLots,
  maxRatio: optionalLots,
  partialClose: partialCloseRoundingSchema.default('takeSmall'),
};

/** copyValue is required unless the mode is smart ratio. */
function requireCopyValue<T extends z.ZodType<{ copyType: number; copyValue?: unknown }>>(schema: T) {
  return schema.refine((v) => v.copyType === COPY_TYPE.SMART_RATIO || v.copyValue !== undefined, {
    error: 'validation.required',
    path: ['copyValue'],
  });
}

/** `createSubscription` (spec 7): a follow account of the caller copies a trade account. */
export const createSubscriptionBodySchema = requireCopyValue(
  z.strictObject({
    masterAccountId: z.number({ error: 'validation.required' }).int().positive().max(MAX_ROW_ID),
    followAccountId: z
      .number({ error: 'validation.followAccount.required' })
      .int({ error: 'validation.followAccount.required' })
      .positive({ error: 'validation.followAccount.required' })
      .max(MAX_ROW_ID, { error: 'validation.followAccount.required' }),
    ...settingsShape,
    /** Days the subscription runs; omitted = until cancelled (free subscriptions). */
    validityDays: z.number().int().min(1).max(3650).optional(),
  }),
);
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

/** `updateSubscription(s)` / `updateSubscriptionsConfig`: new follow settings for new copies. */
export const updateSubscriptionBodySchema = requireCopyValue(
  z.strictObject({ subscriptionId: z.number().int().positive().max(MAX_ROW_ID), ...settingsShape }),
);
export type UpdateSubscriptionBody = z.infer<typeof updateSubscriptionBodySchema>;

export const cancelSubscriptionQuerySchema = z.strictObject({
  subscriptionId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  closeMode: closeModeSchema.default('followTrader'),
});

/** `continueSubscription`: run a subscription for more days (it restarts if it had expired). */
export const continueSubscriptionBodySchema = z.strictObject({
  subscriptionId: z.number().int().positive().max(MAX_ROW_ID),
  validityDays: z.number().int().min(1).max(3650),
});

export const subscriptionListQuerySchema = z.strictObject({
  scope: subscriptionScopeSchema.default('current'),
  /** Only the subscriptions of this account (a follow account for followers, a trade account for traders). */
  mtAccId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const subscriptionIdQuerySchema = z.strictObject({
  subscriptionId: z.coerce.number().int().positive().max(MAX_ROW_ID),
});

const accountRef = z.object({
  mtAccId: z.number().int(),
  login: z.string(),
  loginOrder: z.number().int(),
  platformName: z.string(),
  serverName: z.string(),
});

/** One subscription as both sides see it. */
export const subscriptionSchema = z.object({
  subscriptionId: z.number().int(),
  /** The subscription number shown to people (spec 3). */
  serialNo: z.string(),
  state: subscriptionStateSchema,
  master: accountRef.extend({ traderName: z.string(), image: z.string() }),
  follower: accountRef.extend({ followerName: z.string() }),
  copyType: z.number().int(),
  /** Lots or ratio with two places; '' for smart ratio. */
  copyValue: z.string(),
  direction: z.number().int(),
  maxOpenPositions: z.number().int().nullable(),
  maxTotalLots: z.string().nullable(),
  maxRatio: z.string().nullable(),
  partialClose: z.string(),
  /** Fee model the subscription was made under: 1 free, 2 subscription fee, 3 performance fee. */
  feeType: z.number().int(),
  validityDays: z.number().int().nullable(),
  startTime: z.number(),
  endTime: z.number().nullable(),
  cancelMode: z.string().nullable(),
  cancelTime: z.number().nullable(),
  openCopies: z.number().int(),
  /** Net profit (profit + swap + commission) of the closed copies. */
  copyProfit: z.string(),
  skipped: z.number().int(),
  /** The open payment of an 'unpaid' subscription (fee type 2) the payer must pay; null otherwise. */
  paymentId: z.number().int().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `querySubscriptionFree`: the fee model of a trade account for new subscribers. */
export const subscriptionFeeSchema = z.object({
  mtAccId: z.number().int(),
  feeType: z.number().int(),
  isFree: z.boolean(),
  price: z.string(),
  performanceList: z.array(z.object({ profit: z.string(), divided: z.string() })),
  /** Subscription fee: the days the price buys. */
  validityDays: z.number().int(),
  /** The trader has payment information (Alipay / WeChat codes) for voucher payments. */
  hasPaymentInfo: z.boolean(),
  /** The site's wallet is open: the fee can be paid in tokens. */
  tokenAvailable: z.boolean(),
  /** The trader's minimum follower balance (null none). */
  followerBalanceMin: z.string().nullable(),
});

/** `querySiteSubscriptionStatus`: what the site allows when subscribing. */
export const siteSubscriptionStatusSchema = z.object({
  open: z.boolean(),
  reverseAllowed: z.boolean(),
  typeList: z.array(z.number().int()),
});

/** `querySubscriptions` (public): the subscription overview of a trade account. */
export const subscriptionOverviewSchema = z.object({
  mtAccId: z.number().int(),
  activeSubscribers: z.number().int(),
  totalSubscribers: z.number().int(),
  openCopies: z.number().int(),
});

/**
 * A copy link (spec: copy detail): one follower position and the master position it copies. `state`:
 * pending (a pending order copied), open, closed, detached (the subscription was cancelled with
 * "close manually": the follower closes it himself). Slippage is in points, positive when the follower
 * got a worse price than the master; delay is from the master's fill to the follower's.
 */
export const copyLinkSchema = z.object({
  linkId: z.number().int(),
  subscriptionId: z.number().int(),
  serialNo: z.string(),
  /** The follow account that holds the copy. */
  followAccountId: z.number().int(),
  masterTicket: z.number().int(),
  followerTicket: z.number().int(),
  masterSymbol: z.string(),
  symbol: z.string(),
  type: z.number().int(),
  masterType: z.number().int(),
  lots: z.string(),
  masterLots: z.string(),
  openTime: z.number(),
  masterOpenTime: z.number(),
  openPrice: z.string(),
  masterOpenPrice: z.string(),
  sl: z.string(),
  tp: z.string(),
  slippagePoints: z.number().int(),
  delayMs: z.number().int(),
  closeTime: z.number().nullable(),
  closePrice: z.string(),
  profit: z.string(),
  state: z.enum(['pending', 'open', 'closed', 'detached']),
});
export type CopyLink = z.infer<typeof copyLinkSchema>;

/**
 * Filters of the copy lists (the MAM orders supervisor): one follow account among the subscriptions the
 * caller may read (a trader's subscriber), a symbol (the master's or the follower's), and the days (UTC,
 * YYYY-MM-DD) a copy's master position opened or a record was written, both ends included.
 */
const copyFilterShape = {
  followAccountId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  symbol: z.string().trim().min(1).max(32).optional(),
  startDate: daySchema.optional(),
  endDate: daySchema.optional(),
};

function datesInOrder(
  query: { startDate?: string | undefined; endDate?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.startDate && query.endDate && query.endDate < query.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.day.endBeforeStart' });
  }
}

export const copyLinkListQuerySchema = z
  .strictObject({
    subscriptionId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
    /** A follow account of the caller: its copies under every subscription. */
    mtAccId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
    scope: z.enum(['open', 'history']).default('open'),
    ...copyFilterShape,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .superRefine(datesInOrder);

/**
 * A copy that was not made or not finished, with its reason: an engine skip code (SIGNAL_TOO_OLD,
 * BELOW_MIN_LOT, ...) or BROKER_REJECTED with the MT4 error code. AWAITING_FILL (with 130) is a pending
 * copy the follower's broker refused for its distance from the market: it is opened at the market when the
 * master's order fills (a later record of the same ticket tells a skip then), or DELETED_BEFORE_FILL
 * (action delete) when the master deletes the order first.
 */
export const copyRecordSchema = z.object({
  recordId: z.number().int(),
  subscriptionId: z.number().int(),
  serialNo: z.string(),
  /** The follow account of the subscription. */
  followAccountId: z.number().int(),
  masterTicket: z.number().int(),
  masterSymbol: z.string(),
  action: z.enum(['open', 'close', 'partial', 'modify', 'delete']),
  reason: z.string(),
  errorCode: z.number().int().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
  createTime: z.number(),
});
export type CopyRecord = z.infer<typeof copyRecordSchema>;

/**
 * Which copies not made a list shows: failed (the broker refused the order, BROKER_REJECTED, or the
 * follower's server could not be reached, ACCOUNT_DISCONNECTED) or skipped (every other reason: a rule of
 * the subscription or the engine decided not to copy). Omitted: both.
 */
export const COPY_FAILURE_REASONS = ['BROKER_REJECTED', 'ACCOUNT_DISCONNECTED'] as const;
export const copyRecordOutcomeSchema = z.enum(['skipped', 'failed']);
export type CopyRecordOutcome = z.infer<typeof copyRecordOutcomeSchema>;

export const copyRecordListQuerySchema = z
  .strictObject({
    subscriptionId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
    mtAccId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
    outcome: copyRecordOutcomeSchema.optional(),
    ...copyFilterShape,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .superRefine(datesInOrder);

/** A master position with how it was copied (the trader's copy-order list). */
export const masterOrderSchema = z.object({
  ticket: z.number().int(),
  symbol: z.string(),
  type: z.number().int(),
  lots: z.string(),
  openTime: z.number(),
  openPrice: z.string(),
  closeTime: z.number().nullable(),
  closePrice: z.string(),
  profit: z.string(),
  copies: z.number().int(),
  copiedLots: z.string(),
});
export type MasterOrder = z.infer<typeof masterOrderSchema>;

export const masterOrderListQuerySchema = z.strictObject({
  mtId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** `closeOrder`: the follower closes one of his copied positions himself (the link ends). */
export const closeCopyQuerySchema = z.strictObject({
  linkId: z.coerce.number().int().positive().max(MAX_ROW_ID),
});

/** The stored copyValue of a smart-ratio subscription (no value; the UI shows nothing). */
export const SMART_COPY_VALUE = COPY_VALUE_UNLIMITED;
