import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, like, notInArray } from 'drizzle-orm';
import { strategyTextSchema } from '@copytrade/contracts/accounts';
import { LOCALES, type Locale } from '@copytrade/contracts/locale';
import { AVATAR_SIZE, profileNicknameSchema } from '@copytrade/contracts/profile';
import type { Database } from '../src/db/client';
import { mtAccounts } from '../src/db/schema/accounts';
import { uploads } from '../src/db/schema/money';
import { commentLikes, comments } from '../src/db/schema/social';
import { sites } from '../src/db/schema/sites';
import { users } from '../src/db/schema/users';
import { DEMO_WOMEN, seedDemoAvatars } from '../src/db/seed/demo-avatars';
import { demoTraderStrategy } from '../src/db/seed/demo-strategies';
import { DEMO_SITE_CODE, seedDemo } from '../src/db/seed/seed';
import { manualClock } from '../src/platform/ports';
import type { SimGateway } from '../src/trading/sim/sim-gateway';
import { demoCommunity, SIM_DEMO_CROWD } from '../src/trading/sim/sim-demo';
import { openTestDatabase, TEST_KEYS, testGateway } from './harness';

/**
 * The demo's people look real (issue 13): every demo trader has his own strategy text in the three site
 * languages (written in one, translated into the other two), every person a believable, unique nickname
 * and a distinct generated avatar stored as an uploaded one, and the comments are in the site's languages.
 */
let database: Database;
let uploadsDir: string;
let gateway: SimGateway;
let siteId: number;
const now = new Date('2026-11-21T08:00:00Z');
const clock = manualClock(now);

const HAN = /\p{Script=Han}/u;
/** Characters that differ between the two Chinese scripts, common in these texts (simplified, traditional). */
const SIMPLIFIED = /[们这说单头经对会时间进为从过后区场应现里长开发关数与让个风险仓账户]/u;
const TRADITIONAL = /[們這說單頭經對會時間進為從過後區場應現裡長開發關數與讓個風險倉帳戶]/u;

/** Which language a text is in: English has no Chinese character; the scripts tell the Chinese ones. */
function languageOf(text: string): Locale | 'unknown' {
  if (!HAN.test(text)) return 'en_US';
  const simplified = SIMPLIFIED.test(text);
  const traditional = TRADITIONAL.test(text);
  if (simplified && !traditional) return 'zh_CN';
  if (traditional && !simplified) return 'zh_Hant';
  return 'unknown';
}

