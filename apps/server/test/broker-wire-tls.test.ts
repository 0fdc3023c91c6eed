import { connect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import type { Database } from '../src/db/client';
import { manualClock } from '../src/platform/ports';
import { serveGateway, type BrokerServer } from '../src/trading/remote/broker-server';
import { brokerClientTls, isLoopbackHost } from '../src/trading/remote/broker-tls';
import { connectRemoteGateway, type RemoteGateway } from '../src/trading/remote/remote-gateway';
import type { SimGateway } from '../src/trading/sim/sim-gateway';
import { openTestDatabase, predictableCatalog, testGateway } from './harness';

/*
 * The broker wire with BROKER_SECRET (issue 20): TLS with a pre-shared key. An API process with the secret
 * trades as before; a peer without it, or with another, never gets a message from the broker (no hello,
 * no catalog, no answer to a call), and what it sends is never read as a call. Off loopback the secret is
 * required on both ends.
 */

const SECRET = 'a7'.repeat(24);
const SERVER = 'ApexCapital-Real01';
const LOGIN = 7400001;

let database: Database;
let sim: SimGateway;
let broker: BrokerServer;
let refusals: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  sim = await testGateway(database.db, manualClock(new Date('2026-11-18T09:00:00Z')), {
    catalog: predictableCatalog(),
  });
  sim.world().createAccount(SERVER, {
    login: LOGIN,
    name: 'Wire',
    password: 'Trade123',
    investorPassword: 'Trade123-ro',
    leverage: 100,
    currency: 'USD',
    balance: '10000.00',
  });
  refusals = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void refusals.push(line) });
  broker = await serveGateway({ gateway: sim, host: '127.0.0.1', port: 0, log, secret: SECRET });
});

afterAll(async () => {
  await broker?.close();
  await sim?.stop();
  await database?.close();
});

/** Everything a raw peer receives until the broker closes the connection (or 3 s pass). */
function whatPeerHears(socket: Socket, first: string): Promise<{ data: string; error?: string }> {
  return new Promise((resolve) => {
    let data = '';
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('error', (err) => (error = err.message));
    socket.on('close', () => resolve({ data, ...(error ? { error } : {}) }));
    socket.write(first);
    setTimeout(() => socket.destroy(), 3000).unref();
  });
}

describe('the broker wire with BROKER_SECRET', () => {
  it('an API process with the secret connects over TLS and trades', async () => {
    let gateway: RemoteGateway | undefined;
    try {
      gateway = await connectRemoteGateway({
        url: `tcp://127.0.0.1:${broker.port}`,
        log: pino({ enabled: false }),
        secret: SECRET,
      });
      expect(gateway.connected()).toBe(true);
      expect(gateway.catalog().length).toBeGreaterThan(0);
      const verified = await gateway.verify({ server: SERVER, login: String(LOGIN), password: 'Trade123' });
      expect(verified.ok).toBe(true);
      const wrong = await gateway.verify({ server: SERVER, login: String(LOGIN), password: 'nope' });
      expect(wrong.ok).toBe(false);
    } finally {
      await gateway?.stop();
    }
  });

  it('a peer in plain TCP gets nothing: no hello, no answer, the connection closed', async () => {
    const call = `${JSON.stringify({ id: 1, op: 'verify', credentials: { server: SERVER, login: String(LOGIN), password: 'Trade123' } })}\n`;
    const heard = await whatPeerHears(connect({ host: '127.0.0.1', port: broker.port }), call);
    expect(heard.data).not.toContain('hello');
    expect(heard.data).not.toContain('reply');
    expect(heard.data).not.toContain(SERVER);
    expect(refusals.join('\n')).toContain('refused a connection');
  });

  it('a peer with another secret fails the handshake and hears nothing', async () => {
    const before = refusals.length;
    const socket = tlsConnect({ host: '127.0.0.1', port: broker.port, ...brokerClientTls('b8'.repeat(24)) });
    const heard = await whatPeerHears(socket, '{"op":"ticks","on":true}\n');
    expect(heard.error).toBeDefined();
    expect(heard.data).toBe('');
    for (let i = 0; i < 100 && refusals.length === before; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    expect(refusals.slice(before).join('\n')).toContain('refused a connection');
  });
});

describe('BROKER_SECRET in the configuration', () => {
  const base = { NODE_ENV: 'test' };

  it('is required when BROKER_URL is another machine', () => {
    expect(() => loadConfig({ ...base, BROKER_URL: 'tcp://broker:4100' })).toThrow(/BROKER_SECRET/);
    expect(() => loadConfig({ ...base, BROKER_URL: 'tcp://10.0.0.7:4100' })).toThrow(/BROKER_SECRET/);
    expect(loadConfig({ ...base, BROKER_URL: 'tcp://broker:4100', BROKER_SECRET: SECRET }).brokerSecret).toBe(
      SECRET,
    );
  });

  it('is optional on loopback, and refused when shorter than 32 characters', () => {
    expect(loadConfig({ ...base, BROKER_URL: 'tcp://127.0.0.1:4100' }).brokerSecret).toBeUndefined();
    expect(loadConfig({ ...base, BROKER_URL: 'tcp://localhost:4100' }).brokerSecret).toBeUndefined();
    expect(() => loadConfig({ ...base, BROKER_URL: 'tcp://127.0.0.1:4100', BROKER_SECRET: 'short' })).toThrow(
      /BROKER_SECRET/,
    );
  });

  it('knows loopback from the rest', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['0.0.0.0', '10.0.0.1', 'broker', '::', '128.0.0.1', 'localhost.example.com'].map(isLoopbackHost),
    ).toEqual([false, false, false, false, false, false]);
  });
});
