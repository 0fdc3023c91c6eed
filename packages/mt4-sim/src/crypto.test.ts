import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from './calendar';
import { DEFAULT_CATALOG, SYMBOL_TYPE, findServer } from './catalog';
import { TUESDAY_10H, manualWorld, ok, openAccount, settle, testHash } from './test-support';
import type { SimState } from './types';
import { SimWorld } from './world';

const FRIDAY_18H = Date.UTC(2024, 2, 8, 18);
const SATURDAY_12H = Date.UTC(2024, 2, 9, 12);
const SUNDAY_10H = Date.UTC(2024, 2, 10, 10);

const spec = (server: string, standard: string) =>
  findServer(DEFAULT_CATALOG, server)!.symbols.find((s) => s.standardSymbol === standard);

describe('the crypto CFDs in the catalog', () => {
  it('offers BTCUSD and ETHUSD on every server, each broker naming and pricing them its way', () => {
    for (const server of DEFAULT_CATALOG.platforms.flatMap((p) => p.servers)) {
      expect(spec(server.name, 'BTCUSD'), server.name).toBeDefined();
      expect(spec(server.name, 'ETHUSD'), server.name).toBeDefined();
    }
    expect(
      ['MeridianMarkets-Live', 'ApexCapital-Real01', 'OrionFX-Pro'].map((s) => spec(s, 'BTCUSD')!.symbol),
    ).toEqual(['BTCUSD', 'BTCUSD.m', 'BTCUSDpro']);
    expect(spec('MeridianMarkets-Live', 'BTCUSD')).toMatchObject({
      symbolType: SYMBOL_TYPE.CRYPTO,
      digits: 2,
      point: '0.01',
      contractSize: 1,
      minLot: 1,
      lotStep: 1,
      maxLot: 1000,
      typicalSpread: 3000,
      stopLevel: 1000,
      maxLeverage: 20,
      commissionPerLot: '0.00',
      baseCurrency: 'BTC',
      quoteCurrency: 'USD',
    });
    // Raw pricing with a commission by notional on Apex; a wider spread, a bigger stop level and 1:10 on Orion.
    expect(spec('ApexCapital-Real01', 'BTCUSD')).toMatchObject({
      typicalSpread: 600,
      commissionPerLot: '50.00',
      stopLevel: 0,
      maxLeverage: 20,
    });
    expect(spec('OrionFX-Pro', 'BTCUSD')).toMatchObject({
      typicalSpread: 4200,
      stopLevel: 2000,
      maxLeverage: 10,
    });
    // FX symbols keep the account's leverage.
    expect(spec('MeridianMarkets-Live', 'EURUSD')!.maxLeverage).toBeUndefined();
    const btc = DEFAULT_CATALOG.markets.find((m) => m.standardSymbol === 'BTCUSD')!;
    expect(btc.openWeekends).toBe(true);
    expect(Number(btc.initialPrice)).toBeGreaterThan(60000);
    expect(Number(btc.initialPrice)).toBeLessThan(100000);
  });
});

