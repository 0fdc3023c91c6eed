/**
 * What happens by itself when the agenda reaches it: a market tick (then the tick event, pending-order and
 * SL/TP triggers, stop-outs), a trade request's execution, a server's rollover (swaps), a bot's decision and
 * a pending order's expiration. Each entry that recurs schedules its next occurrence.
 */
import { WEEKDAY, dayEndingAt, nextServerMidnight } from './calendar';
import type { BotHost } from './bots';
import { cents, convert, pointsToPrice, swapInQuote } from './money';
import { closeFull, fillPending, removePending, stopOut } from './order-life';
import { emit, emitOrder, snap } from './reports';
import { onRequest } from './requests';
import { schedule, type SymbolRt, type WorldCore } from './runtime';
import type { QueueEntry } from './types';
import { quotePts, rates, screen } from './valuation';

/** Runs one entry of the agenda at its time (the clock is already there). */
export function runEntry(core: WorldCore, entry: QueueEntry, host: BotHost): void {
  switch (entry.kind) {
    case 'tick':
      onTick(core, entry.key);
      return;
    case 'request':
      onRequest(core, Number(entry.key));
      return;
    case 'rollover':
      onRollover(core, entry.key);
      return;
    case 'bot':
      onBot(core, entry.key, host);
      return;
    case 'expire':
      onExpire(core, entry.key);
      return;
  }
}

function onTick(core: WorldCore, standardSymbol: string): void {
  const market = core.markets.get(standardSymbol);
  if (!market) return;
  if (!core.halted.has(standardSymbol)) {
    market.tick(core.time);
    afterPrice(core, standardSymbol);
  }
  schedule(core, market.nextTickTime(core.time, core.spacing), 'tick', standardSymbol);
}

/** After a market's price changed: the tick event, pending and SL/TP triggers, then stop-outs. */
export function afterPrice(core: WorldCore, standardSymbol: string): void {
  const market = core.markets.get(standardSymbol)!;
  core.counters.ticks += 1;
  const last = core.lastTickEvent.get(standardSymbol);
  if (last === undefined || core.time - last >= core.tickEventIntervalMs) {
    core.lastTickEvent.set(standardSymbol, core.time);
    if (core.listeners.size > 0) {
      emit(core, {
        type: 'tick',
        symbol: standardSymbol,
        time: core.time,
        mid: pointsToPrice(market.midPoints, market.spec.digits),
      });
    }
  }
  for (const sym of core.marketSymbols.get(standardSymbol) ?? []) {
    if (sym.orders.size > 0) triggers(core, sym);
  }
  for (const srv of core.marketServers.get(standardSymbol) ?? []) {
    if (srv.exposed.length === 0) continue;
    for (const acc of [...srv.exposed]) {
      if (screen(srv, acc)) stopOut(core, srv, acc);
    }
  }
}

function triggers(core: WorldCore, sym: SymbolRt): void {
  const srv = sym.server;
  const q = quotePts(sym);
  for (const order of [...sym.orders]) {
    if (!srv.orders.has(order.ticket)) continue;
    const acc = srv.accounts.get(order.login)!;
    if (order.state === 'pending') {
      const hit =
        order.type === 2
          ? q.ask <= order.openPts
          : order.type === 4
            ? q.ask >= order.openPts
            : order.type === 3
              ? q.bid >= order.openPts
              : q.bid <= order.openPts;
      if (hit) fillPending(core, srv, acc, order);
      continue;
    }
    const buy = order.type === 0;
    const price = buy ? q.bid : q.ask;
    const dir = buy ? 1 : -1;
    if (order.slPts > 0 && (price - order.slPts) * dir <= 0) closeFull(core, srv, acc, order, 'sl');
    else if (order.tpPts > 0 && (price - order.tpPts) * dir >= 0) closeFull(core, srv, acc, order, 'tp');
  }
}

function onRollover(core: WorldCore, server: string): void {
  const srv = core.servers.get(server);
  if (!srv) return;
  const offset = srv.spec.timezoneOffsetMinutes;
  const day = dayEndingAt(core.time, offset);
  // Markets that close at the weekend: the nights ending Monday..Friday, Wednesday counting three days.
  // Markets open every day (crypto): every night, one day each.
  const weekdays = day >= WEEKDAY.MONDAY && day <= WEEKDAY.FRIDAY ? (day === WEEKDAY.WEDNESDAY ? 3 : 1) : 0;
  for (const acc of [...srv.exposed]) {
    for (const order of acc.orders) {
      if (order.state !== 'open') continue;
      const days = order.sym.market.spec.openWeekends ? 1 : weekdays;
      if (days === 0) continue;
      const spec = order.sym.spec;
      const points = order.type === 0 ? spec.swapLong : spec.swapShort;
      const amount = cents(convert(swapInQuote(spec, points, order.lots, days), rates(order.path)));
      if (amount.isZero()) continue;
      const previous = snap(order, true);
      order.swap = order.swap.plus(amount);
      order.fixedF = order.swap.plus(order.commission).toNumber();
      emitOrder(core, srv, 'swap', snap(order, true), { previous });
    }
  }
  schedule(core, nextServerMidnight(core.time, offset), 'rollover', server);
}

function onBot(core: WorldCore, id: string, host: BotHost): void {
  const bot = core.botsById.get(id);
  if (!bot) return;
  schedule(core, bot.decide(host), 'bot', id);
}

function onExpire(core: WorldCore, key: string): void {
  const [server, ticket] = key.split('|');
  const srv = core.servers.get(server ?? '');
  const order = srv?.orders.get(Number(ticket));
  if (!srv || !order || order.state !== 'pending' || order.expiration === 0 || order.expiration > core.time)
    return;
  removePending(core, srv, srv.accounts.get(order.login)!, order, 'expiration');
}
