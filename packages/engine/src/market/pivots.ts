/**
 * Pivot points (issue 18, `/tools/market/point`): support and resistance for a day from the previous day's
 * candle (high H, low L, close C), three ways, rounded to the symbol's digits:
 * - classic: P = (H + L + C) / 3; R1 = 2P - L, S1 = 2P - H; R2 = P + (H - L), S2 = P - (H - L);
 *   R3 = H + 2(P - L), S3 = L - 2(H - P);
 * - Fibonacci: P as classic; R1/S1 = P +/- 0.382(H - L), R2/S2 = P +/- 0.618(H - L), R3/S3 = P +/- (H - L);
 * - Camarilla: P as classic; R(n)/S(n) = C +/- (H - L) x 1.1 / d(n), d = 12, 6, 4, 2 for n = 1..4.
 */
import Decimal from 'decimal.js';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });

export const PIVOT_METHODS = ['classic', 'fibonacci', 'camarilla'] as const;
export type PivotMethod = (typeof PIVOT_METHODS)[number];

/** The previous day's candle, prices as decimal strings. */
export type DayCandle = { high: string; low: string; close: string };

/** The levels of one method, highest first: resistances, the pivot, supports; prices with `digits`. */
export type PivotLevels = { pivot: string; resistance: string[]; support: string[] };

export function pivotLevels(method: PivotMethod, day: DayCandle, digits: number): PivotLevels {
  const high = new D(day.high);
  const low = new D(day.low);
  const close = new D(day.close);
  const range = high.minus(low);
  const pivot = high.plus(low).plus(close).div(3);
  const text = (value: Decimal) => value.toFixed(digits);
  if (method === 'classic') {
    return {
      pivot: text(pivot),
      resistance: [pivot.times(2).minus(low), pivot.plus(range), high.plus(pivot.minus(low).times(2))].map(
        text,
      ),
      support: [pivot.times(2).minus(high), pivot.minus(range), low.minus(high.minus(pivot).times(2))].map(
        text,
      ),
    };
  }
  if (method === 'fibonacci') {
    const steps = ['0.382', '0.618', '1'].map((ratio) => range.times(ratio));
    return {
      pivot: text(pivot),
      resistance: steps.map((step) => text(pivot.plus(step))),
      support: steps.map((step) => text(pivot.minus(step))),
    };
  }
  const steps = [12, 6, 4, 2].map((divisor) => range.times('1.1').div(divisor));
  return {
    pivot: text(pivot),
    resistance: steps.map((step) => text(close.plus(step))),
    support: steps.map((step) => text(close.minus(step))),
  };
}
