import { randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_CATALOG,
  SYMBOL_TYPE,
  type Catalog,
  SimWorld,
  type AccountInfo,
  type HistoryEntry,
  type SimEvent,
  type SimOrder,
  type SimState,
  type TradeResult as SimTradeResult,
} from '@copytrade/mt4-sim';
import { pointsToPrice, priceToPoints } from '@copytrade/units/price';
import type { Db } from '../../db/client';
import { simHistory, simState } from '../../db/schema/sim';
import type { Clock } from '../../platform/ports';
import { hmacHex } from '../../platform/secrets';
import type {
  AccountFigures,
  AccountSession,
  CatalogPlatform,
  Credentials,
  GatewayOrder,
  GatewaySymbol,
  MarketFeed,
  MarketTick,
  OrderEventKind,
  SessionEvent,
  TradeResult,
  TradingGateway,
  VerifyResult,
} from '../gateway';
import { populateSimDemo } from './sim-demo';

const WORLD_KEY = 'world';

/** MT4 error 6: no connection with the trade server (the session's link is down). */
const NO_CONNECTION: TradeResult = { ok: false, code: 6, message: 'No connection with trade server' };
/** MT4 error 133: trading disabled (a session opened with the investor password). */
const TRADE_DISABLED: TradeResult = { ok: false, code: 133, message: 'Trade is disabled' };

export type SimGatewayOptions = {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  seed: number;
  /** Key for the simulator's password hashes (it stores no plain password). */
  passwordKey: Buffer;
  /** 'live': a timer moves the world with the clock; 'manual': the caller moves it with `advance()`. */
  drive: 'live' | 'manual';
  /** 'manual': prices move only when set (benchmarks that must not spend time on ticks). */
  feed?: 'seeded' | 'manual';
  /** False: the markets trade through the weekend (default true, as real brokers). */
  weekendClosed?: boolean;
  /**
   * Save the world before passing events on (the default: a broker never forgets a trade). Benchmarks of
   * our own copy path may turn it off: a real broker's persistence is not our latency.
   */
  persist?: boolean;
  /** The brokers to simulate (tests use predictable ones); the default catalog otherwise. */
  catalog?: Catalog;
  /** On a first start (no saved world), create the demo accounts and bots with months of history. */
  demo?: { days: number } | false;
  /** Live timer period. */
  tickMs?: number;
  /** The world is saved after every trade event, and at least this often for prices and bots. */
  saveEveryMs?: number;
  /** Figures of accounts with open positions are pushed this often. */
  figuresEveryMs?: number;
  /**
   * A first start's history run follows (`history`): nothing is saved until `HistoryRun.end`, not even the
   * fresh world, so a start interrupted before then leaves no saved world behind (main.ts begins again).
   */
  historyRun?: boolean;
};

type SessionEntry = { access: 'trade' | 'investor'; onEvent: (event: SessionEvent) => void };

export function toGatewayOrder(o: SimOrder): GatewayOrder {
  return {
    ticket: o.ticket,
    type: o.type,
    symbol: o.symbol,
    lots: o.lots,
    openTime: o.openTime,
    openPrice: o.openPrice,
    sl: o.sl,
    tp: o.tp,
    closeTime: o.closeTime > 0 ? o.closeTime : null,
    closePrice: o.closePrice,
    commission: o.commission,
    swap: o.swap,
    profit: o.profit,
    comment: o.comment,
    magic: o.magic,
    state: o.state,
  };
}

function toFigures(info: AccountInfo): AccountFigures {
  return {
    name: info.name,
    currency: info.currency,
    leverage: info.leverage,
    balance: info.balance,
    credit: info.credit,
    equity: info.equity,
    margin: info.margin,
    freeMargin: info.freeMargin,
    marginLevel: info.marginLevel,
    profit: info.profit,
  };
}

function toTradeResult(result: SimTradeResult): TradeResult {
  if (!result.ok) return { ok: false, code: result.code, message: result.message };
  return {
    ok: true,
    order: toGatewayOrder(result.order),
    ...(result.remainder ? { remainder: toGatewayOrder(result.remainder) } : {}),
  };
}

