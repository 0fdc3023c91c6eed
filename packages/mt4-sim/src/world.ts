/**
 * SimWorld: the simulated brokers' trade servers with their accounts, orders and bots, on one seeded market.
 *
 * It is a discrete-event simulation. Everything that happens by itself (a market tick, a trade request
 * reaching its execution time, a server's rollover, a bot's decision, a pending order's expiration) is an
 * entry on one agenda, popped in (time, scheduling order). `advanceTo(t)` runs every entry up to t; nothing
 * depends on how the caller slices time, so advancing to T in one call or in a hundred gives the same world.
 * Time and randomness come only from the options (start, seed) and from the caller's `advanceTo`.
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
import { isBuyType } from '@copytrade/units/mt4';
import { WEEKDAY, dayEndingAt, nextServerMidnight } from './calendar';
import {
  DEFAULT_CATALOG,
  SYMBOL_TYPE,
  allServers,
  validateCatalog,
  type Catalog,
  type MarketSpec,
  type ServerSpec,
  type SymbolSpec,
} from './catalog';
import { Bot, type BotHost, type BotOrderView } from './bots';
import { MT4_ERROR, MT4_ERROR_MESSAGE, SimError, type Mt4ErrorCode } from './errors';
import { Market, type TickSpacing } from './feed';
import {
  Dec,
  cents,
  commissionFor,
  convert,
  marginInQuote,
  money,
  pointsToPrice,
  priceToPoints,
  profitInQuote,
  splitProRata,
  swapInQuote,
  symbolLeverage,
} from './money';
import { Agenda } from './queue';
import { Rng } from './random';
import type {
  AccountInfo,
  AccountState,
  BotConfig,
  BotState,
  CloseOrderRequest,
  CloseReason,
  HistoryEntry,
  ModifyOrderRequest,
  NewAccount,
  OrderEventKind,
  QueueEntry,
  RequestAction,
  RequestState,
  SendOrderRequest,
  SimEvent,
  SimOrder,
  SimState,
  SimStats,
  TradeOrderType,
  TradeResult,
  VerifyResult,
} from './types';

/** How to build a world. */
export type SimWorldOptions = {
  seed: number | string;
  /** Epoch ms of the world's first instant. */
  start: number;
  catalog?: Catalog;
  /** Password hashing (the world stores only hashes). Must be deterministic unless `verifyHash` is given. */
  hash: (text: string) => string;
  /** Checks a password against a stored hash; default `hash(text) === stored`. */
  verifyHash?: (text: string, stored: string) => boolean;
  /** 'live': irregular ticks seconds apart; 'fast': about one tick per market every `fastStepMs`. */
  tickMode?: 'live' | 'fast';
  /** Tick spacing of 'fast' mode and the default step of `fastForward`; 60,000 (one minute). */
  fastStepMs?: number;
  /** 'seeded' (default): the markets move by themselves; 'manual': only `setMid` moves them (tests, demos). */
  feed?: 'seeded' | 'manual';
  /** Minimum time between two tick events of one market; 0 (default) reports every tick. */
  tickEventIntervalMs?: number;
  /**
   * True (default): no quotes and no trading from Friday 22:00 to Sunday 22:00 UTC, as real brokers. False:
   * the markets trade every day (demos and browser journeys that must trade whatever the day).
   */
  weekendClosed?: boolean;
};

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

type ConversionPath = { sym: SymbolRt; multiply: boolean }[];

type SymbolRt = {
  spec: SymbolSpec;
  market: Market;
  server: ServerRt;
  /** Open and pending orders on this symbol, ascending tickets. */
  orders: OrderRt[];
  pointF: number;
};

type OrderRt = {
  ticket: number;
  login: number;
  type: TradeOrderType;
  sym: SymbolRt;
  lots: number;
  openTime: number;
  openPts: number;
  slPts: number;
  tpPts: number;
  commission: Dec;
  swap: Dec;
  comment: string;
  magic: number;
  expiration: number;
  state: 'open' | 'pending';
  /** Quote currency to account currency. */
  path: ConversionPath;
  /** swap + commission as a float, for the stop-out screen only. */
  fixedF: number;
};

type AccountRt = {
  login: number;
  name: string;
  passwordHash: string;
  investorHash: string;
  leverage: number;
  currency: string;
  balance: Dec;
  credit: Dec;
  /** balance + credit as a float, for the stop-out screen only. */
  cashF: number;
  /** Open and pending orders, ascending tickets. */
  orders: OrderRt[];
  openCount: number;
  history: SimOrder[];
  inFlight: number;
};

type ServerRt = {
  spec: ServerSpec;
  platform: string;
  symbols: Map<string, SymbolRt>;
  accounts: Map<number, AccountRt>;
  /** Accounts with at least one open position, ascending logins. */
  exposed: AccountRt[];
  orders: Map<number, OrderRt>;
  nextTicket: number;
  nextLogin: number;
  rng: Rng;
  conversions: Map<string, ConversionPath | null>;
};

const FAST_STEP = 60000;

/** True when `price` lies at least max(1, stopLevel) points beyond `from`, above (dir 1) or below (-1). */
function beyond(price: number, from: number, dir: 1 | -1, stopLevel: number): boolean {
  return (price - from) * dir >= Math.max(1, stopLevel);
}

function volumeOk(spec: SymbolSpec, lots: number): boolean {
  return Number.isInteger(lots) && lots >= spec.minLot && lots <= spec.maxLot && lots % spec.lotStep === 0;
}

function fail(code: Mt4ErrorCode): TradeResult {
  return { ok: false, code, message: MT4_ERROR_MESSAGE[code] };
}

function parseMoney(amount: string, what: string): Dec {
  if (!/^-?\d+(\.\d{1,2})?$/.test(amount.trim()))
    throw new RangeError(`${what}: not a money amount: ${amount}`);
  return new Dec(amount.trim());
}

/** The simulated brokers. See the module comment for the rules. */
export class SimWorld {
  private time: number;
  private readonly catalogSpec: Catalog;
  private readonly seed: string;
  private readonly hash: (text: string) => string;
  private readonly verifyHash: (text: string, stored: string) => boolean;
  private readonly feed: 'seeded' | 'manual';
  private readonly tickMode: 'live' | 'fast';
  private readonly fastStepMs: number;
  private spacing: TickSpacing;
  private readonly tickEventIntervalMs: number;
  private readonly weekendClosed: boolean;
  private readonly marketSpecs = new Map<string, MarketSpec>();
  private readonly markets = new Map<string, Market>();
  private readonly marketSymbols = new Map<string, SymbolRt[]>();
  private readonly marketServers = new Map<string, ServerRt[]>();
  private readonly serverRt = new Map<string, ServerRt>();
  private agenda = new Agenda();
  private seq = 0;
  private nextRequestId = 1;
  private lastDue = 0;
  private marginMemo = new Map<string, { version: number; value: string }>();
  private readonly requests = new Map<number, RequestState>();
  private readonly resolvers = new Map<number, (result: TradeResult) => void>();
  private readonly botsById = new Map<string, Bot>();
  private readonly listeners = new Set<(event: SimEvent) => void>();
  private readonly halted = new Set<string>();
  private readonly lastTickEvent = new Map<string, number>();
  private counters: SimStats = { ticks: 0, requests: 0, opened: 0, closed: 0, rejected: {} };
  private advancing = false;
  private readonly host: BotHost;

