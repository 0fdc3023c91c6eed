/**
 * Request coalescing: callers asking the same question while it is being answered share that answer
 * instead of each asking the database again. Nothing is kept once the answer is out, so no caller ever
 * gets an answer that was complete before he asked plus the time of one query. The answer is shared:
 * callers must not change it.
 */
export function singleFlight<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (key, work) => {
    const running = inFlight.get(key);
    if (running) return running;
    const started = work().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
