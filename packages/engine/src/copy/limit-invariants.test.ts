import DecimalJs from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideOpen } from './decide-open';
import { MIN_MARGIN_LEVEL_PERCENT } from './margin';
import { indexSymbols } from './symbol-index';
import { account, masterOrder, openInput, settings, symbolRow } from './test-support';
import type { CopyType } from './types';

// The oracle: decimal.js with room for every digit of the values under test.
const Decimal = DecimalJs.clone({ precision: 200 });

const money = (min: number, max: number) => fc.integer({ min, max }).map((cents) => (cents / 100).toFixed(2));
const orNull = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

const scenario = fc.record({
  masterLots: fc.integer({ min: 1, max: 20000 }),
  masterEquity: money(1, 1e9),
  masterLeverage: fc.constantFrom(1, 50, 100, 200, 500),
  copyType: fc.constantFrom<CopyType>(1, 2, 3),
  copyValue: fc.integer({ min: 1, max: 100000 }).map((v) => (v / 100).toFixed(2)),
  maxRatio: orNull(fc.integer({ min: 1, max: 500 }).map((v) => (v / 100).toFixed(2))),
  maxOpenPositions: orNull(fc.integer({ min: 0, max: 20 })),
  maxTotalLots: orNull(fc.integer({ min: 0, max: 5000 })),
  openPositions: fc.integer({ min: 0, max: 25 }),
  totalLots: fc.integer({ min: 0, max: 6000 }),
  equity: money(-100000, 1e8),
  freeMargin: money(-100000, 1e8),
  leverage: fc.constantFrom(1, 50, 100, 200, 500),
  marginPerLot: orNull(money(0, 500000)),
  lotStep: fc.constantFrom(1, 2, 5, 10, 100),
  minSteps: fc.integer({ min: 1, max: 10 }),
  maxSteps: fc.integer({ min: 0, max: 5000 }),
});

describe('no open decision ever exceeds a limit', () => {
  it('property: positions, total lots, maximum ratio, symbol bounds and the margin buffer all hold', () => {
    const seen = { open: 0, reduced: 0 };
    fc.assert(
      fc.property(scenario, (s) => {
        const minLot = s.minSteps * s.lotStep;
        const maxLot = minLot + s.maxSteps * s.lotStep;
        const input = openInput({
          master: masterOrder({ lots: s.masterLots }),
          masterAccount: { equity: s.masterEquity, leverage: s.masterLeverage },
          settings: settings({
            copyType: s.copyType,
            copyValue: s.copyType === 3 ? '999999999.99' : s.copyValue,
            maxRatio: s.maxRatio,
            maxOpenPositions: s.maxOpenPositions,
            maxTotalLots: s.maxTotalLots,
          }),
          follower: account({ equity: s.equity, freeMargin: s.freeMargin, leverage: s.leverage }),
          followerSymbols: indexSymbols([
            symbolRow({ symbol: 'EURUSDpro', minLot, maxLot, lotStep: s.lotStep }),
          ]),
          exposure: { openPositions: s.openPositions, totalLots: s.totalLots },
          marginPerLot: () => s.marginPerLot,
        });
        const decision = decideOpen(input);
        if (decision.kind !== 'open') return;
        const { lots } = decision;
        seen.open += 1;
        if (decision.adjustments.length > 0) seen.reduced += 1;
        expect(lots % s.lotStep).toBe(0);
        expect(lots).toBeGreaterThanOrEqual(minLot);
        expect(lots).toBeLessThanOrEqual(maxLot);
        if (s.maxOpenPositions !== null) expect(s.openPositions + 1).toBeLessThanOrEqual(s.maxOpenPositions);
        if (s.maxTotalLots !== null) expect(s.totalLots + lots).toBeLessThanOrEqual(s.maxTotalLots);
        if (s.copyType === 3 && s.maxRatio !== null) {
          expect(new Decimal(lots).lte(new Decimal(s.masterLots).times(s.maxRatio))).toBe(true);
        }
        if (s.copyType === 3) {
          // Never more than the uncapped smart ratio gives.
          const smart = new Decimal(s.equity)
            .times(Math.min(s.leverage, s.masterLeverage))
            .div(new Decimal(s.masterEquity).times(s.masterLeverage))
            .times(s.masterLots);
          expect(new Decimal(lots).lte(smart)).toBe(true);
        }
        if (s.marginPerLot !== null && Number(s.marginPerLot) > 0) {
          // Margin level after the copy >= 150%: E / (U + m x lots / 100) >= 1.5.
          const equity = new Decimal(s.equity);
          const used = Decimal.max(0, equity.minus(s.freeMargin));
          const after = used.plus(new Decimal(s.marginPerLot).times(lots).div(100));
          expect(equity.gte(after.times(MIN_MARGIN_LEVEL_PERCENT).div(100))).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
    // The scenarios must reach opens and reductions, or the property proves nothing.
    expect(seen.open).toBeGreaterThan(100);
    expect(seen.reduced).toBeGreaterThan(20);
  });
});
