import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountMirror } from '../account-mirror';
import type { AccountSession, TradeRequest } from '../gateway';
import { createKeyedQueue } from '../keyed-queue';
import {
  clusterChannels,
  closeRedis,
  connectRedis,
  parse,
  subscribeWhenReady,
  withoutSecret,
  type ApiNodeMessage,
  type ApiNodeState,
  type Command,
  type CommandReply,
  type TradeMessage,
  type ViewMessage,
  type WireView,
} from './wire';

export type ApiNodeOptions = {
  url: string;
  prefix: string;
  mirror: Pick<AccountMirror, 'view' | 'session' | 'onTradeEvent' | 'onConnected' | 'ready'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  nodeId?: string;
  /** Views whose figures changed are sent this often (default 500 ms); 0: only when asked (tests). */
  viewsEveryMs?: number;
  /** The node says it is alive this often (default 2 s): a worker stops using the sessions of a silent node. */
  heartbeatMs?: number;
};

/** HDEL of a view table row only while it is this node's (`"node":"<id>"` in its JSON). */
const FORGET_IF_MINE = `local v = redis.call('HGET', KEYS[1], ARGV[1])
if v and string.find(v, '"node":' .. ARGV[2], 1, true) then return redis.call('HDEL', KEYS[1], ARGV[1]) end
return 0`;

/** What decides whether a view is sent again (margins ride along; they move with every tick). */
const signature = (v: WireView) => JSON.stringify([v.node, v.figures, v.connected, v.session]);

/**
 * The API node's side of the cluster (issue 20): it holds the account sessions and the mirror, and lets
 * the copy workers use them through Redis.
 * - Every trade event the mirror stored is published on `<prefix>:trade`, preceded by the account's view
 *   when it changed (one connection, so a worker has the figures of the moment before the event).
 * - The views of the accounts it mirrors go to the view table (a hash, read by a worker at its start) and
 *   on `<prefix>:views` when they change; each says which node holds the session (the session directory).
 * - Commands on `<prefix>:cmd:<node>` run on its sessions, one at a time per account as MT4 takes them
 *   (so a search by copy tag after a timed-out send is answered only once that send is done), and are
 *   answered on the caller's reply channel.
 */
