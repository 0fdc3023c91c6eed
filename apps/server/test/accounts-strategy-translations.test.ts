import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AccountDetail, MtAccountInfo } from '@copytrade/contracts/accounts';
import type { CollectionItem } from '@copytrade/contracts/social';
import { STATUS } from '@copytrade/contracts/status-codes';
import { mtAccounts } from '../src/db/schema/accounts';
import { sites } from '../src/db/schema/sites';
import type { Person } from './copy-support';
import { createTestContext, type TestContext } from './harness';
import { member, tradeAccount, type Body } from './social-support';

/**
 * A trader's strategy text with translations (mt_accounts.strategy_translations): the owner writes it in
 * one language and may translate it into the site's other languages; every reader gets the text of his
 * `language` where a translation exists, else the original; a locked strategy stays '' in every language.
 */
let t: TestContext;
let trader: Person;
let reader: Person;
let stranger: Person;
let admin: Person;
let otherSite: Person;
let account: number;

const ORIGINAL = '顺势交易欧美和黄金：均线交叉进场，每单都有止损，单笔风险约为净值的1%。';
const ENGLISH =
  'Trend following on EURUSD and gold: moving-average entries, a stop on every order, about 1% risk.';
const TRADITIONAL = '順勢交易歐美和黃金：均線交叉進場，每單都有止損，單筆風險約為淨值的1%。';

async function call<T>(
  who: Person | null,
  method: 'GET' | 'POST',
  url: string,
  data: Record<string, unknown>,
  options: { language?: string; site?: TestContext['siteB'] } = {},
): Promise<Body<T> & { http: number }> {
  const res = await t.call({
    method,
    url,
    ...(who ? { token: who.token } : {}),
    ...(options.site ? { site: options.site } : {}),
    ...(options.language ? { language: options.language } : {}),
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])) }
      : { payload: data }),
  });
  return { ...res.json<Body<T>>(), http: res.statusCode };
}

const update = (who: Person | null, body: Record<string, unknown>, language = 'en_US') =>
  call(who, 'POST', '/community/api/updateMtAccountInfo', body, { language });
const publicStrategy = async (language?: string) =>
  (
    await call<MtAccountInfo>(
      null,
      'GET',
      '/community/front/queryMtAccountInfo',
      { mtId: account },
      language ? { language } : {},
    )
  ).content[0]!.strategy;
const listedStrategy = async (language: string) =>
  (
    await call<MtAccountInfo>(
      null,
      'GET',
      '/community/front/queryTradeAccListWithoutToken',
      { page: 1, pageSize: 50 },
      { language },
    )
  ).content.find((a) => a.mtAccId === account)!.strategy;
const collectedStrategy = async (language: string) =>
  (
    await call<CollectionItem>(
      reader,
      'GET',
      '/community/api/queryCollectionInformation',
      { targetType: 'strategy' },
      { language },
    )
  ).content.find(
    (c): c is Extract<CollectionItem, { targetType: 'strategy' }> =>
      c.targetType === 'strategy' && c.targetId === account,
  )!.strategy!.strategy;
const stored = async () => (await t.db.select().from(mtAccounts).where(eq(mtAccounts.id, account)))[0]!;

beforeAll(async () => {
  t = await createTestContext();
  trader = await member(t, 'trader@strategy.test', { nickName: 'Atlas', userType: 3 });
  reader = await member(t, 'reader@strategy.test');
  stranger = await member(t, 'stranger@strategy.test', { userType: 3 });
  admin = await member(t, 'desk@strategy.test', { admin: true });
  otherSite = await member(t, 'trader@b.test', { userType: 3, site: t.siteB });
  account = await tradeAccount(t, trader);
  const favoured = await call(reader, 'POST', '/community/api/favorAdd', {
    targetType: 'strategy',
    targetId: account,
  });
  expect(favoured.status).toBe(STATUS.OK);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db
    .update(mtAccounts)
    .set({ strategy: ORIGINAL, strategyTranslations: {}, strategyLocked: false })
    .where(eq(mtAccounts.id, account));
  await t.db.update(sites).set({ availableLang: '1,2,3' }).where(eq(sites.id, t.siteA.id));
});