  constructor(options: SimWorldOptions) {
    const catalog = options.catalog ?? DEFAULT_CATALOG;
    validateCatalog(catalog);
    this.catalogSpec = catalog;
    this.seed = String(options.seed);
    this.time = options.start;
    this.hash = options.hash;
    this.verifyHash = options.verifyHash ?? ((text, stored) => options.hash(text) === stored);
    this.feed = options.feed ?? 'seeded';
    this.tickMode = options.tickMode ?? 'live';
    this.fastStepMs = options.fastStepMs ?? FAST_STEP;
    this.spacing = this.tickMode === 'fast' ? { mode: 'fast', stepMs: this.fastStepMs } : { mode: 'live' };
    this.tickEventIntervalMs = options.tickEventIntervalMs ?? 0;
    this.weekendClosed = options.weekendClosed ?? true;
    const root = Rng.fromSeed(this.seed);

    for (const spec of catalog.markets) {
      this.marketSpecs.set(spec.standardSymbol, spec);
      this.markets.set(
        spec.standardSymbol,
        Market.create(spec, root.fork(`market:${spec.standardSymbol}`), this.time, this.weekendClosed),
      );
      this.marketSymbols.set(spec.standardSymbol, []);
      this.marketServers.set(spec.standardSymbol, []);
    }
    for (const platform of catalog.platforms) {
      for (const spec of platform.servers) {
        const srv: ServerRt = {
          spec,
          platform: platform.name,
          symbols: new Map(),
          accounts: new Map(),
          exposed: [],
          orders: new Map(),
          nextTicket: spec.firstTicket,
          nextLogin: spec.firstLogin,
          rng: root.fork(`exec:${spec.name}`),
          conversions: new Map(),
        };
        for (const symbol of spec.symbols) {
          const sym: SymbolRt = {
            spec: symbol,
            market: this.markets.get(symbol.standardSymbol)!,
            server: srv,
            orders: [],
            pointF: 10 ** -symbol.digits,
          };
          srv.symbols.set(symbol.symbol, sym);
          this.marketSymbols.get(symbol.standardSymbol)!.push(sym);
          this.marketServers.get(symbol.standardSymbol)!.push(srv);
        }
        this.serverRt.set(spec.name, srv);
      }
    }
    if (this.feed === 'seeded') {
      for (const [symbol, market] of this.markets) {
        this.schedule(market.nextTickTime(this.time, this.spacing), 'tick', symbol);
      }
    }
    for (const srv of this.serverRt.values()) {
      this.schedule(nextServerMidnight(this.time, srv.spec.timezoneOffsetMinutes), 'rollover', srv.spec.name);
    }
    this.host = this.makeHost();
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
    world.load(state, options.history ?? state.history ?? []);
    return world;
  }

  // ---------------------------------------------------------------- clock

  /** The world's time (epoch ms). Inside an event listener: the time of the event being reported. */
  now(): number {
    return this.time;
  }

  /** The catalog the world runs. */
  get catalog(): Catalog {
    return this.catalogSpec;
  }

  /**
   * Runs everything scheduled up to `time` (ticks, executions, triggers, stop-outs, rollovers, bots), in
   * order, emitting events synchronously, then sets the clock to `time`. A time in the past does nothing.
   */
  advanceTo(time: number): void {
    if (this.advancing) throw new Error('advanceTo called while advancing (from an event listener?)');
    if (time < this.time) return;
    this.advancing = true;
    try {
      for (let next = this.agenda.peek(); next && next.time <= time; next = this.agenda.peek()) {
        this.agenda.pop();
        this.time = next.time;
        this.run(next);
      }
      this.time = time;
    } finally {
      this.advancing = false;
    }
  }

  /**
   * Advances to `to` with coarse ticks (about one per market every `stepMs`, default the world's fastStepMs):
   * the same rules, orders, bots and events, a hundred times fewer ticks. For months of history in seconds.
   */
  fastForward(to: number, stepMs = this.fastStepMs): void {
    const previous = this.spacing;
    this.spacing = { mode: 'fast', stepMs };
    try {
      this.advanceTo(to);
    } finally {
      this.spacing = previous;
    }
  }

  /**
   * Like `fastForward`, but stops right after the first scheduled entry that emitted an event `stop`
   * accepts, and returns the time reached (`to` when none did). For a driver that must react to some
   * accounts' trades at the moment they happen while it runs months of history (the demo's history run).
   */
  fastForwardUntil(to: number, stop: (event: SimEvent) => boolean, stepMs = this.fastStepMs): number {
    if (this.advancing) throw new Error('fastForwardUntil called while advancing (from an event listener?)');
    if (to < this.time) return this.time;
    const previous = this.spacing;
    this.spacing = { mode: 'fast', stepMs };
    let hit = false;
    const off = this.onEvent((event) => {
      if (!hit && stop(event)) hit = true;
    });
    this.advancing = true;
    try {
      for (let next = this.agenda.peek(); next && next.time <= to; next = this.agenda.peek()) {
        this.agenda.pop();
        this.time = next.time;
        this.run(next);
        if (hit) return this.time;
      }
      this.time = to;
      return to;
    } finally {
      this.advancing = false;
      off();
      this.spacing = previous;
    }
  }

  /** When the next scheduled thing happens (epoch ms), for a live driver that wants to sleep exactly. */
  nextEventTime(): number | null {
    return this.agenda.peek()?.time ?? null;
  }

