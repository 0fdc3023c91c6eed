/*
 * Why a copy was not made: the engine's skip codes, BROKER_REJECTED (with the MT4 error code) and the
 * platform's TRADE_LIMIT_REACHED (the site's monthly limit of copied trades per user). Each has
 * a localized label and an explanation of what happened and what the follower can do (locale keys
 * `copyRecords.reasons.<code>`), read by the copy records and the copy preview alike.
 */

export const SKIP_REASON_CODES = [
  'ACCOUNT_DISCONNECTED',
  'ACCOUNT_PAUSED',
  'SIGNAL_TOO_OLD',
  'REVERSE_NOT_ALLOWED',
  'SYMBOL_UNBOUND',
  'SYMBOL_INVALID',
  'MAX_POSITIONS',
  'MAX_TOTAL_LOTS',
  'BELOW_MIN_LOT',
  'FOLLOWER_BALANCE_BELOW_MIN',
  'INSUFFICIENT_MARGIN',
  'SUBSCRIPTION_CLOSING',
  'NOT_COPIED',
  'SIZING_UNAVAILABLE',
  'INVALID_INPUT',
  'BROKER_REJECTED',
  'AWAITING_FILL',
  'DELETED_BEFORE_FILL',
  // The platform's monthly limit of copied trades per user (issue 15, the copier's trade-quota.ts).
  'TRADE_LIMIT_REACHED',
] as const;
export type SkipReasonCode = (typeof SKIP_REASON_CODES)[number];

/** The locale key of a record's reason; a code this web does not know yet reads as "other". */
export function reasonCode(reason: string): SkipReasonCode | 'OTHER' {
  return SKIP_REASON_CODES.find((code) => code === reason) ?? 'OTHER';
}
