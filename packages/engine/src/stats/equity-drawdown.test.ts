import { describe, expect, it } from 'vitest';
import { computeFromScratch, historyEvents } from './compute';
import { at, withdrawalAndCreditHistory } from './test-support';

/*
 * Equity samples around a withdrawal and a credit:
 *   deposit 1000.00                     paid in 1000.00
 *   equity 1000.00  index 1 (opens the first period at 1000.00)   result 1000 - 1000 = 0
 *   equity  950.00  index 0.95          result -50.00   (fall 50.00, 5 %)
 *   equity 1100.00  index 1.10          result 100.00   (new peaks)
 *   withdraw 500.00: period ends at 1.10; the next opens at 1100.00 - 500.00 = 600.00   paid in 500.00
 *   equity  540.00  index 1.10 x 540/600 = 0.99   result 540 - 500 = 40.00 (fall 60.00, 1 - 0.99/1.10 = 10 %)
 *   credit +100.00: period ends at 0.99; the next opens at 640.00                paid in 600.00
 *   equity  704.00  index 0.99 x 704/640 = 1.089  result 704 - 600 = 104.00
 */
const history = withdrawalAndCreditHistory();
const stats = computeFromScratch(historyEvents(history), at('2024-01-10'));

describe('equity drawdown across a withdrawal and a credit', () => {
  it('money: the equity result fell from 100.00 to 40.00 = 60.00; percent: 1 - 0.99 / 1.10 = 10.00 %', () => {
    expect(stats.equityDrawdown).toEqual({ money: '60.00', percent: '10.00' });
  });

  it('equity is the last sample; credit is kept apart from balance and deposits', () => {
    expect(stats.equity).toBe('704.00');
    expect(stats.credit).toBe('100.00');
    expect(stats.balance).toBe('500.00');
    expect(stats.deposits).toBe('1000.00');
    expect(stats.withdrawals).toBe('500.00');
  });

  it('no trade, so balance growth and drawdown stay at zero', () => {
    expect(stats.growth).toBe('0.00');
    expect(stats.balanceDrawdown).toEqual({ money: '0.00', percent: '0.00' });
  });

  it('the curve carries the equity known at each point (a balance operation moves it too)', () => {
    expect(stats.curve.map((p) => p.equity)).toEqual([
      null, // the deposit, before any sample
      '1000.00',
      '950.00',
      '1100.00',
      '600.00', // 1100.00 - 500.00 withdrawn
      '540.00',
      '640.00', // 540.00 + 100.00 credit
      '704.00',
    ]);
  });
});
