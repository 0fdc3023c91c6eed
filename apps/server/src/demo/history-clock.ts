import type { Clock } from '../platform/ports';

/**
 * The clock of a first start with demo data: it reads a set time while the demo's history runs (months
 * of generated trading in a minute), then the system clock for good once `goLive` is called.
 */
export type HistoryClock = Clock & {
  set(at: number): void;
  goLive(): void;
  isLive(): boolean;
};

export function historyClock(start: number): HistoryClock {
  let current = start;
  let live = false;
  return {
    now: () => (live ? new Date() : new Date(current)),
    set(at) {
      if (live) throw new Error('the history clock is live');
      if (at < current) throw new Error('the history clock never goes back');
      current = at;
    },
    goLive() {
      live = true;
    },
    isLive: () => live,
    stepped: () => !live,
  };
}
