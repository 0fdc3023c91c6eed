/**
 * The world's agenda: a binary min-heap of scheduled work ordered by time, then by `seq` (the order in which
 * the work was scheduled). The order is total, so any heap holding the same entries pops them in the same
 * order: that is what lets a saved agenda be restored and continue identically.
 */
import type { QueueEntry } from './types';

function before(a: QueueEntry, b: QueueEntry): boolean {
  return a.time < b.time || (a.time === b.time && a.seq < b.seq);
}

/** A min-heap of queue entries. */
export class Agenda {
  private readonly heap: QueueEntry[] = [];

  get size(): number {
    return this.heap.length;
  }

  push(entry: QueueEntry): void {
    const heap = this.heap;
    heap.push(entry);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  peek(): QueueEntry | undefined {
    return this.heap[0];
  }

  pop(): QueueEntry | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (top === undefined || last === undefined || heap.length === 0) return top;
    heap[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && before(heap[l]!, heap[m]!)) m = l;
      if (r < heap.length && before(heap[r]!, heap[m]!)) m = r;
      if (m === i) break;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
    return top;
  }

  /** The entries in pop order (a copy). */
  sorted(): QueueEntry[] {
    return [...this.heap].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  }
}
