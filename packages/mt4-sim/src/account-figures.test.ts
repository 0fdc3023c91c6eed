import { describe, expect, it } from 'vitest';
import { manualWorld, ok, openAccount, setMids } from './test-support';
import type { SimWorld } from './world';

const SERVER = 'MeridianMarkets-Demo';
// Meridian Demo test spreads: EURUSD 10 points, USDJPY 20, EURGBP 10, GBPUSD 10, XAUUSD 20.
const MIDS = {
  EURUSD: '1.10000',
  USDJPY: '150.000',
  GBPUSD: '1.27000',
  EURGBP: '0.85500',
  XAUUSD: '2350.00',
};

/** A world at MIDS with a USD account at 1:100: balance 10,000.00 and credit 500.00. */
function creditedAccount(): { world: SimWorld; login: number } {
  const world = manualWorld();
  setMids(world, MIDS);
  const login = world.createAccount(SERVER, {
    name: 'Figures',
    password: 'trade-pass1',
    investorPassword: 'investor-pass1',
    leverage: 100,
    currency: 'USD',
    balance: '10000.00',
    credit: '500.00',
  }).login;
  return { world, login };
}

describe('equity, margin, free margin and margin level', () => {
  it('start from balance + credit with no margin (margin level 0)', () => {
    const { world, login } = creditedAccount();
    expect(world.accountInfo(SERVER, login)).toMatchObject({
      balance: '10000.00',
      credit: '500.00',
      equity: '10500.00',
      margin: '0.00',
      freeMargin: '10500.00',
      marginLevel: '0',
      profit: '0.00',
    });
  });

  it('follow an EURUSD buy and an USDJPY sell through price moves to the close', async () => {
    const { world, login } = creditedAccount();

    // Buy 1.00 EURUSD at the ask 1.10005 (mid 1.10000, spread 10 points).
    const buy = await ok(world, world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 100 }));
    expect(buy.order).toMatchObject({ openPrice: '1.10005', closePrice: '1.09995', profit: '-10.00' });
    // margin 100,000 x 1.00 x 1.10000 / 100 = 1,100.00; equity 10,500 - 10 = 10,490; level 953.64%
    expect(world.accountInfo(SERVER, login)).toMatchObject({
      equity: '10490.00',
      margin: '1100.00',
      freeMargin: '9390.00',
      marginLevel: '953.64',
      profit: '-10.00',
    });

    // Mid 1.10250: bid 1.10245, profit (1.10245 - 1.10005) x 100,000 = 240.00; margin at 1.10250 = 1,102.50.
    world.setMid('EURUSD', '1.10250');
    expect(world.accountInfo(SERVER, login)).toMatchObject({
      equity: '10740.00',
      margin: '1102.50',
      freeMargin: '9637.50',
      marginLevel: '974.15',
      profit: '240.00',
    });

    // Sell 1.00 USDJPY at the bid 149.990 (mid 150.000, spread 20 points).
    // margin 150,000 JPY / 150.000 = 1,000.00; floating (149.990 - 150.010) x 100,000 = -2,000 JPY = -13.33.
    const sell = await ok(world, world.sendOrder(SERVER, login, { symbol: 'USDJPY', type: 1, lots: 100 }));
    expect(sell.order).toMatchObject({ openPrice: '149.990', profit: '-13.33' });
    expect(world.accountInfo(SERVER, login)).toMatchObject({
      equity: '10726.67',
      margin: '2102.50',
      freeMargin: '8624.17',
      marginLevel: '510.19',
    });

    // USDJPY mid 148.500: ask 148.510, profit 1.480 x 100,000 = 148,000 JPY / 148.500 = 996.63 USD;
    // its margin is still 1,000.00 (148,500 JPY / 148.500).
    world.setMid('USDJPY', '148.500');
    expect(world.openOrders(SERVER, login)[1]).toMatchObject({ closePrice: '148.510', profit: '996.63' });
    expect(world.accountInfo(SERVER, login)).toMatchObject({ margin: '2102.50', equity: '11736.63' });

    const closed = await ok(world, world.closeOrder(SERVER, login, sell.order.ticket));
    expect(closed.order).toMatchObject({
      state: 'closed',
      closePrice: '148.510',
      profit: '996.63',
      lots: 100,
    });
    expect(world.accountInfo(SERVER, login)).toMatchObject({
      balance: '10996.63',
      equity: '11736.63',
      margin: '1102.50',
    });
  });

  it('convert EURGBP through GBPUSD and price XAUUSD margin per 100 oz', async () => {
    const world = manualWorld();
    setMids(world, MIDS);
    const login = openAccount(world, SERVER, '10000.00');
    // EURGBP buy 2.00 at 0.85505; mid 0.85630 -> bid 0.85625: 0.00120 x 200,000 = 240 GBP x 1.27000 = 304.80
    await ok(world, world.sendOrder(SERVER, login, { symbol: 'EURGBP', type: 0, lots: 200 }));
    world.setMid('EURGBP', '0.85630');
    const [eurgbp] = world.openOrders(SERVER, login);
    expect(eurgbp).toMatchObject({ openPrice: '0.85505', closePrice: '0.85625', profit: '304.80' });
    // margin 100,000 x 2.00 x 0.85630 / 100 = 1,712.60 GBP x 1.27000 = 2,175.002 -> 2,175.00
    expect(world.accountInfo(SERVER, login)).toMatchObject({ margin: '2175.00', equity: '10304.80' });

    // XAUUSD buy 0.10 at the ask 2350.10; margin 100 x 0.10 x 2350.00 / 100 = 235.00; floating -0.20 x 10 = -2.00
    await ok(world, world.sendOrder(SERVER, login, { symbol: 'XAUUSD', type: 0, lots: 10 }));
    expect(world.openOrders(SERVER, login)[1]).toMatchObject({ openPrice: '2350.10', profit: '-2.00' });
    expect(world.accountInfo(SERVER, login)).toMatchObject({ margin: '2410.00', equity: '10302.80' });

    // The conversion rate moves the EURGBP profit: GBPUSD 1.25000 -> 240 x 1.25 = 300.00
    world.setMid('GBPUSD', '1.25000');
    expect(world.openOrders(SERVER, login)[0]!.profit).toBe('300.00');
  });
});