  /** Subscribes to every event; returns the unsubscribe function. */
  onEvent(listener: (event: SimEvent) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Counters since the world began (they survive export and restore). */
  /** Grows whenever a price moves anywhere (floating profits may have changed). */
  priceVersion(): number {
    return this.counters.ticks;
  }

  /** How many open positions and pending orders an account has (cheaper than `openOrders`). */
  openOrderCount(server: string, login: number): number {
    return this.serverRt.get(server)?.accounts.get(login)?.orders.length ?? 0;
  }

  stats(): SimStats {
    return structuredClone(this.counters);
  }

  // ---------------------------------------------------------------- catalog and quotes

  /** Every trade server, in catalog order. */
  servers(): ServerInfo[] {
    return this.catalogSpec.platforms.flatMap((p) =>
      p.servers.map((s) => ({ platform: p.name, name: s.name, isDemo: s.isDemo })),
    );
  }

  /** The server's symbol table ([] for an unknown server). */
  symbols(server: string): SymbolSpec[] {
    return (this.serverRt.get(server)?.spec.symbols ?? []).map((s) => ({ ...s }));
  }

  /** Current bid/ask of a server's symbol, or null when unknown, on the weekend, halted or not yet quoted. */
  quote(server: string, symbol: string): { bid: string; ask: string; time: number } | null {
    const sym = this.serverRt.get(server)?.symbols.get(symbol);
    if (!sym || this.marketCheck(sym) !== 0) return null;
    const q = this.quotePts(sym);
    return {
      bid: pointsToPrice(q.bid, sym.spec.digits),
      ask: pointsToPrice(q.ask, sym.spec.digits),
      time: sym.market.lastTickTime,
    };
  }

  /**
   * Puts a market's mid at `price` now, as a tick (triggers, stop-outs and events follow). The way tests and
   * demos set exact prices; with `feed: 'manual'` the only way prices move. Not on the weekend.
   */
  setMid(standardSymbol: string, price: string): void {
    const market = this.markets.get(standardSymbol);
    if (!market) throw new RangeError(`unknown market ${standardSymbol}`);
    if (market.closedAt(this.time)) throw new RangeError('the market is closed on the weekend');
    const points = priceToPoints(price, market.spec.digits);
    if (points === null || points <= 0) throw new RangeError(`not a price of ${standardSymbol}: ${price}`);
    market.setMid(points, this.time);
    this.afterPrice(standardSymbol);
  }

  /** Stops (or resumes) a market's quotes: while halted, no ticks and every request on it gets 136. */
  haltMarket(standardSymbol: string, halted: boolean): void {
    if (!this.markets.has(standardSymbol)) throw new RangeError(`unknown market ${standardSymbol}`);
    if (halted) this.halted.add(standardSymbol);
    else this.halted.delete(standardSymbol);
  }

  // ---------------------------------------------------------------- accounts

  /**
   * Opens an account; the initial balance and credit enter the history as balance (6) and credit (7)
   * operations. Throws RangeError for an unknown server, a taken login, a bad leverage or amount, or a
   * currency the server cannot convert its symbols to.
   */
  createAccount(server: string, account: NewAccount): AccountInfo {
    const srv = this.serverRt.get(server);
    if (!srv) throw new RangeError(`unknown server ${server}`);
    let login = account.login;
    if (login === undefined) {
      while (srv.accounts.has(srv.nextLogin)) srv.nextLogin += 1;
      login = srv.nextLogin;
      srv.nextLogin += 1;
    }
    if (!Number.isInteger(login) || login <= 0 || login > 99999999)
      throw new RangeError(`bad login ${login}`);
    if (srv.accounts.has(login)) throw new RangeError(`login ${login} exists on ${server}`);
    if (!Number.isInteger(account.leverage) || account.leverage < 1) throw new RangeError('bad leverage');
    for (const sym of srv.symbols.values()) {
      if (!this.conversion(srv, sym.spec.quoteCurrency, account.currency)) {
        throw new RangeError(`${server} cannot convert ${sym.spec.quoteCurrency} to ${account.currency}`);
      }
    }
    const balance = parseMoney(account.balance, 'balance');
    const credit = parseMoney(account.credit ?? '0', 'credit');
    if (balance.isNegative() || credit.isNegative()) throw new RangeError('negative initial amount');
    const acc: AccountRt = {
      login,
      name: account.name,
      passwordHash: this.hash(account.password),
      investorHash: this.hash(account.investorPassword),
      leverage: account.leverage,
      currency: account.currency,
      balance: new Dec(0),
      credit: new Dec(0),
      cashF: 0,
      orders: [],
      openCount: 0,
      history: [],
      inFlight: 0,
    };
    srv.accounts.set(login, acc);
    this.emitAccount(srv, acc, 'created');
    if (balance.gt(0)) this.balanceOperation(srv, acc, 6, balance, 'Initial deposit');
    if (credit.gt(0)) this.balanceOperation(srv, acc, 7, credit, 'Credit');
    return this.info(srv, acc);
  }

  /** Checks a password: the trading password gives 'trade', the investor password 'investor'. */
  verify(server: string, login: number, password: string): VerifyResult {
    const srv = this.serverRt.get(server);
    if (!srv) return 'unknown_server';
    const acc = srv.accounts.get(login);
    if (!acc) return 'invalid_account';
    if (this.verifyHash(password, acc.passwordHash)) return 'trade';
    if (this.verifyHash(password, acc.investorHash)) return 'investor';
    return 'invalid_password';
  }

  /** The logins of a server, ascending. */
  accounts(server: string): number[] {
    return [...(this.serverRt.get(server)?.accounts.keys() ?? [])].sort((a, b) => a - b);
  }

  /** Balance, equity, margin and the rest at current prices, or null for an unknown account. */
  accountInfo(server: string, login: number): AccountInfo | null {
    const srv = this.serverRt.get(server);
    const acc = srv?.accounts.get(login);
    return srv && acc ? this.info(srv, acc) : null;
  }

  /**
   * Margin of `lots` of a symbol for an account at the current price, in the account's currency (MT4's
   * MarketInfo MODE_MARGINREQUIRED for 1.00 lot); null for an unknown account or symbol, or without a price.
   */
  marginRequired(server: string, login: number, symbol: string, lots = 100): string | null {
    const srv = this.serverRt.get(server);
    const acc = srv?.accounts.get(login);
    const sym = srv?.symbols.get(symbol);
    if (!srv || !acc || !sym || this.marketCheck(sym) !== 0) return null;
    // Asked for every follower of a fan-out: accounts alike (leverage, currency) share the answer until a
    // price moves.
    const key = `${server}\u0000${symbol}\u0000${acc.leverage}\u0000${acc.currency}\u0000${lots}`;
    const memo = this.marginMemo.get(key);
    if (memo && memo.version === this.counters.ticks) return memo.value;
    const value = money(this.marginFor(acc, sym, lots));
    if (this.marginMemo.size > 10_000) this.marginMemo.clear();
    this.marginMemo.set(key, { version: this.counters.ticks, value });
    return value;
  }

  /** Open positions and pending orders, ascending tickets, with current close price and floating profit. */
  openOrders(server: string, login: number): SimOrder[] {
    const acc = this.serverRt.get(server)?.accounts.get(login);
    return acc ? acc.orders.map((o) => this.snap(o, true)) : [];
  }

  /**
   * Closed orders, deleted pending orders and balance/credit operations with a close time in [from, to],
   * in the order they happened. The world knows what it saw since it was created or restored, plus the
   * history handed to `restore`.
   */
  history(server: string, login: number, from = -Infinity, to = Infinity): SimOrder[] {
    const acc = this.serverRt.get(server)?.accounts.get(login);
    if (!acc) return [];
    return acc.history.filter((o) => o.closeTime >= from && o.closeTime <= to).map((o) => ({ ...o }));
  }

  /** Adds money to the balance (a type 6 operation with profit = amount). */
  deposit(server: string, login: number, amount: string, comment = 'Deposit'): SimOrder {
    const { srv, acc } = this.account(server, login);
    const value = parseMoney(amount, 'deposit');
    if (!value.gt(0)) throw new RangeError('a deposit must be positive');
    return this.balanceOperation(srv, acc, 6, value, comment);
  }

  /** Takes money from the balance; SimError 134 when it exceeds the free margin or the balance. */
  withdraw(server: string, login: number, amount: string, comment = 'Withdrawal'): SimOrder {
    const { srv, acc } = this.account(server, login);
    const value = parseMoney(amount, 'withdrawal');
    if (!value.gt(0)) throw new RangeError('a withdrawal must be positive');
    const { equity, margin } = this.figures(acc);
    if (value.gt(acc.balance) || value.gt(equity.minus(margin)))
      throw new SimError(MT4_ERROR.NOT_ENOUGH_MONEY);
    return this.balanceOperation(srv, acc, 6, value.negated(), comment);
  }

  /** Gives (positive) or takes back (negative) credit; SimError 134 when credit would go below zero. */
  credit(server: string, login: number, amount: string, comment = 'Credit'): SimOrder {
    const { srv, acc } = this.account(server, login);
    const value = parseMoney(amount, 'credit');
    if (value.isZero()) throw new RangeError('a credit operation needs an amount');
    if (acc.credit.plus(value).isNegative()) throw new SimError(MT4_ERROR.NOT_ENOUGH_MONEY);
    return this.balanceOperation(srv, acc, 7, value, comment);
  }

  /** Changes the leverage (an 'account' event follows). */
  setLeverage(server: string, login: number, leverage: number): void {
    const { srv, acc } = this.account(server, login);
    if (!Number.isInteger(leverage) || leverage < 1) throw new RangeError('bad leverage');
    acc.leverage = leverage;
    this.emitAccount(srv, acc, 'leverage');
  }

  // ---------------------------------------------------------------- trading

  /** OrderSend. Settles during the `advanceTo` that passes the execution time. */
  sendOrder(server: string, login: number, request: SendOrderRequest): Promise<TradeResult> {
    return this.clientRequest(server, login, { action: 'send', send: { ...request } });
  }

  /** OrderModify: SL/TP of a position; price, SL, TP, expiration of a pending order. */
  modifyOrder(
    server: string,
    login: number,
    ticket: number,
    request: ModifyOrderRequest,
  ): Promise<TradeResult> {
    return this.clientRequest(server, login, { action: 'modify', ticket, modify: { ...request } });
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
    return this.clientRequest(server, login, { action: 'close', ticket, close: { ...request } });
  }

  /** OrderDelete of a pending order. */
  deleteOrder(server: string, login: number, ticket: number): Promise<TradeResult> {
    return this.clientRequest(server, login, { action: 'delete', ticket });
  }

  // ---------------------------------------------------------------- bots

  /**
   * Attaches a strategy bot to an account; returns its id. Its first decision comes within two minutes.
   * Throws RangeError for a symbol the server lacks, a skill outside 0..1 or a risk that is not positive.
   */
  attachBot(server: string, login: number, config: BotConfig): string {
    const { srv } = this.account(server, login);
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
    if (this.botsById.has(id)) throw new RangeError(`bot ${id} exists`);
    const bot = Bot.create(id, server, login, config, Rng.fromSeed(this.seed).fork(`bot:${id}`));
    this.botsById.set(id, bot);
    this.schedule(this.time + bot.firstDelay(), 'bot', id);
    return id;
  }

  /** Stops a bot (its orders stay); false when there is none. */
  detachBot(id: string): boolean {
    return this.botsById.delete(id);
  }

  /** The attached bots. */
  bots(): BotInfo[] {
    return [...this.botsById.values()].map((b) => ({
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
    const state: SimState = {
      version: 1,
      time: this.time,
      seed: this.seed,
      feed: this.feed,
      tickMode: this.tickMode,
      fastStepMs: this.fastStepMs,
      tickEventIntervalMs: this.tickEventIntervalMs,
      seq: this.seq,
      nextRequestId: this.nextRequestId,
      queue: this.agenda.sorted().map((e) => ({ ...e })),
      markets: [...this.markets.values()].map((m) => m.state()),
      halted: [...this.halted].sort(),
      lastTickEvent: Object.fromEntries([...this.lastTickEvent].sort(([a], [b]) => (a < b ? -1 : 1))),
      servers: [...this.serverRt.values()].map((srv) => ({
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
        orders: [...srv.orders.values()].sort((a, b) => a.ticket - b.ticket).map((o) => this.snap(o, false)),
      })),
      requests: [...this.requests.values()].map((r) => structuredClone(r)),
      bots: [...this.botsById.values()].map((b): BotState => b.state()),
      stats: this.stats(),
    };
    if (options.includeHistory) {
      state.history = [...this.serverRt.values()].flatMap((srv) =>
        [...srv.accounts.values()].flatMap((acc) =>
          acc.history.map((order) => ({ server: srv.spec.name, order: { ...order } })),
        ),
      );
    }
    return state;
  }

  private load(state: SimState, history: readonly HistoryEntry[]): void {
    this.time = state.time;
    this.seq = state.seq;
    this.nextRequestId = state.nextRequestId;
    for (const ms of state.markets) {
      const spec = this.marketSpecs.get(ms.symbol);
      if (!spec) throw new RangeError(`the catalog has no market ${ms.symbol}`);
      const market = Market.restore(spec, ms, this.weekendClosed);
      this.markets.set(ms.symbol, market);
      for (const sym of this.marketSymbols.get(ms.symbol) ?? []) sym.market = market;
    }
    this.halted.clear();
    for (const h of state.halted) this.halted.add(h);
    this.lastTickEvent.clear();
    for (const [k, v] of Object.entries(state.lastTickEvent)) this.lastTickEvent.set(k, v);
    this.agenda = new Agenda();
    for (const entry of state.queue) this.agenda.push({ ...entry });
    // A market the catalog gained since the save (the crypto CFDs in a world saved before them) starts now.
    const saved = new Set(state.markets.map((m) => m.symbol));
    if (this.feed === 'seeded') {
      for (const [symbol, market] of this.markets) {
        if (!saved.has(symbol)) this.schedule(market.nextTickTime(this.time, this.spacing), 'tick', symbol);
      }
    }
    for (const ss of state.servers) {
      const srv = this.serverRt.get(ss.name);
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
          path: this.conversion(srv, sym.spec.quoteCurrency, acc.currency) ?? [],
          fixedF: 0,
        };
        order.fixedF = order.swap.plus(order.commission).toNumber();
        this.addOrder(srv, acc, order);
      }
    }
    for (const r of state.requests) {
      this.requests.set(r.id, structuredClone(r));
      const acc = this.serverRt.get(r.server)?.accounts.get(r.login);
      if (acc && !r.busy) acc.inFlight += 1;
    }
    for (const b of state.bots) this.botsById.set(b.id, Bot.restore(b));
    this.counters = structuredClone(state.stats);
    const sorted = [...history].sort(
      (a, b) => a.order.closeTime - b.order.closeTime || a.order.ticket - b.order.ticket,
    );
    for (const entry of sorted)
      this.serverRt
        .get(entry.server)
        ?.accounts.get(entry.order.login)
        ?.history.push({ ...entry.order });
  }

  // ---------------------------------------------------------------- agenda

  private schedule(time: number, kind: QueueEntry['kind'], key: string): void {
    this.agenda.push({ time, seq: this.seq, kind, key });
    this.seq += 1;
  }

  private run(entry: QueueEntry): void {
    switch (entry.kind) {
      case 'tick':
        this.onTick(entry.key);
        return;
      case 'request':
        this.onRequest(Number(entry.key));
        return;
      case 'rollover':
        this.onRollover(entry.key);
        return;
      case 'bot':
        this.onBot(entry.key);
        return;
      case 'expire':
        this.onExpire(entry.key);
        return;
    }
  }

  private onTick(standardSymbol: string): void {
    const market = this.markets.get(standardSymbol);
    if (!market) return;
    if (!this.halted.has(standardSymbol)) {
      market.tick(this.time);
      this.afterPrice(standardSymbol);
    }
    this.schedule(market.nextTickTime(this.time, this.spacing), 'tick', standardSymbol);
  }

  /** After a market's price changed: the tick event, pending and SL/TP triggers, then stop-outs. */
  private afterPrice(standardSymbol: string): void {
    const market = this.markets.get(standardSymbol)!;
    this.counters.ticks += 1;
    const last = this.lastTickEvent.get(standardSymbol);
    if (last === undefined || this.time - last >= this.tickEventIntervalMs) {
      this.lastTickEvent.set(standardSymbol, this.time);
      if (this.listeners.size > 0) {
        this.emit({
          type: 'tick',
          symbol: standardSymbol,
          time: this.time,
          mid: pointsToPrice(market.midPoints, market.spec.digits),
        });
      }
    }
    for (const sym of this.marketSymbols.get(standardSymbol) ?? []) {
      if (sym.orders.length > 0) this.triggers(sym);
    }
    for (const srv of this.marketServers.get(standardSymbol) ?? []) {
      if (srv.exposed.length === 0) continue;
      for (const acc of [...srv.exposed]) {
        if (this.screen(srv, acc)) this.stopOut(srv, acc);
      }
    }
  }

  private triggers(sym: SymbolRt): void {
    const srv = sym.server;
    const q = this.quotePts(sym);
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
        if (hit) this.fillPending(srv, acc, order);
        continue;
      }
      const buy = order.type === 0;
      const price = buy ? q.bid : q.ask;
      const dir = buy ? 1 : -1;
      if (order.slPts > 0 && (price - order.slPts) * dir <= 0) this.closeFull(srv, acc, order, 'sl');
      else if (order.tpPts > 0 && (price - order.tpPts) * dir >= 0) this.closeFull(srv, acc, order, 'tp');
    }
  }

