import { describe, expect, it } from 'vitest';
import { initialState } from './apply';
import { computeFromScratch } from './compute';
import { snapshot } from './snapshot';
import { at } from './test-support';

describe('an account with no history', () => {
  it('shows zeros where a sum is zero and null where a ratio has no base', () => {
    const stats = computeFromScratch([], at('2024-06-01'));
    expect(stats).toEqual({
      asOf: at('2024-06-01'),
      balance: '0.00',
      equity: null,
      credit: '0.00',
      deposits: '0.00',
      withdrawals: '0.00',
      trades: 0,
      growth: '0.00',
      totalProfit: '0.00',
      grossProfit: '0.00',
      grossLoss: '0.00',
      profitFactor: null,
      winRate: null,
      averageHoldingMs: null,
      tradesPerWeek: '0.00',
      averageProfit14d: null,
      trades14d: 0,
      balanceDrawdown: { money: '0.00', percent: '0.00' },
      equityDrawdown: { money: '0.00', percent: '0.00' },
      equityTracked: { since: null, partial: false },
      monthly: [],
      yearly: [],
      rating: null,
      copyProfit: '0.00',
      curve: [],
      drawdowns: [],
      symbols: [],
      longShort: {
        long: { trades: 0, lots: '0.00', profit: '0.00', winRate: null },
        short: { trades: 0, lots: '0.00', profit: '0.00', winRate: null },
      },
      risk: { maxLotsAtOnce: '0.00', maxPositionsAtOnce: 0, marginLevelLow: null },
    });
    expect(snapshot(initialState(), at('2024-06-01'))).toEqual(stats);
  });
});
