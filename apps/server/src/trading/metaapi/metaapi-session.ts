import type { FastifyBaseLogger } from 'fastify';
import type {
  AccountSession,
  AccountSnapshot,
  GatewayOrder,
  SessionEvent,
  TradeRequest,
  TradeResult,
} from '../gateway';
import {
  closedFrom,
  figuresFrom,
  isBalanceDeal,
  isClosingDeal,
  lotsFromVolume,
  marginFromSpec,
  moneyText,
  orderFromBalanceDeal,
  orderFromPending,
  orderFromPosition,
  orderTypeOf,
  priceOf,
  priceText,
  symbolFrom,
  ticketOf,
  tradeFailure,
  UNKNOWN_OUTCOME,
  volumeOf,
} from './metaapi-mapping';
import type {
  MetatraderDeal,
  MetatraderOrder,
  MetatraderPosition,
  MetatraderTradeResponse,
  StreamingConnectionLike,
  SynchronizationListenerLike,
} from './sdk-types';

export type MetaApiSessionTimeouts = {
  /** How long a trade the server accepted may take to show in the stream before it counts as unknown (128). */
  tradeEventMs: number;
  /** How long a closed position waits for its closing deal (and a partial close for its remainder). */
  settleMs: number;
  /** Figures from price updates are passed on at most this often. */
  figuresEveryMs: number;
};

type OrderEvent = Extract<SessionEvent, { type: 'order' }>;
type Waiter = { test: (event: OrderEvent) => boolean; resolve: (event: OrderEvent | null) => void };

const CANCELED_STATES = new Set(['ORDER_STATE_CANCELED', 'ORDER_STATE_EXPIRED', 'ORDER_STATE_REJECTED']);
const FROM_TICKET = /from #(\d+)/;
const noop = () => Promise.resolve();

/**
 * One account's MetaApi streaming connection behind the port's session. MetaApi tells the terminal's state
 * (positions, pending orders, deals) as updates; MT4 tells what happened to an order. The book below
 * turns one into the other: a position not seen before is opened (or a pending order filled, same
 * ticket); a removed position is closed by its closing deal, partially when the deal's volume is short
 * of the position's and a new ticket `from #<old>` holds the rest; a completed pending order whose history
 * order says canceled is deleted. While the connection (re)synchronizes, the book follows silently and
 * 'restored' tells the mirror to reconcile.
 */
