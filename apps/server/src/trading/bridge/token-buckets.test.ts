import { describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/ports';
import { createTokenBuckets } from './token-buckets';

describe('token buckets', () => {
  it('passes a burst of the capacity, then refills with time, per key', () => {
    const clock = manualClock();
    const buckets = createTokenBuckets<string>({ capacity: 20, perSecond: 20, clock });
    const burst = Array.from({ length: 25 }, () => buckets.take('a'));
    expect(burst.filter(Boolean)).toHaveLength(20);
    expect(buckets.take('b')).toBe(true);
    clock.advance(100); // 2 tokens
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([true, true, false]);
    expect(buckets.has('a')).toBe(false);
    clock.advance(10_000);
    expect(buckets.has('a')).toBe(true);
    // Never more than the capacity, however long the key was idle.
    expect(Array.from({ length: 25 }, () => buckets.take('a')).filter(Boolean)).toHaveLength(20);
  });

  it('forgets keys whose bucket is full again', () => {
    const clock = manualClock();
    const buckets = createTokenBuckets<string>({ capacity: 2, perSecond: 1, clock });
    buckets.take('a');
    buckets.take('a');
    buckets.prune();
    expect(buckets.take('a')).toBe(false);
    clock.advance(2000);
    buckets.prune();
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([true, true, false]);
  });
});
