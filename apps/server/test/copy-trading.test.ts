import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import { copyTag } from '@copytrade/engine/copy/copy-tag';
import { sites } from '../src/db/schema/sites';
import { mtAccounts, mtOrders } from '../src/db/schema/accounts';
import type { TestContext } from './harness';
import {
  answerOf,
  bindAccount,
  brokerTrade,
  createSimAccounts,
  fixedLot,
  links,
  person,
  records,
  settle,
  subscribe,
  subscribeOk,
  type Person,
  type SimAccount,
} from './copy-support';
import { masterSim, simAccount, tradingContext } from './sim-support';

const MASTER = masterSim(7000001);
const F1 = simAccount('ApexCapital-Real01', 7000011);
const F2 = simAccount('OrionFX-Pro', 7000012, { balance: '10000.00', leverage: 200 });
const F3 = simAccount('ApexCapital-Real02', 7000013);

let t: TestContext;
let trader: Person;
let lin: Person;
let mia: Person;
let masterId: number;
let f1: number;
let f2: number;
let f3: number;
let subA: number;
let subB: number;
let subC: number;

const world = () => t.gateway.world();
const quote = (server: string, symbol: string) => world().quote(server, symbol)!;
/** A price `points` away from `price` (5-digit symbols). */
const shift = (price: string, points: number) => (Number(price) + points / 100000).toFixed(5);

function followerOrder(account: SimAccount, ticket: number) {
  return world()
    .openOrders(account.server, account.login)
    .find((o) => o.ticket === ticket);
}

beforeAll(async () => {
  t = await tradingContext([MASTER, F1, F2, F3]);
  await t.db.update(sites).set({ reverseCopyFlag: 1 }).where(eq(sites.id, t.siteA.id));
  trader = await person(t, 'atlas@example.com', 3);
  lin = await person(t, 'lin@example.com');
  mia = await person(t, 'mia@example.com');
  masterId = await bindAccount(t, trader, 1, MASTER);
  f1 = await bindAccount(t, lin, 2, F1);
  f2 = await bindAccount(t, lin, 2, F2);
  f3 = await bindAccount(t, mia, 2, F3);
  subA = await subscribeOk(t, lin, fixedLot(masterId, f1));
  subB = await subscribeOk(t, lin, {
    masterAccountId: masterId,
    followAccountId: f2,
    copyType: 2,
    copyValue: '0.50',
    direction: 2,
  });
  subC = await subscribeOk(t, mia, {
    masterAccountId: masterId,
    followAccountId: f3,
    copyType: 3,
    direction: 1,
    partialClose: 'takeBig',
  });
  await settle(t);
});
afterAll(async () => {
  await t.close();
});

