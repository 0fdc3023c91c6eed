/*
 * Calendar figures as releases print them ('3.2%', '-0.1%', '215K', '$113.0B', '52.3'): an actual value is
 * compared with the forecast when both are numbers of the same unit.
 */

const UNIT_SCALE: Record<string, number> = { '': 1, '%': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

/** The number a figure stands for, in its unit's scale, or null when it is not one number. */
export function figureValue(text: string): { value: number; unit: string } | null {
  const m = /^([+-]?)\$?([\d,]*\.?\d+)\s*([%KMBT]?)$/i.exec(text.trim());
  if (!m) return null;
  const [, sign, digits, unit] = m;
  const number = Number((digits ?? '').replaceAll(',', ''));
  if (!Number.isFinite(number)) return null;
  const u = (unit ?? '').toUpperCase();
  return { value: (sign === '-' ? -1 : 1) * number * (UNIT_SCALE[u] ?? 1), unit: u === '%' ? '%' : 'n' };
}

/** 'above' / 'below' the forecast, 'equal', or null when they cannot be compared. */
export function compareActual(actual: string, forecast: string): 'above' | 'below' | 'equal' | null {
  const a = figureValue(actual);
  const f = figureValue(forecast);
  if (!a || !f || a.unit !== f.unit) return null;
  if (a.value === f.value) return 'equal';
  return a.value > f.value ? 'above' : 'below';
}
