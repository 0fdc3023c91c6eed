import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { encodeOriginProtocol, type ServerMessage } from '@copytrade/contracts/realtime';
import { bindAccount, person } from './copy-support';
import { createTestContext, createUser, type TestContext } from './harness';
import { linkBroken } from './messages-support';
import { simAccount } from './sim-support';

const START = new Date('2026-11-18T09:00:00Z');
const SERVER = 'MeridianMarkets-Live';
const LOGIN = 5100001;

let t: TestContext;
let token: string;
let mtAccId: number;
let port: number;

/** Opens /ws as the browser does: sub-protocols [base64url(origin), token]. */
async function connect(origin: string, bearer: string) {
  const received: ServerMessage[] = [];
  const waiters: (() => void)[] = [];
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, [encodeOriginProtocol(origin), bearer]);
  ws.on('message', (data: Buffer) => {
    received.push(JSON.parse(data.toString()) as ServerMessage);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  async function next(match: (m: ServerMessage) => boolean): Promise<ServerMessage> {
    for (let i = 0; i < 100; i += 1) {
      const found = received.find(match);
      if (found) return found;
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 20);
      });
    }
    throw new Error(`no such message; got ${JSON.stringify(received)}`);
  }
  return { ws, received, next, closed };
}

beforeAll(async () => {
  t = await createTestContext({ start: START });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  t.gateway.world().createAccount(SERVER, {
    login: LOGIN,
    name: 'Socket',
    password: 'Secret123',
    investorPassword: 'Read1234',
    leverage: 100,
    currency: 'USD',
    balance: '5000.00',
  });
  await t.gateway.advance();
  const owner = await person(t, 'ws@example.com', 3);
  await createUser(t.db, t.siteB.id, { email: 'ws-b@example.com' });
  token = owner.token;
  mtAccId = await bindAccount(t, owner, 1, simAccount(SERVER, LOGIN, { password: 'Secret123' }));
});
afterAll(async () => {
  await t.close();
});

describe('the realtime socket', () => {
  it('accepts a token of the page origin site and says which accounts are broken', async () => {
    const socket = await connect('http://a.test', token);
    expect(socket.ws.protocol).toBe(encodeOriginProtocol('http://a.test'));
    expect(await socket.next((m) => m.type === 'ready')).toEqual({
      type: 'ready',
      wsStatus: 200,
      broken: [],
    });
    socket.ws.terminate();
  });

  it('refuses a wrong or other-site token with wsStatus 401 and closes', async () => {
    for (const [origin, bearer] of [
      ['http://a.test', 'not-a-token'],
      ['http://b.test', token],
    ] as const) {
      const socket = await connect(origin, bearer);
      expect(await socket.next((m) => m.type === 'auth')).toEqual({ type: 'auth', wsStatus: 401 });
      expect(await socket.closed).toBe(4401);
    }
  });

  it('tells the owner when the server link breaks and comes back, with the seed fields', async () => {
    const socket = await connect('http://a.test', token);
    await socket.next((m) => m.type === 'ready');
    t.gateway.dropConnection(SERVER, String(LOGIN), 3000);
    expect(await socket.next((m) => m.type === 'connection' && m.status === 1)).toEqual(
      linkBroken(mtAccId, LOGIN),
    );
    // A new socket during the outage hears about it at once.
    const late = await connect('http://a.test', token);
    expect(await late.next((m) => m.type === 'ready')).toEqual({
      type: 'ready',
      wsStatus: 200,
      broken: [{ mtAccId, loginOrder: 1, login: String(LOGIN) }],
    });
    late.ws.terminate();

    t.clock.advance(3500);
    await t.gateway.advance();
    await t.app.trading.mirror.idle();
    expect(await socket.next((m) => m.type === 'connection' && m.status === 0)).toMatchObject({
      status: 0,
      alert: 'true',
      mtAccId,
    });
    socket.ws.terminate();
  });

  it('streams order events and figures of the owner accounts', async () => {
    const socket = await connect('http://a.test', token);
    await socket.next((m) => m.type === 'ready');
    const order = t.gateway.world().sendOrder(SERVER, LOGIN, { symbol: 'EURUSD', type: 1, lots: 10 });
    t.clock.advance(2000);
    await t.gateway.advance();
    expect((await order).ok).toBe(true);
    await t.app.trading.mirror.idle();
    expect(await socket.next((m) => m.type === 'order')).toMatchObject({
      type: 'order',
      mtAccId,
      kind: 'opened',
      order: { symbol: 'EURUSD', type: 1, lots: '0.10', state: 'open' },
    });
    t.clock.advance(1500);
    await t.gateway.advance();
    await t.app.trading.mirror.idle();
    expect(await socket.next((m) => m.type === 'account')).toMatchObject({
      type: 'account',
      mtAccId,
      balance: '5000.00',
    });
    socket.ws.terminate();
  });
});
