import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointOf, pointsToPrice, priceToPoints } from './price';

describe('prices as text with the symbol digits', () => {
  it('converts points and text', () => {
    expect(pointOf(5)).toBe('0.00001');
    expect(pointOf(0)).toBe('1');
    expect(pointsToPrice(108345, 5)).toBe('1.08345');
    expect(pointsToPrice(0, 3)).toBe('0.000');
    expect(pointsToPrice(-5, 2)).toBe('-0.05');
    expect(priceToPoints('1.08345', 5)).toBe(108345);
    expect(priceToPoints('1.1', 5)).toBe(110000);
    expect(priceToPoints('1.0834500', 5)).toBe(108345);
    expect(priceToPoints('1.083451', 5)).toBeNull();
    expect(priceToPoints('-1', 5)).toBeNull();
    expect(priceToPoints('150', 0)).toBe(150);
  });

  it('round-trips points and text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 6 }), (points, digits) => {
        expect(priceToPoints(pointsToPrice(points, digits), digits)).toBe(points);
      }),
    );
  });
});
