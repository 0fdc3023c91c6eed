import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { patchServer, type Catalog, type SimOrder } from '@copytrade/mt4-sim';
import { copyTag } from '@copytrade/engine/copy/copy-tag';
import { mtOrders } from '../src/db/schema/accounts';
import { copySignals } from '../src/db/schema/copy';
import { sites } from '../src/db/schema/sites';
import { toGatewayOrder, type SimGateway } from '../src/trading/sim/sim-gateway';
import { anotherApp, injector, predictableCatalog, testGateway, type TestContext } from './harness';
import {
  bindAccount,
  brokerTrade,
  fixedLot,
  links,
  person,
  settle,
  subscribeOk,
  type Person,
  type SimAccount,
} from './copy-support';
import { masterSim, simAccount, tradingContext } from './sim-support';
import { noticeRows } from './messages-support';

/*
 * Issue 13, part 7: a master's BUY LIMIT at 1.10000 with the market at 1.10007 / 1.10017 is accepted (17
 * points under the ask, stop level 10); its reverse, a SELL STOP at 1.10000, sits 7 points under the bid and
 * the follower's broker refuses it (MT4 130). Before this part the copy was recorded as BROKER_REJECTED and
 * the master's fill copied nothing: the follower never got the position. Now the copy awaits the fill and
 * opens at the market then. The same for a forward copy on a broker with a larger stop level.
 */

const MASTER_SERVER = 'MeridianMarkets-Live';
/**
 * The same EURUSD market on the three brokers (spread 10 points: 1.10007 / 1.10017 at a mid of 1.10012);
 * only the stop levels differ: Meridian 10 points, Orion 20, Apex none.
 */
const CATALOG: Catalog = (() => {
  let catalog = predictableCatalog();
  for (const [server, stopLevel] of [
    [MASTER_SERVER, 10],
    ['OrionFX-Pro', 20],
    ['ApexCapital-Real01', 0],
  ] as const) {
    catalog = patchServer(catalog, server, {}, { EURUSD: { typicalSpread: 10, stopLevel } });
  }
  return catalog;
})();

const account = (server: string, login: number) => simAccount(server, login, { balance: '10000.00' });
const MASTER = masterSim(7100001);
/** Reverse, on the master's broker: the sell stop 7 points under the bid is refused. */
const REV = account(MASTER_SERVER, 7100011);
/** Forward, on a broker with a 20-point stop level: the buy limit 17 points under the ask is refused. */
const FWD = account('OrionFX-Pro', 7100012);
/** Reverse on a broker without a stop level: the sell stop is accepted as a pending copy (as before). */
const APEX = account('ApexCapital-Real01', 7100013);

let t: TestContext;
let trader: Person;
let lin: Person;
let masterId: number;
let subRev: number;
let subFwd: number;
let subApex: number;

const world = () => t.gateway.world();
const sub = { rev: () => subRev, fwd: () => subFwd, apex: () => subApex };
/** Each follow account with its subscription. */
const everyFollower = () =>
  [
    [REV, subRev],
    [FWD, subFwd],
    [APEX, subApex],
  ] as const;

/** Every order (open, pending, history) of a follower account carrying this subscription's copy tag. */
function copiesAtBroker(follower: SimAccount, subscriptionId: number, masterTicket: number): SimOrder[] {
  const tag = copyTag(subscriptionId, masterTicket);
  return [
    ...world().openOrders(follower.server, follower.login),
    ...world().history(follower.server, follower.login),
  ].filter((o) => o.comment.startsWith(tag));
}

async function linksOf(subscriptionId: number, scope: 'open' | 'history' = 'open') {
  return (await links(t, lin, { subscriptionId: String(subscriptionId), scope })).content;
}

async function recordsOf(subscriptionId: number, masterTicket: number) {
  const res = await t.call({
    method: 'GET',
    url: '/mam/main/queryCopyRecords',
    token: lin.token,
    query: { subscriptionId: String(subscriptionId) },
  });
  return res
    .json<{
      content: {
        reason: string;
        action: string;
        masterTicket: number;
        errorCode: number | null;
        detail: Record<string, string | number>;
      }[];
    }>()
    .content.filter((r) => r.masterTicket === masterTicket);
}

