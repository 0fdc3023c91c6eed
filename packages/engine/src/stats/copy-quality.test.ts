import { describe, expect, it } from 'vitest';
import { COPY_QUALITY_FORMULAS, copyQuality, percentileCont, type CopyOutcome } from './copy-quality';

const fills = (pairs: [number, number][]) =>
  pairs.map(([slippagePoints, delayMs]) => ({ slippagePoints, delayMs }));
const copied = (n: number): CopyOutcome[] => Array.from({ length: n }, () => ({ copied: true }));
const skipped = (reason: string, n = 1): CopyOutcome[] =>
  Array.from({ length: n }, () => ({ copied: false, reason }));

describe('copy quality (the help tooltips’ worked examples)', () => {
  it('slippage 0, 1, 2, 3, 10 points: average 3.2, p95 3 + 0.8 x 7 = 8.6', () => {
    const q = copyQuality(
      5,
      fills([
        [0, 120],
        [1, 150],
        [2, 180],
        [3, 200],
        [10, 900],
      ]),
      copied(5),
    );
    expect(q.slippage).toEqual({ average: '3.2', p95: '8.6' });
  });

  it('delays 120, 150, 180, 200, 900 ms: average 310 ms, p95 200 + 0.8 x 700 = 760 ms', () => {
    const q = copyQuality(
      5,
      fills([
        [10, 900],
        [0, 120],
        [3, 200],
        [1, 150],
        [2, 180],
      ]),
      copied(5),
    );
    expect(q.delay).toEqual({ average: 310, p95: 760 });
    expect(q.fills).toBe(5);
  });

  it('10 opens to 2 followers, 18 copied, 2 skipped: 90.00 %; reasons most frequent first', () => {
    const outcomes = [...copied(18), ...skipped('INSUFFICIENT_MARGIN'), ...skipped('BELOW_MIN_LOT')];
    const q = copyQuality(10, [], outcomes);
    expect(q).toMatchObject({ signals: 10, copied: 18, skipped: 2, share: '90.00' });
    // Equal counts: by code, so the list does not change between two loads.
    expect(q.skipReasons).toEqual([
      { reason: 'BELOW_MIN_LOT', count: 1 },
      { reason: 'INSUFFICIENT_MARGIN', count: 1 },
    ]);
  });

  it('a cancelled follower’s skips count on neither side', () => {
    const q = copyQuality(
      3,
      [],
      [...copied(2), ...skipped('SUBSCRIPTION_CLOSING', 3), ...skipped('MAX_POSITIONS')],
    );
    expect(q).toMatchObject({ copied: 2, skipped: 1, share: '66.67' });
    expect(q.skipReasons).toEqual([{ reason: 'MAX_POSITIONS', count: 1 }]);
  });

  it('keeps the five most frequent reasons', () => {
    const outcomes = ['A', 'B', 'C', 'D', 'E', 'F'].flatMap((reason, i) => skipped(reason, 6 - i));
    expect(copyQuality(21, [], outcomes).skipReasons.map((r) => r.reason)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('a better fill is negative slippage; averages round half away from zero', () => {
    const q = copyQuality(
      4,
      fills([
        [-3, 100],
        [-2, 101],
        [-2, 100],
        [-2, 100],
      ]),
      copied(4),
    );
    // -9 / 4 = -2.25 -> -2.3; 401 / 4 = 100.25 -> 100.
    expect(q.slippage.average).toBe('-2.3');
    expect(q.delay.average).toBe(100);
  });

  it('nothing copied: zeros and no values, never 0 % or 0 points', () => {
    expect(copyQuality(0, [], [])).toEqual({
      fills: 0,
      slippage: { average: null, p95: null },
      delay: { average: null, p95: null },
      signals: 0,
      copied: 0,
      skipped: 0,
      share: null,
      skipReasons: [],
    });
  });

  it('percentile_cont: one value is itself; p95 of 1..20 is 19.05', () => {
    expect(percentileCont([7], 0.95)).toBe(7);
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentileCont(values, 0.95)).toBeCloseTo(19.05, 10);
  });

  it('publishes a formula and an example for each figure', () => {
    expect(COPY_QUALITY_FORMULAS.map((f) => f.key)).toEqual(['slippage', 'delay', 'share', 'skipReasons']);
    expect(COPY_QUALITY_FORMULAS.every((f) => f.formula.length > 20 && f.example.length > 10)).toBe(true);
  });
});
