import { describe, expect, it } from 'vitest';
import { copyTag } from '@copytrade/engine/copy/copy-tag';
import { SIGNAL_MAX_AGE_MS } from '@copytrade/engine/copy/decide-open';
import { createCopyOutcomes } from '../../src/trading/copy/copy-outcomes';
import { createLiveLinkBook, newLink, type Link } from '../../src/trading/copy/live-link-book';
import { createSubscriberBook } from '../../src/trading/copy/subscriber-book';
import type { TradeEvent } from '../../src/trading/account-mirror';
import { manualClock } from '../../src/platform/ports';
import { copyWorld, follower, MASTER, memoryStore, order, subscription, symbols, T0 } from './copy-fakes';

/*
 * The middle tier: each part of the copy orchestrator driven through in-memory ports (copy-fakes.ts), no
 * app, simulator or database. The journeys through the real app are in copy-*.test.ts.
 */

const masterEvent = (
  kind: TradeEvent['kind'],
  o = order(),
  remainder?: TradeEvent['remainder'],
): TradeEvent => ({
  account: MASTER,
  kind,
  order: o,
  ...(remainder ? { remainder } : {}),
  source: 'live',
});

function link(
  subscriptionId: number,
  followAccountId: number,
  masterTicket: number,
  followerTicket: number,
): Link {
  return newLink(
    MASTER,
    subscription(subscriptionId, followAccountId),
    order({ ticket: masterTicket }),
    order({ ticket: followerTicket, lots: 10 }),
  );
}

describe('the live-link book', () => {
  it('answers the links of a master ticket, a follower ticket and a subscription after adds, moves and removes', () => {
    const book = createLiveLinkBook();
    const a = link(1, 2, 5001, 9001);
    const b = link(2, 3, 5001, 9002);
    const c = link(1, 2, 5002, 9003);
    for (const l of [a, b, c]) book.track(l);
    expect(book.ofMasterTicket(MASTER.id, 5001)).toEqual([a, b]);
    expect(book.ofFollowerTicket(2, 9003)).toBe(c);
    expect(book.ofSubscription(MASTER.id, 1)).toEqual([a, c]);
    expect([...book.byFollowAccount()]).toEqual([
      [2, [a, c]],
      [3, [b]],
    ]);

    // A partial close moves a link to the remainders' tickets.
    book.move(a, { masterTicket: 5009, followerTicket: 9009, lots: 5 });
    expect(book.ofMasterTicket(MASTER.id, 5001)).toEqual([b]);
    expect(book.ofMasterTicket(MASTER.id, 5009)).toEqual([a]);
    expect(book.ofFollowerTicket(2, 9001)).toBeUndefined();
    expect(book.ofFollowerTicket(2, 9009)).toBe(a);

    book.untrack(b);
    book.untrack(c);
    expect(book.ofMasterTicket(MASTER.id, 5001)).toEqual([]);
    expect(book.ofMaster(MASTER.id)).toEqual([a]);
    expect(book.size()).toBe(1);
  });
});

describe('the subscriber book', () => {
  it('counts the live copies into each subscription on load, and reloads after an invalidate', async () => {
    const rows = [subscription(1, 2), subscription(2, 3)];
    let loads = 0;
    const book = createSubscriberBook({
      load: () => {
        loads += 1;
        return Promise.resolve(rows);
      },
      liveCopies: () => [
        { subscriptionId: 1, lots: 10 },
        { subscriptionId: 1, lots: 30 },
        { subscriptionId: 9, lots: 50 },
      ],
    });
    expect(book.find(1)).toBeUndefined();
    const subs = await book.of(MASTER.id);
    expect(subs.get(1)?.exposure).toEqual({ openPositions: 2, totalLots: 40 });
    expect(subs.get(2)?.exposure).toEqual({ openPositions: 0, totalLots: 0 });
    expect(book.find(2)).toBe(subs.get(2));
    await book.of(MASTER.id);
    expect(loads).toBe(1);
    book.invalidate(MASTER.id);
    expect(book.find(2)).toBeUndefined();
    await book.of(MASTER.id);
    expect(loads).toBe(2);
  });
});

