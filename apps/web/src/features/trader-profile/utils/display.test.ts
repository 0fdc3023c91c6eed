import { describe, expect, it } from 'vitest';
import { DASH, durationParts, moneyText, percentText, signOf } from './display';

describe('profile figures', () => {
  it('write percents with separators and, where asked, a plus sign on gains', () => {
    expect(percentText('3.95', true)).toBe('+3.95%');
    expect(percentText('-12.5', true)).toBe('-12.50%');
    expect(percentText('0.00', true)).toBe('0.00%');
    expect(percentText('1234.5')).toBe('1,234.50%');
    expect(percentText(null)).toBe(DASH);
  });

  it('write money with separators and a dash for none', () => {
    expect(moneyText('-1234567.005')).toBe('-1,234,567.01');
    expect(moneyText(null)).toBe(DASH);
  });

  it('tell gains from losses, zero being neither', () => {
    expect(signOf('0.01')).toBe('gain');
    expect(signOf('-0.01')).toBe('loss');
    expect(signOf('-0.00')).toBe('zero');
    expect(signOf(null)).toBe('zero');
  });

  it('give holding times in their two largest units', () => {
    expect(durationParts(2 * 86_400_000 + 3 * 3_600_000 + 59_000)).toEqual({
      unit: 'dayHour',
      days: 2,
      hours: 3,
    });
    expect(durationParts(3 * 3_600_000 + 12 * 60_000)).toEqual({ unit: 'hourMinute', hours: 3, minutes: 12 });
    expect(durationParts(45 * 60_000 + 30_000)).toEqual({ unit: 'minute', minutes: 45 });
    expect(durationParts(59_999)).toEqual({ unit: 'underMinute' });
  });
});
