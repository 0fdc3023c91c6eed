import { formatMoney } from '@copytrade/contracts/number-format';

/** Shown where a figure has no value (a ratio without a base, a hidden price). */
export const DASH = '—';

/** A percent as the statistics give it ('3.95' is 3.95 %), with separators: '1,234.50%'. */
export function percentText(percent: string | null | undefined, signed = false): string {
  if (percent === null || percent === undefined) return DASH;
  const text = formatMoney(percent);
  if (!text) return DASH;
  return `${signed && /[1-9]/.test(text) && !text.startsWith('-') ? '+' : ''}${text}%`;
}

/** Money with separators, or the dash where there is none. */
export function moneyText(value: string | null | undefined): string {
  if (value === null || value === undefined) return DASH;
  return formatMoney(value) || DASH;
}

/** Gain, loss or neither, for colouring a figure. */
export function signOf(value: string | null | undefined): 'gain' | 'loss' | 'zero' {
  if (value === null || value === undefined || !/[1-9]/.test(value)) return 'zero';
  return value.trim().startsWith('-') ? 'loss' : 'gain';
}

/** A decimal string as a number for a chart axis (charts only plot; every shown text is formatted above). */
export function plotValue(value: string | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A holding time in whole units, largest two: 2 d 3 h, 3 h 12 min, 45 min, or under a minute. */
export type DurationParts =
  | { unit: 'dayHour'; days: number; hours: number }
  | { unit: 'hourMinute'; hours: number; minutes: number }
  | { unit: 'minute'; minutes: number }
  | { unit: 'underMinute' };

export function durationParts(ms: number): DurationParts {
  if (ms >= DAY) return { unit: 'dayHour', days: Math.floor(ms / DAY), hours: Math.floor((ms % DAY) / HOUR) };
  if (ms >= HOUR) {
    return { unit: 'hourMinute', hours: Math.floor(ms / HOUR), minutes: Math.floor((ms % HOUR) / MINUTE) };
  }
  if (ms >= MINUTE) return { unit: 'minute', minutes: Math.floor(ms / MINUTE) };
  return { unit: 'underMinute' };
}
