import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import { copyTag } from '@copytrade/engine/copy/copy-tag';
import type { TradeResult } from '@copytrade/mt4-sim';
import { testRedisUrl } from '../src/config/env';
import { copyLinks, subscriptions } from '../src/db/schema/copy';
import { bindAccount, fixedLot, person, subscribeOk, type Person, type SimAccount } from './copy-support';
import { advanceUntil, clusterContext, waitFor, workerSettled, type ClusterContext } from './cluster-support';
import { predictableCatalog } from './harness';
import { masterSim, simAccount } from './sim-support';

/**
 * An API node and a copy worker (issue 20, steps 2 and 4): the API node holds every session and the
 * mirror, the worker copies through Redis (trade events in, follower commands out to the API node's
 * sessions, the copier's controls from the API node's routes). One database, one simulated broker that only
 * the API node opens sessions on, a real Redis (CI sets TEST_REDIS_URL; without it the file is skipped: a
 * stand-in would prove nothing about the engine).
 */
const REDIS = testRedisUrl();

const MASTER = masterSim(7300001);
const F1 = simAccount('ApexCapital-Real01', 7300011);
const F2 = simAccount('OrionFX-Pro', 7300012);
/** On a broker that takes 3 s to answer: the worker's 300 ms trade timeout runs out first. */
const SLOW = simAccount('ApexCapital-Real02', 7300013);
const TRADE_TIMEOUT_MS = 300;

describe.skipIf(!REDIS)('an API node and a copy worker with Redis between them', () => {
  let t: ClusterContext;
  let trader: Person;
  let lin: Person;
  let masterId: number;
  let f1: number;
  let f2: number;
  let slow: number;
  let sub1: number;
  let sub2: number;

  const world = () => t.gateway.world();
  const remote = () => t.worker.cluster.remoteMirror;
  /** The follower's orders at the broker carrying the copy tag of (subscription, master ticket). */
  const copiesAt = (account: SimAccount, subscriptionId: number, masterTicket: number) =>
    [
      ...world().openOrders(account.server, account.login),
      ...world().history(account.server, account.login),
    ].filter((o) => o.comment.startsWith(copyTag(subscriptionId, masterTicket)));
  const linksOf = (subscriptionId: number) =>
    t.db.select().from(copyLinks).where(eq(copyLinks.subscriptionId, subscriptionId));

  /** The master trades in his own terminal; answers once the broker executed it. */
  async function masterOpens(lots = 100) {
    let result: TradeResult | null = null;
    const sent = world()
      .sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots })
      .then((r) => (result = r));
    await advanceUntil(t, () => result !== null, 'the master order');
    const done = await sent;
    if (!done.ok) throw new Error(`broker refused: ${done.code}`);
    return done.order;
  }

  beforeAll(async () => {
    t = await clusterContext(REDIS!, [MASTER, F1, F2, SLOW], {
      catalog: predictableCatalog({ 'ApexCapital-Real02': { executionDelayMs: 3000 } }),
      worker: { tradeTimeoutMs: TRADE_TIMEOUT_MS },
    });
    trader = await person(t, 'atlas@cluster.test', 3);
    lin = await person(t, 'lin@cluster.test');
    masterId = await bindAccount(t, trader, 1, MASTER);
    f1 = await bindAccount(t, lin, 2, F1);
    f2 = await bindAccount(t, lin, 2, F2);
    slow = await bindAccount(t, lin, 2, SLOW);
    sub1 = await subscribeOk(t, lin, fixedLot(masterId, f1));
    sub2 = await subscribeOk(t, lin, fixedLot(masterId, f2));
    await advanceUntil(t, () => true, 'the sessions');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the worker opens no session and serves nothing but /health and /ready', async () => {
    expect(t.worker.trading.mirror.session(f1)).toBeNull();
    expect((await t.worker.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const page = await t.worker.inject({
      method: 'GET',
      url: '/community/front/getSiteInfo',
      headers: { domainname: 'http://a.test' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ status: STATUS.ROUTE_NOT_FOUND });
  });

  it("copies a master's open to both followers through the API node's sessions, exactly once each", async () => {
    const order = await masterOpens();
    await advanceUntil(
      t,
      async () => (await linksOf(sub1)).length === 1 && (await linksOf(sub2)).length === 1,
      'both copies',
    );
    await workerSettled(t);
    expect(copiesAt(F1, sub1, order.ticket)).toHaveLength(1);
    expect(copiesAt(F2, sub2, order.ticket)).toHaveLength(1);
    expect(copiesAt(F1, sub1, order.ticket)[0]).toMatchObject({ lots: 10 });
    const [link1] = await linksOf(sub1);
    expect(link1).toMatchObject({ masterTicket: order.ticket, state: 'open', lots: 10 });
    // The API node has no copier of its own: what copied is the worker's.
    expect(t.app.trading.copier.liveLinkCount()).toBe(0);
    expect(t.worker.trading.copier.liveLinkCount()).toBe(2);
  });

  it("applies a cancel through the API node's route on the worker, which answers the close mode's outcome", async () => {
    // Follow the trader: the open copy stays with its link, so the worker answers `closing`.
    const follow = await t.call({
      method: 'GET',
      url: '/community/api/cancelSubscription',
      query: { subscriptionId: String(sub1), closeMode: 'followTrader' },
      token: lin.token,
    });
    expect(follow.json()).toMatchObject({
      status: STATUS.OK,
      content: [{ state: 'closing', cancelMode: 'followTrader', openCopies: 1 }],
    });
    // Close manually: the worker detaches the copy, the subscription ends now.
    const manual = await t.call({
      method: 'GET',
      url: '/community/api/cancelSubscription',
      query: { subscriptionId: String(sub2), closeMode: 'manual' },
      token: lin.token,
    });
    expect(manual.json()).toMatchObject({
      status: STATUS.OK,
      content: [{ state: 'cancelled', cancelMode: 'manual' }],
    });
    await workerSettled(t);
    expect((await linksOf(sub2))[0]).toMatchObject({ state: 'detached' });
    expect((await linksOf(sub1))[0]).toMatchObject({ state: 'open' });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub1));
    expect(row).toMatchObject({ state: 'closing' });

    // No new copies for either: the worker heard the invalidations.
    const next = await masterOpens();
    await workerSettled(t);
    expect(copiesAt(F1, sub1, next.ticket)).toEqual([]);
    expect(copiesAt(F2, sub2, next.ticket)).toEqual([]);
  });

  it('a follower command that times out answers 128, and the copy-tag search finds the order: sent once', async () => {
    const sub3 = await subscribeOk(t, lin, fixedLot(masterId, slow));
    await workerSettled(t);
    const before = remote()?.timeouts() ?? 0;
    const order = await masterOpens();
    // The broker stands still: the worker's send to the slow account is under way on the API node.
    await waitFor(() => (remote()?.timeouts() ?? 0) > before, "the worker's trade timeout");
    // Now the broker answers the send; the worker's search by copy tag (queued behind it on the API node)
    // finds that order instead of sending again.
    await advanceUntil(t, async () => (await linksOf(sub3)).length === 1, 'the copy after the timeout');
    await workerSettled(t);
    expect(copiesAt(SLOW, sub3, order.ticket)).toHaveLength(1);
    expect(await linksOf(sub3)).toMatchObject([{ masterTicket: order.ticket, state: 'open' }]);
  });
});
