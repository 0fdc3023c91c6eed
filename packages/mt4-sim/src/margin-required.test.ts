import { describe, expect, it } from 'vitest';
import { manualWorld, openAccount, setMids } from './test-support';

const SERVER = 'MeridianMarkets-Demo';

describe('margin required for a lot (MODE_MARGINREQUIRED)', () => {
  it('EURUSD 1.00 lot at 1.10000 with 1:100 is 1,100.00 USD; USDJPY at 150.000 is 1,000.00 USD', () => {
    const world = manualWorld();
    setMids(world, { EURUSD: '1.10000', USDJPY: '150.000' });
    const login = openAccount(world, SERVER, '10000.00', 100);
    expect(world.marginRequired(SERVER, login, 'EURUSD')).toBe('1100.00');
    expect(world.marginRequired(SERVER, login, 'USDJPY')).toBe('1000.00');
    // Half a lot at 1:500: 100,000 x 0.50 x 1.10000 / 500 = 110.00.
    const high = openAccount(world, SERVER, '10000.00', 500);
    expect(world.marginRequired(SERVER, high, 'EURUSD', 50)).toBe('110.00');
  });

  it('is null for an unknown symbol, an unknown account, or a halted market', () => {
    const world = manualWorld();
    setMids(world, { EURUSD: '1.10000' });
    const login = openAccount(world, SERVER, '1000.00');
    expect(world.marginRequired(SERVER, login, 'NOPE')).toBeNull();
    expect(world.marginRequired(SERVER, 1, 'EURUSD')).toBeNull();
    expect(world.marginRequired(SERVER, login, 'GBPUSD')).not.toBeNull();
    world.haltMarket('GBPUSD', true);
    expect(world.marginRequired(SERVER, login, 'GBPUSD')).toBeNull();
  });
});
