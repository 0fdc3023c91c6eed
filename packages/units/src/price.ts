/**
 * Prices: decimal text with the symbol's digits at the edges ('1.08345' for a 5-digit symbol), integer
 * points where arithmetic needs them (108345), never a float.
 */

/** The point of a symbol with `digits` decimals as text: 5 -> '0.00001', 0 -> '1'. */
export function pointOf(digits: number): string {
  return digits === 0 ? '1' : `0.${'0'.repeat(digits - 1)}1`;
}

/** Integer points to price text: (108345, 5) -> '1.08345'; (0, 3) -> '0.000'. */
export function pointsToPrice(points: number, digits: number): string {
  const negative = points < 0;
  const abs = Math.abs(Math.round(points)).toString();
  if (digits === 0) return negative ? `-${abs}` : abs;
  const padded = abs.padStart(digits + 1, '0');
  const text = `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
  return negative ? `-${text}` : text;
}

const PRICE = /^(\d+)(?:\.(\d+))?$/;

/**
 * Price text to integer points, or null when it is not a plain non-negative decimal or has more decimals
 * than the symbol's digits (MT4 wants normalized prices; trailing zeros are fine):
 * ('1.08345', 5) -> 108345; ('1.1', 5) -> 110000; ('1.083451', 5) -> null.
 */
export function priceToPoints(price: string, digits: number): number | null {
  const match = PRICE.exec(price.trim());
  if (!match) return null;
  const decimals = match[2] ?? '';
  if (!/^0*$/.test(decimals.slice(digits))) return null;
  const points = Number(`${match[1]}${decimals.slice(0, digits).padEnd(digits, '0')}`);
  return Number.isSafeInteger(points) ? points : null;
}
