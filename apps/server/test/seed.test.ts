import { EDUCATION_MODULES_SEED } from '../src/db/seed/demo-education';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { ABOUT_MODULES } from '@copytrade/contracts/site';
import { STATUS } from '@copytrade/contracts/status-codes';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Database } from '../src/db/client';
import { notices } from '../src/db/schema/notices';
import { siteColumns, siteContents } from '../src/db/schema/content';
import { sites } from '../src/db/schema/sites';
import { users } from '../src/db/schema/users';
import { DEMO_PASSWORD, DEMO_PEOPLE, keepDemoCalendar, seedDemo } from '../src/db/seed/seed';
import { calendarEvents } from '../src/db/schema/market-news';
import { manualClock } from '../src/platform/ports';
import type { SimGateway } from '../src/trading/sim/sim-gateway';
import { demoCommunity, SIM_DEMO_COPIERS, SIM_DEMO_CROWD } from '../src/trading/sim/sim-demo';
import { mtAccounts } from '../src/db/schema/accounts';
import { subscriptions } from '../src/db/schema/copy';
import { comments, optionalAccounts, userFollows } from '../src/db/schema/social';
import { DEMO_ADMIN } from '../src/db/seed/demo-social';
import { DEMO_MAM_PEOPLE, MAM_PRO_SITE, MAM_SITE, mamSiteId } from '../src/db/seed/demo-mam';
import { listBanners, listPublicBanners } from '../src/modules/sites/site-settings.repository';
import { DEMO_MAM_ASSETS } from '../src/db/seed/demo-mam-assets';
import { paymentCodes, rebateLevels, uploads } from '../src/db/schema/money';
import { identityVerifications } from '../src/db/schema/profile';
import { ledgerEntries } from '../src/db/schema/wallet';
import { openTestDatabase, TEST_KEYS, testGateway } from './harness';

let database: Database;
let uploadsDir: string;
let gateway: SimGateway;
const clock = manualClock(new Date('2026-11-21T08:00:00Z'));
const seedOptions = (now: Date) => ({
  now,
  uploadsDir,
  passwordKey: TEST_KEYS.mt4Password,
  catalog: gateway.catalog(),
  community: demoCommunity(gateway.world()),
});

