/**
 * An order's life once the trade server has accepted it: placed or opened, a pending order filled or
 * deleted, a position closed in full or in part (by the client, SL/TP or stop-out), and what each step does
 * to the account's balance, its exposure and the counters, with the matching events.
 */
import { isBuyType } from '@copytrade/units/mt4';
import { Dec, ZERO, commissionFor, money, pointsToPrice, splitProRata } from './money';
import { emitAccount, emitOrder, snap } from './reports';
import type { AccountRt, OrderRt, ServerRt, SymbolRt, WorldCore } from './runtime';
import type { CloseReason, SimOrder } from './types';
import { affordable, conversion, figures, floating, profitOf, quotePts } from './valuation';

type NewOrderFields = Pick<
  OrderRt,
  | 'type'
  | 'lots'
  | 'openPts'
  | 'slPts'
  | 'tpPts'
  | 'commission'
  | 'comment'
  | 'magic'
  | 'expiration'
  | 'state'
>;

/** A new order or position with the server's next ticket, opened now. */
export function newOrder(
  core: WorldCore,
  srv: ServerRt,
  acc: AccountRt,
  sym: SymbolRt,
  fields: NewOrderFields,
): OrderRt {
  const order: OrderRt = {
    ...fields,
    ticket: srv.nextTicket,
    login: acc.login,
    sym,
    openTime: core.time,
    swap: ZERO,
    path: conversion(srv, sym.spec.quoteCurrency, acc.currency) ?? [],
    fixedF: fields.commission.toNumber(),
  };
  srv.nextTicket += 1;
  addOrder(srv, acc, order);
  if (order.state === 'open') core.counters.opened += 1;
  return order;
}

export function addOrder(srv: ServerRt, acc: AccountRt, order: OrderRt): void {
  srv.orders.set(order.ticket, order);
  acc.orders.push(order);
  order.sym.orders.add(order);
  if (order.state === 'open') expose(srv, acc, 1);
}

function dropOrder(srv: ServerRt, acc: AccountRt, order: OrderRt): void {
  srv.orders.delete(order.ticket);
  acc.orders.splice(acc.orders.indexOf(order), 1);
  order.sym.orders.delete(order);
  if (order.state === 'open') expose(srv, acc, -1);
}

/** Keeps `exposed` (accounts with open positions, ascending logins) up to date. */
function expose(srv: ServerRt, acc: AccountRt, delta: 1 | -1): void {
  acc.openCount += delta;
  if (delta === 1 && acc.openCount === 1) {
    srv.exposed.splice(exposedIndex(srv.exposed, acc.login), 0, acc);
  } else if (delta === -1 && acc.openCount === 0) {
    const at = exposedIndex(srv.exposed, acc.login);
    if (srv.exposed[at] === acc) srv.exposed.splice(at, 1);
  }
}

/**
 * Where an account is, or goes, in `exposed` (ascending logins), by bisection: a server with 10,000
 * accounts opening one position each (a fan-out) searched the whole list for each.
 */
