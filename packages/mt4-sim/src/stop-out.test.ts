import { describe, expect, it } from 'vitest';
import { manualWorld, ok, openAccount, setMids } from './test-support';
import type { OrderEvent } from './types';

const SERVER = 'MeridianMarkets-Demo'; // stop-out 50%
const MIDS = { EURUSD: '1.10000', GBPUSD: '1.27000', USDJPY: '150.000' };

describe('stop-out', () => {
  it('closes only the worst position when that restores the level', async () => {
    const world = manualWorld();
    setMids(world, MIDS);
    const login = openAccount(world, SERVER, '1000.00');
    const eur = await ok(world, world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 50 }));
    const gbp = await ok(world, world.sendOrder(SERVER, login, { symbol: 'GBPUSD', type: 0, lots: 30 }));
    // margin 550.00 + 381.00; equity 1,000 - 5.00 - 3.00 (spreads)
    expect(world.accountInfo(SERVER, login)).toMatchObject({
      margin: '931.00',
      equity: '992.00',
      marginLevel: '106.55',
    });

    const closes: OrderEvent[] = [];
    world.onEvent((e) => {
      if (e.type === 'order' && e.kind === 'closed') closes.push(e);
    });
    // GBPUSD bid 1.24995: (1.24995 - 1.27005) x 30,000 = -603.00; equity 392.00, margin 550 + 375 = 925:
    // 42.38% < 50% -> close GBPUSD (the worst); then 392.00 / 550.00 = 71.27% and EURUSD stays.
    world.setMid('GBPUSD', '1.25000');
    expect(closes).toHaveLength(1);
    expect(closes[0]).toMatchObject({
      reason: 'stopout',
      order: { ticket: gbp.order.ticket, profit: '-603.00', comment: 'so: 42.38%', closePrice: '1.24995' },
    });
    expect(world.openOrders(SERVER, login).map((o) => o.ticket)).toEqual([eur.order.ticket]);
    expect(world.accountInfo(SERVER, login)).toMatchObject({
      balance: '397.00',
      equity: '392.00',
      marginLevel: '71.27',
    });
  });

  it('closes worst first, re-checks, and stops as soon as the level is back above the stop-out level', async () => {
    const world = manualWorld();
    setMids(world, MIDS);
    const login = openAccount(world, SERVER, '1000.00');
    const eur = await ok(world, world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 30 }));
    const gbp = await ok(world, world.sendOrder(SERVER, login, { symbol: 'GBPUSD', type: 0, lots: 30 }));
    const jpy = await ok(world, world.sendOrder(SERVER, login, { symbol: 'USDJPY', type: 1, lots: 20 }));
    const closes: OrderEvent[] = [];
    world.onEvent((e) => {
      if (e.type === 'order' && e.kind === 'closed') closes.push(e);
    });

    // EURUSD bid 1.08795: -363.00; equity 631.33, margin 907.40 -> 69.58%: nothing happens.
    world.setMid('EURUSD', '1.08800');
    expect(world.accountInfo(SERVER, login)!.marginLevel).toBe('69.58');
    // USDJPY ask 151.010: (149.990 - 151.010) x 20,000 = -20,400 JPY / 151.000 = -135.10; 54.98%: still open.
    world.setMid('USDJPY', '151.000');
    expect(world.accountInfo(SERVER, login)!.marginLevel).toBe('54.98');
    expect(closes).toHaveLength(0);

    // GBPUSD bid 1.25995: -303.00; equity 198.90, margin 326.40 + 378.00 + 200.00 = 904.40 -> 21.99%.
    // Worst is EURUSD (-363.00): close; 198.90 / 578.00 = 34.41%, still under 50%: close GBPUSD (-303.00);
    // 198.90 / 200.00 = 99.45%: stop. USDJPY (-135.10) stays.
    world.setMid('GBPUSD', '1.26000');
    expect(closes.map((e) => [e.order.ticket, e.order.profit, e.order.comment])).toEqual([
      [eur.order.ticket, '-363.00', 'so: 21.99%'],
      [gbp.order.ticket, '-303.00', 'so: 34.41%'],
    ]);
    expect(world.openOrders(SERVER, login).map((o) => o.ticket)).toEqual([jpy.order.ticket]);
    expect(world.accountInfo(SERVER, login)).toMatchObject({
      balance: '334.00',
      equity: '198.90',
      margin: '200.00',
      marginLevel: '99.45',
    });
  });

  it('uses each server its own level: Orion FX stops out at 20%, not at 50%', async () => {
    const world = manualWorld();
    world.setMid('EURUSD', '1.10000'); // EURUSDpro spread 17 points (12 x 1.4): bid 1.09992, ask 1.10009
    const orion = 'OrionFX-Demo';
    const login = openAccount(world, orion, '1000.00');
    await ok(world, world.sendOrder(orion, login, { symbol: 'EURUSDpro', type: 0, lots: 50 }));
    // bid 1.09292: (1.09292 - 1.10009) x 50,000 = -358.50; equity 641.50 / margin 546.50 = 117%: open.
    world.setMid('EURUSD', '1.09300');
    // bid 1.08392: -808.50; equity 191.50 / margin 542.00 = 35.33%: under 50% but over 20%: still open.
    world.setMid('EURUSD', '1.08400');
    expect(world.accountInfo(orion, login)!.marginLevel).toBe('35.33');
    expect(world.openOrders(orion, login)).toHaveLength(1);
    // bid 1.08192: -908.50; equity 91.50 / margin 541.00 = 16.91%: closed.
    world.setMid('EURUSD', '1.08200');
    expect(world.openOrders(orion, login)).toHaveLength(0);
    expect(world.history(orion, login).at(-1)).toMatchObject({ profit: '-908.50', comment: 'so: 16.91%' });
  });
});
