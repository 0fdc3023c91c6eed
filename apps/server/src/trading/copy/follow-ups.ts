import { deletedBeforeFill } from '@copytrade/engine/copy/await-fill';
import { decideCancel } from '@copytrade/engine/copy/cancel';
import { decideClose, decidePartialClose } from '@copytrade/engine/copy/decide-close';
import { decideModify } from '@copytrade/engine/copy/decide-modify';
import type { CancelPlan } from '@copytrade/engine/copy/cancel';
import type { CloseMode, OrderType } from '@copytrade/engine/copy/types';
import type { Clock } from '../../platform/ports';
import type { MirroredAccount, TradeEvent } from '../account-mirror';
import type { GatewayOrder } from '../gateway';
import type { AccountViews } from './account-views';
import type { CopyOutcomes } from './copy-outcomes';
import type { CopyQueues, CopyStore } from './copy-store';
import { INVALID_TICKET, type FollowerOrders } from './follower-orders';
import { engineLink, priceDigits, type Link, type LiveLinkBook } from './live-link-book';
import type { OpenFanOut } from './open-fan-out';
import type { Subscriber, SubscriberBook } from './subscriber-book';

export type FollowUpsPorts = {
  store: Pick<CopyStore, 'insertSignal'>;
  clock: Clock;
  links: LiveLinkBook;
  subscribers: SubscriberBook;
  views: Pick<AccountViews, 'symbolIndex' | 'preloadSymbols'>;
  outcomes: CopyOutcomes;
  orders: FollowerOrders;
  queues: CopyQueues;
  /** The subscribers whose pending copy awaits a master order's fill (a delete tells them). */
  awaiting: OpenFanOut['awaiting'];
  /** Slippage allowed on copied market closes, in points. */
  slippagePoints: number;
  /** The masters this process copies (a copy worker: those it holds a lease on); none: every master. */
  owns?: (masterAccountId: number) => boolean;
};

const isLive = (link: Link) => link.state === 'open' || link.state === 'pending';

/**
 * Everything that follows an open: the master's close, partial close, stop change and pending delete
 * applied to the live links of that position (each on its follower's queue), the follower's own events on
 * his copies, and a subscription's cancel. Each master action writes its signal first, so an action
 * reported twice (live and by a reconcile) is applied once.
 */
export type FollowUps = ReturnType<typeof createFollowUps>;

