import { copyTag } from '@copytrade/engine/copy/copy-tag';
import { SIGNAL_MAX_AGE_MS } from '@copytrade/engine/copy/decide-open';
import { isPendingType } from '@copytrade/units/mt4';
import type { Clock } from '../../platform/ports';
import type { MirroredAccount, TradeEvent } from '../account-mirror';
import type { GatewayOrder } from '../gateway';
import type { CopyOutcomes } from './copy-outcomes';
import type { CopyQueues, CopyStore, MirrorPort, SignalRow } from './copy-store';
import type { FollowerOrders } from './follower-orders';
import { newLink } from './live-link-book';
import type { OpenFanOut } from './open-fan-out';
import { hold, type Subscriber, type SubscriberBook } from './subscriber-book';

/** Master orders stored by the mirror this recently whose event the orchestrator never handled are caught up. */
const CATCH_UP_MS = 5 * 60_000;
/** How far back a master's history is read to find a filled or deleted pending order. */
const HISTORY_MS = 24 * 3600_000;

export type RecoveryPorts = {
  store: Pick<
    CopyStore,
    'pendingSignals' | 'settledSubscriptions' | 'unsignalledOpens' | 'unhandledAwaitedOrders'
  >;
  mirror: MirrorPort;
  clock: Clock;
  subscribers: SubscriberBook;
  outcomes: CopyOutcomes;
  orders: FollowerOrders;
  queues: CopyQueues;
  fanOut: Pick<OpenFanOut, 'decide' | 'send' | 'trackPendingSend'>;
  /** Hands a trade event found late to the orchestrator, as if it had just arrived. */
  dispatch(event: TradeEvent): void;
  /** The masters this process copies (a copy worker: those it holds a lease on); none: every master. */
  owns?: (masterAccountId: number) => boolean;
};

/**
 * After a restart, and in the repair sweep: what a crash or a missed event left unfinished.
 * - `signals`: every subscription of an unfinished open (or fill) signal without an outcome is settled by
 *   its copy tag among the follower's orders, never sent twice; a copy not found is sent only while the
 *   signal is younger than the engine's maximum age. Follow-up signals are idempotent on the links: the
 *   repair sweep finishes them.
 * - `opens`: master opens the mirror stored but the orchestrator never fanned out.
 * - `awaited`: master pending orders with copies awaiting their fill that filled or went away unseen.
 * Each works over the masters this process copies, or over one master (`only`: a copy worker that has
 * just taken the master's lease).
 */
export type Recovery = ReturnType<typeof createRecovery>;

export function createRecovery(ports: RecoveryPorts) {
  const { store, mirror, clock, subscribers, outcomes, orders, queues, fanOut } = ports;
  /** Whether a master's unfinished work is this call's to recover. */
  const mine = (masterAccountId: number, only: number | undefined) =>
    (only === undefined || masterAccountId === only) && (ports.owns?.(masterAccountId) ?? true);

  /** One subscription of an unfinished open signal (on its follower's queue). */
  async function recoverOne(
    master: MirroredAccount,
    signal: SignalRow,
    order: GatewayOrder,
    sub: Subscriber,
  ) {
    try {
      const session = mirror.session(sub.row.followAccountId);
      const found = session
        ? await orders.findByTag(session, copyTag(sub.row.id, signal.masterTicket))
        : null;
      if (found) {
        const link = newLink(master, sub.row, order, found);
        outcomes.opened(link);
        if (found.state === 'closed') outcomes.closed(link, found);
        return;
      }
      if (clock.now().getTime() - signal.signalAt.getTime() > SIGNAL_MAX_AGE_MS) {
        outcomes.record(sub, signal.id, signal.masterTicket, order.symbol, 'open', 'SIGNAL_TOO_OLD', null);
        return;
      }
      // Not at the broker and still fresh: decide again and send, as if for the first time.
      const [decision] = await fanOut.decide(master, order, signal.signalAt.getTime(), [sub]);
      if (!decision || decision.kind === 'skip') {
        const reason = decision?.reason ?? 'NOT_COPIED';
        outcomes.record(sub, signal.id, signal.masterTicket, order.symbol, 'open', reason, null);
        return;
      }
      hold(sub, decision.lots);
      // `send` settles the signal itself.
      outcomes.expectOneMore(signal.id);
      await fanOut.send(master, sub, order, decision, signal.id);
    } finally {
      outcomes.settle(signal.id);
    }
  }

  async function signals(only?: number) {
    for (const signal of await store.pendingSignals()) {
      if (!mine(signal.masterAccountId, only)) continue;
      const payload = signal.payload as { order: GatewayOrder; remainder?: GatewayOrder };
      const settled = await store.settledSubscriptions(
        signal.id,
        signal.masterTicket,
        signal.subscriptionIds,
      );
      const open = signal.subscriptionIds.filter((id) => !settled.has(id));
      if ((signal.actionKey !== 'open' && signal.actionKey !== 'fill') || open.length === 0) {
        outcomes.signalDone(signal.id);
        continue;
      }
      const subs = await subscribers.of(signal.masterAccountId);
      const master = mirror.view(signal.masterAccountId)?.account;
      outcomes.expect(signal.id, open.length);
      for (const subscriptionId of open) {
        const sub = subs.get(subscriptionId);
        if (!sub || !master) {
          // Gone (ended, unbound): nothing to send; it counts as settled.
          outcomes.settle(signal.id);
          continue;
        }
        const recovered = queues.forFollower(sub.row.followAccountId, () =>
          recoverOne(master, signal, payload.order, sub),
        );
        // A pending copy sent again may be refused and await the fill: the fill waits for its answer.
        if (isPendingType(payload.order.type))
          fanOut.trackPendingSend(signal.masterAccountId, signal.masterTicket, recovered);
      }
    }
  }

  /** Fans out fresh master opens that never got a signal (see `unsignalledOpens`); old ones are recorded as too old by the engine. */
  async function opens(only?: number) {
    const missed = await store.unsignalledOpens(new Date(clock.now().getTime() - CATCH_UP_MS));
    for (const { accountId, ticket } of missed) {
      if (!mine(accountId, only)) continue;
      const view = mirror.view(accountId);
      const session = mirror.session(accountId);
      if (!view || !session) continue;
      const order = (await session.snapshot(clock.now().getTime())).open.find((o) => o.ticket === ticket);
      if (order)
        ports.dispatch({
          account: view.account,
          kind: order.state === 'pending' ? 'pendingPlaced' : 'opened',
          order,
          source: 'reconcile',
        });
    }
  }

  /**
   * Handles master pending orders whose copies await their fill and that filled or went away without the
   * event reaching us (see `unhandledAwaitedOrders`); a fill older than the maximum age is recorded as too old.
   */
  async function awaited(only?: number) {
    const missed = await store.unhandledAwaitedOrders(new Date(clock.now().getTime() - CATCH_UP_MS));
    for (const { accountId, ticket, filled } of missed) {
      if (!mine(accountId, only)) continue;
      const view = mirror.view(accountId);
      const session = mirror.session(accountId);
      if (!view || !session) continue;
      const snapshot = await session.snapshot(clock.now().getTime() - HISTORY_MS);
      const order = (filled ? snapshot.open : snapshot.history).find((o) => o.ticket === ticket);
      if (order)
        ports.dispatch({
          account: view.account,
          kind: filled ? 'pendingFilled' : 'pendingDeleted',
          order,
          source: 'reconcile',
        });
    }
  }

  return { signals, opens, awaited };
}
