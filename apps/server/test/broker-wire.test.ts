import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { lineWriter } from '../src/trading/remote/broker-wire';

/** A socket that only records what is written to it. */
function recordingSocket() {
  const writes: string[] = [];
  const socket = { destroyed: false, write: (text: string) => writes.push(text) } as unknown as Socket;
  return { socket, writes };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the broker wire line writer', () => {
  it('writes a few messages together at the next turn', async () => {
    const { socket, writes } = recordingSocket();
    const out = lineWriter(socket);
    out.send({ a: 1 });
    out.send({ b: 2 });
    expect(writes).toEqual([]);
    await turn();
    expect(writes).toEqual(['{"a":1}\n{"b":2}\n']);
    out.send({ c: 3 });
    await turn();
    expect(writes).toEqual(['{"a":1}\n{"b":2}\n', '{"c":3}\n']);
  });

  it('writes a long burst in parts while it is made, losing and repeating nothing', async () => {
    const { socket, writes } = recordingSocket();
    const out = lineWriter(socket);
    for (let i = 0; i < 1200; i += 1) out.send({ i });
    // Two parts left before the turn ended: the reader can start on them.
    expect(writes.length).toBe(2);
    await turn();
    const lines = writes.join('').split('\n').filter(Boolean);
    expect(lines.map((l) => (JSON.parse(l) as { i: number }).i)).toEqual(
      Array.from({ length: 1200 }, (_, i) => i),
    );
    // The writer still schedules a write for what comes later.
    out.send({ i: 1200 });
    await turn();
    expect(writes.at(-1)).toBe('{"i":1200}\n');
  });
});