describe('one master position, three subscribers on three brokers', () => {
  let masterTicket: number;
  let sl: string;
  let tp: string;

  it('opens the copies: fixed lot, reversed fixed ratio with swapped stops, smart ratio', async () => {
    // What lin's screens are told: each copy once it is written (a refetch on the message finds it).
    const told: { linkId: number; masterTicket: number; rowThere: Promise<boolean> }[] = [];
    const stop = t.app.trading.hub.subscribe(t.siteA.id, lin.id, (message) => {
      if (message.type !== 'copy') return;
      const { linkId, masterTicket: ticket } = message.link;
      const rowThere = links(t, lin, { subscriptionId: String(message.link.subscriptionId) }).then((res) =>
        res.content.some((link) => link.masterTicket === ticket && link.linkId === linkId),
      );
      told.push({ linkId, masterTicket: ticket, rowThere });
    });
    const q = quote(MASTER.server, 'EURUSD');
    sl = shift(q.bid, -500);
    tp = shift(q.ask, 800);
    const opened = await brokerTrade(
      t,
      world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots: 100, sl, tp }),
    );
    masterTicket = opened.order.ticket;
    stop();
    expect(told.map((m) => m.masterTicket)).toEqual([masterTicket, masterTicket]);
    for (const m of told) {
      expect(m.linkId).toBeGreaterThan(0);
      expect(await m.rowThere).toBe(true);
    }

    const a = (await links(t, lin, { subscriptionId: String(subA) })).content;
    expect(a).toHaveLength(1);
    expect(a[0]).toMatchObject({
      masterTicket,
      symbol: 'EURUSD.m',
      type: 0,
      lots: '0.10',
      masterLots: '1.00',
      sl,
      tp,
      state: 'open',
    });
    expect(a[0]!.delayMs).toBeGreaterThanOrEqual(0);
    expect(followerOrder(F1, a[0]!.followerTicket)).toMatchObject({
      lots: 10,
      comment: copyTag(subA, masterTicket),
    });

    // Fixed ratio 0.50 in reverse: a sell of 0.50 with the master's TP as its SL and the SL as its TP.
    const b = (await links(t, lin, { subscriptionId: String(subB) })).content;
    expect(b[0]).toMatchObject({ symbol: 'EURUSDpro', type: 1, lots: '0.50', sl: tp, tp: sl, state: 'open' });

    // Smart ratio: 5,000 / ~50,000 x min(1, 100 / 100) = 0.1 -> 0.10 lots.
    const c = (await links(t, mia, { subscriptionId: String(subC) })).content;
    expect(c[0]).toMatchObject({ symbol: 'EURUSD.m', type: 0, lots: '0.10', state: 'open' });

    // Nobody else sees these copies.
    const other = await t.call({
      method: 'GET',
      url: '/mam/main/queryCopyRelationTran',
      query: { subscriptionId: String(subA) },
      token: mia.token,
    });
    expect(other.statusCode).toBe(404);
  });

  it('a partial close closes the same share of every copy and moves the links to the remainders', async () => {
    const closing = await brokerTrade(
      t,
      world().closeOrder(MASTER.server, MASTER.login, masterTicket, { lots: 40 }),
    );
    const remainder = closing.remainder!;
    const a = (await links(t, lin, { subscriptionId: String(subA) })).content[0]!;
    // 0.10 x 0.40 / 1.00 = 0.04 closed (take small), 0.06 left.
    expect(a).toMatchObject({
      masterTicket: remainder.ticket,
      lots: '0.06',
      masterLots: '0.60',
      state: 'open',
    });
    expect(followerOrder(F1, a.followerTicket)).toMatchObject({ lots: 6 });
    const b = (await links(t, lin, { subscriptionId: String(subB) })).content[0]!;
    expect(b).toMatchObject({ masterTicket: remainder.ticket, lots: '0.30' });
    // Take big: 0.10 x 0.40 = 0.04 exactly, 0.06 left.
    const c = (await links(t, mia, { subscriptionId: String(subC) })).content[0]!;
    expect(c).toMatchObject({ lots: '0.06' });
    masterTicket = remainder.ticket;
  });

  it('a stop change follows, swapped for the reversed copy', async () => {
    const q = quote(MASTER.server, 'EURUSD');
    const newSl = shift(q.bid, -300);
    const newTp = shift(q.ask, 600);
    await brokerTrade(
      t,
      world().modifyOrder(MASTER.server, MASTER.login, masterTicket, { sl: newSl, tp: newTp }),
    );
    const a = (await links(t, lin, { subscriptionId: String(subA) })).content[0]!;
    expect(a).toMatchObject({ sl: newSl, tp: newTp });
    expect(followerOrder(F1, a.followerTicket)).toMatchObject({ sl: newSl, tp: newTp });
    const b = (await links(t, lin, { subscriptionId: String(subB) })).content[0]!;
    expect(b).toMatchObject({ sl: newTp, tp: newSl });
  });

  it("an open copy shows its floating result: the follower position's profit, swap and commission", async () => {
    await settle(t, 1000, 5);
    const a = (await links(t, lin, { subscriptionId: String(subA) })).content[0]!;
    const [order] = await t.db
      .select()
      .from(mtOrders)
      .where(and(eq(mtOrders.accountId, f1), eq(mtOrders.ticket, a.followerTicket)));
    const cents = (v: string) => Math.round(Number(v) * 100);
    const net = (cents(order!.profit) + cents(order!.swap) + cents(order!.commission)) / 100;
    expect(net).not.toBe(0);
    expect(a.profit).toBe(net.toFixed(2));
  });

  it('the close closes every copy, with its profit', async () => {
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, masterTicket));
    for (const [who, sub, account] of [
      [lin, subA, F1],
      [lin, subB, F2],
      [mia, subC, F3],
    ] as const) {
      expect((await links(t, who, { subscriptionId: String(sub) })).content).toHaveLength(0);
      const history = (await links(t, who, { subscriptionId: String(sub), scope: 'history' })).content;
      expect(history).toHaveLength(1);
      expect(history[0]!.state).toBe('closed');
      expect(history[0]!.profit).toMatch(/^-?\d+\.\d{2}$/);
      expect(world().openOrders(account.server, account.login)).toHaveLength(0);
    }
    // Trader's view: the position and its three copies.
    const orders = await t.call({
      method: 'GET',
      url: '/mam/main/queryMasterOrderHistory',
      query: { mtId: String(masterId) },
      token: trader.token,
    });
    expect(orders.json<{ content: { copies: number }[] }>().content[0]!.copies).toBeGreaterThanOrEqual(3);
  });
});