export function createFollowUps(ports: FollowUpsPorts) {
  const { store, clock, links, subscribers, views, outcomes, orders, queues } = ports;
  const slippage = ports.slippagePoints;
  /**
   * A copy worker that lost the master's lease sends none of the master's follow-ups still queued for it
   * (checked on the follower's queue, at send time): the next holder's repair sweep finishes them.
   */
  const masterLost = (link: Link) => ports.owns !== undefined && !ports.owns(link.masterAccountId);

  /** A signal row for a follow-up action on live links; null when this action was already handled. */
  async function followUpSignal(
    master: MirroredAccount,
    ticket: number,
    actionKey: string,
    payload: unknown,
    live: Link[],
    others: Subscriber[] = [],
  ) {
    if (live.length + others.length === 0) return null;
    const signalId = await store.insertSignal({
      siteId: master.siteId,
      masterAccountId: master.id,
      masterTicket: ticket,
      actionKey,
      payload,
      subscriptionIds: [...live.map((l) => l.subscriptionId), ...others.map((s) => s.row.id)],
      signalAt: clock.now(),
    });
    if (signalId !== null) outcomes.expect(signalId, live.length + others.length);
    return signalId;
  }

  /** Closes (or deletes) the follower side of a link in full. */
  async function closeLink(link: Link, signalId: number | null, masterSymbol: string) {
    try {
      if (!isLive(link)) return;
      // A master's close (it has a signal); a follower's own close or a cancel goes out where it was asked.
      if (signalId !== null && masterLost(link)) return;
      const decision = decideClose(engineLink(link));
      const session = await orders.session(link.followAccountId);
      if (decision.kind === 'skip' || !session) {
        const sub = subscribers.find(link.subscriptionId);
        if (sub)
          outcomes.record(
            sub,
            signalId,
            link.masterTicket,
            masterSymbol,
            'close',
            session ? (decision.kind === 'skip' ? decision.reason : 'NOT_COPIED') : 'ACCOUNT_DISCONNECTED',
            null,
          );
        return;
      }
      const result = await orders.send(
        session,
        () =>
          decision.kind === 'delete'
            ? session.remove(decision.followerTicket)
            : session.close(decision.followerTicket, { slippage }),
        null,
      );
      if (result.ok) {
        outcomes.closed(link, result.order);
      } else if (result.code === INVALID_TICKET) {
        // Closed meanwhile (its stop, the follower himself): the follower's own event tells the outcome.
        outcomes.closed(link, null);
      } else {
        const sub = subscribers.find(link.subscriptionId);
        if (sub)
          outcomes.record(
            sub,
            signalId,
            link.masterTicket,
            masterSymbol,
            decision.kind === 'delete' ? 'delete' : 'close',
            'BROKER_REJECTED',
            result.code,
            { message: result.message },
          );
      }
    } finally {
      outcomes.settle(signalId);
    }
  }

  /** One link's share of a master partial close (on its follower's queue). */
  async function partialOfLink(
    link: Link,
    signalId: number,
    closedPart: GatewayOrder,
    remainder: GatewayOrder,
  ) {
    try {
      if (!isLive(link) || masterLost(link)) return;
      const follow = { masterTicket: remainder.ticket, masterLots: remainder.lots };
      const index = await views.symbolIndex(link.followAccountId);
      const symbolRow = index.byName.get(link.symbol) ?? null;
      const sub = subscribers.find(link.subscriptionId);
      const decision = decidePartialClose({
        link: engineLink(link),
        masterLotsBefore: closedPart.lots + remainder.lots,
        masterClosedLots: closedPart.lots,
        rounding: sub?.settings.partialClose ?? 'takeSmall',
        followerSymbol: symbolRow ?? { minLot: 1, maxLot: 100_000, lotStep: 1 },
      });
      const record = (reason: string, errorCode: number | null, detail: Record<string, string | number>) => {
        if (sub)
          outcomes.record(
            sub,
            signalId,
            closedPart.ticket,
            closedPart.symbol,
            'partial',
            reason,
            errorCode,
            detail,
          );
      };
      if (decision.kind !== 'close') {
        // Nothing to close now (below the minimum, or a pending copy): the link follows the remainder.
        outcomes.moved(link, follow);
        if (decision.kind === 'skip')
          record(decision.reason, null, decision.detail ? { ...decision.detail } : {});
        return;
      }
      const session = await orders.session(link.followAccountId);
      if (!session) {
        record('ACCOUNT_DISCONNECTED', null, {});
        outcomes.moved(link, follow);
        return;
      }
      const result = await orders.send(
        session,
        () => session.close(decision.followerTicket, { lots: decision.lots, slippage }),
        null,
      );
      if (!result.ok) {
        if (result.code === INVALID_TICKET) outcomes.closed(link, null);
        else record('BROKER_REJECTED', result.code, { message: result.message });
        return;
      }
      if (decision.full || !result.remainder) {
        outcomes.closed(link, result.order);
      } else {
        if (sub) sub.exposure.totalLots = Math.max(0, sub.exposure.totalLots - decision.lots);
        outcomes.moved(link, {
          ...follow,
          followerTicket: result.remainder.ticket,
          lots: result.remainder.lots,
        });
      }
    } finally {
      outcomes.settle(signalId);
    }
  }

  /** One link's share of a master stop (or pending price) change (on its follower's queue). */
  async function modifyOfLink(link: Link, signalId: number, order: GatewayOrder) {
    try {
      if (!isLive(link) || masterLost(link)) return;
      const decision = decideModify({
        link: engineLink(link),
        master: { type: order.type as OrderType, openPrice: order.openPrice, sl: order.sl, tp: order.tp },
        followerSymbol: { digits: priceDigits(link.openPrice) },
      });
      if (decision.kind !== 'modify') return;
      const session = await orders.session(link.followAccountId);
      const sub = subscribers.find(link.subscriptionId);
      if (!session) {
        if (sub)
          outcomes.record(sub, signalId, order.ticket, order.symbol, 'modify', 'ACCOUNT_DISCONNECTED', null);
        return;
      }
      const result = await orders.send(
        session,
        () =>
          session.modify(decision.followerTicket, {
            sl: decision.sl,
            tp: decision.tp,
            ...(decision.price ? { price: decision.price } : {}),
          }),
        null,
      );
      if (result.ok) outcomes.moved(link, { sl: result.order.sl, tp: result.order.tp });
      else if (sub && result.code !== INVALID_TICKET)
        outcomes.record(sub, signalId, order.ticket, order.symbol, 'modify', 'BROKER_REJECTED', result.code, {
          message: result.message,
        });
    } finally {
      outcomes.settle(signalId);
    }
  }

  return {
    closeLink,

    /** The master closed a position, or deleted a pending order (`deleted`): its copies follow. */
    async close(master: MirroredAccount, order: GatewayOrder, deleted: boolean) {
      // A deleted (or expired) pending order: copies that awaited its fill are told nothing will open.
      const waiting = deleted ? await ports.awaiting(master.id, order.ticket) : [];
      const live = links.ofMasterTicket(master.id, order.ticket);
      const signalId = await followUpSignal(
        master,
        order.ticket,
        deleted ? 'delete' : 'close',
        { order },
        live,
        waiting,
      );
      if (signalId === null) return;
      for (const link of live)
        void queues.forFollower(link.followAccountId, () => closeLink(link, signalId, order.symbol));
      const gone = deletedBeforeFill();
      for (const sub of waiting) {
        outcomes.record(sub, signalId, order.ticket, order.symbol, 'delete', gone.reason, null);
        outcomes.settle(signalId);
      }
    },

    /** The master closed part of a position (MT4 leaves `remainder`): the same share of each copy closes. */
    async partial(master: MirroredAccount, closedPart: GatewayOrder, remainder: GatewayOrder) {
      const live = links.ofMasterTicket(master.id, closedPart.ticket);
      const signalId = await followUpSignal(
        master,
        closedPart.ticket,
        `partial:${remainder.ticket}`,
        { order: closedPart, remainder },
        live,
      );
      if (signalId === null) return;
      await views.preloadSymbols(live.map((l) => l.followAccountId));
      for (const link of live)
        void queues.forFollower(link.followAccountId, () =>
          partialOfLink(link, signalId, closedPart, remainder),
        );
    },

    /** The master changed a stop, a take profit or a pending order's price: the copies follow. */
    async modify(master: MirroredAccount, order: GatewayOrder) {
      const live = links.ofMasterTicket(master.id, order.ticket);
      const signalId = await followUpSignal(
        master,
        order.ticket,
        `modify:${order.sl}:${order.tp}:${order.openPrice}`,
        { order },
        live,
      );
      if (signalId === null) return;
      for (const link of live)
        void queues.forFollower(link.followAccountId, () => modifyOfLink(link, signalId, order));
    },

    /** An event of a follow account on one of its copies (closed by him or his broker, filled). */
    followerEvent(event: TradeEvent) {
      const { account, kind, order, remainder } = event;
      const link = links.ofFollowerTicket(account.id, order.ticket);
      if (!link) return;
      if (kind === 'closed' || kind === 'pendingDeleted') {
        outcomes.closed(link, order);
      } else if (kind === 'partiallyClosed' && remainder) {
        // The follower (or his broker) closed part himself: the link keeps the rest.
        outcomes.moved(link, { followerTicket: remainder.ticket, lots: remainder.lots });
      } else if (kind === 'pendingFilled' && link.state === 'pending') {
        outcomes.filled(link, order);
      }
    },

    /**
     * Applies a cancel's close mode to the live links (DOMAIN.md, Closing): pending copies are deleted;
     * "follow the trader" leaves positions following the master's closes; "manual" detaches them.
     */
    cancel(
      subscriptionId: number,
      masterAccountId: number,
      closeMode: CloseMode,
    ): CancelPlan['subscription'] {
      const own = links.ofSubscription(masterAccountId, subscriptionId);
      const plan = decideCancel(closeMode, own.map(engineLink));
      for (const action of plan.links) {
        const link = own.find((l) => l.followerTicket === action.followerTicket);
        if (!link) continue;
        if (action.action === 'delete')
          void queues.forFollower(link.followAccountId, () => closeLink(link, null, link.masterSymbol));
        if (action.action === 'detach') outcomes.detached(link);
      }
      subscribers.invalidate(masterAccountId);
      return plan.subscription;
    },

    /** The follower closes one of his copied positions himself (the link ends, nothing reopens it). */
    async closeCopy(
      subscriptionId: number,
      masterAccountId: number,
      followerTicket: number,
    ): Promise<boolean> {
      const link = links
        .ofSubscription(masterAccountId, subscriptionId)
        .find((l) => l.followerTicket === followerTicket);
      if (!link) return false;
      await queues.forFollower(link.followAccountId, () => closeLink(link, null, link.masterSymbol));
      return true;
    },
  };
}
