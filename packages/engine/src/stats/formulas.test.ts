import { describe, expect, it } from 'vitest';
import { computeFromScratch } from './compute';
import { FORMULAS } from './formulas';
import { at } from './test-support';

describe('every published statistic has a formula and a worked example', () => {
  it('covers the statistics keys, once each', () => {
    const stats = computeFromScratch([], at('2024-01-01'));
    const published = [
      'growth',
      'totalProfit',
      'balanceDrawdown',
      'equityDrawdown',
      'profitFactor',
      'winRate',
      'averageHoldingMs',
      'tradesPerWeek',
      'averageProfit14d',
      'monthly',
      'yearly',
      'rating',
      'copyProfit',
      'curve',
      'symbols',
      'longShort',
      'risk.maxLotsAtOnce',
      'risk.maxPositionsAtOnce',
      'risk.marginLevelLow',
      'drawdowns',
      'equityTracked',
    ];
    expect(FORMULAS.map((f) => f.key)).toEqual(published);
    for (const key of published) {
      const [head, tail] = key.split('.') as [keyof typeof stats, string | undefined];
      expect(head in stats).toBe(true);
      if (tail) expect(tail in (stats[head] as object)).toBe(true);
    }
    expect(FORMULAS.every((f) => f.formula.length > 20 && f.example.length > 10)).toBe(true);
  });
});
