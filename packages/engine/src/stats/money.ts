/**
 * Exact money for the statistics: integer cents held as JavaScript numbers. Every sum is checked to stay a
 * safe integer (below 2^53 cents, about 90 trillion dollars) and throws past it rather than silently losing
 * a cent; BigInt is not used because the fold's state is stored as JSON, which has no BigInt. Ratios and
 * percentages are doubles, formatted at the edge.
 */

/** Parses a money string with at most 2 decimals ('-12.5' = -1250); throws on anything else. */
export function parseCents(text: string, field: string): number {
  const length = text.length;
  let i = text.charCodeAt(0) === 45 ? 1 : 0; // '-'
  const start = i;
  let whole = 0;
  let fraction = 0;
  let decimals = -1;
  for (; i < length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (decimals < 0) whole = whole * 10 + (c - 48);
      else {
        fraction = fraction * 10 + (c - 48);
        decimals += 1;
      }
    } else if (c === 46 && decimals < 0 && i > start && i < length - 1) decimals = 0;
    else throw new RangeError(`${field}: not a money amount: '${text}'`);
  }
  if (length === start || decimals > 2) throw new RangeError(`${field}: not a money amount: '${text}'`);
  const cents = whole * 100 + (decimals === 1 ? fraction * 10 : fraction);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${field}: amount too large: '${text}'`);
  return start === 1 && cents !== 0 ? -cents : cents;
}

/** a + b, exact or a thrown error. */
export function addCents(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new RangeError('statistics: sum beyond exact integer range');
  return sum;
}

/** round(a / b) half away from zero, for integers and b > 0, without a binary fraction in between. */
export function roundDiv(a: number, b: number): number {
  const rest = a % b; // exact; takes the sign of a
  const quotient = (a - rest) / b; // an exact multiple of b divided by b: exact
  if (2 * Math.abs(rest) >= b) return a < 0 ? quotient - 1 : quotient + 1;
  return quotient;
}

/** Integer hundredths as a 2-decimal string (cents as money, hundredths as lots): -1250 -> '-12.50'. */
export { formatLots as formatHundredths } from '@copytrade/units/lots';

/** A fraction as a percent string with 2 decimals (0.0395 -> '3.95'); never '-0.00'. */
export function formatPercent(fraction: number): string {
  const text = (fraction * 100).toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

/** A plain double with 2 decimals (profit factor, trades per week). */
export function formatRatio(value: number): string {
  const text = value.toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}
