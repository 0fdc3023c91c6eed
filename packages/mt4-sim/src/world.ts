/**
 * SimWorld: the simulated brokers' trade servers with their accounts, orders and bots, on one seeded market.
 *
 * It is a discrete-event simulation. Everything that happens by itself (a market tick, a trade request
 * reaching its execution time, a server's rollover, a bot's decision, a pending order's expiration) is an
 * entry on one agenda, popped in (time, scheduling order). `advanceTo(t)` runs every entry up to t; nothing
 * depends on how the caller slices time, so advancing to T in one call or in a hundred gives the same world.
 * Time and randomness come only from the options (start, seed) and from the caller's `advanceTo`.
 *
 * This class is the world's only door; the parts behind it share one runtime state (runtime.ts) and are
 * listed in the package README (Where things are).
 *
 * Money rules (see money.ts for the formulas with worked examples):
 * - profit of an order = profitInQuote(close - open ...) converted to the account currency at the current
 *   mid of the conversion symbol (USDJPY profit in JPY / USDJPY; EURGBP profit in GBP x GBPUSD), in cents;
 * - margin of an order = contractSize x lots x current mid / leverage, converted the same way, in cents
 *   (EURUSD 1.00 lot at mid 1.10000, 1:100 -> 1,100.00 USD; USDJPY 1.00 lot, 1:100 -> 1,000.00 USD); the
 *   leverage is the account's, capped by the symbol's `maxLeverage` (crypto: BTCUSD 0.10 lot at 80,000.00
 *   on a 1:500 account of a 1:20 server -> 400.00 USD);
 * - equity = balance + credit + sum of (profit + swap + commission) of open orders; free margin = equity -
 *   margin; margin level = equity / margin x 100;
 * - stop-out: when margin level < the server's stopOutLevel after a tick, the open order with the worst
 *   floating profit (lowest ticket on a tie) is closed with comment `so: <level>%`, then the level is checked
 *   again, until it is restored or nothing is open;
 * - swap: at each server midnight that ends a Monday..Friday, swapPoints x point x contractSize x lots per
 *   open order, converted, in cents; the night that ends Wednesday charges three days; markets open every
 *   day (crypto) are charged one day every night, weekends included;
 * - the weekend closure (Friday 22:00 to Sunday 22:00 UTC: 132 market closed, no quotes) applies to every
 *   market but the crypto CFDs, which quote and trade every day;
 * - commission: commissionPerLot x lots, negative, on the order at open (so it counts in equity at once) and
 *   into the balance with the rest of the order at close; a partial close splits commission and swap pro
 *   rata, the closed part rounded to cents and the remainder keeping exactly the rest.
 */
import { Bot, type BotHost } from './bots';
import { DEFAULT_CATALOG, allServers, type Catalog, type SymbolSpec } from './catalog';
import { botHost } from './bot-host';
import { MT4_ERROR, SimError } from './errors';
import { accountOf, balanceOperation, openAccount, parseMoney } from './ledger';
import { money, pointsToPrice, priceToPoints } from './money';
import { exportState, loadState } from './persistence';
import { emitAccount, snap } from './reports';
import { clientRequest, nextClientRequestDue } from './requests';
import { Rng } from './random';
import {
  createCore,
  findAccount,
  marketCheck,
  schedule,
  type SimWorldOptions,
  type WorldCore,
} from './runtime';
import { afterPrice, runEntry } from './scheduled-work';
import type {
  AccountInfo,
  BotConfig,
  CloseOrderRequest,
  HistoryEntry,
  ModifyOrderRequest,
  NewAccount,
  SendOrderRequest,
  SimEvent,
  SimOrder,
  SimState,
  SimStats,
  TradeResult,
  VerifyResult,
} from './types';
import { accountInfo, figures, marginFor, quotePts } from './valuation';

export type { SimWorldOptions } from './runtime';

/** How to restore a world: the same catalog and hashing as before, and optionally its history. */
export type RestoreOptions = Omit<SimWorldOptions, 'seed' | 'start' | 'tickMode' | 'fastStepMs' | 'feed'> & {
  /** Closed orders and balance operations kept by the embedding server; `history()` answers from them. */
  history?: readonly HistoryEntry[];
};

/** A trade server as `servers()` lists it. */
export type ServerInfo = { platform: string; name: string; isDemo: boolean };

