/*
 * The reasons a preview names: the engine's skip codes an open can get (the copy records' labels,
 * `copyRecords.reasons.<code>`), and the reductions of a copy's lots (`copyPreview.adjustments.<code>`).
 */

const SKIP_CODES = [
  'REVERSE_NOT_ALLOWED',
  'SYMBOL_UNBOUND',
  'SYMBOL_INVALID',
  'SIZING_UNAVAILABLE',
  'BELOW_MIN_LOT',
  'MAX_POSITIONS',
  'MAX_TOTAL_LOTS',
  'FOLLOWER_BALANCE_BELOW_MIN',
  'INSUFFICIENT_MARGIN',
  'INVALID_INPUT',
] as const;

/** A skip reason the labels know, or OTHER for a code this web does not know yet. */
export function skipCode(reason: string): (typeof SKIP_CODES)[number] | 'OTHER' {
  return SKIP_CODES.find((code) => code === reason) ?? 'OTHER';
}

const ADJUSTMENT_CODES = ['MAX_LOT', 'MAX_TOTAL_LOTS', 'FREE_MARGIN'] as const;

/** A reduction of a copy's lots the labels know; null for one they do not. */
export function adjustmentCode(reason: string): (typeof ADJUSTMENT_CODES)[number] | null {
  return ADJUSTMENT_CODES.find((code) => code === reason) ?? null;
}
