import { createServer, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountSession, MarketTick, SessionEvent, TradingGateway } from '../gateway';
import {
  WIRE_VERSION,
  lineWriter,
  readLines,
  type MarginTable,
  type OpenReply,
  type WireMessage,
  type WireRequest,
} from './broker-wire';
import { brokerServerTls } from './broker-tls';

/**
 * Serves a trading gateway (the simulated brokers) to API processes over TCP (broker-wire.ts). Each
 * connection has its own sessions; a connection that closes ends them. Session events go out in the order
 * the gateway produced them, and before the answer of the trade call that caused them (the simulator
 * delivers a trade's events before it answers), so the client sees them in the same order as in process.
 */
export type BrokerServerOptions = {
  gateway: TradingGateway;
  host: string;
  port: number;
  log: FastifyBaseLogger;
  /** How often the margin tables in use are refreshed (as often as the simulator pushes figures). */
  marginsEveryMs?: number;
  /** BROKER_SECRET: only clients that know it connect, over TLS with it as pre-shared key (broker-tls.ts). */
  secret?: string;
};

export type BrokerServer = {
  /** The port listened on (the one asked for, or the one given for 0). */
  port: number;
  /** Stops accepting, answers the calls in flight (at most `graceMs`), closes the connections. */
  close(graceMs?: number): Promise<void>;
};

type ServedSession = {
  session: AccountSession | null;
  server: string;
  marginClass: string | null;
  ended: boolean;
};
type MarginClassEntry = { server: string; sids: Set<number>; sent: Map<string, string | null> };

const classOf = (server: string, figures: { leverage: number; currency: string }) =>
  `${server}|${figures.leverage}|${figures.currency}`;

