/**
 * Strategy square benchmark (`POST /community/front/selectbyfilter`), for `npm run bench`: a fresh
 * database (PGlite in memory, then PostgreSQL in a database of its own, created and dropped here) gets
 * 5,000 public trade accounts with statistics rows and 10,000 subscriptions on the measured site, plus a
 * second site's 500 accounts that must cost nothing; the app listens on loopback and autocannon (in a
 * worker thread, so it does not share the server's event loop) fires ranking requests at it.
 *   node --import tsx -e "import('./bench/ranking.ts').then(async (m) => console.log((await m.rankingBenchmarkLines()).join('\n')))"
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { SelectByFilterBody } from '@copytrade/contracts/community';
import type { Database, Db } from '../apps/server/src/db/client';
import { mtAccounts, tradeServers } from '../apps/server/src/db/schema/accounts';
import { subscriptions } from '../apps/server/src/db/schema/copy';
import { siteDomains, sites } from '../apps/server/src/db/schema/sites';
import { accountStatistics } from '../apps/server/src/db/schema/statistics';
import { users } from '../apps/server/src/db/schema/users';
import { rankingApp } from './ranking-app';
import { onPglite, onScratchPostgres } from './support';

const DOMAIN = 'square.bench';
const PATH = '/community/front/selectbyfilter';
const WEEK = 7 * 24 * 3600_000;
const NOW = Date.parse('2026-11-18T09:00:00Z');
const SYMBOLS = [
  'EURUSD',
  'GBPUSD',
  'USDJPY',
  'XAUUSD',
  'AUDUSD',
  'USDCAD',
  'US30',
  'USOIL',
  'XAGUSD',
  'NZDUSD',
];

export type RankingBenchRow = {
  database: string;
  scenario: string;
  connections: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
  /** Non-2xx answers and socket errors (should be 0). */
  failures: number;
};

export type RankingBenchResult = {
  database: string;
  accounts: number;
  subscriptions: number;
  seedMs: number;
  rows: RankingBenchRow[];
};

/** A small deterministic generator (mulberry32), so both databases get the same accounts. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function chunked<T>(rows: T[], size: number, write: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Site, traders, trade accounts with statistics, followers and subscriptions, written in bulk. */
async function seedSite(
  db: Db,
  code: string,
  counts: { accounts: number; followers: number; perFollower: number },
  rand: () => number,
) {
  const [site] = await db
    .insert(sites)
    .values({ code, siteName: code, brandName: code, isDefault: false })
    .returning({ id: sites.id });
  const siteId = site!.id;
  await db.insert(siteDomains).values({ siteId, domain: `${code}.${DOMAIN}` });
  const servers = await db.select().from(tradeServers);
  const people = Array.from({ length: counts.accounts + counts.followers }, (_, i) => ({
    siteId,
    email: `${code}-${i}@bench.test`,
    nickName: i < counts.accounts ? `Trader ${i}` : `Follower ${i}`,
    passwordHash: 'x',
    userType: i < counts.accounts ? 3 : 1,
    inviteCode: `${code}-${i}`,
  }));
  const userIds: number[] = [];
  await chunked(people, 1000, async (part) =>
    userIds.push(...(await db.insert(users).values(part).returning({ id: users.id })).map((r) => r.id)),
  );
  const accountRows = userIds.map((userId, i) => {
    const server = servers[Math.floor(rand() * servers.length)]!;
    return {
      siteId,
      userId,
      accType: i < counts.accounts ? 1 : 2,
      platformId: server.platformId,
      serverId: server.id,
      login: String(7_000_000 + i),
      passwordEnc: 'bench',
      passwordKind: 'investor',
      loginOrder: 1,
      isMock: rand() < 0.1 ? 1 : 0,
      feeType: 1 + Math.floor(rand() * 3),
      createdAt: new Date(NOW - Math.floor(rand() * 104 * WEEK)),
      // A few unbound ones, which the square must skip.
      unboundAt: i < counts.accounts && rand() < 0.03 ? new Date(NOW - WEEK) : null,
    };
  });
  const accountIds: number[] = [];
  await chunked(accountRows, 1000, async (part) =>
    accountIds.push(
      ...(await db.insert(mtAccounts).values(part).returning({ id: mtAccounts.id })).map((r) => r.id),
    ),
  );
  const masters = accountIds.slice(0, counts.accounts);
  const statistics = masters.map((accountId) => {
    const trades = Math.floor(rand() ** 2 * 3000);
    const growth = rand() * 3.5 - 0.5;
    const sparkline = Array.from(
      { length: 30 },
      (_, i) => Math.round(((growth * 100 * i) / 29 + (rand() - 0.5) * 10) * 100) / 100,
    );
    const symbols = SYMBOLS.filter(() => rand() < 0.3);
    return {
      accountId,
      siteId,
      state: {},
      appliedThrough: NOW,
      growth,
      drawdown: rand() * 0.6,
      trades,
      winRate: trades > 0 ? Math.round(rand() * 10_000) / 10_000 : null,
      profitFactor: trades > 0 && rand() > 0.05 ? Math.round(rand() * 400) / 100 : null,
      ratingScore: trades > 0 && rand() > 0.1 ? Math.floor(rand() * 101) : null,
      copyProfitCents: Math.floor((rand() - 0.3) * 10_000_000),
      firstTradeAt: trades > 0 ? NOW - Math.floor(rand() * 150 * WEEK) : null,
      symbols,
      sparkline,
    };
  });
  await chunked(statistics, 500, (part) => db.insert(accountStatistics).values(part));
  // Followers pick masters with a skew: a few traders have most of the followers, as on a real square.
  const follows = accountIds.slice(counts.accounts);
  const subs: (typeof subscriptions.$inferInsert)[] = [];
  follows.forEach((followAccountId, f) => {
    const picked = new Set<number>();
    while (picked.size < counts.perFollower) picked.add(Math.floor(rand() ** 3 * masters.length));
    for (const m of picked) {
      const roll = rand();
      subs.push({
        siteId,
        serialNo: `${code}-${subs.length}`,
        followerUserId: userIds[counts.accounts + f]!,
        followAccountId,
        masterUserId: userIds[m]!,
        masterAccountId: masters[m]!,
        copyType: 1,
        copyValue: '0.10',
        direction: 1,
        startAt: new Date(NOW - Math.floor(rand() * 20 * WEEK)),
        state: roll < 0.75 ? 'subscribing' : roll < 0.8 ? 'closing' : roll < 0.95 ? 'history' : 'cancelled',
      });
    }
  });
  await chunked(subs, 1000, (part) => db.insert(subscriptions).values(part));
  return { siteId, domain: `${code}.${DOMAIN}`, subscriptions: subs.length };
}

