/**
 * What the world tells the outside: orders as MT4 shows them (prices back from points, money as strings)
 * and the events listeners receive, synchronously, in the order things happened.
 */
import { isBuyType } from '@copytrade/units/mt4';
import { money, pointsToPrice } from './money';
import type { AccountRt, OrderRt, ServerRt, WorldCore } from './runtime';
import type { CloseReason, OrderEventKind, SimEvent, SimOrder } from './types';
import { centsText, profitCents, profitOf, quotePts } from './valuation';

/** An order as MT4 shows it; `live` adds the current close price and floating profit of open orders. */
export function snap(order: OrderRt, live: boolean): SimOrder {
  const digits = order.sym.spec.digits;
  let closePrice = pointsToPrice(0, digits);
  let profit = '0.00';
  if (live) {
    const q = quotePts(order.sym);
    if (order.state === 'open') {
      const exit = order.type === 0 ? q.bid : q.ask;
      closePrice = pointsToPrice(exit, digits);
      const whole = profitCents(order, exit, order.lots);
      profit = whole === null ? money(profitOf(order, exit, order.lots)) : centsText(whole);
    } else {
      closePrice = pointsToPrice(isBuyType(order.type) ? q.ask : q.bid, digits);
    }
  }
  return {
    ticket: order.ticket,
    login: order.login,
    type: order.type,
    symbol: order.sym.spec.symbol,
    lots: order.lots,
    openTime: order.openTime,
    openPrice: pointsToPrice(order.openPts, digits),
    sl: pointsToPrice(order.slPts, digits),
    tp: pointsToPrice(order.tpPts, digits),
    closeTime: 0,
    closePrice,
    commission: money(order.commission),
    swap: money(order.swap),
    profit,
    comment: order.comment,
    magic: order.magic,
    expiration: order.expiration,
    state: order.state,
  };
}

export function emit(core: WorldCore, event: SimEvent): void {
  for (const listener of core.listeners) listener(event);
}

export function emitOrder(
  core: WorldCore,
  srv: ServerRt,
  kind: OrderEventKind,
  order: SimOrder,
  extra: { previous?: SimOrder; remainder?: SimOrder; reason?: CloseReason } = {},
): void {
  if (core.listeners.size === 0) return;
  emit(core, {
    type: 'order',
    kind,
    time: core.time,
    server: srv.spec.name,
    login: order.login,
    order,
    ...extra,
  });
}

export function emitAccount(
  core: WorldCore,
  srv: ServerRt,
  acc: AccountRt,
  change: 'created' | 'balance' | 'credit' | 'leverage',
): void {
  if (core.listeners.size === 0) return;
  emit(core, {
    type: 'account',
    change,
    time: core.time,
    server: srv.spec.name,
    login: acc.login,
    balance: money(acc.balance),
    credit: money(acc.credit),
    leverage: acc.leverage,
  });
}