describe('the outcomes', () => {
  function outcomesWorld() {
    const clock = manualClock(T0);
    const db = memoryStore({ subscriptions: [subscription(1, 2)], symbols: symbols([1, 2]) });
    const links = createLiveLinkBook();
    const subscribers = createSubscriberBook({
      load: (id) => db.store.liveSubscriptionsOf(id),
      liveCopies: (id) => links.ofMaster(id),
    });
    const published: string[] = [];
    const outcomes = createCopyOutcomes({
      store: db.store,
      clock,
      hub: {
        publish: (_site, _user, message) => {
          // A message goes out only once its row is written.
          published.push(`${message.type} after ${db.batches.length} batches`);
        },
      },
      links,
      subscribers,
      log: { error: () => undefined },
      flushMs: 1,
    });
    return { db, links, subscribers, outcomes, published };
  }

  it('writes a link, its record and the done signal in one batch, then announces them', async () => {
    const { db, links, subscribers, outcomes, published } = outcomesWorld();
    const sub = (await subscribers.of(MASTER.id)).get(1)!;
    outcomes.expect(77, 2);
    const l = link(1, 2, 5001, 9001);
    outcomes.opened(l);
    outcomes.settle(77);
    expect(links.ofFollowerTicket(2, 9001)).toBe(l);
    outcomes.record(sub, 77, 5001, 'EURUSD', 'open', 'MAX_POSITIONS', null);
    outcomes.settle(77);
    expect(l.linkId).toBe(0);
    await outcomes.flush();
    expect(db.batches).toHaveLength(1);
    expect(db.batches[0]).toMatchObject({ doneSignals: [77] });
    expect(db.batches[0]!.links).toHaveLength(1);
    expect(db.batches[0]!.records).toHaveLength(1);
    expect(l.linkId).toBe(db.links[0]!.id);
    expect(published).toEqual(['copy after 1 batches', 'copyRecord after 1 batches']);
  });

  it('keeps the batch when a write fails and writes it on the retry', async () => {
    const { db, outcomes } = outcomesWorld();
    db.failingWrites = 1;
    outcomes.opened(link(1, 2, 5001, 9001));
    await outcomes.flush();
    expect(db.links).toHaveLength(1);
    expect(db.batches).toHaveLength(1);
  });

  it('a closed link leaves the book, releases its exposure and ends a closing subscription with it', async () => {
    const { db, links, subscribers, outcomes } = outcomesWorld();
    const l = link(1, 2, 5001, 9001);
    outcomes.opened(l);
    await outcomes.flush();
    db.subs[0]!.state = 'closing';
    const sub = (await subscribers.of(MASTER.id)).get(1)!;
    expect(sub.exposure).toEqual({ openPositions: 1, totalLots: 10 });
    outcomes.closed(
      l,
      order({ ticket: 9001, state: 'closed', closeTime: T0.getTime(), profit: '12.34', swap: '-0.34' }),
    );
    expect(links.size()).toBe(0);
    expect(sub.exposure).toEqual({ openPositions: 0, totalLots: 0 });
    await outcomes.flush();
    expect(db.links[0]).toMatchObject({ state: 'closed', profit: '12.00' });
    expect(db.subs[0]!.state).toBe('cancelled');
  });
});

