/**
 * The market calendar, all in UTC epoch milliseconds and pure arithmetic (no Date, no time zone database):
 * the weekend closure (Friday 22:00 to Sunday 22:00 UTC; crypto CFDs are exempt), trading sessions by UTC
 * hour and the servers' midnights (server time = UTC + the server's offset; MT4 servers usually run at
 * UTC+2/+3).
 */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
/** A calendar year in milliseconds; volatilities are annualized over calendar time. */
export const YEAR = 365.25 * DAY;

/** Day of week 0 Sunday ... 6 Saturday, as Date.getUTCDay (1970-01-01 was a Thursday). */
export const WEEKDAY = {
  SUNDAY: 0,
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
} as const;

const FRIDAY_CLOSE = 5 * DAY + 22 * HOUR;
const SUNDAY_OPEN = 22 * HOUR;

function mod(a: number, b: number): number {
  return ((a % b) + b) % b;
}

/** Milliseconds since the last Sunday 00:00 UTC. */
export function msIntoWeek(t: number): number {
  return mod(t + 4 * DAY, WEEK);
}

/** Day of week (0 Sunday) of UTC time t. */
export function weekdayUtc(t: number): number {
  return Math.floor(msIntoWeek(t) / DAY);
}

/** UTC hour 0..23 of t. */
export function hourUtc(t: number): number {
  return Math.floor(mod(t, DAY) / HOUR);
}

/** True from Friday 22:00 UTC (inclusive) to Sunday 22:00 UTC (exclusive): no quotes, no trading. */
export function isWeekend(t: number): boolean {
  const w = msIntoWeek(t);
  return w >= FRIDAY_CLOSE || w < SUNDAY_OPEN;
}

/** The end of the weekend that contains t (the Sunday 22:00 UTC that reopens the market); t if open. */
export function weekendEnd(t: number): number {
  const w = msIntoWeek(t);
  if (w >= FRIDAY_CLOSE) return t - w + WEEK + SUNDAY_OPEN;
  if (w < SUNDAY_OPEN) return t - w + SUNDAY_OPEN;
  return t;
}

/** The last market open (Sunday 22:00 UTC) at or before t. */
export function lastOpen(t: number): number {
  const w = msIntoWeek(t);
  const sunday = t - w + SUNDAY_OPEN;
  return sunday <= t ? sunday : sunday - WEEK;
}

/**
 * Activity of the market by UTC hour, 1 = an ordinary busy hour: Sydney open quiet (0.45), Tokyo (0.65),
 * London (1.2), London-New York overlap (1.6), New York afternoon (1.0), the evening lull (0.55).
 * It scales volatility and tick frequency alike.
 */
export function sessionActivity(t: number): number {
  const h = hourUtc(t);
  if (h >= 22 || h < 1) return 0.45;
  if (h < 7) return 0.65;
  if (h < 12) return 1.2;
  if (h < 16) return 1.6;
  if (h < 20) return 1.0;
  return 0.55;
}

/**
 * Activity by UTC hour of a market that trades every day (crypto): flatter than FX, busiest when New York
 * trades (1.15 from 12:00 to 16:00, 1.05 until 20:00), 0.95 in London hours, 0.85 in the evening and 0.8
 * at night; Saturdays and Sundays (UTC) run at 70 % of that.
 */
export function alwaysOpenActivity(t: number): number {
  const h = hourUtc(t);
  const base = h < 7 ? 0.8 : h < 12 ? 0.95 : h < 16 ? 1.15 : h < 20 ? 1.05 : 0.85;
  const day = weekdayUtc(t);
  return day === WEEKDAY.SATURDAY || day === WEEKDAY.SUNDAY ? base * 0.7 : base;
}

/** The first server midnight strictly after t, for a server at UTC + offsetMinutes. */
export function nextServerMidnight(t: number, offsetMinutes: number): number {
  const offset = offsetMinutes * MINUTE;
  const local = t + offset;
  return Math.floor(local / DAY) * DAY + DAY - offset;
}

/** The server-time weekday (0 Sunday) of the day that ends at the server midnight `midnight`. */
export function dayEndingAt(midnight: number, offsetMinutes: number): number {
  return weekdayUtc(midnight + offsetMinutes * MINUTE - 1);
}
