import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareMoney,
  formatMoney,
  moneyOf,
  normalizeMoney,
  parseMoney,
  roundDecimal,
  roundMoney,
  shareDown,
  shareOf,
  sumMoney,
} from './money';

const cents = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n });

describe('money as integer cents', () => {
  it('parses decimal text with at most 2 decimals', () => {
    expect(parseMoney('100.5')).toBe(10050n);
    expect(parseMoney('-0.05')).toBe(-5n);
    expect(parseMoney('42')).toBe(4200n);
    expect(parseMoney('-0.00')).toBe(0n);
    for (const bad of ['', '-', '1.234', '.5', '5.', '1e3', '1,000.00', ' 1', '+1']) {
      expect(parseMoney(bad)).toBeNull();
    }
    expect(() => moneyOf('1.234')).toThrow(RangeError);
    expect(normalizeMoney('6')).toBe('6.00');
  });

  it('rounds longer decimals half away from zero, as PostgreSQL round() does', () => {
    expect(roundMoney('1.005')).toBe(101n);
    expect(roundMoney('1.00499')).toBe(100n);
    expect(roundMoney('-0.125')).toBe(-13n);
    expect(roundMoney('-0.1249')).toBe(-12n);
    expect(roundMoney('12')).toBe(1200n);
    expect(roundMoney('0.1')).toBe(10n);
    expect(() => roundMoney('abc')).toThrow(RangeError);
    expect(roundDecimal('0.2000', 4)).toBe(2000n);
    expect(roundDecimal('0.00005', 4)).toBe(1n);
    expect(roundDecimal('1', 0)).toBe(1n);
    expect(roundDecimal('x', 2)).toBeNull();
  });

  it('formats cents with 2 decimals, never -0.00', () => {
    expect(formatMoney(10050n)).toBe('100.50');
    expect(formatMoney(-5n)).toBe('-0.05');
    expect(formatMoney(0n)).toBe('0.00');
    expect(formatMoney(-123456n)).toBe('-1234.56');
  });

  it('round-trips format and parse for any amount', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(parseMoney(formatMoney(value))).toBe(value);
        expect(roundMoney(formatMoney(value))).toBe(value);
      }),
    );
  });

  it('sums exactly where floats lose a cent: 0.1 + 0.2 = 0.30, 2^53 cents + 0.01', () => {
    expect(formatMoney(sumMoney(['0.10', '0.20'].map(moneyOf)))).toBe('0.30');
    expect(formatMoney(sumMoney([moneyOf('90071992547409.92'), moneyOf('0.01')]))).toBe('90071992547409.93');
    fc.assert(
      fc.property(fc.array(cents), (values) => {
        const viaText = values.map((v) => moneyOf(formatMoney(v)));
        expect(sumMoney(viaText)).toBe(values.reduce((a, b) => a + b, 0n));
      }),
    );
  });

  it('compares as a sort comparator', () => {
    expect([3n, -1n, 2n].sort(compareMoney)).toEqual([-1n, 2n, 3n]);
    expect(compareMoney(5n, 5n)).toBe(0);
  });

  it('takes shares half up or down: 0.05 at 50 % = 0.03 up, 0.02 down', () => {
    expect(shareOf(5n, 50n, 100n)).toBe(3n);
    expect(shareDown(5n, 50n, 100n)).toBe(2n);
    expect(shareOf(1000n, 2000n, 10_000n)).toBe(200n);
    expect(() => shareOf(-1n, 1n, 1n)).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        (amount, rate) => {
          const up = shareOf(amount, rate, 10_000n);
          const down = shareDown(amount, rate, 10_000n);
          expect(up - down === 0n || up - down === 1n).toBe(true);
          expect(down * 10_000n <= amount * rate).toBe(true);
        },
      ),
    );
  });
});