const SCENARIOS: { name: string; bodies: Partial<SelectByFilterBody>[] }[] = [
  { name: 'default (rating desc), page 1 of 10', bodies: [{}] },
  { name: 'growth desc, 100 rows', bodies: [{ sort: 'growth', pageSize: 100 }] },
  {
    name: 'drawdown <= 20 %, >= 12 weeks, growth >= 10 %, by win rate, page 3',
    bodies: [
      {
        drawdown: { max: 20 },
        weeks: { min: 12 },
        growth: { min: 10 },
        sort: 'winRate',
        page: 3,
        pageSize: 20,
      },
    ],
  },
  { name: 'followers desc (live subscriptions counted)', bodies: [{ sort: 'followers', pageSize: 20 }] },
  {
    name: 'symbol XAUUSD, fee 1 or 3, >= 1 follower, by copy profit',
    bodies: [{ symbol: 'XAUUSD', feeTypes: [1, 3], followers: { min: 1 }, sort: 'copyProfit' }],
  },
  { name: 'keyword "Trader 12", newest', bodies: [{ keyword: 'Trader 12', sort: 'newest' }] },
  {
    name: 'deep page (page 200 of 250)',
    bodies: [{ sort: 'trades', direction: 'asc', page: 200, pageSize: 20 }],
  },
];

const MIXED = SCENARIOS.flatMap((s) => s.bodies);

async function fire(
  url: string,
  domain: string,
  bodies: Partial<SelectByFilterBody>[],
  connections: number,
  durationSec: number,
) {
  const result = await autocannon({
    url,
    connections,
    duration: durationSec,
    workers: 1,
    requests: bodies.map((body) => ({
      method: 'POST' as const,
      path: PATH,
      headers: { 'content-type': 'application/json', domainname: `http://${domain}` },
      body: JSON.stringify(body),
    })),
  });
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    perSecond: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

type NodeProcess = { address: string; stop(): Promise<void> };

/** Starts one API node in a process of its own on the benchmark's PostgreSQL database (ranking-node.ts). */
function startNode(databaseUrl: string): Promise<NodeProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'ranking-node.ts')],
    {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_NOW: String(NOW) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening (\S+)/.exec(output);
      if (!found) return;
      resolve({
        address: found[1]!,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`ranking node exited (${code}) before it listened`)));
  });
}

/**
 * The mixed scenario at `connections` spread evenly over API nodes in processes of their own (each its
 * own event loop and pool of 10, as `NODE_ROLE=api` nodes behind a load balancer). The p99 reported is the
 * highest of the nodes' p99s: an upper bound of the p99 over all requests.
 */
async function fireAtNodes(nodes: NodeProcess[], domain: string, connections: number, durationSec: number) {
  await Promise.all(nodes.map((n) => fire(n.address, domain, MIXED, 10 / nodes.length, durationSec)));
  const parts = await Promise.all(
    nodes.map((n) => fire(n.address, domain, MIXED, connections / nodes.length, durationSec)),
  );
  return {
    requests: parts.reduce((sum, r) => sum + r.requests, 0),
    p50: Math.max(...parts.map((r) => r.p50)),
    p99: Math.max(...parts.map((r) => r.p99)),
    max: Math.max(...parts.map((r) => r.max)),
    perSecond: parts.reduce((sum, r) => sum + r.perSecond, 0),
    failures: parts.reduce((sum, r) => sum + r.failures, 0),
  };
}

