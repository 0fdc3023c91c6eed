/**
 * The wire between an API process and the broker process (issue 20): the trading gateway port over TCP,
 * one JSON message per line. Both ends import these types, so a change of the protocol is a change of
 * both. The client names its sessions (`sid`) and its calls (`id`): events of a session can arrive before
 * the answer to its `open`, and many calls are in flight at once, answered in any order.
 *
 * The wire carries account passwords: with BROKER_SECRET it runs over TLS with a pre-shared key
 * (broker-tls.ts); without, it is plain and allowed on loopback only (config/env.ts, broker-main.ts).
 */

import type { Socket } from 'node:net';
import type {
  CatalogPlatform,
  Credentials,
  MarketFeed,
  MarketSymbol,
  MarketTick,
  SessionEvent,
  TradeRequest,
} from '../gateway';

export const WIRE_VERSION = 1;

/** What the client asks. Calls with an `id` are answered by a `reply` with the same id. */
export type WireRequest =
  | { id: number; op: 'verify'; credentials: Credentials }
  | { id: number; op: 'open'; sid: number; credentials: Credentials }
  | { id: number; op: 'snapshot'; sid: number; since?: number }
  | { id: number; op: 'symbols'; sid: number }
  | { id: number; op: 'send'; sid: number; request: TradeRequest }
  | {
      id: number;
      op: 'modify';
      sid: number;
      ticket: number;
      change: { price?: string; sl?: string; tp?: string };
    }
  | { id: number; op: 'close'; sid: number; ticket: number; options?: { lots?: number; slippage?: number } }
  | { id: number; op: 'remove'; sid: number; ticket: number }
  | {
      id: number;
      op: 'createDemoAccount';
      server: string;
      options: { name: string; leverage: number; deposit: string };
    }
  | { op: 'end'; sid: number }
  /** Ticks are sent only while the client has a listener (a feed ticks many times a second). */
  | { op: 'ticks'; on: boolean };

export type MarketServer = ReturnType<MarketFeed['servers']>[number];

/** Margin per 1.00 lot by symbol (null: unknown now, e.g. the market is closed). */
export type MarginTable = Record<string, string | null>;

/** What the broker says. */
export type WireMessage =
  | {
      type: 'hello';
      version: number;
      catalog: CatalogPlatform[];
      /** The price feed's servers and symbols (they do not change while the broker runs) and prices now. */
      market: {
        servers: MarketServer[];
        symbols: Record<string, MarketSymbol[]>;
        quotes: MarketTick[];
      } | null;
      demoAccounts: boolean;
    }
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; error: string }
  | { type: 'event'; sid: number; event: SessionEvent }
  | { type: 'ticks'; ticks: MarketTick[] }
  /**
   * Margins per lot of a margin class: the accounts of one server with one leverage and currency (what an
   * MT4 margin depends on besides the price). A session's class comes with its `open` answer and with
   * `class` when it changes; tables are refreshed while a session of the class is open.
   */
  | { type: 'margins'; marginClass: string; margins: MarginTable }
  | { type: 'class'; sid: number; marginClass: string };

/** The answer to `open`. */
export type OpenReply = { marginClass: string };

/** Messages written at once when this many wait (the reader can start on them while more are made). */
const WRITE_AT = 512;

/**
 * Writes messages to a socket, many per write: thousands of calls or events of one fan-out go out in a
 * few system calls instead of one each, and in parts of WRITE_AT while they are still being made.
 */
export function lineWriter(socket: Socket) {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    if (pending.length === 0 || socket.destroyed) {
      pending = [];
      return;
    }
    const text = pending.join('');
    pending = [];
    socket.write(text);
  };
  return {
    send(message: unknown) {
      if (socket.destroyed) return;
      pending.push(`${JSON.stringify(message)}\n`);
      if (pending.length >= WRITE_AT) {
        flush();
      } else if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          flush();
        });
      }
    },
    flush,
  };
}

/** Reads one JSON message per line from a socket; a line that is not JSON closes the connection. */
export function readLines(socket: Socket, onMessage: (message: unknown) => void) {
  let rest = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    rest += chunk;
    let start = 0;
    let end = rest.indexOf('\n', start);
    while (end !== -1) {
      const line = rest.slice(start, end);
      start = end + 1;
      if (line.length > 0) {
        let message: unknown;
        try {
          message = JSON.parse(line);
        } catch {
          socket.destroy(new Error('broker wire: a line that is not JSON'));
          return;
        }
        onMessage(message);
      }
      end = rest.indexOf('\n', start);
    }
    rest = rest.slice(start);
  });
}

/** `tcp://host:port` -> host and port. */
export function parseBrokerUrl(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  if (parsed.protocol !== 'tcp:' || !parsed.hostname || !parsed.port) {
    throw new Error(`broker url must look like tcp://host:port, not ${url}`);
  }
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port) };
}

/** The trade calls: a connection lost while one is in flight answers 128 (the outcome is unknown). */
export const TRADE_OPS = new Set(['send', 'modify', 'close', 'remove']);
