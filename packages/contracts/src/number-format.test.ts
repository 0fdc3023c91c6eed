import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUMBER_SUFFIXES } from './constants';
import { formatHundredths, formatMoney, formatNumberSuffix, formatPercent } from './number-format';

/*
 * The display functions round with the platform's exact decimal formatting; these properties hold them to
 * decimal.js, which they used before, on any plain decimal string and any finite double.
 */
const Dec = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

const group = (fixed: string) => {
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const [integer = '', fraction] = unsigned.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return negative && /[1-9]/.test(unsigned) ? `-${body}` : body;
};

const reference = {
  money: (value: string | number, digits: number) =>
    group(new Dec(value).toFixed(digits, Decimal.ROUND_HALF_UP)),
  percent: (value: string | number, digits: number) =>
    `${group(new Dec(value).times(100).toFixed(digits, Decimal.ROUND_HALF_UP))}%`,
  suffix(value: string | number, digits: number) {
    const d = new Dec(value);
    if (d.abs().lt(1000)) return String(value);
    const last = NUMBER_SUFFIXES.length - 1;
    let index = 0;
    let scaled = d.abs().div(1000);
    while (index < last && scaled.gte(1000)) {
      scaled = scaled.div(1000);
      index += 1;
    }
    let text = scaled.toFixed(digits, Decimal.ROUND_HALF_UP);
    if (index < last && new Dec(text).gte(1000)) {
      index += 1;
      text = scaled.div(1000).toFixed(digits, Decimal.ROUND_HALF_UP);
    }
    const trimmed = text.replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
    return `${d.isNegative() ? '-' : ''}${trimmed}${NUMBER_SUFFIXES[index]}`;
  },
};

/** Plain decimal strings: up to 25 integer digits and 12 decimals, half-way cases included. */
const decimalString = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^(0|[1-9]\d{0,24})$/),
    fc.option(fc.stringMatching(/^\d{1,12}$/), { nil: undefined }),
  )
  .map(
    ([negative, integer, fraction]) => `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`,
  );
const halfWay = fc
  .tuple(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: 0, max: 4 }))
  .map(([units, places]) =>
    new Dec(units)
      .plus(0.5)
      .div(10 ** places)
      .toFixed(),
  );
const anyValue = fc.oneof(decimalString, halfWay, fc.double({ min: -1e24, max: 1e24, noNaN: true }));
const digits = fc.integer({ min: 0, max: 4 });

describe('number display against decimal.js', () => {
  it('formats money alike', () => {
    fc.assert(
      fc.property(anyValue, digits, (value, d) => formatMoney(value, d) === reference.money(value, d)),
    );
  });

  it('formats percents alike', () => {
    fc.assert(
      fc.property(anyValue, digits, (value, d) => formatPercent(value, d) === reference.percent(value, d)),
    );
  });

  it('shortens alike', () => {
    fc.assert(
      fc.property(
        anyValue,
        digits,
        (value, d) => formatNumberSuffix(value, d) === reference.suffix(value, d),
      ),
    );
  });

  it('writes hundredths alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), (hundredths) => {
        return formatHundredths(hundredths) === new Dec(hundredths).div(100).toFixed(2, Decimal.ROUND_DOWN);
      }),
    );
  });

  it('would notice a rounding that differs', () => {
    expect(formatMoney('0.125')).toBe('0.13');
    expect(reference.money('0.125', 2)).toBe('0.13');
    expect(formatMoney('-0.125')).toBe('-0.13');
    expect(formatMoney('-0.001')).toBe('0.00');
    expect(formatHundredths(-1)).toBe('-0.01');
  });
});
