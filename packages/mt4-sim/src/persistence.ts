/**
 * The world as plain JSON and back: `exportState` writes everything a world needs to continue exactly
 * (clock, random streams, markets, accounts with password hashes only, open and pending orders, counters,
 * requests in flight, bots, the agenda); `loadState` puts it into a world built from the same catalog.
 */
import { Bot } from './bots';
import { Market } from './feed';
import { Dec, money, priceToPoints } from './money';
import { addOrder } from './order-life';
import { snap } from './reports';
import { Agenda } from './queue';
import { Rng } from './random';
import { schedule, type OrderRt, type WorldCore } from './runtime';
import type { AccountState, BotState, HistoryEntry, SimState, TradeOrderType } from './types';
import { conversion } from './valuation';

/** See `SimWorld.exportState`. */
export function exportState(core: WorldCore, options: { includeHistory?: boolean }): SimState {
  const state: SimState = {
    version: 1,
    time: core.time,
    seed: core.seed,
    feed: core.feed,
    tickMode: core.tickMode,
    fastStepMs: core.fastStepMs,
    tickEventIntervalMs: core.tickEventIntervalMs,
    seq: core.seq,
    nextRequestId: core.nextRequestId,
    queue: core.agenda.sorted().map((e) => ({ ...e })),
    markets: [...core.markets.values()].map((m) => m.state()),
    halted: [...core.halted].sort(),
    lastTickEvent: Object.fromEntries([...core.lastTickEvent].sort(([a], [b]) => (a < b ? -1 : 1))),
    servers: [...core.servers.values()].map((srv) => ({
      name: srv.spec.name,
      nextTicket: srv.nextTicket,
      nextLogin: srv.nextLogin,
      rng: srv.rng.state(),
      accounts: [...srv.accounts.values()]
        .sort((a, b) => a.login - b.login)
        .map((a): AccountState => ({
          login: a.login,
          name: a.name,
          passwordHash: a.passwordHash,
          investorHash: a.investorHash,
          leverage: a.leverage,
          currency: a.currency,
          balance: money(a.balance),
          credit: money(a.credit),
        })),
      orders: [...srv.orders.values()].sort((a, b) => a.ticket - b.ticket).map((o) => snap(o, false)),
    })),
    requests: [...core.requests.values()].map((r) => structuredClone(r)),
    bots: [...core.botsById.values()].map((b): BotState => b.state()),
    stats: structuredClone(core.counters),
  };
  if (options.includeHistory) {
    state.history = [...core.servers.values()].flatMap((srv) =>
      [...srv.accounts.values()].flatMap((acc) =>
        acc.history.map((order) => ({ server: srv.spec.name, order: { ...order } })),
      ),
    );
  }
  return state;
}

/** Puts a saved state, and the history kept outside it, into a world just built from the same catalog. */
export function loadState(core: WorldCore, state: SimState, history: readonly HistoryEntry[]): void {
  core.time = state.time;
  core.seq = state.seq;
  core.nextRequestId = state.nextRequestId;
  for (const ms of state.markets) {
    const spec = core.marketSpecs.get(ms.symbol);
    if (!spec) throw new RangeError(`the catalog has no market ${ms.symbol}`);
    const market = Market.restore(spec, ms, core.weekendClosed);
    core.markets.set(ms.symbol, market);
    for (const sym of core.marketSymbols.get(ms.symbol) ?? []) sym.market = market;
  }
  core.halted.clear();
  for (const h of state.halted) core.halted.add(h);
  core.lastTickEvent.clear();
  for (const [k, v] of Object.entries(state.lastTickEvent)) core.lastTickEvent.set(k, v);
  core.agenda = new Agenda();
  for (const entry of state.queue) core.agenda.push({ ...entry });
  // A market the catalog gained since the save (the crypto CFDs in a world saved before them) starts now.
  const saved = new Set(state.markets.map((m) => m.symbol));
  if (core.feed === 'seeded') {
    for (const [symbol, market] of core.markets) {
      if (!saved.has(symbol)) schedule(core, market.nextTickTime(core.time, core.spacing), 'tick', symbol);
    }
  }
  for (const ss of state.servers) {
    const srv = core.servers.get(ss.name);
    if (!srv) throw new RangeError(`the catalog has no server ${ss.name}`);
    srv.nextTicket = ss.nextTicket;
    srv.nextLogin = ss.nextLogin;
    srv.rng = Rng.restore(ss.rng);
    for (const a of ss.accounts) {
      const balance = new Dec(a.balance);
      const credit = new Dec(a.credit);
      srv.accounts.set(a.login, {
        ...a,
        balance,
        credit,
        cashF: balance.plus(credit).toNumber(),
        orders: [],
        openCount: 0,
        history: [],
        inFlight: 0,
      });
    }
    for (const o of ss.orders) {
      const acc = srv.accounts.get(o.login);
      const sym = srv.symbols.get(o.symbol);
      if (!acc || !sym) throw new RangeError(`order ${o.ticket} of ${ss.name} has no account or symbol`);
      const digits = sym.spec.digits;
      const order: OrderRt = {
        ticket: o.ticket,
        login: o.login,
        type: o.type as TradeOrderType,
        sym,
        lots: o.lots,
        openTime: o.openTime,
        openPts: priceToPoints(o.openPrice, digits) ?? 0,
        slPts: priceToPoints(o.sl, digits) ?? 0,
        tpPts: priceToPoints(o.tp, digits) ?? 0,
        commission: new Dec(o.commission),
        swap: new Dec(o.swap),
        comment: o.comment,
        magic: o.magic,
        expiration: o.expiration,
        state: o.state === 'pending' ? 'pending' : 'open',
        path: conversion(srv, sym.spec.quoteCurrency, acc.currency) ?? [],
        fixedF: 0,
      };
      order.fixedF = order.swap.plus(order.commission).toNumber();
      addOrder(srv, acc, order);
    }
  }
  for (const r of state.requests) {
    core.requests.set(r.id, structuredClone(r));
    const acc = core.servers.get(r.server)?.accounts.get(r.login);
    if (acc && !r.busy) acc.inFlight += 1;
  }
  for (const b of state.bots) core.botsById.set(b.id, Bot.restore(b));
  core.counters = structuredClone(state.stats);
  const sorted = [...history].sort(
    (a, b) => a.order.closeTime - b.order.closeTime || a.order.ticket - b.order.ticket,
  );
  for (const entry of sorted)
    core.servers
      .get(entry.server)
      ?.accounts.get(entry.order.login)
      ?.history.push({ ...entry.order });
}
