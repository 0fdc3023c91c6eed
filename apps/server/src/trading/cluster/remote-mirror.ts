import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountFigures, AccountSession, AccountSnapshot, GatewaySymbol, TradeResult } from '../gateway';
import type { MirroredAccount, TradeEvent } from '../account-mirror';
import {
  clusterChannels,
  closeRedis,
  connectRedis,
  notConnected,
  parse,
  subscribeWhenReady,
  timedOut,
  TRADE_OPS,
  type ApiNodeMessage,
  type ApiNodeState,
  type Command,
  type CommandReply,
  type SessionOp,
  type TradeMessage,
  type ViewMessage,
  type WireView,
} from './wire';

export type RemoteMirrorOptions = {
  url: string;
  prefix: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  nodeId?: string;
  /** A trade call unanswered this long answers MT4 128 (default 10 s). */
  tradeTimeoutMs?: number;
  /** A read (snapshot, symbols) unanswered this long fails (default 30 s). */
  readTimeoutMs?: number;
  /**
   * An API node not heard from this long (its heartbeat is every 2 s) counts as dead (default 10 s): its
   * sessions are not used (the accounts read as not connected) and it no longer counts as attaching.
   */
  nodeSilenceMs?: number;
  /** At most this long a session is waited for while API nodes are still attaching (default 60 s). */
  attachWaitMs?: number;
};

type Pending = { resolve(reply: CommandReply | 'timeout'): void; timer: NodeJS.Timeout };

/**
 * The account mirror as a copy worker sees it (issue 20): the API nodes hold the sessions, this answers
 * the copier's `MirrorPort` (plus `onTradeEvent` and `ready`) through Redis.
 * - `view()` is synchronous: the views are kept in memory, filled at start from the view table and kept
 *   current by what the API nodes publish.
 * - `session(id)` is a proxy whose calls are commands to the node holding the account's session, each
 *   with its request id and a timeout; a trade call that times out answers MT4 128 (outcome unknown: the
 *   copier then looks for its copy tag, and the node runs that look after the send, never sending twice).
 *   `marginPerLot` is synchronous too: it answers what came with the view.
 * - Trade events arrive from `<prefix>:trade` in each account's order (one node publishes an account's).
 */
