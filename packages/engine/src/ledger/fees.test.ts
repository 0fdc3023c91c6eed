import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collect, settleWeek, shareOf, splitFee, weekStart, type FeeTier } from './fees';

const tiers: FeeTier[] = [
  { profit: 5_000n, percent: 10 },
  { profit: 50_000n, percent: 20 },
  { profit: 100_000n, percent: 60 },
];

describe('fee split', () => {
  it('worked numbers: 100.00 with the site at 20 % and a partner at 30 % -> trader 80.00, site 14.00, partner 6.00', () => {
    expect(splitFee({ fee: 10_000n, proportion: 2_000n, margin: 0n, rebateRate: 30 })).toEqual({
      trader: 8_000n,
      site: 1_400n,
      referrer: 600n,
    });
  });

  it('rounds the site cut half up and the rebate down: 0.07 at 20 % -> site 0.01; 33.33 rebate 50 % -> 3.33', () => {
    expect(splitFee({ fee: 7n, proportion: 2_000n, margin: 0n, rebateRate: null })).toEqual({
      trader: 6n,
      site: 1n,
      referrer: 0n,
    });
    // 33.33 x 20 % = 6.666 -> 6.67; half of it rounded down: 3.33, the site keeps 3.34.
    expect(splitFee({ fee: 3_333n, proportion: 2_000n, margin: 0n, rebateRate: 50 })).toEqual({
      trader: 2_666n,
      site: 334n,
      referrer: 333n,
    });
  });

  it('the margin is the least the site keeps, never more than the fee', () => {
    expect(splitFee({ fee: 1_000n, proportion: 1_000n, margin: 500n, rebateRate: null })).toEqual({
      trader: 500n,
      site: 500n,
      referrer: 0n,
    });
    expect(splitFee({ fee: 300n, proportion: 0n, margin: 500n, rebateRate: 100 })).toEqual({
      trader: 0n,
      site: 0n,
      referrer: 300n,
    });
  });

  it('refuses a zero fee, a proportion above 100 % and a rebate rate outside 0..100', () => {
    expect(() => splitFee({ fee: 0n, proportion: 0n, margin: 0n, rebateRate: null })).toThrow(RangeError);
    expect(() => splitFee({ fee: 1n, proportion: 10_001n, margin: 0n, rebateRate: null })).toThrow(
      RangeError,
    );
    expect(() => splitFee({ fee: 1n, proportion: 0n, margin: 0n, rebateRate: 101 })).toThrow(RangeError);
    expect(() => splitFee({ fee: 1n, proportion: 0n, margin: 0n, rebateRate: 1.5 })).toThrow(RangeError);
  });

  it('property: the parts are never negative and always sum to the fee', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.option(fc.integer({ min: 0, max: 100 })),
        (fee, proportion, margin, rebateRate) => {
          const split = splitFee({ fee, proportion, margin, rebateRate });
          expect(split.trader + split.site + split.referrer).toBe(fee);
          for (const part of Object.values(split)) expect(part >= 0n).toBe(true);
        },
      ),
    );
  });

  it('shareOf agrees with decimal arithmetic rounded half up', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, rate) => {
          const expected = new Decimal(amount.toString())
            .mul(rate)
            .div(10_000)
            .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
            .toFixed(0);
          expect(shareOf(amount, BigInt(rate), 10_000n).toString()).toBe(expected);
        },
      ),
    );
  });
});

describe('weekly settlement with a high-water mark', () => {
  it('worked weeks: +600, +200, -300, +900, +1,500 over the mark', () => {
    // Week 1: cumulative 600.00, mark 0 -> gain 600.00 reaches the 500 tier (20 %) -> 120.00; mark 600.00.
    const w1 = settleWeek(60_000n, 0n, tiers);
    expect(w1).toEqual({ gain: 60_000n, tier: tiers[1], fee: 12_000n, hwm: 60_000n });
    // Week 2: cumulative 800.00 -> gain 200.00 -> 10 % tier -> 20.00; mark 800.00.
    const w2 = settleWeek(80_000n, w1.hwm, tiers);
    expect(w2).toMatchObject({ gain: 20_000n, fee: 2_000n, hwm: 80_000n });
    // Week 3: a losing week, cumulative 500.00 -> no fee, the mark stays at 800.00.
    const w3 = settleWeek(50_000n, w2.hwm, tiers);
    expect(w3).toEqual({ gain: -30_000n, tier: null, fee: 0n, hwm: 80_000n });
    // Week 4: back to 1,700.00: only the 900.00 above the mark counts -> 20 % -> 180.00.
    const w4 = settleWeek(170_000n, w3.hwm, tiers);
    expect(w4).toMatchObject({ gain: 90_000n, fee: 18_000n, hwm: 170_000n });
    // Week 5: 3,200.00 -> gain 1,500.00 reaches the 1,000 tier (60 %) -> 900.00.
    const w5 = settleWeek(320_000n, w4.hwm, tiers);
    expect(w5).toMatchObject({ gain: 150_000n, tier: tiers[2], fee: 90_000n, hwm: 320_000n });
  });

  it('a gain below every tier is not charged but moves the mark; no tiers, no fee', () => {
    expect(settleWeek(4_000n, 0n, tiers)).toEqual({ gain: 4_000n, tier: null, fee: 0n, hwm: 4_000n });
    expect(settleWeek(4_000n, 0n, [])).toEqual({ gain: 4_000n, tier: null, fee: 0n, hwm: 4_000n });
  });

  it('property: the same profit is never charged twice, whatever the path', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: -100_000n, max: 100_000n }), { maxLength: 30 }), (weeks) => {
        let cumulative = 0n;
        let hwm = 0n;
        let charged = 0n;
        for (const delta of weeks) {
          cumulative += delta;
          const week = settleWeek(cumulative, hwm, [{ profit: 0n, percent: 100 }]);
          charged += week.fee;
          hwm = week.hwm;
        }
        // At 100 % the charges add up to the highest result reached, never more.
        const peak = weeks.reduce<[bigint, bigint]>(
          ([c, p], d) => [c + d, c + d > p ? c + d : p],
          [0n, 0n],
        )[1];
        expect(charged).toBe(peak);
      }),
    );
  });
});

describe('collecting from a wallet', () => {
  it('pays what the wallet holds and owes the rest', () => {
    expect(collect(10_000n, 12_000n)).toEqual({ paid: 10_000n, owed: 2_000n });
    expect(collect(50_000n, 12_000n)).toEqual({ paid: 12_000n, owed: 0n });
    expect(collect(0n, 500n)).toEqual({ paid: 0n, owed: 500n });
    expect(collect(-5n, 500n)).toEqual({ paid: 0n, owed: 500n });
  });
});

describe('settlement weeks', () => {
  it('start on Monday 00:00 UTC', () => {
    expect(weekStart(new Date('2026-11-21T15:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-16T00:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });
});