describe('skips are recorded with their reason', () => {
  it('an unbound symbol on the follower is skipped as SYMBOL_UNBOUND; the others still copy', async () => {
    const symbols = await t.call({
      method: 'GET',
      url: '/mam/main/queryMamUserSymbols',
      query: { mtId: String(f1) },
      token: lin.token,
    });
    const row = symbols
      .json<{ content: [{ symbolList: { id: number; symbol: string }[] }] }>()
      .content[0].symbolList.find((s) => s.symbol === 'GBPUSD.m')!;
    await t.call({
      method: 'POST',
      url: '/mam/main/updateMamUserSymbols',
      token: lin.token,
      payload: { mtAccountId: f1, symbolS: [{ id: row.id, standardSymbol: '' }] },
    });
    const opened = await brokerTrade(
      t,
      world().sendOrder(MASTER.server, MASTER.login, { symbol: 'GBPUSD', type: 1, lots: 100 }),
    );
    const skipped = (await records(t, lin, { subscriptionId: String(subA) })).content;
    expect(skipped[0]).toMatchObject({
      reason: 'SYMBOL_UNBOUND',
      action: 'open',
      masterTicket: opened.order.ticket,
    });
    expect((await links(t, lin, { subscriptionId: String(subB) })).content).toHaveLength(1);
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, opened.order.ticket));
  });

  it('the maximum open positions stops the next copy', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/community/api/updateSubscription',
      token: mia.token,
      payload: { subscriptionId: subC, copyType: 1, copyValue: '0.05', direction: 1, maxOpenPositions: 1 },
    });
    expect(res.json()).toMatchObject({
      status: STATUS.OK,
      content: [{ maxOpenPositions: 1, copyValue: '0.05' }],
    });
    const first = await brokerTrade(
      t,
      world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots: 50 }),
    );
    const second = await brokerTrade(
      t,
      world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 1, lots: 50 }),
    );
    expect(
      (await links(t, mia, { subscriptionId: String(subC) })).content.map((l) => l.masterTicket),
    ).toEqual([first.order.ticket]);
    expect((await records(t, mia, { subscriptionId: String(subC) })).content[0]).toMatchObject({
      reason: 'MAX_POSITIONS',
      masterTicket: second.order.ticket,
    });
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, first.order.ticket));
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, second.order.ticket));
  });
});

describe('what the follower does himself', () => {
  it('a copy the follower closed is never reopened, and the master close finds nothing to do', async () => {
    const opened = await brokerTrade(
      t,
      world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots: 100 }),
    );
    const link = (await links(t, lin, { subscriptionId: String(subA) })).content[0]!;
    await brokerTrade(t, world().closeOrder(F1.server, F1.login, link.followerTicket));
    expect(
      (await links(t, lin, { subscriptionId: String(subA), scope: 'history' })).content[0],
    ).toMatchObject({ followerTicket: link.followerTicket, state: 'closed' });
    await t.app.trading.copier.repair();
    await settle(t);
    expect(world().openOrders(F1.server, F1.login)).toHaveLength(0);
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, opened.order.ticket));
    expect(world().openOrders(F1.server, F1.login)).toHaveLength(0);
    expect(
      world()
        .history(F1.server, F1.login)
        .filter((o) => o.comment.startsWith(copyTag(subA, opened.order.ticket))),
    ).toHaveLength(1);
  });
});

