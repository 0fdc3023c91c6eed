/**
 * Lots as integer hundredths against a symbol's terms. MT4 accepts a volume that is a multiple of the lot
 * step between the minimum and the maximum; every lot count the engine decides passes `lotBounds`.
 */
import type { SymbolView } from './types';

/** The largest multiple of `step` not above `lots` (lots >= 0, step > 0, both integers). */
export function floorToStep(lots: number, step: number): number {
  return lots - (lots % step);
}

/** The smallest multiple of `step` not below `lots` (lots >= 0, step > 0, both integers). */
export function ceilToStep(lots: number, step: number): number {
  const rest = lots % step;
  return rest === 0 ? lots : lots - rest + step;
}

/** The valid lot range of a symbol: multiples of `step` from `min` to `max`, all integer hundredths. */
export type LotBounds = { min: number; max: number; step: number };

/**
 * A symbol's usable lot range, or null when its terms admit no volume (step not a positive integer, or no
 * multiple of the step between minimum and maximum). A minimum that is not a multiple of the step is
 * raised to the next one, a maximum lowered, so every volume in range is one MT4 accepts.
 */
export function lotBounds(symbol: Pick<SymbolView, 'minLot' | 'maxLot' | 'lotStep'>): LotBounds | null {
  const { minLot, maxLot, lotStep: step } = symbol;
  if (!Number.isSafeInteger(step) || step <= 0) return null;
  if (!Number.isSafeInteger(minLot) || !Number.isSafeInteger(maxLot) || maxLot <= 0) return null;
  const min = ceilToStep(Math.max(minLot, step), step);
  const max = floorToStep(maxLot, step);
  return min <= max ? { min, max, step } : null;
}

/** Hundredths to a lot string for messages: 15 -> '0.15', 125 -> '1.25'. */
export { formatLots as lotsText } from '@copytrade/units/lots';