/** A bot as `bots()` lists it. */
export type BotInfo = {
  id: string;
  server: string;
  login: number;
  strategy: BotConfig['strategy'];
  symbols: string[];
  magic: number;
  /** The chance that a decision follows the market's outlook (configured, or drawn at attach). */
  skill: number;
};

/** The simulated brokers. See the module comment for the rules. */
export class SimWorld {
  private readonly core: WorldCore;
  private readonly host: BotHost;
  private advancing = false;

  constructor(options: SimWorldOptions) {
    this.core = createCore(options);
    this.host = botHost(this.core);
  }

  /** A world that continues exactly where `exportState()` left one (same catalog and hashing required). */
  static restore(state: SimState, options: RestoreOptions): SimWorld {
    if (state.version !== 1) throw new RangeError(`unknown state version ${String(state.version)}`);
    const world = new SimWorld({
      ...options,
      seed: state.seed,
      start: state.time,
      tickMode: state.tickMode,
      fastStepMs: state.fastStepMs,
      feed: state.feed,
      tickEventIntervalMs: options.tickEventIntervalMs ?? state.tickEventIntervalMs,
    });
    loadState(world.core, state, options.history ?? state.history ?? []);
    return world;
  }

  // ---------------------------------------------------------------- clock

  /** The world's time (epoch ms). Inside an event listener: the time of the event being reported. */
  now(): number {
    return this.core.time;
  }

  /** The catalog the world runs. */
  get catalog(): Catalog {
    return this.core.catalog;
  }

  /**
   * Runs everything scheduled up to `time` (ticks, executions, triggers, stop-outs, rollovers, bots), in
   * order, emitting events synchronously, then sets the clock to `time`. A time in the past does nothing.
   *
   * With a `budget`, it runs at most that many entries and returns false if some up to `time` are left: the
   * clock then stays at the last entry run, and a later call runs the rest in the same order. A live driver
   * uses it to pass on what happened in slices (10,000 copies of one signal are not one long turn of its
   * event loop); the world is the same as if it had run in one call.
   */
  advanceTo(time: number, budget = Infinity): boolean {
    if (this.advancing) throw new Error('advanceTo called while advancing (from an event listener?)');
    const core = this.core;
    if (time < core.time) return true;
    this.advancing = true;
    try {
      let left = budget;
      for (let next = core.agenda.peek(); next && next.time <= time; next = core.agenda.peek()) {
        if (left <= 0) return false;
        left -= 1;
        core.agenda.pop();
        core.time = next.time;
        runEntry(core, next, this.host);
      }
      core.time = time;
      return true;
    } finally {
      this.advancing = false;
    }
  }

  /**
   * Advances to `to` with coarse ticks (about one per market every `stepMs`, default the world's fastStepMs):
   * the same rules, orders, bots and events, a hundred times fewer ticks. For months of history in seconds.
   */
  fastForward(to: number, stepMs = this.core.fastStepMs): void {
    const previous = this.core.spacing;
    this.core.spacing = { mode: 'fast', stepMs };
    try {
      this.advanceTo(to);
    } finally {
      this.core.spacing = previous;
    }
  }

  /**
   * Like `fastForward`, but stops right after the first scheduled entry that emitted an event `stop`
   * accepts, and returns the time reached (`to` when none did). For a driver that must react to some
   * accounts' trades at the moment they happen while it runs months of history (the demo's history run).
   */
  fastForwardUntil(to: number, stop: (event: SimEvent) => boolean, stepMs = this.core.fastStepMs): number {
    if (this.advancing) throw new Error('fastForwardUntil called while advancing (from an event listener?)');
    const core = this.core;
    if (to < core.time) return core.time;
    const previous = core.spacing;
    core.spacing = { mode: 'fast', stepMs };
    let hit = false;
    const off = this.onEvent((event) => {
      if (!hit && stop(event)) hit = true;
    });
    this.advancing = true;
    try {
      for (let next = core.agenda.peek(); next && next.time <= to; next = core.agenda.peek()) {
        core.agenda.pop();
        core.time = next.time;
        runEntry(core, next, this.host);
        if (hit) return core.time;
      }
      core.time = to;
      return to;
    } finally {
      this.advancing = false;
      off();
      core.spacing = previous;
    }
  }

  /** When the next scheduled thing happens (epoch ms), for a live driver that wants to sleep exactly. */
  nextEventTime(): number | null {
    return this.core.agenda.peek()?.time ?? null;
  }