/** The market of the issue, on every broker. */
function marketAtIssue() {
  world().setMid('EURUSD', '1.10012');
}

/** The master's buy limit at 1.10000 (1.00 lot, SL 1.09800, TP 1.10400), placed in his own terminal. */
async function placeBuyLimit(): Promise<number> {
  const placed = await brokerTrade(
    t,
    world().sendOrder(MASTER.server, MASTER.login, {
      symbol: 'EURUSD',
      type: 2,
      lots: 100,
      price: '1.10000',
      sl: '1.09800',
      tp: '1.10400',
    }),
  );
  expect(placed.order).toMatchObject({ type: 2, state: 'pending', openPrice: '1.10000' });
  return placed.order.ticket;
}

/** The market falls to 1.09985 / 1.09995: the buy limit fills at the ask 1.09995. */
function marketFills(w = world()) {
  w.setMid('EURUSD', '1.09990');
}

/** On the restored brokers (no app listening): the market reaches the limit; the master's filled order. */
async function filledWhileDown(gateway: SimGateway, ticket: number) {
  marketFills(gateway.world());
  await gateway.advance();
  return gateway
    .world()
    .openOrders(MASTER.server, MASTER.login)
    .find((o) => o.ticket === ticket)!;
}

async function expectAwaiting(subscriptionId: number, masterTicket: number) {
  expect(await recordsOf(subscriptionId, masterTicket)).toEqual([
    expect.objectContaining({
      action: 'open',
      reason: 'AWAITING_FILL',
      errorCode: 130,
      detail: expect.objectContaining({ price: '1.10000' }) as unknown,
    }),
  ]);
}

/** Stops the app and the brokers' process, runs `meanwhile` on the restored brokers, starts the app again. */
async function restart(meanwhile?: (gateway: SimGateway) => Promise<void>) {
  await t.app.close();
  await t.gateway.stop();
  const gateway = await testGateway(t.db, t.clock, { catalog: CATALOG });
  await meanwhile?.(gateway);
  const app = await anotherApp(t, { gateway, simControl: gateway, statisticsEveryMs: 0 });
  await app.ready();
  const closeRest = t.close.bind(t);
  t.close = async () => {
    await app.close();
    await gateway.stop();
    await closeRest();
  };
  t.call = injector(app, t.siteA);
  t.app = app;
  t.gateway = gateway;
  await settle(t, 250, 4);
}

/** Moves the restored brokers' world until a request has been executed (no app is listening yet). */
async function executed<T>(gateway: SimGateway, call: Promise<T>): Promise<T> {
  let done = false;
  const tracked = call.finally(() => {
    done = true;
  });
  for (let i = 0; i < 40 && !done; i += 1) {
    t.clock.advance(50);
    await gateway.advance();
  }
  return tracked;
}

beforeAll(async () => {
  t = await tradingContext([MASTER, REV, FWD, APEX], { catalog: CATALOG, feed: 'manual' });
  await t.db.update(sites).set({ reverseCopyFlag: 1 }).where(eq(sites.id, t.siteA.id));
  trader = await person(t, 'atlas@example.com', 3);
  lin = await person(t, 'lin@example.com');
  masterId = await bindAccount(t, trader, 1, MASTER);
  subRev = await subscribeOk(t, lin, fixedLot(masterId, await bindAccount(t, lin, 2, REV), { direction: 2 }));
  subFwd = await subscribeOk(t, lin, fixedLot(masterId, await bindAccount(t, lin, 2, FWD)));
  subApex = await subscribeOk(
    t,
    lin,
    fixedLot(masterId, await bindAccount(t, lin, 2, APEX), { direction: 2 }),
  );
  await settle(t);
});
afterAll(async () => {
  await t.close();
});

