import { describe, expect, it } from 'vitest';
import { patchServer } from './catalog';
import { MT4_ERROR, MT4_ERROR_MESSAGE } from './errors';
import { TUESDAY_10H, manualWorld, ok, openAccount, settle, testCatalog } from './test-support';

const SERVER = 'MeridianMarkets-Demo'; // EURUSD: spread 10, stop level 10 points, max 50.00 lots

function eurusdWorld() {
  const world = manualWorld();
  world.setMid('EURUSD', '1.10000'); // bid 1.09995, ask 1.10005
  return world;
}

describe('MT4 error codes, each reproduced on purpose', () => {
  it('131 invalid volume: below the minimum, above the maximum, off the step, not an integer', async () => {
    const world = eurusdWorld();
    world.setMid('US30', '39000.00');
    const login = openAccount(world, SERVER, '1000000.00');
    for (const lots of [0, -1, 5001, 1.5]) {
      const result = await settle(world, world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots }));
      expect(result).toEqual({ ok: false, code: 131, message: 'invalid trade volume' });
    }
    const orion = openAccount(world, 'OrionFX-Demo', '1000000.00');
    const off = await settle(
      world,
      world.sendOrder('OrionFX-Demo', orion, { symbol: 'US30pro', type: 0, lots: 15 }),
    );
    expect(off).toMatchObject({ ok: false, code: 131 });
    await ok(world, world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 5000 }));
  });

  it('134 not enough money: free margin after the order would be negative', async () => {
    const world = eurusdWorld();
    // 1.00 lot needs 1,100.00 at 1:100; with 1,100.00 free margin is exactly 0 after it: allowed.
    const poor = openAccount(world, SERVER, '1099.99');
    const enough = openAccount(world, SERVER, '1100.00');
    const refused = await settle(
      world,
      world.sendOrder(SERVER, poor, { symbol: 'EURUSD', type: 0, lots: 100 }),
    );
    expect(refused).toMatchObject({ ok: false, code: 134 });
    await ok(world, world.sendOrder(SERVER, enough, { symbol: 'EURUSD', type: 0, lots: 100 }));
    expect(world.accountInfo(SERVER, enough)).toMatchObject({ margin: '1100.00', freeMargin: '-10.00' });
  });

  it('130 invalid stops: wrong side, or closer than the stop level (10 points on Meridian EURUSD)', async () => {
    const world = eurusdWorld();
    const login = openAccount(world, SERVER, '100000.00');
    const send = (request: { type: 0 | 1 | 2 | 3 | 4 | 5; price?: string; sl?: string; tp?: string }) =>
      settle(world, world.sendOrder(SERVER, login, { symbol: 'EURUSD', lots: 10, ...request }));
    // A buy closes at the bid 1.09995: SL must be <= 1.09985, TP >= 1.10005.
    expect(await send({ type: 0, sl: '1.09990' })).toMatchObject({ code: 130 });
    expect(await send({ type: 0, sl: '1.10000' })).toMatchObject({ code: 130 });
    expect(await send({ type: 0, tp: '1.09900' })).toMatchObject({ code: 130 });
    expect(await send({ type: 0, tp: '1.10004' })).toMatchObject({ code: 130 });
    expect(await send({ type: 0, sl: '1.0998x' })).toMatchObject({ code: 130 });
    // Pending: a buy limit below the ask by >= 10 points; a sell stop below the bid by >= 10 points.
    expect(await send({ type: 2, price: '1.10000' })).toMatchObject({ code: 130 });
    expect(await send({ type: 5, price: '1.09990' })).toMatchObject({ code: 130 });
    expect(await send({ type: 0, sl: '1.09985', tp: '1.10005' })).toMatchObject({ ok: true });
    expect(await send({ type: 2, price: '1.09995' })).toMatchObject({ ok: true });
    expect(await send({ type: 5, price: '1.09985' })).toMatchObject({ ok: true });
  });

  it('138 requote: the price moved beyond the slippage during the delay, or the dealer requoted', async () => {
    const world = eurusdWorld();
    const login = openAccount(world, SERVER, '100000.00');
    // Asked at 1.10005 with 2 points of slippage; the ask becomes 1.10008 before execution.
    const late = world.sendOrder(SERVER, login, {
      symbol: 'EURUSD',
      type: 0,
      lots: 10,
      price: '1.10005',
      slippage: 2,
    });
    world.setMid('EURUSD', '1.10003');
    expect(await settle(world, late)).toMatchObject({ ok: false, code: 138, message: 'requote' });
    // Three points of slippage are enough: filled at the new ask.
    const fine = world.sendOrder(SERVER, login, {
      symbol: 'EURUSD',
      type: 0,
      lots: 10,
      price: '1.10008',
      slippage: 3,
    });
    world.setMid('EURUSD', '1.10000');
    expect(await settle(world, fine)).toMatchObject({ ok: true, order: { openPrice: '1.10005' } });

    const dealer = manualWorld({ catalog: patchServer(testCatalog(), SERVER, { requoteProbability: 1 }) });
    dealer.setMid('EURUSD', '1.10000');
    const other = openAccount(dealer, SERVER, '100000.00');
    expect(
      await settle(dealer, dealer.sendOrder(SERVER, other, { symbol: 'EURUSD', type: 0, lots: 10 })),
    ).toMatchObject({
      code: 138,
    });
  });

  it('136 off quotes: no valid price while the market is halted', async () => {
    const world = eurusdWorld();
    const login = openAccount(world, SERVER, '100000.00');
    world.haltMarket('EURUSD', true);
    expect(world.quote(SERVER, 'EURUSD')).toBeNull();
    expect(
      await settle(world, world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 10 })),
    ).toMatchObject({
      code: 136,
      message: 'off quotes',
    });
    world.haltMarket('EURUSD', false);
    await ok(world, world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 10 }));
  });

  it('146 trade context busy: a second request while the first is in flight', async () => {
    const world = eurusdWorld();
    const login = openAccount(world, SERVER, '100000.00');
    const first = world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 10 });
    const second = world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 1, lots: 10 });
    world.advanceTo(world.now());
    // The refusal is answered at once; the first request still waits for its execution delay.
    expect(await second).toMatchObject({ ok: false, code: 146 });
    expect(world.openOrders(SERVER, login)).toHaveLength(0);
    expect(await settle(world, first)).toMatchObject({ ok: true });
    // Another account is not blocked.
    const other = openAccount(world, SERVER, '100000.00');
    const a = world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 10 });
    const b = world.sendOrder(SERVER, other, { symbol: 'EURUSD', type: 0, lots: 10 });
    world.advanceTo(world.now() + 1000);
    expect([(await a).ok, (await b).ok]).toEqual([true, true]);
  });

  it('132 market closed on the weekend', async () => {
    const world = manualWorld({ start: TUESDAY_10H + 3 * 86400000 + 12 * 3600000 }); // Friday 22:00 UTC
    const login = openAccount(world, SERVER, '100000.00');
    expect(world.quote(SERVER, 'EURUSD')).toBeNull();
    expect(
      await settle(world, world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 10 })),
    ).toMatchObject({
      code: 132,
      message: 'market is closed',
    });
  });

  it('128 trade timeout: the caller gets 128 whether or not the order was executed (50/50)', async () => {
    const world = manualWorld({ catalog: patchServer(testCatalog(), SERVER, { timeoutProbability: 1 }) });
    world.setMid('EURUSD', '1.10000');
    const login = openAccount(world, SERVER, '100000.00');
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const result = await settle(
        world,
        world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 1, comment: `n${i}` }),
      );
      codes.push(result.ok ? 0 : result.code);
    }
    expect(new Set(codes)).toEqual(new Set([128]));
    // Which ones exist is only known by looking (the comment tag of DOMAIN.md "Exactly once").
    const executed = world.openOrders(SERVER, login).map((o) => o.comment);
    expect(executed.length).toBeGreaterThan(0);
    expect(executed.length).toBeLessThan(12);
  });

  it('4108 invalid ticket, 4106 unknown symbol, 3 invalid parameters, 129 invalid price, 1 no change, 65 no account', async () => {
    const world = eurusdWorld();
    const login = openAccount(world, SERVER, '100000.00');
    const other = openAccount(world, SERVER, '100000.00');
    const position = await ok(
      world,
      world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 10, sl: '1.09000' }),
    );
    const pending = await ok(
      world,
      world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 2, lots: 10, price: '1.09000' }),
    );
    const code = async (p: Promise<{ ok: boolean; code?: number }>) => {
      const result = await settle(world, p as never);
      return result.ok ? 0 : result.code;
    };
    expect(await code(world.closeOrder(SERVER, login, 12345))).toBe(MT4_ERROR.INVALID_TICKET);
    expect(await code(world.closeOrder(SERVER, login, pending.order.ticket))).toBe(4108);
    expect(await code(world.deleteOrder(SERVER, login, position.order.ticket))).toBe(4108);
    expect(await code(world.closeOrder(SERVER, other, position.order.ticket))).toBe(4108);
    expect(await code(world.sendOrder(SERVER, login, { symbol: 'EURUSD.m', type: 0, lots: 10 }))).toBe(4106);
    expect(await code(world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 9 as 0, lots: 10 }))).toBe(3);
    expect(
      await code(
        world.sendOrder(SERVER, login, {
          symbol: 'EURUSD',
          type: 2,
          lots: 10,
          price: '1.09000',
          expiration: TUESDAY_10H,
        }),
      ),
    ).toBe(3);
    expect(await code(world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 2, lots: 10 }))).toBe(129);
    expect(await code(world.modifyOrder(SERVER, login, position.order.ticket, { sl: '1.09000' }))).toBe(
      MT4_ERROR.NO_RESULT,
    );
    expect(await code(world.sendOrder(SERVER, 999, { symbol: 'EURUSD', type: 0, lots: 10 }))).toBe(65);
    expect(MT4_ERROR_MESSAGE[4108]).toBe('invalid ticket');
    expect(world.stats().rejected).toMatchObject({ 1: 1, 3: 2, 65: 1, 129: 1, 4106: 1, 4108: 4 });
  });
});