export function createMetaApiSession(deps: {
  connection: StreamingConnectionLike;
  onEvent: (event: SessionEvent) => void;
  log: FastifyBaseLogger;
  timeouts: MetaApiSessionTimeouts;
}): { session: AccountSession; listener: SynchronizationListenerLike; seed: () => void } {
  const { connection, timeouts, log } = deps;
  const state = connection.terminalState;
  const positions = new Map<number, GatewayOrder>();
  const pendings = new Map<number, GatewayOrder>();
  /** Removed positions waiting for their closing deal. */
  const closing = new Map<
    number,
    { open: GatewayOrder; deal: MetatraderDeal | null; timer: NodeJS.Timeout }
  >();
  /** Remainders of partial closes (`from #<old>`), by the old ticket. */
  const remainders = new Map<number, GatewayOrder>();
  /** Completed pending orders waiting for their history order (deleted, or filled). */
  const completed = new Map<number, { order: GatewayOrder; timer: NodeJS.Timeout }>();
  /** Every order seen in this session, for the open side of history the deals do not tell. */
  const seen = new Map<number, GatewayOrder>();
  const margins = new Map<string, { value: string | null; at: number }>();
  let waiters: Waiter[] = [];
  let ended = false;
  let syncing = false;
  let dealsSynced = false;
  let ordersSynced = false;
  let lost = false;
  let lastFigures = 0;

  const digits = (symbol: string) =>
    state.specifications.find((s) => s.symbol === symbol)?.digits ?? (symbol === '' ? 0 : 5);

  function emit(event: SessionEvent) {
    if (ended) return;
    deps.onEvent(event);
    if (event.type !== 'order') return;
    const still: Waiter[] = [];
    for (const w of waiters) {
      if (w.test(event)) w.resolve(event);
      else still.push(w);
    }
    waiters = still;
  }

  function order(kind: OrderEvent['kind'], o: GatewayOrder, remainder?: GatewayOrder) {
    seen.set(o.ticket, o);
    if (syncing) return;
    emit({ type: 'order', kind, order: o, ...(remainder ? { remainder } : {}) });
  }

  function settleClosing(ticket: number, force: boolean) {
    const entry = closing.get(ticket);
    if (!entry) return;
    const remainder = remainders.get(ticket);
    if (entry.deal === null) {
      if (!force) return;
      clearTimeout(entry.timer);
      closing.delete(ticket);
      order('closed', { ...entry.open, closeTime: Date.now(), state: 'closed' });
      return;
    }
    const closed = closedFrom(entry.open, entry.deal, digits);
    const partial = closed.lots < entry.open.lots;
    if (partial && !remainder && !force) return;
    clearTimeout(entry.timer);
    closing.delete(ticket);
    remainders.delete(ticket);
    if (partial) order('partiallyClosed', closed, remainder);
    else {
      order('closed', closed);
      if (remainder) order('opened', remainder);
    }
  }

  function onPosition(p: MetatraderPosition) {
    const o = orderFromPosition(p, digits);
    if (!Number.isSafeInteger(o.ticket)) return;
    const known = positions.get(o.ticket);
    positions.set(o.ticket, o);
    if (known) {
      if (known.sl !== o.sl || known.tp !== o.tp || known.openPrice !== o.openPrice) order('modified', o);
      else seen.set(o.ticket, o);
      return;
    }
    const from = FROM_TICKET.exec(o.comment);
    const old = from ? Number(from[1]) : null;
    if (old !== null && (positions.has(old) || closing.has(old))) {
      remainders.set(old, o);
      seen.set(o.ticket, o);
      settleClosing(old, false);
      return;
    }
    const pending = pendings.get(o.ticket) ?? completed.get(o.ticket)?.order;
    if (pending) {
      pendings.delete(o.ticket);
      const done = completed.get(o.ticket);
      if (done) clearTimeout(done.timer);
      completed.delete(o.ticket);
      order('pendingFilled', o);
      return;
    }
    order('opened', o);
  }

  function onPositionGone(id: string) {
    const ticket = ticketOf(id);
    const open = positions.get(ticket);
    if (!open) return;
    positions.delete(ticket);
    if (syncing) return;
    const timer = setTimeout(() => settleClosing(ticket, true), timeouts.settleMs);
    timer.unref();
    const early = outDeals.get(ticket) ?? null;
    outDeals.delete(ticket);
    closing.set(ticket, { open, deal: early, timer });
    settleClosing(ticket, false);
  }

  /** Closing deals that came before their position's removal. */
  const outDeals = new Map<number, MetatraderDeal>();

  function onDeal(deal: MetatraderDeal) {
    if (syncing) return;
    if (isBalanceDeal(deal)) {
      order('balance', orderFromBalanceDeal(deal));
      return;
    }
    if (!isClosingDeal(deal) || deal.positionId === undefined) return;
    const ticket = ticketOf(deal.positionId);
    const entry = closing.get(ticket);
    if (entry) {
      entry.deal = deal;
      settleClosing(ticket, false);
    } else if (positions.has(ticket)) {
      outDeals.set(ticket, deal);
    }
  }

  function onPending(p: MetatraderOrder) {
    const o = orderFromPending(p, digits);
    if (!Number.isSafeInteger(o.ticket)) return;
    const known = pendings.get(o.ticket);
    pendings.set(o.ticket, o);
    if (!known) order('pendingPlaced', o);
    else if (known.sl !== o.sl || known.tp !== o.tp || known.openPrice !== o.openPrice) order('modified', o);
  }

  function onPendingGone(id: string) {
    const ticket = ticketOf(id);
    const o = pendings.get(ticket);
    pendings.delete(ticket);
    if (!o || positions.has(ticket) || syncing) return;
    const timer = setTimeout(() => {
      completed.delete(ticket);
      order('pendingDeleted', { ...o, closeTime: Date.now(), state: 'deleted' });
    }, timeouts.settleMs);
    timer.unref();
    completed.set(ticket, { order: o, timer });
  }

  function onHistoryOrder(h: MetatraderOrder) {
    const ticket = ticketOf(h.id);
    const done = completed.get(ticket);
    if (!done || !CANCELED_STATES.has(h.state)) return;
    clearTimeout(done.timer);
    completed.delete(ticket);
    const closeTime = h.doneTime ? h.doneTime.getTime() : Date.now();
    order('pendingDeleted', { ...done.order, closeTime, state: 'deleted' });
  }

  function syncFinished() {
    if (!syncing || !dealsSynced || !ordersSynced) return;
    syncing = false;
    if (lost) {
      lost = false;
      emit({ type: 'connection', status: 'restored' });
    }
  }

  function markLost() {
    if (lost) return;
    lost = true;
    emit({ type: 'connection', status: 'lost' });
  }

  function figuresNow() {
    const info = state.accountInformation;
    if (info && !syncing) emit({ type: 'figures', figures: figuresFrom(info) });
  }

  const listener: SynchronizationListenerLike = {
    getRegion: (index) => index.split(':')[0],
    getInstanceNumber: (index) => Number(index.split(':')[1]),
    getHostName: (index) => index.split(':')[2],
    onConnected: noop,
    onHealthStatus: noop,
    onDisconnected: () => Promise.resolve(markLost()),
    onBrokerConnectionStatusChanged: (_i, connected) => Promise.resolve(connected ? undefined : markLost()),
    onSynchronizationStarted: () => {
      syncing = true;
      dealsSynced = false;
      ordersSynced = false;
      return Promise.resolve();
    },
    onAccountInformationUpdated: () => Promise.resolve(figuresNow()),
    onPositionsReplaced: (_i, replaced) => {
      positions.clear();
      for (const p of replaced) {
        const o = orderFromPosition(p, digits);
        positions.set(o.ticket, o);
        seen.set(o.ticket, o);
      }
      return Promise.resolve();
    },
    onPositionsSynchronized: noop,
    onPositionsUpdated: noop,
    onPositionUpdated: (_i, p) => Promise.resolve(onPosition(p)),
    onPositionRemoved: (_i, id) => Promise.resolve(onPositionGone(id)),
    onPendingOrdersReplaced: (_i, replaced) => {
      pendings.clear();
      for (const p of replaced) {
        const o = orderFromPending(p, digits);
        pendings.set(o.ticket, o);
        seen.set(o.ticket, o);
      }
      return Promise.resolve();
    },
    onPendingOrdersUpdated: noop,
    onPendingOrderUpdated: (_i, p) => Promise.resolve(onPending(p)),
    onPendingOrderCompleted: (_i, id) => Promise.resolve(onPendingGone(id)),
    onPendingOrdersSynchronized: noop,
    onHistoryOrderAdded: (_i, h) => Promise.resolve(onHistoryOrder(h)),
    onHistoryOrdersSynchronized: () => {
      ordersSynced = true;
      return Promise.resolve(syncFinished());
    },
    onDealAdded: (_i, deal) => Promise.resolve(onDeal(deal)),
    onDealsSynchronized: () => {
      dealsSynced = true;
      return Promise.resolve(syncFinished());
    },
    onSymbolSpecificationUpdated: noop,
    onSymbolSpecificationRemoved: noop,
    onSymbolSpecificationsUpdated: noop,
    onSymbolPriceUpdated: noop,
    onSymbolPricesUpdated: () => {
      const now = Date.now();
      if (positions.size > 0 && now - lastFigures >= timeouts.figuresEveryMs) {
        lastFigures = now;
        figuresNow();
      }
      return Promise.resolve();
    },
    onCandlesUpdated: noop,
    onTicksUpdated: noop,
    onBooksUpdated: noop,
    onSubscriptionDowngraded: noop,
    onStreamClosed: noop,
    onUnsubscribeRegion: noop,
  };

  /** Resolves with the first order event from now on that passes `test`, or null after `ms`. */
  function next(test: (event: OrderEvent) => boolean): { done: Promise<OrderEvent | null>; cancel(): void } {
    let waiter: Waiter | undefined;
    const done = new Promise<OrderEvent | null>((resolve) => {
      const timer = setTimeout(() => {
        waiters = waiters.filter((w) => w !== waiter);
        resolve(null);
      }, timeouts.tradeEventMs);
      timer.unref();
      waiter = {
        test,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event);
        },
      };
      waiters.push(waiter);
    });
    return {
      done,
      cancel() {
        waiters = waiters.filter((w) => w !== waiter);
        waiter?.resolve(null);
      },
    };
  }

  /**
   * Runs a trade call, then waits for the stream to show what it did (`test`, once the response names
   * the ticket): the port answers with the order as the account now holds it. Events are watched from
   * before the call, since MetaApi may stream the change before it answers.
   */
  async function trade(
    call: () => Promise<MetatraderTradeResponse>,
    test: (event: OrderEvent, response: MetatraderTradeResponse) => boolean,
    unchanged?: () => GatewayOrder | null,
  ): Promise<TradeResult> {
    const early: OrderEvent[] = [];
    const watch = next((event) => {
      early.push(event);
      return false;
    });
    let response: MetatraderTradeResponse;
    try {
      response = await call();
    } catch (err) {
      watch.cancel();
      const failure = tradeFailure(err);
      log.info({ code: failure.code, err: { name: (err as Error)?.name } }, 'metaapi: trade refused');
      return failure;
    }
    watch.cancel();
    const found = early.find((e) => test(e, response));
    const same = unchanged?.();
    const event = found ?? (same ? null : await next((e) => test(e, response)).done);
    if (event)
      return { ok: true, order: event.order, ...(event.remainder ? { remainder: event.remainder } : {}) };
    if (same) return { ok: true, order: same };
    return {
      ok: false,
      code: UNKNOWN_OUTCOME,
      message: 'MetaApi accepted the trade; it did not show in time',
    };
  }

  const ticketIs = (ticket: number, kinds: OrderEvent['kind'][]) => (e: OrderEvent) =>
    e.order.ticket === ticket && kinds.includes(e.kind);

  function send(request: TradeRequest): Promise<TradeResult> {
    const options = {
      ...(request.comment === undefined ? {} : { comment: request.comment }),
      ...(request.magic === undefined ? {} : { magic: request.magic }),
      ...(request.slippage === undefined ? {} : { slippage: request.slippage }),
    };
    const volume = volumeOf(request.lots);
    const sl = priceOf(request.sl);
    const tp = priceOf(request.tp);
    const price = priceOf(request.price) ?? 0;
    const c = connection;
    const calls: Record<number, () => Promise<MetatraderTradeResponse>> = {
      0: () => c.createMarketBuyOrder(request.symbol, volume, sl, tp, options),
      1: () => c.createMarketSellOrder(request.symbol, volume, sl, tp, options),
      2: () => c.createLimitBuyOrder(request.symbol, volume, price, sl, tp, options),
      3: () => c.createLimitSellOrder(request.symbol, volume, price, sl, tp, options),
      4: () => c.createStopBuyOrder(request.symbol, volume, price, sl, tp, options),
      5: () => c.createStopSellOrder(request.symbol, volume, price, sl, tp, options),
    };
    const call = calls[request.type];
    if (!call) return Promise.resolve({ ok: false, code: 3, message: 'Invalid order type' });
    return trade(call, (e, r) => {
      const ticket = ticketOf(r.orderId || r.positionId);
      return e.order.ticket === ticket && (e.kind === 'opened' || e.kind === 'pendingPlaced');
    });
  }

  const session: AccountSession = {
    snapshot(since?: number): Promise<AccountSnapshot> {
      const info = state.accountInformation;
      if (!info) return Promise.reject(new Error('metaapi: the account is not synchronized'));
      const open = [
        ...state.positions.map((p) => orderFromPosition(p, digits)),
        ...state.orders.map((o) => orderFromPending(o, digits)),
      ];
      const history = historyFrom(connection, digits, seen).filter(
        (o) => since === undefined || (o.closeTime ?? o.openTime) >= since,
      );
      return Promise.resolve({ figures: figuresFrom(info), open, history });
    },
    symbols: () => Promise.resolve(state.specifications.map(symbolFrom)),
    marginPerLot(symbol) {
      const spec = state.specifications.find((s) => s.symbol === symbol);
      const info = state.accountInformation;
      if (!spec || !info) return null;
      const ask = state.price(symbol)?.ask;
      const direct = marginFromSpec(spec, ask, info);
      if (direct !== null) return direct;
      // Otherwise MetaApi's own calculation, asked in the background (rate limits) and kept a minute.
      const cached = margins.get(symbol);
      const now = Date.now();
      if (ask !== undefined && (!cached || now - cached.at > 60_000)) {
        margins.set(symbol, { value: cached?.value ?? null, at: now });
        connection
          .calculateMargin({ symbol, type: 'ORDER_TYPE_BUY', volume: 1, openPrice: ask })
          .then((m) =>
            margins.set(symbol, { value: m.margin === undefined ? null : moneyText(m.margin), at: now }),
          )
          .catch((err: unknown) => log.debug({ err: { name: (err as Error)?.name } }, 'metaapi: no margin'));
      }
      return cached?.value ?? null;
    },
    send,
    modify(ticket, change) {
      const pending = pendings.get(ticket);
      const current = pending ?? positions.get(ticket) ?? null;
      const sl = change.sl ?? current?.sl;
      const tp = change.tp ?? current?.tp;
      const wanted = (o: GatewayOrder) =>
        (change.sl === undefined || Number(o.sl) === Number(change.sl)) &&
        (change.tp === undefined || Number(o.tp) === Number(change.tp)) &&
        (change.price === undefined || Number(o.openPrice) === Number(change.price));
      const call = pending
        ? () =>
            connection.modifyOrder(
              String(ticket),
              priceOf(change.price ?? pending.openPrice) ?? 0,
              priceOf(sl),
              priceOf(tp),
            )
        : () => connection.modifyPosition(String(ticket), priceOf(sl), priceOf(tp));
      return trade(
        call,
        (e) => e.order.ticket === ticket && e.kind === 'modified' && wanted(e.order),
        () => {
          const now = pendings.get(ticket) ?? positions.get(ticket);
          return now && wanted(now) ? now : null;
        },
      );
    },
    close(ticket, options) {
      const open = positions.get(ticket);
      const slippage = options?.slippage === undefined ? {} : { slippage: options.slippage };
      const partial = options?.lots !== undefined && open !== undefined && options.lots < open.lots;
      const call = partial
        ? () => connection.closePositionPartially(String(ticket), volumeOf(options.lots!), slippage)
        : () => connection.closePosition(String(ticket), slippage);
      return trade(call, ticketIs(ticket, ['closed', 'partiallyClosed']));
    },
    remove: (ticket) =>
      trade(() => connection.cancelOrder(String(ticket)), ticketIs(ticket, ['pendingDeleted'])),
    end() {
      if (ended) return;
      ended = true;
      for (const w of waiters) w.resolve(null);
      waiters = [];
      for (const c of closing.values()) clearTimeout(c.timer);
      for (const c of completed.values()) clearTimeout(c.timer);
      connection.removeSynchronizationListener(listener);
      connection.close().catch((err: unknown) => {
        log.debug({ err: { name: (err as Error)?.name } }, 'metaapi: closing the connection failed');
      });
    },
  };
  /**
   * Takes into the book what the terminal state holds and the book does not (a connection MetaApi shares
   * between listeners may have synchronized before this one was added), without events.
   */
  function seed() {
    for (const p of state.positions) {
      const o = orderFromPosition(p, digits);
      if (!positions.has(o.ticket)) positions.set(o.ticket, o);
      seen.set(o.ticket, o);
    }
    for (const p of state.orders) {
      const o = orderFromPending(p, digits);
      if (!pendings.has(o.ticket)) pendings.set(o.ticket, o);
      seen.set(o.ticket, o);
    }
  }

  return { session, listener, seed };
}