export function createRemoteMirror(options: RemoteMirrorOptions) {
  const { log } = options;
  const node = options.nodeId ?? randomUUID();
  const ch = clusterChannels(options.prefix);
  const tradeTimeoutMs = options.tradeTimeoutMs ?? 10_000;
  const readTimeoutMs = options.readTimeoutMs ?? 30_000;
  const attachWaitMs = options.attachWaitMs ?? 60_000;
  const publisher = connectRedis(options.url, 'worker-commands', log);
  const subscriber = connectRedis(options.url, 'worker-listener', log);
  const views = new Map<number, WireView>();
  const apiNodes = new Map<string, ApiNodeState>();
  /** When each API node was last heard from (its state, a heartbeat, a view, a trade event, an answer). */
  const heard = new Map<string, number>();
  const nodeSilenceMs = options.nodeSilenceMs ?? 10_000;
  const proxies = new Map<number, AccountSession>();
  const pending = new Map<number, Pending>();
  const listeners = new Set<(event: TradeEvent) => void>();
  /** Callers waiting for a session or for the API nodes to be done attaching; woken on every change. */
  let waiters: (() => void)[] = [];
  let filled = false;
  let nextId = 1;
  let timeouts = 0;

  function wake() {
    const woken = waiters;
    waiters = [];
    for (const w of woken) w();
  }

  const alive = (apiNode: string) => Date.now() - (heard.get(apiNode) ?? 0) < nodeSilenceMs;
  const attaching = () =>
    !filled || [...apiNodes].some(([apiNode, state]) => state === 'starting' && alive(apiNode));
  /** The account's view while its node is alive. */
  const liveView = (accountId: number) => {
    const v = views.get(accountId);
    return v && alive(v.node) ? v : undefined;
  };

  /** Resolves when `done()` holds, or after `attachWaitMs` (a node that died while starting). */
  async function until(done: () => boolean): Promise<void> {
    const deadline = Date.now() + attachWaitMs;
    while (!done() && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  function onView(message: ViewMessage) {
    const current = views.get(message.accountId);
    if (apiNodes.has(message.node)) heard.set(message.node, Date.now());
    if (message.view) views.set(message.accountId, message.view);
    // A node that lets go of an account does not remove what another node says of it now.
    else if (current?.node === message.node) views.delete(message.accountId);
    wake();
  }

  function onApiNode(message: ApiNodeMessage) {
    if (message.state === 'gone') {
      apiNodes.delete(message.node);
      heard.delete(message.node);
    } else {
      apiNodes.set(message.node, message.state);
      heard.set(message.node, Date.now());
    }
    wake();
  }

  function onTrade(message: TradeMessage) {
    for (const listener of listeners) {
      try {
        listener(message.event);
      } catch (err) {
        log.error({ err }, 'remote mirror: trade listener failed');
      }
    }
  }

  function onReply(reply: CommandReply) {
    const waiting = pending.get(reply.id);
    if (!waiting) return; // answered after its timeout: the caller has moved on
    pending.delete(reply.id);
    clearTimeout(waiting.timer);
    waiting.resolve(reply);
  }

  subscriber.on('message', (channel: string, text: string) => {
    if (channel === ch.trade) {
      const m = parse<TradeMessage>(text);
      if (m) onTrade(m);
    } else if (channel === ch.views) {
      const m = parse<ViewMessage>(text);
      if (m) onView(m);
    } else if (channel === ch.apiNodes) {
      const m = parse<ApiNodeMessage>(text);
      if (m) onApiNode(m);
    } else if (channel === ch.reply(node)) {
      const m = parse<CommandReply>(text);
      if (m) onReply(m);
    }
  });

  /** Sends a command to the node holding the account's session: its answer, 'timeout', or 'none' (no holder). */
  function command(
    accountId: number,
    op: SessionOp,
    args: unknown[],
  ): Promise<CommandReply | 'timeout' | 'none'> {
    const holder = liveView(accountId);
    if (!holder?.session) return Promise.resolve('none');
    const id = nextId++;
    const message: Command = { id, from: node, accountId, op, args };
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => {
          pending.delete(id);
          timeouts += 1;
          log.warn({ accountId, op, node: holder.node }, 'remote mirror: command timed out');
          resolve('timeout');
        },
        TRADE_OPS.has(op) ? tradeTimeoutMs : readTimeoutMs,
      );
      pending.set(id, { resolve, timer });
      publisher.publish(ch.cmd(holder.node), JSON.stringify(message)).catch((err: unknown) => {
        log.warn({ err }, 'remote mirror: command not sent');
      });
    });
  }

  async function trade(accountId: number, op: SessionOp, args: unknown[]): Promise<TradeResult> {
    const answer = await command(accountId, op, args);
    if (answer === 'none') return notConnected('no node holds the session');
    if (answer === 'timeout') return timedOut('no answer from the node holding the session');
    if (!answer.ok) return notConnected(answer.error);
    return answer.value as TradeResult;
  }

  async function read<T>(accountId: number, op: SessionOp, args: unknown[]): Promise<T> {
    const answer = await command(accountId, op, args);
    if (answer === 'none') throw new Error(`remote mirror: no node holds the session of ${accountId}`);
    if (answer === 'timeout') throw new Error(`remote mirror: ${op} of ${accountId} timed out`);
    if (!answer.ok) throw new Error(`remote mirror: ${op} of ${accountId} failed: ${answer.error}`);
    return answer.value as T;
  }

  function proxy(accountId: number): AccountSession {
    return {
      snapshot: (since) => read<AccountSnapshot>(accountId, 'snapshot', [since ?? null]),
      symbols: () => read<GatewaySymbol[]>(accountId, 'symbols', []),
      marginPerLot: (symbol) => views.get(accountId)?.margins[symbol] ?? null,
      send: (request) => trade(accountId, 'send', [request]),
      modify: (ticket, change) => trade(accountId, 'modify', [ticket, change]),
      close: (ticket, closeOptions) => trade(accountId, 'close', [ticket, closeOptions ?? null]),
      remove: (ticket) => trade(accountId, 'remove', [ticket]),
      // The session belongs to the API node; a worker never ends it.
      end: () => undefined,
    };
  }

  function session(accountId: number): AccountSession | null {
    if (!liveView(accountId)?.session) return null;
    let p = proxies.get(accountId);
    if (!p) {
      p = proxy(accountId);
      proxies.set(accountId, p);
    }
    return p;
  }

  let ready: Promise<void> = Promise.resolve();

  return {
    nodeId: node,

    /** Listens, then fills the views and the API nodes' states from their tables. */
    async start(): Promise<void> {
      await subscribeWhenReady(subscriber, ch.trade, ch.views, ch.apiNodes, ch.reply(node));
      const [table, nodes] = await Promise.all([
        publisher.hgetall(ch.viewTable),
        publisher.hgetall(ch.apiNodes),
      ]);
      // What was published since the subscription is newer than the table.
      for (const [id, text] of Object.entries(table)) {
        const view = parse<WireView>(text);
        if (view && !views.has(Number(id))) views.set(Number(id), view);
      }
      // A node in the table gets its silence counted from now (its next heartbeat proves it alive).
      for (const [id, state] of Object.entries(nodes)) {
        if (apiNodes.has(id)) continue;
        apiNodes.set(id, state as ApiNodeState);
        heard.set(id, Date.now());
      }
      filled = true;
      wake();
      ready = until(() => !attaching());
    },

    /** Resolves when the API nodes have attached the accounts bound at their start. */
    ready: () => ready,

    starting: attaching,

    view(
      accountId: number,
    ): { figures: AccountFigures | null; connected: boolean; account: MirroredAccount } | null {
      const v = views.get(accountId);
      // An account whose node went silent reads as not connected (nothing is copied to it meanwhile).
      return v ? { figures: v.figures, connected: v.connected && alive(v.node), account: v.account } : null;
    },

    session,

    async sessionWhenAttached(accountId: number): Promise<AccountSession | null> {
      await until(() => Boolean(liveView(accountId)?.session) || !attaching());
      return session(accountId);
    },

    onTradeEvent(listener: (event: TradeEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Commands that went unanswered in time (tests, metrics). */
    timeouts: () => timeouts,

    async close(): Promise<void> {
      // Unanswered calls have an unknown outcome, as after a timeout.
      for (const waiting of pending.values()) {
        clearTimeout(waiting.timer);
        waiting.resolve('timeout');
      }
      pending.clear();
      wake();
      await closeRedis([subscriber, publisher]);
    },
  };
}

export type RemoteMirror = ReturnType<typeof createRemoteMirror>;
