/**
 * A trade request at its execution time, with MT4's rules and error codes: OrderSend (market and pending),
 * OrderModify, OrderClose (in full or in part) and OrderDelete, each checked against the symbol's volume
 * rules, the market's state, the quote, the stop level and the account's free margin.
 */
import { isBuyType } from '@copytrade/units/mt4';
import type { SymbolSpec } from './catalog';
import { MT4_ERROR, MT4_ERROR_MESSAGE, type Mt4ErrorCode } from './errors';
import { Dec, commissionFor, priceToPoints } from './money';
import { closeFull, newOrder, partialClose, removePending } from './order-life';
import { emitOrder, snap } from './reports';
import { marketCheck, schedule, type AccountRt, type ServerRt, type WorldCore } from './runtime';
import type {
  CloseOrderRequest,
  ModifyOrderRequest,
  RequestState,
  SendOrderRequest,
  TradeOrderType,
  TradeResult,
} from './types';
import { affordable, quotePts } from './valuation';

/** True when `price` lies at least max(1, stopLevel) points beyond `from`, above (dir 1) or below (-1). */
function beyond(price: number, from: number, dir: 1 | -1, stopLevel: number): boolean {
  return (price - from) * dir >= Math.max(1, stopLevel);
}

function volumeOk(spec: SymbolSpec, lots: number): boolean {
  return Number.isInteger(lots) && lots >= spec.minLot && lots <= spec.maxLot && lots % spec.lotStep === 0;
}

export function fail(code: Mt4ErrorCode): TradeResult {
  return { ok: false, code, message: MT4_ERROR_MESSAGE[code] };
}

/** A stop price: absent, '' or zero is none (0); null when it is not a price of the symbol. */
function stopPoints(text: string | undefined, digits: number): number | null {
  if (text === undefined || text.trim() === '') return 0;
  return priceToPoints(text, digits);
}

/** SL/TP of a position (or a pending order opening at `from`) on the right side and beyond the stop level. */
function stopsOk(
  buy: boolean,
  sl: number,
  tp: number,
  from: { sl: number; tp: number },
  stopLevel: number,
): boolean {
  const dir = buy ? 1 : -1;
  if (sl > 0 && !beyond(sl, from.sl, dir === 1 ? -1 : 1, stopLevel)) return false;
  if (tp > 0 && !beyond(tp, from.tp, dir === 1 ? 1 : -1, stopLevel)) return false;
  return true;
}

/** A pending order's price on the right side of the market and beyond the stop level. */
function pendingPriceOk(
  type: TradeOrderType,
  price: number,
  q: { bid: number; ask: number },
  stopLevel: number,
): boolean {
  switch (type) {
    case 2:
      return beyond(price, q.ask, -1, stopLevel);
    case 3:
      return beyond(price, q.bid, 1, stopLevel);
    case 4:
      return beyond(price, q.ask, 1, stopLevel);
    case 5:
      return beyond(price, q.bid, -1, stopLevel);
    default:
      return false;
  }
}

/**
 * Executes a request at its time. With the server's timeout probability the answer is 128 whatever
 * happened, and the request was executed (normally, with its own errors) or not, 50/50.
 */
export function execute(
  core: WorldCore,
  request: RequestState,
  srv: ServerRt | undefined,
  acc: AccountRt | undefined,
): TradeResult {
  if (!srv || !acc) return fail(MT4_ERROR.INVALID_ACCOUNT);
  const [requoteDraw, timeoutDraw, outcomeDraw] = request.draws;
  const timedOut = timeoutDraw < srv.spec.timeoutProbability;
  if (timedOut && outcomeDraw >= 0.5) return fail(MT4_ERROR.TRADE_TIMEOUT);
  let result: TradeResult;
  switch (request.action) {
    case 'send':
      result = executeSend(core, srv, acc, request.send, requoteDraw);
      break;
    case 'modify':
      result = executeModify(core, srv, acc, request.ticket, request.modify);
      break;
    case 'close':
      result = executeClose(core, srv, acc, request.ticket, request.close, requoteDraw);
      break;
    case 'delete':
      result = executeDelete(core, srv, acc, request.ticket);
      break;
  }
  return timedOut ? fail(MT4_ERROR.TRADE_TIMEOUT) : result;
}

