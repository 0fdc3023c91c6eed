import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('runs the work once for callers of one key while it runs, and again once it is done', async () => {
    const shared = singleFlight<number>();
    let runs = 0;
    let release = () => {};
    const work = () => {
      runs += 1;
      return new Promise<number>((resolve) => {
        release = () => resolve(runs);
      });
    };
    const first = Array.from({ length: 100 }, () => shared('page-1', work));
    const other = shared('page-2', () => Promise.resolve(-1));
    expect(runs).toBe(1);
    release();
    expect(new Set(await Promise.all(first))).toEqual(new Set([1]));
    expect(await other).toBe(-1);
    // Nothing is kept: the next caller asks again.
    const again = shared('page-1', work);
    expect(runs).toBe(2);
    release();
    expect(await again).toBe(2);
  });

  it('shares a failure with the callers who waited, and the next caller tries again', async () => {
    const shared = singleFlight<string>();
    let fail = true;
    const work = () => (fail ? Promise.reject(new Error('database away')) : Promise.resolve('ok'));
    const waiting = [shared('k', work), shared('k', work)];
    for (const result of await Promise.allSettled(waiting)) expect(result.status).toBe('rejected');
    fail = false;
    expect(await shared('k', work)).toBe('ok');
  });
});
