import { describe, expect, it } from 'vitest';
import { DAY, HOUR, isWeekend } from './calendar';
import { manualWorld, openAccount, settle, testHash } from './test-support';
import type { TickEvent } from './types';
import { SimWorld } from './world';

const FRIDAY_18H = Date.UTC(2024, 2, 8, 18);
const FRIDAY_22H = Date.UTC(2024, 2, 8, 22);
const SUNDAY_22H = Date.UTC(2024, 2, 10, 22);

describe('weekend closure (Friday 22:00 to Sunday 22:00 UTC)', () => {
  it('has no ticks and no quotes on the weekend, and reopens with the first ticks after Sunday 22:00', () => {
    const world = new SimWorld({ seed: 9, start: FRIDAY_18H, hash: testHash });
    const ticks: TickEvent[] = [];
    world.onEvent((e) => {
      if (e.type === 'tick') ticks.push(e);
    });
    world.advanceTo(FRIDAY_22H - 1);
    expect(world.quote('MeridianMarkets-Live', 'EURUSD')).not.toBeNull();
    world.advanceTo(FRIDAY_22H + DAY);
    expect(world.quote('MeridianMarkets-Live', 'EURUSD')).toBeNull();
    // The crypto CFDs quote on.
    expect(world.quote('MeridianMarkets-Live', 'BTCUSD')).not.toBeNull();
    world.advanceTo(SUNDAY_22H + 2 * HOUR);
    const crypto = (t: TickEvent) => t.symbol === 'BTCUSD' || t.symbol === 'ETHUSD';
    const closing = ticks.filter((t) => !crypto(t));
    expect(closing.filter((t) => t.time < FRIDAY_22H).length).toBeGreaterThan(1000);
    expect(closing.filter((t) => isWeekend(t.time)).length).toBe(0);
    expect(ticks.filter((t) => crypto(t) && isWeekend(t.time)).length).toBeGreaterThan(10000);
    const firstAfter = new Map<string, number>();
    for (const t of closing)
      if (t.time >= SUNDAY_22H && !firstAfter.has(t.symbol)) firstAfter.set(t.symbol, t.time);
    expect(firstAfter.size).toBe(14);
    for (const time of firstAfter.values()) expect(time - SUNDAY_22H).toBeLessThan(60000);
    expect(world.quote('MeridianMarkets-Live', 'EURUSD')).not.toBeNull();
  });

  it('answers 132 market closed on the weekend and 136 off quotes after the open until the first tick', async () => {
    const world = manualWorld({ start: FRIDAY_18H });
    world.setMid('EURUSD', '1.10000');
    const server = 'MeridianMarkets-Demo';
    const login = openAccount(world, server, '10000.00');
    world.advanceTo(FRIDAY_22H + HOUR);
    const closed = await settle(
      world,
      world.sendOrder(server, login, { symbol: 'EURUSD', type: 0, lots: 10 }),
    );
    expect(closed).toMatchObject({ ok: false, code: 132 });
    expect(() => world.setMid('EURUSD', '1.10100')).toThrow(/weekend/);
    world.advanceTo(SUNDAY_22H);
    const noTick = await settle(
      world,
      world.sendOrder(server, login, { symbol: 'EURUSD', type: 0, lots: 10 }),
    );
    expect(noTick).toMatchObject({ ok: false, code: 136 });
    world.setMid('EURUSD', '1.10100');
    const open = await settle(world, world.sendOrder(server, login, { symbol: 'EURUSD', type: 0, lots: 10 }));
    expect(open).toMatchObject({ ok: true, order: { openPrice: '1.10105' } });
  });

  it('trades through the weekend in a world opened every day, and keeps that after a restore', async () => {
    const world = new SimWorld({ seed: 9, start: FRIDAY_18H, hash: testHash, weekendClosed: false });
    const ticks: TickEvent[] = [];
    world.onEvent((e) => {
      if (e.type === 'tick') ticks.push(e);
    });
    world.advanceTo(FRIDAY_22H + DAY);
    expect(ticks.filter((t) => isWeekend(t.time)).length).toBeGreaterThan(1000);
    expect(world.quote('MeridianMarkets-Live', 'EURUSD')).not.toBeNull();

    const restored = SimWorld.restore(world.exportState(), { hash: testHash, weekendClosed: false });
    const server = 'MeridianMarkets-Demo';
    const login = openAccount(restored, server, '10000.00');
    const open = await settle(
      restored,
      restored.sendOrder(server, login, { symbol: 'EURUSD', type: 0, lots: 10 }),
    );
    expect(open).toMatchObject({ ok: true });
  });
});
