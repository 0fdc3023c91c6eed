import { connect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AccountSession,
  CatalogPlatform,
  Credentials,
  MarketFeed,
  MarketSymbol,
  MarketTick,
  SessionEvent,
  TradeResult,
  TradingGateway,
  VerifyResult,
} from '../gateway';
import {
  TRADE_OPS,
  WIRE_VERSION,
  lineWriter,
  parseBrokerUrl,
  readLines,
  type MarketServer,
  type OpenReply,
  type WireMessage,
  type WireRequest,
} from './broker-wire';
import { brokerClientTls } from './broker-tls';

/**
 * The trading gateway of a broker in another process (broker-main.ts), over TCP (broker-wire.ts). Calls
 * are pipelined: thousands may be in flight at once (a fan-out), each answered by its id. What the port
 * wants synchronously (the catalog, the feed's servers, symbols and prices, a session's margin per lot) is
 * kept here from what the broker pushes.
 *
 * A lost connection answers the trade calls in flight with 128 (the outcome is unknown: the copier settles
 * them by copy tag), tells every session 'lost', and reconnects with backoff; once the sessions are open
 * again each hears 'restored' (the mirror then reconciles it with a snapshot). A trade call while a session
 * is not open at the broker answers 6 (no connection: nothing was sent).
 */
export type RemoteGatewayOptions = {
  /** tcp://host:port */
  url: string;
  log: FastifyBaseLogger;
  /** Waits between connection attempts: from `min`, doubling, at most `max` (ms). */
  backoff?: { min: number; max: number };
  /** BROKER_SECRET: the wire over TLS with it as pre-shared key (broker-tls.ts); the broker must have it too. */
  secret?: string;
};

export type RemoteGateway = TradingGateway & {
  market: MarketFeed;
  createDemoAccount: NonNullable<TradingGateway['createDemoAccount']>;
  /** Whether the broker is connected now. */
  connected(): boolean;
};

const NO_CONNECTION: TradeResult = { ok: false, code: 6, message: 'No connection with trade server' };
const LOST_IN_FLIGHT: TradeResult = {
  ok: false,
  code: 128,
  message: 'Trade timeout: the connection to the broker was lost before it answered',
};

type Pending = { op: string; resolve(value: unknown): void; reject(err: Error): void };
type ClientSession = {
  credentials: Credentials;
  onEvent: (event: SessionEvent) => void;
  marginClass: string | null;
  /** Open at the broker now (false while opening, after a lost connection until reopened). */
  open: boolean;
  /** The first open has not answered yet: a connection lost meanwhile fails the open instead. */
  opening: boolean;
  ended: boolean;
};

