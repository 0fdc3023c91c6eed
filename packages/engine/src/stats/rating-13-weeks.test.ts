import { describe, expect, it } from 'vitest';
import { computeFromScratch, historyEvents } from './compute';
import { at, cash, tradeRow } from './test-support';

/*
 * Deposit 11000.00 in the week of Mon 2024-02-12 and lose 1000.00 there: that week is 13 weeks before asOf's
 * week (Mon 2024-05-13), so it is outside the window (the 13 weeks start Mon 2024-02-19).
 * Then one trade a week from Mon 2024-04-01 (balance 10000.00 -> index 10/11 each time divided out):
 *   week 1 +500.00 -> 10500.00  (won)
 *   week 2 -525.00 ->  9975.00  (lost; 1 - 9975/10500 = 5.00 % below the peak)
 *   week 3 +525.00 -> 10500.00  (won)
 *   weeks 4..7 +200, +100, +100, +100 -> 11000.00 (all won)
 * R = 11000/10000 - 1 = 10 %, D = 5 %, W = 6:
 * score = 100 x (0.4 x 0.10/0.25 + 0.4 x (1 - 0.05/0.25) + 0.2 x 6/13) = 16 + 32 + 9.23 = 57.23 -> 57, 3 stars.
 */
const weekly = ['500.00', '-525.00', '525.00', '200.00', '100.00', '100.00', '100.00'];
const history = {
  balanceOperations: [cash(at('2024-02-12', 9), '11000.00')],
  trades: [
    tradeRow({ openTime: at('2024-02-13', 9), closeTime: at('2024-02-13', 10), profit: '-1000.00' }),
    ...weekly.map((profit, i) => {
      const monday = at('2024-04-01', 10) + i * 7 * 86_400_000;
      return tradeRow({ openTime: monday, closeTime: monday + 3_600_000, profit });
    }),
  ],
};
const events = historyEvents(history);

describe('the 13-week rating', () => {
  it('R 10 %, D 5 %, 6 winning weeks: 57 points, 3 stars; the loss 13 weeks back does not count', () => {
    const stats = computeFromScratch(events, at('2024-05-16', 12));
    expect(stats.rating).toEqual({ score: 57, stars: 3, growth: '10.00', drawdown: '5.00', winningWeeks: 6 });
    // The whole history does see it: 11000 -> 10000 -> ... -> 11000 is 0 % growth, and the lowest point
    // 9975.00 under the first peak 11000.00 is 1 - 9975/11000 = 9.32 % drawdown.
    expect(stats.growth).toBe('0.00');
    expect(stats.balanceDrawdown.percent).toBe('9.32');
  });

  it('is not rated once no trade closed in the last 13 weeks', () => {
    // Week 7 is Mon 2024-05-13; 13 weeks later (Mon 2024-08-12) it has left the window.
    expect(computeFromScratch(events, at('2024-08-11', 23)).rating).not.toBeNull();
    expect(computeFromScratch(events, at('2024-08-12', 0)).rating).toBeNull();
  });

  it('a losing quarter earns no return part: -20 % with a 20 % drawdown scores 0 + 0.4 x 0.2 = 8, 1 star', () => {
    // Deposit 1000.00, lose 200.00: R = -20 %, D = 20 %, W = 0 -> 100 x (0 + 0.4 x (1 - 0.8) + 0) = 8.
    const stats = computeFromScratch(
      historyEvents({
        balanceOperations: [cash(at('2024-04-01', 9), '1000.00')],
        trades: [
          tradeRow({ openTime: at('2024-04-01', 10), closeTime: at('2024-04-01', 11), profit: '-200.00' }),
        ],
      }),
      at('2024-04-02'),
    );
    expect(stats.rating).toEqual({
      score: 8,
      stars: 1,
      growth: '-20.00',
      drawdown: '20.00',
      winningWeeks: 0,
    });
  });

  it('keeps at most 13 week buckets however long the history', () => {
    const many = Array.from({ length: 60 }, (_, i) => {
      const time = at('2024-01-01', 10) + i * 7 * 86_400_000;
      return tradeRow({ openTime: time, closeTime: time + 60_000, profit: '1.00' });
    });
    const stats = computeFromScratch(
      historyEvents({ balanceOperations: [cash(at('2024-01-01'), '100.00')], trades: many }),
      at('2025-02-20'),
    );
    // 13 weeks, each +1.00 on a balance near 150: all won.
    expect(stats.rating?.winningWeeks).toBe(13);
  });
});