/** A readable random password for a new demo account: letters and digits, both cases. */
export function demoPassword(): string {
  const lower = 'abcdefghjkmnpqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = lower + upper + digits;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(lower), pick(upper), pick(digits), ...Array.from({ length: 7 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const key = (server: string, login: number | string) => `${server}:${login}`;

/** Figures are pushed this often (world time) while a history run goes through months in seconds. */
const HISTORY_FIGURES_EVERY_MS = 3600_000;
/** Entries the live drive runs in one turn of the event loop (about 20-60 ms of orders on a slow machine). */
const LIVE_SLICE = 256;

/**
 * Runs months of history through the server's own pipeline (the demo's first start, src/demo): the world
 * moves in coarse ticks with the caller's clock, stops at the trades of the accounts the caller watches so
 * the mirror and the copier see them on time, and is saved once at the end (a first start interrupted
 * before that starts over; see main.ts).
 */
export type HistoryRun = {
  /** From now on closed orders are kept for the final save and figures are pushed hourly. */
  begin(): void;
  /**
   * Moves the world towards `to` and stops after the first order event (not a swap) of one of `accounts`
   * (`server:login`); returns the world time reached. The caller sets its clock to it, then `deliver`s.
   */
  runUntil(to: number, accounts: ReadonlySet<string>): number;
  /** Resolves when the next trade request reaches the world (a copy sent to a follower's broker). */
  requestSent(): Promise<void>;
  /**
   * When the earliest trade request still unanswered executes (world time; now or earlier when it is
   * answered at the next advance), or null when none waits.
   */
  requestDue(): number | null;
  /** Passes what happened on to the sessions. */
  deliver(): Promise<void>;
  /** Pushes every session's figures now (before the equity samples are taken). */
  pushFigures(): Promise<void>;
  /** Saves the world and the history kept since `begin`. */
  end(): Promise<void>;
  /** Starts the live timer (the world follows the clock from now on). */
  goLive(): void;
};

/**
 * The built-in simulator behind the gateway port. The world lives in this process; its state is saved
 * to `sim_state` (and closed orders and balance operations to `sim_history`) before any event is passed
 * to a session, so nothing a session has seen can be lost by a crash. After a restart the world
 * continues from its save and fast-forwards over the time it was down (the brokers kept trading).
 */
export async function createSimGateway(options: SimGatewayOptions) {
  const { db, log, clock } = options;
  const hash = (text: string) => hmacHex(options.passwordKey, text);
  const tickMs = options.tickMs ?? 250;
  const saveEveryMs = options.saveEveryMs ?? 15_000;
  const figuresEveryMs = options.figuresEveryMs ?? 1000;

  const buffer: SimEvent[] = [];
  const sessions = new Map<string, Set<SessionEntry>>();
  const dropped = new Map<string, number>();
  let chain: Promise<void> = Promise.resolve();
  let lastSave = 0;
  let lastFigures = 0;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let live = options.drive === 'live';
  let figuresEvery = figuresEveryMs;
  /** History run: who waits for the next trade request to reach the world. */
  const requestWaiters: (() => void)[] = [];
  /** During a history run: closed orders not saved yet (the world is saved once, at its end). */
  let unsaved: HistoryEntry[] | null = options.historyRun ? [] : null;

  async function loadOrCreate(): Promise<SimWorld> {
    const [saved] = await db.select().from(simState).where(eq(simState.key, WORLD_KEY)).limit(1);
    if (saved) {
      const rows = await db
        .select()
        .from(simHistory)
        .orderBy(asc(simHistory.closeTime), asc(simHistory.ticket));
      const restored = SimWorld.restore(saved.state as SimState, {
        hash,
        weekendClosed: options.weekendClosed ?? true,
        ...(options.catalog ? { catalog: options.catalog } : {}),
        history: rows.map((r) => ({ server: r.server, order: r.order as SimOrder })),
      });
      return restored;
    }
    const now = clock.now().getTime();
    const days = options.demo ? options.demo.days : 0;
    const fresh = new SimWorld({
      seed: options.seed,
      start: now - days * 24 * 3600_000,
      hash,
      weekendClosed: options.weekendClosed ?? true,
      ...(options.catalog ? { catalog: options.catalog } : {}),
      ...(options.feed ? { feed: options.feed } : {}),
      tickMode: 'live',
    });
    if (options.demo) populateSimDemo(fresh);
    return fresh;
  }

  /** Saves the world and the new history, then passes the buffered events to the sessions. */
  function flush(): Promise<void> {
    chain = chain.then(async () => {
      const trades = buffer.splice(0, buffer.length);
      const closed = trades.flatMap((e) =>
        (e.type === 'order' || e.type === 'balance') &&
        (e.order.state === 'closed' || e.order.state === 'deleted' || e.type === 'balance')
          ? [{ server: e.server, order: e.order }]
          : [],
      );
      const now = clock.now().getTime();
      if (unsaved) {
        unsaved.push(...closed);
      } else if (options.persist !== false && (trades.length > 0 || now - lastSave >= saveEveryMs)) {
        await save(closed);
        lastSave = now;
      }
      for (const event of trades) deliver(event);
      restoreDropped(now);
      // Trades first: while orders wait in the live drive's slices, the figures wait too (up to five times
      // their period, so a broker that never catches up still pushes them).
      const since = now - lastFigures;
      if (since >= figuresEvery && (!unfinished || since >= 5 * figuresEvery)) {
        lastFigures = now;
        pushFigures();
      }
    });
    chain = chain.catch((err: unknown) => log.error({ err }, 'simulator: save or delivery failed'));
    return chain;
  }

  async function save(closed: HistoryEntry[]) {
    const state = world.exportState();
    await db.transaction(async (tx) => {
      for (let i = 0; i < closed.length; i += 500) {
        await tx
          .insert(simHistory)
          .values(
            closed.slice(i, i + 500).map((c) => ({
              server: c.server,
              ticket: c.order.ticket,
              login: String(c.order.login),
              closeTime: new Date(c.order.closeTime > 0 ? c.order.closeTime : c.order.openTime),
              order: c.order,
            })),
          )
          .onConflictDoNothing();
      }
      await tx
        .insert(simState)
        .values({ key: WORLD_KEY, state })
        .onConflictDoUpdate({ target: simState.key, set: { state, updatedAt: new Date() } });
    });
  }

  function sendTo(server: string, login: number, event: SessionEvent) {
    const k = key(server, login);
    if (dropped.has(k)) return;
    for (const s of sessions.get(k) ?? []) s.onEvent(event);
  }

  function deliver(event: SimEvent) {
    if (event.type === 'order') {
      traded.add(key(event.server, event.login));
      const kind: OrderEventKind = event.kind === 'swap' ? 'modified' : event.kind;
      sendTo(event.server, event.login, {
        type: 'order',
        kind,
        order: toGatewayOrder(event.order),
        ...(event.remainder ? { remainder: toGatewayOrder(event.remainder) } : {}),
      });
    } else if (event.type === 'balance') {
      sendTo(event.server, event.login, {
        type: 'order',
        kind: 'balance',
        order: toGatewayOrder(event.order),
      });
    } else if (event.type === 'account') {
      const info = world.accountInfo(event.server, event.login);
      if (info) sendTo(event.server, event.login, { type: 'figures', figures: toFigures(info) });
    }
  }

  /** Accounts with trades since the last push; with no price move, only they can have new figures. */
  const traded = new Set<string>();
  let pushedVersion = -1;
  function pushFigures() {
    const version = world.priceVersion();
    const moved = version !== pushedVersion;
    pushedVersion = version;
    for (const [k, set] of sessions) {
      if (set.size === 0 || dropped.has(k)) continue;
      const wasTraded = traded.has(k);
      if (!wasTraded && !moved) continue;
      const [server, login] = splitKey(k);
      if (!wasTraded && world.openOrderCount(server, login) === 0) continue;
      const info = world.accountInfo(server, login);
      if (info) for (const s of set) s.onEvent({ type: 'figures', figures: toFigures(info) });
    }
    traded.clear();
  }

  function splitKey(k: string): [string, number] {
    const at = k.lastIndexOf(':');
    return [k.slice(0, at), Number(k.slice(at + 1))];
  }

  function restoreDropped(now: number) {
    for (const [k, until] of dropped) {
      if (now < until) continue;
      dropped.delete(k);
      for (const s of sessions.get(k) ?? []) s.onEvent({ type: 'connection', status: 'restored' });
    }
  }

  /** Entries up to the clock are still due (the last live step ran out of its slice). */
  let unfinished = false;
  let continuing = false;
  /** Moves the world towards the clock, at most `budget` entries; `unfinished` when some are left. */
  function advanceWorld(budget = Infinity) {
    const now = clock.now().getTime();
    if (now > world.now() || unfinished) unfinished = !world.advanceTo(now, budget);
  }

  /** Moves the world to the clock and hands over what happened. */
  function step(): Promise<void> {
    advanceWorld();
    return flush();
  }

  /**
   * The live drive's step: at most LIVE_SLICE entries, then what they did is handed over and the rest runs
   * in a later turn. The 10,000 copies of one signal are answered as they execute, so the API process
   * commits the first while the last still execute, instead of waiting for one long turn to end.
   */
  function liveStep() {
    if (stopped) return;
    advanceWorld(LIVE_SLICE);
    void flush();
    if (unfinished && !continuing) {
      continuing = true;
      setImmediate(() => {
        continuing = false;
        liveStep();
      });
    }
  }

  const world = await loadOrCreate();
  // Ticks are not passed on (sessions read prices from the world; figures are pushed): only trades are kept.
  world.onEvent((event) => {
    if (event.type !== 'tick') buffer.push(event);
  });
  const behind = clock.now().getTime() - world.now();
  if (behind > 0) {
    const started = Date.now();
    world.fastForward(clock.now().getTime());
    log.info({ behindMs: behind, tookMs: Date.now() - started }, 'simulator: caught up with the clock');
  }
  await flush();

  function startTimer() {
    timer = setInterval(liveStep, tickMs);
    timer.unref();
  }
  if (live) startTimer();

  /** Live drive: wakes the world when a request is due (timers shared per millisecond). */
  const wakes = new Map<number, NodeJS.Timeout>();
  function wakeAt(dueTime: number) {
    const due = Math.ceil(dueTime);
    if (!live || stopped || wakes.has(due)) return;
    const wait = Math.max(0, due - clock.now().getTime());
    wakes.set(
      due,
      setTimeout(() => {
        wakes.delete(due);
        if (stopped) return;
        if (clock.now().getTime() < due) wakeAt(due);
        else liveStep();
      }, wait),
    );
  }

  function guard(
    server: string,
    login: number,
    access: 'trade' | 'investor',
    run: () => Promise<SimTradeResult>,
  ) {
    return async (): Promise<TradeResult> => {
      if (dropped.has(key(server, login))) return NO_CONNECTION;
      if (access !== 'trade') return TRADE_DISABLED;
      const answer = run();
      wakeAt(world.lastRequestDue());
      for (const waiter of requestWaiters.splice(0)) waiter();
      const result = await answer;
      // The world answers during an advance; what it did must be saved before anyone acts on it.
      await flush();
      return toTradeResult(result);
    };
  }

  // The price feed (issue 18): a world tick moves one market; every server symbol quoting it has a new
  // price (its own spread and markup), so the listener hears one tick per server symbol.
  const catalog = options.catalog ?? DEFAULT_CATALOG;
  const quotedBy = new Map<string, { server: string; symbol: string; digits: number }[]>();
  for (const platform of catalog.platforms) {
    for (const server of platform.servers) {
      for (const spec of world.symbols(server.name)) {
        const list = quotedBy.get(spec.standardSymbol) ?? [];
        list.push({ server: server.name, symbol: spec.symbol, digits: spec.digits });
        quotedBy.set(spec.standardSymbol, list);
      }
    }
  }
  const digitsOf = new Map(
    [...quotedBy.values()].flat().map((s) => [`${s.server} ${s.symbol}`, s.digits] as const),
  );
  const tickListeners = new Set<(tick: MarketTick) => void>();
  world.onEvent((event) => {
    if (event.type !== 'tick' || tickListeners.size === 0) return;
    for (const { server, symbol, digits } of quotedBy.get(event.symbol) ?? []) {
      const q = world.quotePoints(server, symbol);
      if (!q) continue;
      const tick = { server, symbol, digits, bid: q.bid, ask: q.ask, time: q.time };
      for (const listener of tickListeners) listener(tick);
    }
  });
  const market: MarketFeed = {
    servers: () =>
      catalog.platforms.flatMap((p) =>
        p.servers.map((s) => ({
          platform: p.name,
          server: s.name,
          isDemo: s.isDemo,
          offsetMinutes: s.timezoneOffsetMinutes,
        })),
      ),
    symbols: (server) =>
      world.symbols(server).map((s) => ({
        symbol: s.symbol,
        standardSymbol: s.standardSymbol,
        description: s.description,
        symbolType: s.symbolType,
        digits: s.digits,
        point: s.point,
        contractSize: String(s.contractSize),
        minLot: s.minLot,
        maxLot: s.maxLot,
        lotStep: s.lotStep,
        baseCurrency: s.baseCurrency,
        quoteCurrency: s.quoteCurrency,
        swapLong: s.swapLong,
        swapShort: s.swapShort,
        maxLeverage: s.maxLeverage ?? null,
        openWeekends: s.symbolType === SYMBOL_TYPE.CRYPTO,
      })),
    quote: (server, symbol) => {
      const digits = digitsOf.get(`${server} ${symbol}`);
      const q = digits === undefined ? null : world.quotePoints(server, symbol);
      return q && digits !== undefined ? { server, symbol, digits, ...q } : null;
    },
    onTick(listener) {
      tickListeners.add(listener);
      return () => {
        tickListeners.delete(listener);
      };
    },
  };

  const gateway: TradingGateway & {
    world(): SimWorld;
    advance(): Promise<void>;
    history: HistoryRun;
    flushed(): Promise<void>;
    dropConnection(server: string, login: string, ms: number): void;
    devTrade(
      server: string,
      login: string,
      request: {
        action: 'open' | 'partialClose' | 'close';
        symbol: string;
        lots: number;
        sl: number;
        tp: number;
      },
    ): Promise<{ ticket: number; lots: number }>;
  } = {
    market,
    catalog(): CatalogPlatform[] {
      return catalog.platforms.map((p) => ({
        name: p.name,
        servers: p.servers.map((s) => ({ name: s.name, isDemo: s.isDemo })),
      }));
    },

    verify(credentials: Credentials): Promise<VerifyResult> {
      const login = Number(credentials.login);
      if (!Number.isSafeInteger(login)) return Promise.resolve({ ok: false, reason: 'invalid_credentials' });
      const verdict = world.verify(credentials.server, login, credentials.password);
      if (verdict === 'unknown_server') return Promise.resolve({ ok: false, reason: 'unknown_server' });
      if (verdict !== 'trade' && verdict !== 'investor')
        return Promise.resolve({ ok: false, reason: 'invalid_credentials' });
      const info = world.accountInfo(credentials.server, login)!;
      return Promise.resolve({ ok: true, access: verdict, figures: toFigures(info) });
    },

    openSession(credentials: Credentials, onEvent: (event: SessionEvent) => void): Promise<AccountSession> {
      const login = Number(credentials.login);
      const verdict = Number.isSafeInteger(login)
        ? world.verify(credentials.server, login, credentials.password)
        : 'invalid_account';
      if (verdict !== 'trade' && verdict !== 'investor') {
        return Promise.reject(new Error(`simulator refused the session: ${verdict}`));
      }
      const { server } = credentials;
      const k = key(server, login);
      const entry: SessionEntry = { access: verdict, onEvent };
      const set = sessions.get(k) ?? new Set<SessionEntry>();
      set.add(entry);
      sessions.set(k, set);
      const session: AccountSession = {
        async snapshot(since?: number) {
          await chain;
          const info = world.accountInfo(server, login);
          if (!info) throw new Error('account vanished');
          return {
            figures: toFigures(info),
            open: world.openOrders(server, login).map(toGatewayOrder),
            history: world.history(server, login, since ?? -Infinity).map(toGatewayOrder),
          };
        },
        symbols(): Promise<GatewaySymbol[]> {
          return Promise.resolve(
            world.symbols(server).map((s) => ({
              symbol: s.symbol,
              description: s.description,
              symbolType: s.symbolType,
              digits: s.digits,
              contractSize: String(s.contractSize),
              minLot: s.minLot,
              maxLot: s.maxLot,
              lotStep: s.lotStep,
            })),
          );
        },
        marginPerLot: (symbol) => world.marginRequired(server, login, symbol),
        send: (request) =>
          guard(server, login, entry.access, () =>
            world.sendOrder(server, login, {
              symbol: request.symbol,
              type: request.type as 0 | 1 | 2 | 3 | 4 | 5,
              lots: request.lots,
              ...(request.price === undefined ? {} : { price: request.price }),
              ...(request.slippage === undefined ? {} : { slippage: request.slippage }),
              ...(request.sl === undefined ? {} : { sl: request.sl }),
              ...(request.tp === undefined ? {} : { tp: request.tp }),
              ...(request.comment === undefined ? {} : { comment: request.comment }),
              ...(request.magic === undefined ? {} : { magic: request.magic }),
            }),
          )(),
        modify: (ticket, change) =>
          guard(server, login, entry.access, () => world.modifyOrder(server, login, ticket, change))(),
        close: (ticket, opts) =>
          guard(server, login, entry.access, () =>
            world.closeOrder(server, login, ticket, {
              ...(opts?.lots === undefined ? {} : { lots: opts.lots }),
              ...(opts?.slippage === undefined ? {} : { slippage: opts.slippage }),
            }),
          )(),
        remove: (ticket) =>
          guard(server, login, entry.access, () => world.deleteOrder(server, login, ticket))(),
        end() {
          sessions.get(k)?.delete(entry);
        },
      };
      return Promise.resolve(session);
    },

    async createDemoAccount(server, opts) {
      const password = demoPassword();
      const investorPassword = demoPassword();
      const info = world.createAccount(server, {
        name: opts.name,
        password,
        investorPassword,
        leverage: opts.leverage,
        currency: 'USD',
        balance: opts.deposit,
      });
      await flush();
      return { login: String(info.login), password, investorPassword };
    },

    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const wake of wakes.values()) clearTimeout(wake);
      wakes.clear();
      await chain;
      if (options.persist !== false) await save([]);
    },

    world: () => world,
    history: {
      begin() {
        unsaved ??= [];
        figuresEvery = HISTORY_FIGURES_EVERY_MS;
      },
      runUntil(to, accounts) {
        return world.fastForwardUntil(
          to,
          (e) => e.type === 'order' && e.kind !== 'swap' && accounts.has(key(e.server, e.login)),
        );
      },
      requestSent: () => new Promise<void>((resolve) => requestWaiters.push(resolve)),
      requestDue: () => world.nextClientRequestDue(),
      deliver: flush,
      async pushFigures() {
        lastFigures = -Infinity;
        await flush();
      },
      async end() {
        await flush();
        const closed = unsaved ?? [];
        unsaved = null;
        figuresEvery = figuresEveryMs;
        if (options.persist !== false) await save(closed);
        lastSave = clock.now().getTime();
      },
      goLive() {
        if (live || stopped) return;
        live = true;
        startTimer();
      },
    },
    /** Manual drive: moves the world to the clock and waits until its events are saved and delivered. */
    advance: step,
    flushed: () => chain,
    /**
     * Trades an account as if from its own terminal (development and journeys): opens a buy with stops
     * `sl` / `tp` points away, or closes half of / all of the newest open position of the symbol.
     */
    async devTrade(
      server: string,
      loginText: string,
      request: {
        action: 'open' | 'partialClose' | 'close';
        symbol: string;
        lots: number;
        sl: number;
        tp: number;
      },
    ): Promise<{ ticket: number; lots: number }> {
      const login = Number(loginText);
      const spec = world
        .symbols(server)
        .find((s) => s.symbol === request.symbol || s.standardSymbol === request.symbol);
      if (!spec) throw new Error(`no symbol ${request.symbol} on ${server}`);
      /** A price `points` away from `price`, as text with the symbol's digits. */
      const offset = (price: string, points: number) =>
        pointsToPrice((priceToPoints(price, spec.digits) ?? 0) + Math.round(points), spec.digits);
      let result: SimTradeResult;
      if (request.action === 'open') {
        const q = world.quote(server, spec.symbol);
        if (!q) throw new Error('market closed');
        // The dev terminal sends lots as a JSON number (0.1): to hundredths once, here.
        // eslint-disable-next-line no-restricted-syntax
        const lots = Math.round(request.lots * 100);
        result = await world.sendOrder(server, login, {
          symbol: spec.symbol,
          type: 0,
          lots: lots - (lots % spec.lotStep),
          ...(request.sl ? { sl: offset(q.bid, -request.sl) } : {}),
          ...(request.tp ? { tp: offset(q.ask, request.tp) } : {}),
          comment: 'terminal',
        });
      } else {
        const newest = world
          .openOrders(server, login)
          .filter((o) => o.symbol === spec.symbol && o.state === 'open')
          .sort((a, b) => b.openTime - a.openTime || b.ticket - a.ticket)[0];
        if (!newest) throw new Error('no open position');
        const half = Math.floor(newest.lots / 2 / spec.lotStep) * spec.lotStep;
        result = await world.closeOrder(
          server,
          login,
          newest.ticket,
          request.action === 'close' ? {} : { lots: Math.max(spec.minLot, half) },
        );
      }
      await chain;
      if (!result.ok) throw new Error(`broker refused: ${result.code} ${result.message}`);
      const kept = result.remainder ?? result.order;
      return { ticket: kept.ticket, lots: kept.lots };
    },

    /**
     * Drops the link between the gateway and one account's trade server for `ms`: the sessions hear
     * 'lost', no event reaches them meanwhile (the world goes on), then 'restored'.
     */
    dropConnection(server: string, login: string, ms: number) {
      const k = key(server, Number(login));
      dropped.set(k, clock.now().getTime() + ms);
      for (const s of sessions.get(k) ?? []) s.onEvent({ type: 'connection', status: 'lost' });
    },
  };
  return gateway;
}

export type SimGateway = Awaited<ReturnType<typeof createSimGateway>>;
