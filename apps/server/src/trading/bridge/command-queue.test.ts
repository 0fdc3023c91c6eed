import { describe, expect, it } from 'vitest';
import type { BridgeOrder, BridgeResult } from '@copytrade/contracts/bridge';
import { createCommandQueue, TRADE_TIMEOUT } from './command-queue';

const order: BridgeOrder = {
  ticket: 1,
  type: 0,
  symbol: 'EURUSD',
  lots: '0.10',
  openTime: 1_700_000_000,
  openPrice: '1.10000',
  sl: '0',
  tp: '0',
  closeTime: 0,
  closePrice: '1.10000',
  commission: '0.00',
  swap: '0.00',
  profit: '0.00',
  comment: '',
  magic: 0,
};

function queueWithIds() {
  let n = 0;
  return createCommandQueue(() => `r${++n}`);
}

const result = (requestId: string, seq = 1): BridgeResult => ({
  seq,
  type: 'result',
  requestId,
  ok: true,
  order,
});

describe('command queue', () => {
  it('numbers commands per boot, resends until acknowledged, renumbers on a new boot', () => {
    const queue = queueWithIds();
    const settled: unknown[] = [];
    queue.add({ op: 'remove', ticket: 5 }, 1000, (o) => settled.push(o)); // before any boot: no seq yet
    expect(queue.outgoing(10)).toEqual([]);
    queue.renumber(1);
    queue.add({ op: 'remove', ticket: 6 }, 1000, (o) => settled.push(o));
    expect(queue.outgoing(10).map((c) => [c.seq, c.requestId])).toEqual([
      [1, 'r1'],
      [2, 'r2'],
    ]);
    queue.acknowledge(1);
    expect(queue.outgoing(10).map((c) => c.seq)).toEqual([2]);
    queue.acknowledge(99); // beyond what was sent: as far as was sent
    expect(queue.outgoing(10)).toEqual([]);

    // The EA restarted: both still wait, under new seqs and the same ids.
    queue.renumber(1);
    expect(queue.outgoing(10).map((c) => [c.seq, c.requestId])).toEqual([
      [1, 'r1'],
      [2, 'r2'],
    ]);
    expect(settled).toEqual([]);
  });

  it('settles a trade command once: a repeated result is a duplicate, an unknown one unknown', () => {
    const queue = queueWithIds();
    queue.renumber(1);
    const settled: unknown[] = [];
    queue.add({ op: 'remove', ticket: 1 }, 1000, (o) => settled.push(o));
    expect(queue.answer(result('r1'), 7200_000)).toBe('answered');
    expect(queue.answer(result('r1'), 7200_000)).toBe('duplicate');
    expect(queue.answer(result('zz'), 0)).toBe('unknown');
    expect(settled).toEqual([{ ok: true, order, offsetMs: 7200_000 }]);
    expect(queue.size()).toBe(0);
  });

  it('times a command out with 128, never sends it again, and calls its result late', () => {
    const queue = queueWithIds();
    queue.renumber(1);
    const settled: unknown[] = [];
    queue.add({ op: 'remove', ticket: 1 }, 1000, (o) => settled.push(o));
    queue.add({ op: 'remove', ticket: 2 }, 5000, (o) => settled.push(o));
    queue.acknowledge(1);
    expect(queue.expire(999)).toEqual([]);
    expect(queue.expire(1000)).toEqual([{ requestId: 'r1', op: 'remove', received: true }]);
    expect(settled).toEqual([TRADE_TIMEOUT]);
    expect(queue.outgoing(10).map((c) => c.requestId)).toEqual(['r2']);
    expect(queue.answer(result('r1'), 0)).toBe('late');
    expect(queue.answer(result('r1'), 0)).toBe('duplicate');
    expect(settled).toHaveLength(1);
  });

  it('answers snapshot commands with the first snapshot after the EA took them', () => {
    const queue = queueWithIds();
    queue.renumber(1);
    const settled: unknown[] = [];
    queue.add({ op: 'snapshot', historyDays: 3 }, 1000, (o) => settled.push(o));
    const snapshot = { seq: 9, type: 'snapshot' as const, open: [order], history: [] };
    queue.answerData(snapshot, 0); // sent before the EA received the command: not its answer
    expect(settled).toEqual([]);
    queue.acknowledge(1);
    queue.answerData(snapshot, 3600_000);
    expect(settled).toEqual([{ ok: true, open: [order], history: [], offsetMs: 3600_000 }]);
    // A snapshot command is not answered by a successful result.
    queue.add({ op: 'snapshot', historyDays: 3 }, 1000, (o) => settled.push(o));
    expect(queue.answer(result('r2'), 0)).toBe('unknown');
  });

  it('knows whether its own snapshot request still waits for the EA', () => {
    const queue = queueWithIds();
    expect(queue.waitingInternal('snapshot')).toBe(false);
    queue.add({ op: 'snapshot', historyDays: 3 }, 1000, null);
    expect(queue.waitingInternal('snapshot')).toBe(true);
    queue.renumber(1);
    queue.acknowledge(1);
    expect(queue.waitingInternal('snapshot')).toBe(false);
  });
});