function executeSend(
  core: WorldCore,
  srv: ServerRt,
  acc: AccountRt,
  send: SendOrderRequest,
  requoteDraw: number,
): TradeResult {
  const sym = srv.symbols.get(send.symbol);
  if (!sym) return fail(MT4_ERROR.UNKNOWN_SYMBOL);
  const spec = sym.spec;
  const type = send.type;
  if (!Number.isInteger(type) || type < 0 || type > 5) return fail(MT4_ERROR.INVALID_TRADE_PARAMETERS);
  if (!volumeOk(spec, send.lots)) return fail(MT4_ERROR.INVALID_TRADE_VOLUME);
  const closed = marketCheck(core, sym);
  if (closed !== 0) return fail(closed);
  const q = quotePts(sym);
  const sl = stopPoints(send.sl, spec.digits);
  const tp = stopPoints(send.tp, spec.digits);
  const buy = isBuyType(type);
  if (type <= 1) {
    const fill = buy ? q.ask : q.bid;
    if (send.price !== undefined) {
      const wanted = priceToPoints(send.price, spec.digits);
      if (wanted === null || wanted <= 0) return fail(MT4_ERROR.INVALID_PRICE);
      if (Math.abs(fill - wanted) > (send.slippage ?? 0)) return fail(MT4_ERROR.REQUOTE);
    }
    if (requoteDraw < srv.spec.requoteProbability) return fail(MT4_ERROR.REQUOTE);
    const exit = buy ? q.bid : q.ask;
    if (sl === null || tp === null || !stopsOk(buy, sl, tp, { sl: exit, tp: exit }, spec.stopLevel)) {
      return fail(MT4_ERROR.INVALID_STOPS);
    }
    const commission = commissionFor(spec.commissionPerLot, send.lots);
    if (!affordable(acc, sym, send.lots, commission)) return fail(MT4_ERROR.NOT_ENOUGH_MONEY);
    const order = newOrder(core, srv, acc, sym, {
      type,
      lots: send.lots,
      openPts: fill,
      slPts: sl,
      tpPts: tp,
      commission,
      comment: send.comment ?? '',
      magic: send.magic ?? 0,
      expiration: 0,
      state: 'open',
    });
    const opened = snap(order, true);
    emitOrder(core, srv, 'opened', opened);
    return { ok: true, order: opened };
  }
  if (send.price === undefined) return fail(MT4_ERROR.INVALID_PRICE);
  const price = priceToPoints(send.price, spec.digits);
  if (price === null || price <= 0) return fail(MT4_ERROR.INVALID_PRICE);
  if (!pendingPriceOk(type, price, q, spec.stopLevel)) return fail(MT4_ERROR.INVALID_STOPS);
  if (sl === null || tp === null || !stopsOk(buy, sl, tp, { sl: price, tp: price }, spec.stopLevel)) {
    return fail(MT4_ERROR.INVALID_STOPS);
  }
  const expiration = send.expiration ?? 0;
  if (!Number.isInteger(expiration) || expiration < 0 || (expiration > 0 && expiration <= core.time)) {
    return fail(MT4_ERROR.INVALID_TRADE_PARAMETERS);
  }
  const order = newOrder(core, srv, acc, sym, {
    type,
    lots: send.lots,
    openPts: price,
    slPts: sl,
    tpPts: tp,
    commission: new Dec(0),
    comment: send.comment ?? '',
    magic: send.magic ?? 0,
    expiration,
    state: 'pending',
  });
  if (expiration > 0) schedule(core, expiration, 'expire', `${srv.spec.name}|${order.ticket}`);
  const placed = snap(order, true);
  emitOrder(core, srv, 'pendingPlaced', placed);
  return { ok: true, order: placed };
}

