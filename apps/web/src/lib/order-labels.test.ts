import { describe, expect, it } from 'vitest';
import { order } from '@/testing/accounts-fixtures';
import { isBalanceRow, orderTypeKey } from './order-labels';

describe('order type labels', () => {
  it('names the trade and pending types', () => {
    expect([0, 1, 2, 3, 4, 5].map((type) => orderTypeKey(order({ type })))).toEqual([
      'buy',
      'sell',
      'buyLimit',
      'sellLimit',
      'buyStop',
      'sellStop',
    ]);
  });

  it('reads a balance row as a deposit or a withdrawal by its sign, a credit row as credit', () => {
    expect(orderTypeKey(order({ type: 6, profit: '500.00' }))).toBe('deposit');
    expect(orderTypeKey(order({ type: 6, profit: '-120.50' }))).toBe('withdrawal');
    expect(orderTypeKey(order({ type: 6, profit: '-0.00' }))).toBe('deposit');
    expect(orderTypeKey(order({ type: 7, profit: '-100.00' }))).toBe('credit');
    expect(isBalanceRow(order({ type: 6 }))).toBe(true);
    expect(isBalanceRow(order({ type: 1 }))).toBe(false);
    expect(orderTypeKey(order({ type: 9 }))).toBe('unknown');
  });
});
