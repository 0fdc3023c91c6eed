import { Secret, TOTP } from 'otpauth';
import { TOTP as TOTP_RULES } from '@copytrade/contracts/operator';
import { openSecret, sealSecret } from '../../platform/secrets';

/*
 * One-time codes of the platform operators (RFC 6238, as every authenticator app: SHA-1, 6 digits, 30 s),
 * through `otpauth` (maintained, no dependencies beyond @noble/hashes, and it answers the time step a code
 * belongs to, which the replay check needs). The secret is kept sealed (AES-256-GCM, as MT4 passwords),
 * bound to the operator's email.
 */

/** Codes of the step before and after the current one are accepted too (a phone's clock a little off). */
export const TOTP_WINDOW = 1;

function totpOf(secretBase32: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: TOTP_RULES.algorithm,
    digits: TOTP_RULES.digits,
    period: TOTP_RULES.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, base32), as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step (30 s since the epoch) of an instant. */
export function totpStepOf(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_RULES.periodSeconds);
}

/**
 * The time step `code` is valid for at `at` (within TOTP_WINDOW steps), or null when it is wrong. The
 * comparison is otpauth's (constant time).
 */
export function totpStepFor(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totpStepOf(at) + delta;
}

/** The code of an instant (tests, the demo's README). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

const aad = (email: string) => `operator-totp|${email.toLowerCase()}`;

export function sealTotpSecret(key: Buffer, secretBase32: string, email: string): string {
  return sealSecret(key, secretBase32, aad(email));
}

export function openTotpSecret(key: Buffer, sealed: string, email: string): string {
  return openSecret(key, sealed, aad(email));
}