function executeModify(
  core: WorldCore,
  srv: ServerRt,
  acc: AccountRt,
  ticket: number,
  modify: ModifyOrderRequest,
): TradeResult {
  const order = srv.orders.get(ticket);
  if (!order || order.login !== acc.login) return fail(MT4_ERROR.INVALID_TICKET);
  const sym = order.sym;
  const spec = sym.spec;
  const closed = marketCheck(core, sym);
  if (closed !== 0) return fail(closed);
  const q = quotePts(sym);
  const sl = modify.sl === undefined ? order.slPts : stopPoints(modify.sl, spec.digits);
  const tp = modify.tp === undefined ? order.tpPts : stopPoints(modify.tp, spec.digits);
  if (sl === null || tp === null) return fail(MT4_ERROR.INVALID_STOPS);
  const buy = isBuyType(order.type);
  let price = order.openPts;
  let expiration = order.expiration;
  if (order.state === 'open') {
    const exit = buy ? q.bid : q.ask;
    if (!stopsOk(buy, sl, tp, { sl: exit, tp: exit }, spec.stopLevel)) return fail(MT4_ERROR.INVALID_STOPS);
  } else {
    if (modify.price !== undefined) {
      const parsed = priceToPoints(modify.price, spec.digits);
      if (parsed === null || parsed <= 0) return fail(MT4_ERROR.INVALID_PRICE);
      price = parsed;
    }
    if (!pendingPriceOk(order.type, price, q, spec.stopLevel)) return fail(MT4_ERROR.INVALID_STOPS);
    if (!stopsOk(buy, sl, tp, { sl: price, tp: price }, spec.stopLevel)) return fail(MT4_ERROR.INVALID_STOPS);
    expiration = modify.expiration ?? order.expiration;
    if (!Number.isInteger(expiration) || expiration < 0 || (expiration > 0 && expiration <= core.time)) {
      return fail(MT4_ERROR.INVALID_TRADE_PARAMETERS);
    }
  }
  if (
    sl === order.slPts &&
    tp === order.tpPts &&
    price === order.openPts &&
    expiration === order.expiration
  ) {
    return fail(MT4_ERROR.NO_RESULT);
  }
  const previous = snap(order, true);
  order.slPts = sl;
  order.tpPts = tp;
  order.openPts = price;
  if (expiration !== order.expiration && expiration > 0) {
    schedule(core, expiration, 'expire', `${srv.spec.name}|${order.ticket}`);
  }
  order.expiration = expiration;
  const modified = snap(order, true);
  emitOrder(core, srv, 'modified', modified, { previous });
  return { ok: true, order: modified };
}

function executeClose(
  core: WorldCore,
  srv: ServerRt,
  acc: AccountRt,
  ticket: number,
  close: CloseOrderRequest,
  requoteDraw: number,
): TradeResult {
  const order = srv.orders.get(ticket);
  if (!order || order.login !== acc.login || order.state !== 'open') return fail(MT4_ERROR.INVALID_TICKET);
  const spec = order.sym.spec;
  const lots = close.lots ?? order.lots;
  const rest = order.lots - lots;
  const lotsOk =
    Number.isInteger(lots) &&
    lots >= spec.minLot &&
    lots <= order.lots &&
    lots % spec.lotStep === 0 &&
    (rest === 0 || rest >= spec.minLot);
  if (!lotsOk) return fail(MT4_ERROR.INVALID_TRADE_VOLUME);
  const closed = marketCheck(core, order.sym);
  if (closed !== 0) return fail(closed);
  const q = quotePts(order.sym);
  if (close.price !== undefined) {
    const wanted = priceToPoints(close.price, spec.digits);
    if (wanted === null || wanted <= 0) return fail(MT4_ERROR.INVALID_PRICE);
    const exit = order.type === 0 ? q.bid : q.ask;
    if (Math.abs(exit - wanted) > (close.slippage ?? 0)) return fail(MT4_ERROR.REQUOTE);
  }
  if (requoteDraw < srv.spec.requoteProbability) return fail(MT4_ERROR.REQUOTE);
  if (rest === 0) return { ok: true, order: closeFull(core, srv, acc, order, 'client') };
  const [closedPart, remainder] = partialClose(core, srv, acc, order, lots);
  return { ok: true, order: closedPart, remainder };
}

function executeDelete(core: WorldCore, srv: ServerRt, acc: AccountRt, ticket: number): TradeResult {
  const order = srv.orders.get(ticket);
  if (!order || order.login !== acc.login || order.state !== 'pending') return fail(MT4_ERROR.INVALID_TICKET);
  if (order.sym.market.closedAt(core.time)) return fail(MT4_ERROR.MARKET_CLOSED);
  return { ok: true, order: removePending(core, srv, acc, order, 'client') };
}
