import { createHash } from 'node:crypto';
import { decodeBase58, isTrc20AddressFormat } from '@copytrade/contracts/validators';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/**
 * A TRC20 (TRON) address with a valid base58check checksum: the format of `isTrc20AddressFormat` (T, 34
 * characters, 25 bytes, first 0x41), and the last 4 bytes equal to the first 4 of
 * sha256(sha256(the first 21)). One mistyped character fails it. The contracts package checks only the
 * format (it has no hash); the server checks this before it stores an address.
 */
export function isTrc20Address(value: string): boolean {
  if (!isTrc20AddressFormat(value)) return false;
  const bytes = decodeBase58(value)!;
  const digest = sha256(sha256(bytes.subarray(0, 21)));
  return digest.subarray(0, 4).equals(Buffer.from(bytes.subarray(21, 25)));
}
