import { describe, expect, it } from 'vitest';
import { netProfit } from '../src/trading/copy/copy-outcomes';

/** `copy_links.profit`, the basis of performance fees, is the exact decimal sum of profit + swap + commission. */
describe('net profit of a closed copy', () => {
  it('sums cents exactly: 0.10 + 0.20 - 0.30 = 0.00, -7.20 + 0.01 - 2.10 = -9.29', () => {
    expect(netProfit({ profit: '0.10', swap: '0.20', commission: '-0.30' })).toBe('0.00');
    expect(netProfit({ profit: '-7.20', swap: '0.01', commission: '-2.10' })).toBe('-9.29');
  });

  it('stays exact where the float way loses cents (beyond 2^53 cents)', () => {
    const order = { profit: '123456789012345.67', swap: '0.01', commission: '-0.03' };
    expect(netProfit(order)).toBe('123456789012345.65');
    const float = (v: string) => Math.round(Number(v) * 100); // the former way, for contrast
    const floatText = ((float(order.profit) + float(order.swap) + float(order.commission)) / 100).toFixed(2);
    expect(floatText).not.toBe('123456789012345.65');
  });

  it('rounds an MT4 figure with more decimals to the cent half away from zero', () => {
    expect(netProfit({ profit: '1.005', swap: '0', commission: '-0.125' })).toBe('0.88');
  });
});
