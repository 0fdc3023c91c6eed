import { randomBytes, randomInt } from 'node:crypto';

/**
 * Time, as a port, so tests can move it (code expiry, token expiry, lockouts). `stepped` is true while a
 * driver sets the time in steps (the demo's history run): no real time passes between two steps, so work
 * batched for a few real milliseconds runs at the next turn instead (`batchLater`).
 */
export type Clock = { now(): Date; stepped?(): boolean };
export const systemClock: Clock = { now: () => new Date() };

/** Runs `fn` after `ms` real milliseconds, or at the next turn while the clock is stepped; returns the cancel. */
export function batchLater(clock: Clock, ms: number, fn: () => void): () => void {
  if (clock.stepped?.()) {
    const immediate = setImmediate(fn);
    return () => clearImmediate(immediate);
  }
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
}

/** A clock tests set and advance by hand. */
export function manualClock(
  start = new Date('2026-11-21T08:00:00Z'),
): Clock & { advance(ms: number): void; set(d: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (d) => {
      current = d.getTime();
    },
  };
}

/** Randomness for codes and tokens (always cryptographic). */
export type Random = { token(bytes: number): string; digits(length: number): string };
export const cryptoRandom: Random = {
  token: (bytes) => randomBytes(bytes).toString('base64url'),
  digits: (length) => Array.from({ length }, () => String(randomInt(10))).join(''),
};
