import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from './calendar';
import { populateDemo } from './demo';
import { Rng } from './random';
import { testHash } from './test-support';
import type { HistoryEntry, SimEvent } from './types';
import { SimWorld, type SimWorldOptions } from './world';

const MONDAY = Date.UTC(2024, 2, 4); // Monday 2024-03-04 00:00 UTC

function demoWorld(seed: number, options: Partial<SimWorldOptions> = {}) {
  const world = new SimWorld({ seed, start: MONDAY, hash: testHash, ...options });
  const events: SimEvent[] = [];
  world.onEvent((e) => events.push(e));
  populateDemo(world, { count: 8, password: 'demo-pass1', investorPassword: 'demo-view1' });
  return { world, events };
}

function trades(events: SimEvent[]): number {
  return events.filter((e) => e.type === 'order' && e.kind === 'opened').length;
}

describe('determinism by seed', () => {
  it('the same seed gives the same ticks, orders and balances', () => {
    const a = demoWorld(11);
    const b = demoWorld(11);
    a.world.fastForward(MONDAY + 3 * DAY);
    b.world.fastForward(MONDAY + 3 * DAY);
    expect(trades(a.events)).toBeGreaterThan(20);
    expect(a.events).toEqual(b.events);
    expect(a.world.exportState({ includeHistory: true })).toEqual(
      b.world.exportState({ includeHistory: true }),
    );
  });

  it('a different seed gives different ticks and trades', () => {
    const a = demoWorld(11);
    const b = demoWorld(12);
    a.world.fastForward(MONDAY + DAY);
    b.world.fastForward(MONDAY + DAY);
    const mids = (events: SimEvent[]) =>
      events.flatMap((e) => (e.type === 'tick' && e.symbol === 'EURUSD' ? [e.mid] : []));
    expect(mids(a.events).slice(0, 50)).not.toEqual(mids(b.events).slice(0, 50));
    expect(a.world.exportState().servers).not.toEqual(b.world.exportState().servers);
  });

  it('advancing in one call or in many irregular steps gives the same world (live ticks)', () => {
    // Monday 07:00-13:00 UTC, London session: scalpers, grids and news bots at work.
    const options = { tickEventIntervalMs: 60000, start: MONDAY + 7 * HOUR };
    const one = demoWorld(5, options);
    const many = demoWorld(5, options);
    const end = MONDAY + 13 * HOUR;
    one.world.advanceTo(end);
    const steps = Rng.fromSeed('steps');
    while (many.world.now() < end)
      many.world.advanceTo(Math.min(end, many.world.now() + Math.round(steps.exponential(90000))));
    expect(one.world.stats().ticks).toBeGreaterThan(100000);
    expect(trades(one.events)).toBeGreaterThan(5);
    expect(many.events).toEqual(one.events);
    expect(many.world.exportState()).toEqual(one.world.exportState());
  });

  it('advancing in slices of a few entries gives the same world as one call', () => {
    const options = { tickEventIntervalMs: 60000, start: MONDAY + 7 * HOUR };
    const one = demoWorld(5, options);
    const sliced = demoWorld(5, options);
    const end = MONDAY + 9 * HOUR;
    expect(one.world.advanceTo(end)).toBe(true);
    const budgets = Rng.fromSeed('budgets');
    let calls = 0;
    let unfinished = 0;
    for (let done = false; !done; calls += 1) {
      done = sliced.world.advanceTo(end, budgets.int(1, 7));
      if (!done) {
        unfinished += 1;
        // Stopped early, the clock is not past the entries still due.
        expect(sliced.world.now()).toBeLessThanOrEqual(end);
      }
    }
    expect(unfinished).toBeGreaterThan(1000);
    expect(sliced.world.now()).toBe(end);
    expect(trades(one.events)).toBeGreaterThan(0);
    expect(sliced.events).toEqual(one.events);
    expect(sliced.world.exportState()).toEqual(one.world.exportState());
  });

  it('fast-forwarding a week in one call or day by day gives the same world', () => {
    const one = demoWorld(6);
    const daily = demoWorld(6);
    one.world.fastForward(MONDAY + 7 * DAY);
    for (let d = 1; d <= 7; d += 1) daily.world.fastForward(MONDAY + d * DAY);
    expect(daily.events).toEqual(one.events);
    expect(daily.world.exportState()).toEqual(one.world.exportState());
  });
});

describe('export, restore, continue', () => {
  it('continues exactly like the world that never stopped (requests in flight included)', async () => {
    const original = demoWorld(21);
    original.world.fastForward(MONDAY + 2 * DAY + 9 * HOUR);
    // A client account with a request still in flight at the moment of export.
    const server = 'ApexCapital-Demo';
    const login = original.world.createAccount(server, {
      name: 'Client',
      password: 'p',
      investorPassword: 'i',
      leverage: 100,
      currency: 'USD',
      balance: '5000.00',
    }).login;
    const inFlight = original.world.sendOrder(server, login, {
      symbol: 'EURUSD.m',
      type: 0,
      lots: 10,
      comment: 'in flight',
    });

    // What the embedding server would have kept from the events: closed orders and balance operations.
    const history: HistoryEntry[] = original.events.flatMap((e) =>
      e.type === 'balance' ||
      (e.type === 'order' &&
        (e.kind === 'closed' || e.kind === 'partiallyClosed' || e.kind === 'pendingDeleted'))
        ? [{ server: e.server, order: e.order }]
        : [],
    );
    const saved = JSON.parse(JSON.stringify(original.world.exportState())) as ReturnType<
      SimWorld['exportState']
    >;
    expect(saved.history).toBeUndefined();
    expect(saved.requests).toHaveLength(1);

    const restored = SimWorld.restore(saved, { hash: testHash, history });
    const after: SimEvent[] = [];
    restored.onEvent((e) => after.push(e));
    const mark = original.events.length;

    original.world.fastForward(MONDAY + 5 * DAY);
    restored.fastForward(MONDAY + 5 * DAY);
    expect(await inFlight).toMatchObject({ ok: true });
    expect(after).toEqual(original.events.slice(mark));
    expect(trades(after)).toBeGreaterThan(10);
    expect(restored.exportState({ includeHistory: true })).toEqual(
      original.world.exportState({ includeHistory: true }),
    );
    expect(restored.openOrders(server, login).map((o) => o.comment)).toContain('in flight');
    expect(restored.verify(server, login, 'p')).toBe('trade');
  });

  it('is plain JSON', () => {
    const { world } = demoWorld(3);
    world.fastForward(MONDAY + DAY);
    const state = world.exportState({ includeHistory: true });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state.history!.length).toBeGreaterThan(8);
  });
});
