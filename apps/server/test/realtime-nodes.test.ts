import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import WebSocket from 'ws';
import { encodeOriginProtocol, type ServerMessage } from '@copytrade/contracts/realtime';
import { testRedisUrl } from '../src/config/env';
import { createRedisBus } from '../src/platform/realtime-bus';
import { anotherApp, createTestContext, injector, type TestContext } from './harness';
import type { Person } from './copy-support';
import { api, member } from './social-support';

/**
 * Two API nodes on one database with the message engine between them (issue 20): a page connected to
 * node A hears what node B published, once; the node that published hears it once too (not again from
 * the bus); another site's pages hear nothing. And the health and readiness endpoints of a node.
 *
 * The nodes talk through a real Redis (CI sets TEST_REDIS_URL; a machine without one skips the part that
 * needs it: a home-made stand-in would prove nothing about the engine).
 */
const REDIS = testRedisUrl();
const silent = pino({ level: 'silent' });

let t: TestContext;

/** Opens /ws on `port` as the browser does: sub-protocols [base64url(origin), token]. */
async function socketOn(port: number, origin: string, token: string) {
  const received: ServerMessage[] = [];
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, [encodeOriginProtocol(origin), token]);
  ws.on('message', (data: Buffer) => received.push(JSON.parse(data.toString()) as ServerMessage));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  async function until(match: (m: ServerMessage) => boolean, count = 1): Promise<ServerMessage[]> {
    for (let i = 0; i < 200; i += 1) {
      const found = received.filter(match);
      if (found.length >= count) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`expected ${count} such message(s); got ${JSON.stringify(received)}`);
  }
  return { ws, received, until };
}

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('health and readiness', () => {
  it('answers /health and /ready (database up, no message engine used) without a site or a token', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up', messageEngine: 'not used' } });
  });

  it('is not ready while its message engine cannot be reached, and says which', async () => {
    // A Redis address where nothing listens: the node is up, but must not be given work.
    const bus = createRedisBus({ url: 'redis://127.0.0.1:1', prefix: 'unreachable', log: silent });
    const app = await anotherApp(t, { realtimeBus: bus, statisticsEveryMs: 0, settlementEveryMs: 0 });
    try {
      await app.ready();
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not ready',
        checks: { database: 'up', messageEngine: 'down' },
      });
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!REDIS)('two API nodes with Redis between them', () => {
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let admin: Person;
  let lin: Person;
  let bob: Person;

  beforeAll(async () => {
    // Each run its own channel: test files and runs sharing the Redis do not hear each other.
    const prefix = `test-${process.pid}-${Date.now().toString(36)}`;
    const bus = () => createRedisBus({ url: REDIS!, prefix, log: silent });
    nodeA = await anotherApp(t, { realtimeBus: bus(), statisticsEveryMs: 0, settlementEveryMs: 0 });
    nodeB = await anotherApp(t, { realtimeBus: bus(), statisticsEveryMs: 0, settlementEveryMs: 0 });
    await nodeA.listen({ port: 0, host: '127.0.0.1' });
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
    admin = await member(t, 'desk@nodes.test', { nickName: 'Desk', admin: true });
    lin = await member(t, 'lin@nodes.test', { nickName: 'Lin' });
    bob = await member(t, 'bob@nodes.test', { nickName: 'Bob', site: t.siteB });
    for (let i = 0; i < 100; i += 1) {
      const states = await Promise.all(
        [nodeA, nodeB].map(async (n) => (await n.inject({ method: 'GET', url: '/ready' })).statusCode),
      );
      if (states.every((s) => s === 200)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
  });

  it('both nodes read as ready with the message engine up', async () => {
    for (const node of [nodeA, nodeB]) {
      const ready = await node.inject({ method: 'GET', url: '/ready' });
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up', messageEngine: 'up' } });
    }
  });

  it("a page on node A hears, once, the public message published through node B's API; site B hears nothing", async () => {
    const onA = await socketOn(portOf(nodeA), 'http://a.test', lin.token);
    const onB = await socketOn(portOf(nodeB), 'http://a.test', lin.token);
    const otherSite = await socketOn(portOf(nodeA), 'http://b.test', bob.token);
    await onA.until((m) => m.type === 'ready');
    await onB.until((m) => m.type === 'ready');
    await otherSite.until((m) => m.type === 'ready');

    t.call = injector(nodeB, t.siteA);
    const published = await api(t, admin, 'POST', '/community/api/adminPublishPublicMessage', {
      title: { zh_CN: '维护通知', en_US: 'Maintenance' },
      content: { zh_CN: '周六维护。', en_US: 'Maintenance on Saturday.' },
    });
    expect(published.http).toBe(200);

    await onA.until((m) => m.type === 'notice');
    await onB.until((m) => m.type === 'notice');
    // A moment for a duplicate or a stray message to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onA.received.filter((m) => m.type === 'notice')).toHaveLength(1);
    expect(onB.received.filter((m) => m.type === 'notice')).toHaveLength(1);
    expect(otherSite.received.filter((m) => m.type === 'notice')).toEqual([]);
    for (const s of [onA, onB, otherSite]) s.ws.terminate();
  });

  it("a message for one user published on node B reaches that user's page on node A and nobody else's", async () => {
    const linOnA = await socketOn(portOf(nodeA), 'http://a.test', lin.token);
    const adminOnA = await socketOn(portOf(nodeA), 'http://a.test', admin.token);
    await linOnA.until((m) => m.type === 'ready');
    await adminOnA.until((m) => m.type === 'ready');
    const copy: ServerMessage = {
      type: 'connection',
      wsStatus: 200,
      status: 1,
      alert: 'true',
      loginOrder: 1,
      login: '7100001',
      mtAccId: 4242,
    };
    nodeB.trading.hub.publish(t.siteA.id, lin.id, copy);
    expect(await linOnA.until((m) => m.type === 'connection')).toEqual([copy]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(adminOnA.received.filter((m) => m.type === 'connection')).toEqual([]);
    for (const s of [linOnA, adminOnA]) s.ws.terminate();
  });
});
