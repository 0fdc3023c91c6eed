import type { BridgeFigures, BridgeHello, BridgeSymbol, BridgeUpMessage } from '@copytrade/contracts/bridge';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/ports';
import type {
  AccountFigures,
  AccountSession,
  Credentials,
  GatewayOrder,
  SessionEvent,
  TradingGateway,
  VerifyResult,
} from '../gateway';
import type { BridgeHub } from './hub';
import type { BridgeLink, BridgeLinkStatus, MessageMeta } from './link';
import {
  closeCommand,
  figuresFromWire,
  modifyCommand,
  orderFromWire,
  removeCommand,
  sendCommand,
  symbolFromWire,
  tradeResultFromWire,
} from './wire';

/** Who the account is when the EA's hello is not at hand (a boot adopted after a server restart). */
export type BridgeAccountInfo = Pick<AccountFigures, 'name' | 'currency' | 'leverage'>;

export type BridgeGatewayOptions = {
  hub: BridgeHub;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The account's name, currency and leverage as last stored (the database), by bridge key. */
  describe(keyId: number): Promise<BridgeAccountInfo | null>;
  /** How long opening a session waits for an EA that is not online yet (it calls every poll). */
  connectWaitMs?: number;
};

const DAY_MS = 24 * 3600_000;
/** The snapshot's history never reaches further back than this (the protocol allows 3650 days). */
const MAX_HISTORY_DAYS = 3650;

/** What the adapter knows of one EA from its messages, shared by the sessions of its key. */
type Terminal = {
  link: BridgeLink;
  hello: BridgeHello | null;
  figures: BridgeFigures | null;
  symbols: Map<string, BridgeSymbol>;
  sessions: Set<(message: BridgeUpMessage, meta: MessageMeta) => void>;
  statusListeners: Set<(status: BridgeLinkStatus) => void>;
};

function refused(): VerifyResult {
  return { ok: false, reason: 'unreachable' };
}

/** Whether the EA is logged in to this account: a verified link whose hello (when known) names it. */
function speaksFor(status: BridgeLinkStatus, credentials: Credentials): boolean {
  if (status.state !== 'online' || !status.verified) return false;
  const hello = status.hello;
  return hello === null || (hello.server === credentials.server && hello.login === credentials.login);
}

/**
 * The EA bridge behind the gateway port (issue 16): an account bound through the bridge is reached by its
 * key's link (hub.ts), never by a password. Events come from the EA's `event` and `figures` messages,
 * snapshots and symbols by commands, trades by the link's exactly-once commands. A lost link is a lost
 * connection; the link back, or a new boot of the terminal, is a restored one (the mirror reconciles).
 */
