import { describe, expect, it } from 'vitest';
import { compareActual, figureValue } from './figures';

describe('calendar figures', () => {
  it('reads percents, thousands, billions and plain numbers', () => {
    expect(figureValue('3.2%')).toEqual({ value: 3.2, unit: '%' });
    expect(figureValue('-0.1%')).toEqual({ value: -0.1, unit: '%' });
    expect(figureValue('215K')).toEqual({ value: 215_000, unit: 'n' });
    expect(figureValue('$113.0B')).toEqual({ value: 113e9, unit: 'n' });
    expect(figureValue('5.25%-5.50%')).toBeNull();
  });

  it('compares an actual with the forecast only in the same unit', () => {
    expect(compareActual('50K', '60K')).toBe('below');
    expect(compareActual('0.6%', '0.4%')).toBe('above');
    expect(compareActual('0.4%', '0.40%')).toBe('equal');
    expect(compareActual('0.4%', '40K')).toBeNull();
    expect(compareActual('', '1%')).toBeNull();
  });
});
