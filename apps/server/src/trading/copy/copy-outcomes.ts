import type { FastifyBaseLogger } from 'fastify';
import type { CopyRecord as CopyRecordMessage } from '@copytrade/contracts/subscriptions';
import { formatMoney, roundMoney } from '@copytrade/units/money';
import type { RealtimePush } from '../../platform/after-commit';
import type { Clock } from '../../platform/ports';
import type { RealtimeHub } from '../../platform/realtime-hub';
import type { GatewayOrder } from '../gateway';
import { createWriteBehind } from '../write-behind';
import type { LiveSubscriptionRow } from '../../read-models/copy-inputs';
import type { LinkChange, NewLink, NewRecord, RecordRow } from './copy.repository';
import type { CopyStore, WrittenOutcomes } from './copy-store';
import { linkInsert, toLinkMessage, type Link, type LinkMove, type LiveLinkBook } from './live-link-book';
import { release, type SubscriberBook } from './subscriber-book';

/** Hooks for measuring the fan-out (benchmarks, metrics); they must not throw or block. */
export type CopyObserver = {
  sent?(followAccountId: number): void;
  written?(batch: { links: number; changes: number; records: number }): void;
};

/** One outcome waiting for its batch. */
type Outcome =
  | { kind: 'link'; row: NewLink; link: Link }
  | { kind: 'change'; change: LinkChange; link: Link }
  | { kind: 'record'; record: NewRecord }
  | { kind: 'signalDone'; signalId: number }
  /** A closing subscription that may have lost its last link. */
  | { kind: 'finishing'; subscriptionId: number };

export type CopyOutcomesPorts = {
  store: Pick<CopyStore, 'writeOutcomes' | 'finishClosingSubscriptions'>;
  clock: Clock;
  hub: Pick<RealtimeHub, 'publish'>;
  links: LiveLinkBook;
  subscribers: SubscriberBook;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Outcomes are gathered this long before one batched write. */
  flushMs: number;
  observer?: CopyObserver;
};

/** A batch this big is written at once. */
const MAX_BATCH = 10_000;

/**
 * Net profit of a closed order (profit, swap and commission) as a decimal string, summed in exact cents
 * (each part rounded to the cent half away from zero): the basis of `copy_links.profit`, hence of fees.
 */
export function netProfit(o: Pick<GatewayOrder, 'profit' | 'swap' | 'commission'>): string {
  return formatMoney(roundMoney(o.profit) + roundMoney(o.swap) + roundMoney(o.commission));
}

/**
 * The write side of copying: every outcome (a new link, a link's change, a record of a skip or refusal,
 * a signal with all its outcomes) changes memory at once and is written behind, in batches of one
 * transaction (one statement per kind). Only once a batch is committed are its links and records pushed
 * to the followers' screens: a reader who refetches on the message finds the row.
 *
 * It also counts each signal's outcomes still to come: a signal is done (marked in the batch) when every
 * subscription it listed has its outcome.
 */
export type CopyOutcomes = ReturnType<typeof createCopyOutcomes>;