/**
 * The account's history as MT4 orders, from the deals the connection synchronized: one closed order per
 * closing deal (its ticket the position's; the open side from the position's opening deal, else from
 * what the session saw of it), balance and credit operations, and pending orders canceled or expired.
 */
function historyFrom(
  connection: StreamingConnectionLike,
  digits: (symbol: string) => number,
  seen: Map<number, GatewayOrder>,
): GatewayOrder[] {
  const { deals, historyOrders } = connection.historyStorage;
  const opening = new Map<string, MetatraderDeal>();
  for (const deal of deals) {
    if (deal.entryType === 'DEAL_ENTRY_IN' && deal.positionId !== undefined)
      opening.set(deal.positionId, deal);
  }
  const history: GatewayOrder[] = [];
  for (const deal of deals) {
    if (isBalanceDeal(deal)) {
      history.push(orderFromBalanceDeal(deal));
      continue;
    }
    if (!isClosingDeal(deal) || deal.positionId === undefined) continue;
    const ticket = ticketOf(deal.positionId);
    const symbol = deal.symbol ?? '';
    const d = digits(symbol);
    const inDeal = opening.get(deal.positionId);
    const known = seen.get(ticket);
    const outType = orderTypeOf(deal.type);
    const open: GatewayOrder = {
      ticket,
      type: inDeal ? (orderTypeOf(inDeal.type) ?? 0) : (known?.type ?? (outType === 0 ? 1 : 0)),
      symbol,
      lots: lotsFromVolume(deal.volume ?? 0),
      openTime: inDeal?.time.getTime() ?? known?.openTime ?? deal.time.getTime(),
      openPrice: inDeal ? priceText(inDeal.price, d) : (known?.openPrice ?? priceText(deal.price, d)),
      sl: priceText(deal.stopLoss, d),
      tp: priceText(deal.takeProfit, d),
      closeTime: null,
      closePrice: '0',
      commission: '0.00',
      swap: '0.00',
      profit: '0.00',
      comment: inDeal?.brokerComment ?? inDeal?.comment ?? known?.comment ?? '',
      magic: deal.magic ?? inDeal?.magic ?? 0,
      state: 'open',
    };
    history.push(closedFrom(open, deal, digits));
  }
  for (const h of historyOrders) {
    const type = orderTypeOf(h.type);
    if (type === null || type < 2 || type > 5 || !CANCELED_STATES.has(h.state)) continue;
    history.push(orderFromPending(h, digits));
  }
  return history;
}