type Call = WireRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export function connectRemoteGateway(options: RemoteGatewayOptions): Promise<RemoteGateway> {
  const { log } = options;
  const { host, port } = parseBrokerUrl(options.url);
  const backoff = options.backoff ?? { min: 100, max: 3000 };

  let socket: Socket | null = null;
  let writer: ReturnType<typeof lineWriter> | null = null;
  let connected = false;
  let stopped = false;
  let attempts = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  let nextSid = 1;
  const pending = new Map<number, Pending>();
  const sessions = new Map<number, ClientSession>();
  const marginTables = new Map<string, Map<string, string | null>>();
  let catalog: CatalogPlatform[] = [];
  let servers: MarketServer[] = [];
  let symbols: Record<string, MarketSymbol[]> = {};
  const quotes = new Map<string, MarketTick>();
  const tickListeners = new Set<(tick: MarketTick) => void>();
  let firstHello: { resolve(): void } | null = null;

  const write = (request: WireRequest) => writer?.send(request);

  function call<T>(request: Call): Promise<T> {
    if (!connected) return Promise.reject(new Error('broker unreachable'));
    const id = nextId++;
    // The call's own object (made for this call by its caller) takes the id: no copy of it per call.
    const message = request as WireRequest;
    (message as { id: number }).id = id;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { op: request.op, resolve, reject });
      write(message);
    });
  }

  function dial() {
    if (stopped) return;
    const s: Socket = options.secret
      ? tlsConnect({ host, port, ...brokerClientTls(options.secret) })
      : connect({ host, port });
    socket = s;
    s.setNoDelay(true);
    writer = lineWriter(s);
    readLines(s, (message) => onMessage(message as WireMessage));
    s.on('error', (err) => {
      // Once, then every 20th attempt while the broker stays away (a start waits for it).
      if (attempts % 20 === 0 || connected) {
        log.warn({ err: err.message, url: options.url, attempts }, 'broker connection error');
      }
    });
    s.on('close', () => onClose(s));
  }

  function onClose(s: Socket) {
    if (socket !== s) return;
    const wasConnected = connected;
    connected = false;
    socket = null;
    writer = null;
    for (const [id, p] of pending) {
      pending.delete(id);
      if (TRADE_OPS.has(p.op)) p.resolve(LOST_IN_FLIGHT);
      else if (p.op === 'verify') p.resolve({ ok: false, reason: 'unreachable' } satisfies VerifyResult);
      else p.reject(new Error('broker connection lost'));
    }
    for (const entry of sessions.values()) {
      if (entry.ended || entry.opening || !entry.open) continue;
      entry.open = false;
      entry.onEvent({ type: 'connection', status: 'lost' });
    }
    if (wasConnected) log.warn({ url: options.url }, 'broker connection lost: reconnecting');
    if (stopped) return;
    const wait = Math.min(backoff.max, backoff.min * 2 ** attempts);
    attempts += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      dial();
    }, wait);
    retryTimer.unref();
  }

  function onHello(message: Extract<WireMessage, { type: 'hello' }>) {
    if (message.version !== WIRE_VERSION) {
      log.error({ theirs: message.version, ours: WIRE_VERSION }, 'broker speaks another wire version');
      socket?.destroy();
      return;
    }
    catalog = message.catalog;
    servers = message.market?.servers ?? [];
    symbols = message.market?.symbols ?? {};
    for (const q of message.market?.quotes ?? []) quotes.set(`${q.server} ${q.symbol}`, q);
    connected = true;
    if (attempts > 0) log.info({ url: options.url }, 'broker connected');
    attempts = 0;
    // The broker's tables for this connection start empty: what we kept is stale.
    marginTables.clear();
    if (tickListeners.size > 0) write({ op: 'ticks', on: true });
    for (const [sid, entry] of sessions) if (!entry.ended && !entry.opening) reopen(sid, entry);
    firstHello?.resolve();
    firstHello = null;
  }

  /** Opens a session again after a reconnection, then tells it 'restored'. */
  function reopen(sid: number, entry: ClientSession) {
    if (!connected || entry.ended || entry.open) return;
    call<OpenReply>({ op: 'open', sid, credentials: entry.credentials }).then(
      (reply) => {
        if (entry.ended) return;
        entry.marginClass = reply.marginClass;
        entry.open = true;
        entry.onEvent({ type: 'connection', status: 'restored' });
      },
      (err: unknown) => {
        if (entry.ended || !connected) return;
        log.warn(
          { err: err instanceof Error ? err.message : err, sid },
          'broker: reopening a session failed',
        );
        setTimeout(() => reopen(sid, entry), backoff.max).unref();
      },
    );
  }

  function onMessage(message: WireMessage) {
    switch (message.type) {
      case 'hello':
        return onHello(message);
      case 'reply': {
        const p = pending.get(message.id);
        if (!p) return;
        pending.delete(message.id);
        if (message.ok) p.resolve(message.value);
        else p.reject(new Error(message.error));
        return;
      }
      case 'event': {
        const entry = sessions.get(message.sid);
        if (entry && !entry.ended) entry.onEvent(message.event);
        return;
      }
      case 'ticks':
        for (const tick of message.ticks) {
          quotes.set(`${tick.server} ${tick.symbol}`, tick);
          for (const listener of tickListeners) listener(tick);
        }
        return;
      case 'margins': {
        let table = marginTables.get(message.marginClass);
        if (!table) {
          table = new Map<string, string | null>();
          marginTables.set(message.marginClass, table);
        }
        for (const [symbol, value] of Object.entries(message.margins)) table.set(symbol, value);
        return;
      }
      case 'class': {
        const entry = sessions.get(message.sid);
        if (entry) entry.marginClass = message.marginClass;
        return;
      }
    }
  }

  function sessionOf(sid: number, entry: ClientSession): AccountSession {
    const trade = (request: Call): Promise<TradeResult> =>
      entry.open && connected ? call<TradeResult>(request) : Promise.resolve(NO_CONNECTION);
    return {
      snapshot: (since?: number) => call({ op: 'snapshot', sid, ...(since === undefined ? {} : { since }) }),
      symbols: () => call({ op: 'symbols', sid }),
      marginPerLot: (symbol) =>
        (entry.marginClass ? marginTables.get(entry.marginClass)?.get(symbol) : undefined) ?? null,
      send: (request) => trade({ op: 'send', sid, request }),
      modify: (ticket, change) => trade({ op: 'modify', sid, ticket, change }),
      close: (ticket, opts) => trade({ op: 'close', sid, ticket, ...(opts ? { options: opts } : {}) }),
      remove: (ticket) => trade({ op: 'remove', sid, ticket }),
      end() {
        if (entry.ended) return;
        entry.ended = true;
        sessions.delete(sid);
        if (connected) write({ op: 'end', sid });
      },
    };
  }

  const market: MarketFeed = {
    servers: () => servers,
    symbols: (server) => symbols[server] ?? [],
    quote: (server, symbol) => quotes.get(`${server} ${symbol}`) ?? null,
    onTick(listener) {
      tickListeners.add(listener);
      if (tickListeners.size === 1 && connected) write({ op: 'ticks', on: true });
      return () => {
        if (!tickListeners.delete(listener)) return;
        if (tickListeners.size === 0 && connected) write({ op: 'ticks', on: false });
      };
    },
  };

  const gateway: RemoteGateway = {
    market,
    catalog: () => catalog,
    connected: () => connected,
    verify(credentials) {
      if (!connected) return Promise.resolve({ ok: false, reason: 'unreachable' });
      return call<VerifyResult>({ op: 'verify', credentials });
    },
    async openSession(credentials, onEvent) {
      const sid = nextSid++;
      const entry: ClientSession = {
        credentials,
        onEvent,
        marginClass: null,
        open: false,
        opening: true,
        ended: false,
      };
      // Registered before asking: the session's first events may come before the answer.
      sessions.set(sid, entry);
      try {
        const reply = await call<OpenReply>({ op: 'open', sid, credentials });
        entry.marginClass = reply.marginClass;
        entry.open = true;
        entry.opening = false;
        return sessionOf(sid, entry);
      } catch (err) {
        sessions.delete(sid);
        throw err;
      }
    },
    createDemoAccount: (server, opts) => call({ op: 'createDemoAccount', server, options: opts }),
    stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const s = socket;
      if (!s) return Promise.resolve();
      return new Promise<void>((resolve) => {
        s.once('close', () => resolve());
        s.end();
        setTimeout(() => s.destroy(), 1000).unref();
      });
    },
  };

  return new Promise<RemoteGateway>((resolve) => {
    firstHello = { resolve: () => resolve(gateway) };
    log.info({ url: options.url }, 'connecting to the broker process');
    dial();
  });
}
