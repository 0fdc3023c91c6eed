import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { and, count, eq, gt, inArray, isNotNull, lt, min, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Database } from '../src/db/client';
import { mtAccounts, mtOrders } from '../src/db/schema/accounts';
import { copyLinks, copyRecords, subscriptions } from '../src/db/schema/copy';
import { settlements, subscriptionPayments } from '../src/db/schema/money';
import { recommendedToday } from '../src/db/schema/recommendations';
import { accountStatistics, equitySamples } from '../src/db/schema/statistics';
import { ledgerAccounts, ledgerEntries } from '../src/db/schema/wallet';
import { notices } from '../src/db/schema/notices';
import { simState } from '../src/db/schema/sim';
import { users } from '../src/db/schema/users';
import { seedDemo } from '../src/db/seed/seed';
import { MAM_PRO_SITE, MAM_SITE, mamSiteId } from '../src/db/seed/demo-mam';
import { historyClock, type HistoryClock } from '../src/demo/history-clock';
import { runDemoHistory, type HistoryRunReport } from '../src/demo/history-run';
import { demoStory } from '../src/demo/story';
import { createSimGateway, type SimGateway } from '../src/trading/sim/sim-gateway';
import { demoCommunity } from '../src/trading/sim/sim-demo';
import { openTestDatabase, TEST_KEYS } from './harness';

const DAY = 24 * 3600_000;
/** A short history keeps the test quick; the story's 90 days are pressed into it. */
const DAYS = 12;
/**
 * The story's first 60 days take the history's first 6; its last 30 (the MAM sites copy from day 62) the
 * last 6, so their copying always spans at least four market days, whatever weekday the test runs on (a
 * straight 90-to-12 press left 3.7 days, under two market days on a Sunday: no copy had closed yet).
 */
const pressed = (day: number) => (day <= 60 ? day / 10 : 6 + ((day - 60) * (DAYS - 6)) / 30);

let database: Database;
let dataDir: string;
let clock: HistoryClock;
let gateway: SimGateway;
let app: FastifyInstance;
let report: HistoryRunReport;
let start: number;
let end: number;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-history-'));
  end = Date.now();
  start = end - DAYS * DAY;
  clock = historyClock(start);
  gateway = await createSimGateway({
    db: database.db,
    log: pino({ level: 'silent' }),
    clock,
    seed: 20261121,
    passwordKey: TEST_KEYS.simPassword,
    drive: 'manual',
    historyRun: true,
    demo: { days: 0 },
  });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  app = await buildApp({
    config,
    db: database.db,
    keys: TEST_KEYS,
    clock,
    gateway,
    statisticsEveryMs: 0,
    settlementEveryMs: 0,
    logger: false,
  });
  const community = demoCommunity(gateway.world());
  await seedDemo(database.db, {
    now: new Date(end),
    uploadsDir: path.join(dataDir, 'uploads'),
    passwordKey: TEST_KEYS.mt4Password,
    catalog: gateway.catalog(),
    community,
  });
  const story = demoStory({
    traders: community.traders.map((t, i) => ({
      email: `signal${String(i + 1).padStart(2, '0')}@meridianfx.test`,
      strategy: t.strategy,
      symbols: t.symbols,
    })),
  }).map((step) => ({ ...step, day: pressed(step.day) }));
  report = await runDemoHistory({
    app,
    db: database.db,
    history: gateway.history,
    clock,
    story,
    log: app.log,
    until: () => end,
  });
}, 600_000);

