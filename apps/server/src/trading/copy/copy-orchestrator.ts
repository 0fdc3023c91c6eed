import type { FastifyBaseLogger } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { CloseMode } from '@copytrade/engine/copy/types';
import type { Db } from '../../db/client';
import type { AfterCommit } from '../../platform/after-commit';
import type { Clock } from '../../platform/ports';
import type { RealtimeHub } from '../../platform/realtime-hub';
import type { NoticePort } from '../../modules/messages/notice.service';
import type { AccountMirror, TradeEvent } from '../account-mirror';
import { createKeyedQueue } from '../keyed-queue';
import { createAccountViews } from './account-views';
import { createCopyOutcomes, type CopyObserver } from './copy-outcomes';
import { createCopyStore, type CopyQueues, type CopyStore, type MirrorPort } from './copy-store';
import { allLiveLinks, insertSignal, type LinkRow } from './copy.repository';
import { createFollowUps } from './follow-ups';
import { createFollowerOrders } from './follower-orders';
import { createLiveLinkBook, linkFromRow } from './live-link-book';
import { createOpenFanOut } from './open-fan-out';
import { createRecovery } from './recovery';
import { createRepair } from './repair';
import { createSubscriberBook } from './subscriber-book';
import { createTradeQuota, type TradeQuotaPorts } from './trade-quota';
import { tradeLimitsOf, tradesSince } from '../../read-models/site-usage';

export type { CopyObserver } from './copy-outcomes';

type Deps = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The account mirror of this process, or (a copy worker) the API nodes' through Redis. */
  mirror: MirrorPort & Pick<AccountMirror, 'onTradeEvent' | 'ready'>;
  hub: RealtimeHub;
  /** Copy-skipped notices, written in the batch's transaction (and pushed after it). */
  notices?: Pick<NoticePort, 'copySkipped'>;
  /** The outbox the batches' pushes are written to (none: pushed straight after each commit). */
  afterCommit?: Pick<AfterCommit, 'enqueue'>;
  /** Results are gathered this long before one batched write. */
  flushMs?: number;
  /** Live links are repaired this often. */
  repairEveryMs?: number;
  /** Slippage allowed on copied market orders, in points. */
  slippagePoints?: number;
  /** Metrics: a follower order handed to the gateway; a batch of outcomes committed. */
  observer?: CopyObserver;
  /**
   * A copy worker (issue 20): copies only the masters it holds (a lease, trading/leases), told when it
   * gains and loses one. None: this process copies every master (the single process).
   */
  ownership?: CopyOwnershipFactory;
};

/** Which masters this process copies, and the condition its intents for a master are written under. */
export type CopyOwnership = {
  holds(masterAccountId: number): boolean;
  /** A write for this master is done only where this holds (the lease's fence); null: not held. */
  fence(masterAccountId: number): SQL | null;
  start(): Promise<void>;
  /** Gives every master up (the copier is told first). */
  stop(): Promise<void>;
};

/** What the copier does when it gains or loses masters. */
export type CopyOwnershipHandlers = {
  onGained(masterAccountIds: number[]): Promise<void>;
  onLost(masterAccountIds: number[]): Promise<void>;
};

/** Makes the ownership with the copier's handlers (a lease keeper: trading/leases/lease-keeper.ts). */
export type CopyOwnershipFactory = (handlers: CopyOwnershipHandlers) => CopyOwnership;

/** A queue key: a master account's events, or a follow account's requests. */
type QueueKey = `master:${number}` | `follower:${number}`;

/** What the composed parts work through: the database, the mirror's memory, the realtime hub. */
export type CopyPartsPorts = {
  store: CopyStore;
  mirror: MirrorPort;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  hub: Pick<RealtimeHub, 'publish'>;
  flushMs: number;
  slippagePoints: number;
  observer?: CopyObserver;
  /** The platform's monthly trade limit (its limits and counts); none: unlimited. */
  quota?: TradeQuotaPorts;
  /** The masters this process copies (a copy worker); none: every master. */
  owns?: (masterAccountId: number) => boolean;
  /** The live links of these masters (a copy worker taking masters over); none: read from all. */
  liveLinksOf?: (masterAccountIds: number[]) => Promise<LinkRow[]>;
  /** Resolves once the accounts' sessions are up (a take-over's recovery reads the followers' orders). */
  sessionsReady?: () => Promise<void>;
};

/**
 * The parts wired to each other (the orchestrator without its start, timers and public face), so a test
 * can drive the whole copy path through in-memory ports.
 */
