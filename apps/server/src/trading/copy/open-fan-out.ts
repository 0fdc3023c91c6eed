import { awaitFillOnRefusal } from '@copytrade/engine/copy/await-fill';
import { decideOpenForMany, type OpenResult, type OpenSubscriber } from '@copytrade/engine/copy/decide-open';
import type { OpenDecision } from '@copytrade/engine/copy/decisions';
import type { MasterOrder, OrderType } from '@copytrade/engine/copy/types';
import { isPendingType } from '@copytrade/units/mt4';
import type { Clock } from '../../platform/ports';
import type { MirroredAccount } from '../account-mirror';
import type { GatewayOrder, TradeRequest } from '../gateway';
import type { AccountViews } from './account-views';
import type { CopyObserver, CopyOutcomes } from './copy-outcomes';
import type { CopyQueues, CopyStore, MirrorPort } from './copy-store';
import type { FollowerOrders } from './follower-orders';
import { newLink } from './live-link-book';
import { hold, release, type Subscriber, type SubscriberBook } from './subscriber-book';
import { TRADE_LIMIT_REACHED, type TradeQuota } from './trade-quota';

function toMasterOrder(o: GatewayOrder): MasterOrder {
  return {
    ticket: o.ticket,
    type: o.type as OrderType,
    symbol: o.symbol,
    lots: o.lots,
    openPrice: o.openPrice,
    sl: o.sl,
    tp: o.tp,
    openTime: o.openTime,
  };
}

export type OpenFanOutPorts = {
  store: Pick<CopyStore, 'insertSignal' | 'masterContext' | 'awaitingFills'>;
  mirror: MirrorPort;
  clock: Clock;
  views: AccountViews;
  subscribers: SubscriberBook;
  outcomes: CopyOutcomes;
  orders: FollowerOrders;
  queues: CopyQueues;
  /** Slippage allowed on copied market orders, in points. */
  slippagePoints: number;
  observer?: CopyObserver;
  /** The platform's monthly trade limit per user (trade-quota.ts); none: unlimited. */
  quota?: TradeQuota;
  /** The masters this process copies (a copy worker: those it holds a lease on); none: every master. */
  owns?: (masterAccountId: number) => boolean;
};

/**
 * The open fan-out: a master open (a position, or a pending order placed) is decided by the engine for
 * every live subscriber at once, its intent (`copy_signals`) written before any follower order leaves,
 * then each copy is sent on its follow account's queue. A pending copy the follower's broker refuses for
 * its distance awaits the master's fill; the fill then fans out to those subscribers as market opens.
 */
export type OpenFanOut = ReturnType<typeof createOpenFanOut>;

