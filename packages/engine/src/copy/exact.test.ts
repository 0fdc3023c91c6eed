import DecimalJs from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorDiv, floorTimes, lessThan, lt, mul, parseExact, sub } from './exact';
import type { Int } from './exact';

// The oracle: decimal.js with room for every digit of the values under test.
const Decimal = DecimalJs.clone({ precision: 200 });

const big = (value: Int) => BigInt(value);

// Integers around and far beyond 2^53, where doubles stop being exact.
const int = fc.oneof(
  fc.integer({ min: -1e6, max: 1e6 }),
  fc
    .bigInt({ min: -(2n ** 80n), max: 2n ** 80n })
    .map((b) => (b >= -(2n ** 53n) + 1n && b <= 2n ** 53n - 1n ? Number(b) : b)),
  fc.constantFrom<Int>(2 ** 53 - 1, -(2 ** 53 - 1), 2n ** 53n, 94906267, 94906266),
);
const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 12 }))
  .map(([negative, units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    return negative ? `-${text}` : text;
  });

describe('exact integer arithmetic (numbers below 2^53, BigInt beyond)', () => {
  it('parses decimal strings to units and scale', () => {
    expect(parseExact('5000.25')).toEqual({ units: 500025, scale: 2 });
    expect(parseExact('-0.5')).toEqual({ units: -5, scale: 1 });
    expect(parseExact('999999999.99')).toEqual({ units: 99999999999, scale: 2 });
    expect(parseExact('12345678901234567.89')).toEqual({ units: 1234567890123456789n, scale: 2 });
    for (const bad of ['', '-', '.5', '5.', '1e5', '1,000.00', ' 1', '1.2.3', '+1', 'abc']) {
      expect(parseExact(bad)).toBeNull();
    }
  });

  it('property: parsing agrees with decimal.js', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const parsed = parseExact(text);
        expect(parsed).not.toBeNull();
        if (!parsed) return;
        expect(
          new Decimal(big(parsed.units).toString()).div(new Decimal(10).pow(parsed.scale)).eq(text),
        ).toBe(true);
      }),
    );
  });

  it('property: products, differences, comparisons and floors are exact', () => {
    fc.assert(
      fc.property(int, int, (a, b) => {
        expect(big(mul(a, b))).toBe(big(a) * big(b));
        expect(big(sub(a, b))).toBe(big(a) - big(b));
        expect(lt(a, b)).toBe(big(a) < big(b));
        if (big(b) > 0n) {
          const expected = new Decimal(big(a).toString()).div(big(b).toString()).floor();
          expect(big(floorDiv(a, b)).toString()).toBe(expected.toFixed(0));
        }
      }),
    );
  });

  it('property: decimal comparison and floor(value x factor) agree with decimal.js', () => {
    fc.assert(
      fc.property(decimalText, decimalText, fc.integer({ min: 0, max: 1e6 }), (x, y, factor) => {
        const a = parseExact(x)!;
        const b = parseExact(y)!;
        expect(lessThan(a, b)).toBe(new Decimal(x).lt(y));
        expect(big(floorTimes(a, factor)).toString()).toBe(new Decimal(x).times(factor).floor().toFixed(0));
      }),
    );
  });
});
