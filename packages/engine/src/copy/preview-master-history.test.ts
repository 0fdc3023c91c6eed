import { describe, expect, it } from 'vitest';
import { replayCopy } from './preview';
import { FROM, HOUR, position, previewInput } from './preview-test-support';
import { NO_VALUE } from './types';

// The master starts with 10,000.00 and makes +1,000.00 (10 %), deposits 10,000.00, then makes +2,100.00 on
// 21,000.00 (10 %): time-weighted 1.1 x 1.1 - 1 = 21.00 %, the deposit is no growth. His balance now is
// 23,100.00; the replay derives 10,000.00 at the start from it.
// Smart ratio, follower 5,000.00, both 1:100: the first 2.00 lots at 10,000.00 -> 1.00 lot, +500.00;
// the second 2.00 lots at 21,000.00 with 5,500.00 -> 2.00 x 5,500 / 21,000 = 0.5238 -> 0.52 lot,
// 2,100.00 x 52 / 200 = +546.00. Follower 6,046.00: +20.92 %.
const first = position(1, 200, '1000.00');
const second = position(5, 200, '2100.00');

function input() {
  const base = previewInput([first, second]);
  return {
    ...base,
    masterBalanceNow: '23100.00',
    masterEvents: [{ time: FROM + 3 * HOUR, amount: '10000.00', kind: 'operation' as const }],
    settings: { ...base.settings, copyType: 3 as const, copyValue: NO_VALUE },
    follower: { ...base.follower, equity: '5000.00' },
  };
}

describe("the master's balance over the window: derived from now, moved by trades and operations", () => {
  it('sizes each open with the balance the master had then', () => {
    const result = replayCopy(input());
    expect(result.trades.map((t) => (t.outcome.kind === 'copied' ? t.outcome.lots : null))).toEqual([
      100, 52,
    ]);
    expect(result.endEquity).toBe('6046.00');
    expect(result.result).toEqual({ money: '1046.00', percent: '20.92' });
  });

  it("gives the trader's time-weighted growth, neutral to the deposit: 21.00 %", () => {
    const result = replayCopy(input());
    expect(result.traderResult.percent).toBe('21.00');
    expect(result.curve.map((p) => p.trader)).toEqual(['0.00', '10.00', '21.00', '21.00']);
  });

  it('counts a trade opened before the window in his growth but never copies it', () => {
    const base = input();
    const result = replayCopy({
      ...base,
      masterBalanceNow: '23100.00',
      masterEvents: [
        { time: FROM + 2 * HOUR, amount: '-1000.00', kind: 'trade' },
        { time: FROM + 3 * HOUR, amount: '11000.00', kind: 'operation' },
      ],
    });
    // 10,000 -> 11,000 (+10 %) -> 10,000 (-9.09 %) -> +11,000 deposit -> 21,000 -> 23,100 (+10 %).
    expect(result.counts.trades).toBe(2);
    expect(result.curve.map((p) => p.trader)).toEqual(['0.00', '10.00', '0.00', '10.00', '10.00']);
    expect(result.curve.map((p) => p.equity)).toEqual([
      '5000.00',
      '5500.00',
      '5500.00',
      '6046.00',
      '6046.00',
    ]);
  });

  it('without a positive master balance the smart ratio is unavailable until he has one again', () => {
    // Now 13,100.00 leaves 0.00 at the start: the first open cannot be sized; after +1,000.00 and the
    // deposit he has 11,000.00, so 2.00 x 5,000 / 11,000 = 0.909 -> 0.90 lot.
    const result = replayCopy({ ...input(), masterBalanceNow: '13100.00' });
    expect(
      result.trades.map((t) => (t.outcome.kind === 'copied' ? t.outcome.lots : t.outcome.reason)),
    ).toEqual(['SIZING_UNAVAILABLE', 90]);
    expect(result.traderResult.percent).toBeNull();
    expect(result.curve[1]!.trader).toBeNull();
  });
});
