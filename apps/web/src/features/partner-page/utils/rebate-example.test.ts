import { splitFee } from '@copytrade/engine/ledger/fees';
import type { PartnerProgramme } from '@copytrade/contracts/partners';
import { moneyOf } from '@copytrade/units/money';
import { describe, expect, it } from 'vitest';
import { percentOfUnits, proportionUnits, shareOfFee, workedExample, workedExamples } from './rebate-example';

const level = (id: number, rate: number, minCustomers: number) => ({
  id,
  name: `L${id}`,
  rate,
  minCustomers,
});

const programme = (overrides: Partial<PartnerProgramme> = {}): PartnerProgramme => ({
  levels: [level(1, 10, 0), level(2, 30, 5), level(3, 50, 40)],
  autoUpgrade: true,
  proportion: '0.2000',
  margin: '0.00',
  ...overrides,
});

describe('the worked examples', () => {
  it('worked numbers: 20 customers x 50.00 at 10 % of a 20 % cut -> 10.00 cut, 1.00 a fee, 20.00 a month', () => {
    const example = workedExample(level(1, 10, 0), programme());
    expect(example).toMatchObject({
      customers: 20,
      fee: 5_000n,
      monthlyFees: 100_000n,
      siteCut: 1_000n,
      byMargin: false,
      rebate: 100n,
      monthly: 2_000n,
      yearly: 24_000n,
    });
  });

  it('takes the customers a level needs when that is more than 20', () => {
    expect(workedExample(level(3, 50, 40), programme())).toMatchObject({
      customers: 40,
      rebate: 500n,
      monthly: 20_000n,
    });
  });

  it('shows the first level and the top of the ladder, once when there is one level, none without levels', () => {
    expect(workedExamples(programme()).map((e) => e.level.id)).toEqual([1, 3]);
    expect(workedExamples(programme({ levels: [level(4, 25, 0)] })).map((e) => e.level.id)).toEqual([4]);
    expect(workedExamples(programme({ levels: [] }))).toEqual([]);
  });

  it('uses the margin when it is more than the proportion, and says so', () => {
    // 12.5 % of 50.00 = 6.25; the site keeps at least 8.00; 45 % of 8.00 = 3.60.
    expect(shareOfFee(5_000n, { proportion: '0.1250', margin: '8.00' }, 45)).toEqual({
      siteCut: 800n,
      byMargin: true,
      rebate: 360n,
    });
  });

  it('splits every fee as the wallet does (engine splitFee)', () => {
    const cuts = [
      { proportion: '0.2000', margin: '0.00' },
      { proportion: '0.1250', margin: '1.50' },
      { proportion: '0.0333', margin: '0.00' },
      { proportion: '0', margin: '70.00' },
      { proportion: '1.0000', margin: '0.00' },
    ];
    for (const cut of cuts)
      for (const fee of [1n, 7n, 3_333n, 5_000n, 12_345n])
        for (const rate of [0, 1, 30, 45, 99, 100]) {
          const split = splitFee({
            fee,
            proportion: proportionUnits(cut.proportion),
            margin: moneyOf(cut.margin),
            rebateRate: rate,
          });
          const share = shareOfFee(fee, cut, rate);
          expect([share.siteCut, share.rebate]).toEqual([fee - split.trader, split.referrer]);
        }
  });

  it('writes the proportion as a percent without trailing zeros', () => {
    expect(percentOfUnits(proportionUnits('0.2000'))).toBe('20');
    expect(percentOfUnits(proportionUnits('0.1250'))).toBe('12.5');
    expect(percentOfUnits(proportionUnits('0.0005'))).toBe('0.05');
    expect(percentOfUnits(proportionUnits('not a ratio'))).toBe('0');
  });
});
