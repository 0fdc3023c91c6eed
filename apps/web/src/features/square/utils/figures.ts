import type { RankingRangeKey } from '@copytrade/contracts/community';
import { formatMoney, formatNumberSuffix } from '@copytrade/contracts/number-format';

/** Shown where a figure has no value (no losing trade for a profit factor, no trade for a win rate). */
export const DASH = '—';

export type Tone = 'gain' | 'loss' | 'zero';

/** Gain, loss or neither, for colouring a figure (the site's convention: gains green, losses red). */
export function toneOf(value: string | number | null | undefined): Tone {
  if (value === null || value === undefined) return 'zero';
  const text = String(value).trim();
  if (!/[1-9]/.test(text)) return 'zero';
  return text.startsWith('-') ? 'loss' : 'gain';
}

/** A percent as the ranking sends it ('31.86' is 31.86 %), with separators; '+' on gains when signed. */
export function percentText(percent: string | null | undefined, signed = false): string {
  if (percent === null || percent === undefined) return DASH;
  const text = formatMoney(percent);
  if (!text) return DASH;
  return `${signed && toneOf(text) === 'gain' ? '+' : ''}${text}%`;
}

/** Money with separators and 2 decimals; '+' on gains when signed. */
export function moneyText(value: string | null | undefined, signed = false): string {
  if (value === null || value === undefined) return DASH;
  const text = formatMoney(value);
  if (!text) return DASH;
  return `${signed && toneOf(text) === 'gain' ? '+' : ''}${text}`;
}

/** Large money in short form for headline figures: 1,234,567.89 -> 1.23M; below 10,000 in full. */
export function compactMoney(value: string): string {
  const text = formatMoney(value);
  if (!text) return DASH;
  return Math.abs(Number(value)) >= 10_000 ? formatNumberSuffix(value.trim()) : text;
}

/** A count with separators: 12345 -> 12,345. */
export function countText(value: number): string {
  return formatMoney(value, 0);
}

/** A bound of a range filter as the chip shows it, in the filter's unit: '10%', '1.5', '-5%', '1,000'. */
export function boundText(key: RankingRangeKey, value: number): string {
  const decimals = Math.min((String(value).split('.')[1] ?? '').length, 2);
  const percent = key === 'growth' || key === 'drawdown' || key === 'winRate';
  return `${formatMoney(value, decimals)}${percent ? '%' : ''}`;
}