export function createCopyParts(ports: CopyPartsPorts) {
  const { store, mirror, clock, log, hub, slippagePoints } = ports;
  const observer = ports.observer ? { observer: ports.observer } : {};
  const queue = createKeyedQueue<QueueKey>((err, key) => log.error({ err, key }, 'copy: task failed'));
  const queues: CopyQueues = {
    forMaster: (id, task) => queue.run(`master:${id}`, task),
    forFollower: (id, task) => queue.run(`follower:${id}`, task),
  };
  const links = createLiveLinkBook();
  const subscribers = createSubscriberBook({
    load: (masterAccountId) => store.liveSubscriptionsOf(masterAccountId),
    liveCopies: (masterAccountId) => links.ofMaster(masterAccountId),
  });
  const views = createAccountViews({ symbolRowsOf: (ids) => store.symbolRowsOf(ids), mirror });
  const outcomes = createCopyOutcomes({
    store,
    clock,
    hub,
    links,
    subscribers,
    log,
    flushMs: ports.flushMs,
    ...observer,
  });
  const orders = createFollowerOrders({ mirror, clock });
  const quota = ports.quota ? createTradeQuota(ports.quota) : undefined;
  const fanOut = createOpenFanOut({
    store,
    mirror,
    clock,
    views,
    subscribers,
    outcomes,
    orders,
    queues,
    slippagePoints,
    ...observer,
    ...(quota ? { quota } : {}),
    ...(ports.owns ? { owns: ports.owns } : {}),
  });
  const followUps = createFollowUps({
    store,
    clock,
    links,
    subscribers,
    views,
    outcomes,
    orders,
    queues,
    awaiting: fanOut.awaiting,
    slippagePoints,
    ...(ports.owns ? { owns: ports.owns } : {}),
  });
  const recovery = createRecovery({
    store,
    mirror,
    clock,
    subscribers,
    outcomes,
    orders,
    queues,
    fanOut,
    dispatch: onTradeEvent,
    ...(ports.owns ? { owns: ports.owns } : {}),
  });
  const repair = createRepair({
    store,
    mirror,
    clock,
    links,
    subscribers,
    outcomes,
    queues,
    followUps,
    recovery,
    ...(ports.owns ? { owns: ports.owns } : {}),
  });

  /** Routes a mirrored trade event: a master's to its queue and the part that handles it; a follower's to his links. */
  function onTradeEvent(event: TradeEvent) {
    if (event.account.accType === 2) {
      // Wait until the follow account's queued sends are done: a close by the broker right after our
      // open must find the link.
      void queues.forFollower(event.account.id, () => {
        followUps.followerEvent(event);
        return Promise.resolve();
      });
      return;
    }
    if (event.account.accType !== 1) return;
    // A copy worker handles the trades of the masters it holds only (another worker copies the rest).
    if (ports.owns && !ports.owns(event.account.id)) return;
    const { account: master, kind, order, remainder } = event;
    void queues.forMaster(master.id, async () => {
      if (kind === 'opened' || kind === 'pendingPlaced') await fanOut.open(master, order);
      else if (kind === 'closed') await followUps.close(master, order, false);
      else if (kind === 'pendingDeleted') await followUps.close(master, order, true);
      else if (kind === 'pendingFilled') await fanOut.fill(master, order);
      else if (kind === 'partiallyClosed' && remainder) await followUps.partial(master, order, remainder);
      else if (kind === 'modified') await followUps.modify(master, order);
    });
  }

  /** These stored live links back in memory. */
  async function track(rows: LinkRow[]) {
    for (const row of rows) {
      const subs = await subscribers.of(row.masterAccountId);
      links.track(linkFromRow(row, subs.get(row.subscriptionId)?.row));
    }
  }

  /**
   * A copy worker took a master over: on the master's queue (its trade events wait behind), its stored
   * live links back in memory, then the start-up recovery for that master alone once the sessions are up
   * (its unfinished signals settled by copy tag, never sent twice).
   */
  function gained(masterAccountId: number): Promise<void> {
    return queues.forMaster(masterAccountId, async () => {
      subscribers.invalidate(masterAccountId);
      const rows = ports.liveLinksOf
        ? await ports.liveLinksOf([masterAccountId])
        : (await store.allLiveLinks()).filter((r) => r.masterAccountId === masterAccountId);
      await track(rows);
      subscribers.invalidate(masterAccountId);
      await ports.sessionsReady?.();
      await recovery.signals(masterAccountId);
      await recovery.opens(masterAccountId);
      await recovery.awaited(masterAccountId);
    });
  }

  /** A copy worker lost a master: its queued events are done (an intent is refused by the fence), then its links leave memory. */
  async function lost(masterAccountId: number): Promise<void> {
    const forget = () => {
      if (ports.owns?.(masterAccountId)) return;
      for (const link of links.ofMaster(masterAccountId)) links.untrack(link);
      subscribers.invalidate(masterAccountId);
    };
    await queues.forMaster(masterAccountId, () => Promise.resolve(forget()));
    await outcomes.flush();
    forget();
  }

  return {
    queue,
    links,
    subscribers,
    views,
    outcomes,
    followUps,
    recovery,
    repair,
    onTradeEvent,
    quota,
    gained,
    lost,

    /** A start: the stored live links back in memory. */
    async restore() {
      await track(await store.allLiveLinks());
      // Exposures are counted from the tracked links: load the subscriptions again now that all are in.
      subscribers.clear();
    },

    /** Resolves when every queued task is done and every outcome is written. */
    async idle(): Promise<void> {
      for (let i = 0; i < 50; i += 1) {
        await queue.idle();
        await outcomes.flush();
        if (queue.inflight() === 0 && outcomes.waiting() === 0) return;
      }
    },
  };
}