describe('the open fan-out', () => {
  it('sizes and directs each copy as the engine says, after writing the intent', async () => {
    const w = copyWorld({
      followers: 3,
      subscriptions: (fid, i) =>
        [
          subscription(1, fid),
          subscription(2, fid, { copyType: 2, copyValue: '0.5', direction: 2 }),
          subscription(3, fid, { maxOpenPositions: 0 }),
        ][i]!,
    });
    const signalsAtSend: number[] = [];
    for (const session of w.sessions.values()) {
      const send = session.send.bind(session);
      session.send = (request) => {
        signalsAtSend.push(w.db.signals.length);
        return send(request);
      };
    }
    w.parts.onTradeEvent(masterEvent('opened', order({ ticket: 5001, lots: 100 })));
    await w.parts.idle();

    expect(signalsAtSend).toEqual([1, 1]);
    expect(w.db.signals[0]).toMatchObject({ actionKey: 'open', subscriptionIds: [1, 2, 3], state: 'done' });
    expect(w.sessions.get(2)!.requests).toEqual([
      expect.objectContaining({ type: 0, lots: 10, sl: '1.09500', tp: '1.11000', comment: copyTag(1, 5001) }),
    ]);
    // Reversed: a sell of half the master's lots, stop loss and take profit swapped.
    expect(w.sessions.get(3)!.requests).toEqual([
      expect.objectContaining({ type: 1, lots: 50, sl: '1.11000', tp: '1.09500', comment: copyTag(2, 5001) }),
    ]);
    expect(w.sessions.get(4)!.requests).toEqual([]);
    expect(w.db.records).toEqual([expect.objectContaining({ subscriptionId: 3, reason: 'MAX_POSITIONS' })]);
    expect(w.db.links.map((l) => [l.subscriptionId, l.lots, l.state])).toEqual([
      [1, 10, 'open'],
      [2, 50, 'open'],
    ]);
    expect(w.parts.links.ofMasterTicket(MASTER.id, 5001)).toHaveLength(2);
  });

  it('copies a master open once, however often the event comes', async () => {
    const w = copyWorld({ followers: 2 });
    w.parts.onTradeEvent(masterEvent('opened'));
    w.parts.onTradeEvent({ ...masterEvent('opened'), source: 'reconcile' });
    await w.parts.idle();
    w.parts.onTradeEvent(masterEvent('opened'));
    await w.parts.idle();
    expect(w.sessions.get(2)!.requests).toHaveLength(1);
    expect(w.sessions.get(3)!.requests).toHaveLength(1);
    expect(w.db.signals).toHaveLength(1);
  });

  it('records a follower that is not connected, and one the broker refuses, and frees their exposure', async () => {
    const w = copyWorld({ followers: 2 });
    w.mirror.add(follower(2), null);
    w.sessions.get(3)!.refuse.push(134);
    w.parts.onTradeEvent(masterEvent('opened'));
    await w.parts.idle();
    expect(w.db.records.map((r) => [r.subscriptionId, r.reason, r.errorCode])).toEqual([
      [1, 'ACCOUNT_DISCONNECTED', null],
      [2, 'BROKER_REJECTED', 134],
    ]);
    const subs = await w.parts.subscribers.of(MASTER.id);
    expect(subs.get(2)!.exposure).toEqual({ openPositions: 0, totalLots: 0 });
    expect(w.db.signals[0]!.state).toBe('done');
  });

  it('a pending copy refused for its distance awaits the fill, then opens at the market', async () => {
    const w = copyWorld({ followers: 1 });
    w.sessions.get(2)!.refuse.push(130);
    const pending = order({ ticket: 5003, type: 2, openPrice: '1.09000', state: 'pending' });
    w.parts.onTradeEvent(masterEvent('pendingPlaced', pending));
    await w.parts.idle();
    expect(w.db.records).toEqual([expect.objectContaining({ reason: 'AWAITING_FILL', errorCode: 130 })]);
    w.clock.advance(10_000);
    const filled = { ...pending, type: 0, state: 'open' as const, openTime: w.clock.now().getTime() };
    w.parts.onTradeEvent(masterEvent('pendingFilled', filled));
    await w.parts.idle();
    const requests = w.sessions.get(2)!.requests;
    expect(requests.map((r) => r.type)).toEqual([2, 0]);
    expect(w.db.signals.map((s) => s.actionKey)).toEqual(['open', 'fill']);
    expect(w.db.links).toEqual([expect.objectContaining({ originTicket: 5003, type: 0, state: 'open' })]);
  });
});

describe('the follow-ups', () => {
  async function opened(followers = 2) {
    const w = copyWorld({ followers });
    w.parts.onTradeEvent(masterEvent('opened', order({ ticket: 5001, lots: 100 })));
    await w.parts.idle();
    return w;
  }

  it('a master close closes every copy once', async () => {
    const w = await opened();
    const closed = order({ ticket: 5001, state: 'closed', closeTime: T0.getTime() });
    w.parts.onTradeEvent(masterEvent('closed', closed));
    w.parts.onTradeEvent({ ...masterEvent('closed', closed), source: 'reconcile' });
    await w.parts.idle();
    expect(w.db.links.map((l) => l.state)).toEqual(['closed', 'closed']);
    expect(w.sessions.get(2)!.requests.filter((r) => r.type === -1)).toHaveLength(1);
    expect(w.parts.links.size()).toBe(0);
  });

  it('a master partial close closes the same share of each copy and the link follows the remainder', async () => {
    const w = await opened(1);
    const closedPart = order({ ticket: 5001, lots: 50, state: 'closed', comment: 'to #5002' });
    const remainder = order({ ticket: 5002, lots: 50, comment: 'from #5001' });
    w.parts.onTradeEvent(masterEvent('partiallyClosed', closedPart, remainder));
    await w.parts.idle();
    expect(w.sessions.get(2)!.requests.at(-1)).toMatchObject({ type: -1, lots: 5 });
    expect(w.db.links[0]).toMatchObject({ masterTicket: 5002, masterLots: 50, lots: 5, state: 'open' });
    expect(w.parts.links.ofMasterTicket(MASTER.id, 5002)).toHaveLength(1);
  });

  it('a copy the follower closed himself is never reopened and the master close finds nothing to do', async () => {
    const w = await opened(1);
    const copy = w.db.links[0]!;
    const session = w.sessions.get(2)!;
    const own = await session.close(copy.followerTicket);
    if (!own.ok) throw new Error('close refused');
    w.parts.onTradeEvent({ account: follower(2), kind: 'closed', order: own.order, source: 'live' });
    await w.parts.idle();
    expect(w.db.links[0]).toMatchObject({ state: 'closed', profit: '10.00' });
    const before = session.requests.length;
    w.parts.onTradeEvent(masterEvent('closed', order({ ticket: 5001, state: 'closed' })));
    w.parts.onTradeEvent(masterEvent('opened', order({ ticket: 5001 })));
    await w.parts.idle();
    expect(session.requests).toHaveLength(before);
  });

  it('a cancel with "close manually" detaches the copies', async () => {
    const w = await opened(1);
    expect(w.parts.followUps.cancel(1, MASTER.id, 'manual')).toBe('ended');
    await w.parts.idle();
    expect(w.db.links[0]!.state).toBe('detached');
    expect(w.parts.links.size()).toBe(0);
  });
});