export function createCopyOutcomes(ports: CopyOutcomesPorts) {
  const { store, clock, hub, links, subscribers } = ports;
  /** Signal id -> subscriptions whose outcome is still to come. */
  const openSignals = new Map<number, { remaining: number }>();

  const batches = createWriteBehind<Outcome>({
    delayMs: ports.flushMs,
    clock,
    maxItems: MAX_BATCH,
    write,
    onError: (err) => ports.log.error({ err }, 'copy: batched write failed'),
  });

  async function write(batch: Outcome[]) {
    const newLinks: NewLink[] = [];
    const newLinkRefs: Link[] = [];
    const changes: LinkChange[] = [];
    const records: NewRecord[] = [];
    const doneSignals: number[] = [];
    /** Links whose state the batch writes: announced to their follower once it is committed. */
    const announce = new Set<Link>();
    const finishing = new Set<number>();
    for (const o of batch) {
      if (o.kind === 'link') {
        newLinks.push(o.row);
        newLinkRefs.push(o.link);
        announce.add(o.link);
      } else if (o.kind === 'change') {
        changes.push(o.change);
        announce.add(o.link);
      } else if (o.kind === 'record') records.push(o.record);
      else if (o.kind === 'signalDone') doneSignals.push(o.signalId);
      else finishing.add(o.subscriptionId);
    }
    const now = clock.now();
    const linkIdOf = (w: WrittenOutcomes, link: Link) =>
      w.linkIds.get(`${link.subscriptionId}:${link.originTicket}`) ?? link.linkId;
    // The pushes are made inside the batch's transaction (the store writes them to the outbox there), from
    // copies of the links: memory takes the new ids only once the batch is committed.
    const pushesOf = (w: WrittenOutcomes): RealtimePush[] => [
      ...[...announce].map((link) => linkPush({ ...link, linkId: linkIdOf(w, link) })),
      ...w.records.flatMap((record) => recordPush(record) ?? []),
    ];
    const written = await store.writeOutcomes(
      { links: newLinks, changes, records, doneSignals },
      now,
      pushesOf,
    );
    ports.observer?.written?.({ links: newLinks.length, changes: changes.length, records: records.length });
    for (const link of newLinkRefs) link.linkId = linkIdOf(written, link);
    if (!written.announced) {
      for (const push of pushesOf(written)) hub.publish(push.siteId, push.userId, push.message);
    }
    const finished = await store.finishClosingSubscriptions([...finishing], now);
    for (const f of finished) subscribers.invalidate(f.masterAccountId);
  }

  function linkPush(link: Link): RealtimePush {
    return {
      siteId: link.siteId,
      userId: link.followerUserId,
      message: { type: 'copy', link: toLinkMessage(link) },
    };
  }

  function recordPush(record: RecordRow): RealtimePush | undefined {
    const sub = subscribers.find(record.subscriptionId);
    if (!sub) return undefined;
    const message: CopyRecordMessage = {
      recordId: record.id,
      subscriptionId: record.subscriptionId,
      serialNo: sub.row.serialNo,
      followAccountId: sub.row.followAccountId,
      masterTicket: record.masterTicket,
      masterSymbol: record.masterSymbol,
      action: record.action as CopyRecordMessage['action'],
      reason: record.reason,
      errorCode: record.errorCode,
      detail: record.detail as Record<string, string | number>,
      createTime: record.createdAt.getTime(),
    };
    return {
      siteId: sub.row.siteId,
      userId: sub.row.followerUserId,
      message: { type: 'copyRecord', record: message },
    };
  }

  function change(link: Link, linkChange: Omit<LinkChange, 'subscriptionId' | 'originTicket'>) {
    batches.add({
      kind: 'change',
      link,
      change: { subscriptionId: link.subscriptionId, originTicket: link.originTicket, ...linkChange },
    });
  }

  function signalDone(signalId: number) {
    batches.add({ kind: 'signalDone', signalId });
  }

  return {
    /** A signal was written for `count` subscriptions: it is done when each has its outcome. */
    expect(signalId: number, count: number) {
      openSignals.set(signalId, { remaining: count });
    },

    /** One more outcome to wait for (a send that settles the signal itself). */
    expectOneMore(signalId: number) {
      const open = openSignals.get(signalId);
      if (open) open.remaining += 1;
    },

    /** One subscription of the signal has its outcome. */
    settle(signalId: number | null) {
      if (signalId === null) return;
      const open = openSignals.get(signalId);
      if (!open) return;
      open.remaining -= 1;
      if (open.remaining <= 0) {
        openSignals.delete(signalId);
        signalDone(signalId);
      }
    },

    /** Marks a signal done without counting (recovery: nothing left of it to do). */
    signalDone,

    /** Records what happened to one subscription's copy (a skip, a refusal, awaiting a fill). */
    record(
      sub: { row: Pick<LiveSubscriptionRow, 'id' | 'siteId'> },
      signalId: number | null,
      masterTicket: number,
      masterSymbol: string,
      action: string,
      reason: string,
      errorCode: number | null,
      detail: Record<string, string | number> = {},
    ) {
      batches.add({
        kind: 'record',
        record: {
          siteId: sub.row.siteId,
          subscriptionId: sub.row.id,
          signalId,
          masterTicket,
          masterSymbol,
          action,
          reason,
          errorCode,
          detail,
        },
      });
    },

    /** A follower order copies the master's: the link goes live now and is inserted with the batch. */
    opened(link: Link) {
      links.track(link);
      batches.add({ kind: 'link', row: linkInsert(link), link });
    },

    /** The follower side of a link is closed (by us, the follower, or his broker); null: not known how. */
    closed(link: Link, closedOrder: GatewayOrder | null) {
      if (link.state === 'closed' || link.state === 'detached') return;
      links.untrack(link);
      const wasLots = link.lots;
      link.state = 'closed';
      link.closeTime = closedOrder?.closeTime ?? clock.now().getTime();
      link.closePrice = closedOrder?.closePrice ?? link.closePrice;
      if (closedOrder) link.profit = netProfit(closedOrder);
      const sub = subscribers.find(link.subscriptionId);
      if (sub) release(sub, wasLots);
      change(link, {
        state: 'closed',
        closeTime: new Date(link.closeTime),
        closePrice: link.closePrice,
        profit: link.profit,
      });
      if (sub?.row.state === 'closing') batches.add({ kind: 'finishing', subscriptionId: sub.row.id });
    },

    /** Tickets, lots or stops of a link moved (partial close, modify). */
    moved(link: Link, move: LinkMove) {
      links.move(link, move);
      change(link, move);
    },

    /** A pending copy filled at the follower's broker. */
    filled(link: Link, order: GatewayOrder) {
      link.state = 'open';
      link.type = order.type;
      link.openPrice = order.openPrice;
      link.openTime = order.openTime;
      change(link, {
        state: 'open',
        type: order.type,
        openPrice: order.openPrice,
        openTime: new Date(order.openTime),
      });
    },

    /** The follower manages the copy himself from now on (cancelled with "close manually"). */
    detached(link: Link) {
      links.untrack(link);
      link.state = 'detached';
      change(link, { state: 'detached' });
    },

    /** Writes what waits now; resolves when that batch (and those before it) are written. */
    flush: () => batches.flush(),

    /** Outcomes waiting for their batch. */
    waiting: () => batches.waiting(),

    /** Whether a batch is about to be written. */
    scheduled: () => batches.scheduled(),
  };
}
