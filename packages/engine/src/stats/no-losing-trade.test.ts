import { describe, expect, it } from 'vitest';
import { computeFromScratch, historyEvents } from './compute';
import { at, cash, tradeRow } from './test-support';

describe('a history without a losing trade', () => {
  // Deposit 500.00; +20.00, +30.00 and a break-even 0.00 (profit 1.00, commission -1.00).
  const stats = computeFromScratch(
    historyEvents({
      balanceOperations: [cash(at('2024-05-06', 8), '500.00')],
      trades: [
        tradeRow({ openTime: at('2024-05-06', 9), closeTime: at('2024-05-06', 10), profit: '20.00' }),
        tradeRow({ openTime: at('2024-05-07', 9), closeTime: at('2024-05-07', 10), profit: '30.00' }),
        tradeRow({
          openTime: at('2024-05-08', 9),
          closeTime: at('2024-05-08', 10),
          profit: '1.00',
          commission: '-1.00',
        }),
      ],
    }),
    at('2024-05-08', 12),
  );

  it('profit factor has no value (null): gross loss is 0.00, so 50.00 / 0.00 is not a number to show', () => {
    expect(stats.grossProfit).toBe('50.00');
    expect(stats.grossLoss).toBe('0.00');
    expect(stats.profitFactor).toBeNull();
  });

  it('a break-even trade is not a win: 2 of 3 = 66.67 %', () => {
    expect(stats.winRate).toBe('66.67');
  });

  it('growth 550 / 500 - 1 = 10.00 % with no drawdown', () => {
    expect(stats.growth).toBe('10.00');
    expect(stats.balanceDrawdown).toEqual({ money: '0.00', percent: '0.00' });
  });

  it('trades per week counts at least a week: 3 trades in 2 days = 3.00, not 10.5', () => {
    expect(stats.tradesPerWeek).toBe('3.00');
  });
});