  /** Subscribes to every event; returns the unsubscribe function. */
  onEvent(listener: (event: SimEvent) => void): () => void {
    this.core.listeners.add(listener);
    return () => {
      this.core.listeners.delete(listener);
    };
  }

  /** Grows whenever a price moves anywhere (floating profits may have changed). */
  priceVersion(): number {
    return this.core.counters.ticks;
  }

  /** How many open positions and pending orders an account has (cheaper than `openOrders`). */
  openOrderCount(server: string, login: number): number {
    return this.core.servers.get(server)?.accounts.get(login)?.orders.length ?? 0;
  }

  /** Counters since the world began (they survive export and restore). */
  stats(): SimStats {
    return structuredClone(this.core.counters);
  }

  // ---------------------------------------------------------------- catalog and quotes

  /** Every trade server, in catalog order. */
  servers(): ServerInfo[] {
    return this.core.catalog.platforms.flatMap((p) =>
      p.servers.map((s) => ({ platform: p.name, name: s.name, isDemo: s.isDemo })),
    );
  }

  /** The server's symbol table ([] for an unknown server). */
  symbols(server: string): SymbolSpec[] {
    return (this.core.servers.get(server)?.spec.symbols ?? []).map((s) => ({ ...s }));
  }

  /** Current bid/ask of a server's symbol, or null when unknown, on the weekend, halted or not yet quoted. */
  quote(server: string, symbol: string): { bid: string; ask: string; time: number } | null {
    const sym = this.core.servers.get(server)?.symbols.get(symbol);
    if (!sym || marketCheck(this.core, sym) !== 0) return null;
    const q = quotePts(sym);
    return {
      bid: pointsToPrice(q.bid, sym.spec.digits),
      ask: pointsToPrice(q.ask, sym.spec.digits),
      time: sym.market.lastTickTime,
    };
  }

  /** As `quote`, in integer points of the symbol (no text made: the embedding server's candles use it per tick). */
  quotePoints(server: string, symbol: string): { bid: number; ask: number; time: number } | null {
    const sym = this.core.servers.get(server)?.symbols.get(symbol);
    if (!sym || marketCheck(this.core, sym) !== 0) return null;
    const q = quotePts(sym);
    return { bid: q.bid, ask: q.ask, time: sym.market.lastTickTime };
  }

  /**
   * Puts a market's mid at `price` now, as a tick (triggers, stop-outs and events follow). The way tests and
   * demos set exact prices; with `feed: 'manual'` the only way prices move. Not on the weekend.
   */
  setMid(standardSymbol: string, price: string): void {
    const market = this.core.markets.get(standardSymbol);
    if (!market) throw new RangeError(`unknown market ${standardSymbol}`);
    if (market.closedAt(this.core.time)) throw new RangeError('the market is closed on the weekend');
    const points = priceToPoints(price, market.spec.digits);
    if (points === null || points <= 0) throw new RangeError(`not a price of ${standardSymbol}: ${price}`);
    market.setMid(points, this.core.time);
    afterPrice(this.core, standardSymbol);
  }

  /** Stops (or resumes) a market's quotes: while halted, no ticks and every request on it gets 136. */
  haltMarket(standardSymbol: string, halted: boolean): void {
    if (!this.core.markets.has(standardSymbol)) throw new RangeError(`unknown market ${standardSymbol}`);
    if (halted) this.core.halted.add(standardSymbol);
    else this.core.halted.delete(standardSymbol);
  }

  // ---------------------------------------------------------------- accounts

  /**
   * Opens an account; the initial balance and credit enter the history as balance (6) and credit (7)
   * operations. Throws RangeError for an unknown server, a taken login, a bad leverage or amount, or a
   * currency the server cannot convert its symbols to.
   */
  createAccount(server: string, account: NewAccount): AccountInfo {
    return openAccount(this.core, server, account);
  }

  /** Checks a password: the trading password gives 'trade', the investor password 'investor'. */
  verify(server: string, login: number, password: string): VerifyResult {
    const srv = this.core.servers.get(server);
    if (!srv) return 'unknown_server';
    const acc = srv.accounts.get(login);
    if (!acc) return 'invalid_account';
    if (this.core.verifyHash(password, acc.passwordHash)) return 'trade';
    if (this.core.verifyHash(password, acc.investorHash)) return 'investor';
    return 'invalid_password';
  }

