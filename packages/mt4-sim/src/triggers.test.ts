import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from './calendar';
import { manualWorld, ok, openAccount } from './test-support';
import type { OrderEvent, SimEvent, TradeOrderType } from './types';

const SERVER = 'MeridianMarkets-Demo'; // EURUSD spread 10 points: bid = mid - 0.00005, ask = mid + 0.00005

function setup(balance = '100000.00') {
  const world = manualWorld();
  world.setMid('EURUSD', '1.10000');
  const login = openAccount(world, SERVER, balance);
  const events: OrderEvent[] = [];
  world.onEvent((e: SimEvent) => {
    if (e.type === 'order') events.push(e);
  });
  return { world, login, events };
}

describe('stop loss and take profit', () => {
  it('a buy takes profit when the bid reaches TP and closes at the bid', async () => {
    const { world, login, events } = setup();
    const buy = await ok(
      world,
      world.sendOrder(SERVER, login, {
        symbol: 'EURUSD',
        type: 0,
        lots: 10,
        sl: '1.09800',
        tp: '1.10300',
        comment: 'swing',
      }),
    );
    world.setMid('EURUSD', '1.10300'); // bid 1.10295: not yet
    expect(world.openOrders(SERVER, login)).toHaveLength(1);
    world.setMid('EURUSD', '1.10305'); // bid 1.10300
    expect(world.openOrders(SERVER, login)).toHaveLength(0);
    // (1.10300 - 1.10005) x 100,000 x 0.10 = 29.50
    expect(events.at(-1)).toMatchObject({
      kind: 'closed',
      reason: 'tp',
      order: { ticket: buy.order.ticket, closePrice: '1.10300', profit: '29.50', comment: 'swing[tp]' },
    });
  });

  it('a sell stops out at the ask, and a gap fills beyond the SL', async () => {
    const { world, login, events } = setup();
    await ok(world, world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 1, lots: 10, sl: '1.10500' }));
    world.setMid('EURUSD', '1.10490'); // ask 1.10495: not yet
    expect(events.at(-1)?.kind).toBe('opened');
    world.setMid('EURUSD', '1.10520'); // ask 1.10525, 2.5 pips through the SL
    // (1.09995 - 1.10525) x 10,000 = -53.00
    expect(events.at(-1)).toMatchObject({
      kind: 'closed',
      reason: 'sl',
      order: { closePrice: '1.10525', profit: '-53.00', comment: '[sl]' },
    });
  });

  it('modifies SL/TP of a position (event with the previous values)', async () => {
    const { world, login, events } = setup();
    const buy = await ok(world, world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 10 }));
    await ok(world, world.modifyOrder(SERVER, login, buy.order.ticket, { sl: '1.09500', tp: '1.11000' }));
    expect(events.at(-1)).toMatchObject({
      kind: 'modified',
      previous: { sl: '0.00000', tp: '0.00000' },
      order: { sl: '1.09500', tp: '1.11000' },
    });
  });
});

describe('pending orders', () => {
  const cases: [string, TradeOrderType, string, string, string, string][] = [
    // name, type, price, mid that does not trigger, mid that does, fill price
    ['buy limit fills at or below its price (ask <= price)', 2, '1.09800', '1.09800', '1.09790', '1.09795'],
    ['buy stop fills at or above its price (ask >= price)', 4, '1.10200', '1.10190', '1.10200', '1.10205'],
    ['sell limit fills at or above its price (bid >= price)', 3, '1.10400', '1.10400', '1.10410', '1.10405'],
    ['sell stop fills at or below its price (bid <= price)', 5, '1.09600', '1.09610', '1.09600', '1.09595'],
  ];
  it.each(cases)('%s', async (_name, type, price, before, trigger, fill) => {
    const { world, login, events } = setup();
    const placed = await ok(
      world,
      world.sendOrder(SERVER, login, { symbol: 'EURUSD', type, lots: 20, price, tp: '0' }),
    );
    expect(placed.order).toMatchObject({ state: 'pending', type, openPrice: price, commission: '0.00' });
    expect(world.accountInfo(SERVER, login)!.margin).toBe('0.00');
    world.setMid('EURUSD', before);
    expect(world.openOrders(SERVER, login)[0]!.state).toBe('pending');
    world.setMid('EURUSD', trigger);
    const filled = events.at(-1)!;
    expect(filled).toMatchObject({
      kind: 'pendingFilled',
      previous: { type, state: 'pending', openPrice: price },
      order: { ticket: placed.order.ticket, type: type % 2 === 0 ? 0 : 1, state: 'open', openPrice: fill },
    });
    expect(world.accountInfo(SERVER, login)!.margin).not.toBe('0.00');
  });

  it('expires at its expiration time and enters the history as deleted', async () => {
    const { world, login, events } = setup();
    const expiration = world.now() + HOUR;
    const placed = await ok(
      world,
      world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 2, lots: 10, price: '1.09000', expiration }),
    );
    world.advanceTo(expiration - MINUTE);
    expect(world.openOrders(SERVER, login)).toHaveLength(1);
    world.advanceTo(expiration);
    expect(world.openOrders(SERVER, login)).toHaveLength(0);
    expect(events.at(-1)).toMatchObject({
      kind: 'pendingDeleted',
      reason: 'expiration',
      order: { state: 'deleted', closeTime: expiration },
    });
    expect(world.history(SERVER, login).at(-1)).toMatchObject({
      ticket: placed.order.ticket,
      state: 'deleted',
    });
  });

  it('a later expiration set by modify replaces the first one', async () => {
    const { world, login } = setup();
    const first = world.now() + HOUR;
    const placed = await ok(
      world,
      world.sendOrder(SERVER, login, {
        symbol: 'EURUSD',
        type: 2,
        lots: 10,
        price: '1.09000',
        expiration: first,
      }),
    );
    await ok(
      world,
      world.modifyOrder(SERVER, login, placed.order.ticket, { price: '1.08900', expiration: first + HOUR }),
    );
    world.advanceTo(first + MINUTE);
    expect(world.openOrders(SERVER, login)[0]).toMatchObject({ openPrice: '1.08900', state: 'pending' });
    world.advanceTo(first + HOUR);
    expect(world.openOrders(SERVER, login)).toHaveLength(0);
  });

  it('is deleted at the trigger when the free margin cannot carry it', async () => {
    const { world, login, events } = setup('200.00');
    // No margin check when placing: 1.00 lot would need about 1,098 at 1:100.
    await ok(
      world,
      world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 2, lots: 100, price: '1.09800' }),
    );
    world.setMid('EURUSD', '1.09790');
    expect(events.at(-1)).toMatchObject({ kind: 'pendingDeleted', reason: 'nomoney' });
    expect(world.openOrders(SERVER, login)).toHaveLength(0);
  });

  it('deletes on request', async () => {
    const { world, login, events } = setup();
    const placed = await ok(
      world,
      world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 5, lots: 10, price: '1.09000' }),
    );
    await ok(world, world.deleteOrder(SERVER, login, placed.order.ticket));
    expect(events.at(-1)).toMatchObject({
      kind: 'pendingDeleted',
      reason: 'client',
      order: { state: 'deleted' },
    });
  });
});
