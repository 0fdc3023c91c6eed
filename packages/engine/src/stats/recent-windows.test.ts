import { describe, expect, it } from 'vitest';
import { applyEvent, initialState } from './apply';
import { computeFromScratch, historyEvents } from './compute';
import { snapshot } from './snapshot';
import { at, cash, tradeRow } from './test-support';

describe('average profit over the last 14 days (asOf day and the 13 before, UTC)', () => {
  const ASOF = at('2024-03-20', 15);
  const events = historyEvents({
    balanceOperations: [cash(at('2024-03-01'), '5000.00')],
    trades: [
      // 2024-03-06 is 14 days before 2024-03-20: outside.
      tradeRow({ openTime: at('2024-03-06', 10), closeTime: at('2024-03-06', 12), profit: '1000.00' }),
      // 2024-03-07 00:00 is the window's first instant: inside.
      tradeRow({ openTime: at('2024-03-06', 22), closeTime: at('2024-03-07', 0), profit: '30.00' }),
      tradeRow({ openTime: at('2024-03-20', 7), closeTime: at('2024-03-20', 8), profit: '-10.00' }),
      tradeRow({ openTime: at('2024-03-20', 8), closeTime: at('2024-03-20', 9), profit: '10.01' }),
    ],
  });

  it('(30.00 - 10.00 + 10.01) / 3 = 10.003 -> 10.00', () => {
    const stats = computeFromScratch(events, ASOF);
    expect(stats.averageProfit14d).toBe('10.00');
    expect(stats.trades14d).toBe(3);
  });

  it('moves with asOf: on 2024-04-02 only the 2024-03-20 trades count: 0.01 / 2 = 0.005 -> 0.01', () => {
    const stats = computeFromScratch(events, at('2024-04-02', 23));
    expect(stats.averageProfit14d).toBe('0.01');
    expect(stats.trades14d).toBe(2);
  });

  it('nothing in the window: null, not 0.00', () => {
    const stats = computeFromScratch(events, at('2024-04-03'));
    expect(stats.averageProfit14d).toBeNull();
    expect(stats.trades14d).toBe(0);
  });

  it('rounds half away from zero: -0.01 over 2 trades = -0.005 -> -0.01', () => {
    const state = initialState();
    applyEvent(state, { event: 'trade', ...tradeRow({ profit: '-0.02' }) });
    applyEvent(state, { event: 'trade', ...tradeRow({ profit: '0.01' }) });
    expect(snapshot(state, at('2024-01-02', 12)).averageProfit14d).toBe('-0.01');
  });

  it('keeps at most 14 day buckets in the state', () => {
    const state = initialState();
    for (let day = 1; day <= 40; day += 1) {
      const close = at('2024-01-01') + day * 86_400_000;
      applyEvent(state, { event: 'trade', ...tradeRow({ openTime: close - 60_000, closeTime: close }) });
    }
    expect(state.days.length).toBe(14);
  });
});

describe('trades per week', () => {
  it('6 trades, the first opened 14 days before asOf: 6 / 2 = 3.00', () => {
    const first = at('2024-04-01', 10);
    const trades = Array.from({ length: 6 }, (_, i) =>
      tradeRow({ openTime: first + i * 86_400_000, closeTime: first + i * 86_400_000 + 60_000 }),
    );
    const stats = computeFromScratch(historyEvents({ trades }), first + 14 * 86_400_000);
    expect(stats.tradesPerWeek).toBe('3.00');
  });
});
