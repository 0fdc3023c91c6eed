import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BridgeUpMessage } from '@copytrade/contracts/bridge';
import { sendCommand } from '../src/trading/bridge/wire';
import { keyOf, openAccount, SERVER, startBridge, testWorld, type BridgeTest } from './bridge-support';

/** Bad input on the bridge: wrong keys, oversized bodies, floods, a terminal on the wrong account. */

let t: BridgeTest;
beforeEach(async () => {
  t = await startBridge();
});
afterEach(async () => {
  await t.close();
});

const time = Math.floor(Date.UTC(2024, 2, 5, 12) / 1000);
/** An exchange with nothing to say (a heartbeat). */
const heartbeat = { v: 1, boot: '00000000000000b1', ack: 0, time, gmt: time, messages: [] };

describe('EA bridge guards', () => {
  it('refuses a wrong key with 401 and logs only its prefix', async () => {
    const wrong = keyOf(0xbeef);
    expect(await t.post(heartbeat, { key: wrong })).toEqual({ status: 401, body: { error: 'bad_key' } });
    expect(await t.post(heartbeat)).toEqual({ status: 401, body: { error: 'bad_key' } });
    expect(await t.post(heartbeat, { key: 'bk_not-a-key' })).toEqual({
      status: 401,
      body: { error: 'bad_key' },
    });

    const log = t.logLines.join('\n');
    expect(log).toContain('bk_beef…');
    expect(log).not.toContain(wrong);
    expect(log).not.toContain(wrong.slice(7));
    expect(log).not.toContain('not-a-key');
    // A malformed key never reaches the store.
    expect(t.keys.verified).toEqual([wrong]);
  });

  it('slows down an address that keeps trying wrong keys', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1)
      answers.push((await t.post(heartbeat, { key: keyOf(0x1000 + i) })).status);
    expect(answers).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });

  it('refuses a body over 256 KB with 413 too_large', async () => {
    t.keys.add(keyOf(1), { keyId: 1 });
    const raw = JSON.stringify({ ...heartbeat, pad: 'x'.repeat(300 * 1024) });
    expect(await t.post(null, { key: keyOf(1), raw })).toEqual({ status: 413, body: { error: 'too_large' } });
  });

  it('refuses what is not the protocol with 400 bad_message', async () => {
    t.keys.add(keyOf(1), { keyId: 1 });
    const key = keyOf(1);
    const refused = async (body: unknown, raw?: string) => {
      const answer = await t.post(body, { key, ...(raw === undefined ? {} : { raw }) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'bad_message' });
      return (answer.body as { detail: string }).detail;
    };
    expect(await refused({ ...heartbeat, v: 2 })).toContain('v');
    expect(await refused({ ...heartbeat, extra: 1 })).toContain('(body)');
    expect(await refused({ ...heartbeat, messages: [{ seq: 1, type: 'gossip' }] })).toContain('messages.0');
    expect(await refused({ ...heartbeat, messages: Array(501).fill({ seq: 1, type: 'figures' }) })).toContain(
      'messages',
    );
    expect(await refused(null, '{"v":1,')).toBe('the body is not JSON');
    // A boot begins with its hello.
    const figures = {
      seq: 1,
      type: 'figures',
      balance: '1.00',
      credit: '0.00',
      equity: '1.00',
      margin: '0.00',
      freeMargin: '1.00',
      marginLevel: '0.00',
      profit: '0.00',
    };
    expect(await refused({ ...heartbeat, messages: [figures] })).toContain('hello');
  });

  it('takes at most 20 exchanges a second from one key and does not slow another key', async () => {
    t.keys.add(keyOf(1), { keyId: 1 });
    t.keys.add(keyOf(2), { keyId: 2 });
    const flood = Array.from({ length: 100 }, () => t.post(heartbeat, { key: keyOf(1) }));
    const other = Array.from({ length: 5 }, () =>
      t.post({ ...heartbeat, boot: '00000000000000b2' }, { key: keyOf(2) }),
    );
    const answers = await Promise.all(flood);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(80);
    expect(answers.find((a) => a.status === 429)!.body).toEqual({ error: 'too_fast' });
    expect((await Promise.all(other)).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);

    // The next second the key may exchange again.
    t.clock.advance(1000);
    expect((await t.post(heartbeat, { key: keyOf(1) })).status).toBe(200);
  });

  it('answers 409 account_mismatch to a terminal logged in to another account than its key', async () => {
    const world = testWorld();
    const login = openAccount(world);
    const other = openAccount(world);
    t.keys.add(keyOf(3), { keyId: 3, server: SERVER, login: String(other) });
    const link = t.hub.link(3);
    const heard: BridgeUpMessage[] = [];
    link.onMessage((message) => heard.push(message));
    const ea = t.fakeEa(keyOf(3), world, login);

    expect(await ea.tick()).toEqual({ status: 409, body: { error: 'account_mismatch' } });
    expect(await ea.tick()).toEqual({ status: 409, body: { error: 'account_mismatch' } });
    expect(heard).toEqual([]);
    expect(link.status()).toMatchObject({ verified: false, hello: null, state: 'waiting' });
    // Nothing is ever sent to an account the server has not verified.
    expect(await link.command(sendCommand({ symbol: 'EURUSD.m', type: 0, lots: 10 }))).toMatchObject({
      code: 6,
    });
    expect(t.logLines.some((line) => line.includes('another account than its key'))).toBe(true);

    // A key bound to another server is refused the same way; an unbound key takes the terminal's word.
    t.keys.add(keyOf(4), { keyId: 4, server: 'OtherBroker-Live', login: String(login) });
    expect((await t.fakeEa(keyOf(4), world, login).tick()).status).toBe(409);
    t.keys.add(keyOf(5), { keyId: 5 });
    expect((await t.fakeEa(keyOf(5), world, login).tick()).status).toBe(200);
    expect(t.hub.link(5).status()).toMatchObject({ verified: true, hello: { login: String(login) } });
  });
});