describe('missed events', () => {
  it('an open the mirror only learns of on reconnect is copied once when still fresh', async () => {
    t.gateway.dropConnection(MASTER.server, String(MASTER.login), 5_000);
    await settle(t);
    const pending = world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 1, lots: 100 });
    await settle(t, 500, 14);
    const opened = await pending;
    expect(opened.ok).toBe(true);
    const ticket = opened.ok ? opened.order.ticket : 0;
    const copies = () =>
      world()
        .openOrders(F1.server, F1.login)
        .filter((o) => o.comment.startsWith(copyTag(subA, ticket)));
    expect(copies()).toHaveLength(1);
    // A second reconcile (another reconnect) does not copy again.
    t.gateway.dropConnection(MASTER.server, String(MASTER.login), 1_000);
    await settle(t, 500, 4);
    expect(copies()).toHaveLength(1);
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, ticket));
  });

  it('an open learned of more than 60 s late is not copied, and says so', async () => {
    t.gateway.dropConnection(MASTER.server, String(MASTER.login), 70_000);
    await settle(t);
    const pending = world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots: 100 });
    await settle(t, 5_000, 16);
    const opened = await pending;
    expect(opened.ok).toBe(true);
    const ticket = opened.ok ? opened.order.ticket : 0;
    expect(
      world()
        .openOrders(F1.server, F1.login)
        .filter((o) => o.comment.startsWith(copyTag(subA, ticket))),
    ).toHaveLength(0);
    expect(
      (await records(t, lin, { subscriptionId: String(subA) })).content.find(
        (r) => r.masterTicket === ticket,
      ),
    ).toMatchObject({ reason: 'SIGNAL_TOO_OLD' });
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, ticket));
  });
});

describe('cancelling', () => {
  it('"follow the trader": no new copies; the open one closes with the master; then the subscription is cancelled', async () => {
    const opened = await brokerTrade(
      t,
      world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots: 100 }),
    );
    const cancel = await t.call({
      method: 'GET',
      url: '/community/api/cancelSubscription',
      query: { subscriptionId: String(subA), closeMode: 'followTrader' },
      token: lin.token,
    });
    expect(cancel.json()).toMatchObject({
      status: STATUS.OK,
      content: [{ state: 'closing', cancelMode: 'followTrader', openCopies: 1 }],
    });
    const again = await t.call({
      method: 'GET',
      url: '/community/api/cancelSubscription',
      query: { subscriptionId: String(subA) },
      token: lin.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: STATUS.SUBSCRIPTION_ENDED });

    const next = await brokerTrade(
      t,
      world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots: 100 }),
    );
    expect(
      world()
        .openOrders(F1.server, F1.login)
        .filter((o) => o.comment.startsWith(copyTag(subA, next.order.ticket))),
    ).toHaveLength(0);
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, opened.order.ticket));
    expect(world().openOrders(F1.server, F1.login)).toHaveLength(0);
    const detail = await t.call({
      method: 'GET',
      url: '/community/api/querySubscriptionDetail',
      query: { subscriptionId: String(subA) },
      token: lin.token,
    });
    expect(detail.json()).toMatchObject({ content: [{ state: 'cancelled', openCopies: 0 }] });
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, next.order.ticket));
  });

  it('"close manually": copies are detached, the master close leaves them, the follower closes one himself', async () => {
    const opened = await brokerTrade(
      t,
      world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 1, lots: 100 }),
    );
    const link = (await links(t, lin, { subscriptionId: String(subB) })).content[0]!;
    const cancel = await t.call({
      method: 'GET',
      url: '/community/api/cancelSubscription',
      query: { subscriptionId: String(subB), closeMode: 'manual' },
      token: lin.token,
    });
    expect(cancel.json()).toMatchObject({ content: [{ state: 'cancelled', cancelMode: 'manual' }] });
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, opened.order.ticket));
    expect(followerOrder(F2, link.followerTicket)).toBeDefined();
    const detached = (await links(t, lin, { subscriptionId: String(subB), scope: 'history' })).content.find(
      (l) => l.followerTicket === link.followerTicket,
    )!;
    expect(detached.state).toBe('detached');
    // The answer waits for the broker, so the simulator moves while the call is under way.
    const closing = t.call({
      method: 'GET',
      url: '/mam/main/closeOrder',
      query: { linkId: String(detached.linkId) },
      token: lin.token,
    });
    expect((await answerOf(t, closing)).json()).toMatchObject({ status: STATUS.OK });
    expect(followerOrder(F2, link.followerTicket)).toBeUndefined();
  });
});

