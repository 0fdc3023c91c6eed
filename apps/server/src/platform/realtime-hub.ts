import type { ServerMessage } from '@copytrade/contracts/realtime';
import type { RealtimeBus, RealtimeEnvelope } from './realtime-bus';

type Listener = (message: ServerMessage) => void;

/**
 * Fan-out of realtime messages to a user's open sockets. The sockets of this node hear a message at once;
 * with a bus (several processes, `REDIS_URL`), the other nodes' sockets hear it through the bus, so a page
 * connected to node A hears about a copy made on node B. Callers do not know which.
 */
export type RealtimeHub = {
  publish(siteId: number, userId: number, message: ServerMessage): void;
  /** To every open socket of a site (a public message for everyone). */
  publishSite(siteId: number, message: ServerMessage): void;
  subscribe(siteId: number, userId: number, listener: Listener): () => void;
  /** Open sockets, for tests and metrics. */
  size(): number;
};

export function createRealtimeHub(options: { bus?: RealtimeBus } = {}): RealtimeHub {
  const listeners = new Map<string, Set<Listener>>();
  const key = (siteId: number, userId: number) => `${siteId}:${userId}`;
  const { bus } = options;

  function deliver({ siteId, userId, message }: RealtimeEnvelope) {
    if (userId !== undefined) {
      for (const listener of listeners.get(key(siteId, userId)) ?? []) listener(message);
      return;
    }
    const prefix = `${siteId}:`;
    for (const [k, set] of listeners) {
      if (!k.startsWith(prefix)) continue;
      for (const listener of set) listener(message);
    }
  }
  bus?.onMessage(deliver);

  return {
    publish(siteId, userId, message) {
      deliver({ siteId, userId, message });
      bus?.send({ siteId, userId, message });
    },
    publishSite(siteId, message) {
      deliver({ siteId, message });
      bus?.send({ siteId, message });
    },
    subscribe(siteId, userId, listener) {
      const k = key(siteId, userId);
      const set = listeners.get(k) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(k, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(k);
      };
    },
    size() {
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
  };
}
