import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideOpen } from './decide-open';
import { indexSymbols } from './symbol-index';
import { masterOrder, openInput, settings, symbolRow } from './test-support';
import type { SymbolView } from './types';

/** A follower whose only symbol is EURUSD with the given lot terms. */
const follower = (terms: Partial<SymbolView>) => indexSymbols([symbolRow({ symbol: 'EURUSDpro', ...terms })]);
const ratio = (copyValue: string, lots = 200) => ({
  settings: settings({ copyValue }),
  master: masterOrder({ lots }),
});

describe('rounding to the lot step and the symbol bounds', () => {
  it('rounds 0.157 down to 0.15 (ratio 0.1 on 1.57 lots)', () => {
    expect(decideOpen(openInput(ratio('0.1', 157)))).toMatchObject({
      kind: 'open',
      lots: 15,
      adjustments: [],
    });
  });

  it('rounds to a 0.10 step: 0.57 -> 0.50', () => {
    const decision = decideOpen(
      openInput({ ...ratio('0.5', 114), followerSymbols: follower({ lotStep: 10 }) }),
    );
    expect(decision).toMatchObject({ kind: 'open', lots: 50 });
  });

  it('skips below the minimum lot with its reason: 0.05 against 0.10', () => {
    const decision = decideOpen(openInput({ ...ratio('0.025'), followerSymbols: follower({ minLot: 10 }) }));
    expect(decision).toEqual({
      kind: 'skip',
      reason: 'BELOW_MIN_LOT',
      detail: { lots: '0.05', minLot: '0.10' },
    });
  });

  it('a size that rounds to nothing is below the minimum too: 0.02 x 0.20 = 0.004', () => {
    const decision = decideOpen(openInput(ratio('0.02', 20)));
    expect(decision).toMatchObject({ kind: 'skip', reason: 'BELOW_MIN_LOT', detail: { lots: '0.00' } });
  });

  it('clamps above the maximum lot and records it: 80.00 -> 50.00', () => {
    const decision = decideOpen(openInput({ ...ratio('40'), followerSymbols: follower({ maxLot: 5000 }) }));
    expect(decision).toMatchObject({
      kind: 'open',
      lots: 5000,
      adjustments: [{ reason: 'MAX_LOT', from: 8000, to: 5000 }],
    });
  });

  it('a minimum and maximum off the step are brought onto it: min 0.15 -> 0.20, max 9.95 -> 9.90 at step 0.10', () => {
    const terms = { minLot: 15, maxLot: 995, lotStep: 10 };
    expect(decideOpen(openInput({ ...ratio('0.09'), followerSymbols: follower(terms) }))).toMatchObject({
      reason: 'BELOW_MIN_LOT',
      detail: { minLot: '0.20' },
    });
    expect(decideOpen(openInput({ ...ratio('5'), followerSymbols: follower(terms) }))).toMatchObject({
      lots: 990,
    });
  });

  it('terms that admit no volume make the symbol invalid', () => {
    for (const terms of [{ lotStep: 0 }, { minLot: 200, maxLot: 100 }, { lotStep: 0.5 }]) {
      expect(decideOpen(openInput({ followerSymbols: follower(terms) }))).toMatchObject({
        kind: 'skip',
        reason: 'SYMBOL_INVALID',
      });
    }
  });

  it('property: lots are always a multiple of the step within [min, max], or the copy is skipped', () => {
    const step = fc.constantFrom(1, 2, 5, 10, 50, 100);
    fc.assert(
      fc.property(
        step,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 100000 }),
        fc.constantFrom<1 | 2 | 3>(1, 2, 3),
        fc.integer({ min: 1, max: 100000 }),
        (lotStep, minSteps, maxSteps, masterLots, copyType, value) => {
          const terms = {
            lotStep,
            minLot: Math.max(1, minSteps * lotStep),
            maxLot: (minSteps + maxSteps) * lotStep,
          };
          const copyValue = (value / 100).toFixed(2);
          const decision = decideOpen(
            openInput({
              settings: settings({ copyType, copyValue }),
              master: masterOrder({ lots: masterLots }),
              followerSymbols: follower(terms),
            }),
          );
          if (decision.kind === 'skip') {
            expect(decision.reason).toBe('BELOW_MIN_LOT');
            return;
          }
          expect(decision.kind).toBe('open');
          if (decision.kind !== 'open') return;
          expect(decision.lots % lotStep).toBe(0);
          expect(decision.lots).toBeGreaterThanOrEqual(terms.minLot);
          expect(decision.lots).toBeLessThanOrEqual(terms.maxLot);
        },
      ),
    );
  });
});