describe('crypto trades every day of the week', () => {
  it('trades BTCUSD on a Saturday and a Sunday while EURUSD answers 132 market closed', async () => {
    const world = manualWorld({ start: FRIDAY_18H });
    const server = 'MeridianMarkets-Demo';
    const login = openAccount(world, server, '10000.00');
    world.setMid('EURUSD', '1.10000');
    world.setMid('BTCUSD', '80000.00');
    const eurLimit = await ok(
      world,
      world.sendOrder(server, login, { symbol: 'EURUSD', type: 2, lots: 10, price: '1.09000' }),
    );

    world.advanceTo(SATURDAY_12H);
    expect(world.quote(server, 'EURUSD')).toBeNull();
    expect(world.quote(server, 'BTCUSD')).toMatchObject({ bid: '79985.00', ask: '80015.00' });
    expect(() => world.setMid('EURUSD', '1.10100')).toThrow(/weekend/);
    world.setMid('BTCUSD', '80000.00');

    const eur = await settle(world, world.sendOrder(server, login, { symbol: 'EURUSD', type: 0, lots: 10 }));
    expect(eur).toMatchObject({ ok: false, code: 132 });
    expect(await settle(world, world.deleteOrder(server, login, eurLimit.order.ticket))).toMatchObject({
      ok: false,
      code: 132,
    });

    const buy = await ok(world, world.sendOrder(server, login, { symbol: 'BTCUSD', type: 0, lots: 1 }));
    expect(buy.order).toMatchObject({ symbol: 'BTCUSD', lots: 1, openPrice: '80015.00' });
    // A pending order is placed and deleted on the weekend too (10.00 USD stop level on Meridian).
    const limit = await ok(
      world,
      world.sendOrder(server, login, { symbol: 'BTCUSD', type: 2, lots: 1, price: '79000.00' }),
    );
    await ok(world, world.deleteOrder(server, login, limit.order.ticket));

    world.advanceTo(SUNDAY_10H);
    world.setMid('BTCUSD', '80500.00');
    const closed = await ok(world, world.closeOrder(server, login, buy.order.ticket));
    // (80485.00 - 80015.00) x 1 coin x 0.01 lot = 4.70, less the swap of Saturday night (-4,500 points x 0.01
    // x 0.01 lot = -0.45): crypto pays it on weekend nights too.
    expect(closed.order).toMatchObject({ closePrice: '80485.00', profit: '4.70', swap: '-0.45' });
    expect(world.accountInfo(server, login)!.balance).toBe('10004.25');
  });
});

