import { formatMoney } from '@copytrade/contracts/number-format';

/** Shown where a figure has no value. */
export const DASH = '—';

/** Gain, loss or neither, for colouring a figure (gains green, losses red). */
export function toneOf(value: string | null | undefined): 'gain' | 'loss' | 'zero' {
  if (value === null || value === undefined || !/[1-9]/.test(value)) return 'zero';
  return value.trim().startsWith('-') ? 'loss' : 'gain';
}

/** A percent as the ranking sends it ('31.86' is 31.86 %), with separators; '+' on gains when signed. */
export function percentText(percent: string | null | undefined, signed = false): string {
  if (percent === null || percent === undefined) return DASH;
  const text = formatMoney(percent);
  if (!text) return DASH;
  return `${signed && toneOf(text) === 'gain' ? '+' : ''}${text}%`;
}
