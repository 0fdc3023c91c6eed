import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { testRedisUrl } from '../src/config/env';
import type { MirroredAccount, TradeEvent } from '../src/trading/account-mirror';
import { createApiNode } from '../src/trading/cluster/api-node';
import { createRemoteMirror } from '../src/trading/cluster/remote-mirror';
import { clusterChannels } from '../src/trading/cluster/wire';
import type { AccountFigures, AccountSession, GatewayOrder, TradeRequest } from '../src/trading/gateway';

/**
 * The API node's publisher and command server and a worker's remote mirror, with a real Redis and a
 * mirror of two accounts in memory (no database, no broker): the views a worker keeps, the commands to a
 * session and their answers, a node gone silent. Skipped without TEST_REDIS_URL.
 */
const REDIS = testRedisUrl();
const silent = pino({ level: 'silent' });

const figures: AccountFigures = {
  name: 'Sim',
  currency: 'USD',
  balance: '5000.00',
  credit: '0.00',
  equity: '5000.00',
  margin: '0.00',
  freeMargin: '5000.00',
  marginLevel: '0',
  profit: '0.00',
  leverage: 100,
};

const account = (id: number): MirroredAccount => ({
  id,
  siteId: 1,
  userId: 10 + id,
  accType: 2,
  loginOrder: 1,
  login: String(7400000 + id),
  serverId: 1,
  serverName: 'ApexCapital-Real01',
  passwordEnc: 'sealed-secret',
  bridgeKeyId: null,
  via: 'direct',
});

const order = (ticket: number, comment = ''): GatewayOrder => ({
  ticket,
  type: 0,
  symbol: 'EURUSD.m',
  lots: 10,
  openTime: 1,
  openPrice: '1.10000',
  sl: '0',
  tp: '0',
  closeTime: null,
  closePrice: '0',
  commission: '0.00',
  swap: '0.00',
  profit: '0.00',
  comment,
  magic: 0,
  state: 'open',
});

/** A mirror of accounts 1 and 2 whose sessions answer from memory; `sent` keeps the requests. */
function fakeMirror() {
  const sent: TradeRequest[] = [];
  const listeners = new Set<(e: TradeEvent) => void>();
  const hooks = new Set<(a: MirroredAccount, s: AccountSession) => Promise<void>>();
  const session: AccountSession = {
    snapshot: () => Promise.resolve({ figures, open: [], history: [] }),
    symbols: () => Promise.resolve([]),
    marginPerLot: () => '1000.00',
    send: (request) => {
      sent.push(request);
      return Promise.resolve({ ok: true, order: order(900 + sent.length, request.comment) });
    },
    modify: () => Promise.resolve({ ok: false, code: 4108, message: 'invalid ticket' }),
    close: () => Promise.resolve({ ok: false, code: 4108, message: 'invalid ticket' }),
    remove: () => Promise.resolve({ ok: false, code: 4108, message: 'invalid ticket' }),
    end: () => undefined,
  };
  const held = new Set([1, 2]);
  return {
    sent,
    session,
    drop: (id: number) => held.delete(id),
    mirror: {
      view: (id: number) => (held.has(id) ? { figures, connected: true, account: account(id) } : null),
      session: (id: number) => (held.has(id) ? session : null),
      ready: () => Promise.resolve(),
      onTradeEvent(listener: (e: TradeEvent) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      onConnected(hook: (a: MirroredAccount, s: AccountSession) => Promise<void>) {
        hooks.add(hook);
        return () => hooks.delete(hook);
      },
    },
    async connect(id: number) {
      for (const hook of hooks) await hook(account(id), session);
    },
    emit(event: TradeEvent) {
      for (const listener of listeners) listener(event);
    },
  };
}

async function until(done: () => boolean, what: string) {
  for (let i = 0; i < 250; i += 1) {
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!REDIS)('the API node and a remote mirror through Redis', () => {
  const prefix = `cluster-nodes-${process.pid}-${Date.now().toString(36)}`;
  const fake = fakeMirror();
  const apiNode = createApiNode({ url: REDIS!, prefix, mirror: fake.mirror, log: silent, heartbeatMs: 50 });
  const remote = createRemoteMirror({ url: REDIS!, prefix, log: silent, nodeSilenceMs: 500 });
  let raw: Redis;

  beforeAll(async () => {
    raw = new Redis(REDIS!);
    await apiNode.start();
    apiNode.mirrorStarted();
    await fake.connect(1);
    await apiNode.flushViews();
    // Account 2 is in the view table before the worker starts; account 1 too.
    await fake.connect(2);
    await apiNode.flushViews();
    await remote.start();
    await remote.ready();
  });
  afterAll(async () => {
    await remote.close();
    await apiNode.close();
    await raw.quit();
  });

  it('fills its views from the table at start, without the sealed password, and trades through the session', async () => {
    expect(remote.view(2)).toMatchObject({ connected: true, figures, account: { id: 2, passwordEnc: '' } });
    const session = remote.session(1)!;
    expect(session).not.toBeNull();
    const answer = await session.send({
      symbol: 'EURUSD.m',
      type: 0,
      lots: 10,
      comment: 'c1.x',
    });
    expect(answer).toMatchObject({ ok: true, order: { ticket: 901, comment: 'c1.x' } });
    expect(fake.sent).toHaveLength(1);
    expect(await session.close(5)).toEqual({ ok: false, code: 4108, message: 'invalid ticket' });
    expect(await session.snapshot(0)).toEqual({ figures, open: [], history: [] });
  });

  it('hears trade events in order, and an account the node let go of has no session any more', async () => {
    const heard: number[] = [];
    const stop = remote.onTradeEvent((e) => heard.push(e.order.ticket));
    for (const ticket of [11, 12, 13])
      fake.emit({ account: account(1), kind: 'opened', order: order(ticket), source: 'live' });
    await until(() => heard.length === 3, 'three events');
    expect(heard).toEqual([11, 12, 13]);
    stop();

    fake.drop(2);
    await apiNode.flushViews();
    await until(() => remote.view(2) === null, 'account 2 to go');
    expect(remote.session(2)).toBeNull();
    expect(await raw.hexists(clusterChannels(prefix).viewTable, '2')).toBe(0);
  });

  it("stops using a silent node's sessions: its accounts read as not connected", async () => {
    const ch = clusterChannels(prefix);
    // A node that said it was ready and an account it holds, then nothing more (a SIGKILL).
    await raw.publish(ch.apiNodes, JSON.stringify({ node: 'ghost', state: 'ready' }));
    const view = { node: 'ghost', account: account(3), figures, connected: true, session: true, margins: {} };
    await raw.publish(ch.views, JSON.stringify({ node: 'ghost', accountId: 3, view }));
    await until(() => remote.view(3) !== null, 'the ghost account');
    await until(() => remote.view(3)?.connected === false, 'the ghost to go silent');
    expect(remote.session(3)).toBeNull();
    expect(remote.starting()).toBe(false);
    // The live node's heartbeat keeps its account usable all along.
    expect(remote.view(1)?.connected).toBe(true);
    expect(remote.session(1)).not.toBeNull();
  });
});
