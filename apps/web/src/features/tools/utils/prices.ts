import type { MarketQuote } from '@copytrade/contracts/market';
import type { LiveQuote } from '@/lib/market-socket';

/*
 * Prices on the tools' pages are decimal strings at the symbol's digits. A price becomes integer points
 * (price x 10^digits, exact for any price the server sends) for sums and comparisons, and back.
 */

/** A price in integer points; null for a missing or malformed price. */
export function toPoints(price: string | null | undefined, digits: number): number | null {
  if (price === null || price === undefined || !/^-?\d+(\.\d+)?$/.test(price)) return null;
  return Math.round(Number(price) * 10 ** digits);
}

/** Integer points back to a price with `digits` decimals. */
export function fromPoints(points: number, digits: number): string {
  const negative = points < 0;
  const text = String(Math.abs(points)).padStart(digits + 1, '0');
  const whole = digits > 0 ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return negative && points !== 0 ? `-${whole}` : whole;
}

/** -1, 0 or 1 as `next` is below, equal to or above `previous` (null when either is missing). */
export function direction(previous: string | null, next: string | null, digits: number): -1 | 0 | 1 | null {
  const a = toPoints(previous, digits);
  const b = toPoints(next, digits);
  if (a === null || b === null) return null;
  return b > a ? 1 : b < a ? -1 : 0;
}

/**
 * A board row with a live quote applied: bid, ask and spread from it, the day's change and percent against
 * the day's open, and the day's range stretched to the bid (the day's candle is on the bid).
 */
export function applyLiveQuote(row: MarketQuote, live: LiveQuote | undefined): MarketQuote {
  if (!live || (row.time !== null && live.time < row.time)) return row;
  const { digits } = row;
  const bid = toPoints(live.bid, digits);
  const ask = toPoints(live.ask, digits);
  if (bid === null || ask === null) return row;
  const open = toPoints(row.dayOpen, digits);
  const high = toPoints(row.dayHigh, digits);
  const low = toPoints(row.dayLow, digits);
  const change = open === null ? null : bid - open;
  return {
    ...row,
    bid: live.bid,
    ask: live.ask,
    spread: ask - bid,
    time: live.time,
    dayHigh: high === null ? row.dayHigh : fromPoints(Math.max(high, bid), digits),
    dayLow: low === null ? row.dayLow : fromPoints(Math.min(low, bid), digits),
    change: change === null ? row.change : fromPoints(change, digits),
    changePercent:
      change === null || !open
        ? row.changePercent
        : ((change / open) * 100).toFixed(2).replace(/^-0\.00$/, '0.00'),
  };
}

/** Where `value` sits between `low` and `high`, from 0 to 1 (the middle when the range is empty). */
export function rangePosition(low: string | null, high: string | null, value: string | null): number | null {
  const l = low === null ? NaN : Number(low);
  const h = high === null ? NaN : Number(high);
  const v = value === null ? NaN : Number(value);
  if (!Number.isFinite(l) || !Number.isFinite(h) || !Number.isFinite(v)) return null;
  if (h <= l) return 0.5;
  return Math.min(1, Math.max(0, (v - l) / (h - l)));
}

/** The sign of a change given as a decimal string: 1 up, -1 down, 0 flat or unknown. */
export function signOf(value: string | null): -1 | 0 | 1 {
  if (value === null || !/[1-9]/.test(value)) return 0;
  return value.trim().startsWith('-') ? -1 : 1;
}