describe('a pending copy the follower broker refuses for its distance', () => {
  let ticket: number;

  it('is kept awaiting the fill (130 recorded), while a broker without a stop level takes the sell stop', async () => {
    marketAtIssue();
    for (const [server, symbol] of [
      [MASTER.server, 'EURUSD'],
      [FWD.server, 'EURUSDpro'],
      [APEX.server, 'EURUSD.m'],
    ] as const) {
      expect(world().quote(server, symbol)).toMatchObject({ bid: '1.10007', ask: '1.10017' });
    }
    ticket = await placeBuyLimit();

    // The reversed sell stop (7 points under the bid, stop level 10) and the forward buy limit on Orion
    // (17 points under the ask, stop level 20) were refused: no order at either broker, nothing lost.
    await expectAwaiting(sub.rev(), ticket);
    await expectAwaiting(sub.fwd(), ticket);
    expect(copiesAtBroker(REV, sub.rev(), ticket)).toEqual([]);
    expect(copiesAtBroker(FWD, sub.fwd(), ticket)).toEqual([]);
    expect(await linksOf(sub.rev())).toEqual([]);
    expect(await linksOf(sub.fwd())).toEqual([]);

    // Apex has no stop level: the same sell stop, 7 points under the bid, is placed as a pending copy.
    expect(await recordsOf(sub.apex(), ticket)).toEqual([]);
    expect(await linksOf(sub.apex())).toEqual([
      expect.objectContaining({ masterTicket: ticket, type: 5, openPrice: '1.10000', state: 'pending' }),
    ]);
    // Waiting is not a loss: the follower is not sent a "not copied" notice for it.
    expect(await noticeRows(t, lin.id, 'copySkipped')).toEqual([]);
  });

  it("opens them at the market when the master's order fills, linked to it, once", async () => {
    marketFills();
    await settle(t, 250, 4);
    const master = world()
      .openOrders(MASTER.server, MASTER.login)
      .find((o) => o.ticket === ticket);
    expect(master).toMatchObject({ type: 0, state: 'open', openPrice: '1.09995' });

    // Reverse: a market sell at the bid 1.09985, the master's SL and TP swapped.
    const [rev] = await linksOf(sub.rev());
    expect(rev).toMatchObject({
      masterTicket: ticket,
      masterType: 0,
      masterOpenPrice: '1.09995',
      type: 1,
      lots: '0.10',
      openPrice: '1.09985',
      sl: '1.10400',
      tp: '1.09800',
      state: 'open',
    });
    // Forward on Orion: a market buy at its ask 1.09995 with the master's stops.
    const [fwd] = await linksOf(sub.fwd());
    expect(fwd).toMatchObject({
      masterTicket: ticket,
      type: 0,
      lots: '0.10',
      openPrice: '1.09995',
      sl: '1.09800',
      tp: '1.10400',
      state: 'open',
    });
    expect(copiesAtBroker(REV, sub.rev(), ticket)).toHaveLength(1);
    expect(copiesAtBroker(FWD, sub.fwd(), ticket)).toHaveLength(1);
    // The Apex sell stop filled by itself at its bid; its link now says so.
    expect(await linksOf(sub.apex())).toEqual([
      expect.objectContaining({ type: 1, openPrice: '1.09985', state: 'open' }),
    ]);
    // The records still tell the story (awaiting); nothing was skipped at the fill.
    await expectAwaiting(sub.rev(), ticket);
    await expectAwaiting(sub.fwd(), ticket);

    // Another pass of the repair sweep copies nothing more.
    await t.app.trading.copier.repair();
    await settle(t);
    expect(copiesAtBroker(REV, sub.rev(), ticket)).toHaveLength(1);
    expect(copiesAtBroker(FWD, sub.fwd(), ticket)).toHaveLength(1);
  });

  it("follows the master's close", async () => {
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, ticket));
    for (const [follower, id] of everyFollower()) {
      expect(await linksOf(id)).toEqual([]);
      expect((await linksOf(id, 'history')).find((l) => l.masterTicket === ticket)).toMatchObject({
        state: 'closed',
      });
      expect(world().openOrders(follower.server, follower.login)).toEqual([]);
    }
  });

  it('opens nothing when the master deletes the order first, and says so', async () => {
    marketAtIssue();
    const deleted = await placeBuyLimit();
    await expectAwaiting(sub.rev(), deleted);
    await expectAwaiting(sub.fwd(), deleted);
    await brokerTrade(t, world().deleteOrder(MASTER.server, MASTER.login, deleted));

    for (const id of [sub.rev(), sub.fwd()]) {
      const told = await recordsOf(id, deleted);
      expect(told.map((r) => [r.action, r.reason])).toEqual([
        ['delete', 'DELETED_BEFORE_FILL'],
        ['open', 'AWAITING_FILL'],
      ]);
    }
    // The accepted pending copy is deleted with it.
    expect((await linksOf(sub.apex(), 'history')).find((l) => l.masterTicket === deleted)).toMatchObject({
      state: 'closed',
    });
    marketFills();
    await settle(t, 250, 4);
    for (const [follower, id] of everyFollower()) {
      expect(world().openOrders(follower.server, follower.login)).toEqual([]);
      expect(copiesAtBroker(follower, id, deleted).filter((o) => o.state !== 'deleted')).toEqual([]);
    }
  });

  it('applies the usual limits at the fill: a follower short of margin by then is skipped, with the reason', async () => {
    marketAtIssue();
    const filledLater = await placeBuyLimit();
    await expectAwaiting(sub.rev(), filledLater);
    // 10.00 left: even 0.01 lot (about 11.00 of margin) would take the margin level under 150 %.
    world().withdraw(REV.server, REV.login, '9990.00');
    await settle(t);
    marketFills();
    await settle(t, 250, 4);
    expect(copiesAtBroker(REV, sub.rev(), filledLater)).toEqual([]);
    expect((await recordsOf(sub.rev(), filledLater)).map((r) => [r.action, r.reason])).toEqual([
      ['open', 'INSUFFICIENT_MARGIN'],
      ['open', 'AWAITING_FILL'],
    ]);
    // This one is a loss, and the follower is told (the waiting and the deletion before were not).
    const told = await noticeRows(t, lin.id, 'copySkipped');
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toMatchObject({ en_US: expect.stringContaining(`#${filledLater}`) as unknown });
    expect(copiesAtBroker(FWD, sub.fwd(), filledLater)).toHaveLength(1);
    world().deposit(REV.server, REV.login, '9990.00');
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, filledLater));
  });
  it('a fill that comes while the pending copies are still on their way waits for their answers', async () => {
    marketAtIssue();
    const requests = () => world().stats().requests;
    const before = requests();
    const placing = world().sendOrder(MASTER.server, MASTER.login, {
      symbol: 'EURUSD',
      type: 2,
      lots: 100,
      price: '1.10000',
    });
    // The master's order is placed and the three pending copies reach their brokers (100 ms each)...
    for (let i = 0; i < 40 && requests() < before + 4; i += 1) {
      if (world().openOrders(MASTER.server, MASTER.login).length === 0) {
        t.clock.advance(50);
        await t.gateway.advance();
      }
      await t.app.trading.mirror.idle();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(requests()).toBe(before + 4);
    const placed = await placing;
    const ticket = placed.ok ? placed.order.ticket : 0;
    // ...and the master's order fills before they are answered (its event is delivered now, the brokers'
    // answers only when the world moves on): each copy is refused, the market having moved through its
    // price, and then copied at the market.
    marketFills();
    await t.gateway.advance();
    await t.app.trading.mirror.idle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await settle(t, 250, 4);
    for (const [follower, id] of everyFollower()) {
      await expectAwaiting(id, ticket);
      const copies = copiesAtBroker(follower, id, ticket);
      expect(copies.map((o) => [o.type, o.state])).toEqual([[id === sub.fwd() ? 0 : 1, 'open']]);
    }
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, ticket));
  });
});