describe('BTCUSD contract math', () => {
  it('margin at the symbol leverage (1:20, or the account leverage when lower) and profit of a 0.01 lot', async () => {
    const world = manualWorld();
    world.setMid('BTCUSD', '80000.00');
    const server = 'MeridianMarkets-Demo';
    const bold = openAccount(world, server, '10000.00', 500);
    const careful = openAccount(world, server, '10000.00', 10);
    // 1.00 lot = 1 BTC = 80,000.00 USD: 1:20 -> 4,000.00 (the account's 1:500 does not apply); 1:10 -> 8,000.00.
    expect(world.marginRequired(server, bold, 'BTCUSD')).toBe('4000.00');
    expect(world.marginRequired(server, careful, 'BTCUSD')).toBe('8000.00');
    // EURUSD keeps the account's leverage: 100,000 x 1.10000 / 500 = 220.00.
    world.setMid('EURUSD', '1.10000');
    expect(world.marginRequired(server, bold, 'EURUSD')).toBe('220.00');

    const buy = await ok(world, world.sendOrder(server, bold, { symbol: 'BTCUSD', type: 0, lots: 1 }));
    expect(buy.order.openPrice).toBe('80015.00');
    // 0.01 lot: margin 80,000.00 x 0.01 / 20 = 40.00; the spread (30.00 a coin) costs 0.30 at once.
    expect(world.accountInfo(server, bold)).toMatchObject({
      margin: '40.00',
      profit: '-0.30',
      equity: '9999.70',
    });
    // Each dollar BTC moves is 0.01 USD on 0.01 lot: bid 80,985.00 -> (80,985.00 - 80,015.00) x 0.01 = 9.70.
    world.setMid('BTCUSD', '81000.00');
    expect(world.openOrders(server, bold)[0]).toMatchObject({ closePrice: '80985.00', profit: '9.70' });
    expect(world.accountInfo(server, bold)).toMatchObject({ margin: '40.50', equity: '10009.70' });

    // Apex charges 50.00 a lot round turn: 0.01 lot pays 0.50 at open.
    const apex = openAccount(world, 'ApexCapital-Demo', '1000.00');
    const raw = await ok(
      world,
      world.sendOrder('ApexCapital-Demo', apex, { symbol: 'BTCUSD.m', type: 0, lots: 1 }),
    );
    expect(raw.order.commission).toBe('-0.50');
    // Orion caps crypto at 1:10: 0.01 lot at 81,000.00 -> 81.00 on a 1:100 account.
    const orion = openAccount(world, 'OrionFX-Demo', '1000.00');
    expect(world.marginRequired('OrionFX-Demo', orion, 'BTCUSDpro', 1)).toBe('81.00');
  });

  it('stops out at the margin of the symbol leverage, not the account leverage', async () => {
    const world = manualWorld();
    world.setMid('BTCUSD', '80000.00');
    const server = 'MeridianMarkets-Demo'; // stop-out at 50 %
    const login = openAccount(world, server, '1000.00', 500);
    await ok(world, world.sendOrder(server, login, { symbol: 'BTCUSD', type: 0, lots: 20 }));
    // At 77,000.00: equity 1,000.00 - (80,015.00 - 76,985.00) x 0.20 = 394.00, margin 770.00: 51.17 %.
    world.setMid('BTCUSD', '77000.00');
    expect(world.accountInfo(server, login)).toMatchObject({ equity: '394.00', marginLevel: '51.17' });
    // At 76,900.00: equity 374.00, margin 769.00: 48.63 % < 50 %, closed (at 1:500 it would be 1,215 %).
    world.setMid('BTCUSD', '76900.00');
    expect(world.openOrders(server, login)).toEqual([]);
    const [closed] = world.history(server, login).filter((o) => o.type === 0);
    expect(closed).toMatchObject({ comment: 'so: 48.63%', profit: '-626.00' });
  });

  it('charges the swap every night, the weekend included, one day at a time', async () => {
    const world = manualWorld();
    world.setMid('BTCUSD', '80000.00');
    world.setMid('EURUSD', '1.10000');
    const server = 'MeridianMarkets-Demo'; // server midnight 22:00 UTC
    const login = openAccount(world, server, '100000.00');
    // BTCUSD long -4,500 points a lot a day: -4,500 x 0.01 x 1 x 0.10 lot = -4.50 a night.
    await ok(world, world.sendOrder(server, login, { symbol: 'BTCUSD', type: 0, lots: 10 }));
    await ok(world, world.sendOrder(server, login, { symbol: 'EURUSD', type: 0, lots: 100 }));
    const swaps = () => world.openOrders(server, login).map((o) => o.swap);
    const tuesday22h = TUESDAY_10H + 12 * HOUR;
    world.advanceTo(tuesday22h);
    expect(swaps()).toEqual(['-4.50', '-7.20']);
    world.advanceTo(tuesday22h + DAY); // Wednesday night: FX three days, crypto one
    expect(swaps()).toEqual(['-9.00', '-28.80']);
    world.advanceTo(tuesday22h + 3 * DAY); // Friday night
    expect(swaps()).toEqual(['-18.00', '-43.20']);
    world.advanceTo(tuesday22h + 5 * DAY); // Saturday and Sunday nights: crypto only
    expect(swaps()).toEqual(['-27.00', '-43.20']);
  });
});

describe('a world saved before the crypto CFDs existed', () => {
  it('starts their markets when it is restored', () => {
    const world = new SimWorld({ seed: 5, start: TUESDAY_10H, hash: testHash });
    world.advanceTo(TUESDAY_10H + HOUR);
    // The save of an older version: no crypto market and no tick of one on the agenda.
    const state = world.exportState();
    const old: SimState = {
      ...state,
      markets: state.markets.filter((m) => !/^(BTC|ETH)USD$/.test(m.symbol)),
      queue: state.queue.filter((e) => !(e.kind === 'tick' && /^(BTC|ETH)USD$/.test(e.key))),
    };
    expect(old.markets).toHaveLength(14);
    const restored = SimWorld.restore(old, { hash: testHash });
    restored.advanceTo(TUESDAY_10H + 2 * HOUR);
    const ticks = restored.exportState().markets.find((m) => m.symbol === 'BTCUSD')!.ticks;
    expect(ticks).toBeGreaterThan(1000);
    expect(restored.quote('MeridianMarkets-Live', 'BTCUSD')).not.toBeNull();
  });
});