describe('bad input', () => {
  const base = () => ({
    masterAccountId: masterId,
    followAccountId: f3,
    copyType: 1,
    copyValue: '0.10',
    direction: 1,
  });

  it.each([
    ['lots 0.001', { copyValue: '0.001' }, 'copyValue', 'Can only be a multiple of 0.01'],
    ['lots 1e12', { copyValue: 1e12 }, 'copyValue', 'Can only be a multiple of 0.01'],
    ['ratio 0', { copyType: 2, copyValue: '0' }, 'copyValue', 'Can only be a multiple of 0.01'],
    ['negative ratio', { copyType: 2, copyValue: '-0.5' }, 'copyValue', 'Can only be a multiple of 0.01'],
    ['no value for a fixed lot', { copyValue: undefined }, 'copyValue', 'This field is required'],
    ['limit below zero', { maxOpenPositions: -1 }, 'maxOpenPositions', 'Please enter a positive integer'],
    ['limit zero', { maxOpenPositions: 0 }, 'maxOpenPositions', 'Please enter a positive integer'],
    [
      'no follow account',
      { followAccountId: undefined },
      'followAccountId',
      'Follow account cannot be empty',
    ],
  ])('%s', async (_name, patch, field, message) => {
    const res = await t.call({
      method: 'POST',
      url: '/community/api/createSubscription',
      token: mia.token,
      language: 'en_US',
      payload: { ...base(), ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ content: { field: string; message: string }[] }>().content).toContainEqual({
      field,
      message,
    });
  });

  it('refuses a second live subscription of the same pair', async () => {
    const res = await subscribe(t, mia, base());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: STATUS.SUBSCRIPTION_EXISTS });
  });

  it("refuses copying oneself, a trade account as follow account, and another user's follow account", async () => {
    const traderFollow = await bindAccount(t, trader, 2, {
      server: 'OrionFX-Pro',
      login: 7000021,
      password: 'Own12345',
      balance: '1000.00',
      leverage: 100,
    }).catch(async () => {
      createSimAccounts(t, [
        { server: 'OrionFX-Pro', login: 7000021, password: 'Own12345', balance: '1000.00', leverage: 100 },
      ]);
      await settle(t);
      return bindAccount(t, trader, 2, {
        server: 'OrionFX-Pro',
        login: 7000021,
        password: 'Own12345',
        balance: '1000.00',
        leverage: 100,
      });
    });
    expect((await subscribe(t, trader, { ...base(), followAccountId: traderFollow })).json()).toMatchObject({
      status: STATUS.SELF_SUBSCRIBE,
      message: '不能跟随自己的交易账户',
    });
    expect((await subscribe(t, trader, { ...base(), followAccountId: masterId })).json()).toMatchObject({
      status: STATUS.NOT_A_FOLLOW_ACCOUNT,
    });
    expect((await subscribe(t, mia, { ...base(), followAccountId: f1 })).json()).toMatchObject({
      status: STATUS.NOT_A_FOLLOW_ACCOUNT,
    });
  });

  it('refuses a restricted trader and an unbound account with the spec texts', async () => {
    await t.db.update(mtAccounts).set({ restricted: true }).where(eq(mtAccounts.id, masterId));
    const restricted = await t.call({
      method: 'POST',
      url: '/community/api/createSubscription',
      token: lin.token,
      language: 'en_US',
      payload: { ...base(), followAccountId: f1 },
    });
    expect(restricted.json()).toMatchObject({
      status: STATUS.TRADER_RESTRICTED,
      message: 'This trader is restricted by the platform',
    });
    await t.db.update(mtAccounts).set({ restricted: false }).where(eq(mtAccounts.id, masterId));
    const unknown = await t.call({
      method: 'POST',
      url: '/community/api/createSubscription',
      token: lin.token,
      language: 'en_US',
      payload: { ...base(), followAccountId: f1, masterAccountId: 99999 },
    });
    expect(unknown.json()).toMatchObject({
      status: STATUS.ACCOUNT_EXPIRED,
      message: 'Account has expired and cannot be subscribed',
    });
  });

  it('refuses reverse copying where the site does not allow it', async () => {
    await t.db.update(sites).set({ reverseCopyFlag: 0 }).where(eq(sites.id, t.siteA.id));
    const res = await subscribe(t, lin, { ...base(), followAccountId: f1, direction: 2 });
    expect(res.json()).toMatchObject({ status: STATUS.REVERSE_NOT_ALLOWED });
    await t.db.update(sites).set({ reverseCopyFlag: 1 }).where(eq(sites.id, t.siteA.id));
  });

  it("nobody reaches another user's subscription", async () => {
    for (const call of [
      {
        method: 'GET' as const,
        url: '/community/api/querySubscriptionDetail',
        query: { subscriptionId: String(subC) },
      },
      {
        method: 'GET' as const,
        url: '/community/api/cancelSubscription',
        query: { subscriptionId: String(subC) },
      },
      {
        method: 'GET' as const,
        url: '/mam/main/queryCopyRelationTran',
        query: { subscriptionId: String(subC) },
      },
      { method: 'GET' as const, url: '/mam/main/queryCopyRecords', query: { subscriptionId: String(subC) } },
    ]) {
      const res = await t.call({ ...call, token: lin.token });
      expect(res.statusCode, call.url).toBe(404);
    }
    const update = await t.call({
      method: 'POST',
      url: '/community/api/updateSubscription',
      token: lin.token,
      payload: { subscriptionId: subC, copyType: 1, copyValue: '5.00', direction: 1 },
    });
    expect(update.statusCode).toBe(404);
    const mine = await t.call({
      method: 'GET',
      url: '/community/api/querySubscriptionDetail',
      query: { subscriptionId: String(subC) },
      token: mia.token,
    });
    expect(mine.json()).toMatchObject({ content: [{ copyValue: '0.05' }] });
    // The trader sees his subscriber.
    const asTrader = await t.call({
      method: 'GET',
      url: '/community/api/querySubscriptionDetail',
      query: { subscriptionId: String(subC) },
      token: trader.token,
    });
    expect(asTrader.statusCode).toBe(200);
  });
});

