import { describe, expect, it } from 'vitest';
import { smartExample } from './smart-ratio';

describe('smart-ratio worked example (DOMAIN.md, Sizing)', () => {
  it('uses equity and the smaller leverage: 10,000 against 28,599.72 at 1:100 against 1:200', () => {
    // 10000 / 28599.72 x min(1, 100 / 200) = 0.17482... ; 1.00 lot -> 0.17 lot (rounded down).
    expect(
      smartExample({ equity: '10000.00', leverage: 100 }, { equity: '28599.72', leverage: 200 }, null),
    ).toEqual({ ratio: '0.1748', lots: '0.17', capped: false });
  });

  it('never lets leverage raise the ratio above the equity ratio', () => {
    expect(
      smartExample({ equity: '5000', leverage: 500 }, { equity: '10000', leverage: 100 }, null),
    ).toMatchObject({
      ratio: '0.5000',
      lots: '0.50',
    });
  });

  it('caps the ratio at the maximum ratio', () => {
    expect(
      smartExample({ equity: '30000', leverage: 100 }, { equity: '10000', leverage: 100 }, '1.50'),
    ).toEqual({
      ratio: '1.5000',
      lots: '1.50',
      capped: true,
    });
  });

  it('has no example when a figure is missing', () => {
    expect(smartExample({ equity: '1000', leverage: 100 }, { equity: '0', leverage: 100 }, null)).toBeNull();
    expect(smartExample({ equity: '1000', leverage: 0 }, { equity: '1000', leverage: 100 }, null)).toBeNull();
  });
});
