import { beforeAll, describe, expect, it } from 'vitest';
import { Bot, type BotHost } from './bots';
import { DAY, HOUR, isWeekend } from './calendar';
import { DEFAULT_CATALOG, findServer } from './catalog';
import { populateDemo, type DemoAccount } from './demo';
import { Dec } from './money';
import { Rng } from './random';
import { openAccount, testHash } from './test-support';
import type { BotConfig, OrderEvent, SendOrderRequest, SimEvent, SimOrder } from './types';
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
    // Closed by SL/TP, by the skilled review, or by the time limit (one hour, up to five for a skilled
    // scalper whose trade the outlook favours) at the next decision (at most 3 minutes later, unless the
    // close met a requote or a timeout and waited for one more decision).
    const scalpers = demo.filter((d) => d.strategy === 'scalper');
    expect(scalpers.length).toBeGreaterThan(0);
    for (const d of scalpers) {
      const held = trades(d).map((o) => (o.closeTime - o.openTime) / 60000);
      const limit = 60 * (1 + 4 * d.skill);
      expect(held.filter((m) => m > limit + 4).length).toBeLessThan(held.length / 50);
      expect(held.filter((m) => m < 60).length).toBeGreaterThan(held.length / 3);
    }
  });

  it('trades only while the market is open, only with its own magic, and meets MT4 errors', () => {
    const opens = orderEvents().filter((e) => e.kind === 'opened' || e.kind === 'pendingPlaced');
    expect(opens.length).toBeGreaterThan(300);
    // FX and the rest close at the weekend; the crypto CFDs trade on.
    const crypto = (symbol: string) => /^(BTC|ETH)USD/.test(symbol);
    expect(opens.filter((e) => isWeekend(e.time) && !crypto(e.order.symbol))).toEqual([]);
    expect(opens.filter((e) => isWeekend(e.time)).length).toBeGreaterThan(10);
    const magic = new Map(demo.map((d, i) => [`${d.server}:${d.login}`, 1000 + i]));
    expect(opens.every((e) => e.order.magic === magic.get(`${e.server}:${e.login}`))).toBe(true);
    const rejected = world.stats().rejected;
    expect((rejected[138] ?? 0) + (rejected[128] ?? 0)).toBeGreaterThan(0);
  });
});

describe('attaching bots', () => {
  it('refuses a symbol the server does not have, and a detached bot stops deciding', () => {
    const world = new SimWorld({ seed: 1, start: MONDAY + 8 * HOUR, hash: testHash, tickMode: 'fast' });
    const login = openAccount(world, 'ApexCapital-Real01', '10000.00');
    expect(() =>
      world.attachBot('ApexCapital-Real01', login, { strategy: 'trend', symbols: ['XAGUSD.m'], magic: 1 }),
    ).toThrow(RangeError);
    const id = world.attachBot('ApexCapital-Real01', login, {
      strategy: 'scalper',
      symbols: ['EURUSD.m'],
      magic: 7,
    });
    const [info] = world.bots();
    expect(info).toEqual({
      id,
      server: 'ApexCapital-Real01',
      login,
      strategy: 'scalper',
      symbols: ['EURUSD.m'],
      magic: 7,
      skill: info!.skill,
    });
    // Without a skill in the config the bot draws one: none, or 0.4-0.8.
    expect(info!.skill === 0 || (info!.skill >= 0.4 && info!.skill <= 0.8)).toBe(true);
    world.fastForward(MONDAY + 14 * HOUR);
    const before = world.stats().requests;
    expect(before).toBeGreaterThan(0);
    expect(world.detachBot(id)).toBe(true);
    world.fastForward(MONDAY + 20 * HOUR);
    expect(world.stats().requests).toBe(before);
  });
});