/**
 * The copy orchestrator (DESIGN.md, Trading gateway; DOMAIN.md): master trade events from the account
 * mirror -> engine decisions for every live subscription -> follower orders through the gateway -> copy
 * links and records. This file composes the parts (docs/architecture.md, Copy trading):
 *
 * - `live-link-book.ts`: the live links in memory, by master ticket and by follower ticket;
 * - `subscriber-book.ts`: each master's live subscribers with their exposure;
 * - `account-views.ts`: symbol indexes, the accounts' figures as the engine reads them, paused accounts;
 * - `copy-outcomes.ts`: links, changes and records written behind in batches, then pushed;
 * - `follower-orders.ts`: sends with MT4's retries, the search by copy tag;
 * - `open-fan-out.ts`, `follow-ups.ts`: opens and fills; closes, partial closes, modifies, cancels;
 * - `recovery.ts`, `repair.ts`: after a restart, and the periodic sweep.
 *
 * Exactly once per (subscription, master position, action):
 * - the fan-out's intent (`copy_signals`, one row per master ticket and action, listing its subscriptions)
 *   is written before any follower order is sent; a second event for the same action finds it and stops;
 * - each follower order carries the copy tag (`c<sub>.<ticket>` in base 36) in its comment;
 * - after a restart, every subscription of a pending signal without an outcome is reconciled by that tag
 *   among the follower's orders before anything is sent again (and an open older than the engine's
 *   maximum signal age is not sent);
 * - links are unique by (subscription, origin ticket) in the database as well.
 *
 * Fan-out: each follow account has its own queue (MT4 takes one request at a time per account), all
 * queues run at once, so one slow or failing follower never holds up another. Outcomes are written in
 * batches (one statement per kind per flush), not one round trip per follower.
 */
