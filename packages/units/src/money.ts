/**
 * Money: exact integer cents as a bigint (USDT = USD at 2 decimals), so no amount is ever a binary
 * fraction. The database (`numeric`) and MT4 speak decimal text; it is parsed here at the edge and
 * formatted back to `'12.34'`.
 *
 * Rounding, written down once:
 * - `parseMoney` refuses more than 2 decimals (an amount a user typed or a `numeric(20,2)` column).
 * - `roundMoney` rounds text with more decimals (an MT4 figure, a margin level) to the cent half away from
 *   zero, as PostgreSQL's `round()` and the simulator's `money()` do.
 * - A share of an amount (`shareOf`) is rounded half up; `shareDown` rounds down and is kept for a partner's
 *   rebate, so the site never pays out more than its rate says (engine `ledger/fees.ts`).
 */

/** Integer cents. */
export type Money = bigint;

const MONEY = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** '100.5' -> 10050n, '-0.05' -> -5n; null when the text is not a plain decimal with at most 2 decimals. */
export function parseMoney(text: string): Money | null {
  const match = MONEY.exec(text);
  if (!match) return null;
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** Like `parseMoney` for text that must be money (a `numeric(20,2)` column); throws on anything else. */
export function moneyOf(text: string): Money {
  const value = parseMoney(text);
  if (value === null) throw new RangeError(`not a money value: '${text}'`);
  return value;
}

/**
 * Plain decimal text as an integer count of 10^-places, rounded half away from zero, or null when the text
 * is not a plain decimal: ('0.2000', 4) -> 2000n (a rate in ten-thousandths), ('-0.125', 2) -> -13n.
 */
export function roundDecimal(text: string, places: number): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const decimals = match[3] ?? '';
  let units = BigInt(`${match[2]!}${decimals.slice(0, places).padEnd(places, '0')}`);
  if (decimals.length > places && decimals.charCodeAt(places) >= 53) units += 1n; // next digit >= '5'
  return match[1] === '-' ? -units : units;
}

/**
 * Any plain decimal text to cents, rounded half away from zero: '1.005' -> 101n, '-0.125' -> -13n,
 * '12' -> 1200n. Throws on text that is not a plain decimal.
 */
export function roundMoney(text: string): Money {
  const value = roundDecimal(text, 2);
  if (value === null) throw new RangeError(`not a decimal: '${text}'`);
  return value;
}

/** 10050n -> '100.50', -5n -> '-0.05', 0n -> '0.00'. */
export function formatMoney(cents: Money): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Money text with exactly 2 decimals ('6' -> '6.00'); throws on text that is not money. */
export function normalizeMoney(text: string): string {
  return formatMoney(moneyOf(text));
}

/** The exact sum. */
export function sumMoney(values: Iterable<Money>): Money {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

/** -1, 0 or 1 as a is below, equal to or above b (a sort comparator). */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `amount x numerator / denominator`, rounded half up (amount and result in cents, amount >= 0). */
export function shareOf(amount: Money, numerator: bigint, denominator: bigint): Money {
  if (amount < 0n || numerator < 0n || denominator <= 0n)
    throw new RangeError('shareOf takes non-negative values');
  return (amount * numerator * 2n + denominator) / (denominator * 2n);
}

/** `amount x numerator / denominator`, rounded down (a rebate: never more than the rate says). */
export function shareDown(amount: Money, numerator: bigint, denominator: bigint): Money {
  if (amount < 0n || numerator < 0n || denominator <= 0n)
    throw new RangeError('shareDown takes non-negative values');
  return (amount * numerator) / denominator;
}
