import type { FastifyBaseLogger } from 'fastify';
import type {
  CopyLink as CopyLinkMessage,
  CopyRecord as CopyRecordMessage,
} from '@copytrade/contracts/subscriptions';
import { awaitFillOnRefusal, deletedBeforeFill } from '@copytrade/engine/copy/await-fill';
import { decideCancel } from '@copytrade/engine/copy/cancel';
import { copyTag } from '@copytrade/engine/copy/copy-tag';
import { decideClose, decidePartialClose } from '@copytrade/engine/copy/decide-close';
import { decideModify } from '@copytrade/engine/copy/decide-modify';
import { decideOpenForMany, type OpenSubscriber } from '@copytrade/engine/copy/decide-open';
import type { OpenDecision } from '@copytrade/engine/copy/decisions';
import { indexSymbols, type SymbolIndex } from '@copytrade/engine/copy/symbol-index';
import type {
  AccountView,
  CloseMode,
  CopyLink as EngineLink,
  CopySettings,
  MasterOrder,
  OrderType,
  SymbolView,
} from '@copytrade/engine/copy/types';
import type { Db } from '../../db/client';
import { batchLater, type Clock } from '../../platform/ports';
import type { RealtimeHub } from '../../platform/realtime-hub';
import type { NoticePort, Told } from '../../modules/messages/notice.service';
import type { AccountMirror, MirroredAccount, TradeEvent } from '../account-mirror';
import type { AccountSession, GatewayOrder, TradeResult } from '../gateway';
import {
  allLiveLinks,
  awaitingFills,
  expireSubscriptions,
  finishClosingSubscriptions,
  insertLinks,
  insertRecords,
  insertSignal,
  liveSubscriptionsOf,
  mastersWithLiveSubscriptions,
  markSignalsDone,
  masterContext,
  pendingSignals,
  unsignalledOpens,
  unhandledAwaitedOrders,
  settledSubscriptions,
  symbolRowsOf,
  updateLinks,
  type LinkChange,
  type LinkRow,
  type LiveSubscriptionRow,
  type NewLink,
  type NewRecord,
  type RecordRow,
} from './copy.repository';

/** A subscription as the fan-out holds it in memory, with its exposure (live copies, in-flight opens included). */
type Subscriber = {
  row: LiveSubscriptionRow;
  settings: CopySettings;
  exposure: { openPositions: number; totalLots: number };
};

type MasterState = {
  masterAccountId: number;
  subscribers: Map<number, Subscriber>;
};

/** A live link in memory; `origin` identifies it for good, tickets move with partial closes. */
type Link = {
  /** The copy_links row id; 0 until the batch that inserts it is written. */
  linkId: number;
  siteId: number;
  subscriptionId: number;
  serialNo: string;
  followerUserId: number;
  masterAccountId: number;
  followAccountId: number;
  originTicket: number;
  masterTicket: number;
  followerTicket: number;
  masterSymbol: string;
  symbol: string;
  masterType: number;
  type: number;
  direction: number;
  masterLots: number;
  lots: number;
  masterOpenTime: number;
  masterOpenPrice: string;
  openTime: number;
  openPrice: string;
  sl: string;
  tp: string;
  slippagePoints: number;
  delayMs: number;
  state: 'open' | 'pending' | 'closed' | 'detached';
  closeTime: number | null;
  closePrice: string;
  profit: string;
};

type Deps = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mirror: AccountMirror;
  hub: RealtimeHub;
  /** Copy-skipped and subscription-ended notices, written in the batch's (or the sweep's) transaction. */
  notices?: Pick<NoticePort, 'copySkipped' | 'subscriptionsEnded' | 'pushTo'>;
  /** Results are gathered this long before one batched write. */
  flushMs?: number;
  /** Links, pending signals and expiries are swept this often. */
  repairEveryMs?: number;
  /** Slippage allowed on copied market orders, in points. */
  slippagePoints?: number;
  /** Metrics: a follower order handed to the gateway; a batch of outcomes committed. */
  observer?: CopyObserver;
};

/** Hooks for measuring the fan-out (benchmarks, metrics); they must not throw or block. */
export type CopyObserver = {
  sent?(followAccountId: number): void;
  written?(batch: { links: number; changes: number; records: number }): void;
};

/** MT4 answers worth one more try: requote, off quotes, trade context busy, price changed. */
const RETRYABLE = new Set([135, 136, 138, 146]);
const SEND_ATTEMPTS = 3;
/** MT4 4108: the ticket is no longer there (closed meanwhile). */
const INVALID_TICKET = 4108;

const isPendingType = (type: number) => type >= 2 && type <= 5;

function settingsOf(row: LiveSubscriptionRow): CopySettings {
  return {
    subscriptionId: row.id,
    copyType: row.copyType as CopySettings['copyType'],
    copyValue: row.copyValue,
    direction: row.direction as CopySettings['direction'],
    maxOpenPositions: row.maxOpenPositions,
    maxTotalLots: row.maxTotalLots,
    maxRatio: row.maxRatio,
    partialClose: row.partialClose as CopySettings['partialClose'],
    closeMode: row.cancelMode === 'manual' ? 'manual' : 'followTrader',
    cancelled: row.state === 'closing',
  };
}

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

function engineLink(link: Link): EngineLink {
  return {
    subscriptionId: link.subscriptionId,
    masterTicket: link.masterTicket,
    direction: link.direction as EngineLink['direction'],
    follower: {
      ticket: link.followerTicket,
      type: link.type as OrderType,
      symbol: link.symbol,
      lots: link.lots,
      openPrice: link.openPrice,
      sl: link.sl,
      tp: link.tp,
    },
  };
}

function priceDigits(price: string): number {
  const dot = price.indexOf('.');
  return dot < 0 ? 0 : price.length - dot - 1;
}

/** Points the follower's fill is worse than the master's (negative: better), in the follower's direction. */
export function slippageInPoints(followerType: number, followerPrice: string, masterPrice: string): number {
  const digits = Math.max(priceDigits(followerPrice), priceDigits(masterPrice));
  const scale = 10 ** digits;
  const diff = Math.round(Number(followerPrice) * scale) - Math.round(Number(masterPrice) * scale);
  const buy = followerType === 0 || followerType === 2 || followerType === 4;
  return buy ? diff : -diff;
}

export function toLinkMessage(link: Link): CopyLinkMessage {
  const lots = (n: number) => (n / 100).toFixed(2);
  return {
    linkId: link.linkId,
    subscriptionId: link.subscriptionId,
    serialNo: link.serialNo,
    masterTicket: link.masterTicket,
    followerTicket: link.followerTicket,
    masterSymbol: link.masterSymbol,
    symbol: link.symbol,
    type: link.type,
    masterType: link.masterType,
    lots: lots(link.lots),
    masterLots: lots(link.masterLots),
    openTime: link.openTime,
    masterOpenTime: link.masterOpenTime,
    openPrice: link.openPrice,
    masterOpenPrice: link.masterOpenPrice,
    sl: link.sl,
    tp: link.tp,
    slippagePoints: link.slippagePoints,
    delayMs: link.delayMs,
    closeTime: link.closeTime,
    closePrice: link.closePrice,
    profit: link.profit,
    state: link.state,
  };
}

