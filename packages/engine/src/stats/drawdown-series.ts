/**
 * The risk view's series: the underwater chart (how far below its running peak the account stood at each
 * curve point) and since when equity is known. Both read the fold's state only.
 *
 * Balance: the fall of the growth index (1 + growth) from its running peak, so a withdrawal is never a
 * fall, exactly as the maximum balance drawdown's percent; equity: the same on the equity index. Each point
 * carries the fall the fold measured at that event against the fold's own peak (curve.ts), so a peak that
 * fell between two kept points still counts. The chart's deepest point can be shallower than the maximum
 * drawdown when the deepest moment itself fell between kept points of a long history.
 */
import { DAY_MS } from './calendar';
import { formatPercent } from './money';
import type { CurveState, DrawdownPoint, EquityTracking, StatsState } from './types';

/** Equity sampling that starts within this long of the history's first event covers the whole history. */
export const EQUITY_TRACKING_GRACE_MS = DAY_MS;

/** One underwater point per curve point, oldest first. */
export function drawdownSeries(points: readonly CurveState[]): DrawdownPoint[] {
  // Points stored before the fold measured falls have none: their balance fall is derived from the kept
  // points (the index starts at 1, as the fold's peak does), and their equity fall is unknown.
  let peak = 1;
  return points.map((point) => {
    peak = Math.max(peak, point.index);
    const balance = point.drawdown ?? (peak > 0 ? 1 - point.index / peak : 0);
    const equity = point.drawdown === undefined ? null : (point.equityDrawdown ?? null);
    return {
      time: point.time,
      balance: formatPercent(balance),
      equity: equity === null ? null : formatPercent(equity),
    };
  });
}

/**
 * When the first equity sample came, and whether that was more than EQUITY_TRACKING_GRACE_MS after the
 * account's first event (its history then starts before anyone watched its equity).
 */
export function equityTracking(state: StatsState, points: readonly CurveState[]): EquityTracking {
  const since =
    state.firstEquityTime !== undefined
      ? state.firstEquityTime
      : (points.find((point) => point.equityCents !== null)?.time ?? null);
  const start = state.curve.first?.time ?? null;
  return {
    since,
    partial: since !== null && start !== null && since - start > EQUITY_TRACKING_GRACE_MS,
  };
}
