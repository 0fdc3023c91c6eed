import { describe, expect, it } from 'vitest';
import { addCents, formatHundredths, formatPercent, parseCents, roundDiv } from './money';

describe('money as integer cents', () => {
  it('parses money strings with up to 2 decimals', () => {
    expect(parseCents('1000.00', 'x')).toBe(100000);
    expect(parseCents('-12.5', 'x')).toBe(-1250);
    expect(parseCents('0.07', 'x')).toBe(7);
    expect(parseCents('-0.00', 'x')).toBe(0);
    expect(parseCents('42', 'x')).toBe(4200);
    for (const bad of ['', '-', '1.234', '.5', '5.', '1e3', '1,000.00', ' 1', '+1']) {
      expect(() => parseCents(bad, 'x')).toThrow(RangeError);
    }
  });

  it('formats cents and hundredths of lots', () => {
    expect(formatHundredths(105000)).toBe('1050.00');
    expect(formatHundredths(-6000)).toBe('-60.00');
    expect(formatHundredths(-5)).toBe('-0.05');
    expect(formatHundredths(0)).toBe('0.00');
  });

  it('rounds a division half away from zero: 3001/3 = 1000.33 -> 1000, 5/2 -> 3, -5/2 -> -3', () => {
    expect(roundDiv(3001, 3)).toBe(1000);
    expect(roundDiv(5, 2)).toBe(3);
    expect(roundDiv(-5, 2)).toBe(-3);
    expect(roundDiv(-4, 3)).toBe(-1);
  });

  it('refuses a sum beyond 2^53 cents instead of losing a cent', () => {
    expect(() => addCents(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });

  it('never shows -0.00', () => {
    expect(formatPercent(-0.00001)).toBe('0.00');
    expect(formatPercent(0.0395)).toBe('3.95');
  });
});