export function createApiNode(options: ApiNodeOptions) {
  const { mirror, log } = options;
  const node = options.nodeId ?? randomUUID();
  const ch = clusterChannels(options.prefix);
  const publisher = connectRedis(options.url, 'api-publisher', log);
  const subscriber = connectRedis(options.url, 'api-commands', log);
  const queue = createKeyedQueue<number>((err, accountId) =>
    log.error({ err, accountId }, 'cluster: command failed'),
  );
  /** Accounts this node mirrors (connected once, or heard of by a trade event). */
  const known = new Set<number>();
  const sent = new Map<number, string>();
  const symbolsOf = new Map<number, string[]>();
  const unhook: (() => void)[] = [];
  let timer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let state: ApiNodeState = 'starting';
  let flushScheduled = false;

  function viewOf(accountId: number): WireView | null {
    const view = mirror.view(accountId);
    if (!view) return null;
    const session = mirror.session(accountId);
    const margins: Record<string, string | null> = {};
    if (session)
      for (const symbol of symbolsOf.get(accountId) ?? []) margins[symbol] = session.marginPerLot(symbol);
    return {
      node,
      account: withoutSecret(view.account),
      figures: view.figures,
      connected: view.connected,
      session: Boolean(session),
      margins,
    };
  }

  /** Sends the account's view if it changed (or it is gone); queued on the publisher in call order. */
  function sendView(accountId: number) {
    const view = viewOf(accountId);
    if (!view) {
      known.delete(accountId);
      if (!sent.delete(accountId)) return;
      forget(accountId);
      publish(ch.views, { node, accountId, view: null } satisfies ViewMessage);
      return;
    }
    const sig = signature(view);
    if (sent.get(accountId) === sig) return;
    sent.set(accountId, sig);
    const text = JSON.stringify(view);
    void publisher.hset(ch.viewTable, String(accountId), text).catch(() => undefined);
    publish(ch.views, { node, accountId, view } satisfies ViewMessage);
  }

  /** Removes the account's row from the view table unless another node has written it since. */
  function forget(accountId: number) {
    void publisher
      .eval(FORGET_IF_MINE, 1, ch.viewTable, String(accountId), JSON.stringify(node))
      .catch(() => undefined);
  }

  function publish(channel: string, message: unknown) {
    publisher.publish(channel, JSON.stringify(message)).catch((err: unknown) => {
      log.warn({ err }, 'cluster: publish failed');
    });
  }

  /** Every known account's view, sent where it changed. */
  function sendViews() {
    for (const accountId of [...known]) sendView(accountId);
  }

  function scheduleViews() {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      sendViews();
    });
  }

  function setState(next: ApiNodeState) {
    state = next;
    if (next === 'gone') void publisher.hdel(ch.apiNodes, node).catch(() => undefined);
    else void publisher.hset(ch.apiNodes, node, next).catch(() => undefined);
    publish(ch.apiNodes, { node, state: next } satisfies ApiNodeMessage);
  }

  function reply(to: string, answer: CommandReply) {
    publish(ch.reply(to), answer);
  }

  async function execute(session: AccountSession, command: Command): Promise<unknown> {
    const [a, b] = command.args;
    switch (command.op) {
      case 'send':
        return session.send(a as TradeRequest);
      case 'modify':
        return session.modify(a as number, b as { price?: string; sl?: string; tp?: string });
      case 'close':
        return session.close(a as number, b ?? undefined);
      case 'remove':
        return session.remove(a as number);
      case 'snapshot':
        return session.snapshot((a ?? undefined) as number | undefined);
      case 'symbols':
        return session.symbols();
    }
  }

  function onCommand(command: Command) {
    void queue.run(command.accountId, async () => {
      const session = mirror.session(command.accountId);
      if (!session) {
        reply(command.from, { id: command.id, ok: false, error: 'no session on this node' });
        return;
      }
      try {
        reply(command.from, { id: command.id, ok: true, value: await execute(session, command) });
      } catch (err) {
        reply(command.from, {
          id: command.id,
          ok: false,
          error: err instanceof Error ? err.message : String(err),
        });
      }
    });
  }

  /** Told when another node gave session leases back. */
  const freedListeners = new Set<() => void>();

  subscriber.on('message', (channel: string, text: string) => {
    if (channel === ch.sessionsFreed) {
      const freed = parse<{ node: string }>(text);
      if (freed && freed.node !== node) for (const listener of freedListeners) listener();
      return;
    }
    if (channel !== ch.cmd(node)) return;
    const command = parse<Command>(text);
    if (command) onCommand(command);
  });

  // Installed when made (before the mirror starts), so no connect and no event is missed.
  unhook.push(
    mirror.onConnected((account, session) => {
      known.add(account.id);
      // The symbols' names, for the margins sent with the view; not waited for (the account connects now).
      void session
        .symbols()
        .then((symbols) => {
          symbolsOf.set(
            account.id,
            symbols.map((s) => s.symbol),
          );
          sent.delete(account.id);
          scheduleViews();
        })
        .catch(() => undefined);
      scheduleViews();
      return Promise.resolve();
    }),
    mirror.onTradeEvent((event) => {
      known.add(event.account.id);
      sendView(event.account.id);
      const message: TradeMessage = { node, event: { ...event, account: withoutSecret(event.account) } };
      publish(ch.trade, message);
    }),
  );

  return {
    nodeId: node,

    /** Listens for commands and says the node is starting; call before the mirror starts. */
    async start(): Promise<void> {
      await subscribeWhenReady(subscriber, ch.cmd(node), ch.sessionsFreed);
      setState('starting');
      const every = options.viewsEveryMs ?? 500;
      if (every > 0) {
        timer = setInterval(sendViews, every);
        timer.unref();
      }
      heartbeat = setInterval(() => {
        if (state !== 'gone') publish(ch.apiNodes, { node, state } satisfies ApiNodeMessage);
      }, options.heartbeatMs ?? 2000);
      heartbeat.unref();
    },

    /** The mirror has started attaching: the node says it is ready once every bound account is attached. */
    mirrorStarted(): void {
      void mirror.ready().then(() => {
        if (state !== 'starting') return;
        sendViews();
        setState('ready');
      });
    },

    /** Tells the other API nodes this one gave session leases back (they take them at once). */
    sessionsFreed(): void {
      publish(ch.sessionsFreed, { node });
    },

    /** `listener` runs when another API node gave session leases back. */
    onSessionsFreed(listener: () => void): () => void {
      freedListeners.add(listener);
      return () => freedListeners.delete(listener);
    },

    /** Sends every changed view now, and resolves once Redis has them (tests; before a planned stop). */
    async flushViews(): Promise<void> {
      sendViews();
      await publisher.ping();
    },

    /** Its views and state leave the tables; its commands under way are answered first. */
    async close(): Promise<void> {
      for (const stop of unhook) stop();
      if (timer) clearInterval(timer);
      if (heartbeat) clearInterval(heartbeat);
      await subscriber.unsubscribe().catch(() => undefined);
      await queue.idle();
      for (const accountId of sent.keys()) {
        forget(accountId);
        publish(ch.views, { node, accountId, view: null } satisfies ViewMessage);
      }
      sent.clear();
      setState('gone');
      await closeRedis([subscriber, publisher]);
    },
  };
}

export type ApiNode = ReturnType<typeof createApiNode>;
