/**
 * The world's runtime state, shared by the parts of the simulation (valuation, order life, execution,
 * agenda, persistence): the trade servers with their symbols, accounts and orders as the rules work on them
 * (prices in points, money as decimals), and the clock, agenda, requests and listeners. `SimWorld` owns one
 * and is the only way in from outside the package.
 */
import { nextServerMidnight } from './calendar';
import {
  DEFAULT_CATALOG,
  validateCatalog,
  type Catalog,
  type MarketSpec,
  type ServerSpec,
  type SymbolSpec,
} from './catalog';
import type { Bot } from './bots';
import { MT4_ERROR } from './errors';
import { Market, type TickSpacing } from './feed';
import type { Dec } from './money';
import { Agenda } from './queue';
import { Rng } from './random';
import type {
  AccountState,
  QueueEntry,
  RequestState,
  SimEvent,
  SimOrder,
  SimStats,
  TradeOrderType,
  TradeResult,
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

/** Quote currency to account currency: the symbols whose mids multiply or divide, in order. */
export type ConversionPath = { sym: SymbolRt; multiply: boolean }[];

export type SymbolRt = {
  spec: SymbolSpec;
  market: Market;
  server: ServerRt;
  /**
   * Open and pending orders on this symbol, ascending tickets (in the order added). A set: an order leaves
   * it in constant time, where an array's search was as long as the symbol's orders (10,000 closes of one
   * fan-out on one server took quadratic time).
   */
  orders: Set<OrderRt>;
  pointF: number;
};

export type OrderRt = {
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

export type AccountRt = Omit<AccountState, 'balance' | 'credit'> & {
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

export type ServerRt = {
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

/** Everything a world holds; the parts read and change it in place. */
export type WorldCore = {
  time: number;
  readonly catalog: Catalog;
  readonly seed: string;
  readonly hash: (text: string) => string;
  readonly verifyHash: (text: string, stored: string) => boolean;
  readonly feed: 'seeded' | 'manual';
  readonly tickMode: 'live' | 'fast';
  readonly fastStepMs: number;
  spacing: TickSpacing;
  readonly tickEventIntervalMs: number;
  readonly weekendClosed: boolean;
  readonly marketSpecs: Map<string, MarketSpec>;
  readonly markets: Map<string, Market>;
  /** Per market: the servers' symbols that quote it, and the servers that list it. */
  readonly marketSymbols: Map<string, SymbolRt[]>;
  readonly marketServers: Map<string, ServerRt[]>;
  readonly servers: Map<string, ServerRt>;
  agenda: Agenda;
  seq: number;
  nextRequestId: number;
  lastDue: number;
  readonly marginMemo: Map<string, { version: number; value: string }>;
  readonly requests: Map<number, RequestState>;
  /** The promises of client requests, by request id (not saved: lost on restore). */
  readonly resolvers: Map<number, (result: TradeResult) => void>;
  readonly botsById: Map<string, Bot>;
  readonly listeners: Set<(event: SimEvent) => void>;
  readonly halted: Set<string>;
  readonly lastTickEvent: Map<string, number>;
  counters: SimStats;
};

const FAST_STEP = 60000;

/** A fresh world: markets seeded from `seed`, empty servers, the first ticks and rollovers scheduled. */
export function createCore(options: SimWorldOptions): WorldCore {
  const catalog = options.catalog ?? DEFAULT_CATALOG;
  validateCatalog(catalog);
  const tickMode = options.tickMode ?? 'live';
  const fastStepMs = options.fastStepMs ?? FAST_STEP;
  const core: WorldCore = {
    time: options.start,
    catalog,
    seed: String(options.seed),
    hash: options.hash,
    verifyHash: options.verifyHash ?? ((text, stored) => options.hash(text) === stored),
    feed: options.feed ?? 'seeded',
    tickMode,
    fastStepMs,
    spacing: tickMode === 'fast' ? { mode: 'fast', stepMs: fastStepMs } : { mode: 'live' },
    tickEventIntervalMs: options.tickEventIntervalMs ?? 0,
    weekendClosed: options.weekendClosed ?? true,
    marketSpecs: new Map(),
    markets: new Map(),
    marketSymbols: new Map(),
    marketServers: new Map(),
    servers: new Map(),
    agenda: new Agenda(),
    seq: 0,
    nextRequestId: 1,
    lastDue: 0,
    marginMemo: new Map(),
    requests: new Map(),
    resolvers: new Map(),
    botsById: new Map(),
    listeners: new Set(),
    halted: new Set(),
    lastTickEvent: new Map(),
    counters: { ticks: 0, requests: 0, opened: 0, closed: 0, rejected: {} },
  };
  const root = Rng.fromSeed(core.seed);

  for (const spec of catalog.markets) {
    core.marketSpecs.set(spec.standardSymbol, spec);
    core.markets.set(
      spec.standardSymbol,
      Market.create(spec, root.fork(`market:${spec.standardSymbol}`), core.time, core.weekendClosed),
    );
    core.marketSymbols.set(spec.standardSymbol, []);
    core.marketServers.set(spec.standardSymbol, []);
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
          market: core.markets.get(symbol.standardSymbol)!,
          server: srv,
          orders: new Set(),
          pointF: 10 ** -symbol.digits,
        };
        srv.symbols.set(symbol.symbol, sym);
        core.marketSymbols.get(symbol.standardSymbol)!.push(sym);
        core.marketServers.get(symbol.standardSymbol)!.push(srv);
      }
      core.servers.set(spec.name, srv);
    }
  }
  if (core.feed === 'seeded') {
    for (const [symbol, market] of core.markets) {
      schedule(core, market.nextTickTime(core.time, core.spacing), 'tick', symbol);
    }
  }
  for (const srv of core.servers.values()) {
    schedule(core, nextServerMidnight(core.time, srv.spec.timezoneOffsetMinutes), 'rollover', srv.spec.name);
  }
  return core;
}

/** Puts work on the agenda; entries at the same time run in the order they were scheduled. */
export function schedule(core: WorldCore, time: number, kind: QueueEntry['kind'], key: string): void {
  core.agenda.push({ time, seq: core.seq, kind, key });
  core.seq += 1;
}

/** The account, or null when the server or the login is unknown. */
export function findAccount(
  core: WorldCore,
  server: string,
  login: number,
): { srv: ServerRt; acc: AccountRt } | null {
  const srv = core.servers.get(server);
  const acc = srv?.accounts.get(login);
  return srv && acc ? { srv, acc } : null;
}

/**
 * 0 when the symbol can be traded now, else 132 (weekend, except for crypto) or 136 (halted, or no tick
 * since the weekend).
 */
export function marketCheck(core: WorldCore, sym: SymbolRt): 0 | 132 | 136 {
  if (sym.market.closedAt(core.time)) return MT4_ERROR.MARKET_CLOSED;
  if (core.halted.has(sym.spec.standardSymbol) || sym.market.staleAt(core.time)) return MT4_ERROR.OFF_QUOTES;
  return 0;
}
