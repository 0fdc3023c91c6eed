import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benchDecisions } from './bench';
import { decideOpen, decideOpenForMany, decidePreparedOpen, prepareOpenSignal } from './decide-open';
import type { OpenSignal } from './decide-open';
import { NOW, account, masterOrder, openInput, settings, subscriber } from './test-support';

const {
  settings: _s,
  follower: _f,
  followerSymbols: _y,
  exposure: _e,
  marginPerLot: _m,
  ...signalPart
} = openInput();
const signal: OpenSignal = signalPart;

const subscriberArb = fc
  .record({
    id: fc.integer({ min: 1, max: 1e9 }),
    copyType: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
    value: fc.integer({ min: 1, max: 500 }),
    direction: fc.constantFrom<1 | 2>(1, 2),
    equity: fc.integer({ min: 0, max: 5e7 }),
    connected: fc.boolean(),
    maxTotalLots: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
    margin: fc.option(fc.integer({ min: 1, max: 300000 }), { nil: null }),
  })
  .map((r) =>
    subscriber({
      settings: settings({
        subscriptionId: r.id,
        copyType: r.copyType,
        copyValue: r.copyType === 3 ? '999999999.99' : (r.value / 100).toFixed(2),
        direction: r.direction,
        maxTotalLots: r.maxTotalLots,
      }),
      follower: account({ equity: (r.equity / 100).toFixed(2), connected: r.connected }),
      exposure: { openPositions: 1, totalLots: 50 },
      marginPerLot: () => (r.margin === null ? null : (r.margin / 100).toFixed(2)),
    }),
  );

describe('fan-out: one signal, many subscribers', () => {
  it('property: the batch decides exactly what one-by-one decisions do, in the same order', () => {
    fc.assert(
      fc.property(fc.array(subscriberArb, { maxLength: 30 }), (subscribers) => {
        const batch = decideOpenForMany(signal, subscribers);
        expect(batch).toEqual(subscribers.map((s) => decideOpen({ ...signal, ...s })));
      }),
      { numRuns: 200 },
    );
  });

  it('a prepared signal can be decided in chunks with the same result', () => {
    const subscribers = [subscriber(), subscriber({ settings: settings({ direction: 2 }) })];
    const prepared = prepareOpenSignal(signal);
    const chunked = subscribers.map((s) => decidePreparedOpen(prepared, s));
    expect(chunked).toEqual(decideOpenForMany(signal, subscribers));
    expect(chunked.map((d) => d.kind === 'open' && d.type)).toEqual([0, 1]);
  });

  it('a skip shared by everyone is one frozen object', () => {
    const late = { ...signal, signalTime: NOW - 61_000 };
    const [a, b] = decideOpenForMany(late, [subscriber(), subscriber()]);
    expect(a).toEqual({ kind: 'skip', reason: 'SIGNAL_TOO_OLD', detail: { ageMs: 61_000 } });
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
  });

  it('a malformed master order is INVALID_INPUT for every subscriber, never a throw', () => {
    const broken = { ...signal, master: masterOrder({ lots: 0 }) };
    expect(decideOpenForMany(broken, [subscriber()])).toEqual([
      { kind: 'skip', reason: 'INVALID_INPUT', detail: { field: 'master.lots' } },
    ]);
  });

  it('the benchmark runs and reports every size it was given (its timings are not asserted)', () => {
    const rows = benchDecisions([1, 50], 3);
    expect(rows.map((r) => [r.subscribers, r.runs, r.opens + r.skips])).toEqual([
      [1, 3, 1],
      [50, 3, 50],
    ]);
  });
});