beforeAll(async () => {
  database = await openTestDatabase();
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'ct-uploads-'));
  gateway = await testGateway(database.db, clock, { demo: { days: 3 } });
  await seedDemo(database.db, {
    now,
    uploadsDir,
    passwordKey: TEST_KEYS.mt4Password,
    catalog: gateway.catalog(),
    community: demoCommunity(gateway.world()),
  });
  const [site] = await database.db.select().from(sites).where(eq(sites.code, DEMO_SITE_CODE));
  siteId = site!.id;
});
afterAll(async () => {
  await gateway?.stop();
  await database.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('demo strategies', () => {
  it('gives every community trader a distinct strategy, written in one language and translated into the other two', async () => {
    const rows = await database.db
      .select({ strategy: mtAccounts.strategy, translations: mtAccounts.strategyTranslations })
      .from(mtAccounts)
      .innerJoin(users, eq(users.id, mtAccounts.userId))
      .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.accType, 1), like(users.email, 'signal%')));
    expect(rows).toHaveLength(SIM_DEMO_CROWD);
    const written: Locale[] = [];
    for (const row of rows) {
      const original = languageOf(row.strategy);
      expect(original, row.strategy).not.toBe('unknown');
      written.push(original as Locale);
      // The two translations are the site's other two languages, each really in that language.
      expect(Object.keys(row.translations).sort()).toEqual(LOCALES.filter((l) => l !== original).sort());
      for (const [locale, text] of Object.entries(row.translations)) {
        expect(languageOf(text), text).toBe(locale);
      }
      // Each text within the limit an owner's edit has.
      for (const text of [row.strategy, ...Object.values(row.translations)]) {
        expect(strategyTextSchema.safeParse(text).success, text).toBe(true);
        expect(text).not.toContain('{s}');
      }
    }
    // Most write Chinese; some English; a few traditional Chinese.
    const count = (locale: Locale) => written.filter((l) => l === locale).length;
    expect(count('zh_CN')).toBeGreaterThan(SIM_DEMO_CROWD / 2);
    expect(count('en_US')).toBeGreaterThanOrEqual(5);
    expect(count('zh_Hant')).toBeGreaterThanOrEqual(2);
    // No two alike, in any language.
    for (const locale of LOCALES) {
      const texts = rows.map((r) => r.translations[locale] ?? r.strategy);
      expect(new Set(texts).size, locale).toBe(rows.length);
    }
  });

  it("has the demo trader's two accounts in three languages, unlike any other", async () => {
    const community = new Set(
      (
        await database.db
          .select({ strategy: mtAccounts.strategy })
          .from(mtAccounts)
          .where(
            and(
              eq(mtAccounts.siteId, siteId),
              eq(mtAccounts.accType, 1),
              notInArray(mtAccounts.login, ['6100001', '7100001']),
            ),
          )
      ).map((r) => r.strategy),
    );
    const main = demoTraderStrategy(6100001)!;
    const event = demoTraderStrategy(7100001)!;
    for (const text of [main, event]) {
      expect(languageOf(text.strategy)).toBe('zh_CN');
      expect(languageOf(text.strategyTranslations.en_US!)).toBe('en_US');
      expect(languageOf(text.strategyTranslations.zh_Hant!)).toBe('zh_Hant');
      expect(strategyTextSchema.safeParse(text.strategyTranslations.en_US).success).toBe(true);
    }
    expect(main.strategy).not.toBe(event.strategy);
    expect(main.strategy).toContain('EURUSD');
    expect(event.strategyTranslations.en_US).toContain('GBPUSD');
    expect(community.has(main.strategy) || community.has(event.strategy)).toBe(false);
    expect(demoTraderStrategy(1)).toBeUndefined();
    const seeded = await database.db
      .select({ strategy: mtAccounts.strategy, translations: mtAccounts.strategyTranslations })
      .from(mtAccounts)
      .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.login, '6100001')));
    expect(seeded[0]).toEqual({ strategy: main.strategy, translations: main.strategyTranslations });
  });
});

