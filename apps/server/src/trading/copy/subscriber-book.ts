import type { CopySettings } from '@copytrade/engine/copy/types';
import type { LiveSubscriptionRow } from '../../read-models/copy-inputs';

/** A subscription as the fan-out holds it in memory, with its exposure (live copies, in-flight opens included). */
export type Subscriber = {
  row: LiveSubscriptionRow;
  settings: CopySettings;
  exposure: { openPositions: number; totalLots: number };
};

/** The engine's copy settings of a stored subscription. */
export function settingsOf(row: LiveSubscriptionRow): CopySettings {
  return {
    subscriptionId: row.id,
    copyType: row.copyType as CopySettings['copyType'],
    copyValue: row.copyValue,
    direction: row.direction as CopySettings['direction'],
    maxOpenPositions: row.maxOpenPositions,
    maxTotalLots: row.maxTotalLots,
    maxRatio: row.maxRatio,
    partialClose: row.partialClose as CopySettings['partialClose'],
    closeMode: row.cancelMode === 'manual' ? 'manual' : 'followTrader',
    cancelled: row.state === 'closing',
  };
}

/** A copy is held by its subscription from the decision on, so the next signal sees it before the fill. */
export function hold(sub: Subscriber, lots: number) {
  sub.exposure.openPositions += 1;
  sub.exposure.totalLots += lots;
}

/** A copy no longer held (refused, closed): its position and lots leave the exposure. */
export function release(sub: Subscriber, lots: number) {
  sub.exposure.openPositions = Math.max(0, sub.exposure.openPositions - 1);
  sub.exposure.totalLots = Math.max(0, sub.exposure.totalLots - lots);
}

export type SubscriberBookPorts = {
  /** The master's subscriptions that copy or still follow closes. */
  load(masterAccountId: number): Promise<LiveSubscriptionRow[]>;
  /** The master's live copies in memory, counted into their subscriptions' exposure on load. */
  liveCopies(masterAccountId: number): Iterable<{ subscriptionId: number; lots: number }>;
};

/**
 * The live subscribers of each master account, loaded once and kept until a subscription of that master
 * changes (`invalidate`); their exposure moves with every copy decided, filled, refused or closed.
 */
export type SubscriberBook = ReturnType<typeof createSubscriberBook>;

export function createSubscriberBook(ports: SubscriberBookPorts) {
  const loading = new Map<number, Promise<Map<number, Subscriber>>>();
  /** Masters already loaded (for lookups that must not wait). */
  const loaded = new Map<number, Map<number, Subscriber>>();

  return {
    /** The master's subscribers by subscription id (loaded on first use). */
    of(masterAccountId: number): Promise<Map<number, Subscriber>> {
      let pending = loading.get(masterAccountId);
      if (!pending) {
        pending = (async () => {
          const subscribers = new Map<number, Subscriber>();
          for (const row of await ports.load(masterAccountId)) {
            subscribers.set(row.id, {
              row,
              settings: settingsOf(row),
              exposure: { openPositions: 0, totalLots: 0 },
            });
          }
          for (const copy of ports.liveCopies(masterAccountId)) {
            const sub = subscribers.get(copy.subscriptionId);
            if (sub) hold(sub, copy.lots);
          }
          loaded.set(masterAccountId, subscribers);
          return subscribers;
        })();
        loading.set(masterAccountId, pending);
      }
      return pending;
    },

    /** A subscription among the masters already loaded, without waiting. */
    find(subscriptionId: number): Subscriber | undefined {
      for (const subscribers of loaded.values()) {
        const sub = subscribers.get(subscriptionId);
        if (sub) return sub;
      }
      return undefined;
    },

    /** A subscription of this master changed (created, edited, cancelled, ended): reload on next use. */
    invalidate(masterAccountId: number) {
      loading.delete(masterAccountId);
      loaded.delete(masterAccountId);
    },

    /** Forgets every master (the start, once all live links are in memory to count the exposures). */
    clear() {
      loading.clear();
      loaded.clear();
    },
  };
}
