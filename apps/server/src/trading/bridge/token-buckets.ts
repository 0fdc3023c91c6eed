import type { Clock } from '../../platform/ports';

/**
 * Token buckets by key: each holds up to `capacity` tokens and refills `perSecond` tokens a second, so a
 * burst of `capacity` passes at once and a steady `perSecond` after it. Time comes from the clock.
 */
export type TokenBuckets<K> = {
  /** Takes a token; false when the key's bucket is empty. */
  take(key: K): boolean;
  /** True when the key's bucket has a token left (nothing is taken). */
  has(key: K): boolean;
  /** Forgets buckets that have refilled (idle keys), so the map holds only busy ones. */
  prune(): void;
};

export function createTokenBuckets<K>(options: {
  capacity: number;
  perSecond: number;
  clock: Clock;
}): TokenBuckets<K> {
  const { capacity, perSecond, clock } = options;
  const buckets = new Map<K, { tokens: number; at: number }>();

  function refill(key: K): { tokens: number; at: number } {
    const now = clock.now().getTime();
    const bucket = buckets.get(key) ?? { tokens: capacity, at: now };
    const elapsed = Math.max(0, now - bucket.at);
    bucket.tokens = Math.min(capacity, bucket.tokens + (elapsed * perSecond) / 1000);
    bucket.at = now;
    buckets.set(key, bucket);
    return bucket;
  }

  return {
    take(key) {
      const bucket = refill(key);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    has: (key) => refill(key).tokens >= 1,
    prune() {
      for (const key of [...buckets.keys()]) {
        if (refill(key).tokens >= capacity) buckets.delete(key);
      }
    },
  };
}
