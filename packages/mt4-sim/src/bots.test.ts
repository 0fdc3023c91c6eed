import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR, isWeekend } from './calendar';
import { populateDemo, type DemoAccount } from './demo';
import { Dec } from './money';
import { testHash } from './test-support';
import type { OrderEvent, SimEvent, SimOrder } from './types';
import { SimWorld } from './world';

const MONDAY = Date.UTC(2024, 2, 4);

describe('demo bots over a simulated month', () => {
  let world: SimWorld;
  let demo: DemoAccount[];
  const events: SimEvent[] = [];
  const orderEvents = () => events.filter((e): e is OrderEvent => e.type === 'order');
  const trades = (d: DemoAccount): SimOrder[] => world.history(d.server, d.login).filter((o) => o.type <= 1);

  beforeAll(() => {
    world = new SimWorld({ seed: 31, start: MONDAY, hash: testHash, tickEventIntervalMs: HOUR });
    world.onEvent((e) => events.push(e));
    demo = populateDemo(world, {
      count: 8,
      password: 'demo-pass1',
      investorPassword: 'demo-view1',
      seed: 31,
    });
    world.fastForward(MONDAY + 30 * DAY);
  });

  it('every bot trades, and every account has both winning and losing trades', () => {
    expect(demo.map((d) => d.strategy)).toEqual([
      'trend',
      'scalper',
      'grid',
      'news',
      'trend',
      'scalper',
      'grid',
      'news',
    ]);
    for (const d of demo) {
      const closed = trades(d);
      expect(closed.length, `${d.strategy} on ${d.server}`).toBeGreaterThan(20);
      expect(closed.some((o) => new Dec(o.profit).gt(0))).toBe(true);
      expect(closed.some((o) => new Dec(o.profit).lt(0))).toBe(true);
    }
  });

  it('gives a mixed record: some accounts end up, some down, all with drawdowns', () => {
    const results = demo.map((d) => {
      const history = world.history(d.server, d.login);
      const initial = new Dec(history[0]!.profit);
      let balance = new Dec(0);
      let peak = new Dec(0);
      let drawdown = new Dec(0);
      for (const o of history) {
        balance = balance.plus(o.profit).plus(o.swap).plus(o.commission);
        if (balance.gt(peak)) peak = balance;
        if (peak.minus(balance).gt(drawdown)) drawdown = peak.minus(balance);
      }
      expect(balance.toFixed(2)).toBe(world.accountInfo(d.server, d.login)!.balance);
      return { growth: balance.div(initial).minus(1).toNumber(), drawdown: drawdown.div(initial).toNumber() };
    });
    expect(results.some((r) => r.growth > 0)).toBe(true);
    expect(results.some((r) => r.growth < 0)).toBe(true);
    expect(results.every((r) => r.drawdown > 0.002)).toBe(true);
    // Not degenerate: nobody doubled or lost everything in a month.
    expect(results.every((r) => r.growth > -0.6 && r.growth < 1)).toBe(true);
  });

  it('never leaves a balance below zero without a stop-out', () => {
    for (const d of demo) {
      const history = world.history(d.server, d.login);
      let balance = new Dec(0);
      let stoppedOut = false;
      for (const o of history) {
        balance = balance.plus(o.profit).plus(o.swap).plus(o.commission);
        stoppedOut ||= o.comment.startsWith('so:');
        if (balance.isNegative()) expect(stoppedOut).toBe(true);
      }
    }
  });

  it('shows each strategy its way: partial closes, filled grid limits, news bursts', () => {
    const trend = demo.filter((d) => d.strategy === 'trend');
    expect(trend.some((d) => trades(d).some((o) => o.comment.startsWith('to #')))).toBe(true);
    const logins = (strategy: string) =>
      new Set(demo.filter((d) => d.strategy === strategy).map((d) => d.login));
    const gridLogins = logins('grid');
    expect(
      orderEvents().filter((e) => e.kind === 'pendingFilled' && gridLogins.has(e.login)).length,
    ).toBeGreaterThan(10);
    expect(orderEvents().some((e) => e.kind === 'pendingDeleted' && e.reason === 'expiration')).toBe(true);
    const newsOpens = orderEvents()
      .filter((e) => e.kind === 'opened' && logins('news').has(e.login))
      .map((e) => e.time);
    const inBursts = newsOpens.filter((t, i) => i > 0 && t - newsOpens[i - 1]! < 60000);
    expect(inBursts.length).toBeGreaterThan(5);
    const scalps = demo.filter((d) => d.strategy === 'scalper').flatMap(trades);
    // Closed by SL/TP or by the one-hour limit at the next decision (at most 3 minutes later, unless the
    // close met a requote or a timeout and waited for one more decision).
    const heldMinutes = scalps.map((o) => (o.closeTime - o.openTime) / 60000);
    expect(heldMinutes.filter((m) => m > 64).length).toBeLessThan(scalps.length / 50);
    expect(heldMinutes.filter((m) => m < 60).length).toBeGreaterThan(scalps.length / 3);
  });

  it('trades only while the market is open, only with its own magic, and meets MT4 errors', () => {
    const opens = orderEvents().filter((e) => e.kind === 'opened' || e.kind === 'pendingPlaced');
    expect(opens.length).toBeGreaterThan(300);
    expect(opens.filter((e) => isWeekend(e.time))).toEqual([]);
    const magic = new Map(demo.map((d, i) => [`${d.server}:${d.login}`, 1000 + i]));
    expect(opens.every((e) => e.order.magic === magic.get(`${e.server}:${e.login}`))).toBe(true);
    const rejected = world.stats().rejected;
    expect((rejected[138] ?? 0) + (rejected[128] ?? 0)).toBeGreaterThan(0);
  });
});

describe('attaching bots', () => {
  it('refuses a symbol the server does not have, and a detached bot stops deciding', () => {
    const world = new SimWorld({ seed: 1, start: MONDAY + 8 * HOUR, hash: testHash, tickMode: 'fast' });
    const login = world.createAccount('ApexCapital-Real01', {
      name: 'Bot',
      password: 'p',
      investorPassword: 'i',
      leverage: 100,
      currency: 'USD',
      balance: '10000.00',
    }).login;
    expect(() =>
      world.attachBot('ApexCapital-Real01', login, { strategy: 'trend', symbols: ['XAGUSD.m'], magic: 1 }),
    ).toThrow(RangeError);
    const id = world.attachBot('ApexCapital-Real01', login, {
      strategy: 'scalper',
      symbols: ['EURUSD.m'],
      magic: 7,
    });
    expect(world.bots()).toEqual([
      { id, server: 'ApexCapital-Real01', login, strategy: 'scalper', symbols: ['EURUSD.m'], magic: 7 },
    ]);
    world.fastForward(MONDAY + 14 * HOUR);
    const before = world.stats().requests;
    expect(before).toBeGreaterThan(0);
    expect(world.detachBot(id)).toBe(true);
    world.fastForward(MONDAY + 20 * HOUR);
    expect(world.stats().requests).toBe(before);
  });
});
