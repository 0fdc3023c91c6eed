/**
 * The EA bridge's latency (issue 16), for `npm run bench` (also alone: node --import tsx bench/bridge.ts).
 * An in-process app on PGlite listens on loopback; a trade account and N follow accounts are bound through the
 * bridge, each with its own fake EA (the protocol's bytes over HTTP, polling at the pace the server gives,
 * 250 ms) on a live simulator with no broker delay. The master's terminal opens a position; measured from the
 * exchange that brings the master EA's `event` to the server:
 * - queued: the last follower's command handed to its link (the copier's work);
 * - left: the last follower's command carried out in an exchange answer (waits for that EA's next poll).
 * A signal ends when every follower's order is filled in its terminal; fills are not timed: the fake EA
 * trades in the simulator's world directly, which fills on the simulator's one-second timer, not a broker's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { DEFAULT_CATALOG, patchServer, type Catalog } from '@copytrade/mt4-sim';
import { matchStandardSymbol } from '@copytrade/engine/symbols/standard-symbol';
import { buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
import {
  bridgeKeys,
  mtAccountSymbols,
  mtAccounts,
  tradeServers,
} from '../apps/server/src/db/schema/accounts';
import { subscriptions } from '../apps/server/src/db/schema/copy';
import { sites } from '../apps/server/src/db/schema/sites';
import { users } from '../apps/server/src/db/schema/users';
import { upsertCatalog } from '../apps/server/src/modules/accounts/account.repository';
import { hashBridgeKey } from '../apps/server/src/modules/accounts/bridge-keys';
import { STANDARD_SYMBOLS } from '../apps/server/src/modules/accounts/standard-symbols';
import type { Clock } from '../apps/server/src/platform/ports';
import { deriveKeys } from '../apps/server/src/platform/secrets';
import { createFakeEa, type FakeEa } from '../apps/server/src/trading/bridge/fake-ea';
import { createSimGateway } from '../apps/server/src/trading/sim/sim-gateway';
import { benchConfig, onPglite, quantile } from './support';

const MASTER = { server: 'MeridianMarkets-Live', login: 9500001 };
const FOLLOWER_SERVER = 'ApexCapital-Real01';

export type BridgeLatency = {
  followers: number;
  signals: number;
  queuedP50: number;
  queuedMax: number;
  leftP50: number;
  leftMax: number;
};

function catalog(): Catalog {
  let result = DEFAULT_CATALOG;
  for (const server of [MASTER.server, FOLLOWER_SERVER]) {
    result = patchServer(result, server, {
      executionDelayMs: 0,
      requoteProbability: 0,
      timeoutProbability: 0,
    });
  }
  return result;
}

const keyOf = (n: number) => `bk_${n.toString(16).padStart(8, '0')}${'5a'.repeat(16)}`;

async function latency(database: Database, followers: number, signals: number): Promise<BridgeLatency> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-bench-bridge-'));
  const keys = deriveKeys(Buffer.alloc(32, 9));
  const base = Date.parse('2026-11-18T09:00:00Z');
  const wallBase = performance.now();
  const clock: Clock = { now: () => new Date(base + (performance.now() - wallBase)) };
  const gateway = await createSimGateway({
    db: database.db,
    log: pino({ level: 'silent' }),
    clock,
    seed: 5,
    passwordKey: keys.simPassword,
    drive: 'live',
    tickMs: 1000,
    feed: 'manual',
    persist: false,
    catalog: catalog(),
  });
  const world = gateway.world();
  const accounts = [
    { ...MASTER, balance: '1000000.00' },
    ...Array.from({ length: followers }, (_, i) => ({
      server: FOLLOWER_SERVER,
      login: 9600000 + i,
      balance: '10000.00',
    })),
  ];
  for (const a of accounts) {
    world.createAccount(a.server, {
      login: a.login,
      name: `B${a.login}`,
      password: 'Bench1234',
      investorPassword: 'Read1234',
      leverage: 100,
      currency: 'USD',
      balance: a.balance,
    });
  }
  await gateway.advance();

  // A site, its people, their keys and bridge accounts, symbol tables and subscriptions.
  const db = database.db;
  await upsertCatalog(db, gateway.catalog());
  const [site] = await db
    .insert(sites)
    .values({ code: `bridge-${followers}`, siteName: 'Bench', brandName: 'Bench', isDefault: true })
    .returning();
  const siteId = site!.id;
  const servers = new Map((await db.select().from(tradeServers)).map((s) => [s.name, s]));
  const now = clock.now();
  const userIds = (
    await db
      .insert(users)
      .values(
        accounts.map((_, i) => ({
          siteId,
          email: `bridge${i}@bench.test`,
          passwordHash: 'x',
          userType: i === 0 ? 3 : 1,
          inviteCode: `BR${followers}X${i}`,
        })),
      )
      .returning({ id: users.id })
  ).map((r) => r.id);
  const keyIds = (
    await db
      .insert(bridgeKeys)
      .values(
        accounts.map((a, i) => ({
          siteId,
          userId: userIds[i]!,
          accType: i === 0 ? 1 : 2,
          keyHash: hashBridgeKey(keyOf(i + 1)),
          keyPrefix: keyOf(i + 1).slice(0, 7),
          server: a.server,
          login: String(a.login),
          boundAt: now,
        })),
      )
      .returning({ id: bridgeKeys.id })
  ).map((r) => r.id);
  const accountIds = (
    await db
      .insert(mtAccounts)
      .values(
        accounts.map((a, i) => {
          const server = servers.get(a.server)!;
          return {
            siteId,
            userId: userIds[i]!,
            accType: i === 0 ? 1 : 2,
            platformId: server.platformId,
            serverId: server.id,
            login: String(a.login),
            passwordEnc: '',
            passwordKind: 'bridge',
            bridgeKeyId: keyIds[i]!,
            loginOrder: 1,
            symbolUpdatedAt: now,
          };
        }),
      )
      .returning({ id: mtAccounts.id })
  ).map((r) => r.id);
  const standards = STANDARD_SYMBOLS.map((s) => s.symbol);
  await db.insert(mtAccountSymbols).values(
    accounts.flatMap((a, i) =>
      world.symbols(a.server).map((s) => {
        const standardSymbol = matchStandardSymbol(s.symbol, standards);
        return {
          siteId,
          accountId: accountIds[i]!,
          symbol: s.symbol,
          symbolDesc: s.description,
          standardSymbol,
          symbolType: s.symbolType,
          status: standardSymbol ? 11 : 24,
          digits: s.digits,
          contractSize: String(s.contractSize),
          minLot: s.minLot,
          maxLot: s.maxLot,
          lotStep: s.lotStep,
        };
      }),
    ),
  );
  await db.insert(subscriptions).values(
    accountIds.slice(1).map((followAccountId, i) => ({
      siteId,
      serialNo: `SB${followers}-${i}`,
      followerUserId: userIds[i + 1]!,
      followAccountId,
      masterUserId: userIds[0]!,
      masterAccountId: accountIds[0]!,
      copyType: 1,
      copyValue: '0.01',
      direction: 1,
      startAt: now,
      state: 'subscribing' as const,
    })),
  );

  // Measurements (each signal sets them afresh).
  let eventAt: number;
  let queuedAt: number[] = [];
  let leftAt: number[] = [];
  let filledAt: number[] = [];
  const app = await buildApp({
    config: benchConfig(dataDir),
    db,
    keys,
    clock,
    gateway,
    loggerInstance: pino({ level: 'silent' }),
    copyObserver: { sent: () => queuedAt.push(performance.now()) },
  });
  const hub = app.trading.bridge;
  const exchange = hub.exchange.bind(hub);
  hub.exchange = async (...args) => {
    const answer = await exchange(...args);
    const commands = 'commands' in answer.body ? answer.body.commands : [];
    if (commands.some((c) => c.op === 'send')) leftAt.push(performance.now());
    return answer;
  };
  hub.link(keyIds[0]!).onMessage((message) => {
    if (message.type === 'event' && message.kind === 'opened') eventAt = performance.now();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const eas: FakeEa[] = accounts.map((a, i) =>
    createFakeEa({
      baseUrl: `http://127.0.0.1:${address.port}`,
      key: keyOf(i + 1),
      account: { world, server: a.server, login: a.login },
    }),
  );
  for (const ea of eas) ea.start();
  await app.trading.mirror.ready();
  world.onEvent((e) => {
    if (e.type === 'order' && e.kind === 'opened' && e.login !== MASTER.login)
      filledAt.push(performance.now());
  });

  const wait = async (until: () => boolean) => {
    const deadline = performance.now() + 60_000;
    while (!until() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
  };
  const queued: number[] = [];
  const left: number[] = [];
  const WARMUP = 1;
  for (let s = 0; s < WARMUP + signals; s += 1) {
    eventAt = 0;
    queuedAt = [];
    leftAt = [];
    filledAt = [];
    const opened = await world.sendOrder(MASTER.server, MASTER.login, {
      symbol: 'EURUSD',
      type: 0,
      lots: 100,
    });
    await wait(() => filledAt.length >= followers);
    if (s >= WARMUP && eventAt > 0) {
      queued.push(Math.max(...queuedAt) - eventAt);
      left.push(Math.max(...leftAt) - eventAt);
    }
    if (opened.ok) await world.closeOrder(MASTER.server, MASTER.login, opened.order.ticket);
    await wait(() => world.openOrders(FOLLOWER_SERVER, 9600000).length === 0);
    await app.trading.copier.idle();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  for (const ea of eas) await ea.stop();
  await app.close();
  await gateway.stop();
  await rm(dataDir, { recursive: true, force: true });
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const [q, l] = [sorted(queued), sorted(left)];
  return {
    followers,
    signals: queued.length,
    queuedP50: quantile(q, 0.5),
    queuedMax: q.at(-1) ?? NaN,
    leftP50: quantile(l, 0.5),
    leftMax: l.at(-1) ?? NaN,
  };
}

export async function bridgeLatencyLines(counts: number[] = [1, 10, 50], signals = 10): Promise<string[]> {
  const rows: BridgeLatency[] = [];
  for (const n of counts) rows.push(await onPglite((database) => latency(database, n, signals)));
  const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '-');
  return [
    '| Bridge followers | Signals | EA event -> last command queued p50 / max (ms) | -> last command left p50 / max (ms) |',
    '|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.followers} | ${r.signals} | ${ms(r.queuedP50)} / ${ms(r.queuedMax)} | ${ms(r.leftP50)} / ${ms(r.leftMax)} |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await bridgeLatencyLines()) console.log(line);
}
