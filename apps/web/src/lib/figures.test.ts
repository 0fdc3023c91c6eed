import { describe, expect, it } from 'vitest';
import { DASH, fallText, moneyText, percentText, plotValue, signOf } from './figures';

describe('figures', () => {
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

  it('write money with a plus sign on gains where asked', () => {
    expect(moneyText('12.5', true)).toBe('+12.50');
    expect(moneyText('-12.5', true)).toBe('-12.50');
    expect(moneyText('0', true)).toBe('0.00');
  });

  it('write a drawdown as a fall, zero staying zero', () => {
    expect(fallText('12.3')).toBe('-12.30%');
    expect(fallText('0')).toBe('0.00%');
  });

  it('plot decimal strings as numbers, and nothing for none or text', () => {
    expect(plotValue('-1.5')).toBe(-1.5);
    expect(plotValue(null)).toBeNull();
    expect(plotValue('n/a')).toBeNull();
  });
});
