import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidePartialClose, partialCloseLots } from './decide-close';
import { link, symbolRow } from './test-support';
import type { PartialCloseRounding } from './types';

const EURUSD = symbolRow();
const MIN_10 = symbolRow({ minLot: 10 });

describe('partial close: the same fraction, rounded by take small or take big', () => {
  it('master 1.00 closes 0.33; follower 0.50: 0.165 -> take small 0.16, take big 0.17', () => {
    const input = { masterLotsBefore: 100, masterClosedLots: 33, link: link(), followerSymbol: EURUSD };
    expect(decidePartialClose({ ...input, rounding: 'takeSmall' })).toEqual({
      kind: 'close',
      followerTicket: 9001,
      lots: 16,
      full: false,
    });
    expect(decidePartialClose({ ...input, rounding: 'takeBig' })).toMatchObject({ lots: 17, full: false });
  });

  it('an exact share needs no rounding: half of 0.50 is 0.25 either way', () => {
    for (const rounding of ['takeSmall', 'takeBig'] as const) {
      const share = partialCloseLots({
        masterLotsBefore: 200,
        masterClosedLots: 100,
        followerLots: 50,
        rounding,
        symbol: EURUSD,
      });
      expect(share).toEqual({ lots: 25, full: false });
    }
  });

  it('a remainder under the minimum lot closes everything: 0.12 at min 0.10, 0.33 of 1.00 taken big', () => {
    // 0.12 x 0.33 = 0.0396 -> 0.04 -> raised to the minimum 0.10 -> leaves 0.02 < 0.10.
    const share = partialCloseLots({
      masterLotsBefore: 100,
      masterClosedLots: 33,
      followerLots: 12,
      rounding: 'takeBig',
      symbol: MIN_10,
    });
    expect(share).toEqual({ lots: 12, full: true });
  });

  it('remainder under the minimum after take small too: 0.25 at min 0.10, 0.66 of 1.00 -> 0.16 leaves 0.09', () => {
    const share = partialCloseLots({
      masterLotsBefore: 100,
      masterClosedLots: 66,
      followerLots: 25,
      rounding: 'takeSmall',
      symbol: MIN_10,
    });
    expect(share).toEqual({ lots: 25, full: true });
  });

  it('take small with a share under the minimum closes nothing now and says why', () => {
    // 0.30 x 0.10 = 0.03 < 0.10.
    const share = partialCloseLots({
      masterLotsBefore: 100,
      masterClosedLots: 10,
      followerLots: 30,
      rounding: 'takeSmall',
      symbol: MIN_10,
    });
    expect(share).toEqual({
      kind: 'skip',
      reason: 'BELOW_MIN_LOT',
      detail: { lots: '0.03', minLot: '0.10' },
    });
  });

  it('take big raises that share to the minimum: 0.30 closes 0.10 and keeps 0.20', () => {
    const share = partialCloseLots({
      masterLotsBefore: 100,
      masterClosedLots: 10,
      followerLots: 30,
      rounding: 'takeBig',
      symbol: MIN_10,
    });
    expect(share).toEqual({ lots: 10, full: false });
  });

  it('the master closing all it had is a full close', () => {
    const share = partialCloseLots({
      masterLotsBefore: 100,
      masterClosedLots: 100,
      followerLots: 37,
      rounding: 'takeSmall',
      symbol: EURUSD,
    });
    expect(share).toEqual({ lots: 37, full: true });
  });

  it('no link: NOT_COPIED; a copy still pending has nothing to close in part', () => {
    const input = {
      masterLotsBefore: 100,
      masterClosedLots: 33,
      rounding: 'takeSmall' as const,
      followerSymbol: EURUSD,
    };
    expect(decidePartialClose({ ...input, link: null })).toEqual({ kind: 'skip', reason: 'NOT_COPIED' });
    expect(decidePartialClose({ ...input, link: link({}, { type: 2 }) })).toEqual({ kind: 'none' });
  });

  it('property: never more than is open, and a partial close leaves a valid position', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100000 }),
        fc.integer({ min: 1, max: 100000 }),
        fc.integer({ min: 1, max: 20000 }),
        fc.constantFrom(1, 2, 5, 10, 100),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom<PartialCloseRounding>('takeSmall', 'takeBig'),
        (before, closedRaw, held, lotStep, minSteps, rounding) => {
          const closed = Math.min(before, closedRaw);
          const symbol = { minLot: minSteps * lotStep, maxLot: 1000000, lotStep };
          const share = partialCloseLots({
            masterLotsBefore: before,
            masterClosedLots: closed,
            followerLots: held,
            rounding,
            symbol,
          });
          if ('kind' in share) {
            expect(share.reason).toBe('BELOW_MIN_LOT');
            expect(rounding).toBe('takeSmall');
            return;
          }
          expect(share.lots).toBeGreaterThan(0);
          expect(share.lots).toBeLessThanOrEqual(held);
          expect(share.full).toBe(share.lots === held);
          if (!share.full) {
            expect(share.lots % lotStep).toBe(0);
            expect(share.lots).toBeGreaterThanOrEqual(symbol.minLot);
            expect(held - share.lots).toBeGreaterThanOrEqual(symbol.minLot);
            // Take small never closes more than the exact share, take big never less.
            const exact = (held * closed) / before;
            if (rounding === 'takeSmall') expect(share.lots).toBeLessThanOrEqual(exact);
            else expect(share.lots).toBeGreaterThanOrEqual(exact);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
