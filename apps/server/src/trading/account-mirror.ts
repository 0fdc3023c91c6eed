import type { FastifyBaseLogger } from 'fastify';
import type { MtOrder } from '@copytrade/contracts/accounts';
import { formatLots } from '@copytrade/units/lots';
import type { Db } from '../db/client';
import {
  latestCloseTime,
  listAllActiveAccounts,
  liveTickets,
  markOrdersDeleted,
  setConnectionStatus,
  setSyncedAt,
  updateFigures,
  updateFiguresMany,
  upsertOrderRows,
  upsertOrders,
  type AccountWithNames,
} from '../modules/accounts/account.repository';
import type { Clock } from '../platform/ports';
import type { RealtimeHub } from '../platform/realtime-hub';
import type { NoticePort } from '../modules/messages/notice.service';
import { openSecret } from '../platform/secrets';
import type {
  AccountFigures,
  AccountSession,
  GatewayOrder,
  OrderEventKind,
  SessionEvent,
  TradingGateway,
} from './gateway';
import { createKeyedQueue } from './keyed-queue';
import { createWriteBehind } from './write-behind';

/** An account's identity as the mirror needs it. */
export type MirroredAccount = {
  id: number;
  siteId: number;
  userId: number;
  accType: number;
  loginOrder: number;
  login: string;
  serverId: number;
  serverName: string;
  passwordEnc: string;
  /** Set for an account bound through the EA bridge (no password). */
  bridgeKeyId: number | null;
  /** The adapter that reaches it: the password gateway, the EA bridge or the site's MetaApi. */
  via: AccountVia;
};

export type AccountVia = 'direct' | 'bridge' | 'metaapi';

/** A trade event of a mirrored account after it is stored: live, or found by a reconcile. */
export type TradeEvent = {
  account: MirroredAccount;
  kind: OrderEventKind;
  order: GatewayOrder;
  remainder?: GatewayOrder;
  source: 'live' | 'reconcile';
};

/** Associated data that binds a sealed MT4 password to its account (site, server, login never change). */
export function passwordAad(account: { siteId: number; serverId: number; login: string }): string {
  return `mt4:${account.siteId}:${account.serverId}:${account.login}`;
}

export function toMirrored(row: AccountWithNames): MirroredAccount {
  return {
    id: row.account.id,
    siteId: row.account.siteId,
    userId: row.account.userId,
    accType: row.account.accType,
    loginOrder: row.account.loginOrder,
    login: row.account.login,
    serverId: row.account.serverId,
    serverName: row.serverName,
    passwordEnc: row.account.passwordEnc,
    bridgeKeyId: row.account.bridgeKeyId,
    via: row.account.via,
  };
}

export function toOrderMessage(o: GatewayOrder): MtOrder {
  return {
    ticket: o.ticket,
    type: o.type,
    symbol: o.symbol,
    lots: formatLots(o.lots),
    openTime: o.openTime,
    openPrice: o.openPrice,
    sl: o.sl,
    tp: o.tp,
    closeTime: o.closeTime,
    closePrice: o.closePrice,
    commission: o.commission,
    swap: o.swap,
    profit: o.profit,
    comment: o.comment,
    magic: o.magic,
    state: o.state,
  };
}

type Entry = {
  account: MirroredAccount;
  session: AccountSession | null;
  /** Tickets open or pending now, kept from the snapshot and the events (for the open count). */
  live: Set<number>;
  /** Figures heard since the last periodic write, if any. */
  pendingFigures: AccountFigures | null;
  /** The latest figures heard (snapshot or event), kept in memory for the copy fan-out. */
  figures: AccountFigures | null;
  /** What the last figures write held, to skip writing the same again. */
  writtenFigures: string | null;
  retryTimer: NodeJS.Timeout | null;
  broken: boolean;
  ended: boolean;
};

