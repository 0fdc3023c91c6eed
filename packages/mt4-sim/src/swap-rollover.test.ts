import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from './calendar';
import { Dec } from './money';
import { TUESDAY_10H, manualWorld, ok, openAccount, setMids } from './test-support';
import type { OrderEvent } from './types';

// Tuesday 2024-03-05 10:00 UTC; Meridian runs at UTC+2, so its midnight is 22:00 UTC.
const TUESDAY_22H = TUESDAY_10H + 12 * HOUR;

describe('swap at the server rollover', () => {
  it('charges every weeknight at server midnight, three days on Wednesday night, nothing on the weekend', async () => {
    const world = manualWorld();
    setMids(world, { EURUSD: '1.10000', USDJPY: '150.000' });
    const server = 'MeridianMarkets-Demo'; // EURUSD swap long -7.20, short 2.10; USDJPY long 14.80 points
    const login = openAccount(world, server, '100000.00');
    const long = await ok(world, world.sendOrder(server, login, { symbol: 'EURUSD', type: 0, lots: 200 }));
    const short = await ok(world, world.sendOrder(server, login, { symbol: 'EURUSD', type: 1, lots: 200 }));
    const yen = await ok(world, world.sendOrder(server, login, { symbol: 'USDJPY', type: 0, lots: 100 }));
    const swaps = () => world.openOrders(server, login).map((o) => o.swap);
    const swapEvents: OrderEvent[] = [];
    world.onEvent((e) => {
      if (e.type === 'order' && e.kind === 'swap') swapEvents.push(e);
    });

    world.advanceTo(TUESDAY_22H - 1);
    expect(swaps()).toEqual(['0.00', '0.00', '0.00']);
    // Tuesday night: -7.20 x 0.00001 x 100,000 x 2.00 = -14.40; 2.10 x 2 = 4.20; 1,480 JPY / 150.000 = 9.87.
    world.advanceTo(TUESDAY_22H);
    expect(swaps()).toEqual(['-14.40', '4.20', '9.87']);
    expect(swapEvents.map((e) => [e.order.ticket, e.previous?.swap, e.order.swap])).toEqual([
      [long.order.ticket, '0.00', '-14.40'],
      [short.order.ticket, '0.00', '4.20'],
      [yen.order.ticket, '0.00', '9.87'],
    ]);
    // Wednesday night counts three days: -43.20, 12.60, 4,440 JPY = 29.60.
    world.advanceTo(TUESDAY_22H + DAY);
    expect(swaps()).toEqual(['-57.60', '16.80', '39.47']);
    world.advanceTo(TUESDAY_22H + 2 * DAY); // Thursday night
    expect(swaps()).toEqual(['-72.00', '21.00', '49.34']);
    world.advanceTo(TUESDAY_22H + 3 * DAY); // Friday night (server Saturday 00:00)
    expect(swaps()).toEqual(['-86.40', '25.20', '59.21']);
    world.advanceTo(TUESDAY_22H + 5 * DAY); // Saturday and Sunday nights: nothing
    expect(swaps()).toEqual(['-86.40', '25.20', '59.21']);
    world.advanceTo(TUESDAY_22H + 6 * DAY); // Monday night
    expect(swaps()).toEqual(['-100.80', '29.40', '69.08']);
    // Swaps count in equity: -100.80 + 29.40 + 69.08 = -2.32 on top of the floating profit.
    const floating = world.openOrders(server, login).reduce((s, o) => s.plus(o.profit), new Dec(0));
    expect(world.accountInfo(server, login)!.profit).toBe(floating.minus('2.32').toFixed(2));
    expect(swapEvents).toHaveLength(15);
  });

  it('follows the server clock: Orion FX (UTC+0) rolls over at 00:00 UTC, triple on the night ending Wednesday', async () => {
    const world = manualWorld();
    world.setMid('EURUSD', '1.10000');
    const server = 'OrionFX-Demo'; // EURUSDpro swap long -7.60
    const login = openAccount(world, server, '100000.00');
    await ok(world, world.sendOrder(server, login, { symbol: 'EURUSDpro', type: 0, lots: 100 }));
    const wednesday0h = TUESDAY_10H + 14 * HOUR;
    world.advanceTo(TUESDAY_22H);
    expect(world.openOrders(server, login)[0]!.swap).toBe('0.00');
    world.advanceTo(wednesday0h);
    expect(world.openOrders(server, login)[0]!.swap).toBe('-7.60');
    world.advanceTo(wednesday0h + DAY);
    expect(world.openOrders(server, login)[0]!.swap).toBe('-30.40');
  });

  it('splits the swap pro rata on a partial close', async () => {
    const world = manualWorld();
    world.setMid('EURUSD', '1.10000');
    const server = 'MeridianMarkets-Demo';
    const login = openAccount(world, server, '100000.00');
    const long = await ok(world, world.sendOrder(server, login, { symbol: 'EURUSD', type: 0, lots: 200 }));
    world.advanceTo(TUESDAY_22H);
    world.advanceTo(TUESDAY_22H + HOUR);
    world.setMid('EURUSD', '1.10000');
    // -14.40 x 0.70 / 2.00 = -5.04 goes with the closed part, -9.36 stays.
    const part = await ok(world, world.closeOrder(server, login, long.order.ticket, { lots: 70 }));
    expect(part.order.swap).toBe('-5.04');
    expect(part.remainder?.swap).toBe('-9.36');
    // The closed part settles profit + swap: (1.09995 - 1.10005) x 70,000 = -7.00, -5.04: 100,000 - 12.04.
    expect(world.accountInfo(server, login)!.balance).toBe('99987.96');
  });
});
