/**
 * The engine's decimal type, for prices (rounded to a symbol's digits) and the displayed smart ratio; the
 * sizing and limit rules use exact integers (exact.ts). A private clone of decimal.js, so nobody else's
 * Decimal settings change our results: 40 significant digits, divisions rounded toward zero, so a ratio is
 * never shown above its true value.
 */
import Decimal from 'decimal.js';

/** 40 significant digits, division rounded toward zero, never exponent notation. */
export const Dec = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_DOWN,
  toExpNeg: -40,
  toExpPos: 40,
});
/** A value of the engine's decimal type. */
export type Dec = Decimal;

/** A plain decimal string as our boundaries carry it: optional minus, digits, optional fraction. */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Parses a decimal string; null when it is not one (no exponents, no blanks, no thousands separators). */
export function parseDec(text: string): Dec | null {
  return DECIMAL_TEXT.test(text) ? new Dec(text) : null;
}

/** Formats a price with exactly `digits` places, rounded half away from zero ('1.1' at 5 -> '1.10000'). */
export function formatPrice(value: Dec, digits: number): string {
  return value.toFixed(digits, Dec.ROUND_HALF_UP);
}
