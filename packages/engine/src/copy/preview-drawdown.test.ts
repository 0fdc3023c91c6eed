import { describe, expect, it } from 'vitest';
import { replayCopy } from './preview';
import { position, previewInput } from './preview-test-support';

// Fixed ratio 1 copies every 1.00-lot trade with 1.00 lot, so the follower's results are the master's:
// +500, -800, -400, +1,000, -300 on 10,000.00 -> 10,500 (peak), 9,700, 9,300, 10,300, 10,000.
// Largest fall: 10,500 -> 9,300 = 1,200.00 = 11.43 % of the peak. The master starts at 20,000.00:
// 20,500 (peak), 19,700, 19,300 -> 1 - 19,300 / 20,500 = 5.85 %.
const trades = [
  position(1, 100, '500.00'),
  position(2, 100, '-800.00'),
  position(3, 100, '-400.00'),
  position(4, 100, '1000.00'),
  position(5, 100, '-300.00'),
];

describe('the preview follows the follower balance after each close (hand-checked drawdown)', () => {
  const result = replayCopy(previewInput(trades));

  it('copies every trade with the same lots and the same results', () => {
    expect(result.counts).toEqual({ trades: 5, copied: 5, skipped: 0, openCopies: 0 });
    expect(result.trades.map((t) => (t.outcome.kind === 'copied' ? t.outcome.profit : null))).toEqual([
      '500.00',
      '-800.00',
      '-400.00',
      '1000.00',
      '-300.00',
    ]);
  });

  it('draws the follower curve in money and percent from 10,000.00', () => {
    expect(result.curve.map((p) => p.equity)).toEqual([
      '10000.00',
      '10500.00',
      '9700.00',
      '9300.00',
      '10300.00',
      '10000.00',
      '10000.00',
    ]);
    expect(result.curve.map((p) => p.follower)).toEqual([
      '0.00',
      '5.00',
      '-3.00',
      '-7.00',
      '3.00',
      '0.00',
      '0.00',
    ]);
    expect(result.curve[1]!.trader).toBe('2.50');
  });

  it('has a maximum drawdown of 1,200.00 and 11.43 %', () => {
    expect(result.drawdown).toEqual({ money: '1200.00', percent: '11.43' });
    expect(result.result).toEqual({ money: '0.00', percent: '0.00' });
    expect(result.endEquity).toBe('10000.00');
  });

  it("measures the trader's drawdown on his growth index: 5.85 %", () => {
    expect(result.traderDrawdown).toEqual({ percent: '5.85' });
    expect(result.traderResult).toEqual({ percent: '0.00' });
  });

  it('reports the money drawdown and the percent drawdown each at their own worst', () => {
    // An early small fall has the larger percent, a late large one the larger money:
    // 10,000 -> 9,000 (1,000.00 = 10.00 %), then 9,000 -> 30,000 -> 27,600 (2,400.00 = 8.00 %).
    const swings = [position(1, 100, '-1000.00'), position(2, 100, '21000.00'), position(3, 100, '-2400.00')];
    const swung = replayCopy(previewInput(swings, {}, '100000.00'));
    expect(swung.drawdown).toEqual({ money: '2400.00', percent: '10.00' });
  });
});
