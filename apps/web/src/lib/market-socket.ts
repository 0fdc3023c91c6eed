import { TIMINGS_MS } from '@copytrade/contracts/constants';
import { MAX_QUOTE_SYMBOLS, type QuotesSubscribe } from '@copytrade/contracts/market';
import { encodeOriginProtocol, type ServerMessage } from '@copytrade/contracts/realtime';
import { useEffect, useRef, useState } from 'react';
import { parseServerMessage, realtimeUrl, type SocketLike } from './realtime';

/*
 * The visitor's realtime socket (issue 18): one per tab, anonymous (a single sub-protocol, the page
 * origin, no token), shared by every hook that needs it. It is open while at least one hook uses it,
 * reconnects after a close (quickly first, then every SOCKET_RECONNECT), and after each (re)connect sends
 * the current quotes ask again. The live quotes ask is one per socket on the server (a new ask replaces
 * the last), so the asks of the mounted hooks are merged into one: the symbols of the server asked last.
 */

/** What the market socket uses of the browser's WebSocket; tests pass a fake. */
export type MarketSocketLike = SocketLike & { send: (data: string) => void };
export type MarketSocketConstructor = new (url: string, protocols: string[]) => MarketSocketLike;

/** A live quote of one symbol: its bid and ask (decimal strings) and the quote's time (epoch ms). */
export type LiveQuote = { bid: string; ask: string; time: number };

/** The first reconnect is quick (a server restart, a network blip); later ones back off to the usual delay. */
const FIRST_RECONNECT_MS = 1_000;
/** A hook that unmounts and another that mounts right after (a route change) keep the same socket. */
const IDLE_CLOSE_MS = 3_000;

type Listener = (message: ServerMessage) => void;
type Ask = { server: string; symbols: readonly string[] };

let socketImpl: MarketSocketConstructor | null = null;

/** Replaces the browser's WebSocket (tests use a fake; null restores the browser's). */
export function setMarketSocketImpl(impl: MarketSocketConstructor | null): void {
  socketImpl = impl;
}

/**
 * The merged quotes ask of several holders: the server of the newest holder, the symbols every holder of
 * that server asks for (first come first), at most MAX_QUOTE_SYMBOLS. Null when nobody asks.
 */
export function mergeAsks(asks: readonly Ask[]): QuotesSubscribe | null {
  const last = asks.at(-1);
  if (!last) return null;
  const symbols = new Set<string>();
  for (const ask of asks) {
    if (ask.server !== last.server) continue;
    for (const symbol of ask.symbols) {
      if (symbols.size >= MAX_QUOTE_SYMBOLS) break;
      symbols.add(symbol);
    }
  }
  return { type: 'quotes', server: last.server, symbols: [...symbols] };
}

