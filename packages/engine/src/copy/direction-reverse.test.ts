import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideOpen } from './decide-open';
import { mapOrder, mapStops, mapType, reverseType } from './direction';
import { masterOrder, openInput, settings } from './test-support';
import type { OrderType } from './types';

const reverse = settings({ direction: 2 });

describe('reverse copying', () => {
  it('a buy with SL 1.0950 / TP 1.1100 becomes a sell with SL 1.1100 / TP 1.0950', () => {
    const decision = decideOpen(
      openInput({ settings: reverse, master: masterOrder({ type: 0, sl: '1.0950', tp: '1.1100' }) }),
    );
    expect(decision).toMatchObject({ kind: 'open', type: 1, sl: '1.11000', tp: '1.09500', price: null });
  });

  it('forward keeps type and stops', () => {
    const decision = decideOpen(openInput({ master: masterOrder({ sl: '1.0950', tp: '1.1100' }) }));
    expect(decision).toMatchObject({ kind: 'open', type: 0, sl: '1.09500', tp: '1.11000' });
  });

  it('a buy limit at 1.09000 becomes a sell stop at the same price (both below the market)', () => {
    const master = masterOrder({ type: 2, openPrice: '1.09000', sl: '1.08500', tp: '1.10000' });
    expect(decideOpen(openInput({ settings: reverse, master }))).toMatchObject({
      kind: 'open',
      type: 5,
      price: '1.09000',
      sl: '1.10000',
      tp: '1.08500',
    });
  });

  it('sell limit <-> buy stop, buy stop <-> sell limit, sell stop <-> buy limit', () => {
    expect([2, 3, 4, 5].map((t) => reverseType(t as OrderType))).toEqual([5, 4, 3, 2]);
  });

  it('a missing stop stays missing, on the other side', () => {
    expect(mapStops({ sl: '0', tp: '1.1100' }, 2)).toEqual({ sl: '1.1100', tp: '0' });
    const decision = decideOpen(openInput({ settings: reverse, master: masterOrder({ sl: '0.00000' }) }));
    expect(decision).toMatchObject({ kind: 'open', sl: '1.11000', tp: '0.00000' });
  });

  it('reverse only where the site allows it', () => {
    expect(decideOpen(openInput({ settings: reverse, reverseAllowed: false }))).toEqual({
      kind: 'skip',
      reason: 'REVERSE_NOT_ALLOWED',
    });
    expect(decideOpen(openInput({ reverseAllowed: false }))).toMatchObject({ kind: 'open', type: 0 });
  });

  it('property: reverse twice is forward, for types and stops', () => {
    const order = fc.record({
      type: fc.constantFrom<OrderType>(0, 1, 2, 3, 4, 5),
      price: fc.string(),
      sl: fc.string(),
      tp: fc.string(),
    });
    fc.assert(
      fc.property(order, (o) => {
        expect(mapOrder(mapOrder(o, 2), 2)).toEqual(o);
        expect(mapOrder(o, 1)).toEqual(o);
        expect(mapType(mapType(o.type, 2), 2)).toBe(o.type);
        expect(mapType(o.type, 2)).not.toBe(o.type);
        // Buy side (0, 2, 4) and sell side (1, 3, 5) always trade places.
        expect(mapType(o.type, 2) % 2).not.toBe(o.type % 2);
      }),
    );
  });
});