afterAll(async () => {
  await app?.close();
  await gateway?.stop();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the demo history of a first start', () => {
  it('plays every step of the story through the API', () => {
    expect(report.failures).toEqual([]);
    expect(report.stops).toBeGreaterThan(0);
  });

  it('subscribes in the past, so subscriptions started during the history', async () => {
    const [row] = await database.db
      .select({ n: count(), first: min(subscriptions.startAt) })
      .from(subscriptions);
    expect(row!.n).toBeGreaterThanOrEqual(20);
    expect(row!.first!.getTime()).toBeLessThan(start + 2 * DAY);
    // A cancel that follows the trader stays 'closing' until his open trades close; a history that ends on
    // a weekend can end before they do, so the cancel is counted by its time, in either state.
    const cancelled = await database.db
      .select({ n: count() })
      .from(subscriptions)
      .where(
        and(isNotNull(subscriptions.cancelledAt), inArray(subscriptions.state, ['cancelled', 'closing'])),
      );
    expect(cancelled[0]!.n).toBeGreaterThan(0);
  });

  it('copies the traders through the real orchestrator, at the times the trades happened', async () => {
    const [closed] = await database.db
      .select({ n: count(), first: min(copyLinks.closeTime), profit: sql<string>`sum(${copyLinks.profit})` })
      .from(copyLinks)
      .where(and(eq(copyLinks.state, 'closed'), isNotNull(copyLinks.closeTime)));
    expect(closed!.n).toBeGreaterThan(20);
    expect(closed!.first!.getTime()).toBeLessThan(end - 3 * DAY);
    expect(Number(closed!.profit)).not.toBe(0);
    // Each copied open went to the broker within a second of the trader's fill (signal age honoured).
    const late = await database.db
      .select({ n: count() })
      .from(copyLinks)
      .where(gt(copyLinks.delayMs, 60_000));
    expect(late[0]!.n).toBe(0);
    // A copy follows its master's close: one whose close the broker refused (market closed, a timeout)
    // is closed by the repair sweep within hours of world time, a weekend at most, never days later.
    const master = alias(mtOrders, 'master');
    const [lagging] = await database.db
      .select({ n: count() })
      .from(copyLinks)
      .innerJoin(
        master,
        and(eq(master.accountId, copyLinks.masterAccountId), eq(master.ticket, copyLinks.masterTicket)),
      )
      .where(
        and(
          eq(copyLinks.state, 'closed'),
          isNotNull(master.closeTime),
          sql`${copyLinks.closeTime} > ${master.closeTime} + interval '72 hours'`,
        ),
      );
    expect(lagging!.n).toBe(0);
    // Records (skips and failures) carry the time they happened, not the time of the run.
    const [records] = await database.db
      .select({ n: count(), first: min(copyRecords.createdAt) })
      .from(copyRecords);
    if (records!.n > 0) expect(records!.first!.getTime()).toBeLessThan(end - DAY);
  });

  it('gives the demo follower and the demo trader live subscriptions with copies', async () => {
    for (const email of ['follower@meridianfx.test', 'trader@meridianfx.test']) {
      const rows = await database.db
        .select({ id: subscriptions.id, copies: count(copyLinks.id) })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.followerUserId))
        .leftJoin(copyLinks, eq(copyLinks.subscriptionId, subscriptions.id))
        .where(and(eq(users.email, email), eq(subscriptions.state, 'subscribing')))
        .groupBy(subscriptions.id);
      expect(rows.length, email).toBeGreaterThanOrEqual(2);
      expect(rows.filter((r) => r.copies > 0).length, email).toBeGreaterThanOrEqual(1);
    }
  });

  it('dates what the people were told and when they subscribed at the history times', async () => {
    const [told] = await database.db.select({ first: min(notices.createdAt) }).from(notices);
    expect(told!.first!.getTime()).toBeLessThan(end - 3 * DAY);
    const [subscribed] = await database.db
      .select({ first: min(subscriptions.createdAt) })
      .from(subscriptions);
    expect(subscribed!.first!.getTime()).toBeLessThan(end - 3 * DAY);
  });

  it('pays subscription fees from the wallet and settles performance fees each week', async () => {
    const paid = await database.db
      .select({ n: count() })
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.status, 'confirmed'));
    expect(paid[0]!.n).toBeGreaterThan(0);
    const weekly = await database.db.select({ n: count() }).from(settlements);
    expect(report.weeksSettled).toBeGreaterThan(0);
    expect(weekly[0]!.n).toBeGreaterThan(0);
  });

  it('samples equity through the whole history', async () => {
    const [samples] = await database.db
      .select({ n: count(), first: min(equitySamples.time) })
      .from(equitySamples);
    expect(samples!.first!).toBeLessThan(start + DAY);
    const early = await database.db
      .select({ n: count() })
      .from(equitySamples)
      .where(lt(equitySamples.time, start + DAYS * DAY * 0.5));
    expect(early[0]!.n).toBeGreaterThan(100);
  });

  describe('the MAM sites (issue 15)', () => {
    const db = () => database.db;

    it('answer on their own hosts with any port, with their own brand and version', async () => {
      for (const [host, brand, version] of [
        ['mam.localhost:3105', 'Apex Copy Desk', 0],
        ['mampro.localhost', 'Northstar', 1],
        ['MAMPRO.localhost:80', 'Northstar', 1],
      ] as const) {
        const res = await app.inject({ method: 'POST', url: '/cms/front/getSiteConfig', headers: { host } });
        const config = res.json<{ content: { brandName: string; siteType: number; version: number }[] }>()
          .content[0]!;
        expect(config, host).toMatchObject({ brandName: brand, siteType: 5, version });
      }
    });

    it('copy their traders through the engine: live subscriptions of every copy mode, each with copies', async () => {
      for (const [code, expected] of [
        [MAM_SITE.code, 4],
        [MAM_PRO_SITE.code, 2],
      ] as const) {
        const siteId = await mamSiteId(db(), code);
        const rows = await db()
          .select({ id: subscriptions.id, copyType: subscriptions.copyType, copies: count(copyLinks.id) })
          .from(subscriptions)
          .leftJoin(copyLinks, eq(copyLinks.subscriptionId, subscriptions.id))
          .where(and(eq(subscriptions.siteId, siteId), eq(subscriptions.state, 'subscribing')))
          .groupBy(subscriptions.id);
        expect(rows.length, code).toBe(expected);
        expect(
          rows.every((r) => r.copies > 0),
          code,
        ).toBe(true);
        // Copies on the MAM sites are made at history times, within the broker's delay.
        const [closed] = await db()
          .select({ n: count(), profit: sql<string>`coalesce(sum(${copyLinks.profit}), 0)` })
          .from(copyLinks)
          .where(and(eq(copyLinks.siteId, siteId), eq(copyLinks.state, 'closed')));
        expect(closed!.n, code).toBeGreaterThan(0);
        expect(Number(closed!.profit), code).not.toBe(0);
      }
      const modes = await db()
        .selectDistinct({ copyType: subscriptions.copyType })
        .from(subscriptions)
        .where(eq(subscriptions.siteId, await mamSiteId(db(), MAM_SITE.code)));
      expect(modes.map((m) => m.copyType).sort()).toEqual([1, 2, 3]);
    });

    it("give the traders' accounts statistics and the Apex trader income from the fees his followers paid", async () => {
      for (const code of [MAM_SITE.code, MAM_PRO_SITE.code]) {
        const siteId = await mamSiteId(db(), code);
        const stats = await db()
          .select({ trades: accountStatistics.trades, growth: accountStatistics.growth })
          .from(accountStatistics)
          .innerJoin(mtAccounts, eq(mtAccounts.id, accountStatistics.accountId))
          .where(and(eq(accountStatistics.siteId, siteId), eq(mtAccounts.accType, 1)));
        expect(stats.length, code).toBe(2);
        for (const s of stats) {
          expect(s.trades, code).toBeGreaterThan(0);
          expect(s.growth, code).not.toBe(0);
        }
      }
      const siteId = await mamSiteId(db(), MAM_SITE.code);
      const paid = await db()
        .select({ n: count() })
        .from(subscriptionPayments)
        .where(and(eq(subscriptionPayments.siteId, siteId), eq(subscriptionPayments.status, 'confirmed')));
      expect(paid[0]!.n).toBe(2);
      const [trader] = await db()
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.email, 'trader@mam.test')));
      const [income] = await db()
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(ledgerAccounts.siteId, siteId),
            eq(ledgerAccounts.ownerId, trader!.id),
            eq(ledgerAccounts.kind, 'wallet'),
            gt(ledgerEntries.amount, '0'),
          ),
        );
      expect(Number(income!.total)).toBeGreaterThan(0);
    });

    it("make the Northstar trader one of today's stars, chosen by his site's admin", async () => {
      const siteId = await mamSiteId(db(), MAM_PRO_SITE.code);
      const picks = await db()
        .select({ accountId: recommendedToday.accountId })
        .from(recommendedToday)
        .where(eq(recommendedToday.siteId, siteId));
      expect(picks).toHaveLength(1);
      const res = await app.inject({
        method: 'GET',
        url: '/mam/visitor/chooseTodayStar',
        headers: { host: 'mampro.localhost:3105' },
      });
      const stars = res.json<{ content: { mtAccId?: number; id?: number }[] }>().content;
      expect(JSON.stringify(stars)).toContain(String(picks[0]!.accountId));
    });

    it('keep the sites apart: nobody of a MAM site copies or is copied by another site', async () => {
      const crossing = await db()
        .select({ n: count() })
        .from(subscriptions)
        .innerJoin(mtAccounts, eq(mtAccounts.id, subscriptions.masterAccountId))
        .where(ne(mtAccounts.siteId, subscriptions.siteId));
      expect(crossing[0]!.n).toBe(0);
      const ids = [await mamSiteId(db(), MAM_SITE.code), await mamSiteId(db(), MAM_PRO_SITE.code)];
      const [people] = await db().select({ n: count() }).from(users).where(inArray(users.siteId, ids));
      expect(people!.n).toBe(9);
    });
  });

  it('ends live: the clock reads the present and the world is saved', async () => {
    expect(clock.isLive()).toBe(true);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5_000);
    const [saved] = await database.db.select({ key: simState.key }).from(simState);
    expect(saved).toBeDefined();
    expect(gateway.world().now()).toBeGreaterThanOrEqual(end - 5_000);
  });
});
