import { Redis } from 'ioredis';
import type { AccountFigures, TradeResult } from '../gateway';
import type { MirroredAccount, TradeEvent } from '../account-mirror';

/**
 * What crosses between API nodes and copy workers through Redis (issue 20, steps 2 and 4), and where:
 * - `<prefix>:trade`: every trade event an API node's mirror stored (pub/sub, all workers hear it);
 * - `<prefix>:views` (channel) and `<prefix>:view-table` (hash): each mirrored account's view (figures,
 *   connected, which node holds its session, its margin per lot), so a worker answers `view()` from memory;
 * - `<prefix>:api-nodes` (channel and hash): each API node's state (`starting` while its mirror attaches);
 * - `<prefix>:cmd:<node>`: commands to the sessions an API node holds; answers on `<prefix>:reply:<node>`;
 * - `<prefix>:copy-control`: the copier's controls from API routes to the workers (cancel, invalidations);
 * - `<prefix>:sessions-freed`: an API node gave session leases back (the others take them at once).
 */
export function clusterChannels(prefix: string) {
  return {
    trade: `${prefix}:trade`,
    views: `${prefix}:views`,
    viewTable: `${prefix}:view-table`,
    apiNodes: `${prefix}:api-nodes`,
    cmd: (node: string) => `${prefix}:cmd:${node}`,
    reply: (node: string) => `${prefix}:reply:${node}`,
    copyControl: `${prefix}:copy-control`,
    sessionsFreed: `${prefix}:sessions-freed`,
  };
}

/** An account as the workers know it: the mirror's view, who holds its session, its margin per lot. */
export type WireView = {
  node: string;
  account: MirroredAccount;
  figures: AccountFigures | null;
  connected: boolean;
  /** The holding node has a session open for it (trading through it is possible). */
  session: boolean;
  /** Margin for 1.00 lot per symbol of the account (MT4 MODE_MARGINREQUIRED), when the view was sent. */
  margins: Record<string, string | null>;
};

/** A view changed (`view`), or the node no longer mirrors the account (`view: null`). */
export type ViewMessage = { node: string; accountId: number; view: WireView | null };

export type ApiNodeState = 'starting' | 'ready' | 'gone';
export type ApiNodeMessage = { node: string; state: ApiNodeState };

export type TradeMessage = { node: string; event: TradeEvent };

export const SESSION_OPS = ['send', 'modify', 'close', 'remove', 'snapshot', 'symbols'] as const;
export type SessionOp = (typeof SESSION_OPS)[number];
/** The trade calls: a timeout answers MT4 128 (outcome unknown), not an error. */
export const TRADE_OPS: ReadonlySet<SessionOp> = new Set(['send', 'modify', 'close', 'remove']);

export type Command = { id: number; from: string; accountId: number; op: SessionOp; args: unknown[] };
export type CommandReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** MT4 6: no connection with the trade server (the command never reached a session). */
export const NO_CONNECTION = 6;
/** MT4 128: no answer in time, the outcome is unknown (the copier looks by copy tag before sending again). */
export const TIMEOUT = 128;

export const timedOut = (message: string): TradeResult => ({ ok: false, code: TIMEOUT, message });
export const notConnected = (message: string): TradeResult => ({ ok: false, code: NO_CONNECTION, message });

/** The sealed MT4 password stays with the API nodes: a worker never needs it. */
export function withoutSecret(account: MirroredAccount): MirroredAccount {
  return { ...account, passwordEnc: '' };
}

export function parse<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

type Log = { warn(obj: object, msg: string): void };

/**
 * A Redis connection as the realtime bus makes them: commands wait for a reconnect rather than fail,
 * errors are logged, not thrown.
 */
export function connectRedis(url: string, name: string, log: Log): Redis {
  const client = new Redis(url, { connectionName: `copytrade-${name}`, maxRetriesPerRequest: null });
  client.on('error', (err: Error) => log.warn({ err: err.message }, `cluster: ${name} connection`));
  return client;
}

/**
 * Subscribes once the connection is ready. ioredis sends a command at once when the socket is connected
 * but its ready check (an INFO) is still to come: a SUBSCRIBE then puts the connection in subscriber mode,
 * the ready check fails and the subscription is lost ("Connection in subscriber mode"). Before the socket
 * connects, commands wait in the offline queue and are fine; after `ready` they are too.
 */
export async function subscribeWhenReady(client: Redis, ...channels: string[]): Promise<void> {
  // Not `events.once`: it would reject on the first connection error, and a node waits for Redis instead.
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
  await client.subscribe(...channels);
}

/** Closes connections: one that is up sends what it has first; one that is not is dropped. */
export async function closeRedis(clients: Redis[]): Promise<void> {
  await Promise.allSettled(
    clients.map((client) =>
      client.status === 'ready' ? client.quit() : Promise.resolve(client.disconnect()),
    ),
  );
}
