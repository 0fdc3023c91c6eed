import type { ServerMessage } from '@copytrade/contracts/realtime';

type Listener = (message: ServerMessage) => void;

/**
 * Fan-out of realtime messages to a user's open sockets. In-process: every socket of a user is on this
 * node. Several API nodes would put a Redis channel behind `publish` (DESIGN.md, Scale-out); callers
 * do not change.
 */
export type RealtimeHub = {
  publish(siteId: number, userId: number, message: ServerMessage): void;
  /** To every open socket of a site (a public message for everyone). */
  publishSite(siteId: number, message: ServerMessage): void;
  subscribe(siteId: number, userId: number, listener: Listener): () => void;
  /** Open sockets, for tests and metrics. */
  size(): number;
};

export function createRealtimeHub(): RealtimeHub {
  const listeners = new Map<string, Set<Listener>>();
  const key = (siteId: number, userId: number) => `${siteId}:${userId}`;
  return {
    publish(siteId, userId, message) {
      for (const listener of listeners.get(key(siteId, userId)) ?? []) listener(message);
    },
    publishSite(siteId, message) {
      const prefix = `${siteId}:`;
      for (const [k, set] of listeners) {
        if (!k.startsWith(prefix)) continue;
        for (const listener of set) listener(message);
      }
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