function exposedIndex(exposed: readonly AccountRt[], login: number): number {
  let low = 0;
  let high = exposed.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (exposed[middle]!.login < login) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A pending order the market reached: opens at the current price, or is deleted when unaffordable. */
export function fillPending(core: WorldCore, srv: ServerRt, acc: AccountRt, order: OrderRt): void {
  const q = quotePts(order.sym);
  const buy = isBuyType(order.type);
  const commission = commissionFor(order.sym.spec.commissionPerLot, order.lots);
  if (!affordable(acc, order.sym, order.lots, commission)) {
    removePending(core, srv, acc, order, 'nomoney');
    return;
  }
  const previous = snap(order, true);
  order.type = buy ? 0 : 1;
  order.openPts = buy ? q.ask : q.bid;
  order.openTime = core.time;
  order.commission = commission;
  order.fixedF = commission.toNumber();
  order.state = 'open';
  expose(srv, acc, 1);
  core.counters.opened += 1;
  emitOrder(core, srv, 'pendingFilled', snap(order, true), { previous });
}

export function removePending(
  core: WorldCore,
  srv: ServerRt,
  acc: AccountRt,
  order: OrderRt,
  reason: CloseReason,
): SimOrder {
  const q = quotePts(order.sym);
  dropOrder(srv, acc, order);
  const deleted: SimOrder = {
    ...snap(order, false),
    closeTime: core.time,
    closePrice: pointsToPrice(isBuyType(order.type) ? q.ask : q.bid, order.sym.spec.digits),
    state: 'deleted',
  };
  acc.history.push(deleted);
  emitOrder(core, srv, 'pendingDeleted', deleted, { reason });
  return deleted;
}

export function closeFull(
  core: WorldCore,
  srv: ServerRt,
  acc: AccountRt,
  order: OrderRt,
  reason: CloseReason,
  comment?: string,
): SimOrder {
  const q = quotePts(order.sym);
  const exit = order.type === 0 ? q.bid : q.ask;
  const profit = profitOf(order, exit, order.lots);
  dropOrder(srv, acc, order);
  const closed: SimOrder = {
    ...snap(order, false),
    closeTime: core.time,
    closePrice: pointsToPrice(exit, order.sym.spec.digits),
    profit: money(profit),
    comment:
      comment ??
      (reason === 'sl' ? `${order.comment}[sl]` : reason === 'tp' ? `${order.comment}[tp]` : order.comment),
    state: 'closed',
  };
  settle(acc, profit.plus(order.swap).plus(order.commission));
  acc.history.push(closed);
  core.counters.closed += 1;
  emitOrder(core, srv, 'closed', closed, { reason });
  emitAccount(core, srv, acc, 'balance');
  return closed;
}

export function partialClose(
  core: WorldCore,
  srv: ServerRt,
  acc: AccountRt,
  order: OrderRt,
  lots: number,
): [SimOrder, SimOrder] {
  const q = quotePts(order.sym);
  const exit = order.type === 0 ? q.bid : q.ask;
  const profit = profitOf(order, exit, lots);
  const [commissionClosed, commissionRest] = splitProRata(order.commission, lots, order.lots);
  const [swapClosed, swapRest] = splitProRata(order.swap, lots, order.lots);
  const remainderTicket = srv.nextTicket;
  srv.nextTicket += 1;
  dropOrder(srv, acc, order);
  const closed: SimOrder = {
    ...snap(order, false),
    lots,
    commission: money(commissionClosed),
    swap: money(swapClosed),
    closeTime: core.time,
    closePrice: pointsToPrice(exit, order.sym.spec.digits),
    profit: money(profit),
    comment: `to #${remainderTicket}`,
    state: 'closed',
  };
  const remainder: OrderRt = {
    ...order,
    ticket: remainderTicket,
    lots: order.lots - lots,
    commission: commissionRest,
    swap: swapRest,
    comment: `from #${order.ticket}`,
    fixedF: commissionRest.plus(swapRest).toNumber(),
  };
  addOrder(srv, acc, remainder);
  settle(acc, profit.plus(swapClosed).plus(commissionClosed));
  acc.history.push(closed);
  core.counters.closed += 1;
  const remainderSnap = snap(remainder, true);
  emitOrder(core, srv, 'partiallyClosed', closed, { remainder: remainderSnap, reason: 'client' });
  emitAccount(core, srv, acc, 'balance');
  return [closed, remainderSnap];
}

function settle(acc: AccountRt, amount: Dec): void {
  acc.balance = acc.balance.plus(amount);
  acc.cashF = acc.balance.plus(acc.credit).toNumber();
}

/** Closes the worst position while the margin level is under the stop-out level. */
export function stopOut(core: WorldCore, srv: ServerRt, acc: AccountRt): void {
  for (;;) {
    const { equity, margin } = figures(acc);
    if (margin.isZero() || equity.times(100).gte(margin.times(srv.spec.stopOutLevel))) return;
    const level = equity.div(margin).times(100).toFixed(2);
    let worst: OrderRt | undefined;
    let worstProfit = new Dec(0);
    for (const order of acc.orders) {
      if (order.state !== 'open') continue;
      const profit = floating(order);
      if (!worst || profit.lt(worstProfit)) {
        worst = order;
        worstProfit = profit;
      }
    }
    if (!worst) return;
    closeFull(core, srv, acc, worst, 'stopout', `so: ${level}%`);
  }
}
