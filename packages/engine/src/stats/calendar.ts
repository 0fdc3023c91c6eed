/**
 * UTC calendar arithmetic for the windows and the monthly table. Days and weeks are integer counts since the
 * epoch; weeks start on Monday 00:00 UTC (the epoch was a Thursday, so week 0 starts on Monday
 * 1970-01-05). Months are year x 12 + month index. No clock: every time comes in as an argument.
 */

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: Mondays fall 4 days after a multiple of 7 days. */
const MONDAY_OFFSET_MS = 4 * DAY_MS;

/** The UTC day number of a time. */
export function utcDay(time: number): number {
  return Math.floor(time / DAY_MS);
}

/** The Monday-based UTC week number of a time. */
export function utcWeek(time: number): number {
  return Math.floor((time - MONDAY_OFFSET_MS) / WEEK_MS);
}

/** Year x 12 + month index (0-11), UTC. */
export function utcMonth(time: number): number {
  const date = new Date(time);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** 'YYYY-MM' of a month number. */
export function monthLabel(month: number): string {
  const index = month % 12;
  return `${(month - index) / 12}-${index < 9 ? '0' : ''}${index + 1}`;
}
