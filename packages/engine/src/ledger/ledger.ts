/**
 * Double-entry ledger rules (issue 6), pure. Money is integer cents as BigInt (USDT = USD, 2 decimals), so
 * no amount is ever a binary fraction. A posting is a set of entries on accounts whose amounts sum to zero;
 * a posting that would leave a guarded account (a user's wallet or frozen money) below zero is refused.
 * The server loads the balances of the accounts a posting touches under row locks, asks `applyPosting`,
 * and writes the entries only when it says ok.
 */

/** One signed amount on one account (the key is the caller's: an account id). */
export type LedgerEntry<K> = { readonly account: K; readonly cents: bigint };

export type PostingRefusal = 'empty' | 'zeroEntry' | 'unbalanced' | 'overdraw';

export type PostingResult<K> =
  { ok: true; balances: Map<K, bigint> } | { ok: false; reason: PostingRefusal; account?: K };

/** Money text and cents: the shared vocabulary of @copytrade/units, under the ledger's names. */
export { formatMoney as formatCents, parseMoney as parseCents } from '@copytrade/units/money';

/** Moves `cents` (positive) from one account to another: two entries summing to zero. */
export function transfer<K>(from: K, to: K, cents: bigint): LedgerEntry<K>[] {
  if (cents <= 0n) throw new RangeError(`a transfer moves a positive amount, got ${cents}`);
  if (from === to) throw new RangeError('a transfer needs two different accounts');
  return [
    { account: from, cents: -cents },
    { account: to, cents },
  ];
}

/** The sum of a posting's entries (zero for a balanced one). */
export function postingSum<K>(entries: readonly LedgerEntry<K>[]): bigint {
  return entries.reduce((sum, entry) => sum + entry.cents, 0n);
}

/**
 * Checks a posting against the current balances and returns the new ones. Refused when it is empty, has
 * a zero entry, does not sum to zero, or would take an account in `guarded` below zero (system accounts
 * such as the external USDT clearing account may go negative: money that came in from outside).
 */
export function applyPosting<K>(
  balances: ReadonlyMap<K, bigint>,
  entries: readonly LedgerEntry<K>[],
  guarded: (account: K) => boolean,
): PostingResult<K> {
  if (entries.length === 0) return { ok: false, reason: 'empty' };
  if (entries.some((entry) => entry.cents === 0n)) return { ok: false, reason: 'zeroEntry' };
  if (postingSum(entries) !== 0n) return { ok: false, reason: 'unbalanced' };
  const next = new Map(balances);
  for (const entry of entries) next.set(entry.account, (next.get(entry.account) ?? 0n) + entry.cents);
  for (const [account, balance] of next) {
    if (balance < 0n && guarded(account) && balance < (balances.get(account) ?? 0n)) {
      return { ok: false, reason: 'overdraw', account };
    }
  }
  return { ok: true, balances: next };
}
