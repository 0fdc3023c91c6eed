import Decimal from 'decimal.js';
import { LOT, NUMBER_SUFFIXES } from './constants';

/*
 * Number and money display through decimal.js, never binary floats: short suffixes, thousands
 * separators, percents, lots as hundredths.
 */

/** Enough digits that dividing any realistic input by a power of 1000 stays exact. */
const Dec = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

function toDecimal(value: number | string): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Dec(value) : null;
  const text = value.trim();
  return PLAIN_DECIMAL.test(text) ? new Dec(text) : null;
}

function stripTrailingZeros(text: string): string {
  return text.replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
}

/**
 * Short form of a large number: 1234 -> '1.23k', 1500000 -> '1.5M', -1234 -> '-1.23k', with suffixes
 * k M G T P E (powers of 1000). `digits` decimals at most, rounded half away from zero, trailing zeros
 * dropped. Below 1000 in size the value is returned unchanged (as a string). A value that rounds up to
 * 1000 of one suffix moves to the next (999999 -> '1M', not '1000k'). Non-numeric input comes back as is.
 */
export function formatNumberSuffix(value: number | string, digits = 2): string {
  const d = toDecimal(value);
  if (d === null || d.abs().lt(1000)) return String(value);
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
  return `${d.isNegative() ? '-' : ''}${stripTrailingZeros(text)}${NUMBER_SUFFIXES[index]}`;
}

function groupThousands(fixed: string): string {
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const [integer = '', fraction] = unsigned.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  // -0.001 rounds to 0.00: no minus sign on a zero.
  return negative && /[1-9]/.test(unsigned) ? `-${body}` : body;
}

/**
 * Money with thousands separators and exactly `digits` decimals, rounded half away from zero with
 * decimal.js: `formatMoney('1234567.005')` is '1,234,567.01', `formatMoney(0.1 + 0.2)` is '0.30'.
 * Decimal strings are the normal input; numbers are read by their shortest decimal form.
 * Empty string for input that is not a plain decimal number.
 */
export function formatMoney(value: number | string, digits = 2): string {
  const d = toDecimal(value);
  return d === null ? '' : groupThousands(d.toFixed(digits, Decimal.ROUND_HALF_UP));
}

/**
 * A share as a percent: `formatPercent(0.6)` is '60.00%', `formatPercent('0.125', 1)` is '12.5%'
 * (rounded half away from zero). The input is a ratio (1 = 100%), as a performance tier's `divided`.
 * Empty string for input that is not a plain decimal number.
 */
export function formatPercent(ratio: number | string, digits = 2): string {
  const d = toDecimal(ratio);
  return d === null ? '' : `${groupThousands(d.times(100).toFixed(digits, Decimal.ROUND_HALF_UP))}%`;
}

/** Integer hundredths as a decimal string with 2 decimals: 150 -> '1.50', 1 -> '0.01' (lots, ratios). */
export function formatHundredths(hundredths: number): string {
  return new Dec(hundredths).div(100).toFixed(LOT.DECIMALS, Decimal.ROUND_DOWN);
}