describe('exactly once across a restart', () => {
  it('a copy awaiting the fill still opens once when the fill comes after a restart', async () => {
    marketAtIssue();
    const ticket = await placeBuyLimit();
    await expectAwaiting(sub.rev(), ticket);
    await restart();
    marketFills();
    await settle(t, 250, 4);
    expect(copiesAtBroker(REV, sub.rev(), ticket)).toHaveLength(1);
    expect(copiesAtBroker(FWD, sub.fwd(), ticket)).toHaveLength(1);
    expect((await linksOf(sub.rev())).map((l) => l.masterTicket)).toEqual([ticket]);
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, ticket));
  });

  it('a fill while the server was down is copied once on the start that follows within 60 s', async () => {
    marketAtIssue();
    const ticket = await placeBuyLimit();
    await expectAwaiting(sub.fwd(), ticket);
    await restart(async (gateway) => {
      marketFills(gateway.world());
      t.clock.advance(5_000);
      await gateway.advance();
    });
    expect(copiesAtBroker(REV, sub.rev(), ticket)).toHaveLength(1);
    expect(copiesAtBroker(FWD, sub.fwd(), ticket)).toHaveLength(1);
    // The repair sweep and a reconnect of the master (a second reconcile) add nothing.
    await t.app.trading.copier.repair();
    t.gateway.dropConnection(MASTER.server, String(MASTER.login), 1_000);
    await settle(t, 500, 4);
    expect(copiesAtBroker(REV, sub.rev(), ticket)).toHaveLength(1);
    expect(copiesAtBroker(FWD, sub.fwd(), ticket)).toHaveLength(1);
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, ticket));
  });

  it('a fill the mirror stored just before a crash, its event never handled, is found at the start', async () => {
    marketAtIssue();
    const ticket = await placeBuyLimit();
    await restart(async (gateway) => {
      const filled = await filledWhileDown(gateway, ticket);
      // The mirror had written the fill, so its reconcile at the start sees nothing new to tell.
      await t.db
        .update(mtOrders)
        .set({
          type: filled.type,
          state: 'open',
          openPrice: filled.openPrice,
          openTime: new Date(filled.openTime),
        })
        .where(and(eq(mtOrders.accountId, masterId), eq(mtOrders.ticket, ticket)));
    });
    expect(copiesAtBroker(REV, sub.rev(), ticket)).toHaveLength(1);
    expect(copiesAtBroker(FWD, sub.fwd(), ticket)).toHaveLength(1);
    await t.app.trading.copier.repair();
    await settle(t);
    expect(copiesAtBroker(REV, sub.rev(), ticket)).toHaveLength(1);
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, ticket));
  });

  it('a fill learned of more than 60 s late is not copied, and the record says so', async () => {
    marketAtIssue();
    const ticket = await placeBuyLimit();
    await restart(async (gateway) => {
      marketFills(gateway.world());
      t.clock.advance(120_000);
      await gateway.advance();
    });
    for (const [follower, id] of [
      [REV, sub.rev()],
      [FWD, sub.fwd()],
    ] as const) {
      expect(copiesAtBroker(follower, id, ticket)).toEqual([]);
      expect((await recordsOf(id, ticket)).map((r) => [r.action, r.reason])).toEqual([
        ['open', 'SIGNAL_TOO_OLD'],
        ['open', 'AWAITING_FILL'],
      ]);
    }
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, ticket));
  });

  it("a crash after the fill's intent was written: the start finds the copy by its tag or sends it once", async () => {
    marketAtIssue();
    const ticket = await placeBuyLimit();
    await restart(async (gateway) => {
      // What the orchestrator had done before the crash: the fill's intent written, the forward copy
      // already at Orion's broker (its answer lost), the reverse one not sent yet.
      const filled = await filledWhileDown(gateway, ticket);
      await t.db.insert(copySignals).values({
        siteId: t.siteA.id,
        masterAccountId: masterId,
        masterTicket: ticket,
        actionKey: 'fill',
        payload: { order: toGatewayOrder(filled) },
        subscriptionIds: [sub.rev(), sub.fwd()],
        signalAt: new Date(filled.openTime),
      });
      const sent = await executed(
        gateway,
        gateway.world().sendOrder(FWD.server, FWD.login, {
          symbol: 'EURUSDpro',
          type: 0,
          lots: 10,
          comment: copyTag(sub.fwd(), ticket),
        }),
      );
      expect(sent.ok).toBe(true);
    });
    expect(copiesAtBroker(REV, sub.rev(), ticket)).toHaveLength(1);
    expect(copiesAtBroker(FWD, sub.fwd(), ticket)).toHaveLength(1);
    expect((await linksOf(sub.rev())).map((l) => l.masterTicket)).toEqual([ticket]);
    expect((await linksOf(sub.fwd())).map((l) => l.masterTicket)).toEqual([ticket]);
    const [signal] = await t.db
      .select({ state: copySignals.state })
      .from(copySignals)
      .where(and(eq(copySignals.masterTicket, ticket), eq(copySignals.actionKey, 'fill')));
    expect(signal).toEqual({ state: 'done' });
    await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, ticket));
    expect(await linksOf(sub.rev())).toEqual([]);
    expect(await linksOf(sub.fwd())).toEqual([]);
  });
});