type MirrorDeps = {
  db: Db;
  gateway: TradingGateway;
  clock: Clock;
  log: FastifyBaseLogger;
  passwordKey: Buffer;
  hub: RealtimeHub;
  /**
   * Disconnected / restored notices to the account's owner (flood-limited by the notice service, pushed
   * after the commit).
   */
  notices?: Pick<NoticePort, 'connectionChanged'>;
  /** How long figures are gathered before one write and one push (live equity moves with every tick). */
  figuresIntervalMs?: number;
  /** Wait before a failed session is tried again. */
  retryMs?: number;
  /**
   * An API node among several (issue 20): an account's session is opened only on the node holding its
   * session lease (`trading/cluster/session-placement.ts` attaches what it gains, detaches what it loses).
   * `start` then attaches only the EA-bridge accounts (their session lives where the EA connects), and
   * `attach` (a bind) first takes the account's lease. Without it (one process) every account is attached.
   */
  placement?: {
    /** Takes the account's lease now if it is free; true when this node holds it. */
    claim(accountId: number): Promise<boolean>;
    holds(accountId: number): boolean;
  };
};

/** Accounts attached at once on start. */
const ATTACH_CONCURRENCY = 16;

/** History is re-read from a little before the last known close, so late-arriving history is not missed. */
const HISTORY_OVERLAP_MS = 24 * 3600_000;

/**
 * Keeps one gateway session per bound account and mirrors it into the database: order events are
 * written as they arrive (one queue per account, so an account's events are stored in the order they
 * happened), and a reconcile from a snapshot on start, after a reconnect and after binding repairs
 * whatever an event missed. Writes are idempotent by (account, ticket), so replays add nothing twice.
 */
