/*
 * Why a copy was not made (copy records): the engine's skip codes and BROKER_REJECTED with the MT4 error
 * code. Each has a localized label and an explanation of what happened and what the follower can do
 * (locale keys `copyRecords.reasons.<code>` and `copyRecords.brokerErrors.<code>`).
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
] as const;
export type SkipReasonCode = (typeof SKIP_REASON_CODES)[number];

/** The MT4 trade server errors a follower order meets most (ERR_* codes of MQL4). */
export const BROKER_ERROR_CODES = [6, 128, 130, 131, 132, 133, 134, 136, 138, 146] as const;
export type BrokerErrorCode = (typeof BROKER_ERROR_CODES)[number];

/** The locale key of a record's reason; a code this web does not know yet reads as "other". */
export function reasonCode(reason: string): SkipReasonCode | 'OTHER' {
  return SKIP_REASON_CODES.find((code) => code === reason) ?? 'OTHER';
}

export function brokerErrorCode(code: number | null): BrokerErrorCode | 'other' | null {
  if (code === null) return null;
  return BROKER_ERROR_CODES.find((known) => known === code) ?? 'other';
}

/** Detail fields of a record that are worth showing, in this order, with their locale labels. */
export const DETAIL_FIELDS = [
  'symbol',
  'standardSymbol',
  'lots',
  'minLot',
  'openPositions',
  'maxOpenPositions',
  'totalLots',
  'maxTotalLots',
  'balance',
  'minimum',
  'freeMargin',
  'marginPerLot',
  'minMarginLevel',
  'ageMs',
  'masterEquity',
  'masterLeverage',
  'followerLeverage',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** The known detail fields of a record that carry a value, in display order. */
export function shownDetails(
  detail: Record<string, string | number>,
): { field: DetailField; value: string | number }[] {
  return DETAIL_FIELDS.filter((field) => detail[field] !== undefined && detail[field] !== '').map(
    (field) => ({ field, value: detail[field] ?? '' }),
  );
}
