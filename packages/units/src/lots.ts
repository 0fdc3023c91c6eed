/** Lots: integer hundredths (1.25 lots = 125), MT4's lot precision; text with 2 decimals at the edges. */

/** Integer hundredths of a lot. */
export type Lots = number;

const LOTS = /^(\d+)(?:\.(\d{1,2}))?$/;

/** '1.25' -> 125, '2' -> 200, '0.1' -> 10; null when the text is not a non-negative decimal with at most 2 decimals. */
export function parseLots(text: string): Lots | null {
  const match = LOTS.exec(text);
  if (!match) return null;
  const lots = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(lots) ? lots : null;
}

/** Integer hundredths as 2-decimal text: 125 -> '1.25', 5 -> '0.05', -1250 -> '-12.50' (also cents as numbers). */
export function formatLots(hundredths: Lots): string {
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`not integer hundredths: ${hundredths}`);
  const magnitude = Math.abs(hundredths);
  const rest = magnitude % 100;
  const text = `${(magnitude - rest) / 100}.${rest < 10 ? '0' : ''}${rest}`;
  return hundredths < 0 ? `-${text}` : text;
}
