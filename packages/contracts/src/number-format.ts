import { LOT, NUMBER_SUFFIXES } from './constants';

/*
 * Number and money display on exact decimals, never binary floats: short suffixes, thousands
 * separators, percents, lots as hundredths. The rounding is done on the digits of the decimal literal
 * itself, so the pages that only show figures need no decimal library (decimal.js stays for the arithmetic
 * of money, in the engine and the forms). Not `Intl.NumberFormat`, which reads a decimal string exactly
 * too: its first construction loads the platform's number data, 30-60 ms of a page's first render on a
 * slow machine (the trader profile's key figures waited for it).
 */

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
/** A decimal literal as `toLiteral` and `shifted` write them: sign, digits, fraction, exponent. */
const LITERAL = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

type Rounding = 'halfExpand' | 'trunc';
type DecimalLiteral = `${number}`;

/** The digits plus one in the last place: '0199' -> '0200', '99' -> '100'. */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * `value` (a decimal literal, exponent allowed) with exactly `digits` decimals, no grouping, rounded
 * half away from zero (`halfExpand`) or toward zero (`trunc`), as decimal.js's `toFixed` writes it.
 */
function toFixed(value: DecimalLiteral, digits: number, rounding: Rounding = 'halfExpand'): string {
  const [, sign = '', integer = '', fraction = '', exponent = '0'] = LITERAL.exec(value) ?? [];
  // All the digits, and where the decimal point falls among them.
  let all = `${integer}${fraction}`;
  let point = integer.length + Number(exponent);
  if (point < 0) {
    all = `${'0'.repeat(-point)}${all}`;
    point = 0;
  }
  const keep = point + digits;
  let kept = all.slice(0, keep).padEnd(keep, '0');
  if (rounding === 'halfExpand' && (all[keep] ?? '0') >= '5') kept = incremented(kept);
  const integerDigits = kept.slice(0, kept.length - digits).replace(/^0+(?=\d)/, '') || '0';
  const body = digits > 0 ? `${integerDigits}.${kept.slice(kept.length - digits)}` : integerDigits;
  return `${sign}${body}`;
}

/** The input as an exact decimal literal; null when it is not a finite plain number. */
function toLiteral(value: number | string): DecimalLiteral | null {
  if (typeof value === 'number') return Number.isFinite(value) ? (String(value) as DecimalLiteral) : null;
  const text = value.trim();
  return PLAIN_DECIMAL.test(text) ? (text as DecimalLiteral) : null;
}

/** A literal times 10^power, exactly (the exponent shifts the decimal point; a number may have one). */
function shifted(literal: string, power: number): DecimalLiteral {
  const [mantissa = '', exponent = '0'] = literal.toLowerCase().split('e');
  return `${mantissa}e${Number(exponent) + power}` as DecimalLiteral;
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
  const literal = toLiteral(value);
  if (literal === null) return String(value);
  const negative = literal.startsWith('-');
  const size = negative ? literal.slice(1) : literal;
  // Which power of 1000 the size reaches: from the integer digits of its plain form (exact for strings
  // and for numbers, whose shortest form `toFixed(0)` writes out).
  const integerDigits = toFixed(size as DecimalLiteral, 0, 'trunc').replace(/^0+/, '').length;
  if (integerDigits < 4) return String(value);
  const last = NUMBER_SUFFIXES.length - 1;
  let index = Math.min(Math.floor((integerDigits - 1) / 3) - 1, last);
  let text = toFixed(shifted(size, -3 * (index + 1)), digits);
  if (index < last && Number(text) >= 1000) {
    index += 1;
    text = toFixed(shifted(size, -3 * (index + 1)), digits);
  }
  return `${negative ? '-' : ''}${stripTrailingZeros(text)}${NUMBER_SUFFIXES[index]}`;
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
 * Money with thousands separators and exactly `digits` decimals, rounded half away from zero in
 * decimal: `formatMoney('1234567.005')` is '1,234,567.01', `formatMoney(0.1 + 0.2)` is '0.30'.
 * Decimal strings are the normal input; numbers are read by their shortest decimal form.
 * Empty string for input that is not a plain decimal number.
 */
export function formatMoney(value: number | string, digits = 2): string {
  const literal = toLiteral(value);
  return literal === null ? '' : groupThousands(toFixed(literal, digits));
}

/**
 * A share as a percent: `formatPercent(0.6)` is '60.00%', `formatPercent('0.125', 1)` is '12.5%'
 * (rounded half away from zero). The input is a ratio (1 = 100%), as a performance tier's `divided`.
 * Empty string for input that is not a plain decimal number.
 */
export function formatPercent(ratio: number | string, digits = 2): string {
  const literal = toLiteral(ratio);
  return literal === null ? '' : `${groupThousands(toFixed(shifted(literal, 2), digits))}%`;
}

/** Integer hundredths as a decimal string with 2 decimals: 150 -> '1.50', 1 -> '0.01' (lots, ratios). */
export function formatHundredths(hundredths: number): string {
  return toFixed(shifted(String(hundredths), -2), LOT.DECIMALS, 'trunc');
}