export function createAccountMirror(deps: MirrorDeps) {
  const { db, gateway, clock, log, passwordKey, hub } = deps;
  const figuresIntervalMs = deps.figuresIntervalMs ?? 1000;
  const retryMs = deps.retryMs ?? 30_000;
  const entries = new Map<number, Entry>();
  /** One queue per account: an account's events are stored in the order they happened. */
  const queue = createKeyedQueue<number>((err, accountId) =>
    log.error({ err, accountId }, 'account mirror: work failed'),
  );
  const listeners = new Set<(event: TradeEvent) => void>();
  let started: Promise<void> = Promise.resolve();
  /** While the start-up attaches accounts: resolves once the accounts to attach are listed. */
  let listing: Promise<void> | null = null;
  /** Accounts the start-up has still to attach, each with its own "attached" signal. */
  const startupAttach = new Map<number, { done: Promise<void>; resolve: () => void }>();
  const connectHooks = new Set<(account: MirroredAccount, session: AccountSession) => Promise<void>>();
  /** Groups of accounts being attached (the start-up's, and each group a placement gained). */
  const batches = new Set<Promise<void>>();
  let stopped = false;
  const { placement } = deps;
  /** Whether an account's session is opened here: always in one process, by its lease on an API node. */
  const placed = (account: MirroredAccount) =>
    !placement || account.via === 'bridge' || placement.holds(account.id);

  const enqueue = (entry: Entry, work: () => Promise<void>) => queue.run(entry.account.id, work);

  function emit(event: TradeEvent) {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        log.error({ err }, 'account mirror: trade listener failed');
      }
    }
  }

  function publishConnection(entry: Entry, status: 0 | 1) {
    hub.publish(entry.account.siteId, entry.account.userId, {
      type: 'connection',
      wsStatus: 200,
      status,
      alert: 'true',
      loginOrder: entry.account.loginOrder,
      login: entry.account.login,
      mtAccId: entry.account.id,
    });
  }

  async function setBroken(entry: Entry, broken: boolean) {
    if (entry.broken === broken) return;
    entry.broken = broken;
    await db.transaction(async (tx) => {
      await setConnectionStatus(tx, entry.account.id, broken ? 1 : 0);
      await deps.notices?.connectionChanged(tx, entry.account, broken);
    });
    publishConnection(entry, broken ? 1 : 0);
  }

  /**
   * Writes the figures every account reported since the last time in one statement, then pushes them to
   * their owners. Live equity moves with every tick; a second's worth is one write for all accounts (real
   * time, also while the clock is stepped: the demo's settle loop does not wait for figures).
   */
  const figuresWrites = createWriteBehind<Entry>({
    delayMs: figuresIntervalMs,
    write: (batch) => writeFigures(new Set(batch)),
    onError: (err) => log.error({ err }, 'account mirror: figures write failed'),
  });
  async function writeFigures(heard: Set<Entry>) {
    const items: { entry: Entry; figures: AccountFigures; openCount: number }[] = [];
    for (const entry of heard) {
      const figures = entry.pendingFigures;
      if (!figures || entry.ended) continue;
      entry.pendingFigures = null;
      // Unchanged figures (no position moved since the last write) are neither written nor pushed.
      const signature = figuresSignature(figures, entry.live.size);
      if (signature === entry.writtenFigures) continue;
      entry.writtenFigures = signature;
      items.push({ entry, figures, openCount: entry.live.size });
    }
    if (items.length === 0) return;
    const now = clock.now();
    await updateFiguresMany(
      db,
      items.map((i) => ({ accountId: i.entry.account.id, figures: i.figures, openCount: i.openCount })),
      now,
    );
    for (const { entry, figures } of items) {
      hub.publish(entry.account.siteId, entry.account.userId, {
        type: 'account',
        mtAccId: entry.account.id,
        balance: figures.balance,
        equity: figures.equity,
        margin: figures.margin,
        freeMargin: figures.freeMargin,
        marginLevel: figures.marginLevel,
        profit: figures.profit,
        updateTime: now.getTime(),
      });
    }
  }

  function figuresSignature(f: AccountFigures, openCount: number): string {
    return `${f.name}|${f.currency}|${f.balance}|${f.credit}|${f.equity}|${f.margin}|${f.freeMargin}|${f.marginLevel}|${f.profit}|${f.leverage}|${openCount}`;
  }

  /**
   * Order rows of every account gathered for a few milliseconds and written in one statement. Each
   * account's queue waits for its own rows, so an account's events stay in order; accounts share the write.
   */
  const orderWrites = createWriteBehind<{ siteId: number; accountId: number; order: GatewayOrder }>({
    delayMs: 2,
    clock,
    maxItems: 1000,
    write: (rows) => upsertOrderRows(db, rows, clock.now()),
    onError: (err, attempt, givenUp) =>
      log.warn({ err, attempt, givenUp }, 'account mirror: order rows write failed'),
  });
  function writeOrders(account: MirroredAccount, orders: GatewayOrder[]): Promise<void> {
    return orderWrites.addAndWait(
      orders.map((order) => ({ siteId: account.siteId, accountId: account.id, order })),
    );
  }

  function track(entry: Entry, order: GatewayOrder) {
    if (order.state === 'open' || order.state === 'pending') entry.live.add(order.ticket);
    else entry.live.delete(order.ticket);
  }

  async function storeEvent(
    entry: Entry,
    kind: OrderEventKind,
    order: GatewayOrder,
    remainder?: GatewayOrder,
  ) {
    const orders = remainder ? [order, remainder] : [order];
    await writeOrders(entry.account, orders);
    for (const o of orders) track(entry, o);
    for (const o of orders) {
      hub.publish(entry.account.siteId, entry.account.userId, {
        type: 'order',
        mtAccId: entry.account.id,
        kind: o === remainder ? 'opened' : kind,
        order: toOrderMessage(o),
      });
    }
    emit({ account: entry.account, kind, order, ...(remainder ? { remainder } : {}), source: 'live' });
  }

  function onSessionEvent(entry: Entry, event: SessionEvent) {
    if (entry.ended) return;
    if (event.type === 'order') {
      void enqueue(entry, () => storeEvent(entry, event.kind, event.order, event.remainder));
    } else if (event.type === 'figures') {
      entry.figures = event.figures;
      entry.pendingFigures = event.figures;
      figuresWrites.add(entry);
    } else if (event.status === 'lost') {
      void enqueue(entry, () => setBroken(entry, true));
    } else {
      void enqueue(entry, async () => {
        await reconcile(entry);
        await setBroken(entry, false);
      });
    }
  }

  /**
   * Brings the mirror in line with the trade server: upserts open orders and recent history, marks
   * pending orders that vanished as deleted, and reports what changed as trade events (`reconcile`).
   */
  async function reconcile(entry: Entry): Promise<void> {
    const session = entry.session;
    if (!session) return;
    const { account } = entry;
    const last = await latestCloseTime(db, account.id);
    const snapshot = await session.snapshot(last ? last.getTime() - HISTORY_OVERLAP_MS : undefined);
    const before = new Map((await liveTickets(db, account.id)).map((r) => [r.ticket, r.state]));
    const openNow = new Set(snapshot.open.map((o) => o.ticket));
    const closedNow = new Set(snapshot.history.map((o) => o.ticket));

    // Live tickets that are neither open nor in the recent history: read the whole history once.
    let history = snapshot.history;
    const unexplained = [...before.keys()].filter(
      (t) => !openNow.has(t) && !closedNow.has(t) && before.get(t) === 'open',
    );
    if (unexplained.length > 0 && last) {
      history = (await session.snapshot(undefined)).history;
    }
    const now = clock.now();
    await upsertOrders(db, account.siteId, account.id, [...snapshot.open, ...history], now);
    const historyTickets = new Set(history.map((o) => o.ticket));
    const vanished = [...before.keys()].filter((t) => !openNow.has(t) && !historyTickets.has(t));
    await markOrdersDeleted(db, account.id, vanished, now);

    entry.live = new Set(snapshot.open.map((o) => o.ticket));
    entry.figures = snapshot.figures;
    await updateFigures(db, account.id, snapshot.figures, entry.live.size, now);
    entry.writtenFigures = figuresSignature(snapshot.figures, entry.live.size);
    await setSyncedAt(db, account.id, now);

    // What changed while we were not listening.
    for (const order of snapshot.open) {
      const was = before.get(order.ticket);
      if (was === undefined)
        emitReconciled(entry, order.state === 'pending' ? 'pendingPlaced' : 'opened', order);
      else if (was === 'pending' && order.state === 'open') emitReconciled(entry, 'pendingFilled', order);
    }
    for (const order of history) {
      const was = before.get(order.ticket);
      if (was === 'open' && order.state === 'closed') emitReconciled(entry, 'closed', order);
      if (was === 'pending' && order.state === 'deleted') emitReconciled(entry, 'pendingDeleted', order);
    }
  }

  function emitReconciled(entry: Entry, kind: OrderEventKind, order: GatewayOrder) {
    hub.publish(entry.account.siteId, entry.account.userId, {
      type: 'order',
      mtAccId: entry.account.id,
      kind,
      order: toOrderMessage(order),
    });
    emit({ account: entry.account, kind, order, source: 'reconcile' });
  }

  async function connect(entry: Entry): Promise<void> {
    if (entry.ended || stopped) return;
    const { account } = entry;
    try {
      const password =
        account.bridgeKeyId === null
          ? openSecret(passwordKey, account.passwordEnc, passwordAad(account))
          : '';
      entry.session = await gateway.openSession(
        {
          server: account.serverName,
          login: account.login,
          password,
          bridgeKeyId: account.bridgeKeyId,
          metaApiSiteId: account.via === 'metaapi' ? account.siteId : null,
        },
        (event) => onSessionEvent(entry, event),
      );
      await reconcile(entry);
      for (const hook of connectHooks) await hook(account, entry.session);
      await setBroken(entry, false);
    } catch (err) {
      log.warn({ err, accountId: account.id }, 'account mirror: session failed; will retry');
      entry.session?.end();
      entry.session = null;
      await setBroken(entry, true);
      entry.retryTimer = setTimeout(() => {
        entry.retryTimer = null;
        void enqueue(entry, () => connect(entry));
      }, retryMs);
      entry.retryTimer.unref();
    }
  }

  /** Starts mirroring an account here; resolves once its session is open and its first reconcile is done. */
  function attachHere(account: MirroredAccount): Promise<void> {
    if (entries.has(account.id)) return queue.tail(account.id);
    const entry: Entry = {
      account,
      session: null,
      live: new Set(),
      pendingFigures: null,
      figures: null,
      writtenFigures: null,
      retryTimer: null,
      broken: false,
      ended: false,
    };
    entries.set(account.id, entry);
    return enqueue(entry, () => connect(entry));
  }

  return {
    /**
     * Opens sessions for every bound account, in the background and a few at a time, so a server with many
     * accounts listens at once; `ready()` resolves when all are attached. An account not attached yet reads
     * as not connected.
     */
    start(): Promise<void> {
      let listed = () => {};
      listing = new Promise((resolve) => (listed = resolve));
      started = (async () => {
        try {
          const rows = await listAllActiveAccounts(db);
          // With a placement only the EA-bridge accounts here; the others come with their leases.
          const accounts = rows.map(toMirrored).filter((a) => !placement || a.via === 'bridge');
          const batch = this.attachMany(accounts);
          listed();
          await batch;
        } finally {
          listed();
          listing = null;
        }
      })();
      started.catch((err: unknown) => log.error({ err }, 'account mirror: start failed'));
      return Promise.resolve();
    },

    /**
     * Attaches accounts a few at a time (the start-up's, or those whose leases an API node gained); until
     * each is attached, `sessionWhenAttached` waits for it and `starting()` holds. An account whose lease was
     * lost before its turn is skipped.
     */
    attachMany(accounts: MirroredAccount[]): Promise<void> {
      for (const account of accounts) {
        if (startupAttach.has(account.id)) continue;
        let resolve = () => {};
        const done = new Promise<void>((r) => (resolve = r));
        startupAttach.set(account.id, { done, resolve });
      }
      let next = 0;
      const settle = (id: number) => {
        startupAttach.get(id)?.resolve();
        startupAttach.delete(id);
      };
      const worker = async () => {
        while (next < accounts.length && !stopped) {
          const account = accounts[next++]!;
          try {
            if (placed(account)) await attachHere(account);
          } finally {
            settle(account.id);
          }
        }
      };
      const batch = Promise.all(Array.from({ length: Math.min(ATTACH_CONCURRENCY, accounts.length) }, worker))
        .then(() => undefined)
        .finally(() => {
          for (const account of accounts) settle(account.id);
          batches.delete(batch);
        });
      batches.add(batch);
      return batch;
    },

    /** Resolves when every account bound at start (and every group gained since) is attached. */
    async ready(): Promise<void> {
      await started;
      while (batches.size > 0) await Promise.all([...batches]);
    },

    /** True while the start-up is still attaching accounts (some sessions may not be open yet). */
    starting(): boolean {
      return listing !== null || startupAttach.size > 0;
    },

    /**
     * The session of an account; while the start-up has still to attach it, waits for that (a copy for an
     * account the restart has not reached yet waits for it rather than failing). Null: not connected.
     */
    async sessionWhenAttached(accountId: number): Promise<AccountSession | null> {
      const open = entries.get(accountId)?.session;
      if (open) return open;
      if (listing) await listing;
      await startupAttach.get(accountId)?.done;
      return entries.get(accountId)?.session ?? null;
    },

    /**
     * Starts mirroring an account (a bind); resolves once its session is open and its first reconcile is
     * done. On an API node among several only if it takes the account's lease (another node took it first:
     * that node attaches it).
     */
    async attach(account: MirroredAccount): Promise<void> {
      if (placement && account.via !== 'bridge' && !(await placement.claim(account.id))) return;
      await attachHere(account);
    },

    /** Stops mirroring an account (unbind). */
    async detach(accountId: number): Promise<void> {
      const entry = entries.get(accountId);
      if (!entry) return;
      entries.delete(accountId);
      await queue.tail(accountId);
      entry.ended = true;
      if (entry.retryTimer) clearTimeout(entry.retryTimer);
      entry.session?.end();
    },

    /** What the mirror knows of an account now, from memory: its latest figures and whether it is connected. */
    view(
      accountId: number,
    ): { figures: AccountFigures | null; connected: boolean; account: MirroredAccount } | null {
      const entry = entries.get(accountId);
      if (!entry) return null;
      return {
        figures: entry.figures,
        connected: Boolean(entry.session) && !entry.broken,
        account: entry.account,
      };
    },

    /** The open session of an account (trading through it, reading its symbols). */
    session(accountId: number): AccountSession | null {
      return entries.get(accountId)?.session ?? null;
    },

    /**
     * Resolves when everything queued for the account (or for all accounts) so far is stored. With
     * `figures: false` the figures keep waiting for their timer (only the order events are waited for).
     */
    async idle(accountId?: number, options: { figures?: boolean } = {}): Promise<void> {
      await started;
      const list =
        accountId === undefined
          ? [...entries.values()]
          : [entries.get(accountId)].filter((e) => e !== undefined);
      await Promise.all(list.map((e) => queue.tail(e.account.id)));
      await orderWrites.flush();
      if (options.figures !== false) await figuresWrites.flush();
    },

    /** Runs after every (re)connected session's reconcile, before the account counts as connected. */
    onConnected(hook: (account: MirroredAccount, session: AccountSession) => Promise<void>): () => void {
      connectHooks.add(hook);
      return () => connectHooks.delete(hook);
    },

    onTradeEvent(listener: (event: TradeEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async stop(): Promise<void> {
      stopped = true;
      await started.catch(() => undefined);
      await Promise.all([...entries.keys()].map((id) => this.detach(id)));
      await orderWrites.flush();
      await figuresWrites.discard();
    },
  };
}

export type AccountMirror = ReturnType<typeof createAccountMirror>;
