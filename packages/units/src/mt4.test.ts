import { describe, expect, it } from 'vitest';
import { ORDER_TYPE, isBuyType, isPendingType } from './mt4';

describe('MT4 order types', () => {
  it('tells pending and buy-side types apart', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter(isPendingType)).toEqual([2, 3, 4, 5]);
    expect([0, 1, 2, 3, 4, 5].filter(isBuyType)).toEqual([
      ORDER_TYPE.BUY,
      ORDER_TYPE.BUY_LIMIT,
      ORDER_TYPE.BUY_STOP,
    ]);
  });
});