describe('demo people', () => {
  it('have believable nicknames, unique on the site and valid as a user would type them', async () => {
    const people = await database.db
      .select({ email: users.email, nickName: users.nickName })
      .from(users)
      .where(eq(users.siteId, siteId));
    const names = people.map((p) => p.nickName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(profileNicknameSchema.safeParse(name).success, name).toBe(true);
    // The names whose faces get a woman's look are all demo people's.
    for (const name of DEMO_WOMEN) expect(names, name).toContain(name);
    // Chinese and English names among the traders and the copiers alike.
    for (const prefix of ['signal', 'copier']) {
      const group = people.filter((p) => p.email?.startsWith(prefix)).map((p) => p.nickName);
      expect(
        group.some((n) => HAN.test(n)),
        prefix,
      ).toBe(true);
      expect(
        group.some((n) => /^[A-Za-z]/.test(n)),
        prefix,
      ).toBe(true);
      // Not the simulator's account names, nor the old placeholders.
      expect(
        group.some((n) => /^Copier \d|^Trader \d/.test(n)),
        prefix,
      ).toBe(false);
    }
  });

  it('each get a distinct generated avatar, stored as an uploaded avatar is; a second run adds none', async () => {
    // The seed's step 0011-demo-avatars gave everyone a picture already.
    const people = await database.db
      .select({ id: users.id, portraitImg: users.portraitImg })
      .from(users)
      .where(eq(users.siteId, siteId));
    const avatars = await database.db
      .select({ id: uploads.id, ownerId: uploads.ownerId, mime: uploads.mime, sha256: uploads.sha256 })
      .from(uploads)
      .where(and(eq(uploads.siteId, siteId), eq(uploads.purpose, 'avatar')));
    expect(avatars).toHaveLength(people.length);
    const byOwner = new Map(avatars.map((a) => [a.ownerId, a]));
    for (const person of people) {
      const avatar = byOwner.get(person.id)!;
      expect(avatar.mime).toBe('image/webp');
      expect(person.portraitImg).toBe(`/community/front/queryAvatar?userId=${person.id}&v=${avatar.id}`);
    }
    expect(new Set(avatars.map((a) => a.sha256)).size).toBe(avatars.length);
    // A real picture of the avatar size.
    const [one] = await database.db
      .select({ data: uploads.data })
      .from(uploads)
      .where(eq(uploads.id, avatars[0]!.id));
    expect(await sharp(one!.data).metadata()).toMatchObject({
      format: 'webp',
      width: AVATAR_SIZE,
      height: AVATAR_SIZE,
    });

    expect(await seedDemoAvatars(database.db, { siteId, now })).toBe(0);
    // (On this site: the MAM demo sites' people have theirs too.)
    expect(
      await database.db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.siteId, siteId), eq(uploads.purpose, 'avatar'))),
    ).toHaveLength(people.length);
  });
});

describe('demo comments', () => {
  it("are in the site's languages, with replies and likes, over the past weeks and never before their author or account", async () => {
    const rows = await database.db
      .select({
        id: comments.id,
        parentId: comments.parentId,
        content: comments.content,
        createdAt: comments.createdAt,
        authorJoined: users.createdAt,
        accountCreated: mtAccounts.createdAt,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .innerJoin(mtAccounts, eq(mtAccounts.id, comments.accountId))
      .where(and(eq(comments.siteId, siteId), isNull(comments.deletedAt)));
    const top = rows.filter((r) => r.parentId === null);
    expect(top.length).toBeGreaterThanOrEqual(30);
    expect(top.length).toBeLessThanOrEqual(50);
    expect(rows.length - top.length).toBeGreaterThanOrEqual(15);
    const languages = top.map((r) => languageOf(r.content));
    // Mostly Chinese, simplified above all.
    const chinese = languages.filter((l) => l === 'zh_CN' || l === 'zh_Hant').length;
    expect(chinese).toBeGreaterThan(top.length * 0.6);
    expect(languages.filter((l) => l === 'zh_CN').length).toBeGreaterThan(top.length / 2);
    expect(languages.filter((l) => l === 'en_US').length).toBeGreaterThanOrEqual(5);
    expect(languages.filter((l) => l === 'zh_Hant').length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.content)).size).toBe(rows.length);

    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of rows) {
      expect(r.createdAt.getTime()).toBeLessThan(now.getTime());
      // Rows the seed made at `now` itself (the demo people, their accounts) are there from the start.
      for (const since of [r.authorJoined, r.accountCreated]) {
        if (since < now) expect(r.createdAt.getTime()).toBeGreaterThan(since.getTime());
      }
      if (r.parentId !== null) {
        expect(r.createdAt.getTime()).toBeGreaterThan(byId.get(r.parentId)!.createdAt.getTime());
      }
    }
    const times = rows.map((r) => r.createdAt.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(21 * 24 * 3600_000);
    // Liked, by several people.
    const likes = await database.db
      .select({ commentId: commentLikes.commentId })
      .from(commentLikes)
      .where(
        inArray(
          commentLikes.commentId,
          top.map((r) => r.id),
        ),
      );
    expect(likes.length).toBeGreaterThanOrEqual(40);
  });
});