  private onRollover(server: string): void {
    const srv = this.serverRt.get(server);
    if (!srv) return;
    const offset = srv.spec.timezoneOffsetMinutes;
    const day = dayEndingAt(this.time, offset);
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
        const amount = cents(convert(swapInQuote(spec, points, order.lots, days), this.rates(order.path)));
        if (amount.isZero()) continue;
        const previous = this.snap(order, true);
        order.swap = order.swap.plus(amount);
        order.fixedF = order.swap.plus(order.commission).toNumber();
        this.emitOrder(srv, 'swap', this.snap(order, true), { previous });
      }
    }
    this.schedule(nextServerMidnight(this.time, offset), 'rollover', server);
  }

  private onBot(id: string): void {
    const bot = this.botsById.get(id);
    if (!bot) return;
    this.schedule(bot.decide(this.host), 'bot', id);
  }

  private onExpire(key: string): void {
    const [server, ticket] = key.split('|');
    const srv = this.serverRt.get(server ?? '');
    const order = srv?.orders.get(Number(ticket));
    if (!srv || !order || order.state !== 'pending' || order.expiration === 0 || order.expiration > this.time)
      return;
    this.removePending(srv, srv.accounts.get(order.login)!, order, 'expiration');
  }

  // ---------------------------------------------------------------- requests

  /**
   * When the request submitted last will be executed (world time): a live driver wakes the world then, so an
   * answer takes the server's execution delay, not the delay plus the wait for the next tick.
   */
  lastRequestDue(): number {
    return this.lastDue;
  }

  /**
   * When the earliest client request still waiting for its answer executes (world time), or null when none
   * waits. A request refused as busy (146) executes at once, so this may be now or in the past: the answer
   * comes at the next advance.
   */
  nextClientRequestDue(): number | null {
    let due: number | null = null;
    for (const id of this.resolvers.keys()) {
      const request = this.requests.get(id);
      if (request && (due === null || request.executeTime < due)) due = request.executeTime;
    }
    return due;
  }

  private clientRequest(server: string, login: number, body: RequestAction): Promise<TradeResult> {
    return new Promise((resolve) => {
      const id = this.submit(server, login, 'client', body);
      this.resolvers.set(id, resolve);
    });
  }

  /**
   * Queues a request. Its execution time is request time + the server's delay x0.6..x1.6; the uniform draws
   * that decide requote and timeout are taken now, always the same number, so the server's stream does not
   * depend on what the request turns out to be. A second request while one is in flight is refused with
   * 146, answered at once (at the next advance).
   */
  private submit(server: string, login: number, origin: 'client' | 'bot', body: RequestAction): number {
    const id = this.nextRequestId;
    this.nextRequestId += 1;
    const srv = this.serverRt.get(server);
    const acc = srv?.accounts.get(login);
    let executeTime = this.time;
    let draws: [number, number, number] = [1, 1, 1];
    let busy = false;
    if (srv && acc) {
      if (acc.inFlight > 0) busy = true;
      else {
        const jitter = srv.rng.uniform(0.6, 1.6);
        draws = [srv.rng.uniform(), srv.rng.uniform(), srv.rng.uniform()];
        executeTime = this.time + Math.round(srv.spec.executionDelayMs * jitter);
        acc.inFlight += 1;
      }
    }
    const request = {
      id,
      server,
      login,
      origin,
      requestTime: this.time,
      executeTime,
      draws,
      busy,
      ...body,
    };
    this.requests.set(id, request);
    this.lastDue = executeTime;
    this.schedule(executeTime, 'request', String(id));
    this.counters.requests += 1;
    return id;
  }

  private onRequest(id: number): void {
    const request = this.requests.get(id);
    if (!request) return;
    this.requests.delete(id);
    const srv = this.serverRt.get(request.server);
    const acc = srv?.accounts.get(request.login);
    if (acc && !request.busy) acc.inFlight -= 1;
    const result = request.busy ? fail(MT4_ERROR.TRADE_CONTEXT_BUSY) : this.execute(request, srv, acc);
    if (!result.ok) this.counters.rejected[result.code] = (this.counters.rejected[result.code] ?? 0) + 1;
    const resolve = this.resolvers.get(id);
    if (resolve) {
      this.resolvers.delete(id);
      resolve(result);
    }
  }

  /**
   * Executes a request at its time. With the server's timeout probability the answer is 128 whatever
   * happened, and the request was executed (normally, with its own errors) or not, 50/50.
   */
  private execute(request: RequestState, srv: ServerRt | undefined, acc: AccountRt | undefined): TradeResult {
    if (!srv || !acc) return fail(MT4_ERROR.INVALID_ACCOUNT);
    const [requoteDraw, timeoutDraw, outcomeDraw] = request.draws;
    const timedOut = timeoutDraw < srv.spec.timeoutProbability;
    if (timedOut && outcomeDraw >= 0.5) return fail(MT4_ERROR.TRADE_TIMEOUT);
    let result: TradeResult;
    switch (request.action) {
      case 'send':
        result = this.executeSend(srv, acc, request.send, requoteDraw);
        break;
      case 'modify':
        result = this.executeModify(srv, acc, request.ticket, request.modify);
        break;
      case 'close':
        result = this.executeClose(srv, acc, request.ticket, request.close, requoteDraw);
        break;
      case 'delete':
        result = this.executeDelete(srv, acc, request.ticket);
        break;
    }
    return timedOut ? fail(MT4_ERROR.TRADE_TIMEOUT) : result;
  }

  /**
   * 0 when the symbol can be traded now, else 132 (weekend, except for crypto) or 136 (halted, or no tick
   * since the weekend).
   */
  private marketCheck(sym: SymbolRt): 0 | 132 | 136 {
    if (sym.market.closedAt(this.time)) return MT4_ERROR.MARKET_CLOSED;
    if (this.halted.has(sym.spec.standardSymbol) || sym.market.staleAt(this.time))
      return MT4_ERROR.OFF_QUOTES;
    return 0;
  }

  /** A stop price: absent, '' or zero is none (0); null when it is not a price of the symbol. */
  private stopPoints(text: string | undefined, digits: number): number | null {
    if (text === undefined || text.trim() === '') return 0;
    return priceToPoints(text, digits);
  }

  /** SL/TP of a position (or a pending order opening at `from`) on the right side and beyond the stop level. */
  private stopsOk(
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
  private pendingPriceOk(
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

  private executeSend(
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
    const closed = this.marketCheck(sym);
    if (closed !== 0) return fail(closed);
    const q = this.quotePts(sym);
    const sl = this.stopPoints(send.sl, spec.digits);
    const tp = this.stopPoints(send.tp, spec.digits);
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
      if (sl === null || tp === null || !this.stopsOk(buy, sl, tp, { sl: exit, tp: exit }, spec.stopLevel)) {
        return fail(MT4_ERROR.INVALID_STOPS);
      }
      const commission = commissionFor(spec.commissionPerLot, send.lots);
      if (!this.affordable(acc, sym, send.lots, commission)) return fail(MT4_ERROR.NOT_ENOUGH_MONEY);
      const order = this.newOrder(srv, acc, sym, {
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
      const snap = this.snap(order, true);
      this.emitOrder(srv, 'opened', snap);
      return { ok: true, order: snap };
    }
    if (send.price === undefined) return fail(MT4_ERROR.INVALID_PRICE);
    const price = priceToPoints(send.price, spec.digits);
    if (price === null || price <= 0) return fail(MT4_ERROR.INVALID_PRICE);
    if (!this.pendingPriceOk(type, price, q, spec.stopLevel)) return fail(MT4_ERROR.INVALID_STOPS);
    if (sl === null || tp === null || !this.stopsOk(buy, sl, tp, { sl: price, tp: price }, spec.stopLevel)) {
      return fail(MT4_ERROR.INVALID_STOPS);
    }
    const expiration = send.expiration ?? 0;
    if (!Number.isInteger(expiration) || expiration < 0 || (expiration > 0 && expiration <= this.time)) {
      return fail(MT4_ERROR.INVALID_TRADE_PARAMETERS);
    }
    const order = this.newOrder(srv, acc, sym, {
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
    if (expiration > 0) this.schedule(expiration, 'expire', `${srv.spec.name}|${order.ticket}`);
    const snap = this.snap(order, true);
    this.emitOrder(srv, 'pendingPlaced', snap);
    return { ok: true, order: snap };
  }

  private executeModify(
    srv: ServerRt,
    acc: AccountRt,
    ticket: number,
    modify: ModifyOrderRequest,
  ): TradeResult {
    const order = srv.orders.get(ticket);
    if (!order || order.login !== acc.login) return fail(MT4_ERROR.INVALID_TICKET);
    const sym = order.sym;
    const spec = sym.spec;
    const closed = this.marketCheck(sym);
    if (closed !== 0) return fail(closed);
    const q = this.quotePts(sym);
    const sl = modify.sl === undefined ? order.slPts : this.stopPoints(modify.sl, spec.digits);
    const tp = modify.tp === undefined ? order.tpPts : this.stopPoints(modify.tp, spec.digits);
    if (sl === null || tp === null) return fail(MT4_ERROR.INVALID_STOPS);
    const buy = isBuyType(order.type);
    let price = order.openPts;
    let expiration = order.expiration;
    if (order.state === 'open') {
      const exit = buy ? q.bid : q.ask;
      if (!this.stopsOk(buy, sl, tp, { sl: exit, tp: exit }, spec.stopLevel))
        return fail(MT4_ERROR.INVALID_STOPS);
    } else {
      if (modify.price !== undefined) {
        const parsed = priceToPoints(modify.price, spec.digits);
        if (parsed === null || parsed <= 0) return fail(MT4_ERROR.INVALID_PRICE);
        price = parsed;
      }
      if (!this.pendingPriceOk(order.type, price, q, spec.stopLevel)) return fail(MT4_ERROR.INVALID_STOPS);
      if (!this.stopsOk(buy, sl, tp, { sl: price, tp: price }, spec.stopLevel))
        return fail(MT4_ERROR.INVALID_STOPS);
      expiration = modify.expiration ?? order.expiration;
      if (!Number.isInteger(expiration) || expiration < 0 || (expiration > 0 && expiration <= this.time)) {
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
    const previous = this.snap(order, true);
    order.slPts = sl;
    order.tpPts = tp;
    order.openPts = price;
    if (expiration !== order.expiration && expiration > 0) {
      this.schedule(expiration, 'expire', `${srv.spec.name}|${order.ticket}`);
    }
    order.expiration = expiration;
    const snap = this.snap(order, true);
    this.emitOrder(srv, 'modified', snap, { previous });
    return { ok: true, order: snap };
  }

  private executeClose(
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
    const closed = this.marketCheck(order.sym);
    if (closed !== 0) return fail(closed);
    const q = this.quotePts(order.sym);
    if (close.price !== undefined) {
      const wanted = priceToPoints(close.price, spec.digits);
      if (wanted === null || wanted <= 0) return fail(MT4_ERROR.INVALID_PRICE);
      const exit = order.type === 0 ? q.bid : q.ask;
      if (Math.abs(exit - wanted) > (close.slippage ?? 0)) return fail(MT4_ERROR.REQUOTE);
    }
    if (requoteDraw < srv.spec.requoteProbability) return fail(MT4_ERROR.REQUOTE);
    if (rest === 0) return { ok: true, order: this.closeFull(srv, acc, order, 'client') };
    const [closedPart, remainder] = this.partialClose(srv, acc, order, lots);
    return { ok: true, order: closedPart, remainder };
  }

  private executeDelete(srv: ServerRt, acc: AccountRt, ticket: number): TradeResult {
    const order = srv.orders.get(ticket);
    if (!order || order.login !== acc.login || order.state !== 'pending')
      return fail(MT4_ERROR.INVALID_TICKET);
    if (order.sym.market.closedAt(this.time)) return fail(MT4_ERROR.MARKET_CLOSED);
    return { ok: true, order: this.removePending(srv, acc, order, 'client') };
  }

  // ---------------------------------------------------------------- order life

  private newOrder(
    srv: ServerRt,
    acc: AccountRt,
    sym: SymbolRt,
    fields: Pick<
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
    >,
  ): OrderRt {
    const order: OrderRt = {
      ...fields,
      ticket: srv.nextTicket,
      login: acc.login,
      sym,
      openTime: this.time,
      swap: new Dec(0),
      path: this.conversion(srv, sym.spec.quoteCurrency, acc.currency) ?? [],
      fixedF: fields.commission.toNumber(),
    };
    srv.nextTicket += 1;
    this.addOrder(srv, acc, order);
    if (order.state === 'open') this.counters.opened += 1;
    return order;
  }

  private addOrder(srv: ServerRt, acc: AccountRt, order: OrderRt): void {
    srv.orders.set(order.ticket, order);
    acc.orders.push(order);
    order.sym.orders.push(order);
    if (order.state === 'open') this.expose(srv, acc, 1);
  }

  private dropOrder(srv: ServerRt, acc: AccountRt, order: OrderRt): void {
    srv.orders.delete(order.ticket);
    acc.orders.splice(acc.orders.indexOf(order), 1);
    order.sym.orders.splice(order.sym.orders.indexOf(order), 1);
    if (order.state === 'open') this.expose(srv, acc, -1);
  }

  /** Keeps `exposed` (accounts with open positions, ascending logins) up to date. */
  private expose(srv: ServerRt, acc: AccountRt, delta: 1 | -1): void {
    acc.openCount += delta;
    if (delta === 1 && acc.openCount === 1) {
      const at = srv.exposed.findIndex((a) => a.login > acc.login);
      srv.exposed.splice(at === -1 ? srv.exposed.length : at, 0, acc);
    } else if (delta === -1 && acc.openCount === 0) {
      srv.exposed.splice(srv.exposed.indexOf(acc), 1);
    }
  }

  private fillPending(srv: ServerRt, acc: AccountRt, order: OrderRt): void {
    const q = this.quotePts(order.sym);
    const buy = isBuyType(order.type);
    const commission = commissionFor(order.sym.spec.commissionPerLot, order.lots);
    if (!this.affordable(acc, order.sym, order.lots, commission)) {
      this.removePending(srv, acc, order, 'nomoney');
      return;
    }
    const previous = this.snap(order, true);
    order.type = buy ? 0 : 1;
    order.openPts = buy ? q.ask : q.bid;
    order.openTime = this.time;
    order.commission = commission;
    order.fixedF = commission.toNumber();
    order.state = 'open';
    this.expose(srv, acc, 1);
    this.counters.opened += 1;
    this.emitOrder(srv, 'pendingFilled', this.snap(order, true), { previous });
  }

  private removePending(srv: ServerRt, acc: AccountRt, order: OrderRt, reason: CloseReason): SimOrder {
    const q = this.quotePts(order.sym);
    this.dropOrder(srv, acc, order);
    const deleted: SimOrder = {
      ...this.snap(order, false),
      closeTime: this.time,
      closePrice: pointsToPrice(isBuyType(order.type) ? q.ask : q.bid, order.sym.spec.digits),
      state: 'deleted',
    };
    acc.history.push(deleted);
    this.emitOrder(srv, 'pendingDeleted', deleted, { reason });
    return deleted;
  }

  private closeFull(
    srv: ServerRt,
    acc: AccountRt,
    order: OrderRt,
    reason: CloseReason,
    comment?: string,
  ): SimOrder {
    const q = this.quotePts(order.sym);
    const exit = order.type === 0 ? q.bid : q.ask;
    const profit = this.profitOf(order, exit, order.lots);
    this.dropOrder(srv, acc, order);
    const closed: SimOrder = {
      ...this.snap(order, false),
      closeTime: this.time,
      closePrice: pointsToPrice(exit, order.sym.spec.digits),
      profit: money(profit),
      comment:
        comment ??
        (reason === 'sl' ? `${order.comment}[sl]` : reason === 'tp' ? `${order.comment}[tp]` : order.comment),
      state: 'closed',
    };
    this.settle(acc, profit.plus(order.swap).plus(order.commission));
    acc.history.push(closed);
    this.counters.closed += 1;
    this.emitOrder(srv, 'closed', closed, { reason });
    this.emitAccount(srv, acc, 'balance');
    return closed;
  }

  private partialClose(srv: ServerRt, acc: AccountRt, order: OrderRt, lots: number): [SimOrder, SimOrder] {
    const q = this.quotePts(order.sym);
    const exit = order.type === 0 ? q.bid : q.ask;
    const profit = this.profitOf(order, exit, lots);
    const [commissionClosed, commissionRest] = splitProRata(order.commission, lots, order.lots);
    const [swapClosed, swapRest] = splitProRata(order.swap, lots, order.lots);
    const remainderTicket = srv.nextTicket;
    srv.nextTicket += 1;
    this.dropOrder(srv, acc, order);
    const closed: SimOrder = {
      ...this.snap(order, false),
      lots,
      commission: money(commissionClosed),
      swap: money(swapClosed),
      closeTime: this.time,
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
    this.addOrder(srv, acc, remainder);
    this.settle(acc, profit.plus(swapClosed).plus(commissionClosed));
    acc.history.push(closed);
    this.counters.closed += 1;
    const remainderSnap = this.snap(remainder, true);
    this.emitOrder(srv, 'partiallyClosed', closed, { remainder: remainderSnap, reason: 'client' });
    this.emitAccount(srv, acc, 'balance');
    return [closed, remainderSnap];
  }

  private settle(acc: AccountRt, amount: Dec): void {
    acc.balance = acc.balance.plus(amount);
    acc.cashF = acc.balance.plus(acc.credit).toNumber();
  }

  private balanceOperation(
    srv: ServerRt,
    acc: AccountRt,
    type: 6 | 7,
    amount: Dec,
    comment: string,
  ): SimOrder {
    const ticket = srv.nextTicket;
    srv.nextTicket += 1;
    if (type === 6) acc.balance = acc.balance.plus(amount);
    else acc.credit = acc.credit.plus(amount);
    acc.cashF = acc.balance.plus(acc.credit).toNumber();
    const order: SimOrder = {
      ticket,
      login: acc.login,
      type,
      symbol: '',
      lots: 0,
      openTime: this.time,
      openPrice: '0',
      sl: '0',
      tp: '0',
      closeTime: this.time,
      closePrice: '0',
      commission: '0.00',
      swap: '0.00',
      profit: money(amount),
      comment,
      magic: 0,
      expiration: 0,
      state: 'closed',
    };
    acc.history.push(order);
    this.emit({
      type: 'balance',
      time: this.time,
      server: srv.spec.name,
      login: acc.login,
      order: { ...order },
    });
    this.emitAccount(srv, acc, type === 6 ? 'balance' : 'credit');
    return { ...order };
  }

  // ---------------------------------------------------------------- money

  private quotePts(sym: SymbolRt): { bid: number; ask: number } {
    const spread = Math.max(0, Math.round(sym.spec.typicalSpread * sym.market.spreadFactor));
    const bid = sym.market.midPoints - Math.floor(spread / 2);
    return { bid, ask: bid + spread };
  }

  private midDec(sym: SymbolRt): Dec {
    const q = this.quotePts(sym);
    return new Dec(q.bid + q.ask).div(2).times(sym.spec.point);
  }

  private rates(path: ConversionPath): { rate: Dec; multiply: boolean }[] {
    return path.map((step) => ({ rate: this.midDec(step.sym), multiply: step.multiply }));
  }

  private rateF(path: ConversionPath): number {
    let rate = 1;
    for (const step of path) {
      const q = this.quotePts(step.sym);
      const mid = ((q.bid + q.ask) / 2) * step.sym.pointF;
      rate = step.multiply ? rate * mid : rate / mid;
    }
    return rate;
  }

  /** How the server converts `from` into `to`: directly through one FX symbol, or through USD; null if not. */
  private conversion(srv: ServerRt, from: string, to: string): ConversionPath | null {
    if (from === to) return [];
    const key = `${from}>${to}`;
    const known = srv.conversions.get(key);
    if (known !== undefined) return known;
    const direct = (a: string, b: string): ConversionPath[number] | null => {
      for (const sym of srv.symbols.values()) {
        if (sym.spec.symbolType !== SYMBOL_TYPE.FOREX) continue;
        if (sym.spec.baseCurrency === a && sym.spec.quoteCurrency === b) return { sym, multiply: true };
        if (sym.spec.baseCurrency === b && sym.spec.quoteCurrency === a) return { sym, multiply: false };
      }
      return null;
    };
    let path: ConversionPath | null = null;
    const one = direct(from, to);
    if (one) path = [one];
    else if (from !== 'USD' && to !== 'USD') {
      const first = direct(from, 'USD');
      const second = direct('USD', to);
      if (first && second) path = [first, second];
    }
    srv.conversions.set(key, path);
    return path;
  }

  /** Profit of `lots` of an order closed at `exitPts`, in the account currency, in cents. */
  private profitOf(order: OrderRt, exitPts: number, lots: number): Dec {
    const spec = order.sym.spec;
    const inQuote = profitInQuote(
      spec,
      order.type === 0 ? 'buy' : 'sell',
      lots,
      new Dec(order.openPts).times(spec.point),
      new Dec(exitPts).times(spec.point),
    );
    return cents(convert(inQuote, this.rates(order.path)));
  }

  private floating(order: OrderRt): Dec {
    const q = this.quotePts(order.sym);
    return this.profitOf(order, order.type === 0 ? q.bid : q.ask, order.lots);
  }

  /** Margin of `lots` of a symbol for an account at the current mid, in the account currency, in cents. */
  private marginFor(acc: AccountRt, sym: SymbolRt, lots: number, path?: ConversionPath): Dec {
    const conversion = path ?? this.conversion(sym.server, sym.spec.quoteCurrency, acc.currency) ?? [];
    const leverage = symbolLeverage(acc.leverage, sym.spec);
    return cents(convert(marginInQuote(sym.spec, lots, this.midDec(sym), leverage), this.rates(conversion)));
  }

  private figures(acc: AccountRt): { profit: Dec; equity: Dec; margin: Dec } {
    let profit = new Dec(0);
    let margin = new Dec(0);
    for (const order of acc.orders) {
      if (order.state !== 'open') continue;
      profit = profit.plus(this.floating(order)).plus(order.swap).plus(order.commission);
      margin = margin.plus(this.marginFor(acc, order.sym, order.lots, order.path));
    }
    return { profit, equity: acc.balance.plus(acc.credit).plus(profit), margin };
  }

  /** Free margin after an order of `lots` with `commission` would still be >= 0. */
  private affordable(acc: AccountRt, sym: SymbolRt, lots: number, commission: Dec): boolean {
    const { equity, margin } = this.figures(acc);
    return equity
      .plus(commission)
      .minus(margin)
      .minus(this.marginFor(acc, sym, lots))
      .gte(0);
  }

  /**
   * A float screen before the exact stop-out check, so a tick costs no decimal arithmetic for accounts far
   * from stop-out. Its slack (half a percentage point and 2 per open order) is far above float and per-order
   * rounding error, so it never lets an exact stop-out pass.
   */
  private screen(srv: ServerRt, acc: AccountRt): boolean {
    let equity = acc.cashF;
    let margin = 0;
    let n = 0;
    for (const order of acc.orders) {
      if (order.state !== 'open') continue;
      const sym = order.sym;
      const q = this.quotePts(sym);
      const rate = this.rateF(order.path);
      const units = (sym.spec.contractSize * order.lots) / 100;
      const diff = order.type === 0 ? q.bid - order.openPts : order.openPts - q.ask;
      equity += diff * sym.pointF * units * rate + order.fixedF;
      margin +=
        (((units * (q.bid + q.ask)) / 2) * sym.pointF * rate) / symbolLeverage(acc.leverage, sym.spec);
      n += 1;
    }
    return margin > 0 && equity * 100 < margin * (srv.spec.stopOutLevel + 0.5) + (n + 1) * 200;
  }

  /** Closes the worst position while the margin level is under the stop-out level. */
  private stopOut(srv: ServerRt, acc: AccountRt): void {
    for (;;) {
      const { equity, margin } = this.figures(acc);
      if (margin.isZero() || equity.times(100).gte(margin.times(srv.spec.stopOutLevel))) return;
      const level = equity.div(margin).times(100).toFixed(2);
      let worst: OrderRt | undefined;
      let worstProfit = new Dec(0);
      for (const order of acc.orders) {
        if (order.state !== 'open') continue;
        const profit = this.floating(order);
        if (!worst || profit.lt(worstProfit)) {
          worst = order;
          worstProfit = profit;
        }
      }
      if (!worst) return;
      this.closeFull(srv, acc, worst, 'stopout', `so: ${level}%`);
    }
  }

  private info(srv: ServerRt, acc: AccountRt): AccountInfo {
    const { profit, equity, margin } = this.figures(acc);
    return {
      login: acc.login,
      name: acc.name,
      server: srv.spec.name,
      currency: acc.currency,
      leverage: acc.leverage,
      balance: money(acc.balance),
      credit: money(acc.credit),
      equity: money(equity),
      margin: money(margin),
      freeMargin: money(equity.minus(margin)),
      marginLevel: margin.isZero() ? '0' : money(equity.div(margin).times(100)),
      profit: money(profit),
    };
  }

  private account(server: string, login: number): { srv: ServerRt; acc: AccountRt } {
    const srv = this.serverRt.get(server);
    const acc = srv?.accounts.get(login);
    if (!srv || !acc) throw new SimError(MT4_ERROR.INVALID_ACCOUNT, `no account ${login} on ${server}`);
    return { srv, acc };
  }

  // ---------------------------------------------------------------- snapshots and events

  /** An order as MT4 shows it; `live` adds the current close price and floating profit of open orders. */
  private snap(order: OrderRt, live: boolean): SimOrder {
    const digits = order.sym.spec.digits;
    let closePrice = pointsToPrice(0, digits);
    let profit = '0.00';
    if (live) {
      const q = this.quotePts(order.sym);
      if (order.state === 'open') {
        const exit = order.type === 0 ? q.bid : q.ask;
        closePrice = pointsToPrice(exit, digits);
        profit = money(this.profitOf(order, exit, order.lots));
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

  private emit(event: SimEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private emitOrder(
    srv: ServerRt,
    kind: OrderEventKind,
    order: SimOrder,
    extra: { previous?: SimOrder; remainder?: SimOrder; reason?: CloseReason } = {},
  ): void {
    if (this.listeners.size === 0) return;
    this.emit({
      type: 'order',
      kind,
      time: this.time,
      server: srv.spec.name,
      login: order.login,
      order,
      ...extra,
    });
  }

  private emitAccount(
    srv: ServerRt,
    acc: AccountRt,
    change: 'created' | 'balance' | 'credit' | 'leverage',
  ): void {
    if (this.listeners.size === 0) return;
    this.emit({
      type: 'account',
      change,
      time: this.time,
      server: srv.spec.name,
      login: acc.login,
      balance: money(acc.balance),
      credit: money(acc.credit),
      leverage: acc.leverage,
    });
  }

  // ---------------------------------------------------------------- bot host

  private makeHost(): BotHost {
    const find = (server: string, login: number) => {
      const srv = this.serverRt.get(server);
      const acc = srv?.accounts.get(login);
      return srv && acc ? { srv, acc } : null;
    };
    const view = (o: OrderRt): BotOrderView => ({
      ticket: o.ticket,
      type: o.type,
      symbol: o.sym.spec.symbol,
      lots: o.lots,
      openTime: o.openTime,
      openPoints: o.openPts,
      pending: o.state === 'pending',
      comment: o.comment,
    });
    return {
      now: () => this.time,
      quote: (server, symbol) => {
        const sym = this.serverRt.get(server)?.symbols.get(symbol);
        return sym && this.marketCheck(sym) === 0 ? this.quotePts(sym) : null;
      },
      symbol: (server, symbol) => this.serverRt.get(server)?.symbols.get(symbol)?.spec,
      market: (standardSymbol) => this.marketSpecs.get(standardSymbol),
      outlook: (standardSymbol) => this.markets.get(standardSymbol)?.outlook ?? 1,
      orders: (server, login, magic) =>
        (find(server, login)?.acc.orders ?? []).filter((o) => o.magic === magic).map(view),
      equity: (server, login) => {
        const found = find(server, login);
        return found ? this.figures(found.acc).equity : new Dec(0);
      },
      freeMargin: (server, login) => {
        const found = find(server, login);
        if (!found) return new Dec(0);
        const { equity, margin } = this.figures(found.acc);
        return equity.minus(margin);
      },
      valuePerPoint: (server, login, symbol) => {
        const found = find(server, login);
        const sym = found?.srv.symbols.get(symbol);
        if (!found || !sym) return null;
        const path = this.conversion(found.srv, sym.spec.quoteCurrency, found.acc.currency);
        return path ? convert(new Dec(sym.spec.point).times(sym.spec.contractSize), this.rates(path)) : null;
      },
      marginPerLot: (server, login, symbol) => {
        const found = find(server, login);
        const sym = found?.srv.symbols.get(symbol);
        return found && sym ? this.marginFor(found.acc, sym, 100) : null;
      },
      busy: (server, login) => (find(server, login)?.acc.inFlight ?? 0) > 0,
      send: (server, login, request) => {
        this.submit(server, login, 'bot', { action: 'send', send: request });
      },
      close: (server, login, ticket, request) => {
        this.submit(server, login, 'bot', { action: 'close', ticket, close: request });
      },
      modify: (server, login, ticket, request) => {
        this.submit(server, login, 'bot', { action: 'modify', ticket, modify: request });
      },
      remove: (server, login, ticket) => {
        this.submit(server, login, 'bot', { action: 'delete', ticket });
      },
    };
  }
}

/** Every server name of a catalog (a convenience for demos and benchmarks). */
export function serverNames(catalog: Catalog = DEFAULT_CATALOG): string[] {
  return allServers(catalog).map((s) => s.name);
}
