import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { ServerMessage } from '@copytrade/contracts/realtime';
import { mtAccounts, mtOrders } from '../src/db/schema/accounts';
import { simState } from '../src/db/schema/sim';
import type { SimGateway } from '../src/trading/sim/sim-gateway';
import { bindAccount, person } from './copy-support';
import { anotherApp, createTestContext, testGateway, type TestContext } from './harness';
import { linkBroken } from './messages-support';
import { simAccount } from './sim-support';

/** A Wednesday morning in London: the markets are open. */
const START = new Date('2026-11-18T09:00:00Z');
const SERVER = 'ApexCapital-Real01';
const LOGIN = 5000001;
const BOT_LOGIN = 5000002;

let t: TestContext;
let token: string;
let mtAccId: number;
let botAccId: number;
const messages: ServerMessage[] = [];

async function step(ms: number, gateway: SimGateway = t.gateway) {
  t.clock.advance(ms);
  await gateway.advance();
  await t.app.trading.mirror.idle();
}

async function rows(accountId: number) {
  return t.db.select().from(mtOrders).where(eq(mtOrders.accountId, accountId)).orderBy(asc(mtOrders.ticket));
}

beforeAll(async () => {
  t = await createTestContext({ start: START });
  const world = t.gateway.world();
  for (const login of [LOGIN, BOT_LOGIN]) {
    world.createAccount(SERVER, {
      login,
      name: `M${login}`,
      password: 'Secret123',
      investorPassword: 'Read1234',
      leverage: 100,
      currency: 'USD',
      balance: '10000.00',
    });
  }
  world.attachBot(SERVER, BOT_LOGIN, {
    strategy: 'scalper',
    symbols: ['EURUSD.m'],
    magic: 77,
    riskPercent: 0.3,
  });
  await step(1000);
  const owner = await person(t, 'mirror@example.com', 3);
  token = owner.token;
  t.app.trading.hub.subscribe(t.siteA.id, owner.id, (m) => messages.push(m));
  const account = (login: number) =>
    simAccount(SERVER, login, { password: 'Secret123', balance: '10000.00' });
  mtAccId = await bindAccount(t, owner, 2, account(LOGIN));
  botAccId = await bindAccount(t, owner, 1, account(BOT_LOGIN));
});
afterAll(async () => {
  await t.close();
});

describe('live order events', () => {
  it('an order placed at the broker lands in the database and reaches the owner', async () => {
    const world = t.gateway.world();
    const pending = world.sendOrder(SERVER, LOGIN, {
      symbol: 'EURUSD.m',
      type: 0,
      lots: 100,
      comment: 'manual',
    });
    await step(2000);
    const result = await pending;
    expect(result.ok).toBe(true);
    await t.app.trading.mirror.idle();
    const stored = await rows(mtAccId);
    expect(stored).toHaveLength(2); // the initial deposit and the position
    expect(stored.find((r) => r.type === 6)).toMatchObject({ state: 'closed', profit: '10000.00' });
    const position = stored.find((r) => r.type === 0)!;
    expect(position).toMatchObject({ symbol: 'EURUSD.m', lots: 100, state: 'open', comment: 'manual' });
    expect(messages.some((m) => m.type === 'order' && m.mtAccId === mtAccId && m.kind === 'opened')).toBe(
      true,
    );

    // The simulator saved the order before the mirror heard of it.
    const [saved] = await t.db.select().from(simState);
    expect(JSON.stringify(saved!.state)).toContain(String(position.ticket));
  });

  it('a partial close leaves the closed original and a new ticket "from #<old>"', async () => {
    const world = t.gateway.world();
    const [open] = world.openOrders(SERVER, LOGIN);
    const closing = world.closeOrder(SERVER, LOGIN, open!.ticket, { lots: 40 });
    await step(2000);
    const result = await closing;
    expect(result.ok).toBe(true);
    await t.app.trading.mirror.idle();
    const stored = await rows(mtAccId);
    const original = stored.find((r) => r.ticket === open!.ticket)!;
    const remainder = stored.find((r) => r.comment === `from #${open!.ticket}`)!;
    expect(original).toMatchObject({ state: 'closed', lots: 40, comment: `to #${remainder.ticket}` });
    expect(remainder).toMatchObject({ state: 'open', lots: 60 });
  });

  it('pushes the live figures of the account when they change, and not the same ones again', async () => {
    const world = t.gateway.world();
    const ownFigures = () => messages.filter((m) => m.type === 'account' && m.mtAccId === mtAccId);
    // The position's price moves: equity and margin with it.
    const mid = Number(world.quote(SERVER, 'EURUSD.m')!.bid);
    world.setMid('EURUSD', (mid + 0.002).toFixed(5));
    messages.length = 0;
    await step(1500);
    expect(ownFigures().length).toBeGreaterThan(0);
    const last = ownFigures().at(-1)!;
    expect(last).toMatchObject({ equity: world.accountInfo(SERVER, LOGIN)!.equity });

    // Nothing moves (the market is halted): nothing new is written or pushed.
    world.haltMarket('EURUSD', true);
    await step(1500);
    messages.length = 0;
    await step(1500);
    expect(ownFigures()).toEqual([]);
    world.haltMarket('EURUSD', false);
    const detail = await t.call({
      method: 'GET',
      url: '/community/api/queryMtAccountDetail',
      query: { mtId: String(mtAccId) },
      token,
    });
    expect(detail.json()).toMatchObject({ content: [{ openCount: 1 }] });
  });
});

