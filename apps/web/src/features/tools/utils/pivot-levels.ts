import { PIVOT_METHOD_NAMES, type PivotRow } from '@copytrade/contracts/market';
import { toPoints } from './prices';

export const PIVOT_METHODS = PIVOT_METHOD_NAMES;
export type PivotMethod = (typeof PIVOT_METHODS)[number];

/** A level's name: 'R3' ... 'P' ... 'S3' (four each side by Camarilla). */
export type LevelName = `R${number}` | 'P' | `S${number}`;

/** The levels' names in column order, lowest first: S(n) .. S1, P, R1 .. R(n). */
export function levelNames(method: PivotMethod): LevelName[] {
  const count = method === 'camarilla' ? 4 : 3;
  const support = Array.from({ length: count }, (_, i) => `S${count - i}` as LevelName);
  const resistance = Array.from({ length: count }, (_, i) => `R${i + 1}` as LevelName);
  return [...support, 'P', ...resistance];
}

/** One row's levels of a method, by name. */
export function levelsOf(row: PivotRow, method: PivotMethod): Map<LevelName, string> {
  const levels = row[method];
  const out = new Map<LevelName, string>([['P', levels.pivot]]);
  levels.resistance.forEach((price, i) => out.set(`R${i + 1}`, price));
  levels.support.forEach((price, i) => out.set(`S${i + 1}`, price));
  return out;
}

/** Where the bid is among the levels: the nearest one, and the two it lies between (or beyond the ends). */
export type BidPlace = {
  nearest: LevelName;
  /** Points from the nearest level, signed (positive: the bid is above it). */
  distance: number;
  below: LevelName | null;
  above: LevelName | null;
};

export function placeBid(
  levels: Map<LevelName, string>,
  bid: string | null,
  digits: number,
): BidPlace | null {
  const price = toPoints(bid, digits);
  if (price === null) return null;
  const sorted = [...levels]
    .map(([name, text]) => ({ name, points: toPoints(text, digits) }))
    .filter((level): level is { name: LevelName; points: number } => level.points !== null)
    .sort((a, b) => a.points - b.points);
  if (sorted.length === 0) return null;
  let nearest = sorted[0]!;
  for (const level of sorted) {
    if (Math.abs(level.points - price) < Math.abs(nearest.points - price)) nearest = level;
  }
  const below = [...sorted].reverse().find((level) => level.points <= price) ?? null;
  const above = sorted.find((level) => level.points > price) ?? null;
  return {
    nearest: nearest.name,
    distance: price - nearest.points,
    below: below?.name ?? null,
    above: above?.name ?? null,
  };
}

/** The formulas of each method, as the engine computes them (packages/engine/src/market/pivots.ts). */
export const PIVOT_FORMULAS: Record<PivotMethod, readonly string[]> = {
  classic: [
    'P = (H + L + C) / 3',
    'R1 = 2 × P − L',
    'S1 = 2 × P − H',
    'R2 = P + (H − L)',
    'S2 = P − (H − L)',
    'R3 = H + 2 × (P − L)',
    'S3 = L − 2 × (H − P)',
  ],
  fibonacci: [
    'P = (H + L + C) / 3',
    'R1 = P + 0.382 × (H − L)',
    'S1 = P − 0.382 × (H − L)',
    'R2 = P + 0.618 × (H − L)',
    'S2 = P − 0.618 × (H − L)',
    'R3 = P + 1.000 × (H − L)',
    'S3 = P − 1.000 × (H − L)',
  ],
  camarilla: [
    'P = (H + L + C) / 3',
    'R1 = C + (H − L) × 1.1 / 12',
    'S1 = C − (H − L) × 1.1 / 12',
    'R2 = C + (H − L) × 1.1 / 6',
    'S2 = C − (H − L) × 1.1 / 6',
    'R3 = C + (H − L) × 1.1 / 4',
    'S3 = C − (H − L) × 1.1 / 4',
    'R4 = C + (H − L) × 1.1 / 2',
    'S4 = C − (H − L) × 1.1 / 2',
  ],
};