describe('recovery', () => {
  it('settles an unfinished open by its copy tag, never sending twice, and refuses what is too old', async () => {
    const w = copyWorld({ followers: 3 });
    const master = order({ ticket: 5001 });
    // A crash after the intent: follower 2 got his copy, 3 and 4 did not.
    await w.db.store.insertSignal({
      siteId: 1,
      masterAccountId: MASTER.id,
      masterTicket: 5001,
      actionKey: 'open',
      payload: { order: master },
      subscriptionIds: [1, 2, 3],
      signalAt: T0,
    });
    await w.sessions.get(2)!.send({ symbol: 'EURUSD', type: 0, lots: 10, comment: copyTag(1, 5001) });
    w.clock.advance(5_000);
    await w.parts.recovery.signals();
    await w.parts.idle();
    expect(w.sessions.get(2)!.requests).toHaveLength(1);
    expect(w.sessions.get(3)!.requests).toHaveLength(1);
    expect(w.db.links.map((l) => l.subscriptionId).sort()).toEqual([1, 2, 3]);
    expect(w.db.signals[0]!.state).toBe('done');

    const late = copyWorld({ followers: 1 });
    await late.db.store.insertSignal({
      siteId: 1,
      masterAccountId: MASTER.id,
      masterTicket: 5001,
      actionKey: 'open',
      payload: { order: master },
      subscriptionIds: [1],
      signalAt: T0,
    });
    late.clock.advance(SIGNAL_MAX_AGE_MS + 1);
    await late.parts.recovery.signals();
    await late.parts.idle();
    expect(late.sessions.get(2)!.requests).toEqual([]);
    expect(late.db.records).toEqual([expect.objectContaining({ reason: 'SIGNAL_TOO_OLD' })]);
  });

  it('finds a master open that was never fanned out and copies it', async () => {
    const w = copyWorld({ followers: 1 });
    await w.masterSession.send({ symbol: 'EURUSD', type: 0, lots: 100 });
    const [ticket] = [...w.masterSession.orders.keys()];
    w.db.missedOpens.push({ accountId: MASTER.id, ticket: ticket! });
    await w.parts.recovery.opens();
    await w.parts.idle();
    expect(w.db.signals).toEqual([expect.objectContaining({ masterTicket: ticket, actionKey: 'open' })]);
    expect(w.sessions.get(2)!.requests).toEqual([expect.objectContaining({ comment: copyTag(1, ticket!) })]);
  });

  it('a start loads the stored live links and counts them into the exposures', async () => {
    const w = copyWorld({ followers: 1 });
    w.parts.onTradeEvent(masterEvent('opened'));
    await w.parts.idle();
    const again = copyWorld({ followers: 1 });
    again.db.links.push(...w.db.links);
    await again.parts.restore();
    expect(again.parts.links.ofMasterTicket(MASTER.id, 5001)).toHaveLength(1);
    expect((await again.parts.subscribers.of(MASTER.id)).get(1)!.exposure).toEqual({
      openPositions: 1,
      totalLots: 10,
    });
  });
});

describe('the repair sweep', () => {
  it('closes a link whose follower position went unheard, and a copy whose master closed unheard', async () => {
    const w = copyWorld({ followers: 2 });
    w.parts.onTradeEvent(masterEvent('opened', order({ ticket: 5001 })));
    await w.parts.idle();
    // Follower 2 closed his copy himself; nobody heard.
    const own = w.db.links.find((l) => l.followAccountId === 2)!;
    await w.sessions.get(2)!.close(own.followerTicket);
    await w.parts.repair();
    await w.parts.idle();
    expect(w.db.links.map((l) => [l.followAccountId, l.state])).toEqual([
      [2, 'closed'],
      // Master ticket 5001 is neither open nor in the master's history: closed on the follower too.
      [3, 'closed'],
    ]);
    expect(w.sessions.get(2)!.requests.filter((r) => r.type === -1)).toHaveLength(1);
    expect(w.sessions.get(3)!.requests.filter((r) => r.type === -1)).toHaveLength(1);
  });
});
