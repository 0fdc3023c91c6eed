/**
 * Two small limits on work running at once, in memory (one process; several nodes would each hold their
 * own, which is what they protect: the node's CPU and memory).
 */

/**
 * At most `max` tasks per key at once (uploads per user). One more is refused at once, never queued, so a
 * caller cannot pile up work on the server by sending faster than it finishes. A slot is given back when
 * its task settles, whichever way.
 */
export function createKeyedLimiter(max: number) {
  const running = new Map<string, number>();
  return {
    /** Runs `task` in a slot of `key`, or throws `refuse()` (synchronously) when the key has none free. */
    run<T>(key: string, refuse: () => Error, task: () => Promise<T>): Promise<T> {
      const count = running.get(key) ?? 0;
      if (count >= max) throw refuse();
      running.set(key, count + 1);
      const release = () => {
        const left = (running.get(key) ?? 1) - 1;
        if (left > 0) running.set(key, left);
        else running.delete(key);
      };
      let promise: Promise<T>;
      try {
        promise = task();
      } catch (error) {
        release();
        throw error;
      }
      return promise.finally(release);
    },
    /** Tasks running for `key` now. */
    inFlight(key: string): number {
      return running.get(key) ?? 0;
    },
  };
}

export type KeyedLimiter = ReturnType<typeof createKeyedLimiter>;

/** At most `max` tasks at once; the others wait in arrival order (CPU- or memory-heavy work). */
export function createSemaphore(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];

  /** Waits for a slot; the answer gives it back (once, however often it is called). */
  async function acquire(): Promise<() => void> {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    // A released slot is handed straight to the waiter: `active` stays counted for it.
    else active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    };
  }

  return {
    acquire,
    async run<T>(task: () => Promise<T>): Promise<T> {
      const release = await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting (for tests and logs). */
    get load() {
      return { active, waiting: waiting.length };
    },
  };
}