async function runOn(
  database: Database,
  label: string,
  options: { accounts: number; durationSec: number; databaseUrl?: string },
): Promise<RankingBenchResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-bench-ranking-'));
  const { app, gateway } = await rankingApp(database.db, dataDir, NOW);
  const nodes: NodeProcess[] = [];
  try {
    await app.ready();
    // PostgreSQL: two more API nodes in processes of their own, started (as this app) before the seeding.
    if (options.databaseUrl) {
      for (let i = 0; i < 2; i += 1) nodes.push(await startNode(options.databaseUrl));
    }
    const seedStart = performance.now();
    const rand = random(20261118);
    const measured = await seedSite(
      database.db,
      'square',
      { accounts: options.accounts, followers: 2000, perFollower: 5 },
      rand,
    );
    await seedSite(database.db, 'other', { accounts: 500, followers: 200, perFollower: 3 }, rand);
    if (database.kind === 'postgres') await database.db.execute(sql`analyze`);
    const seedMs = performance.now() - seedStart;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    // The seeded site answers with its accounts (a wrong domain would silently rank an empty site).
    const probe = await fetch(`${address}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', domainname: `http://${measured.domain}` },
      body: '{}',
    });
    const total = ((await probe.json()) as { total?: number }).total ?? 0;
    if (probe.status !== 200 || total < options.accounts * 0.9) {
      throw new Error(`ranking bench: the seeded site answered ${probe.status} with ${total} accounts`);
    }
    await fire(address, measured.domain, MIXED, 4, 2);

    const rows: RankingBenchRow[] = [];
    for (const scenario of SCENARIOS) {
      const r = await fire(address, measured.domain, scenario.bodies, 1, options.durationSec);
      rows.push({ database: label, scenario: scenario.name, connections: 1, ...r });
    }
    for (const connections of [10, 50]) {
      const r = await fire(address, measured.domain, MIXED, connections, options.durationSec);
      rows.push({ database: label, scenario: 'all of the above, mixed', connections, ...r });
    }
    // PostgreSQL: the same at 50 connections on API nodes in processes of their own, one and then two.
    if (nodes.length > 0) {
      for (const nodeCount of [1, 2]) {
        const r = await fireAtNodes(nodes.slice(0, nodeCount), measured.domain, 50, options.durationSec);
        const scenario = `all of the above, mixed, ${nodeCount} API node process${nodeCount > 1 ? 'es' : ''} (p99: the highest node's)`;
        rows.push({ database: label, scenario, connections: 50, ...r });
      }
    }
    return {
      database: label,
      accounts: options.accounts,
      subscriptions: measured.subscriptions,
      seedMs,
      rows,
    };
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
    await app.close();
    await gateway.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs `run` on a fresh database of the kind; PostgreSQL gets a database of its own, dropped after. */
async function onDatabase<T>(
  kind: 'pglite' | 'postgres',
  url: string,
  run: (database: Database, label: string, databaseUrl?: string) => Promise<T>,
): Promise<T | null> {
  if (kind === 'pglite') return onPglite((database) => run(database, 'PGlite (in memory)'));
  return onScratchPostgres(url, 'ct_bench_ranking', (database, version, databaseUrl) =>
    run(database, `PostgreSQL ${version}`, databaseUrl),
  );
}

/** The ranking benchmark on PGlite and (when reachable) PostgreSQL. */
export async function rankingBenchmarks(
  options: {
    accounts?: number;
    durationSec?: number;
    postgresUrl?: string;
    /** The databases to run on (both unless told). */
    databases?: readonly ('pglite' | 'postgres')[];
  } = {},
): Promise<RankingBenchResult[]> {
  const settings = { accounts: options.accounts ?? 5000, durationSec: options.durationSec ?? 5 };
  const url = options.postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
  const results: RankingBenchResult[] = [];
  for (const kind of options.databases ?? (['pglite', 'postgres'] as const)) {
    const result = await onDatabase(kind, url, (database, label, databaseUrl) =>
      runOn(database, label, { ...settings, ...(databaseUrl ? { databaseUrl } : {}) }),
    );
    if (result) results.push(result);
  }
  return results;
}

/** The results as Markdown lines for docs/performance.md. */
export async function rankingBenchmarkLines(
  options: Parameters<typeof rankingBenchmarks>[0] = {},
): Promise<string[]> {
  const results = await rankingBenchmarks(options);
  const lines = [
    'Strategy square ranking (POST /community/front/selectbyfilter over loopback HTTP, autocannon in a worker thread):',
    '',
  ];
  for (const r of results) {
    lines.push(
      `${r.database}: ${r.accounts} trade accounts with statistics and ${r.subscriptions} subscriptions on the site (seeded in ${(r.seedMs / 1000).toFixed(1)} s), 500 more on another site.`,
      '',
      '| scenario | connections | requests | p50 ms | p99 ms | max ms | requests/s | failures |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...r.rows.map(
        (row) =>
          `| ${row.scenario} | ${row.connections} | ${row.requests} | ${row.p50} | ${row.p99} | ${row.max} | ${row.perSecond.toFixed(0)} | ${row.failures} |`,
      ),
      '',
    );
  }
  return lines;
}