  /** The logins of a server, ascending. */
  accounts(server: string): number[] {
    return [...(this.core.servers.get(server)?.accounts.keys() ?? [])].sort((a, b) => a - b);
  }

  /** Balance, equity, margin and the rest at current prices, or null for an unknown account. */
  accountInfo(server: string, login: number): AccountInfo | null {
    const found = findAccount(this.core, server, login);
    return found ? accountInfo(found.srv, found.acc) : null;
  }

  /**
   * Margin of `lots` of a symbol for an account at the current price, in the account's currency (MT4's
   * MarketInfo MODE_MARGINREQUIRED for 1.00 lot); null for an unknown account or symbol, or without a price.
   */
  marginRequired(server: string, login: number, symbol: string, lots = 100): string | null {
    const core = this.core;
    const found = findAccount(core, server, login);
    const sym = found?.srv.symbols.get(symbol);
    if (!found || !sym || marketCheck(core, sym) !== 0) return null;
    const acc = found.acc;
    // Asked for every follower of a fan-out: accounts alike (leverage, currency) share the answer until a
    // price moves.
    const key = `${server}\u0000${symbol}\u0000${acc.leverage}\u0000${acc.currency}\u0000${lots}`;
    const memo = core.marginMemo.get(key);
    if (memo && memo.version === core.counters.ticks) return memo.value;
    const value = money(marginFor(acc, sym, lots));
    if (core.marginMemo.size > 10_000) core.marginMemo.clear();
    core.marginMemo.set(key, { version: core.counters.ticks, value });
    return value;
  }

  /** Open positions and pending orders, ascending tickets, with current close price and floating profit. */
  openOrders(server: string, login: number): SimOrder[] {
    const acc = this.core.servers.get(server)?.accounts.get(login);
    return acc ? acc.orders.map((o) => snap(o, true)) : [];
  }

  /**
   * Closed orders, deleted pending orders and balance/credit operations with a close time in [from, to],
   * in the order they happened. The world knows what it saw since it was created or restored, plus the
   * history handed to `restore`.
   */
  history(server: string, login: number, from = -Infinity, to = Infinity): SimOrder[] {
    const acc = this.core.servers.get(server)?.accounts.get(login);
    if (!acc) return [];
    return acc.history.filter((o) => o.closeTime >= from && o.closeTime <= to).map((o) => ({ ...o }));
  }

  /** Adds money to the balance (a type 6 operation with profit = amount). */
  deposit(server: string, login: number, amount: string, comment = 'Deposit'): SimOrder {
    const { srv, acc } = accountOf(this.core, server, login);
    const value = parseMoney(amount, 'deposit');
    if (!value.gt(0)) throw new RangeError('a deposit must be positive');
    return balanceOperation(this.core, srv, acc, 6, value, comment);
  }

  /** Takes money from the balance; SimError 134 when it exceeds the free margin or the balance. */
  withdraw(server: string, login: number, amount: string, comment = 'Withdrawal'): SimOrder {
    const { srv, acc } = accountOf(this.core, server, login);
    const value = parseMoney(amount, 'withdrawal');
    if (!value.gt(0)) throw new RangeError('a withdrawal must be positive');
    const { equity, margin } = figures(acc);
    if (value.gt(acc.balance) || value.gt(equity.minus(margin)))
      throw new SimError(MT4_ERROR.NOT_ENOUGH_MONEY);
    return balanceOperation(this.core, srv, acc, 6, value.negated(), comment);
  }

  /** Gives (positive) or takes back (negative) credit; SimError 134 when credit would go below zero. */
  credit(server: string, login: number, amount: string, comment = 'Credit'): SimOrder {
    const { srv, acc } = accountOf(this.core, server, login);
    const value = parseMoney(amount, 'credit');
    if (value.isZero()) throw new RangeError('a credit operation needs an amount');
    if (acc.credit.plus(value).isNegative()) throw new SimError(MT4_ERROR.NOT_ENOUGH_MONEY);
    return balanceOperation(this.core, srv, acc, 7, value, comment);
  }

  /** Changes the leverage (an 'account' event follows). */
  setLeverage(server: string, login: number, leverage: number): void {
    const { srv, acc } = accountOf(this.core, server, login);
    if (!Number.isInteger(leverage) || leverage < 1) throw new RangeError('bad leverage');
    acc.leverage = leverage;
    emitAccount(this.core, srv, acc, 'leverage');
  }

