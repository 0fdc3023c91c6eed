/*
 * The reductions of a copy's lots a preview names (`copyPreview.adjustments.<code>`); its skip reasons
 * read as the copy records' do (lib/skip-reasons.ts).
 */

const ADJUSTMENT_CODES = ['MAX_LOT', 'MAX_TOTAL_LOTS', 'FREE_MARGIN'] as const;

/** A reduction of a copy's lots the labels know; null for one they do not. */
export function adjustmentCode(reason: string): (typeof ADJUSTMENT_CODES)[number] | null {
  return ADJUSTMENT_CODES.find((code) => code === reason) ?? null;
}
