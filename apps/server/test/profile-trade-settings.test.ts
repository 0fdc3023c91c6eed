import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeSettings } from '@copytrade/contracts/profile';
import { STATUS } from '@copytrade/contracts/status-codes';
import { userTradeSettings } from '../src/db/schema/profile';
import { sites } from '../src/db/schema/sites';
import { createTestContext, type TestContext } from './harness';
import { api, member, ok, PATHS, type Member } from './profile-support';

/**
 * Trade settings (dealV): the defaults the subscribe dialog starts from. Defaults until saved; the same
 * validators as createSubscription; reverse only where the site's reverseCopyFlag allows it; one row per
 * user and site.
 */
let t: TestContext;
let ann: Member;

beforeAll(async () => {
  t = await createTestContext();
  ann = await member(t, 'ann@deal.test');
});
afterAll(() => t.close());

const read = (token = ann.token, site = t.siteA) =>
  ok(api<TradeSettings>(t, token, 'GET', PATHS.tradeSettings, {}, { site }));
const save = (
  body: Record<string, unknown>,
  options: { token?: string; site?: typeof t.siteA; language?: string } = {},
) =>
  api<TradeSettings>(t, options.token ?? ann.token, 'POST', PATHS.updateTradeSettings, body, {
    site: options.site ?? t.siteA,
    language: options.language ?? 'en_US',
  });
const rowOf = async (userId: number) =>
  (await t.db.select().from(userTradeSettings).where(eq(userTradeSettings.userId, userId)))[0];

const GOOD = { copyType: 2, copyValue: '1.5', direction: 1, maxOpenPositions: 5, cancelMode: 'manual' };

describe('reading', () => {
  it('answers the defaults while nothing is saved', async () => {
    expect(await read()).toEqual({
      copyType: 1,
      copyValue: '0.01',
      direction: 1,
      maxOpenPositions: null,
      cancelMode: 'followTrader',
      reverseAllowed: false,
      saved: false,
    });
    expect(await rowOf(ann.id)).toBeUndefined();
  });
});

describe('saving', () => {
  it('saves and reads back (the value with two places), then replaces the same row', async () => {
    const saved = await ok(save(GOOD));
    expect(saved).toEqual({
      copyType: 2,
      copyValue: '1.50',
      direction: 1,
      maxOpenPositions: 5,
      cancelMode: 'manual',
      reverseAllowed: false,
      saved: true,
    });
    expect(await read()).toEqual(saved);
    const again = await ok(
      save({ copyType: 1, copyValue: 0.3, direction: 1, maxOpenPositions: null, cancelMode: 'followTrader' }),
    );
    expect(again).toMatchObject({
      copyType: 1,
      copyValue: '0.30',
      maxOpenPositions: null,
      cancelMode: 'followTrader',
    });
    expect(
      await t.db.select().from(userTradeSettings).where(eq(userTradeSettings.userId, ann.id)),
    ).toHaveLength(1);
  });

  it('keeps no value for smart ratio, and an empty position limit is unlimited', async () => {
    const smart = await ok(save({ copyType: 3, direction: 1, cancelMode: 'followTrader' }));
    expect(smart).toMatchObject({ copyType: 3, copyValue: '', maxOpenPositions: null });
    expect((await rowOf(ann.id))!.copyValue).toBe('999999999.99');
  });

  it.each([
    [
      'copyValue not a multiple of 0.01',
      { copyValue: '0.015' },
      'copyValue',
      'Can only be a multiple of 0.01',
      '只能为0.01的倍数',
    ],
    ['copyValue zero', { copyValue: '0' }, 'copyValue', 'Can only be a multiple of 0.01', '只能为0.01的倍数'],
    [
      'copyValue negative',
      { copyValue: -1 },
      'copyValue',
      'Can only be a multiple of 0.01',
      '只能为0.01的倍数',
    ],
    [
      'copyValue missing for fixed lot',
      { copyType: 1, copyValue: undefined },
      'copyValue',
      'This field is required',
      '此项为必填项',
    ],
    ['copyType 4', { copyType: 4 }, 'copyType', 'Invalid value', '格式不正确'],
    ['direction 3', { direction: 3 }, 'direction', 'Invalid value', '格式不正确'],
    [
      'maxOpenPositions 0',
      { maxOpenPositions: 0 },
      'maxOpenPositions',
      'Please enter a positive integer',
      '请输入正整数',
    ],
    [
      'maxOpenPositions 1.5',
      { maxOpenPositions: '1.5' },
      'maxOpenPositions',
      'Please enter a positive integer',
      '请输入正整数',
    ],
    ['cancelMode unknown', { cancelMode: 'never' }, 'cancelMode', 'Invalid value', '格式不正确'],
  ])('refuses %s in both languages, keeping what was saved', async (_name, change, field, en, zh) => {
    await ok(save(GOOD));
    const before = await rowOf(ann.id);
    for (const [language, text] of [
      ['en_US', en],
      ['zh_CN', zh],
    ] as const) {
      const res = await save({ ...GOOD, ...change }, { language });
      expect(res.http).toBe(400);
      expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
      expect(res.body.content).toContainEqual({ field, message: text });
    }
    expect(await rowOf(ann.id)).toEqual(before);
  });

  it('refuses reverse where the site forbids it, and saves it where the site allows it', async () => {
    await ok(save(GOOD));
    const before = await rowOf(ann.id);
    const refused = await save({ ...GOOD, direction: 2 });
    expect(refused.http).toBe(400);
    expect(refused.body.status).toBe(STATUS.REVERSE_NOT_ALLOWED);
    expect(refused.body.message).toBe('This site does not allow reverse copying');
    expect(await rowOf(ann.id)).toEqual(before);

    await t.db.update(sites).set({ reverseCopyFlag: 1 }).where(eq(sites.id, t.siteA.id));
    try {
      const saved = await ok(save({ ...GOOD, direction: 2 }));
      expect(saved).toMatchObject({ direction: 2, reverseAllowed: true });
    } finally {
      await t.db.update(sites).set({ reverseCopyFlag: 0 }).where(eq(sites.id, t.siteA.id));
    }
    // Read back after the site switched reverse off again: as saved, flagged not allowed.
    expect(await read()).toMatchObject({ direction: 2, reverseAllowed: false });
  });
});

describe('access', () => {
  it('answers 401 without a token', async () => {
    expect((await api(t, null, 'GET', PATHS.tradeSettings)).http).toBe(401);
    expect((await api(t, null, 'POST', PATHS.updateTradeSettings, GOOD)).http).toBe(401);
  });

  it("site B never reads or changes site A's settings", async () => {
    await ok(save(GOOD));
    const before = await rowOf(ann.id);
    const wrongSite = await api(t, ann.token, 'GET', PATHS.tradeSettings, {}, { site: t.siteB });
    expect(wrongSite.http).toBe(401);
    expect(wrongSite.body.status).toBe(STATUS.TOKEN_WRONG_SITE);
    const bea = await member(t, 'ann@deal.test', { site: t.siteB });
    expect(await read(bea.token, t.siteB)).toMatchObject({ saved: false, copyType: 1 });
    await ok(save({ ...GOOD, copyType: 1, copyValue: '2' }, { token: bea.token, site: t.siteB }));
    expect(await rowOf(ann.id)).toEqual(before);
    expect(await read()).toMatchObject({ copyType: 2, copyValue: '1.50' });
  });
});
