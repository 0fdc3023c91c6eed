import { describe, expect, it } from 'vitest';
import { computeFromScratch, historyEvents } from './compute';
import { at, cash, tradeRow } from './test-support';

describe("followers' copy profit", () => {
  it('sums the copies\u2019 results: +120.50 - 20.25 = 100.25, by month too', () => {
    const stats = computeFromScratch(
      historyEvents({
        trades: [],
        copyProfits: [
          { time: at('2024-01-31', 23), amount: '120.50' },
          { time: at('2024-02-01', 0), amount: '-20.25' },
        ],
      }),
      at('2024-02-02'),
    );
    expect(stats.copyProfit).toBe('100.25');
    expect(stats.monthly.map((m) => [m.month, m.copyProfit, m.return])).toEqual([
      ['2024-01', '120.50', '0.00'],
      ['2024-02', '-20.25', '0.00'],
    ]);
  });
});

describe('a blown account', () => {
  /*
   * Deposit 100.00, lose 100.00 (balance 0: index 0, -100 %); deposit 100.00 again and win 50.00 in February.
   * Time-weighted growth cannot recover from 0: the first period's factor 0/100 multiplies everything after.
   */
  const stats = computeFromScratch(
    historyEvents({
      balanceOperations: [cash(at('2024-01-02', 9), '100.00'), cash(at('2024-02-01', 9), '100.00')],
      trades: [
        tradeRow({ openTime: at('2024-01-02', 10), closeTime: at('2024-01-02', 11), profit: '-100.00' }),
        tradeRow({ openTime: at('2024-02-02', 10), closeTime: at('2024-02-02', 11), profit: '50.00' }),
      ],
    }),
    at('2024-02-03'),
  );

  it('growth stays at -100.00 % and the drawdown is 100.00 %', () => {
    expect(stats.growth).toBe('-100.00');
    expect(stats.balanceDrawdown).toEqual({ money: '100.00', percent: '100.00' });
    expect(stats.balance).toBe('150.00');
    expect(stats.totalProfit).toBe('-50.00');
  });

  it('January -100.00 %; February opens at index 0, so it has no return (null), nor does the year after', () => {
    expect(stats.monthly.map((m) => m.return)).toEqual(['-100.00', null]);
    expect(stats.yearly).toEqual([{ year: 2024, return: '-100.00' }]);
  });
});