/** The shared connection: holders, listeners, asks, and the socket with its timers. */
function createMarketHub() {
  const listeners = new Set<Listener>();
  const asks = new Map<symbol, Ask>();
  let holders = 0;
  let socket: MarketSocketLike | null = null;
  let ready = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let attempts = 0;
  /** The ask the server has now (on this connection), as JSON, to skip sending the same twice. */
  let sentAsk = '';
  let flushQueued = false;

  const dropSocket = (current: MarketSocketLike) => {
    current.onopen = null;
    current.onclose = null;
    current.onerror = null;
    current.onmessage = null;
    current.close(1000);
  };

  const wanted = (): QuotesSubscribe | null => mergeAsks([...asks.values()]);

  const flush = () => {
    flushQueued = false;
    if (!socket || !ready) return;
    const ask = wanted();
    // Nobody asks any more: an empty list stops the quotes the server sends (only if it had an ask).
    const message = ask ?? (sentAsk ? { ...(JSON.parse(sentAsk) as QuotesSubscribe), symbols: [] } : null);
    if (!message) return;
    const text = JSON.stringify(message);
    if (text === sentAsk) return;
    socket.send(text);
    sentAsk = message.symbols.length > 0 ? text : '';
  };

  /** Several hooks change their asks in one render: one message for all of them. */
  const scheduleFlush = () => {
    if (flushQueued) return;
    flushQueued = true;
    queueMicrotask(flush);
  };

  const scheduleReconnect = () => {
    if (holders === 0 || reconnectTimer !== null) return;
    const delay = attempts === 0 ? FIRST_RECONNECT_MS : TIMINGS_MS.SOCKET_RECONNECT;
    attempts += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      open();
    }, delay);
  };

  function open() {
    if (holders === 0 || socket) return;
    const Impl: MarketSocketConstructor = socketImpl ?? WebSocket;
    let next: MarketSocketLike;
    try {
      next = new Impl(realtimeUrl(), [encodeOriginProtocol(window.location.origin)]);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = next;
    ready = false;
    sentAsk = '';
    next.onopen = () => {
      ready = true;
      attempts = 0;
      flush();
    };
    next.onmessage = (event) => {
      const message = parseServerMessage(event.data);
      if (message) for (const listener of [...listeners]) listener(message);
    };
    // A browser follows an error with a close; an error alone drops the socket so a new one can open.
    next.onerror = () => {
      if (socket !== next) return;
      dropSocket(next);
      socket = null;
      ready = false;
      scheduleReconnect();
    };
    next.onclose = () => {
      if (socket !== next) return;
      socket = null;
      ready = false;
      scheduleReconnect();
    };
  }

  const shutDown = () => {
    idleTimer = null;
    if (holders > 0) return;
    if (reconnectTimer !== null) clearTimeout(reconnectTimer);
    reconnectTimer = null;
    attempts = 0;
    const current = socket;
    socket = null;
    ready = false;
    sentAsk = '';
    if (current) dropSocket(current);
  };

  return {
    /** Keeps the socket open until the returned release is called. */
    hold(): () => void {
      holders += 1;
      if (idleTimer !== null) clearTimeout(idleTimer);
      idleTimer = null;
      open();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders === 0) idleTimer = setTimeout(shutDown, IDLE_CLOSE_MS);
      };
    },
    listen(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Forgets everything at once (between tests: no socket or timer outlives its test). */
    reset(): void {
      holders = 0;
      asks.clear();
      listeners.clear();
      if (idleTimer !== null) clearTimeout(idleTimer);
      shutDown();
    },
    /** Sets (or, with null, withdraws) one holder's quotes ask. */
    ask(key: symbol, ask: Ask | null): void {
      if (ask) {
        // The newest ask decides the server: move it to the end.
        asks.delete(key);
        asks.set(key, ask);
      } else {
        asks.delete(key);
      }
      scheduleFlush();
    },
  };
}

const hub = createMarketHub();

/** Closes the shared socket and drops every ask and listener (tests, after each). */
export function resetMarketSocket(): void {
  hub.reset();
}

/** Holds the shared socket while mounted and hands every message to `listener`. */
function useMarketSocket(listener: Listener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const release = hub.hold();
    const stop = hub.listen((message) => latest.current(message));
    return () => {
      stop();
      release();
    };
  }, []);
}

/** Listens to one kind of site-wide message on the visitor's socket while mounted. */
export function useSiteMessage<T extends ServerMessage['type']>(
  type: T,
  handler: (message: Extract<ServerMessage, { type: T }>) => void,
): void {
  useMarketSocket((message) => {
    if (message.type === type) handler(message as Extract<ServerMessage, { type: T }>);
  });
}

const NO_QUOTES: ReadonlyMap<string, LiveQuote> = new Map();

/**
 * Live quotes of `symbols` on `server` while mounted (only the symbols on screen: the ask is merged with the
 * other mounted hooks' and capped at MAX_QUOTE_SYMBOLS). Returns the latest quote per symbol received since
 * the ask; a symbol without one yet is absent.
 */
export function useLiveQuotes(
  server: string | null | undefined,
  symbols: readonly string[],
): ReadonlyMap<string, LiveQuote> {
  const [key] = useState(() => Symbol('quotes'));
  const symbolsKey = symbols.join(',');
  const [state, setState] = useState<{ server: string; quotes: ReadonlyMap<string, LiveQuote> }>({
    server: '',
    quotes: NO_QUOTES,
  });

  useMarketSocket((message) => {
    if (message.type !== 'quotes' || !server || message.server !== server) return;
    const wantedSymbols = new Set(symbolsKey.split(','));
    const moved = message.quotes.filter((quote) => wantedSymbols.has(quote.symbol));
    if (moved.length === 0) return;
    setState((previous) => {
      const quotes = new Map(previous.server === server ? previous.quotes : NO_QUOTES);
      for (const { symbol, bid, ask, time } of moved) {
        const known = quotes.get(symbol);
        if (!known || known.time <= time) quotes.set(symbol, { bid, ask, time });
      }
      return { server, quotes };
    });
  });

  useEffect(() => {
    const list = symbolsKey ? symbolsKey.split(',') : [];
    hub.ask(key, server && list.length > 0 ? { server, symbols: list } : null);
  }, [key, server, symbolsKey]);
  useEffect(() => () => hub.ask(key, null), [key]);

  return state.server === server ? state.quotes : NO_QUOTES;
}