describe('a dropped connection', () => {
  it('shows broken, then restored, and loses no order event', async () => {
    messages.length = 0;
    const world = t.gateway.world();
    t.gateway.dropConnection(SERVER, String(LOGIN), 5000);
    await t.app.trading.mirror.idle();
    const [broken] = await t.db.select().from(mtAccounts).where(eq(mtAccounts.id, mtAccId));
    expect(broken!.connectionStatus).toBe(1);
    expect(messages).toContainEqual(linkBroken(mtAccId, LOGIN));

    // While the link is down the account trades at the broker: a new position and a close.
    // (One request at a time: a second one in flight is refused with 146, trade context busy.)
    const [remainder] = world.openOrders(SERVER, LOGIN);
    const opened = world.sendOrder(SERVER, LOGIN, {
      symbol: 'GBPUSD.m',
      type: 1,
      lots: 20,
      comment: 'while down',
    });
    await step(1500);
    expect((await opened).ok).toBe(true);
    const closed = world.closeOrder(SERVER, LOGIN, remainder!.ticket);
    await step(1500);
    expect((await closed).ok).toBe(true);
    await t.app.trading.mirror.idle();
    const during = await rows(mtAccId);
    expect(during.find((r) => r.comment === 'while down')).toBeUndefined();
    expect(during.find((r) => r.ticket === remainder!.ticket)!.state).toBe('open');

    await step(3000);
    const after = await rows(mtAccId);
    expect(after.find((r) => r.comment === 'while down')).toMatchObject({ state: 'open', lots: 20 });
    expect(after.find((r) => r.ticket === remainder!.ticket)).toMatchObject({ state: 'closed' });
    expect(new Set(after.map((r) => r.ticket)).size).toBe(after.length);
    const [restored] = await t.db.select().from(mtAccounts).where(eq(mtAccounts.id, mtAccId));
    expect(restored!.connectionStatus).toBe(0);
    expect(
      messages.filter((m) => m.type === 'connection').map((m) => (m as { status: number }).status),
    ).toEqual([1, 0]);
  });
});

describe('a restart', () => {
  it('continues the brokers from their save and mirrors what happened meanwhile, without gaps or duplicates', async () => {
    // A few hours of the scalper trading.
    for (let i = 0; i < 12; i += 1) await step(15 * 60_000);
    const world = t.gateway.world();
    const countAtBroker = (w = world) =>
      w.history(SERVER, BOT_LOGIN).length + w.openOrders(SERVER, BOT_LOGIN).length;
    expect((await rows(botAccId)).length).toBe(countAtBroker());
    expect(countAtBroker()).toBeGreaterThan(3);
    const before = await rows(botAccId);

    // Stop everything, leave the brokers running for a day while we are down, start again.
    await t.app.close();
    await t.gateway.stop();
    t.clock.advance(24 * 3600_000);
    const gateway = await testGateway(t.db, t.clock);
    const app = await anotherApp(t, { gateway });
    await app.ready();
    await app.trading.mirror.idle();
    try {
      const after = await t.db
        .select()
        .from(mtOrders)
        .where(and(eq(mtOrders.accountId, botAccId)))
        .orderBy(asc(mtOrders.ticket));
      const w = gateway.world();
      expect(after.length).toBe(countAtBroker(w));
      expect(after.length).toBeGreaterThan(before.length);
      expect(new Set(after.map((r) => r.ticket)).size).toBe(after.length);
      const brokerTickets = new Set(
        [...w.history(SERVER, BOT_LOGIN), ...w.openOrders(SERVER, BOT_LOGIN)].map((o) => o.ticket),
      );
      expect(after.every((r) => brokerTickets.has(r.ticket))).toBe(true);
      // Everything known before the restart is still there, as it was or further along.
      for (const old of before) expect(after.find((r) => r.ticket === old.ticket)).toBeDefined();
    } finally {
      await app.close();
      await gateway.stop();
    }
  });
});
