import type { FastifyPluginCallback } from 'fastify';
import type {} from '@fastify/websocket';
import { decodeOriginProtocol, WS_PATH, type ServerMessage } from '@copytrade/contracts/realtime';
import type { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { RealtimeHub } from '../../platform/realtime-hub';

type Deps = {
  hub: RealtimeHub;
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
 * `/ws`: the socket of a signed-in page. After the handshake the server checks the token on the site of
 * the page's origin: refused -> `{type: 'auth', wsStatus: 401}` and close; accepted -> `ready` with the
 * broken accounts, then the user's connection, account and order messages as they happen.
 */
export function realtimeRoutes(deps: Deps) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    app.get(WS_PATH, { websocket: true, schema: { hide: true } }, (socket, req) => {
      const send = (message: ServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      let unsubscribe: (() => void) | undefined;
      let alive = true;
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
      });
      // Messages from the browser are not part of the protocol; they are ignored.
      socket.on('message', () => undefined);

      const { origin, token } = parseProtocols(req.headers['sec-websocket-protocol']);
      void (async () => {
        try {
          const site = await deps.resolveSite(origin, req.headers.host);
          const caller = await deps.authenticate(site, token);
          if (socket.readyState !== socket.OPEN) return;
          unsubscribe = deps.hub.subscribe(site.id, caller.userId, send);
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