  // ---------------------------------------------------------------- trading

  /**
   * When the request submitted last will be executed (world time): a live driver wakes the world then, so an
   * answer takes the server's execution delay, not the delay plus the wait for the next tick.
   */
  lastRequestDue(): number {
    return this.core.lastDue;
  }

  /**
   * When the earliest client request still waiting for its answer executes (world time), or null when none
   * waits. A request refused as busy (146) executes at once, so this may be now or in the past: the answer
   * comes at the next advance.
   */
  nextClientRequestDue(): number | null {
    return nextClientRequestDue(this.core);
  }

  /** OrderSend. Settles during the `advanceTo` that passes the execution time. */
  sendOrder(server: string, login: number, request: SendOrderRequest): Promise<TradeResult> {
    return clientRequest(this.core, server, login, { action: 'send', send: { ...request } });
  }

  /** OrderModify: SL/TP of a position; price, SL, TP, expiration of a pending order. */
  modifyOrder(
    server: string,
    login: number,
    ticket: number,
    request: ModifyOrderRequest,
  ): Promise<TradeResult> {
    return clientRequest(this.core, server, login, { action: 'modify', ticket, modify: { ...request } });
  }

  /**
   * OrderClose, in full or in part. A partial close closes the original ticket with the closed lots (comment
   * `to #<new>`) and opens a new ticket for the rest (comment `from #<old>`, same open time and price, SL,
   * TP and magic; commission and swap split pro rata); the result carries both.
   */
  closeOrder(
    server: string,
    login: number,
    ticket: number,
    request: CloseOrderRequest = {},
  ): Promise<TradeResult> {
    return clientRequest(this.core, server, login, { action: 'close', ticket, close: { ...request } });
  }

  /** OrderDelete of a pending order. */
  deleteOrder(server: string, login: number, ticket: number): Promise<TradeResult> {
    return clientRequest(this.core, server, login, { action: 'delete', ticket });
  }

  // ---------------------------------------------------------------- bots

  /**
   * Attaches a strategy bot to an account; returns its id. Its first decision comes within two minutes.
   * Throws RangeError for a symbol the server lacks, a skill outside 0..1 or a risk that is not positive.
   */
  attachBot(server: string, login: number, config: BotConfig): string {
    const { srv } = accountOf(this.core, server, login);
    for (const symbol of config.symbols) {
      if (!srv.symbols.has(symbol)) throw new RangeError(`${server} has no symbol ${symbol}`);
    }
    if (config.skill !== undefined && !(config.skill >= 0 && config.skill <= 1)) {
      throw new RangeError(`skill must be within 0..1: ${config.skill}`);
    }
    if (config.riskPercent !== undefined && !(config.riskPercent > 0 && config.riskPercent <= 100)) {
      throw new RangeError(`riskPercent must be within (0, 100]: ${config.riskPercent}`);
    }
    const id = `${server}:${login}:${config.magic}`;
    if (this.core.botsById.has(id)) throw new RangeError(`bot ${id} exists`);
    const bot = Bot.create(id, server, login, config, Rng.fromSeed(this.core.seed).fork(`bot:${id}`));
    this.core.botsById.set(id, bot);
    schedule(this.core, this.core.time + bot.firstDelay(), 'bot', id);
    return id;
  }

  /** Stops a bot (its orders stay); false when there is none. */
  detachBot(id: string): boolean {
    return this.core.botsById.delete(id);
  }

  /** The attached bots. */
  bots(): BotInfo[] {
    return [...this.core.botsById.values()].map((b) => ({
      id: b.id,
      server: b.server,
      login: b.login,
      strategy: b.config.strategy,
      symbols: [...b.config.symbols],
      magic: b.config.magic,
      skill: b.skill,
    }));
  }

  // ---------------------------------------------------------------- persistence

  /**
   * The whole world as plain JSON: time, random streams, markets, accounts (hashes only), open and pending
   * orders, tickets and logins to come, requests in flight, bots and the agenda. History only when asked.
   */
  exportState(options: { includeHistory?: boolean } = {}): SimState {
    return exportState(this.core, options);
  }
}

/** Every server name of a catalog (a convenience for demos and benchmarks). */
export function serverNames(catalog: Catalog = DEFAULT_CATALOG): string[] {
  return allServers(catalog).map((s) => s.name);
}
