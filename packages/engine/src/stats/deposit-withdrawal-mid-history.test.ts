import { describe, expect, it } from 'vitest';
import { computeFromScratch, historyEvents } from './compute';
import { at, cash, tradeRow } from './test-support';

/*
 * The profile's reference scenario (the FORMULAS examples):
 *   2024-01-02 09:00 deposit 1000.00                                   balance 1000.00
 *   2024-01-02 10:00-11:00 buy EURUSD 1.00: 102.00 - 0.50 - 1.50 = +100  balance 1100.00  index 1100/1000 = 1.10
 *   2024-01-10 09:00 withdraw 500.00                                   balance  600.00  (period 1 factor 1.10)
 *   2024-02-05 10:00-12:00 sell EURUSD 0.50: -58.00 - 2.00 = -60         balance  540.00  index 1.10 x 540/600 = 0.99
 *   2024-02-06 09:00 deposit 460.00                                    balance 1000.00  (period 2 factor 0.90)
 *   2024-03-04 10:00-16:00 buy XAUUSD 0.10: +50                          balance 1050.00  index 0.99 x 1050/1000 = 1.0395
 */
const history = {
  trades: [
    tradeRow({
      ticket: 1,
      openTime: at('2024-01-02', 10),
      closeTime: at('2024-01-02', 11),
      profit: '102.00',
      swap: '-0.50',
      commission: '-1.50',
    }),
    tradeRow({
      ticket: 2,
      type: 1,
      lots: 50,
      openTime: at('2024-02-05', 10),
      closeTime: at('2024-02-05', 12),
      profit: '-58.00',
      commission: '-2.00',
    }),
    tradeRow({
      ticket: 3,
      symbol: 'XAUUSD',
      lots: 10,
      openTime: at('2024-03-04', 10),
      closeTime: at('2024-03-04', 16),
      profit: '50',
    }),
  ],
  balanceOperations: [
    cash(at('2024-01-02', 9), '1000.00'),
    cash(at('2024-01-10', 9), '-500.00'),
    cash(at('2024-02-06', 9), '460.00'),
  ],
};
const ASOF = at('2024-03-04', 18);
const stats = computeFromScratch(historyEvents(history), ASOF);

describe('a deposit and a withdrawal in the middle of the history', () => {
  it('growth is time-weighted: 1.10 x 0.90 x 1.05 - 1 = 3.95 %, not (1050 - 1460 + 500) / 1000', () => {
    expect(stats.growth).toBe('3.95');
    expect(stats.balance).toBe('1050.00');
    expect(stats.deposits).toBe('1460.00');
    expect(stats.withdrawals).toBe('500.00');
  });

  it('total profit is profit + swap + commission: 100.00 - 60.00 + 50.00 = 90.00', () => {
    expect(stats.totalProfit).toBe('90.00');
    expect(stats.grossProfit).toBe('150.00');
    expect(stats.grossLoss).toBe('60.00');
  });

  it('balance drawdown: the result fell 100.00 -> 40.00 (60.00); the index 1.10 -> 0.99 (10.00 %)', () => {
    // A running peak on raw balance would read 1100.00 -> 540.00 = 560.00 (50.91 %): the withdrawal is no loss.
    expect(stats.balanceDrawdown).toEqual({ money: '60.00', percent: '10.00' });
  });

  it('profit factor 150.00 / 60.00 = 2.50; win rate 2 of 3 = 66.67 %', () => {
    expect(stats.profitFactor).toBe('2.50');
    expect(stats.winRate).toBe('66.67');
    expect(stats.trades).toBe(3);
  });

  it('average holding time (1 h + 2 h + 6 h) / 3 = 3 h', () => {
    expect(stats.averageHoldingMs).toBe(3 * 3_600_000);
  });

  it('trades per week: 3 trades over 62 days 8 hours since the first open = 3 / 8.905 = 0.34', () => {
    expect(stats.tradesPerWeek).toBe('0.34');
  });

  it('monthly returns by the index: Jan 1 -> 1.10, Feb 1.10 -> 0.99, Mar 0.99 -> 1.0395; 2024 = 3.95 %', () => {
    expect(stats.monthly).toEqual([
      { month: '2024-01', return: '10.00', trades: 1, profit: '100.00', copyProfit: '0.00' },
      { month: '2024-02', return: '-10.00', trades: 1, profit: '-60.00', copyProfit: '0.00' },
      { month: '2024-03', return: '5.00', trades: 1, profit: '50.00', copyProfit: '0.00' },
    ]);
    // 1.10 x 0.90 x 1.05 - 1 = 0.0395.
    expect(stats.yearly).toEqual([{ year: 2024, return: '3.95' }]);
  });

  it('per symbol: EURUSD 1.00 + 0.50 lots, 100.00 - 60.00, 1 of 2 won; XAUUSD 0.10 lots, 50.00, 1 of 1', () => {
    expect(stats.symbols).toEqual([
      { symbol: 'EURUSD', trades: 2, lots: '1.50', profit: '40.00', winRate: '50.00' },
      { symbol: 'XAUUSD', trades: 1, lots: '0.10', profit: '50.00', winRate: '100.00' },
    ]);
  });

  it('long/short: buys 1.00 + 0.10 lots, 150.00, both won; the sell 0.50 lots, -60.00, lost', () => {
    expect(stats.longShort).toEqual({
      long: { trades: 2, lots: '1.10', profit: '150.00', winRate: '100.00' },
      short: { trades: 1, lots: '0.50', profit: '-60.00', winRate: '0.00' },
    });
  });

  it('the curve has a point per trade and balance operation (6 events, no downsampling)', () => {
    expect(stats.curve.map((p) => [p.balance, p.growth])).toEqual([
      ['1000.00', '0.00'],
      ['1100.00', '10.00'],
      ['600.00', '10.00'],
      ['540.00', '-1.00'],
      ['1000.00', '-1.00'],
      ['1050.00', '3.95'],
    ]);
    expect(stats.curve.every((p) => p.equity === null)).toBe(true);
  });

  it('never more than one position at once: 1.00 lots at most', () => {
    expect(stats.risk).toEqual({ maxLotsAtOnce: '1.00', maxPositionsAtOnce: 1, marginLevelLow: null });
  });
});