describe("a strategy in the reader's language", () => {
  it('gives each reader his translation on the profile, the public list and favourites', async () => {
    const saved = await update(trader, {
      mtAccId: account,
      strategy: ORIGINAL,
      strategyTranslations: { en_US: `  ${ENGLISH}  `, zh_Hant: TRADITIONAL },
    });
    expect(saved).toMatchObject({ http: 200, status: STATUS.OK });
    // Trimmed as the original is.
    expect((await stored()).strategyTranslations).toEqual({ en_US: ENGLISH, zh_Hant: TRADITIONAL });

    expect(await publicStrategy('en_US')).toBe(ENGLISH);
    expect(await publicStrategy('zh_Hant')).toBe(TRADITIONAL);
    expect(await publicStrategy('zh_CN')).toBe(ORIGINAL);
    // No header (or an unknown one) reads as zh_CN, the site's default.
    expect(await publicStrategy()).toBe(ORIGINAL);
    expect(await publicStrategy('fr_FR')).toBe(ORIGINAL);
    expect(await listedStrategy('en_US')).toBe(ENGLISH);
    expect(await listedStrategy('zh_Hant')).toBe(TRADITIONAL);
    expect(await collectedStrategy('en_US')).toBe(ENGLISH);
    expect(await collectedStrategy('zh_CN')).toBe(ORIGINAL);

    // The owner edits the original and sees every translation, whatever his own language.
    const detail = await call<AccountDetail>(
      trader,
      'GET',
      '/community/api/queryMtAccountDetail',
      { mtId: account },
      { language: 'en_US' },
    );
    expect(detail.content[0]).toMatchObject({
      strategy: ORIGINAL,
      strategyTranslations: { en_US: ENGLISH, zh_Hant: TRADITIONAL },
    });
  });

  it('falls back to the original where there is no translation, and "" removes one', async () => {
    await update(trader, { mtAccId: account, strategyTranslations: { en_US: ENGLISH } });
    expect(await publicStrategy('en_US')).toBe(ENGLISH);
    expect(await publicStrategy('zh_Hant')).toBe(ORIGINAL);

    const removed = await update(trader, { mtAccId: account, strategyTranslations: { en_US: '   ' } });
    expect(removed.status).toBe(STATUS.OK);
    expect((await stored()).strategyTranslations).toEqual({});
    expect(await publicStrategy('en_US')).toBe(ORIGINAL);
  });

  it('keeps the translations when only the original changes, and empties them with it', async () => {
    await update(trader, { mtAccId: account, strategyTranslations: { en_US: ENGLISH } });
    await update(trader, { mtAccId: account, strategy: `${ORIGINAL}（已更新）` });
    expect(await stored()).toMatchObject({
      strategy: `${ORIGINAL}（已更新）`,
      strategyTranslations: { en_US: ENGLISH },
    });
    await update(trader, { mtAccId: account, strategy: '' });
    expect(await stored()).toMatchObject({ strategy: '', strategyTranslations: {} });
    expect(await publicStrategy('en_US')).toBe('');
  });
});

describe('a locked strategy', () => {
  it('stays hidden in every language, and its translations cannot change', async () => {
    await update(trader, {
      mtAccId: account,
      strategyTranslations: { en_US: ENGLISH, zh_Hant: TRADITIONAL },
    });
    const locked = await call(admin, 'POST', '/community/api/adminLockStrategy', {
      mtId: account,
      locked: true,
    });
    expect(locked.status).toBe(STATUS.OK);
    for (const language of ['zh_CN', 'en_US', 'zh_Hant']) {
      expect(await publicStrategy(language)).toBe('');
      expect(await listedStrategy(language)).toBe('');
      expect(await collectedStrategy(language)).toBe('');
    }

    const refused = await update(trader, {
      mtAccId: account,
      strategyTranslations: { en_US: 'Join my channel for signals' },
    });
    expect(refused).toMatchObject({ http: 403, status: STATUS.STRATEGY_LOCKED });
    // The whole form sent back unchanged is fine (the translations in another order too).
    const unchanged = await update(trader, {
      mtAccId: account,
      strategy: ORIGINAL,
      strategyTranslations: { zh_Hant: TRADITIONAL, en_US: ENGLISH },
      followerBalanceMin: '300',
    });
    expect(unchanged.status).toBe(STATUS.OK);
    expect(await stored()).toMatchObject({
      strategy: ORIGINAL,
      strategyTranslations: { en_US: ENGLISH, zh_Hant: TRADITIONAL },
      strategyLocked: true,
    });
  });
});

