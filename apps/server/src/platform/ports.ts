import { randomBytes, randomInt } from 'node:crypto';

/** Time, as a port, so tests can move it (code expiry, token expiry, lockouts). */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

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
