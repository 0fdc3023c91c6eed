import { batchLater, type Clock } from '../platform/ports';

/**
 * Writes gathered for a moment and then done as one batch (one statement, one transaction), not one round
 * trip per item: the account mirror's order rows and figures, the copy orchestrator's outcomes.
 *
 * - Batches are written one after the other, in the order their items came: a batch never overtakes the
 *   one before it.
 * - A failed write is tried again (the same batch, before any later one) up to `attempts` times, so a
 *   passing database hiccup loses nothing; the writes must therefore be idempotent. After the last
 *   attempt the batch is given up: `onError` hears every failure, `addAndWait` callers get the error.
 */
export type WriteBehind<T> = {
  /** Queues items for the next batch; failures are only reported (fire and forget). */
  add(...items: T[]): void;
  /** Queues items and resolves once the batch holding them is written; rejects when it is given up. */
  addAndWait(items: readonly T[]): Promise<void>;
  /** Writes what waits now, after the writes already under way; resolves when all of them are done. */
  flush(): Promise<void>;
  /** Items waiting for their batch (not taken by a write yet). */
  waiting(): number;
  /** Whether a timed write is pending. */
  scheduled(): boolean;
  /**
   * Drops what waits and the timer (a stop; `addAndWait` callers of dropped items get an error), then
   * resolves when the write under way is done.
   */
  discard(): Promise<void>;
};

export type WriteBehindOptions<T> = {
  /** Writes one batch; throws to have it tried again. */
  write(items: T[]): Promise<void>;
  /** Items are gathered this long (real milliseconds) before one write. */
  delayMs: number;
  /**
   * With a clock, a stepped clock writes at the next turn instead (`batchLater`: no real time passes
   * between two steps). Without one the delay is always real time (figures, which move with every tick).
   */
  clock?: Clock;
  /** A batch this big is written at once, not after the delay. */
  maxItems?: number;
  /** Tries of one batch before it is given up (1 = no retry). */
  attempts?: number;
  /** Hears every failed write: the error, the attempt (from 1), and whether the batch is given up. */
  onError?(err: unknown, attempt: number, givenUp: boolean): void;
};

type Entry<T> = { items: readonly T[]; done?: { resolve(): void; reject(err: unknown): void } };

const realTime: Clock = { now: () => new Date() };

export function createWriteBehind<T>(options: WriteBehindOptions<T>): WriteBehind<T> {
  const clock = options.clock ?? realTime;
  const maxItems = options.maxItems ?? Number.POSITIVE_INFINITY;
  const attempts = Math.max(1, options.attempts ?? 3);
  let entries: Entry<T>[] = [];
  let count = 0;
  let cancelTimer: (() => void) | null = null;
  let chain: Promise<void> = Promise.resolve();

  function queue(entry: Entry<T>) {
    entries.push(entry);
    count += entry.items.length;
    if (count >= maxItems) void flush();
    else cancelTimer ??= batchLater(clock, options.delayMs, () => void flush());
  }

  /** Waits before a retry as long as the batching does, so a retry is not a busy loop. */
  function pause(): Promise<void> {
    return new Promise<void>((resolve) => batchLater(clock, options.delayMs, resolve));
  }

  async function writeBatch(batch: Entry<T>[]) {
    const items = batch.flatMap((e) => e.items);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await options.write(items);
        for (const e of batch) e.done?.resolve();
        return;
      } catch (err) {
        const givenUp = attempt >= attempts;
        options.onError?.(err, attempt, givenUp);
        if (givenUp) {
          for (const e of batch) e.done?.reject(err);
          return;
        }
        await pause();
      }
    }
  }

  function flush(): Promise<void> {
    cancelTimer?.();
    cancelTimer = null;
    const batch = entries;
    entries = [];
    count = 0;
    if (batch.length === 0) return chain;
    chain = chain.then(() => writeBatch(batch));
    return chain;
  }

  return {
    add(...items) {
      if (items.length > 0) queue({ items });
    },

    addAndWait(items) {
      if (items.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => queue({ items, done: { resolve, reject } }));
    },

    flush,

    waiting: () => count,

    scheduled: () => cancelTimer !== null,

    discard() {
      cancelTimer?.();
      cancelTimer = null;
      const dropped = entries;
      entries = [];
      count = 0;
      for (const e of dropped) e.done?.reject(new Error('write-behind: discarded before it was written'));
      return chain;
    },
  };
}