export function createOpenFanOut(ports: OpenFanOutPorts) {
  const { store, mirror, clock, views, subscribers, outcomes, orders, queues } = ports;
  /**
   * Pending copies on their way to the broker, by `masterAccountId:masterTicket`: the master's fill or
   * delete waits for their answers, since a refusal makes the copy await that fill.
   */
  const pendingSends = new Map<string, Set<Promise<void>>>();

  /**
   * The follower's margin per lot, read from its session when the engine asks. Made by a function, not
   * written inline in the subscriber's input: the loader names an inline arrow on each of the 10,000
   * inputs of a fan-out (esbuild's keepNames), which costs more than the arrow.
   */
  function marginOf(followAccountId: number) {
    return (symbol: string) => mirror.session(followAccountId)?.marginPerLot(symbol) ?? null;
  }

  /** The engine's open decisions for these subscribers (the one place its input is built). */
  async function decide(
    master: MirroredAccount,
    order: GatewayOrder,
    signalTime: number,
    subs: Subscriber[],
  ): Promise<OpenResult[]> {
    const context = await store.masterContext(master.id);
    await views.preloadSymbols([master.id, ...subs.map((s) => s.row.followAccountId)]);
    const masterSymbols = await views.symbolIndex(master.id);
    const now = clock.now().getTime();
    const subscriberInputs: OpenSubscriber[] = [];
    for (const sub of subs) {
      const followAccountId = sub.row.followAccountId;
      subscriberInputs.push({
        settings: sub.settings,
        follower: views.follower(followAccountId),
        // Built by the preload: read without an await per subscriber (10,000 of them in a fan-out).
        followerSymbols:
          views.builtSymbolIndex(followAccountId) ?? (await views.symbolIndex(followAccountId)),
        exposure: { ...sub.exposure },
        marginPerLot: marginOf(followAccountId),
      });
    }
    return decideOpenForMany(
      {
        now,
        signalTime,
        master: toMasterOrder(order),
        masterAccount: views.master(master.id),
        masterSymbols,
        reverseAllowed: context?.reverseCopyFlag === 1,
        traderFollowerBalanceMin: context?.followerBalanceMin ?? null,
      },
      subscriberInputs,
    );
  }

  /**
   * Decides and sends the copies of a master open for these subscribers under one signal: `open` for a
   * position or a pending order placed, `fill` for the filled pending order whose copies awaited it (a
   * market open then, its age counted from the fill: the filled order's open time).
   */
  async function fanOut(
    master: MirroredAccount,
    order: GatewayOrder,
    subs: Subscriber[],
    actionKey: 'open' | 'fill',
  ) {
    if (subs.length === 0) return;
    // Right after a restart the followers' figures and margins come with their sessions: wait for those.
    if (mirror.starting()) {
      await Promise.all(subs.map((sub) => mirror.sessionWhenAttached(sub.row.followAccountId)));
    }
    const decisions = await decide(master, order, order.openTime, subs);
    await ports.quota?.prepare(subs, clock.now());
    const signalId = await store.insertSignal({
      siteId: master.siteId,
      masterAccountId: master.id,
      masterTicket: order.ticket,
      actionKey,
      payload: { order },
      subscriptionIds: subs.map((s) => s.row.id),
      signalAt: new Date(order.openTime),
    });
    if (signalId === null) return;
    outcomes.expect(signalId, subs.length);
    decisions.forEach((decision, i) => {
      const sub = subs[i]!;
      if (decision.kind === 'skip') {
        outcomes.record(
          sub,
          signalId,
          order.ticket,
          order.symbol,
          'open',
          decision.reason,
          null,
          decision.detail ? { ...decision.detail } : {},
        );
        outcomes.settle(signalId);
        return;
      }
      // The platform's monthly limit of copied trades (issue 15): a place is taken before the send.
      const place = ports.quota ? ports.quota.take(sub) : { ok: true as const, counted: false };
      if (!place.ok) {
        outcomes.record(sub, signalId, order.ticket, order.symbol, 'open', TRADE_LIMIT_REACHED, null, {
          limit: place.limit,
        });
        outcomes.settle(signalId);
        return;
      }
      hold(sub, decision.lots);
      const sent = queues.forFollower(sub.row.followAccountId, () =>
        send(master, sub, order, decision, signalId, place.counted),
      );
      if (isPendingType(decision.type)) trackPendingSend(master.id, order.ticket, sent);
    });
  }

  function trackPendingSend(masterAccountId: number, masterTicket: number, sent: Promise<void>) {
    const key = `${masterAccountId}:${masterTicket}`;
    let sends = pendingSends.get(key);
    if (!sends) pendingSends.set(key, (sends = new Set()));
    sends.add(sent);
    void sent.finally(() => {
      sends.delete(sent);
      if (sends.size === 0 && pendingSends.get(key) === sends) pendingSends.delete(key);
    });
  }

  /** Sends one decided copy and records its outcome; settles the signal for this subscription. */
  async function send(
    master: MirroredAccount,
    sub: Subscriber,
    order: GatewayOrder,
    decision: OpenDecision,
    signalId: number,
    /** Whether this copy took a place of the monthly trade limit (given back if it is not made). */
    counted = false,
  ) {
    if (ports.owns && !ports.owns(master.id)) {
      // A copy worker that lost the master's lease sends nothing more for it, and leaves the signal
      // unsettled: the next holder's recovery settles this subscription by its copy tag.
      release(sub, decision.lots);
      if (counted) ports.quota?.giveBack(sub);
      return;
    }
    try {
      // Read at once while the account is attached (no await per follower); right after a restart, waited for.
      const session =
        mirror.session(sub.row.followAccountId) ?? (await orders.session(sub.row.followAccountId));
      if (!session) {
        release(sub, decision.lots);
        if (counted) ports.quota?.giveBack(sub);
        outcomes.record(sub, signalId, order.ticket, order.symbol, 'open', 'ACCOUNT_DISCONNECTED', null);
        return;
      }
      ports.observer?.sent?.(sub.row.followAccountId);
      const request: TradeRequest = {
        symbol: decision.symbol,
        type: decision.type,
        lots: decision.lots,
        slippage: ports.slippagePoints,
        sl: decision.sl,
        tp: decision.tp,
        comment: decision.comment,
      };
      if (decision.price) request.price = decision.price;
      const result = await orders.send(session, () => session.send(request), decision.comment);
      if (!result.ok) {
        release(sub, decision.lots);
        if (counted) ports.quota?.giveBack(sub);
        // A pending copy refused for its distance from the market awaits the master's fill instead.
        const waiting = awaitFillOnRefusal(decision, result.code);
        outcomes.record(
          sub,
          signalId,
          order.ticket,
          order.symbol,
          'open',
          waiting ? waiting.reason : 'BROKER_REJECTED',
          result.code,
          waiting?.detail ? { ...waiting.detail, message: result.message } : { message: result.message },
        );
        return;
      }
      outcomes.opened(newLink(master, sub.row, order, result.order));
    } finally {
      outcomes.settle(signalId);
    }
  }

  /**
   * The live subscribers whose copy of this master pending order awaits its fill (DOMAIN.md, Direction).
   * Pending copies still on their way are answered first and their outcomes written, so a refusal that
   * arrives just before the fill is found.
   */
  async function awaiting(masterAccountId: number, masterTicket: number): Promise<Subscriber[]> {
    const subs = await subscribers.of(masterAccountId);
    if (subs.size === 0) return [];
    const sends = pendingSends.get(`${masterAccountId}:${masterTicket}`);
    if (sends) await Promise.all([...sends]);
    await outcomes.flush();
    const ids = await store.awaitingFills(masterAccountId, masterTicket);
    return ids.flatMap((id) => subs.get(id) ?? []);
  }

  return {
    /** A master position opened or a pending order placed: every live subscriber is decided. */
    async open(master: MirroredAccount, order: GatewayOrder) {
      const subs = await subscribers.of(master.id);
      await fanOut(master, order, [...subs.values()], 'open');
    },

    /** The master's pending order filled: the copies that awaited the fill are opened at the market now. */
    async fill(master: MirroredAccount, order: GatewayOrder) {
      await fanOut(master, order, await awaiting(master.id, order.ticket), 'fill');
    },

    awaiting,
    decide,
    send,
    trackPendingSend,
  };
}
