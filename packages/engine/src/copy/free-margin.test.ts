import { describe, expect, it } from 'vitest';
import { decideOpen } from './decide-open';
import { MIN_MARGIN_LEVEL_PERCENT } from './margin';
import { account, masterOrder, openInput, settings } from './test-support';

// EURUSD at 1.10 on 1:100: 1.00 lot needs 1,100.00 of margin. The follower has 5,000.00 equity.
// A copy may bring the margin level down to 150% and no lower: margin <= 5,000 / 1.5 = 3,333.33.
const input = (freeMargin: string, masterLots = 500) =>
  openInput({
    master: masterOrder({ lots: masterLots }),
    follower: account({ freeMargin }),
    marginPerLot: (symbol) => (symbol === 'EURUSDpro' ? '1100.00' : null),
  });

describe('free margin: reduce to fit with a 150% margin level buffer', () => {
  it('the buffer is 150%', () => {
    expect(MIN_MARGIN_LEVEL_PERCENT).toBe(150);
  });

  it('a copy that fits is untouched: 3.00 lots need 3,300.00 <= 3,333.33', () => {
    expect(decideOpen(input('5000.00', 300))).toMatchObject({ kind: 'open', lots: 300, adjustments: [] });
  });

  it('5.00 lots on an empty account become 3.03 (margin 3,333.00, level 150.02%)', () => {
    expect(decideOpen(input('5000.00'))).toMatchObject({
      kind: 'open',
      lots: 303,
      adjustments: [{ reason: 'FREE_MARGIN', from: 500, to: 303 }],
    });
  });

  it('with 3,000.00 already used the account can add 0.30 (3,333.33 - 3,000.00 = 333.33)', () => {
    expect(decideOpen(input('2000.00'))).toMatchObject({ kind: 'open', lots: 30 });
  });

  it('with 3,400.00 used (level 147%) even 0.01 does not fit: INSUFFICIENT_MARGIN', () => {
    expect(decideOpen(input('1600.00'))).toEqual({
      kind: 'skip',
      reason: 'INSUFFICIENT_MARGIN',
      detail: { freeMargin: '1600.00', marginPerLot: '1100.00', minLot: '0.01', minMarginLevel: 150 },
    });
  });

  it('an unknown margin per lot skips the check', () => {
    const unknown = { ...input('100.00'), marginPerLot: () => null };
    expect(decideOpen(unknown)).toMatchObject({ kind: 'open', lots: 500, adjustments: [] });
  });

  it('reductions add up in order: total lots first, then margin', () => {
    const decision = decideOpen({
      ...input('2000.00'),
      settings: settings({ maxTotalLots: 100 }),
      exposure: { openPositions: 2, totalLots: 20 },
    });
    expect(decision).toMatchObject({
      kind: 'open',
      lots: 30,
      adjustments: [
        { reason: 'MAX_TOTAL_LOTS', from: 500, to: 80 },
        { reason: 'FREE_MARGIN', from: 80, to: 30 },
      ],
    });
  });

  it('a malformed margin per lot is a data fault', () => {
    const bad = { ...input('5000.00'), marginPerLot: () => 'n/a' };
    expect(decideOpen(bad)).toMatchObject({
      kind: 'skip',
      reason: 'INVALID_INPUT',
      detail: { field: 'marginPerLot' },
    });
  });
});