describe('expiry', () => {
  it('a subscription past its end date stops copying, its copies follow the trader, then it is history', async () => {
    const f4 = simAccount('ApexCapital-Real01', 7000031);
    createSimAccounts(t, [f4]);
    await settle(t);
    const f4Id = await bindAccount(t, mia, 2, f4);
    const sub = await subscribeOk(t, mia, fixedLot(masterId, f4Id, { validityDays: 1 }));
    const opened = await brokerTrade(
      t,
      world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots: 100 }),
    );
    expect((await links(t, mia, { subscriptionId: String(sub) })).content).toHaveLength(1);
    t.clock.advance(24 * 3600_000);
    await t.app.subscriptions.expireDue();
    await settle(t);
    const detail = async () =>
      (
        await t.call({
          method: 'GET',
          url: '/community/api/querySubscriptionDetail',
          query: { subscriptionId: String(sub) },
          token: mia.token,
        })
      ).json<{
        content: [{ state: string }];
      }>().content[0].state;
    expect(await detail()).toBe('closing');
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, opened.order.ticket));
    expect(world().openOrders(f4.server, f4.login)).toHaveLength(0);
    await t.app.trading.copier.repair();
    await settle(t);
    expect(await detail()).toBe('history');
  });
});

describe('the development trade control (journeys)', () => {
  it('opens, half-closes and closes a master position, and the copies follow', async () => {
    const f5 = simAccount('ApexCapital-Real01', 7000041);
    createSimAccounts(t, [f5]);
    await settle(t);
    const f5Id = await bindAccount(t, mia, 2, f5);
    const sub = await subscribeOk(t, mia, {
      masterAccountId: masterId,
      followAccountId: f5Id,
      copyType: 2,
      copyValue: '0.20',
      direction: 2,
    });
    const trade = async (query: Record<string, string>) => {
      const call = t.call({
        method: 'GET',
        url: '/community/front/dev/simTrade',
        query: { mtId: String(masterId), ...query },
      });
      const res = await answerOf(t, call);
      return res.json<{ status: number; content: [{ ticket: number; lots: string }] }>();
    };
    const opened = await trade({ action: 'open', symbol: 'EURUSD', lots: '1.00', sl: '400', tp: '600' });
    expect(opened).toMatchObject({ status: STATUS.OK, content: [{ lots: '1.00' }] });
    const copy = (await links(t, mia, { subscriptionId: String(sub) })).content[0]!;
    // Reversed 0.20 of a 1.00 buy: a 0.20 sell with the master's TP below as SL... swapped.
    expect(copy).toMatchObject({ type: 1, lots: '0.20', masterTicket: opened.content[0].ticket });
    expect(Number(copy.sl)).toBeGreaterThan(Number(copy.tp));

    const half = await trade({ action: 'partialClose', symbol: 'EURUSD' });
    expect(half).toMatchObject({ content: [{ lots: '0.50' }] });
    expect((await links(t, mia, { subscriptionId: String(sub) })).content[0]).toMatchObject({
      lots: '0.10',
      masterTicket: half.content[0].ticket,
    });

    await trade({ action: 'close', symbol: 'EURUSD' });
    expect((await links(t, mia, { subscriptionId: String(sub) })).content).toHaveLength(0);
    expect((await links(t, mia, { subscriptionId: String(sub), scope: 'history' })).content[0]).toMatchObject(
      { state: 'closed' },
    );
  });
});
