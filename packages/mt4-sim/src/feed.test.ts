import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE, hourUtc } from './calendar';
import { DEFAULT_CATALOG } from './catalog';
import { Market } from './feed';
import { Rng } from './random';
import { testHash } from './test-support';
import type { TickEvent } from './types';
import { SimWorld } from './world';

const MONDAY = Date.UTC(2024, 2, 4);

function tickLog(world: SimWorld): TickEvent[] {
  const ticks: TickEvent[] = [];
  world.onEvent((e) => {
    if (e.type === 'tick') ticks.push(e);
  });
  return ticks;
}

describe('the seeded tick feed', () => {
  it('quantizes every price to the symbol digits', () => {
    const world = new SimWorld({ seed: 1, start: MONDAY + 8 * HOUR, hash: testHash });
    const ticks = tickLog(world);
    world.advanceTo(MONDAY + 9 * HOUR);
    const digits = (mid: string) => mid.split('.')[1]?.length;
    for (const [symbol, d] of [
      ['EURUSD', 5],
      ['USDJPY', 3],
      ['XAUUSD', 2],
      ['XAGUSD', 3],
      ['US30', 2],
    ] as const) {
      const mids = ticks.filter((t) => t.symbol === symbol).map((t) => t.mid);
      expect(mids.length).toBeGreaterThan(500);
      expect(mids.every((m) => digits(m) === d)).toBe(true);
    }
  });

  it('ticks more often and moves more in London/New York than in the Asian session', () => {
    const spec = DEFAULT_CATALOG.markets.find((m) => m.standardSymbol === 'EURUSD')!;
    const market = Market.create(spec, Rng.fromSeed(2).fork('market:EURUSD'), MONDAY);
    const asian = { ticks: 0, move: 0 };
    const overlap = { ticks: 0, move: 0 };
    for (
      let t = market.nextTickTime(MONDAY, { mode: 'live' });
      t < MONDAY + 2 * DAY;
      t = market.nextTickTime(t, { mode: 'live' })
    ) {
      const before = market.midPoints;
      market.tick(t);
      const hour = hourUtc(t);
      const bucket = hour >= 1 && hour < 7 ? asian : hour >= 12 && hour < 16 ? overlap : null;
      if (bucket) {
        bucket.ticks += 1;
        bucket.move += Math.abs(market.midPoints - before);
      }
    }
    // Per hour: 6 Asian hours against 4 overlap hours a day.
    expect(overlap.ticks / 4 / (asian.ticks / 6)).toBeGreaterThan(1.8);
    expect(overlap.move / 4 / (asian.move / 6)).toBeGreaterThan(1.5);
  });

  it('quotes every server around the same mid, each with its own spread, wider at the rollover', () => {
    const world = new SimWorld({ seed: 3, start: MONDAY + 10 * HOUR, hash: testHash });
    world.advanceTo(MONDAY + 11 * HOUR);
    const spread = (server: string, symbol: string) => {
      const q = world.quote(server, symbol)!;
      return {
        mid: (Number(q.bid) + Number(q.ask)) / 2,
        points: Math.round((Number(q.ask) - Number(q.bid)) * 1e5),
      };
    };
    const meridian = spread('MeridianMarkets-Live', 'EURUSD');
    const apex = spread('ApexCapital-Real01', 'EURUSD.m');
    const orion = spread('OrionFX-Pro', 'EURUSDpro');
    expect(Math.abs(meridian.mid - apex.mid)).toBeLessThan(2e-5);
    expect(Math.abs(meridian.mid - orion.mid)).toBeLessThan(2e-5);
    expect(apex.points).toBeLessThan(meridian.points);
    expect(meridian.points).toBeLessThan(orion.points);
    expect(meridian.points).toBeGreaterThanOrEqual(12);
    world.advanceTo(MONDAY + 22 * HOUR + 5 * MINUTE);
    expect(spread('MeridianMarkets-Live', 'EURUSD').points).toBeGreaterThanOrEqual(30);
  });

  it('spreads widen with volatility: some ticks of a week quote well above the calm spread', () => {
    const world = new SimWorld({ seed: 4, start: MONDAY, hash: testHash, tickMode: 'fast' });
    const spreads: number[] = [];
    world.onEvent((e) => {
      if (e.type === 'tick' && e.symbol === 'GBPUSD') {
        const q = world.quote('MeridianMarkets-Live', 'GBPUSD');
        if (q && hourUtc(e.time) !== 21 && hourUtc(e.time) !== 22) {
          spreads.push(Math.round((Number(q.ask) - Number(q.bid)) * 1e5));
        }
      }
    });
    world.advanceTo(MONDAY + 5 * DAY);
    expect(Math.min(...spreads)).toBe(16);
    expect(Math.max(...spreads)).toBeGreaterThan(32);
  });

  it('stays plausible over half a year and reverts around its start price', () => {
    const spec = DEFAULT_CATALOG.markets.find((m) => m.standardSymbol === 'EURUSD')!;
    const market = Market.create(spec, Rng.fromSeed(8).fork('market:EURUSD'), MONDAY);
    let t = MONDAY;
    let low = Infinity;
    let high = 0;
    for (let i = 0; i < 180 * 24; i += 1) {
      t = market.nextTickTime(t, { mode: 'fast', stepMs: HOUR });
      market.tick(t);
      low = Math.min(low, market.mid);
      high = Math.max(high, market.mid);
    }
    expect(low).toBeGreaterThan(0.9);
    expect(high).toBeLessThan(1.3);
    expect(high - low).toBeGreaterThan(0.01);
  });

  it('fast mode spaces ticks about one step apart', () => {
    const world = new SimWorld({
      seed: 5,
      start: MONDAY,
      hash: testHash,
      tickMode: 'fast',
      fastStepMs: MINUTE,
    });
    const ticks = tickLog(world);
    world.advanceTo(MONDAY + DAY);
    const eur = ticks.filter((t) => t.symbol === 'EURUSD').length;
    expect(eur).toBeGreaterThan(1300);
    expect(eur).toBeLessThan(1600);
  });
});
