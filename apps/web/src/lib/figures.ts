import { formatMoney } from '@copytrade/contracts/number-format';

/*
 * Figures as the statistics, the ranking and the copy preview send them (decimal strings: '3.95' is
 * 3.95 %), written for reading: separators, a plus sign on gains where asked, a dash for none.
 */

/** Shown where a figure has no value (a ratio without a base, a hidden price). */
export const DASH = '—';

/** Gain, loss or neither, for colouring a figure (gains green, losses red). */
export function signOf(value: string | null | undefined): 'gain' | 'loss' | 'zero' {
  if (value === null || value === undefined || !/[1-9]/.test(value)) return 'zero';
  return value.trim().startsWith('-') ? 'loss' : 'gain';
}

const plus = (text: string, signed: boolean) => (signed && signOf(text) === 'gain' ? '+' : '');

/** A percent with separators: '1,234.50%', '+3.95%' when signed. */
export function percentText(percent: string | null | undefined, signed = false): string {
  if (percent === null || percent === undefined) return DASH;
  const text = formatMoney(percent);
  if (!text) return DASH;
  return `${plus(text, signed)}${text}%`;
}

/** Money with separators: '-1,234,567.01', '+12.50' when signed. */
export function moneyText(value: string | null | undefined, signed = false): string {
  if (value === null || value === undefined) return DASH;
  const text = formatMoney(value);
  if (!text) return DASH;
  return `${plus(text, signed)}${text}`;
}

/** A drawdown as a fall: '-12.30%' (zero stays 0.00%). */
export function fallText(percent: string): string {
  return signOf(percent) === 'zero' ? percentText(percent) : `-${percentText(percent)}`;
}

/** A decimal string as a number for a chart axis (charts only plot; every shown text is formatted above). */
export function plotValue(value: string | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
