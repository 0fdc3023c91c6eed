import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLots, parseLots } from './lots';

describe('lots as integer hundredths', () => {
  it('parses and formats: 1.25 = 125', () => {
    expect(parseLots('1.25')).toBe(125);
    expect(parseLots('2')).toBe(200);
    expect(parseLots('0.1')).toBe(10);
    for (const bad of ['', '1.234', '-1', '.5', '1e2']) expect(parseLots(bad)).toBeNull();
    expect(formatLots(125)).toBe('1.25');
    expect(formatLots(5)).toBe('0.05');
    expect(formatLots(-1250)).toBe('-12.50');
    expect(() => formatLots(1.5)).toThrow(RangeError);
  });

  it('round-trips format and parse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (lots) => {
        expect(parseLots(formatLots(lots))).toBe(lots);
      }),
    );
  });
});
