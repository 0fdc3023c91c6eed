/* Figures only the profile shows; the shared ones are in lib/figures.ts. */

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