export function createCopyOrchestrator(deps: Deps) {
  const { log, mirror } = deps;
  const repairEveryMs = deps.repairEveryMs ?? 30_000;
  const handlers: CopyOwnershipHandlers = {
    onGained: async (ids) => {
      // Queued, not awaited: the lease keeper goes on renewing while the recovery waits for sessions.
      for (const id of ids)
        void parts
          .gained(id)
          .catch((err: unknown) => log.error({ err, master: id }, 'copy: take-over failed'));
      await Promise.resolve();
    },
    onLost: async (ids) => {
      await Promise.all(ids.map((id) => parts.lost(id)));
    },
  };
  const ownership = deps.ownership?.(handlers);
  const baseStore = createCopyStore(deps.db, deps.notices, deps.afterCommit);
  // A copy worker writes an intent only while it holds the master's lease (the fence, in the same statement).
  const store: CopyStore = ownership
    ? {
        ...baseStore,
        insertSignal: (signal) => {
          const fence = ownership.fence(signal.masterAccountId);
          return fence ? insertSignal(deps.db, signal, fence) : Promise.resolve(null);
        },
      }
    : baseStore;
  const parts = createCopyParts({
    store,
    mirror,
    clock: deps.clock,
    log,
    hub: deps.hub,
    flushMs: deps.flushMs ?? 5,
    slippagePoints: deps.slippagePoints ?? 30,
    ...(deps.observer ? { observer: deps.observer } : {}),
    quota: {
      limits: (siteIds) => tradeLimitsOf(deps.db, siteIds),
      tradesSince: (siteId, userIds, since) => tradesSince(deps.db, siteId, userIds, since),
    },
    ...(ownership
      ? {
          owns: (id: number) => ownership.holds(id),
          liveLinksOf: (ids: number[]) => allLiveLinks(deps.db, ids),
          sessionsReady: () => mirror.ready(),
        }
      : {}),
  });
  const { queue, links, subscribers, views, outcomes, followUps, recovery, repair, onTradeEvent } = parts;

  /** Subscribers and symbol tables are loaded at start, so the first signal after a start is not the slow one. */
  async function warm() {
    for (const masterAccountId of await store.mastersWithLiveSubscriptions()) {
      const subs = await subscribers.of(masterAccountId);
      await views.preloadSymbols([masterAccountId, ...[...subs.values()].map((s) => s.row.followAccountId)]);
    }
  }

  let repairTimer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;
  let recovered: Promise<void> = Promise.resolve();
  /** The start-up recovery is still running (it may hand out work at any moment). */
  let recovering = false;

  return {
    async start() {
      if (ownership) {
        // A copy worker: each master's links and recovery come with its lease (`gained`).
        unsubscribe = mirror.onTradeEvent(onTradeEvent);
        await ownership.start();
        repairTimer = setInterval(
          () => void repair().catch((err: unknown) => log.error({ err }, 'copy: repair failed')),
          repairEveryMs,
        );
        repairTimer.unref();
        return;
      }
      await parts.restore();
      unsubscribe = mirror.onTradeEvent(onTradeEvent);
      void warm().catch((err: unknown) => log.error({ err }, 'copy: warm-up failed'));
      // Unfinished fan-outs are settled once the sessions are up (the mirror attaches in the background).
      recovering = true;
      recovered = mirror
        .ready()
        .then(() => recovery.signals())
        .then(() => recovery.opens())
        .then(() => recovery.awaited())
        .catch((err: unknown) => log.error({ err }, 'copy: recovery failed'))
        .finally(() => {
          recovering = false;
        });
      repairTimer = setInterval(
        () => void repair().catch((err: unknown) => log.error({ err }, 'copy: repair failed')),
        repairEveryMs,
      );
      repairTimer.unref();
    },

    async stop() {
      unsubscribe?.();
      if (repairTimer) clearInterval(repairTimer);
      // A copy worker gives its masters back at once (the next worker need not wait for the leases to run out).
      await ownership?.stop();
      await this.idle();
    },

    /**
     * Pauses (or resumes) copying new opens to these follow accounts; closes, partial closes and stop
     * changes of existing copies still follow (the engine skips opens with ACCOUNT_PAUSED).
     */
    setPaused(followAccountIds: readonly number[], paused: boolean) {
      views.setPaused(followAccountIds, paused);
    },

    /** A subscription of this master changed (created, edited, cancelled, ended): reload it on the next signal. */
    invalidateMaster(masterAccountId: number) {
      subscribers.invalidate(masterAccountId);
    },

    /** A site's limits changed (the operator's console): its monthly trade limit is read again. */
    invalidateSiteLimits(siteId: number) {
      parts.quota?.invalidateSite(siteId);
    },

    /** An account's symbol table changed. */
    invalidateSymbols(accountId: number) {
      views.invalidateSymbols(accountId);
    },

    /**
     * Applies a cancel's close mode to the live links (DOMAIN.md, Closing): pending copies are deleted;
     * "follow the trader" leaves positions following the master's closes; "manual" detaches them.
     */
    cancel(subscriptionId: number, masterAccountId: number, closeMode: CloseMode) {
      return followUps.cancel(subscriptionId, masterAccountId, closeMode);
    },

    /** The follower closes one of his copied positions himself (the link ends, nothing reopens it). */
    closeCopy(subscriptionId: number, masterAccountId: number, followerTicket: number): Promise<boolean> {
      return followUps.closeCopy(subscriptionId, masterAccountId, followerTicket);
    },

    /** Runs the repair sweep now (tests, and after a reconnect of many accounts). */
    repair: () => repair(),

    /** Resolves when every queued task is done and every outcome is written. */
    async idle(): Promise<void> {
      await recovered;
      await parts.idle();
    },

    /**
     * Whether anything is queued, in flight or waiting to be written, or the start-up recovery is still
     * looking for unfinished work (tests and the demo's history drive the simulator until not: a fill the
     * recovery hands out after the driver stopped would wait for a clock nobody moves).
     */
    busy(): boolean {
      return recovering || queue.inflight() > 0 || outcomes.waiting() > 0 || outcomes.scheduled();
    },

    /** The live links in memory (tests). */
    liveLinkCount(): number {
      return links.size();
    },
  };
}

export type CopyOrchestrator = ReturnType<typeof createCopyOrchestrator>;
