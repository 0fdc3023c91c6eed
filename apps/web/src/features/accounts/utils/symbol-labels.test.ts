import { describe, expect, it } from 'vitest';
import { symbolTypeKey } from './symbol-labels';

describe('symbolTypeKey', () => {
  it('names each standard symbol type, crypto CFDs included, and anything unknown "other"', () => {
    expect([1, 2, 3, 4, 5].map(symbolTypeKey)).toEqual(['forex', 'metals', 'indices', 'energy', 'crypto']);
    expect(symbolTypeKey(9)).toBe('other');
  });
});
