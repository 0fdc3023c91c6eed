import { describe, expect, it } from 'vitest';
import { isAtLimit, limitOfStatus, limitReached } from './limits';

describe('account limits (spec 5)', () => {
  it('is at the limit when the count reaches the maximum; -1 is never reached', () => {
    expect(isAtLimit(9, 10)).toBe(false);
    expect(isAtLimit(10, 10)).toBe(true);
    expect(isAtLimit(1000, -1)).toBe(false);
    expect(isAtLimit(0, 0)).toBe(true);
  });

  it('checks trade accounts against masterMaxNumber and follow accounts against copyMaxNumber', () => {
    const counts = { masterNumber: 2, masterMaxNumber: 2, copyNumber: 1, copyMaxNumber: 5 };
    expect(limitReached(counts, 'trade')).toBe(true);
    expect(limitReached(counts, 'follow')).toBe(false);
    expect(limitReached(undefined, 'trade')).toBe(false);
  });

  it('maps 22006 to the usage-limit dialog and 22007 to the cannot-add dialog', () => {
    expect(limitOfStatus(22006)).toBe('usage');
    expect(limitOfStatus(22007)).toBe('copy');
    expect(limitOfStatus(22001)).toBeNull();
  });
});