export async function serveGateway(options: BrokerServerOptions): Promise<BrokerServer> {
  const { gateway, log } = options;
  const connections = new Set<Connection>();
  let inFlight = 0;
  let idle: (() => void) | null = null;
  /** Symbol names per server, for the margin tables. */
  const symbolNames = new Map<string, string[]>();

  const accept = (socket: Socket) => {
    const connection = serve(socket);
    connections.add(connection);
    socket.on('close', () => {
      connections.delete(connection);
      connection.closed();
    });
  };
  // With the secret, a connection is served only once its TLS handshake proved the client knows it.
  const server: Server = options.secret
    ? createTlsServer(brokerServerTls(options.secret), accept)
    : createServer(accept);
  server.on('error', (err) => log.error({ err }, 'broker: server error'));
  server.on('tlsClientError', (err: Error, socket: Socket) => {
    log.warn(
      { peer: `${socket.remoteAddress}:${socket.remotePort}`, err: err.message },
      'broker: refused a connection (no TLS, or another BROKER_SECRET)',
    );
  });

  const marginTimer = setInterval(() => {
    for (const c of connections) c.refreshMargins();
  }, options.marginsEveryMs ?? 1000);
  marginTimer.unref();

  type Connection = { closed(): void; refreshMargins(): void; socket: Socket };

  function serve(socket: Socket): Connection {
    socket.setNoDelay(true);
    const peer = `${socket.remoteAddress}:${socket.remotePort}`;
    log.info({ peer }, 'broker: API process connected');
    const out = lineWriter(socket);
    const send = (message: WireMessage) => out.send(message);
    const sessions = new Map<number, ServedSession>();
    const classes = new Map<string, MarginClassEntry>();
    let unsubscribeTicks: (() => void) | null = null;
    let ticks: MarketTick[] = [];
    let open = true;

    send(hello());

    function hello(): WireMessage {
      const market = gateway.market;
      if (!market)
        return {
          type: 'hello',
          version: WIRE_VERSION,
          catalog: gateway.catalog(),
          market: null,
          demoAccounts: false,
        };
      const servers = market.servers();
      const symbols = Object.fromEntries(servers.map((s) => [s.server, market.symbols(s.server)]));
      const quotes = servers.flatMap((s) =>
        symbols[s.server]!.flatMap((sym) => {
          const q = market.quote(s.server, sym.symbol);
          return q ? [q] : [];
        }),
      );
      return {
        type: 'hello',
        version: WIRE_VERSION,
        catalog: gateway.catalog(),
        market: { servers, symbols, quotes },
        demoAccounts: gateway.createDemoAccount !== undefined,
      };
    }

    /** The table of a class, the values that changed since it was last sent to this connection. */
    function marginChanges(marginClass: string, entry: MarginClassEntry): MarginTable | null {
      const first = entry.sids.values().next();
      const session = first.done ? null : sessions.get(first.value)?.session;
      if (!session) return null;
      const changes: MarginTable = {};
      let changed = false;
      for (const symbol of symbolNames.get(entry.server) ?? []) {
        const value = session.marginPerLot(symbol);
        if (entry.sent.has(symbol) && entry.sent.get(symbol) === value) continue;
        entry.sent.set(symbol, value);
        changes[symbol] = value;
        changed = true;
      }
      return changed ? changes : null;
    }

    function sendMargins(marginClass: string) {
      const entry = classes.get(marginClass);
      if (!entry) return;
      const margins = marginChanges(marginClass, entry);
      if (margins) send({ type: 'margins', marginClass, margins });
    }

    function joinClass(sid: number, served: ServedSession, marginClass: string) {
      if (served.marginClass === marginClass) return;
      leaveClass(sid, served);
      served.marginClass = marginClass;
      let entry = classes.get(marginClass);
      if (!entry) {
        entry = { server: served.server, sids: new Set(), sent: new Map() };
        classes.set(marginClass, entry);
      }
      entry.sids.add(sid);
      sendMargins(marginClass);
    }

    function leaveClass(sid: number, served: ServedSession) {
      if (!served.marginClass) return;
      const entry = classes.get(served.marginClass);
      entry?.sids.delete(sid);
      if (entry && entry.sids.size === 0) classes.delete(served.marginClass);
      served.marginClass = null;
    }

    function onSessionEvent(sid: number, served: ServedSession, event: SessionEvent) {
      if (!open || served.ended) return;
      if (event.type === 'figures' && served.session) {
        const marginClass = classOf(served.server, event.figures);
        if (marginClass !== served.marginClass) {
          joinClass(sid, served, marginClass);
          send({ type: 'class', sid, marginClass });
        }
      }
      send({ type: 'event', sid, event });
    }

    async function openSession(request: Extract<WireRequest, { op: 'open' }>): Promise<OpenReply> {
      const { sid, credentials } = request;
      if (sessions.has(sid)) throw new Error(`session ${sid} is open already`);
      const served: ServedSession = {
        session: null,
        server: credentials.server,
        marginClass: null,
        ended: false,
      };
      sessions.set(sid, served);
      try {
        const session = await gateway.openSession(credentials, (event) => onSessionEvent(sid, served, event));
        if (!open || served.ended) {
          session.end();
          throw new Error('session ended');
        }
        served.session = session;
        if (!symbolNames.has(credentials.server)) {
          symbolNames.set(
            credentials.server,
            (await session.symbols()).map((s) => s.symbol),
          );
        }
        const verdict = await gateway.verify(credentials);
        if (!verdict.ok) throw new Error(`session refused: ${verdict.reason}`);
        joinClass(sid, served, classOf(credentials.server, verdict.figures));
        return { marginClass: served.marginClass! };
      } catch (err) {
        served.session?.end();
        leaveClass(sid, served);
        if (sessions.get(sid) === served) sessions.delete(sid);
        throw err;
      }
    }

    function sessionOf(sid: number): AccountSession {
      const session = sessions.get(sid)?.session;
      if (!session) throw new Error(`no session ${sid}`);
      return session;
    }

    function call(request: Extract<WireRequest, { id: number }>): Promise<unknown> {
      switch (request.op) {
        case 'verify':
          return gateway.verify(request.credentials);
        case 'open':
          return openSession(request);
        case 'snapshot':
          return sessionOf(request.sid).snapshot(request.since);
        case 'symbols':
          return sessionOf(request.sid).symbols();
        case 'send':
          return sessionOf(request.sid).send(request.request);
        case 'modify':
          return sessionOf(request.sid).modify(request.ticket, request.change);
        case 'close':
          return sessionOf(request.sid).close(request.ticket, request.options);
        case 'remove':
          return sessionOf(request.sid).remove(request.ticket);
        case 'createDemoAccount':
          if (!gateway.createDemoAccount) throw new Error('this broker cannot open demo accounts');
          return gateway.createDemoAccount(request.server, request.options);
      }
    }

    function endSession(sid: number) {
      const served = sessions.get(sid);
      if (!served) return;
      served.ended = true;
      served.session?.end();
      leaveClass(sid, served);
      sessions.delete(sid);
    }

    function setTicks(on: boolean) {
      const market = gateway.market;
      if (!on || !market) {
        unsubscribeTicks?.();
        unsubscribeTicks = null;
        return;
      }
      if (unsubscribeTicks) return;
      unsubscribeTicks = market.onTick((tick) => {
        // A world step moves many markets at once: they go out as one message.
        if (ticks.length === 0) {
          setImmediate(() => {
            const batch = ticks;
            ticks = [];
            if (open) send({ type: 'ticks', ticks: batch });
          });
        }
        ticks.push(tick);
      });
    }

    readLines(socket, (message) => {
      const request = message as WireRequest;
      if (!open) return;
      if (request.op === 'end') return endSession(request.sid);
      if (request.op === 'ticks') return setTicks(request.on);
      const { id } = request;
      inFlight += 1;
      // A call that throws at once is answered like one that fails later.
      new Promise<unknown>((resolve) => resolve(call(request)))
        .then(
          (value) => send({ type: 'reply', id, ok: true, value }),
          (err: unknown) =>
            send({ type: 'reply', id, ok: false, error: err instanceof Error ? err.message : String(err) }),
        )
        .finally(() => {
          inFlight -= 1;
          if (inFlight === 0) idle?.();
        });
    });
    socket.on('error', (err) => log.warn({ err, peer }, 'broker: connection error'));

    return {
      socket,
      refreshMargins() {
        for (const marginClass of classes.keys()) sendMargins(marginClass);
      },
      closed() {
        open = false;
        unsubscribeTicks?.();
        unsubscribeTicks = null;
        for (const sid of [...sessions.keys()]) endSession(sid);
        log.info({ peer }, 'broker: API process disconnected');
      },
    };
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    port,
    async close(graceMs = 5000) {
      clearInterval(marginTimer);
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, graceMs);
          idle = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      // Let the last answers reach their sockets before closing them.
      await new Promise((resolve) => setImmediate(resolve));
      for (const c of connections) c.socket.end();
      // A client that does not close its side within a second is cut off.
      const cut = setTimeout(() => {
        for (const c of connections) c.socket.destroy();
      }, 1000);
      await stopped;
      clearTimeout(cut);
    },
  };
}
