/**
 * What the copy rules answer. The orchestrator stores a skip's code (and its detail as message parameters)
 * and shows a localized text; it never re-derives a rule from these.
 */
import type { OrderType } from './types';

/** Why a copy action was not taken. Each is recorded with the signal it belongs to. */
export const SKIP_REASON = {
  /** A value the rule needs is missing or malformed (see detail.field): a data fault, not a trading reason. */
  INVALID_INPUT: 'INVALID_INPUT',
  /** The subscription was cancelled with "close following the trader": open copies follow, no new opens. */
  SUBSCRIPTION_CLOSING: 'SUBSCRIPTION_CLOSING',
  /** The follower account's session is down, so no order can be sent now. */
  ACCOUNT_DISCONNECTED: 'ACCOUNT_DISCONNECTED',
  /** The follower's copying is paused (e.g. an unpaid performance fee); closes still go on. */
  ACCOUNT_PAUSED: 'ACCOUNT_PAUSED',
  /** The master's open was seen more than 60 s ago; opening now would copy a different price. */
  SIGNAL_TOO_OLD: 'SIGNAL_TOO_OLD',
  /** The subscription copies in reverse but the site's reverseCopyFlag does not allow it. */
  REVERSE_NOT_ALLOWED: 'REVERSE_NOT_ALLOWED',
  /** The master's symbol has no standard symbol, or the follower has no symbol bound to it. */
  SYMBOL_UNBOUND: 'SYMBOL_UNBOUND',
  /** The follower's symbol for it is invalid (no longer offered) or its lot terms are unusable. */
  SYMBOL_INVALID: 'SYMBOL_INVALID',
  /** Smart ratio cannot be computed: the master's equity or a leverage is zero or negative. */
  SIZING_UNAVAILABLE: 'SIZING_UNAVAILABLE',
  /** The sized lots (or what a partial close would take) round down below the symbol's minimum lot. */
  BELOW_MIN_LOT: 'BELOW_MIN_LOT',
  /** The subscription already holds its maximum number of open copies. */
  MAX_POSITIONS: 'MAX_POSITIONS',
  /** What is left of the subscription's total lots is below the symbol's minimum lot. */
  MAX_TOTAL_LOTS: 'MAX_TOTAL_LOTS',
  /** The follower's balance is below the trader's minimum for followers. */
  FOLLOWER_BALANCE_BELOW_MIN: 'FOLLOWER_BALANCE_BELOW_MIN',
  /** Even the minimum lot would take the follower's margin level below 150% (MIN_MARGIN_LEVEL_PERCENT). */
  INSUFFICIENT_MARGIN: 'INSUFFICIENT_MARGIN',
  /** A close or modify for a master order with no (live) copy link under this subscription. */
  NOT_COPIED: 'NOT_COPIED',
  /**
   * Not a loss: the follower's broker refused the pending copy for its distance from the market (MT4 130,
   * closer than its stop level), so the copy waits for the master's fill and is then opened at the market
   * (see await-fill.ts).
   */
  AWAITING_FILL: 'AWAITING_FILL',
  /** The master deleted (or his broker expired) a pending order whose copy awaited its fill: nothing opened. */
  DELETED_BEFORE_FILL: 'DELETED_BEFORE_FILL',
} as const;
/** One of SKIP_REASON. */
export type SkipReason = (typeof SKIP_REASON)[keyof typeof SKIP_REASON];

/** Parameters of a skip's message, e.g. { lots: '0.05', minLot: '0.10' }. */
export type SkipDetail = Readonly<Record<string, string | number>>;

/** Nothing is sent; the reason is recorded. */
export type SkipDecision = { kind: 'skip'; reason: SkipReason; detail?: SkipDetail };

/** A skip decision. */
export function skip(reason: SkipReason, detail?: SkipDetail): SkipDecision {
  return detail ? { kind: 'skip', reason, detail } : { kind: 'skip', reason };
}

/** An INVALID_INPUT skip naming the field at fault ('settings.copyValue'). */
export function invalidInput(field: string): SkipDecision {
  return { kind: 'skip', reason: SKIP_REASON.INVALID_INPUT, detail: { field } };
}

/** Why an open copy got fewer lots than sizing gave it (the copy still opens). */
export const LOT_ADJUSTMENT = {
  /** Clamped to the symbol's maximum lot. */
  MAX_LOT: 'MAX_LOT',
  /** Reduced to what is left of the subscription's total lots. */
  MAX_TOTAL_LOTS: 'MAX_TOTAL_LOTS',
  /** Reduced to what the follower's margin allows with its safety buffer. */
  FREE_MARGIN: 'FREE_MARGIN',
} as const;
/** One of LOT_ADJUSTMENT. */
export type LotAdjustmentReason = (typeof LOT_ADJUSTMENT)[keyof typeof LOT_ADJUSTMENT];
/** One reduction, in hundredths; recorded beside the copy like a skip reason. */
export type LotAdjustment = { reason: LotAdjustmentReason; from: number; to: number };

/** Send this order to the follower account. */
export type OpenDecision = {
  kind: 'open';
  subscriptionId: number;
  masterTicket: number;
  /** The follower server's symbol name. */
  symbol: string;
  type: OrderType;
  /** Integer hundredths: a multiple of the symbol's step within its minimum and maximum. */
  lots: number;
  /** Pending orders: the order price (the master's, kept in reverse). Market orders: null. */
  price: string | null;
  /** With the follower symbol's digits; zero = none. Swapped with tp when reversed. */
  sl: string;
  tp: string;
  /** The exactly-once tag (`copyTag`); send it as the order comment. */
  comment: string;
  /** Reductions applied after sizing, in the order they happened; empty when none bit. */
  adjustments: readonly LotAdjustment[];
};

/** Close the follower position: all of it, or `lots` of it (partial). */
export type CloseDecision = {
  kind: 'close';
  followerTicket: number;
  /** Integer hundredths to close; equal to the position's lots when `full`. */
  lots: number;
  full: boolean;
};

/** Delete the follower's pending copy. */
export type DeleteDecision = { kind: 'delete'; followerTicket: number };

/** Modify the follower order's stops (and the price of a pending copy). */
export type ModifyDecision = {
  kind: 'modify';
  followerTicket: number;
  sl: string;
  tp: string;
  /** Pending copies: the new order price; positions: null. */
  price: string | null;
};

/** Nothing to send and nothing to record (e.g. a modify that changes nothing the copy has). */
export type NoneDecision = { kind: 'none' };
