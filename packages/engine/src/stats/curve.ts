/**
 * The balance/equity curve, bounded for a chart however long the history: every curve event (a trade, a
 * balance operation, an equity sample) gets an ordinal, and only ordinals that are multiples of the stride
 * are kept. When the buffer reaches CURVE_CAPACITY, every other kept point goes and the stride doubles, so
 * the kept points are again exactly the multiples of the new stride. That is deterministic (the same
 * history always keeps the same points, whichever way it was folded) and O(1) amortised: a halving costs
 * CURVE_CAPACITY / 2 moves and happens once per CURVE_CAPACITY / 2 kept points. The first and the latest
 * points are kept besides, so the chart always starts at the start and ends at now.
 */
import type { CurveState, StatsState } from './types';

/** Most points kept between the first and the latest. */
export const CURVE_CAPACITY = 512;

/** Records the state after a curve event. */
export function pushCurvePoint(state: StatsState, time: number): void {
  const curve = state.curve;
  curve.seq += 1;
  const point: CurveState = {
    seq: curve.seq,
    time,
    balanceCents: state.balanceCents,
    equityCents: state.equityCents,
    index: state.index,
    drawdown: state.indexPeak > 0 ? 1 - state.index / state.indexPeak : 0,
    equityDrawdown:
      state.equityCents === null
        ? null
        : state.equityIndexPeak > 0
          ? 1 - state.equityIndex / state.equityIndexPeak
          : 0,
  };
  curve.first ??= point;
  curve.last = point;
  if (curve.seq % curve.stride !== 0) return;
  curve.points.push(point);
  if (curve.points.length >= CURVE_CAPACITY) {
    // Kept ordinals are stride x 1, 2, 3, ...: the odd positions hold the multiples of 2 x stride.
    curve.points = curve.points.filter((_, i) => i % 2 === 1);
    curve.stride *= 2;
  }
}

/** The points to draw, in order: the first, the kept ones after it, the latest. */
export function curvePoints(state: StatsState): CurveState[] {
  const { first, last, points } = state.curve;
  if (!first || !last) return [];
  const out = [first];
  for (const point of points) if (point.seq > first.seq) out.push(point);
  if (last.seq > (out[out.length - 1]?.seq ?? 0)) out.push(last);
  return out;
}
