import { formatMoney } from '@copytrade/contracts/number-format';

/** Shown where a figure has no value (a growth without a base). */
export const DASH = '—';

/** A percent as the preview gives it ('3.95' is 3.95 %), with separators and, if asked, a plus sign. */
export function percentText(percent: string | null | undefined, signed = false): string {
  if (percent === null || percent === undefined) return DASH;
  const text = formatMoney(percent);
  if (!text) return DASH;
  return `${signed && /[1-9]/.test(text) && !text.startsWith('-') ? '+' : ''}${text}%`;
}

/** Money with separators and, if asked, a plus sign. */
export function moneyText(value: string | null | undefined, signed = false): string {
  if (value === null || value === undefined) return DASH;
  const text = formatMoney(value);
  if (!text) return DASH;
  return `${signed && /[1-9]/.test(text) && !text.startsWith('-') ? '+' : ''}${text}`;
}

/** Gain, loss or neither, for colouring a figure. */
export function signOf(value: string | null | undefined): 'gain' | 'loss' | 'zero' {
  if (value === null || value === undefined || !/[1-9]/.test(value)) return 'zero';
  return value.trim().startsWith('-') ? 'loss' : 'gain';
}

/** A decimal string as a number for a chart axis (charts only plot; every shown text is formatted above). */
export function plotValue(value: string | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A drawdown as a fall: '-12.30%' (zero stays 0.00%). */
export function fallText(percent: string): string {
  return signOf(percent) === 'zero' ? percentText(percent) : `-${percentText(percent)}`;
}