describe('skill and risk set by the config', () => {
  it('attaches a bot with the skill it is given, and refuses a skill or a risk out of range', () => {
    const world = new SimWorld({ seed: 1, start: MONDAY + 8 * HOUR, hash: testHash });
    const login = openAccount(world, 'MeridianMarkets-Live', '10000.00');
    const attach = (config: Partial<BotConfig>, magic: number) =>
      world.attachBot('MeridianMarkets-Live', login, {
        strategy: 'trend',
        symbols: ['EURUSD'],
        magic,
        ...config,
      });
    const skilled = attach({ skill: 0.9, riskPercent: 0.5 }, 1);
    const unskilled = attach({ skill: 0 }, 2);
    expect(world.bots().map((b) => [b.id, b.skill])).toEqual([
      [skilled, 0.9],
      [unskilled, 0],
    ]);
    for (const bad of [-0.1, 1.5, Number.NaN]) expect(() => attach({ skill: bad }, 3)).toThrow(RangeError);
    for (const bad of [0, -1, 101]) expect(() => attach({ riskPercent: bad }, 4)).toThrow(RangeError);
    expect(world.bots()).toHaveLength(2);
  });

  /** A host with rising prices (momentum says buy) and an outlook that says the market will fall. */
  function risingHost() {
    const spec = findServer(DEFAULT_CATALOG, 'MeridianMarkets-Live')!.symbols.find(
      (s) => s.symbol === 'EURUSD',
    )!;
    const market = DEFAULT_CATALOG.markets.find((m) => m.standardSymbol === 'EURUSD')!;
    const state = { now: MONDAY + 10 * HOUR, mid: 108500 };
    const sent: SendOrderRequest[] = [];
    const host: BotHost = {
      now: () => state.now,
      quote: () => ({ bid: state.mid - 6, ask: state.mid + 6 }),
      symbol: () => spec,
      market: () => market,
      outlook: () => -1,
      orders: () => [],
      equity: () => new Dec('10000.00'),
      freeMargin: () => new Dec('10000.00'),
      valuePerPoint: () => new Dec(1),
      marginPerLot: () => new Dec('1085.00'),
      busy: () => false,
      send: (_server, _login, request) => {
        sent.push(request);
      },
      close: () => undefined,
      modify: () => undefined,
      remove: () => undefined,
    };
    return { host, sent, state };
  }

  it('a bot of skill 1 trades the outlook, a bot of skill 0 its own signal', () => {
    const firstOrder = (skill: number) => {
      const { host, sent, state } = risingHost();
      const config: BotConfig = {
        strategy: 'scalper',
        symbols: ['EURUSD'],
        magic: 9,
        riskPercent: 0.2,
        skill,
      };
      const bot = Bot.create(
        'MeridianMarkets-Live:1:9',
        'MeridianMarkets-Live',
        1,
        config,
        Rng.fromSeed('s'),
      );
      for (let i = 0; i < 500 && sent.length === 0; i += 1) {
        bot.decide(host);
        state.now += 2 * 60000;
        state.mid += 5;
      }
      return sent[0];
    };
    // Prices rise: the unskilled scalper follows the momentum and buys; the skilled one sells, as the
    // outlook says, with a stop above and a target below.
    expect(firstOrder(0)).toMatchObject({ symbol: 'EURUSD', type: 0 });
    const skilled = firstOrder(1)!;
    expect(skilled).toMatchObject({ symbol: 'EURUSD', type: 1, magic: 9 });
    expect(Number(skilled.sl)).toBeGreaterThan(Number(skilled.price));
    expect(Number(skilled.tp)).toBeLessThan(Number(skilled.price));
  });

  it('the demo population sets each trader skill and risk by tier, and some trade crypto', () => {
    const world = new SimWorld({ seed: 2, start: MONDAY, hash: testHash });
    const demo = populateDemo(world, { count: 12, password: 'p', investorPassword: 'i', seed: 2 });
    const skills = new Map(world.bots().map((b) => [b.id, b.skill]));
    for (const d of demo) {
      expect(skills.get(d.botId)).toBe(d.skill);
      if (d.tier === 'weak') expect(d.skill).toBe(0);
      else expect(d.skill).toBeGreaterThanOrEqual(0.5);
    }
    expect(new Set(demo.map((d) => d.tier))).toEqual(new Set(['strong', 'steady', 'weak']));
    const crypto = demo.filter((d) => d.symbols.some((s) => /^(BTC|ETH)USD/.test(s)));
    expect(new Set(crypto.map((d) => d.strategy))).toEqual(new Set(['trend', 'scalper', 'news']));
  });
});