describe('bad input', () => {
  it('refuses a translation over the limit with a localized 400 and changes nothing', async () => {
    await update(trader, { mtAccId: account, strategyTranslations: { en_US: ENGLISH } });
    const before = await stored();
    const english = await update(trader, {
      mtAccId: account,
      strategy: 'A new original',
      strategyTranslations: { en_US: 'x'.repeat(601) },
    });
    expect(english).toMatchObject({ http: 400, status: STATUS.VALIDATION_FAILED });
    expect(english.content).toEqual([
      {
        field: 'strategyTranslations.en_US',
        message: 'The strategy text cannot exceed 600 characters (a Chinese character counts as 2)',
      },
    ]);
    // A Chinese character counts 2: 301 of them are over 600.
    const chinese = await update(
      trader,
      { mtAccId: account, strategyTranslations: { zh_Hant: '稳'.repeat(301) } },
      'zh_CN',
    );
    expect(chinese.http).toBe(400);
    expect(chinese.content).toEqual([
      { field: 'strategyTranslations.zh_Hant', message: '策略说明不能超过600个字符（中文算2个字符）' },
    ]);
    const fits = await update(trader, {
      mtAccId: account,
      strategyTranslations: { zh_Hant: '稳'.repeat(300) },
    });
    expect(fits.status).toBe(STATUS.OK);
    await update(trader, { mtAccId: account, strategyTranslations: before.strategyTranslations });
    expect(await stored()).toMatchObject({
      strategy: before.strategy,
      strategyTranslations: { en_US: ENGLISH },
    });
  });

  it('refuses a language that is not one of the three, or that the site does not offer', async () => {
    const unknown = await update(trader, {
      mtAccId: account,
      strategyTranslations: { en_US: ENGLISH, fr_FR: 'Suivi de tendance' },
    });
    expect(unknown).toMatchObject({ http: 400, status: STATUS.VALIDATION_FAILED });
    expect(unknown.content).toEqual([
      { field: 'strategyTranslations.fr_FR', message: 'This site does not offer this language' },
    ]);
    const notObject = await update(trader, { mtAccId: account, strategyTranslations: ['en_US', ENGLISH] });
    expect(notObject.http).toBe(400);

    await t.db.update(sites).set({ availableLang: '1,2' }).where(eq(sites.id, t.siteA.id));
    const unoffered = await update(
      trader,
      {
        mtAccId: account,
        strategy: 'changed',
        strategyTranslations: { en_US: ENGLISH, zh_Hant: TRADITIONAL },
      },
      'zh_Hant',
    );
    expect(unoffered).toMatchObject({ http: 400, status: STATUS.VALIDATION_FAILED });
    expect(unoffered.content).toEqual([
      { field: 'strategyTranslations.zh_Hant', message: '本站不提供該語言' },
    ]);
    expect(await stored()).toMatchObject({ strategy: ORIGINAL, strategyTranslations: {} });
    // The languages it does offer are fine.
    expect(
      (await update(trader, { mtAccId: account, strategyTranslations: { en_US: ENGLISH } })).status,
    ).toBe(STATUS.OK);
  });

  it('refuses translations of an empty strategy', async () => {
    const res = await update(trader, {
      mtAccId: account,
      strategy: '',
      strategyTranslations: { en_US: ENGLISH },
    });
    expect(res).toMatchObject({ http: 400, status: STATUS.VALIDATION_FAILED });
    expect(res.content).toEqual([
      { field: 'strategy', message: 'Write the strategy text itself before adding translations' },
    ]);
    expect(await stored()).toMatchObject({ strategy: ORIGINAL, strategyTranslations: {} });
  });
});

describe('access', () => {
  it("never edits another user's or another site's account, nor without a token", async () => {
    const body = { mtAccId: account, strategyTranslations: { en_US: 'Mine now' } };
    expect(await update(stranger, body)).toMatchObject({ http: 404, status: STATUS.NOT_FOUND });
    expect(await update(reader, body)).toMatchObject({ http: 404, status: STATUS.NOT_FOUND });
    expect(
      (await call(otherSite, 'POST', '/community/api/updateMtAccountInfo', body, { site: t.siteB })).http,
    ).toBe(404);
    expect((await update(null, body)).http).toBe(401);
    expect(await stored()).toMatchObject({ strategy: ORIGINAL, strategyTranslations: {} });
    // Nor reads the translations of another site's account.
    const fromB = await call(
      null,
      'GET',
      '/community/front/queryMtAccountInfo',
      { mtId: account },
      { site: t.siteB },
    );
    expect(fromB.http).toBe(404);
  });
});
