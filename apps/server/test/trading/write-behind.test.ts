import { describe, expect, it } from 'vitest';
import { createWriteBehind } from '../../src/trading/write-behind';

const turn = () => new Promise((resolve) => setImmediate(resolve));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stepped clock (the demo's history run): batches are written at the next turn. */
const stepped = { now: () => new Date(0), stepped: () => true };

describe('the write-behind batcher', () => {
  it('writes what is added within the delay as one batch, in order', async () => {
    const writes: number[][] = [];
    const batcher = createWriteBehind<number>({
      delayMs: 5,
      write: (items) => {
        writes.push(items);
        return Promise.resolve();
      },
    });
    batcher.add(1);
    batcher.add(2, 3);
    expect(batcher.waiting()).toBe(3);
    expect(batcher.scheduled()).toBe(true);
    await wait(20);
    expect(writes).toEqual([[1, 2, 3]]);
    expect(batcher.waiting()).toBe(0);
    expect(batcher.scheduled()).toBe(false);
    batcher.add(4);
    await batcher.flush();
    expect(writes).toEqual([[1, 2, 3], [4]]);
    // Nothing waiting: no empty write.
    await batcher.flush();
    expect(writes).toHaveLength(2);
  });

  it('writes at once at the size limit, and at the next turn while the clock is stepped', async () => {
    const writes: number[][] = [];
    const batcher = createWriteBehind<number>({
      delayMs: 60_000,
      clock: stepped,
      maxItems: 3,
      write: (items) => {
        writes.push(items);
        return Promise.resolve();
      },
    });
    batcher.add(1, 2, 3);
    await batcher.flush();
    expect(writes).toEqual([[1, 2, 3]]);
    batcher.add(4);
    await turn();
    await turn();
    expect(writes).toEqual([[1, 2, 3], [4]]);
  });

  it('never overtakes a batch still being written', async () => {
    const log: string[] = [];
    let release = () => {};
    const batcher = createWriteBehind<string>({
      delayMs: 1,
      write: async (items) => {
        log.push(`begin ${items.join()}`);
        if (items[0] === 'a') await new Promise<void>((resolve) => (release = resolve));
        log.push(`end ${items.join()}`);
      },
    });
    const first = batcher.addAndWait(['a']);
    void batcher.flush();
    await turn();
    const second = batcher.addAndWait(['b']);
    void batcher.flush();
    await turn();
    expect(log).toEqual(['begin a']);
    release();
    await Promise.all([first, second]);
    expect(log).toEqual(['begin a', 'end a', 'begin b', 'end b']);
  });

  it('loses no write when a flush fails: the same batch is tried again before the next', async () => {
    const written: string[][] = [];
    const failures: [number, boolean][] = [];
    let failing = 2;
    const batcher = createWriteBehind<string>({
      delayMs: 1,
      attempts: 3,
      write: (items) => {
        if (failing > 0) {
          failing -= 1;
          return Promise.reject(new Error('database hiccup'));
        }
        written.push(items);
        return Promise.resolve();
      },
      onError: (_err, attempt, givenUp) => failures.push([attempt, givenUp]),
    });
    const first = batcher.addAndWait(['a', 'b']);
    void batcher.flush();
    const second = batcher.addAndWait(['c']);
    await Promise.all([first, second]);
    expect(written).toEqual([['a', 'b'], ['c']]);
    expect(failures).toEqual([
      [1, false],
      [2, false],
    ]);
  });

  it('gives a batch up after its last attempt and tells its waiters', async () => {
    const failures: [number, boolean][] = [];
    const batcher = createWriteBehind<string>({
      delayMs: 1,
      attempts: 2,
      write: () => Promise.reject(new Error('down')),
      onError: (_err, attempt, givenUp) => failures.push([attempt, givenUp]),
    });
    await expect(batcher.addAndWait(['a'])).rejects.toThrow('down');
    expect(failures).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('discard drops what waits and the timer (a stop)', async () => {
    const writes: string[][] = [];
    const batcher = createWriteBehind<string>({
      delayMs: 5,
      write: (items) => {
        writes.push(items);
        return Promise.resolve();
      },
    });
    batcher.add('figures');
    const waiting = batcher.addAndWait(['row']);
    await batcher.discard();
    await expect(waiting).rejects.toThrow('discarded');
    await wait(20);
    expect(writes).toEqual([]);
    expect(batcher.scheduled()).toBe(false);
  });
});
