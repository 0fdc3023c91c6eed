import { BIND_DIALOG_KEY_LENGTH } from '@copytrade/contracts/constants';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random key of `length` letters and digits (spec 4: the bind dialog is created with a random
 * 10-character key, so each opening starts from a fresh form).
 */
export function randomKey(length: number = BIND_DIALOG_KEY_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