beforeAll(async () => {
  database = await openTestDatabase();
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'ct-uploads-'));
  gateway = await testGateway(database.db, clock, { demo: { days: 3 } });
});
afterAll(async () => {
  await gateway.stop();
  await database.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function counts() {
  const db = database.db;
  const n = async (rows: Promise<{ n: number }[]>) => (await rows)[0]!.n;
  return {
    sites: await n(db.select({ n: count() }).from(sites)),
    users: await n(db.select({ n: count() }).from(users)),
    columns: await n(db.select({ n: count() }).from(siteColumns)),
    contents: await n(db.select({ n: count() }).from(siteContents)),
    notices: await n(db.select({ n: count() }).from(notices)),
    tradeAccounts: await n(db.select({ n: count() }).from(mtAccounts).where(eq(mtAccounts.accType, 1))),
    subscriptions: await n(db.select({ n: count() }).from(subscriptions)),
    comments: await n(db.select({ n: count() }).from(comments)),
    follows: await n(db.select({ n: count() }).from(userFollows)),
    optionals: await n(db.select({ n: count() }).from(optionalAccounts)),
  };
}

describe('demo seed', () => {
  it(
    'creates the demo site, content and people once; a second run changes nothing',
    { timeout: 90_000 },
    async () => {
      const now = new Date('2026-11-21T08:00:00Z');
      const first = await seedDemo(database.db, seedOptions(now));
      expect(first).toEqual([
        '0001-demo-site',
        '0002-demo-content',
        '0003-demo-people',
        '0004-demo-mt4-accounts',
        '0005-demo-community',
        '0006-demo-social',
        '0007-demo-community-menu',
        '0008-demo-fees',
        '0009-demo-public-message',
        '0010-demo-payment-settings',
        '0011-demo-avatars',
        '0012-demo-mam-sites',
        '0014-demo-mam-content',
        '0015-demo-education',
        '0016-demo-market-news',
        '0017-demo-tools-menu',
        '0018-demo-shell-hosts',
      ]);
      const after = await counts();
      // The community site and the two MAM sites (issue 15) with their people.
      expect(after.sites).toBe(3);
      const mamPeople = Object.values(DEMO_MAM_PEOPLE).flat().length;
      // The demo people, a trader for every crowd bot of the simulator, the copiers and the site's admin.
      expect(after.users).toBe(DEMO_PEOPLE.length + SIM_DEMO_CROWD + SIM_DEMO_COPIERS + 1 + mamPeople);
      expect(after.comments).toBeGreaterThanOrEqual(10);
      expect(after.follows).toBeGreaterThanOrEqual(5);
      expect(after.optionals).toBe(3);
      expect(after.tradeAccounts).toBeGreaterThanOrEqual(40);
      // Nobody copies yet: the demo story subscribes them while the first start's history runs (src/demo).
      expect(after.subscriptions).toBe(0);
      // Welcome notices go to the demo people and the MAM sites' people; the community site admin's public
      // message to everyone of his site.
      expect(after.notices).toBe(DEMO_PEOPLE.length + mamPeople + (after.users - mamPeople));
      // The community's about pages and 4 announcements, its education items and lessons (issue 17); each
      // MAM site's four documents.
      const education = EDUCATION_MODULES_SEED.flatMap((m) => [
        ...m.classes.flatMap((c) => c.items),
        ...m.items.flatMap((i) => [i, ...(i.lessons ?? [])]),
      ]).length;
      expect(education).toBeGreaterThanOrEqual(120);
      expect(after.contents).toBe(ABOUT_MODULES.length + 4 + 2 * 4 + education);
      const db = database.db;
      const n = async (rows: Promise<{ n: number }[]>) => (await rows)[0]!.n;
      // Money: two traders charge a subscription fee with Alipay and WeChat codes, two charge performance
      // fees; three rebate levels; recharged tokens, with a ledger that sums to zero.
      // ... and (issue 7) the demo trader's WeChat code waiting for review; the four charging traders'
      // real names passed and the demo trader's pending. The MAM traders' real names are passed, and the Apex
      // trader's Alipay code (his subscription fee needs it).
      expect(await n(db.select({ n: count() }).from(paymentCodes))).toBe(6);
      expect(
        await n(db.select({ n: count() }).from(paymentCodes).where(eq(paymentCodes.state, 'pending'))),
      ).toBe(1);
      expect(await n(db.select({ n: count() }).from(identityVerifications))).toBe(7);
      expect(await n(db.select({ n: count() }).from(mtAccounts).where(eq(mtAccounts.feeType, 2)))).toBe(2);
      expect(await n(db.select({ n: count() }).from(mtAccounts).where(eq(mtAccounts.feeType, 3)))).toBe(2);
      expect(await n(db.select({ n: count() }).from(rebateLevels))).toBe(3);
      const [ledger] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
        .from(ledgerEntries);
      expect(Number(ledger!.total)).toBe(0);
      const [code] = await db
        .select({ data: uploads.data, mime: uploads.mime })
        .from(uploads)
        .where(eq(uploads.purpose, 'paymentCode'))
        .limit(1);
      expect(code!.mime).toBe('image/png');
      expect(code!.data.subarray(1, 4).toString('ascii')).toBe('PNG');

      const second = await seedDemo(database.db, seedOptions(now));
      expect(second).toEqual([]);
      expect(await counts()).toEqual(after);
      expect((await readdir(path.join(uploadsDir, 'site', 'demo'))).sort()).toEqual([
        'favicon.svg',
        'logo-dark.svg',
        'logo-light.svg',
      ]);
      for (const [code, files] of Object.entries(DEMO_MAM_ASSETS)) {
        expect((await readdir(path.join(uploadsDir, 'site', code))).sort()).toEqual(
          Object.keys(files).sort(),
        );
      }
    },
  );

  // Every demo person signs in (an argon2 hash each) and every about page is read in three languages: on a
  // two-core machine busy with the other test files this took 20-30 s, past the default limit.
  it('the demo people sign in with the documented password, and every about page exists in three languages', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: uploadsDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({
      config,
      db: database.db,
      keys: TEST_KEYS,
      gateway,
      clock,
      logger: false,
    });
    try {
      for (const person of [...DEMO_PEOPLE, DEMO_ADMIN]) {
        const res = await app.inject({
          method: 'POST',
          url: '/community/front/login',
          headers: { domainname: 'http://localhost:3000' },
          payload: { userName: person.email ?? person.phone, password: DEMO_PASSWORD },
        });
        expect(res.json<{ status: number }>().status, person.email ?? person.phone).toBe(STATUS.OK);
      }
      // The header leads to the community (its three pages under one entry after Home), then the academy.
      const header = await app.inject({
        method: 'GET',
        url: '/community/front/getHeaderData',
        headers: { domainname: 'http://localhost:3000', language: 'en_US' },
      });
      const menu = header.json<{ content: { frontUrl: string; children: { frontUrl: string }[] }[] }>()
        .content;
      // Eight entries at the top (the header shows News to zh_CN readers only), so the bar fits 1440 px
      // without "···"; "Get MT4" is under Downloads, the partner page under About us.
      expect(menu.map((item) => item.frontUrl)).toEqual([
        '/',
        '/community',
        '/college',
        '/information',
        '/download',
        '/tools',
        '/aboutUs/introduce',
        '/aboutUs/faq',
      ]);
      expect(menu[6]!.children.map((item) => item.frontUrl)).toEqual([
        '/aboutUs/introduce',
        '/aboutUs/announcement',
        '/aboutUs/contactUs',
        '/partner',
      ]);
      expect(menu[5]!.children.map((item) => item.frontUrl)).toEqual([
        '/tools/transactionData',
        '/tools/financeCalendar',
        '/tools/timeTelegram',
        '/tools/calculator',
        '/tools/market/point',
        '/tools/market/everydayreport',
      ]);
      expect(menu[4]!.children.map((item) => (item as { contentUrl?: string }).contentUrl)).toEqual([
        'https://www.metatrader4.com/en/download',
      ]);
      expect(menu[1]!.children.map((item) => item.frontUrl)).toEqual([
        '/community/communityRecommend',
        '/community/trader',
        '/community/henchman',
      ]);
      const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
      expect(admin).toMatchObject({ role: 'admin', nickName: 'Meridian Desk' });
      for (const moduleCode of ABOUT_MODULES) {
        for (const language of ['zh_CN', 'en_US', 'zh_Hant']) {
          const res = await app.inject({
            method: 'GET',
            url: '/cms/front/getModuleContent',
            query: { moduleCode },
            headers: { domainname: 'http://localhost:3000', language },
          });
          const page = res.json<{ content: [{ title: string; body: string }] }>().content[0];
          expect(page.title.length, `${moduleCode} ${language}`).toBeGreaterThan(1);
          expect(page.body.length, `${moduleCode} ${language}`).toBeGreaterThan(300);
        }
      }
    } finally {
      await app.close();
    }
  }, 120_000);

  it('the MAM sites answer on their own hosts with any port; their people sign in there and only there', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: uploadsDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db: database.db, keys: TEST_KEYS, gateway, clock, logger: false });
    try {
      for (const [site, version, brand] of [
        [MAM_SITE, 0, 'Apex Copy Desk'],
        [MAM_PRO_SITE, 1, 'Northstar'],
      ] as const) {
        for (const host of [site.domain, `${site.domain}:3000`, `${site.domain}:5173`]) {
          const res = await app.inject({
            method: 'POST',
            url: '/cms/front/getSiteConfig',
            headers: { host },
          });
          expect(res.json<{ content: unknown[] }>().content[0], host).toMatchObject({
            brandName: brand,
            siteType: 5,
            version,
            navibarLogo: `/uploads/site/${site.code}/logo-light.svg`,
          });
        }
        for (const person of DEMO_MAM_PEOPLE[site.code]!) {
          const login = (host: string) =>
            app.inject({
              method: 'POST',
              url: '/community/front/login',
              headers: { host },
              payload: { userName: person.email, password: DEMO_PASSWORD },
            });
          const here = await login(`${site.domain}:3000`);
          expect(here.json<{ status: number }>().status, person.email).toBe(STATUS.OK);
          // Another site does not know him (the community site answers for localhost).
          const there = await login('localhost:3000');
          expect(there.json<{ status: number }>().status, person.email).not.toBe(STATUS.OK);
        }
        // The documents the sign-up form links to, under the site's own brand, in every language.
        for (const moduleCode of ['privacyPolicy', 'riskDisclosure', 'disclaimerSay', 'userGuide']) {
          for (const language of ['zh_CN', 'en_US', 'zh_Hant']) {
            const res = await app.inject({
              method: 'GET',
              url: '/cms/front/getModuleContent',
              query: { moduleCode },
              headers: { host: site.domain, language },
            });
            const page = res.json<{ content: [{ summary: string; body: string }] }>().content[0];
            const where = `${site.code} ${moduleCode} ${language}`;
            expect(page.body.length, where).toBeGreaterThan(300);
            expect(`${page.summary} ${page.body}`, where).not.toMatch(/Meridian|\{brand\}/);
            expect(`${page.summary} ${page.body}`, where).toContain(brand);
          }
        }
      }
      // The landing variant's banners: three, in every language, in order; the standalone site has none.
      const proId = await mamSiteId(database.db, MAM_PRO_SITE.code);
      for (const language of ['zh_CN', 'en_US', 'zh_Hant']) {
        const banners = await listPublicBanners(database.db, proId, language);
        expect(banners.map((b) => b.image)).toEqual(
          [1, 2, 3].map((i) => `/uploads/site/mampro/banner-${i}.svg`),
        );
        expect(banners.every((b) => b.language === language && b.title.length > 5)).toBe(true);
      }
      expect(await listBanners(database.db, await mamSiteId(database.db, MAM_SITE.code))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('keeps the demo calendar current as the days pass, leaving what the admin changed alone', async () => {
    const db = database.db;
    const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, 'demo'));
    const events = (from: string, to: string) =>
      db
        .select()
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.siteId, site!.id),
            gte(calendarEvents.eventTime, new Date(from)),
            lt(calendarEvents.eventTime, new Date(to)),
          ),
        )
        .orderBy(calendarEvents.eventTime, calendarEvents.id);
    // Seeded on Saturday 21 November: three weeks ahead end on Friday 11 December, later days are empty,
    // and the events of the week after the seed have no actual value yet.
    expect(await events('2026-12-21', '2026-12-22')).toEqual([]);
    const nextWeek = await events('2026-11-24', '2026-11-25');
    expect(nextWeek.length).toBeGreaterThan(2);
    expect(nextWeek.every((e) => e.actual === '')).toBe(true);
    // The admin edits one of them (a new forecast): that one is his from now on.
    const edited = nextWeek[0]!;
    await db.update(calendarEvents).set({ forecast: '9.9%' }).where(eq(calendarEvents.id, edited.id));

    // Sixteen days later (Monday 7 December, noon) the demo is still running.
    const later = new Date('2026-12-07T12:00:00Z');
    const first = await keepDemoCalendar(db, later);
    expect(first.added).toBeGreaterThan(0);
    expect(first.filled).toBeGreaterThan(0);
    expect((await events('2026-12-21', '2026-12-22')).length).toBeGreaterThan(2);
    expect((await events('2026-12-28', '2026-12-29')).length).toBeGreaterThan(2);
    const monday = await events('2026-12-07', '2026-12-08');
    expect(await events('2026-12-26', '2026-12-28')).toEqual([]); // a weekend
    // Past events now have their actual values, except the one the admin changed.
    const after = await events('2026-11-24', '2026-11-25');
    expect(after.filter((e) => e.id !== edited.id).every((e) => e.actual !== '')).toBe(true);
    expect(after.find((e) => e.id === edited.id)).toMatchObject({ actual: '', forecast: '9.9%' });
    // Monday's events before noon have happened, the later ones have not.
    const happened = monday.filter((e) => e.eventTime < later);
    const coming = monday.filter((e) => e.eventTime > later);
    expect(happened.length).toBeGreaterThan(0);
    expect(coming.length).toBeGreaterThan(0);
    expect(happened.every((e) => e.actual !== '')).toBe(true);
    expect(coming.every((e) => e.actual === '')).toBe(true);

    // Run again at the same time: nothing more to do.
    expect(await keepDemoCalendar(db, later)).toEqual({ added: 0, filled: 0 });
    // Events more than 90 days old are dropped.
    await keepDemoCalendar(db, new Date('2027-02-24T12:00:00Z'));
    expect(await events('2026-10-01', '2026-11-26')).toEqual([]);
    expect((await events('2026-12-01', '2026-12-02')).length).toBeGreaterThan(2);
  });
});
