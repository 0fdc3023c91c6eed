import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from '../../src/trading/keyed-queue';

/** A task the test finishes by hand, recording when it started. */
function gate(log: string[], name: string) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await opened;
      log.push(`end ${name}`);
    },
    open: () => open(),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the keyed queue', () => {
  it('runs one task per key at a time, in the order queued', async () => {
    const log: string[] = [];
    const queue = createKeyedQueue<string>(() => undefined);
    const a1 = gate(log, 'a1');
    const a2 = gate(log, 'a2');
    void queue.run('a', a1.task);
    const second = queue.run('a', a2.task);
    await turn();
    expect(log).toEqual(['start a1']);
    a2.open();
    await turn();
    // a2 may not start before a1 ends, even though it could finish at once.
    expect(log).toEqual(['start a1']);
    a1.open();
    await second;
    expect(log).toEqual(['start a1', 'end a1', 'start a2', 'end a2']);
  });

  it('runs different keys at once', async () => {
    const log: string[] = [];
    const queue = createKeyedQueue<number>(() => undefined);
    const slow = gate(log, 'slow');
    void queue.run(1, slow.task);
    await queue.run(2, () => {
      log.push('other key');
      return Promise.resolve();
    });
    expect(log).toEqual(['start slow', 'other key']);
    expect(queue.inflight()).toBe(1);
    slow.open();
    await queue.idle();
    expect(queue.inflight()).toBe(0);
  });

  it('reports a failed task with its key and goes on with the next', async () => {
    const failures: [unknown, string][] = [];
    const queue = createKeyedQueue<string>((err, key) => failures.push([err, key]));
    const boom = new Error('boom');
    const failed = queue.run('k', () => Promise.reject(boom));
    let ran = false;
    await queue.run('k', () => {
      ran = true;
      return Promise.resolve();
    });
    await expect(failed).resolves.toBeUndefined();
    expect(failures).toEqual([[boom, 'k']]);
    expect(ran).toBe(true);
  });

  it('tail waits for what is queued for the key so far; idle for everything', async () => {
    const log: string[] = [];
    const queue = createKeyedQueue<string>(() => undefined);
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    void queue.run('a', a.task);
    void queue.run('b', b.task);
    let tailDone = false;
    void queue.tail('a').then(() => (tailDone = true));
    let idleDone = false;
    void queue.idle().then(() => (idleDone = true));
    a.open();
    await turn();
    await turn();
    expect(tailDone).toBe(true);
    expect(idleDone).toBe(false);
    b.open();
    await turn();
    await turn();
    expect(idleDone).toBe(true);
    await expect(queue.tail('never used')).resolves.toBeUndefined();
  });
});
