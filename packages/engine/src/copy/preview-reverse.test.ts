import { describe, expect, it } from 'vitest';
import { replayCopy } from './preview';
import { position, previewInput } from './preview-test-support';

// The master buys 1.00 lot and makes 500.00 with 7.00 commission and -3.00 swap: net 490.00. Reversed, the
// follower sells: the trading profit changes sign, the costs stay costs: -500 - 7 - 3 = -510.00.
const trade = position(1, 100, '500.00', { commission: '-7.00', swap: '-3.00' });

describe('reverse copying flips the trading result of each copy', () => {
  it('forward keeps the net result: +490.00', () => {
    const result = replayCopy(previewInput([trade]));
    expect(result.trades[0]!.outcome).toMatchObject({ kind: 'copied', type: 0, profit: '490.00' });
    expect(result.result).toEqual({ money: '490.00', percent: '4.90' });
  });

  it('reverse sells instead and loses what the master made: -510.00', () => {
    const base = previewInput([trade]);
    const result = replayCopy({ ...base, settings: { ...base.settings, direction: 2 } });
    expect(result.trades[0]!.outcome).toMatchObject({ kind: 'copied', type: 1, profit: '-510.00' });
    expect(result.trades[0]!.masterProfit).toBe('490.00');
    expect(result.result).toEqual({ money: '-510.00', percent: '-5.10' });
    expect(result.drawdown).toEqual({ money: '510.00', percent: '5.10' });
    // The trader's own curve does not change with the follower's direction: 490 / 20,000 = 2.45 %.
    expect(result.traderResult.percent).toBe('2.45');
  });

  it('scales the result by follower lots / master lots, rounded to the cent: 0.33 of 490.00 = 161.70', () => {
    const base = previewInput([trade]);
    const result = replayCopy({ ...base, settings: { ...base.settings, copyType: 1, copyValue: '0.33' } });
    expect(result.trades[0]!.outcome).toMatchObject({ lots: 33, profit: '161.70' });
  });
});
