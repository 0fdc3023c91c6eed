import { describe, expect, it } from 'vitest';
import { pivotLevels } from './pivots';

/** EURUSD's previous day: high 1.10500, low 1.09500, close 1.10200 (P = 1.100666...). */
const EURUSD = { high: '1.10500', low: '1.09500', close: '1.10200' };

describe('pivot points', () => {
  it('classic: P = (H + L + C) / 3, R1 = 2P - L, R2 = P + range, R3 = H + 2(P - L) and their mirrors', () => {
    expect(pivotLevels('classic', EURUSD, 5)).toEqual({
      pivot: '1.10067',
      resistance: ['1.10633', '1.11067', '1.11633'],
      support: ['1.09633', '1.09067', '1.08633'],
    });
  });

  it('Fibonacci: the pivot plus and minus 38.2 %, 61.8 % and 100 % of the range', () => {
    expect(pivotLevels('fibonacci', EURUSD, 5)).toEqual({
      pivot: '1.10067',
      resistance: ['1.10449', '1.10685', '1.11067'],
      support: ['1.09685', '1.09449', '1.09067'],
    });
  });

  it('Camarilla: the close plus and minus the range x 1.1 / 12, 6, 4 and 2', () => {
    expect(pivotLevels('camarilla', EURUSD, 5)).toEqual({
      pivot: '1.10067',
      resistance: ['1.10292', '1.10383', '1.10475', '1.10750'],
      support: ['1.10108', '1.10017', '1.09925', '1.09650'],
    });
  });

  it("rounds to the symbol's digits (gold at two)", () => {
    expect(pivotLevels('classic', { high: '2035.80', low: '2011.20', close: '2030.10' }, 2)).toEqual({
      pivot: '2025.70',
      resistance: ['2040.20', '2050.30', '2064.80'],
      support: ['2015.60', '2001.10', '1991.00'],
    });
  });
});
