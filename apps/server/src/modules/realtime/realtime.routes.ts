import type { FastifyPluginCallback } from 'fastify';
import type {} from '@fastify/websocket';
import { quotesSubscribeSchema } from '@copytrade/contracts/market';
import { decodeOriginProtocol, WS_PATH, type ServerMessage } from '@copytrade/contracts/realtime';
import type { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { RealtimeHub } from '../../platform/realtime-hub';
import type { MarketService } from '../market/market.service';

/** The hub's user id of a visitor's socket: it hears the site's public messages, no user's. */
const VISITOR = 0;
/** Quote asks a socket may make in a window; more are refused (a page asks once per screen change). */
const ASKS_PER_WINDOW = 20;
const ASK_WINDOW_MS = 10_000;
/** A browser message larger than this is not read (an ask of 40 symbols is well under 2 KiB). */
const MAX_MESSAGE_BYTES = 4096;

type Deps = {
  hub: RealtimeHub;
  /** Live quotes for the tools (issue 18). */
  quotes: Pick<MarketService, 'stream' | 'checkAsk'>;
  resolveSite(domain: string | undefined, host: string | undefined): Promise<SiteScope>;
  authenticate(site: SiteScope, token: string | undefined): Promise<Caller>;
  /** The user's accounts whose server link is broken now. */
  brokenAccounts(
    site: SiteScope,
    caller: Caller,
  ): Promise<{ mtAccId: number; loginOrder: number; login: string }[]>;
  pingMs?: number;
};

/** Sub-protocols: [base64url(page origin), token] (DESIGN.md, Realtime). */
export function parseProtocols(header: string | string[] | undefined): { origin?: string; token?: string } {
  const raw = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  let origin: string | undefined;
  try {
    origin = raw[0] ? decodeOriginProtocol(raw[0]) : undefined;
  } catch {
    origin = undefined;
  }
  return { origin, token: raw[1] };
}

/**
 * `/ws`: the socket of a page. After the handshake the server checks the token on the site of the page's
 * origin: refused -> `{type: 'auth', wsStatus: 401}` and close; accepted -> `ready` with the broken
 * accounts, then the user's connection, account and order messages as they happen. Without a token (a
 * visitor's tools page) it is a visitor's socket: `ready` with no accounts, then the site's public messages.
 *
 * The one message a page sends is an ask for live quotes (`{type: 'quotes', server, symbols}`, issue 18):
 * checked (known server and symbols, at most MAX_QUOTE_SYMBOLS, at most ASKS_PER_WINDOW asks in
 * ASK_WINDOW_MS), it replaces the socket's last ask; a refused one answers `quotesRefused` and changes
 * nothing.
 */
export function realtimeRoutes(deps: Deps) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    app.get(WS_PATH, { websocket: true, schema: { hide: true } }, (socket, req) => {
      const send = (message: ServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      let unsubscribe: (() => void) | undefined;
      let alive = true;
      const sink = {
        send: (text: string) => {
          if (socket.readyState === socket.OPEN) socket.send(text);
        },
        buffered: () => socket.bufferedAmount,
      };
      let ready = false;
      let asks: number[] = [];
      const ping = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, deps.pingMs ?? 30_000);
      ping.unref();
      socket.on('pong', () => {
        alive = true;
      });
      socket.on('close', () => {
        clearInterval(ping);
        unsubscribe?.();
        deps.quotes.stream.unsubscribe(sink);
      });
      const refuse = (
        reason: 'malformed' | 'too_many' | 'unknown_server' | 'unknown_symbol',
        symbols: string[],
      ) => send({ type: 'quotesRefused', reason, symbols });
      socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
        if (!ready) return;
        const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
        if (isBinary || size > MAX_MESSAGE_BYTES) return refuse('malformed', []);
        const now = Date.now();
        asks = asks.filter((t) => now - t < ASK_WINDOW_MS);
        if (asks.length >= ASKS_PER_WINDOW) return refuse('too_many', []);
        asks.push(now);
        let parsed: unknown;
        try {
          const bytes = Array.isArray(data)
            ? Buffer.concat(data)
            : Buffer.isBuffer(data)
              ? data
              : Buffer.from(new Uint8Array(data));
          parsed = JSON.parse(bytes.toString('utf8'));
        } catch {
          return refuse('malformed', []);
        }
        const ask = quotesSubscribeSchema.safeParse(parsed);
        if (!ask.success) {
          const tooMany = ask.error.issues.some((i) => i.code === 'too_big' && i.path[0] === 'symbols');
          return refuse(tooMany ? 'too_many' : 'malformed', []);
        }
        const refusal = deps.quotes.checkAsk(ask.data.server, ask.data.symbols);
        if (refusal) return refuse(refusal.reason, refusal.symbols);
        deps.quotes.stream.subscribe(sink, ask.data.server, ask.data.symbols);
        return undefined;
      });

      const { origin, token } = parseProtocols(req.headers['sec-websocket-protocol']);
      void (async () => {
        try {
          const site = await deps.resolveSite(origin, req.headers.host);
          if (!token) {
            if (socket.readyState !== socket.OPEN) return;
            unsubscribe = deps.hub.subscribe(site.id, VISITOR, send);
            ready = true;
            send({ type: 'ready', wsStatus: 200, broken: [] });
            return;
          }
          const caller = await deps.authenticate(site, token);
          if (socket.readyState !== socket.OPEN) return;
          unsubscribe = deps.hub.subscribe(site.id, caller.userId, send);
          ready = true;
          send({ type: 'ready', wsStatus: 200, broken: await deps.brokenAccounts(site, caller) });
        } catch (error) {
          req.log.info({ code: (error as AppError).code }, 'realtime: refused');
          send({ type: 'auth', wsStatus: 401 });
          socket.close(4401, 'unauthorized');
        }
      })();
    });
    done();
  };
  return routes;
}
