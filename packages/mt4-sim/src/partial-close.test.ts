import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from './money';
import { manualWorld, ok, openAccount, settle } from './test-support';
import type { OrderEvent, SimEvent } from './types';

const APEX = 'ApexCapital-Demo';

describe('partial close (MT4 style: a new ticket for the remainder)', () => {
  it('closes the original ticket with the closed lots and opens `from #<old>` for the rest', async () => {
    const world = manualWorld();
    world.setMid('EURUSD', '1.10000'); // EURUSD.m spread 2: bid 1.09999, ask 1.10001
    const login = openAccount(world, APEX, '10000.00'); // the initial deposit is ticket 9000001
    const events: SimEvent[] = [];
    world.onEvent((e) => events.push(e));

    const opened = await ok(
      world,
      world.sendOrder(APEX, login, {
        symbol: 'EURUSD.m',
        type: 0,
        lots: 100,
        sl: '1.09500',
        tp: '1.11000',
        magic: 42,
        comment: 'my trade',
      }),
    );
    // Apex charges 7.00 per lot round turn at open.
    expect(opened.order).toMatchObject({ ticket: 9000002, openPrice: '1.10001', commission: '-7.00' });
    const openTime = opened.order.openTime;

    world.setMid('EURUSD', '1.10201'); // bid 1.10200
    events.length = 0;
    const first = await ok(world, world.closeOrder(APEX, login, 9000002, { lots: 30 }));
    // (1.10200 - 1.10001) x 100,000 x 0.30 = 59.70; commission -7.00 x 0.30 = -2.10 on the closed part.
    expect(first.order).toMatchObject({
      ticket: 9000002,
      lots: 30,
      state: 'closed',
      closePrice: '1.10200',
      profit: '59.70',
      commission: '-2.10',
      comment: 'to #9000003',
    });
    expect(first.remainder).toMatchObject({
      ticket: 9000003,
      lots: 70,
      state: 'open',
      openTime,
      openPrice: '1.10001',
      sl: '1.09500',
      tp: '1.11000',
      magic: 42,
      commission: '-4.90',
      comment: 'from #9000002',
    });
    // 10,000 + 59.70 - 2.10
    expect(world.accountInfo(APEX, login)!.balance).toBe('10057.60');
    const partial = events.find((e): e is OrderEvent => e.type === 'order')!;
    expect(partial.kind).toBe('partiallyClosed');
    expect(partial.order.ticket).toBe(9000002);
    expect(partial.remainder?.ticket).toBe(9000003);
    expect(events.filter((e) => e.type !== 'tick').map((e) => e.type)).toEqual(['order', 'account']);

    // Again: 0.20 of the 0.70 remainder -> ticket 9000004 `from #9000003`; commission -4.90 x 20/70 = -1.40.
    const second = await ok(world, world.closeOrder(APEX, login, 9000003, { lots: 20 }));
    expect(second.order).toMatchObject({
      lots: 20,
      profit: '39.80',
      commission: '-1.40',
      comment: 'to #9000004',
    });
    expect(second.remainder).toMatchObject({
      ticket: 9000004,
      lots: 50,
      commission: '-3.50',
      comment: 'from #9000003',
    });
    expect(world.accountInfo(APEX, login)!.balance).toBe('10096.00');

    const last = await ok(world, world.closeOrder(APEX, login, 9000004));
    expect(last.remainder).toBeUndefined();
    expect(last.order).toMatchObject({
      lots: 50,
      profit: '99.50',
      commission: '-3.50',
      comment: 'from #9000003',
    });
    const trades = world.history(APEX, login).filter((o) => o.type === 0);
    expect(trades.map((o) => [o.ticket, o.lots])).toEqual([
      [9000002, 30],
      [9000003, 20],
      [9000004, 50],
    ]);
    // Commission of the three closes adds up to the 7.00 charged at open.
    expect(trades.reduce((s, o) => s.plus(o.commission), new Dec(0)).toFixed(2)).toBe('-7.00');
  });

  it('refuses a volume off the lot step, above the position or leaving less than the minimum (131)', async () => {
    const world = manualWorld();
    world.setMid('US30', '39000.00');
    const orion = 'OrionFX-Demo'; // US30pro: min 0.10, step 0.10
    const login = openAccount(world, orion, '100000.00');
    const opened = await ok(world, world.sendOrder(orion, login, { symbol: 'US30pro', type: 1, lots: 30 }));
    const ticket = opened.order.ticket;
    for (const lots of [15, 40, 5, 0]) {
      const result = await settle(world, world.closeOrder(orion, login, ticket, { lots }));
      expect(result).toMatchObject({ ok: false, code: 131 });
    }
    const part = await ok(world, world.closeOrder(orion, login, ticket, { lots: 20 }));
    expect(part.remainder?.lots).toBe(10);
  });

  it('conserves lots and commission over any sequence of partial closes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 300 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
        async (lots, cuts) => {
          const world = manualWorld();
          world.setMid('EURUSD', '1.10000');
          const login = openAccount(world, APEX, '1000000.00');
          let ticket = (await ok(world, world.sendOrder(APEX, login, { symbol: 'EURUSD.m', type: 1, lots })))
            .order.ticket;
          let open = lots;
          for (const cut of cuts) {
            const part = Math.min(open - 1, Math.max(1, Math.round((open * cut) / 100)));
            if (part < 1 || open < 2) break;
            const result = await ok(world, world.closeOrder(APEX, login, ticket, { lots: part }));
            expect(result.remainder?.comment).toBe(`from #${ticket}`);
            ticket = result.remainder!.ticket;
            open -= part;
          }
          const closed = world.history(APEX, login).filter((o) => o.type === 1);
          const remaining = world.openOrders(APEX, login);
          const totalLots =
            closed.reduce((s, o) => s + o.lots, 0) + remaining.reduce((s, o) => s + o.lots, 0);
          const totalCommission = [...closed, ...remaining].reduce(
            (s, o) => s.plus(o.commission),
            new Dec(0),
          );
          return (
            totalLots === lots &&
            totalCommission.equals(new Dec('-7.00').times(lots).div(100).toDecimalPlaces(2))
          );
        },
      ),
      { numRuns: 30 },
    );
  });
});