export function createBridgeGateway(options: BridgeGatewayOptions): TradingGateway {
  const { hub, clock } = options;
  const log = options.log.child({ module: 'bridge-gateway' });
  const connectWaitMs = options.connectWaitMs ?? 10_000;
  const terminals = new Map<number, Terminal>();

  function terminalOf(keyId: number): Terminal {
    const known = terminals.get(keyId);
    if (known) return known;
    const link = hub.link(keyId);
    const latest = link.latest();
    const terminal: Terminal = {
      link,
      hello: link.status().hello,
      figures: latest.figures,
      symbols: new Map((latest.symbols ?? []).map((s) => [s.symbol, s])),
      sessions: new Set(),
      statusListeners: new Set(),
    };
    link.onMessage((message, meta) => {
      if (message.type === 'hello') {
        terminal.hello = message;
        terminal.symbols.clear();
      } else if (message.type === 'figures') {
        terminal.figures = message;
      } else if (message.type === 'symbols') {
        terminal.symbols = new Map(message.symbols.map((s) => [s.symbol, s]));
      }
      for (const session of terminal.sessions) session(message, meta);
    });
    link.onStatus((status) => {
      for (const listener of terminal.statusListeners) listener(status);
    });
    terminals.set(keyId, terminal);
    return terminal;
  }

  function keyOf(credentials: Credentials): number | null {
    return credentials.bridgeKeyId ?? null;
  }

  /** Waits until the key's EA is online and verified for this account, up to `connectWaitMs`. */
  function whenConnected(terminal: Terminal, credentials: Credentials): Promise<boolean> {
    if (speaksFor(terminal.link.status(), credentials)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (connected: boolean) => {
        clearTimeout(timer);
        terminal.statusListeners.delete(listener);
        resolve(connected);
      };
      const listener = (status: BridgeLinkStatus) => {
        if (speaksFor(status, credentials)) done(true);
      };
      const timer = setTimeout(() => done(speaksFor(terminal.link.status(), credentials)), connectWaitMs);
      timer.unref();
      terminal.statusListeners.add(listener);
    });
  }

  async function identity(terminal: Terminal, keyId: number): Promise<BridgeAccountInfo> {
    if (terminal.hello) {
      const { name, currency, leverage } = terminal.hello;
      return { name, currency, leverage };
    }
    return (await options.describe(keyId)) ?? { name: '', currency: 'USD', leverage: 100 };
  }

  function figuresOf(terminal: Terminal, who: BridgeAccountInfo): AccountFigures {
    const f = terminal.figures;
    if (f) return figuresFromWire(f, who);
    return {
      ...who,
      balance: '0.00',
      credit: '0.00',
      equity: '0.00',
      margin: '0.00',
      freeMargin: '0.00',
      marginLevel: '0.00',
      profit: '0.00',
    };
  }

  return {
    catalog: () => [],

    async verify(credentials) {
      const keyId = keyOf(credentials);
      if (keyId === null) return refused();
      const terminal = terminalOf(keyId);
      if (!speaksFor(terminal.link.status(), credentials)) return refused();
      return { ok: true, access: 'trade', figures: figuresOf(terminal, await identity(terminal, keyId)) };
    },

    async openSession(credentials, onEvent: (event: SessionEvent) => void): Promise<AccountSession> {
      const keyId = keyOf(credentials);
      if (keyId === null) throw new Error('bridge: no key for this account');
      const terminal = terminalOf(keyId);
      if (!(await whenConnected(terminal, credentials))) throw new Error('bridge: the EA is not connected');
      let who = await identity(terminal, keyId);
      let ended = false;

      const onMessage = (message: BridgeUpMessage, meta: MessageMeta) => {
        if (ended) return;
        if (message.type === 'event') {
          const order = orderFromWire(message.order, meta.offsetMs);
          const remainder = message.remainder ? orderFromWire(message.remainder, meta.offsetMs) : undefined;
          onEvent({ type: 'order', kind: message.kind, order, ...(remainder ? { remainder } : {}) });
        } else if (message.type === 'figures') {
          onEvent({ type: 'figures', figures: figuresOf(terminal, who) });
        } else if (message.type === 'hello') {
          // A new boot of the terminal: what changed while it was down is found by a reconcile.
          who = { name: message.name, currency: message.currency, leverage: message.leverage };
          if (message.server !== credentials.server || message.login !== credentials.login) {
            onEvent({ type: 'connection', status: 'lost' });
          } else {
            onEvent({ type: 'connection', status: 'restored' });
          }
        }
      };
      let wasLost = false;
      const onStatus = (status: BridgeLinkStatus) => {
        if (ended) return;
        if (status.state === 'lost') {
          wasLost = true;
          onEvent({ type: 'connection', status: 'lost' });
        } else if (status.state === 'online' && wasLost) {
          wasLost = false;
          onEvent({ type: 'connection', status: 'restored' });
        }
      };
      terminal.sessions.add(onMessage);
      terminal.statusListeners.add(onStatus);

      return {
        async snapshot(since?: number) {
          const now = clock.now().getTime();
          const historyDays =
            since === undefined
              ? MAX_HISTORY_DAYS
              : Math.min(MAX_HISTORY_DAYS, Math.max(1, Math.ceil((now - since) / DAY_MS) + 1));
          const outcome = await terminal.link.command({ op: 'snapshot', historyDays });
          if (!outcome.ok) throw new Error(`bridge: no snapshot (${outcome.code} ${outcome.message})`);
          const toOrder = (o: Parameters<typeof orderFromWire>[0]) => orderFromWire(o, outcome.offsetMs);
          const history: GatewayOrder[] = outcome.history
            .map(toOrder)
            .filter((o) => since === undefined || (o.closeTime ?? o.openTime) >= since);
          return { figures: figuresOf(terminal, who), open: outcome.open.map(toOrder), history };
        },
        async symbols() {
          if (terminal.symbols.size > 0) return [...terminal.symbols.values()].map(symbolFromWire);
          const outcome = await terminal.link.command({ op: 'symbols' });
          if (!outcome.ok) throw new Error(`bridge: no symbols (${outcome.code} ${outcome.message})`);
          terminal.symbols = new Map(outcome.symbols.map((s) => [s.symbol, s]));
          return outcome.symbols.map(symbolFromWire);
        },
        marginPerLot: (symbol) => terminal.symbols.get(symbol)?.marginPerLot ?? null,
        send: async (request) => tradeResultFromWire(await terminal.link.command(sendCommand(request))),
        modify: async (ticket, change) =>
          tradeResultFromWire(await terminal.link.command(modifyCommand(ticket, change))),
        close: async (ticket, opts) =>
          tradeResultFromWire(await terminal.link.command(closeCommand(ticket, opts))),
        remove: async (ticket) => tradeResultFromWire(await terminal.link.command(removeCommand(ticket))),
        end() {
          ended = true;
          terminal.sessions.delete(onMessage);
          terminal.statusListeners.delete(onStatus);
        },
      };
    },

    stop() {
      hub.stop();
      log.debug('bridge gateway stopped');
      return Promise.resolve();
    },
  };
}
