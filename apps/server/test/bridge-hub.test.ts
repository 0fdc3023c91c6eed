import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeExchangeResponse } from '@copytrade/contracts/bridge';
import { manualClock } from '../src/platform/ports';
import { createBridgeHub, type BridgeHub } from '../src/trading/bridge/hub';
import { sendCommand } from '../src/trading/bridge/wire';
import { keyOf, memoryKeys } from './bridge-support';

/** The hub without HTTP: boots the link has not seen, boots that ended, commands it will not carry. */

const log: FastifyBaseLogger = pino({ enabled: false });
const time = Math.floor(Date.UTC(2024, 2, 5, 12) / 1000);
const KEY = keyOf(1);

const hello = (seq: number, login = '7001') => ({
  seq,
  type: 'hello' as const,
  ea: '1.0.0',
  build: 1420,
  company: 'Apex Capital',
  server: 'ApexCapital-Demo',
  login,
  name: 'Hub Test',
  currency: 'USD',
  leverage: 100,
  tradeAllowed: true,
});
const figures = (seq: number) => ({
  seq,
  type: 'figures' as const,
  balance: '1.00',
  credit: '0.00',
  equity: '1.00',
  margin: '0.00',
  freeMargin: '1.00',
  marginLevel: '0.00',
  profit: '0.00',
});

let hubs: BridgeHub[] = [];
afterEach(() => {
  for (const hub of hubs) hub.stop();
  hubs = [];
});

function hubWith(record: { server: string | null; login: string | null }) {
  const keys = memoryKeys();
  keys.add(KEY, { keyId: 1, ...record });
  const hub = createBridgeHub({ keys, clock: manualClock(new Date(time * 1000)), log });
  hubs.push(hub);
  const exchange = async (boot: string, ack: number, messages: unknown[]) => {
    const answer = await hub.exchange(KEY, { v: 1, boot, ack, time, gmt: time, messages }, '10.0.0.1');
    expect(answer.status).toBe(200);
    return answer.body as BridgeExchangeResponse;
  };
  return { hub, exchange };
}

describe('EA bridge hub', () => {
  it('adopts a running EA after a server restart: its sequence goes on, commands follow its ack', async () => {
    const { hub, exchange } = hubWith({ server: 'ApexCapital-Demo', login: '7001' });
    const link = hub.link(1);
    const seqs: number[] = [];
    link.onMessage((m) => seqs.push(m.seq));

    // The EA has run for a while: its next message is seq 41, it has received commands up to 12.
    const first = await exchange('00000000000000c1', 12, [figures(41), figures(42)]);
    expect(first.ack).toBe(42);
    expect(seqs).toEqual([41, 42]);
    // Bound key: trusted without a new hello; the hub asks for a snapshot first, numbered after the EA's ack.
    expect(link.status()).toMatchObject({ verified: true, hello: null, state: 'online' });
    expect(first.commands).toMatchObject([{ seq: 13, op: 'snapshot', historyDays: 3 }]);

    const pending = link.command(sendCommand({ symbol: 'EURUSD.m', type: 0, lots: 10, comment: 'c1.a' }));
    const second = await exchange('00000000000000c1', 13, []);
    expect(second.commands).toMatchObject([{ seq: 14, op: 'send', comment: 'c1.a' }]);
    expect(hub.link(1)).toBe(link);
    expect(link.status().pending).toBe(2);
    // The EA answers under the adopted numbering.
    const result = {
      seq: 43,
      type: 'result',
      requestId: second.commands[0]!.requestId,
      ok: false,
      code: 134,
      message: 'not enough money',
    };
    await exchange('00000000000000c1', 14, [result]);
    expect(await pending).toEqual({ ok: false, code: 134, message: 'not enough money' });
  });

  it('sends nothing to an adopted EA whose key is not bound to an account', async () => {
    const { hub, exchange } = hubWith({ server: null, login: null });
    const first = await exchange('00000000000000c2', 3, [figures(8)]);
    expect(first).toMatchObject({ ack: 8, commands: [] });
    expect(hub.link(1).status()).toMatchObject({ verified: false });
  });

  it('holds commands back on a new boot until its hello, and ignores a late request of the old boot', async () => {
    const { hub, exchange } = hubWith({ server: 'ApexCapital-Demo', login: '7001' });
    const link = hub.link(1);
    await exchange('00000000000000d1', 0, [hello(1), figures(2)]);
    const pending = link.command(sendCommand({ symbol: 'EURUSD.m', type: 0, lots: 10, comment: 'c1.b' }));
    const requestId = (await exchange('00000000000000d1', 0, [])).commands[0]!.requestId;

    // The terminal restarted; its first exchange got lost, the next one carries more than the hello.
    const restarted = await exchange('00000000000000d2', 0, [figures(2)]);
    expect(restarted).toMatchObject({ ack: 0, commands: [] }); // seq 1 (hello) is missing: nothing stored
    const withHello = await exchange('00000000000000d2', 0, [hello(1), figures(2)]);
    expect(withHello.ack).toBe(2);
    // The old boot's command again, same requestId, renumbered; and the snapshot the hub asks for.
    expect(withHello.commands.map((c) => [c.seq, c.op, c.op === 'send' ? c.requestId : ''])).toEqual([
      [1, 'send', requestId],
      [2, 'snapshot', ''],
    ]);

    // A request of the dead terminal arrives late: it neither resets the new boot nor is stored.
    const stale = await exchange('00000000000000d1', 5, [figures(3)]);
    expect(stale).toEqual({ v: 1, ack: 0, commands: [], pollMs: 250 });
    expect(link.status().boot).toBe('00000000000000d2');
    expect((await exchange('00000000000000d2', 0, [figures(3)])).ack).toBe(3);
    expect(link.status().pending).toBe(2);
    void pending; // answered by nobody in this test
  });

  it('refuses at once a command the protocol cannot carry', async () => {
    const { hub, exchange } = hubWith({ server: 'ApexCapital-Demo', login: '7001' });
    await exchange('00000000000000e1', 0, [hello(1)]);
    const tooLong = await hub
      .link(1)
      .command(sendCommand({ symbol: 'EURUSD.m', type: 0, lots: 10, comment: 'x'.repeat(32) }));
    expect(tooLong).toEqual({ ok: false, code: 3, message: 'Invalid trade parameters' });
    expect(hub.link(1).status().pending).toBe(0);
  });
});
