import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import {
  ACCOUNT_LIMITS,
  DATE_ONLY_FORMAT,
  DEFAULT_DATE_FORMAT,
  LIST_LIMITS,
  TIME_AGO,
  UNREAD_BADGE_OVERFLOW,
} from './constants';
import type { Locale } from './locale';
import { formatText } from './messages/format';

/*
 * Display helpers shared by the web and the server: colours, timestamps, dates, time-ago, badges. All are
 * pure (the caller passes `now`). Number and money formatting, which needs decimal.js, is in
 * `number-format.ts` so that a page that only shows dates does not load it.
 */

dayjs.extend(utc);

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

/**
 * `#rgb` or `#rrggbb` with an alpha as `rgba(r, g, b, alpha)`. Anything else (names, `rgb(...)`, 4- or
 * 8-digit hex, no `#`) comes back unchanged, as the seed's helper does, so a theme value that is already
 * a CSS colour still works.
 */
export function hexToRgba(hex: string, alpha: number): string {
  const digits = HEX_COLOR.exec(hex)?.[1];
  if (digits === undefined) return hex;
  const full = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  const r = parseInt(full.slice(0, 2), 16);
  const g = parseInt(full.slice(2, 4), 16);
  const b = parseInt(full.slice(4, 6), 16);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * Epoch milliseconds of a timestamp given in seconds or milliseconds. A timestamp whose integer part has
 * exactly 10 digits is seconds (the seed's rule: seconds from 2001-09-09 to 2286); anything else is taken
 * as milliseconds. Numbers and numeric strings are accepted; `null` for anything that is not a finite
 * plain number (empty string, `'abc'`, `NaN`, `'1e3'`).
 */
export function toMillis(ts: number | string | null | undefined): number | null {
  if (ts === null || ts === undefined) return null;
  let n: number;
  if (typeof ts === 'string') {
    const text = ts.trim();
    if (!PLAIN_NUMBER.test(text)) return null;
    n = Number(text);
  } else {
    n = ts;
  }
  if (!Number.isFinite(n)) return null;
  return String(Math.trunc(Math.abs(n))).length === 10 ? Math.round(n * 1000) : n;
}

/** The caller's offset at an instant: the given one, else the host's (daylight saving included). */
function offsetAt(ms: number, utcOffsetMinutes: number | undefined): number {
  return utcOffsetMinutes ?? -new Date(ms).getTimezoneOffset();
}

function calendarDay(ms: number, utcOffsetMinutes: number | undefined): number {
  return Math.floor((ms + offsetAt(ms, utcOffsetMinutes) * MS_PER_MINUTE) / MS_PER_DAY);
}

/**
 * A timestamp (seconds or milliseconds, see `toMillis`) formatted by dayjs. Local time of the host unless
 * `utcOffsetMinutes` is given (480 for UTC+8), which tests and the server use to be deterministic; with
 * an offset, the zone tokens `Z`/`ZZ` print +00:00.
 * Empty string for null, undefined or an invalid timestamp.
 */
export function formatDate(
  ts: number | string | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
  utcOffsetMinutes?: number,
): string {
  const ms = toMillis(ts);
  if (ms === null) return '';
  // dayjs's utcOffset() reads -16..16 as hours, even from '+00:15', so the instant is shifted instead and
  // formatted as UTC (a 'Z' token then prints +00:00).
  const day = utcOffsetMinutes === undefined ? dayjs(ms) : dayjs.utc(ms + utcOffsetMinutes * MS_PER_MINUTE);
  return day.isValid() ? day.format(format) : '';
}

/**
 * "How long ago" in the reader's language, by the later of spec 9's two readings (the one of the newer
 * text set): under a minute 'just now'; under an hour 'N minutes ago'; on the same calendar day 'N hours
 * ago'; up to 31 calendar days 'N days ago' (yesterday 23:50 seen at 00:30 is '1 day ago', not hours);
 * older the date, YYYY-MM-DD. A timestamp in the future (clock skew) is 'just now'.
 * Calendar days are those of `utcOffsetMinutes` when given, else of the host's local time.
 * Empty string for an invalid timestamp.
 */
export function timeAgo(ts: number | string, now: number, locale: Locale, utcOffsetMinutes?: number): string {
  const ms = toMillis(ts);
  if (ms === null) return '';
  const elapsed = now - ms;
  if (elapsed < TIME_AGO.JUST_NOW_MS) return formatText(locale, 'format.timeAgo.justNow');
  if (elapsed < MS_PER_HOUR) {
    const count = Math.floor(elapsed / MS_PER_MINUTE);
    return count === 1
      ? formatText(locale, 'format.timeAgo.minute')
      : formatText(locale, 'format.timeAgo.minutes', { count });
  }
  const days = calendarDay(now, utcOffsetMinutes) - calendarDay(ms, utcOffsetMinutes);
  if (days <= 0) {
    const count = Math.floor(elapsed / MS_PER_HOUR);
    return count === 1
      ? formatText(locale, 'format.timeAgo.hour')
      : formatText(locale, 'format.timeAgo.hours', { count });
  }
  if (days <= TIME_AGO.MAX_DAYS) {
    return days === 1
      ? formatText(locale, 'format.timeAgo.day')
      : formatText(locale, 'format.timeAgo.days', { count: days });
  }
  return formatDate(ms, DATE_ONLY_FORMAT, utcOffsetMinutes);
}

/**
 * The usage meter's fill: `count` over `max` as a whole percent, capped at 100. `null` when `max` is
 * `ACCOUNT_LIMITS.UNLIMITED` (-1, shown as `formatText(locale, 'format.unlimited')`); a maximum of 0 or
 * less is full.
 */
export function usagePercent(count: number, max: number): number | null {
  if (max === ACCOUNT_LIMITS.UNLIMITED) return null;
  if (max <= 0) return 100;
  return Math.min(100, Math.floor((Math.max(0, count) * 100) / max));
}

/** The unread badge: nothing at 0 or less, the count up to 99, '···' above. */
export function unreadBadge(count: number): string | null {
  if (!(count > 0)) return null;
  return count > LIST_LIMITS.UNREAD_BADGE_MAX ? UNREAD_BADGE_OVERFLOW : String(count);
}
