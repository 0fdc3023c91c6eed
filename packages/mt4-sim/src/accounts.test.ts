import { describe, expect, it } from 'vitest';
import { MINUTE } from './calendar';
import { SimError } from './errors';
import { manualWorld, ok, openAccount, testHash } from './test-support';
import type { SimEvent } from './types';

const SERVER = 'MeridianMarkets-Demo'; // first login 5200001, first ticket 18000001

describe('accounts, passwords and balance operations', () => {
  it('assigns logins per server, keeps only password hashes and tells trade from investor access', () => {
    const world = manualWorld();
    const first = openAccount(world, SERVER, '1000.00');
    const second = openAccount(world, SERVER, '1000.00');
    const apex = openAccount(world, 'ApexCapital-Demo', '1000.00');
    expect([first, second, apex]).toEqual([5200001, 5200002, 30100001]);
    const chosen = world.createAccount(SERVER, {
      login: 7777777,
      name: 'Chosen',
      password: 'p',
      investorPassword: 'i',
      leverage: 500,
      currency: 'USD',
      balance: '0',
    });
    expect(chosen.login).toBe(7777777);
    expect(() => openAccount(world, 'Nowhere-Live', '1.00')).toThrow(RangeError);
    expect(() =>
      world.createAccount(SERVER, {
        login: 7777777,
        name: 'Again',
        password: 'p',
        investorPassword: 'i',
        leverage: 100,
        currency: 'USD',
        balance: '1.00',
      }),
    ).toThrow(/exists/);

    expect(world.verify(SERVER, first, 'trade-pass1')).toBe('trade');
    expect(world.verify(SERVER, first, 'investor-pass1')).toBe('investor');
    expect(world.verify(SERVER, first, 'wrong')).toBe('invalid_password');
    expect(world.verify(SERVER, 1234, 'trade-pass1')).toBe('invalid_account');
    expect(world.verify('Nowhere-Live', first, 'trade-pass1')).toBe('unknown_server');
    const saved = JSON.stringify(world.exportState());
    expect(saved).not.toContain('"trade-pass1"');
    expect(saved).toContain(JSON.stringify(testHash('trade-pass1')));
  });

  it('records the initial deposit, deposits, withdrawals and credit as history operations 6 and 7', () => {
    const world = manualWorld();
    const events: SimEvent[] = [];
    world.onEvent((e) => events.push(e));
    const login = world.createAccount(SERVER, {
      name: 'Ops',
      password: 'p',
      investorPassword: 'i',
      leverage: 100,
      currency: 'USD',
      balance: '5000.00',
      credit: '200.00',
    }).login;
    world.advanceTo(world.now() + 10 * MINUTE);
    const depositTime = world.now();
    world.deposit(SERVER, login, '1000.00', 'Wire in');
    world.advanceTo(world.now() + 10 * MINUTE);
    world.withdraw(SERVER, login, '2500.50', 'Wire out');
    world.credit(SERVER, login, '-200.00', 'Bonus removed');

    const history = world.history(SERVER, login);
    expect(history.map((o) => [o.ticket, o.type, o.profit, o.comment])).toEqual([
      [18000001, 6, '5000.00', 'Initial deposit'],
      [18000002, 7, '200.00', 'Credit'],
      [18000003, 6, '1000.00', 'Wire in'],
      [18000004, 6, '-2500.50', 'Wire out'],
      [18000005, 7, '-200.00', 'Bonus removed'],
    ]);
    expect(history[2]).toMatchObject({
      symbol: '',
      lots: 0,
      openTime: depositTime,
      closeTime: depositTime,
      state: 'closed',
    });
    expect(world.accountInfo(SERVER, login)).toMatchObject({
      balance: '3499.50',
      credit: '0.00',
      equity: '3499.50',
    });
    // Only the operations inside [from, to].
    expect(world.history(SERVER, login, depositTime, depositTime).map((o) => o.comment)).toEqual(['Wire in']);
    // Each operation: a balance event, then the account's new figures.
    expect(
      events.map((e) => (e.type === 'account' ? `account:${e.change}:${e.balance}:${e.credit}` : e.type)),
    ).toEqual([
      'account:created:0.00:0.00',
      'balance',
      'account:balance:5000.00:0.00',
      'balance',
      'account:credit:5000.00:200.00',
      'balance',
      'account:balance:6000.00:200.00',
      'balance',
      'account:balance:3499.50:200.00',
      'balance',
      'account:credit:3499.50:0.00',
    ]);
  });

  it('refuses a withdrawal above the balance or the free margin (134), and credit below zero', async () => {
    const world = manualWorld();
    world.setMid('EURUSD', '1.10000');
    const login = openAccount(world, SERVER, '2000.00');
    expect(() => world.withdraw(SERVER, login, '2000.01')).toThrow(SimError);
    await ok(world, world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 100 }));
    // equity 1,990.00 (spread), margin 1,100.00: free margin 890.00.
    expect(world.accountInfo(SERVER, login)!.freeMargin).toBe('890.00');
    expect(() => world.withdraw(SERVER, login, '890.01')).toThrow(
      expect.objectContaining({ code: 134 }) as Error,
    );
    world.withdraw(SERVER, login, '890.00');
    expect(world.accountInfo(SERVER, login)).toMatchObject({ balance: '1110.00', freeMargin: '0.00' });
    expect(() => world.credit(SERVER, login, '-0.01')).toThrow(SimError);
    expect(() => world.deposit(SERVER, login, '1.001')).toThrow(RangeError);
  });

  it('changes leverage, and the margin with it', async () => {
    const world = manualWorld();
    world.setMid('EURUSD', '1.10000');
    const login = openAccount(world, SERVER, '5000.00');
    await ok(world, world.sendOrder(SERVER, login, { symbol: 'EURUSD', type: 0, lots: 100 }));
    world.setLeverage(SERVER, login, 500);
    // 100,000 x 1.10000 / 500 = 220.00
    expect(world.accountInfo(SERVER, login)).toMatchObject({ leverage: 500, margin: '220.00' });
  });
});
