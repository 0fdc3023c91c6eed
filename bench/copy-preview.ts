/**
 * The copy preview (issue 13): the engine's replay of N master trades, and the public HTTP call end to end.
 *   node --import tsx bench/copy-preview.ts
 * Engine: `benchPreview` (packages/engine/src/copy/preview-bench.ts), a fixed mixed history replayed with
 * the smart ratio and limits. HTTP: an in-memory PGlite app with 20 trade accounts of 1,000 positions each
 * (875 trades of the same history, moved into the last 90 days); `POST /community/front/copyPreview` through app.inject,
 * one at a time: the first call per account loads the history from the database, later calls within a
 * few seconds reuse it (the subscribe dialog asks again on each change of a setting).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { API } from '@copytrade/contracts/api-paths';
import { benchPreview, previewBenchInput } from '@copytrade/engine/copy/preview-bench';
import { buildApp } from '../apps/server/src/app';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { mtAccountSymbols, mtAccounts, mtOrders, tradeServers } from '../apps/server/src/db/schema/accounts';
import { siteDomains, sites } from '../apps/server/src/db/schema/sites';
import { users } from '../apps/server/src/db/schema/users';
import { deriveKeys } from '../apps/server/src/platform/secrets';
import { createSimGateway } from '../apps/server/src/trading/sim/sim-gateway';
import { benchConfig, quantile } from './support';

const ACCOUNTS = 20;
/** 875 trades, every seventh closed in two parts: 1,000 positions, the most the preview replays. */
const TRADES = 875;
const CACHED_CALLS = 200;
const DOMAIN = 'preview.bench';
const DAY = 24 * 3600_000;

async function httpRows() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-preview-bench-'));
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(database);
  const keys = deriveKeys(Buffer.alloc(32, 9));
  const gateway = await createSimGateway({
    db: database.db,
    log: pino({ level: 'silent' }),
    clock: { now: () => new Date() },
    seed: 1,
    passwordKey: keys.simPassword,
    drive: 'manual',
  });
  const app = await buildApp({
    gateway,
    config: benchConfig(dataDir),
    db: database.db,
    keys,
    statisticsEveryMs: 0,
    settlementEveryMs: 0,
    logger: false,
  });
  await app.ready();
  const db = database.db;
  const [site] = await db
    .insert(sites)
    .values({ code: 'preview', siteName: 'Preview', brandName: 'Preview', isDefault: false })
    .returning({ id: sites.id });
  const siteId = site!.id;
  await db.insert(siteDomains).values({ siteId, domain: DOMAIN });
  const [server] = await db.select().from(tradeServers).limit(1);
  const [user] = await db
    .insert(users)
    .values({ siteId, email: 'trader@preview.bench', passwordHash: 'x', userType: 3, inviteCode: 'PREVIEW' })
    .returning({ id: users.id });
  const input = previewBenchInput(TRADES);
  // The history moved so that it ends a day ago: all of it inside the 90-day window.
  const shift = Date.now() - DAY - input.to;
  const accountIds: number[] = [];
  for (let a = 0; a < ACCOUNTS; a += 1) {
    const [account] = await db
      .insert(mtAccounts)
      .values({
        siteId,
        userId: user!.id,
        accType: 1,
        platformId: server!.platformId,
        serverId: server!.id,
        login: String(8_100_000 + a),
        passwordEnc: 'bench',
        passwordKind: 'investor',
        loginOrder: a + 1,
        balance: input.masterBalanceNow,
        equity: input.masterBalanceNow,
        leverage: input.masterLeverage,
      })
      .returning({ id: mtAccounts.id });
    const accountId = account!.id;
    accountIds.push(accountId);
    await db.insert(mtAccountSymbols).values(
      input.masterSymbols.map((s) => ({
        siteId,
        accountId,
        symbol: s.symbol,
        standardSymbol: s.standardSymbol,
        status: s.status,
        minLot: s.minLot,
        maxLot: s.maxLot,
        lotStep: s.lotStep,
        digits: s.digits,
      })),
    );
    const rows = input.positions.map((p) => ({
      siteId,
      accountId,
      ticket: p.ticket,
      type: p.type,
      symbol: p.symbol,
      lots: p.lots,
      openTime: new Date(p.openTime + shift),
      openPrice: p.openPrice,
      closeTime: p.closeTime === null ? null : new Date(p.closeTime + shift),
      profit: p.profit,
      swap: p.swap,
      commission: p.commission,
      comment: p.fromTicket === null ? '' : `from #${p.fromTicket}`,
      state: p.closeTime === null ? 'open' : 'closed',
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insert(mtOrders).values(rows.slice(i, i + 500));
  }

  const call = async (mtId: number) => {
    const start = performance.now();
    const res = await app.inject({
      method: API.copyPreview.method,
      url: API.copyPreview.path,
      headers: { domainname: `http://${DOMAIN}` },
      payload: { mtId, amount: '10000', leverage: 100, copyType: 3, direction: 1, maxOpenPositions: 5 },
    });
    const ms = performance.now() - start;
    if (res.statusCode !== 200)
      throw new Error(`copyPreview: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    const preview = res.json<{ content: [{ counts: { trades: number }; truncated: boolean }] }>().content[0];
    if (preview.counts.trades !== TRADES || preview.truncated)
      throw new Error(`copyPreview replayed ${preview.counts.trades} trades`);
    return ms;
  };
  const loaded: number[] = [];
  for (const id of accountIds) loaded.push(await call(id));
  const cached: number[] = [];
  for (let i = 0; i < CACHED_CALLS; i += 1) cached.push(await call(accountIds[0]!));
  await app.close();
  await gateway.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  loaded.sort((a, b) => a - b);
  cached.sort((a, b) => a - b);
  return [
    { name: `history loaded from the database (first call per account)`, n: loaded.length, times: loaded },
    { name: `history reused (same account within 5 s)`, n: cached.length, times: cached },
  ];
}

const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
console.log(
  `Date: ${new Date().toISOString().slice(0, 10)}; machine: ${os.cpus().length} x ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log('');
console.log('Copy preview replay (packages/engine benchPreview; smart ratio, 5 open copies at most):');
console.log('');
console.log('| trades | positions | runs | median ms | max ms | copied | skipped |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of benchPreview()) {
  console.log(
    `| ${r.trades.toLocaleString('en-US')} | ${r.positions} | ${r.runs} | ${r.msMedian.toFixed(2)} | ${r.msMax.toFixed(2)} | ${r.copied} | ${r.skipped} |`,
  );
}
console.log('');
console.log(
  `POST ${API.copyPreview.path}, 1,000 positions (${TRADES} trades), in-memory PGlite, app.inject, one at a time:`,
);
console.log('');
console.log('| call | n | p50 ms | p95 ms | max ms |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const r of await httpRows()) {
  console.log(
    `| ${r.name} | ${r.n} | ${quantile(r.times, 0.5).toFixed(1)} | ${quantile(r.times, 0.95).toFixed(1)} | ${r.times[r.times.length - 1]!.toFixed(1)} |`,
  );
}