/**
 * The copy orchestrator (DESIGN.md, Trading gateway; DOMAIN.md): master trade events from the account
 * mirror -> engine decisions for every live subscription -> follower orders through the gateway -> copy
 * links and records.
 *
 * Exactly once per (subscription, master position, action):
 * - the fan-out's intent (`copy_signals`, one row per master ticket and action, listing its subscriptions)
 *   is written before any follower order is sent; a second event for the same action finds it and stops;
 * - each follower order carries the copy tag (`c<sub>.<ticket>` in base 36) in its comment;
 * - after a restart, every subscription of a pending signal without an outcome is reconciled by that tag
 *   among the follower's orders before anything is sent again (and an open older than 60 s is not sent);
 * - links are unique by (subscription, origin ticket) in the database as well.
 *
 * Fan-out: each follow account has its own queue (MT4 takes one request at a time per account), all
 * queues run at once, so one slow or failing follower never holds up another. Outcomes are written in
 * batches (one statement per kind per flush), not one round trip per follower.
 */
export function createCopyOrchestrator(deps: Deps) {
  const { db, clock, log, mirror, hub } = deps;
  const flushMs = deps.flushMs ?? 5;
  const repairEveryMs = deps.repairEveryMs ?? 30_000;
  const slippage = deps.slippagePoints ?? 30;

  const masters = new Map<number, Promise<MasterState>>();
  const symbolIndexes = new Map<number, Promise<SymbolIndex>>();
  /** Live links by master account, then master ticket, then subscription. */
  const linksByMaster = new Map<number, Map<number, Map<number, Link>>>();
  /** Live links by follow account and follower ticket (the follower's own events). */
  const linksByFollower = new Map<string, Link>();
  /** Follow accounts whose new opens are not copied (their owner owes performance fees; closes follow). */
  const pausedAccounts = new Set<number>();
  const masterQueues = new Map<number, Promise<void>>();
  const followerQueues = new Map<number, Promise<void>>();
  /**
   * Pending copies on their way to the broker, by `masterAccountId:masterTicket`: the master's fill or
   * delete waits for their answers, since a refusal makes the copy await that fill.
   */
  const pendingSends = new Map<string, Set<Promise<void>>>();
  let inflight = 0;
  let idleWaiters: (() => void)[] = [];

  // ---------------------------------------------------------------- batched writes

  let newLinks: NewLink[] = [];
  /** The links behind `newLinks`, in the same order (they learn their row id when written). */
  let newLinkRefs: Link[] = [];
  /** Links whose change is in the batch: announced to their follower once the batch is committed. */
  let changedLinks = new Set<Link>();
  let linkChanges: LinkChange[] = [];
  let records: NewRecord[] = [];
  let doneSignals: number[] = [];
  let cancelFlush: (() => void) | null = null;
  let flushing: Promise<void> = Promise.resolve();
  /** Signal id -> subscriptions whose outcome is still to come. */
  const openSignals = new Map<number, { remaining: number }>();
  /** Subscription ids of closing subscriptions that may have lost their last link. */
  const maybeFinished = new Set<number>();

  function scheduleFlush() {
    if (newLinks.length + linkChanges.length + records.length >= 10_000) {
      void flush();
      return;
    }
    cancelFlush ??= batchLater(clock, flushMs, () => void flush());
  }

  function flush(): Promise<void> {
    cancelFlush?.();
    cancelFlush = null;
    const batch = {
      links: newLinks,
      linkRefs: newLinkRefs,
      announce: changedLinks,
      changes: linkChanges,
      records,
      signals: doneSignals,
      finishing: [...maybeFinished],
    };
    newLinks = [];
    newLinkRefs = [];
    changedLinks = new Set();
    linkChanges = [];
    records = [];
    doneSignals = [];
    maybeFinished.clear();
    flushing = flushing.then(async () => {
      if (
        batch.links.length +
          batch.changes.length +
          batch.records.length +
          batch.signals.length +
          batch.finishing.length ===
        0
      ) {
        return;
      }
      const now = clock.now();
      let inserted: RecordRow[] = [];
      let linkIds: Map<string, number> = new Map();
      let told: Told[] = [];
      await db.transaction(async (tx) => {
        linkIds = await insertLinks(tx, batch.links, now);
        inserted = await insertRecords(tx, batch.records, now);
        await updateLinks(tx, batch.changes, now);
        await markSignalsDone(tx, batch.signals, now);
        if (deps.notices && inserted.length > 0) told = await deps.notices.copySkipped(tx, inserted);
      });
      deps.observer?.written?.({
        links: batch.links.length,
        changes: batch.changes.length,
        records: batch.records.length,
      });
      for (const link of batch.linkRefs) {
        link.linkId = linkIds.get(`${link.subscriptionId}:${link.originTicket}`) ?? link.linkId;
      }
      // Only now: a reader who refetches on the message finds the row.
      for (const link of batch.announce) publishLink(link);
      for (const record of inserted) publishRecord(record);
      deps.notices?.pushTo(told);
      const finished = await finishClosingSubscriptions(db, batch.finishing, now);
      for (const f of finished) invalidateMaster(f.masterAccountId);
    });
    flushing = flushing.catch((err: unknown) => log.error({ err }, 'copy: batched write failed'));
    return flushing;
  }

  /** Queues the link's new state for its follower's screens; sent when the batch is committed. */
  function announce(link: Link) {
    changedLinks.add(link);
  }

  function publishLink(link: Link) {
    hub.publish(link.siteId, link.followerUserId, { type: 'copy', link: toLinkMessage(link) });
  }

  function publishRecord(record: RecordRow) {
    const sub = findSubscriber(record.subscriptionId);
    if (!sub) return;
    const message: CopyRecordMessage = {
      recordId: record.id,
      subscriptionId: record.subscriptionId,
      serialNo: sub.row.serialNo,
      masterTicket: record.masterTicket,
      masterSymbol: record.masterSymbol,
      action: record.action as CopyRecordMessage['action'],
      reason: record.reason,
      errorCode: record.errorCode,
      detail: record.detail as Record<string, string | number>,
      createTime: record.createdAt.getTime(),
    };
    hub.publish(sub.row.siteId, sub.row.followerUserId, { type: 'copyRecord', record: message });
  }

  function settle(signalId: number | null) {
    if (signalId === null) return;
    const open = openSignals.get(signalId);
    if (!open) return;
    open.remaining -= 1;
    if (open.remaining <= 0) {
      openSignals.delete(signalId);
      doneSignals.push(signalId);
      scheduleFlush();
    }
  }

  function record(
    sub: Subscriber | { row: LiveSubscriptionRow },
    signalId: number | null,
    masterTicket: number,
    masterSymbol: string,
    action: string,
    reason: string,
    errorCode: number | null,
    detail: Record<string, string | number> = {},
  ) {
    records.push({
      siteId: sub.row.siteId,
      subscriptionId: sub.row.id,
      signalId,
      masterTicket,
      masterSymbol,
      action,
      reason,
      errorCode,
      detail,
    });
    scheduleFlush();
  }

  // ---------------------------------------------------------------- memory

  function track(link: Link) {
    let byTicket = linksByMaster.get(link.masterAccountId);
    if (!byTicket) linksByMaster.set(link.masterAccountId, (byTicket = new Map<number, Map<number, Link>>()));
    let bySub = byTicket.get(link.masterTicket);
    if (!bySub) byTicket.set(link.masterTicket, (bySub = new Map<number, Link>()));
    bySub.set(link.subscriptionId, link);
    linksByFollower.set(`${link.followAccountId}:${link.followerTicket}`, link);
  }

  function untrack(link: Link, masterTicket = link.masterTicket, followerTicket = link.followerTicket) {
    const bySub = linksByMaster.get(link.masterAccountId)?.get(masterTicket);
    bySub?.delete(link.subscriptionId);
    if (bySub?.size === 0) linksByMaster.get(link.masterAccountId)?.delete(masterTicket);
    linksByFollower.delete(`${link.followAccountId}:${followerTicket}`);
  }

  function linksOf(masterAccountId: number, masterTicket: number): Link[] {
    return [...(linksByMaster.get(masterAccountId)?.get(masterTicket)?.values() ?? [])];
  }

  function findSubscriber(subscriptionId: number): Subscriber | undefined {
    for (const state of settledMasters.values()) {
      const sub = state.subscribers.get(subscriptionId);
      if (sub) return sub;
    }
    return undefined;
  }
  /** Master states already loaded (for lookups that must not wait). */
  const settledMasters = new Map<number, MasterState>();

  async function masterState(masterAccountId: number): Promise<MasterState> {
    let pending = masters.get(masterAccountId);
    if (!pending) {
      pending = (async () => {
        const rows = await liveSubscriptionsOf(db, masterAccountId);
        const subscribers = new Map<number, Subscriber>();
        for (const row of rows) {
          subscribers.set(row.id, {
            row,
            settings: settingsOf(row),
            exposure: { openPositions: 0, totalLots: 0 },
          });
        }
        for (const link of linksByMaster.get(masterAccountId)?.values() ?? []) {
          for (const l of link.values()) {
            const sub = subscribers.get(l.subscriptionId);
            if (sub) {
              sub.exposure.openPositions += 1;
              sub.exposure.totalLots += l.lots;
            }
          }
        }
        const state = { masterAccountId, subscribers };
        settledMasters.set(masterAccountId, state);
        return state;
      })();
      masters.set(masterAccountId, pending);
    }
    return pending;
  }

  function invalidateMaster(masterAccountId: number) {
    masters.delete(masterAccountId);
    settledMasters.delete(masterAccountId);
  }

  async function symbolIndex(accountId: number): Promise<SymbolIndex> {
    let pending = symbolIndexes.get(accountId);
    if (!pending) {
      pending = (async () => indexSymbols((await symbolRowsOf(db, [accountId])).map(toSymbolView)))();
      symbolIndexes.set(accountId, pending);
    }
    return pending;
  }

  /** Loads the symbol tables of many accounts in one query (a fan-out's followers). */
  async function preloadSymbols(accountIds: number[]) {
    const missing = accountIds.filter((id) => !symbolIndexes.has(id));
    if (missing.length === 0) return;
    const rows = await symbolRowsOf(db, missing);
    const grouped = new Map<number, SymbolView[]>(missing.map((id) => [id, []]));
    for (const r of rows) grouped.get(r.accountId)?.push(toSymbolView(r));
    for (const [id, list] of grouped) symbolIndexes.set(id, Promise.resolve(indexSymbols(list)));
  }

  function toSymbolView(r: {
    symbol: string;
    standardSymbol: string;
    minLot: number;
    maxLot: number;
    lotStep: number;
    digits: number;
    status: number;
  }): SymbolView {
    return {
      symbol: r.symbol,
      standardSymbol: r.standardSymbol,
      minLot: r.minLot,
      maxLot: r.maxLot,
      lotStep: r.lotStep,
      digits: r.digits,
      status: r.status as SymbolView['status'],
    };
  }

  function followerView(followAccountId: number): AccountView {
    const view = mirror.view(followAccountId);
    const f = view?.figures;
    return {
      balance: f?.balance ?? '0',
      equity: f?.equity ?? '0',
      freeMargin: f?.freeMargin ?? '0',
      leverage: f?.leverage ?? 100,
      connected: Boolean(view?.connected) && Boolean(f),
      paused: pausedAccounts.has(followAccountId),
    };
  }

  // ---------------------------------------------------------------- queues

  function onQueue<K>(queues: Map<K, Promise<void>>, key: K, task: () => Promise<void>): Promise<void> {
    inflight += 1;
    const run = (queues.get(key) ?? Promise.resolve())
      .then(task)
      .catch((err: unknown) => log.error({ err, key }, 'copy: task failed'))
      .finally(() => {
        inflight -= 1;
        if (queues.get(key) === run) queues.delete(key);
        if (inflight === 0) {
          const waiters = idleWaiters;
          idleWaiters = [];
          for (const w of waiters) w();
        }
      });
    queues.set(key, run);
    return run;
  }

  const forFollower = (followAccountId: number, task: () => Promise<void>) =>
    onQueue(followerQueues, followAccountId, task);

  /** Sends with the retries MT4 answers deserve; a 128 timeout is resolved by looking for the tag. */
  async function sendWithRetries(
    session: AccountSession,
    attempt: () => Promise<TradeResult>,
    tag: string | null,
  ): Promise<TradeResult> {
    let result: TradeResult = { ok: false, code: 0, message: 'not sent' };
    for (let i = 0; i < SEND_ATTEMPTS; i += 1) {
      result = await attempt();
      if (result.ok) return result;
      if (result.code === 128 && tag) {
        const found = await findByTag(session, tag);
        if (found) return { ok: true, order: found };
        continue;
      }
      if (!RETRYABLE.has(result.code)) return result;
    }
    return result;
  }

  async function findByTag(session: AccountSession, tag: string): Promise<GatewayOrder | null> {
    const snapshot = await session.snapshot(clock.now().getTime() - 24 * 3600_000);
    return [...snapshot.open, ...snapshot.history].find((o) => o.comment.startsWith(tag)) ?? null;
  }

  // ---------------------------------------------------------------- opens

  async function handleOpen(master: MirroredAccount, order: GatewayOrder) {
    const state = await masterState(master.id);
    await fanOutOpen(master, order, [...state.subscribers.values()], 'open');
  }

  /**
   * Decides and sends the copies of a master open for these subscribers under one signal: `open` for a
   * position or a pending order placed, `fill` for the filled pending order whose copies awaited it (a
   * market open then, its age counted from the fill: the filled order's open time).
   */
  async function fanOutOpen(
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
    const masterView = mirror.view(master.id);
    const context = await masterContext(db, master.id);
    await preloadSymbols([master.id, ...subs.map((s) => s.row.followAccountId)]);
    const masterSymbols = await symbolIndex(master.id);
    const now = clock.now().getTime();
    const subscribers: OpenSubscriber[] = [];
    for (const sub of subs) {
      const followerSymbols = await symbolIndex(sub.row.followAccountId);
      subscribers.push({
        settings: sub.settings,
        follower: followerView(sub.row.followAccountId),
        followerSymbols,
        exposure: { ...sub.exposure },
        marginPerLot: (symbol) => mirror.session(sub.row.followAccountId)?.marginPerLot(symbol) ?? null,
      });
    }
    const decisions = decideOpenForMany(
      {
        now,
        signalTime: order.openTime,
        master: toMasterOrder(order),
        masterAccount: {
          equity: masterView?.figures?.equity ?? '0',
          leverage: masterView?.figures?.leverage ?? 100,
        },
        masterSymbols,
        reverseAllowed: context?.reverseCopyFlag === 1,
        traderFollowerBalanceMin: context?.followerBalanceMin ?? null,
      },
      subscribers,
    );
    const signalId = await insertSignal(db, {
      siteId: master.siteId,
      masterAccountId: master.id,
      masterTicket: order.ticket,
      actionKey,
      payload: { order },
      subscriptionIds: subs.map((s) => s.row.id),
      signalAt: new Date(order.openTime),
    });
    if (signalId === null) return;
    openSignals.set(signalId, { remaining: subs.length });
    decisions.forEach((decision, i) => {
      const sub = subs[i]!;
      if (decision.kind === 'skip') {
        record(
          sub,
          signalId,
          order.ticket,
          order.symbol,
          'open',
          decision.reason,
          null,
          decision.detail ? { ...decision.detail } : {},
        );
        settle(signalId);
        return;
      }
      // Held by the subscription at once, so the next signal sees it even before the fill.
      sub.exposure.openPositions += 1;
      sub.exposure.totalLots += decision.lots;
      const sent = forFollower(sub.row.followAccountId, () =>
        sendOpen(master, sub, order, decision, signalId),
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

  /**
   * The live subscribers whose copy of this master pending order awaits its fill (DOMAIN.md, Direction).
   * Pending copies still on their way are answered first and their outcomes written, so a refusal that
   * arrives just before the fill is found.
   */
  async function awaitingSubscribers(masterAccountId: number, masterTicket: number): Promise<Subscriber[]> {
    const state = await masterState(masterAccountId);
    if (state.subscribers.size === 0) return [];
    const sends = pendingSends.get(`${masterAccountId}:${masterTicket}`);
    if (sends) await Promise.all([...sends]);
    await flush();
    const ids = await awaitingFills(db, masterAccountId, masterTicket);
    return ids.flatMap((id) => state.subscribers.get(id) ?? []);
  }

  /** The master's pending order filled: the copies that awaited the fill are opened at the market now. */
  async function handleFill(master: MirroredAccount, order: GatewayOrder) {
    const waiting = await awaitingSubscribers(master.id, order.ticket);
    await fanOutOpen(master, order, waiting, 'fill');
  }

  async function sendOpen(
    master: MirroredAccount,
    sub: Subscriber,
    order: GatewayOrder,
    decision: OpenDecision,
    signalId: number,
  ) {
    try {
      const session = await followerSession(sub.row.followAccountId);
      if (!session) {
        release(sub, decision.lots);
        record(sub, signalId, order.ticket, order.symbol, 'open', 'ACCOUNT_DISCONNECTED', null);
        return;
      }
      deps.observer?.sent?.(sub.row.followAccountId);
      const result = await sendWithRetries(
        session,
        () =>
          session.send({
            symbol: decision.symbol,
            type: decision.type,
            lots: decision.lots,
            ...(decision.price ? { price: decision.price } : {}),
            slippage,
            sl: decision.sl,
            tp: decision.tp,
            comment: decision.comment,
          }),
        decision.comment,
      );
      if (!result.ok) {
        release(sub, decision.lots);
        // A pending copy refused for its distance from the market awaits the master's fill instead.
        const waiting = awaitFillOnRefusal(decision, result.code);
        record(
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
      linkOpened(master, sub, order, result.order);
    } finally {
      settle(signalId);
    }
  }

  /** A follower's session; right after a restart, waits for the mirror to attach the account first. */
  async function followerSession(accountId: number): Promise<AccountSession | null> {
    const session = mirror.session(accountId);
    if (session || !mirror.starting()) return session;
    return mirror.sessionWhenAttached(accountId);
  }

  function release(sub: Subscriber, lots: number) {
    sub.exposure.openPositions = Math.max(0, sub.exposure.openPositions - 1);
    sub.exposure.totalLots = Math.max(0, sub.exposure.totalLots - lots);
  }

  function linkOpened(master: MirroredAccount, sub: Subscriber, order: GatewayOrder, filled: GatewayOrder) {
    const link: Link = {
      linkId: 0,
      siteId: sub.row.siteId,
      subscriptionId: sub.row.id,
      serialNo: sub.row.serialNo,
      followerUserId: sub.row.followerUserId,
      masterAccountId: master.id,
      followAccountId: sub.row.followAccountId,
      originTicket: order.ticket,
      masterTicket: order.ticket,
      followerTicket: filled.ticket,
      masterSymbol: order.symbol,
      symbol: filled.symbol,
      masterType: order.type,
      type: filled.type,
      direction: sub.row.direction,
      masterLots: order.lots,
      lots: filled.lots,
      masterOpenTime: order.openTime,
      masterOpenPrice: order.openPrice,
      openTime: filled.openTime,
      openPrice: filled.openPrice,
      sl: filled.sl,
      tp: filled.tp,
      slippagePoints: isPendingType(filled.type)
        ? 0
        : slippageInPoints(filled.type, filled.openPrice, order.openPrice),
      delayMs: Math.max(0, filled.openTime - order.openTime),
      state: filled.state === 'pending' ? 'pending' : 'open',
      closeTime: null,
      closePrice: '0',
      profit: '0',
    };
    // The real lots may differ from the decision's (never more); the exposure follows the fill.
    sub.exposure.totalLots += filled.lots - Math.min(filled.lots, link.lots);
    track(link);
    newLinkRefs.push(link);
    newLinks.push({
      siteId: link.siteId,
      subscriptionId: link.subscriptionId,
      masterAccountId: link.masterAccountId,
      followAccountId: link.followAccountId,
      originTicket: link.originTicket,
      masterTicket: link.masterTicket,
      followerTicket: link.followerTicket,
      masterSymbol: link.masterSymbol,
      symbol: link.symbol,
      masterType: link.masterType,
      type: link.type,
      direction: link.direction,
      masterLots: link.masterLots,
      lots: link.lots,
      masterOpenTime: new Date(link.masterOpenTime),
      masterOpenPrice: link.masterOpenPrice,
      openTime: new Date(link.openTime),
      openPrice: link.openPrice,
      sl: link.sl,
      tp: link.tp,
      slippagePoints: link.slippagePoints,
      delayMs: link.delayMs,
      state: link.state,
    });
    scheduleFlush();
    announce(link);
  }

  // ---------------------------------------------------------------- closes, partial closes, modifies

  /** A signal row for a follow-up action on live links; null when this action was already handled. */
  async function followUpSignal(
    master: MirroredAccount,
    ticket: number,
    actionKey: string,
    payload: unknown,
    links: Link[],
    others: Subscriber[] = [],
  ) {
    if (links.length + others.length === 0) return null;
    const signalId = await insertSignal(db, {
      siteId: master.siteId,
      masterAccountId: master.id,
      masterTicket: ticket,
      actionKey,
      payload,
      subscriptionIds: [...links.map((l) => l.subscriptionId), ...others.map((s) => s.row.id)],
      signalAt: clock.now(),
    });
    if (signalId !== null) openSignals.set(signalId, { remaining: links.length + others.length });
    return signalId;
  }

  async function handleClose(master: MirroredAccount, order: GatewayOrder, deleted: boolean) {
    // A deleted (or expired) pending order: copies that awaited its fill are told nothing will open.
    const waiting = deleted ? await awaitingSubscribers(master.id, order.ticket) : [];
    const links = linksOf(master.id, order.ticket);
    const signalId = await followUpSignal(
      master,
      order.ticket,
      deleted ? 'delete' : 'close',
      { order },
      links,
      waiting,
    );
    if (signalId === null) return;
    for (const link of links)
      void forFollower(link.followAccountId, () => closeLink(link, signalId, order.symbol));
    const gone = deletedBeforeFill();
    for (const sub of waiting) {
      record(sub, signalId, order.ticket, order.symbol, 'delete', gone.reason, null);
      settle(signalId);
    }
  }

  /** Closes (or deletes) the follower side of a link in full. */
  async function closeLink(link: Link, signalId: number | null, masterSymbol: string) {
    try {
      if (link.state !== 'open' && link.state !== 'pending') return;
      const decision = decideClose(engineLink(link));
      const session = await followerSession(link.followAccountId);
      if (decision.kind === 'skip' || !session) {
        const sub = findSubscriber(link.subscriptionId);
        if (sub)
          record(
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
      const result = await sendWithRetries(
        session,
        () =>
          decision.kind === 'delete'
            ? session.remove(decision.followerTicket)
            : session.close(decision.followerTicket, { slippage }),
        null,
      );
      if (result.ok) {
        linkClosed(link, result.order);
      } else if (result.code === INVALID_TICKET) {
        // Closed meanwhile (its stop, the follower himself): the follower's own event tells the outcome.
        linkClosed(link, null);
      } else {
        const sub = findSubscriber(link.subscriptionId);
        if (sub)
          record(
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
      settle(signalId);
    }
  }

  function linkClosed(link: Link, closed: GatewayOrder | null) {
    if (link.state === 'closed' || link.state === 'detached') return;
    untrack(link);
    const wasLots = link.lots;
    link.state = 'closed';
    link.closeTime = closed?.closeTime ?? clock.now().getTime();
    link.closePrice = closed?.closePrice ?? link.closePrice;
    if (closed) link.profit = netProfit(closed);
    const sub = findSubscriber(link.subscriptionId);
    if (sub) {
      release(sub, wasLots);
      if (sub.row.state === 'closing') maybeFinished.add(sub.row.id);
    }
    linkChanges.push({
      subscriptionId: link.subscriptionId,
      originTicket: link.originTicket,
      state: 'closed',
      closeTime: new Date(link.closeTime),
      closePrice: link.closePrice,
      profit: link.profit,
    });
    scheduleFlush();
    announce(link);
  }

  function netProfit(o: GatewayOrder): string {
    const cents = (v: string) => Math.round(Number(v) * 100);
    return ((cents(o.profit) + cents(o.swap) + cents(o.commission)) / 100).toFixed(2);
  }

  async function handlePartial(master: MirroredAccount, closedPart: GatewayOrder, remainder: GatewayOrder) {
    const links = linksOf(master.id, closedPart.ticket);
    const signalId = await followUpSignal(
      master,
      closedPart.ticket,
      `partial:${remainder.ticket}`,
      { order: closedPart, remainder },
      links,
    );
    if (signalId === null) return;
    const masterLotsBefore = closedPart.lots + remainder.lots;
    await preloadSymbols(links.map((l) => l.followAccountId));
    for (const link of links) {
      void forFollower(link.followAccountId, async () => {
        try {
          if (link.state !== 'open' && link.state !== 'pending') return;
          const index = await symbolIndex(link.followAccountId);
          const symbolRow = index.byName.get(link.symbol) ?? null;
          const sub = findSubscriber(link.subscriptionId);
          const decision = decidePartialClose({
            link: engineLink(link),
            masterLotsBefore,
            masterClosedLots: closedPart.lots,
            rounding: sub?.settings.partialClose ?? 'takeSmall',
            followerSymbol: symbolRow ?? { minLot: 1, maxLot: 100_000, lotStep: 1 },
          });
          if (decision.kind !== 'close') {
            // Nothing to close now (below the minimum, or a pending copy): the link follows the remainder.
            moveLink(link, { masterTicket: remainder.ticket, masterLots: remainder.lots });
            if (decision.kind === 'skip' && sub)
              record(
                sub,
                signalId,
                closedPart.ticket,
                closedPart.symbol,
                'partial',
                decision.reason,
                null,
                decision.detail ? { ...decision.detail } : {},
              );
            return;
          }
          const session = await followerSession(link.followAccountId);
          if (!session) {
            if (sub)
              record(
                sub,
                signalId,
                closedPart.ticket,
                closedPart.symbol,
                'partial',
                'ACCOUNT_DISCONNECTED',
                null,
              );
            moveLink(link, { masterTicket: remainder.ticket, masterLots: remainder.lots });
            return;
          }
          const result = await sendWithRetries(
            session,
            () => session.close(decision.followerTicket, { lots: decision.lots, slippage }),
            null,
          );
          if (!result.ok) {
            if (result.code === INVALID_TICKET) linkClosed(link, null);
            else if (sub)
              record(
                sub,
                signalId,
                closedPart.ticket,
                closedPart.symbol,
                'partial',
                'BROKER_REJECTED',
                result.code,
                { message: result.message },
              );
            return;
          }
          if (decision.full || !result.remainder) {
            linkClosed(link, result.order);
          } else {
            if (sub) sub.exposure.totalLots = Math.max(0, sub.exposure.totalLots - decision.lots);
            moveLink(link, {
              masterTicket: remainder.ticket,
              masterLots: remainder.lots,
              followerTicket: result.remainder.ticket,
              lots: result.remainder.lots,
            });
          }
        } finally {
          settle(signalId);
        }
      });
    }
  }

  function moveLink(
    link: Link,
    change: {
      masterTicket?: number;
      masterLots?: number;
      followerTicket?: number;
      lots?: number;
      sl?: string;
      tp?: string;
    },
  ) {
    const oldMaster = link.masterTicket;
    const oldFollower = link.followerTicket;
    untrack(link, oldMaster, oldFollower);
    Object.assign(link, change);
    track(link);
    linkChanges.push({ subscriptionId: link.subscriptionId, originTicket: link.originTicket, ...change });
    scheduleFlush();
    announce(link);
  }

  async function handleModify(master: MirroredAccount, order: GatewayOrder) {
    const links = linksOf(master.id, order.ticket);
    const signalId = await followUpSignal(
      master,
      order.ticket,
      `modify:${order.sl}:${order.tp}:${order.openPrice}`,
      { order },
      links,
    );
    if (signalId === null) return;
    for (const link of links) {
      void forFollower(link.followAccountId, async () => {
        try {
          if (link.state !== 'open' && link.state !== 'pending') return;
          const digits = priceDigits(link.openPrice);
          const decision = decideModify({
            link: engineLink(link),
            master: { type: order.type as OrderType, openPrice: order.openPrice, sl: order.sl, tp: order.tp },
            followerSymbol: { digits },
          });
          if (decision.kind !== 'modify') return;
          const session = await followerSession(link.followAccountId);
          const sub = findSubscriber(link.subscriptionId);
          if (!session) {
            if (sub)
              record(sub, signalId, order.ticket, order.symbol, 'modify', 'ACCOUNT_DISCONNECTED', null);
            return;
          }
          const result = await sendWithRetries(
            session,
            () =>
              session.modify(decision.followerTicket, {
                sl: decision.sl,
                tp: decision.tp,
                ...(decision.price ? { price: decision.price } : {}),
              }),
            null,
          );
          if (result.ok) moveLink(link, { sl: result.order.sl, tp: result.order.tp });
          else if (sub && result.code !== INVALID_TICKET)
            record(sub, signalId, order.ticket, order.symbol, 'modify', 'BROKER_REJECTED', result.code, {
              message: result.message,
            });
        } finally {
          settle(signalId);
        }
      });
    }
  }

  // ---------------------------------------------------------------- the follower's own events

  function handleFollowerEvent(event: TradeEvent) {
    const { account, kind, order, remainder } = event;
    const link = linksByFollower.get(`${account.id}:${order.ticket}`);
    if (!link) return;
    if (kind === 'closed' || kind === 'pendingDeleted') {
      linkClosed(link, order);
    } else if (kind === 'partiallyClosed' && remainder) {
      // The follower (or his broker) closed part himself: the link keeps the rest.
      moveLink(link, { followerTicket: remainder.ticket, lots: remainder.lots });
    } else if (kind === 'pendingFilled' && link.state === 'pending') {
      link.state = 'open';
      link.type = order.type;
      link.openPrice = order.openPrice;
      link.openTime = order.openTime;
      linkChanges.push({
        subscriptionId: link.subscriptionId,
        originTicket: link.originTicket,
        state: 'open',
        type: order.type,
        openPrice: order.openPrice,
        openTime: new Date(order.openTime),
      });
      scheduleFlush();
      announce(link);
    }
  }

  // ---------------------------------------------------------------- dispatch

  function onTradeEvent(event: TradeEvent) {
    if (event.account.accType === 2) {
      // Wait until the follow account's queued sends are done: a close by the broker right after our
      // open must find the link.
      void forFollower(event.account.id, () => {
        handleFollowerEvent(event);
        return Promise.resolve();
      });
      return;
    }
    if (event.account.accType !== 1) return;
    const { account: master, kind, order, remainder } = event;
    void onQueue(masterQueues, master.id, async () => {
      if (kind === 'opened' || kind === 'pendingPlaced') await handleOpen(master, order);
      else if (kind === 'closed') await handleClose(master, order, false);
      else if (kind === 'pendingDeleted') await handleClose(master, order, true);
      else if (kind === 'pendingFilled') await handleFill(master, order);
      else if (kind === 'partiallyClosed' && remainder) await handlePartial(master, order, remainder);
      else if (kind === 'modified') await handleModify(master, order);
    });
  }

  // ---------------------------------------------------------------- recovery and repair

  /** After a restart: every subscription of an unfinished signal is settled by its tag, never sent twice. */
  async function recoverSignals() {
    const signals = await pendingSignals(db);
    for (const signal of signals) {
      const payload = signal.payload as { order: GatewayOrder; remainder?: GatewayOrder };
      const settled = await settledSubscriptions(db, signal.id, signal.masterTicket, signal.subscriptionIds);
      const open = signal.subscriptionIds.filter((id) => !settled.has(id));
      if (signal.actionKey !== 'open' && signal.actionKey !== 'fill') {
        // Follow-up actions are idempotent on the links: the repair sweep below finishes them.
        doneSignals.push(signal.id);
        continue;
      }
      if (open.length === 0) {
        doneSignals.push(signal.id);
        continue;
      }
      const state = await masterState(signal.masterAccountId);
      const master = mirror.view(signal.masterAccountId)?.account;
      openSignals.set(signal.id, { remaining: open.length });
      for (const subscriptionId of open) {
        const sub = state.subscribers.get(subscriptionId);
        if (!sub || !master) {
          openSignals.get(signal.id)!.remaining -= 1;
          continue;
        }
        const recovered = forFollower(sub.row.followAccountId, async () => {
          try {
            const session = mirror.session(sub.row.followAccountId);
            const tag = copyTag(sub.row.id, signal.masterTicket);
            const found = session ? await findByTag(session, tag) : null;
            if (found) {
              linkOpened(master, sub, payload.order, found);
              if (found.state === 'closed')
                linkClosed(
                  linksOf(master.id, payload.order.ticket).find((l) => l.subscriptionId === sub.row.id)!,
                  found,
                );
              return;
            }
            if (clock.now().getTime() - signal.signalAt.getTime() > 60_000) {
              record(
                sub,
                signal.id,
                signal.masterTicket,
                payload.order.symbol,
                'open',
                'SIGNAL_TOO_OLD',
                null,
              );
              return;
            }
            // Not at the broker and still fresh: decide again and send, as if for the first time.
            const masterView = mirror.view(master.id);
            const context = await masterContext(db, master.id);
            await preloadSymbols([master.id, sub.row.followAccountId]);
            const [decision] = decideOpenForMany(
              {
                now: clock.now().getTime(),
                signalTime: signal.signalAt.getTime(),
                master: toMasterOrder(payload.order),
                masterAccount: {
                  equity: masterView?.figures?.equity ?? '0',
                  leverage: masterView?.figures?.leverage ?? 100,
                },
                masterSymbols: await symbolIndex(master.id),
                reverseAllowed: context?.reverseCopyFlag === 1,
                traderFollowerBalanceMin: context?.followerBalanceMin ?? null,
              },
              [
                {
                  settings: sub.settings,
                  follower: followerView(sub.row.followAccountId),
                  followerSymbols: await symbolIndex(sub.row.followAccountId),
                  exposure: { ...sub.exposure },
                  marginPerLot: (symbol) => session?.marginPerLot(symbol) ?? null,
                },
              ],
            );
            if (!decision || decision.kind === 'skip') {
              record(
                sub,
                signal.id,
                signal.masterTicket,
                payload.order.symbol,
                'open',
                decision?.reason ?? 'NOT_COPIED',
                null,
              );
              return;
            }
            sub.exposure.openPositions += 1;
            sub.exposure.totalLots += decision.lots;
            // sendOpen settles the signal itself.
            openSignals.get(signal.id)!.remaining += 1;
            await sendOpen(master, sub, payload.order, decision, signal.id);
          } finally {
            settle(signal.id);
          }
        });
        // A pending copy sent again may be refused and await the fill: the fill waits for its answer.
        if (isPendingType(payload.order.type)) trackPendingSend(master.id, signal.masterTicket, recovered);
      }
      if (openSignals.get(signal.id)?.remaining === 0) {
        openSignals.delete(signal.id);
        doneSignals.push(signal.id);
      }
    }
    scheduleFlush();
  }

  /** Fans out fresh master opens that never got a signal (see `unsignalledOpens`); old ones are recorded as too old by the engine. */
  async function catchUpOpens() {
    const missed = await unsignalledOpens(db, new Date(clock.now().getTime() - 5 * 60_000));
    for (const { accountId, ticket } of missed) {
      const view = mirror.view(accountId);
      const session = mirror.session(accountId);
      if (!view || !session) continue;
      const order = (await session.snapshot(clock.now().getTime())).open.find((o) => o.ticket === ticket);
      if (order)
        onTradeEvent({
          account: view.account,
          kind: order.state === 'pending' ? 'pendingPlaced' : 'opened',
          order,
          source: 'reconcile',
        });
    }
  }

  /**
   * Handles master pending orders whose copies await their fill and that filled or went away without the
   * event reaching us (see `unhandledAwaitedOrders`); a fill older than 60 s is recorded as too old.
   */
  async function catchUpAwaited() {
    const missed = await unhandledAwaitedOrders(db, new Date(clock.now().getTime() - 5 * 60_000));
    for (const { accountId, ticket, filled } of missed) {
      const view = mirror.view(accountId);
      const session = mirror.session(accountId);
      if (!view || !session) continue;
      const snapshot = await session.snapshot(clock.now().getTime() - 24 * 3600_000);
      const order = (filled ? snapshot.open : snapshot.history).find((o) => o.ticket === ticket);
      if (order)
        onTradeEvent({
          account: view.account,
          kind: filled ? 'pendingFilled' : 'pendingDeleted',
          order,
          source: 'reconcile',
        });
    }
  }

  /**
   * Repairs what an event may have missed: a live link whose master position is closed is closed on the
   * follower; a live link whose follower position is gone (the follower closed it himself, a stop) is
   * marked closed and never reopened. Also ends subscriptions past their end date.
   */
  async function repair() {
    const now = clock.now();
    let toldEnded: Told[] = [];
    const expired = await db.transaction(async (tx) => {
      const rows = await expireSubscriptions(tx, now);
      if (deps.notices && rows.length > 0)
        toldEnded = await deps.notices.subscriptionsEnded(
          tx,
          'all',
          rows.map((r) => ({ id: r.id, cause: 'expired' as const })),
        );
      return rows;
    });
    deps.notices?.pushTo(toldEnded);
    for (const e of expired) invalidateMaster(e.masterAccountId);
    const finished = await finishClosingSubscriptions(db, 'all', now);
    for (const f of finished) invalidateMaster(f.masterAccountId);
    await catchUpOpens();
    await catchUpAwaited();

    const byFollower = new Map<number, Link[]>();
    for (const byTicket of linksByMaster.values()) {
      for (const bySub of byTicket.values()) {
        for (const link of bySub.values()) {
          const list = byFollower.get(link.followAccountId) ?? [];
          list.push(link);
          byFollower.set(link.followAccountId, list);
        }
      }
    }
    const masterBook = new Map<
      number,
      { open: Map<number, GatewayOrder>; closed: Map<number, GatewayOrder> }
    >();
    async function bookOf(masterAccountId: number) {
      let book = masterBook.get(masterAccountId);
      if (!book) {
        const masterSession = mirror.session(masterAccountId);
        const snapshot = masterSession
          ? await masterSession.snapshot(now.getTime() - 7 * 24 * 3600_000)
          : null;
        book = {
          open: new Map((snapshot?.open ?? []).map((o) => [o.ticket, o])),
          closed: new Map((snapshot?.history ?? []).map((o) => [o.ticket, o])),
        };
        masterBook.set(masterAccountId, book);
      }
      return book;
    }
    for (const [followAccountId, links] of byFollower) {
      void forFollower(followAccountId, async () => {
        const session = mirror.session(followAccountId);
        if (!session) return;
        const snapshot = await session.snapshot(now.getTime() - 24 * 3600_000);
        const live = new Map(snapshot.open.map((o) => [o.ticket, o]));
        const gone = new Map(snapshot.history.map((o) => [o.ticket, o]));
        for (const link of links) {
          if (link.state !== 'open' && link.state !== 'pending') continue;
          if (!live.has(link.followerTicket)) {
            linkClosed(link, gone.get(link.followerTicket) ?? null);
            continue;
          }
          if (!mirror.session(link.masterAccountId)) continue;
          const book = await bookOf(link.masterAccountId);
          if (book.open.has(link.masterTicket)) continue;
          const closed = book.closed.get(link.masterTicket);
          // A partial close leaves the closed original commented `to #<new>`: follow it, do not close all.
          const rest = /^to #(\d+)/.exec(closed?.comment ?? '');
          const remainder = rest ? book.open.get(Number(rest[1])) : undefined;
          const master = mirror.view(link.masterAccountId)?.account;
          if (closed && remainder && master) {
            void onQueue(masterQueues, master.id, () => handlePartial(master, closed, remainder));
          } else if (closed || !rest) {
            await closeLink(link, null, link.masterSymbol);
          }
        }
      });
    }
  }

  async function warm() {
    for (const masterAccountId of await mastersWithLiveSubscriptions(db)) {
      const state = await masterState(masterAccountId);
      await preloadSymbols([
        masterAccountId,
        ...[...state.subscribers.values()].map((s) => s.row.followAccountId),
      ]);
    }
  }

  let repairTimer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;
  let recovered: Promise<void> = Promise.resolve();

  return {
    async start() {
      for (const row of await allLiveLinks(db)) track(await linkFromRow(row));
      // Exposures are counted from the tracked links: load the subscriptions again now that all are in.
      masters.clear();
      settledMasters.clear();
      unsubscribe = mirror.onTradeEvent(onTradeEvent);
      // Subscribers and symbol tables are loaded now, so the first signal after a start is not the slow one.
      void warm().catch((err: unknown) => log.error({ err }, 'copy: warm-up failed'));
      // Unfinished fan-outs are settled once the sessions are up (the mirror attaches in the background).
      recovered = mirror
        .ready()
        .then(() => recoverSignals())
        .then(() => catchUpOpens())
        .then(() => catchUpAwaited())
        .catch((err: unknown) => log.error({ err }, 'copy: recovery failed'));
      repairTimer = setInterval(
        () => void repair().catch((err: unknown) => log.error({ err }, 'copy: repair failed')),
        repairEveryMs,
      );
      repairTimer.unref();
    },

    async stop() {
      unsubscribe?.();
      if (repairTimer) clearInterval(repairTimer);
      await this.idle();
    },

    /**
     * Pauses (or resumes) copying new opens to these follow accounts; closes, partial closes and stop
     * changes of existing copies still follow (the engine skips opens with ACCOUNT_PAUSED).
     */
    setPaused(followAccountIds: readonly number[], paused: boolean) {
      for (const id of followAccountIds) {
        if (paused) pausedAccounts.add(id);
        else pausedAccounts.delete(id);
      }
    },

    /** A subscription of this master changed (created, edited, cancelled): reload it on the next signal. */
    invalidateMaster,

    /** An account's symbol table changed. */
    invalidateSymbols(accountId: number) {
      symbolIndexes.delete(accountId);
    },

    /**
     * Applies a cancel's close mode to the live links (DOMAIN.md, Closing): pending copies are deleted;
     * "follow the trader" leaves positions following the master's closes; "manual" detaches them.
     */
    cancel(subscriptionId: number, masterAccountId: number, closeMode: CloseMode) {
      const links: Link[] = [];
      for (const bySub of linksByMaster.get(masterAccountId)?.values() ?? []) {
        const link = bySub.get(subscriptionId);
        if (link) links.push(link);
      }
      const plan = decideCancel(closeMode, links.map(engineLink));
      for (const action of plan.links) {
        const link = links.find((l) => l.followerTicket === action.followerTicket);
        if (!link) continue;
        if (action.action === 'delete')
          void forFollower(link.followAccountId, () => closeLink(link, null, link.masterSymbol));
        if (action.action === 'detach') {
          untrack(link);
          link.state = 'detached';
          linkChanges.push({
            subscriptionId: link.subscriptionId,
            originTicket: link.originTicket,
            state: 'detached',
          });
          announce(link);
        }
      }
      scheduleFlush();
      invalidateMaster(masterAccountId);
      return plan.subscription;
    },

    /** The follower closes one of his copied positions himself (the link ends, nothing reopens it). */
    async closeCopy(
      subscriptionId: number,
      masterAccountId: number,
      followerTicket: number,
    ): Promise<boolean> {
      const link = [...(linksByMaster.get(masterAccountId)?.values() ?? [])]
        .map((m) => m.get(subscriptionId))
        .find((l) => l?.followerTicket === followerTicket);
      if (!link) return false;
      await forFollower(link.followAccountId, () => closeLink(link, null, link.masterSymbol));
      return true;
    },

    /** Runs the repair sweep now (tests, and after a reconnect of many accounts). */
    repair: () => repair(),

    /** Resolves when every queued task is done and every outcome is written. */
    async idle(): Promise<void> {
      await recovered;
      for (let i = 0; i < 50; i += 1) {
        if (inflight > 0) await new Promise<void>((resolve) => idleWaiters.push(resolve));
        await flush();
        if (
          inflight === 0 &&
          newLinks.length + linkChanges.length + records.length + doneSignals.length === 0
        )
          return;
      }
    },

    /** Whether anything is queued, in flight or waiting to be written (tests drive the simulator until not). */
    busy(): boolean {
      return (
        inflight > 0 ||
        newLinks.length + linkChanges.length + records.length + doneSignals.length > 0 ||
        cancelFlush !== null
      );
    },

    /** The live links in memory (tests). */
    liveLinkCount(): number {
      return linksByFollower.size;
    },
  };

  async function linkFromRow(row: LinkRow): Promise<Link> {
    const state = await masterState(row.masterAccountId);
    const sub = state.subscribers.get(row.subscriptionId);
    return {
      linkId: row.id,
      siteId: row.siteId,
      subscriptionId: row.subscriptionId,
      serialNo: sub?.row.serialNo ?? '',
      followerUserId: sub?.row.followerUserId ?? 0,
      masterAccountId: row.masterAccountId,
      followAccountId: row.followAccountId,
      originTicket: row.originTicket,
      masterTicket: row.masterTicket,
      followerTicket: row.followerTicket,
      masterSymbol: row.masterSymbol,
      symbol: row.symbol,
      masterType: row.masterType,
      type: row.type,
      direction: row.direction,
      masterLots: row.masterLots,
      lots: row.lots,
      masterOpenTime: row.masterOpenTime.getTime(),
      masterOpenPrice: row.masterOpenPrice,
      openTime: row.openTime.getTime(),
      openPrice: row.openPrice,
      sl: row.sl,
      tp: row.tp,
      slippagePoints: row.slippagePoints,
      delayMs: row.delayMs,
      state: row.state as Link['state'],
      closeTime: row.closeTime?.getTime() ?? null,
      closePrice: row.closePrice,
      profit: row.profit,
    };
  }
}

export type CopyOrchestrator = ReturnType<typeof createCopyOrchestrator>;
