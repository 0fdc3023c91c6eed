import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelfUserInfo } from '@copytrade/contracts/profile';
import { STATUS } from '@copytrade/contracts/status-codes';
import { dictItems } from '../src/db/schema/sites';
import { createTestContext, type TestContext } from './harness';
import { api, member, ok, PATHS, userRow, type Member } from './profile-support';

/**
 * Basic information (completeCommunityUserInfo): saved whole, answered as selectCommunityUserInfo answers
 * it; every bad field is refused in the reader's language with nothing saved; dictionary values where the
 * site has the dictionary; the caller only ever edits himself, on his own site.
 */
let t: TestContext;
let ann: Member;

/** The manual clock's day is 2026-11-21; born on 2008-11-21 is exactly 18. */
const GOOD = {
  nickName: 'Ann Lee',
  gender: 2,
  birthday: '1990-05-17',
  country: 'Freedonia',
  region: 'North',
  remark: 'Swing trader, EURUSD mostly.',
};

beforeAll(async () => {
  t = await createTestContext({ start: new Date('2026-11-21T08:00:00Z') });
  ann = await member(t, 'ann@basics.test');
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, language?: string, token = ann.token) =>
  api<SelfUserInfo>(t, token, 'POST', PATHS.basics, body, language ? { language } : {});

describe('saving the basic information', () => {
  it('saves every field, trimmed, and answers the updated user; selectCommunityUserInfo reads it back', async () => {
    const saved = await ok(save({ ...GOOD, nickName: '  Ann Lee ', region: ' North ' }));
    expect(saved).toMatchObject({ id: ann.id, ...GOOD, avatarLocked: false });
    expect(saved).not.toHaveProperty('passwordHash');
    const read = await ok(api<SelfUserInfo>(t, ann.token, 'GET', PATHS.userInfo));
    expect(read).toEqual(saved);
    const row = await userRow(t, ann.id);
    expect([row.nickName, row.gender, row.birthday, row.region]).toEqual([
      'Ann Lee',
      2,
      '1990-05-17',
      'North',
    ]);
  });

  it('takes 8 Chinese characters or 16 letters, gender 0, an empty remark, and an 18th birthday today', async () => {
    const chinese = await ok(save({ ...GOOD, nickName: '一二三四五六七八', gender: 0, remark: '' }));
    expect([chinese.nickName, chinese.gender, chinese.remark]).toEqual(['一二三四五六七八', 0, '']);
    const latin = await ok(save({ ...GOOD, nickName: 'abcdefghijklmnop', birthday: '2008-11-21' }));
    expect([latin.nickName, latin.birthday]).toEqual(['abcdefghijklmnop', '2008-11-21']);
    const noRemark = await ok(save({ ...GOOD, remark: undefined }));
    expect(noRemark.remark).toBe('');
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ['nickname missing', { nickName: '   ' }, 'nickName', 'Please enter a nickname', '请输入昵称'],
    [
      'nickname 9 Chinese characters (18 wide)',
      { nickName: '一二三四五六七八九' },
      'nickName',
      'The nickname must be 2-16 characters long; a Chinese character counts as 2',
      '昵称长度为2-16个字符，一个中文算2个字符',
    ],
    [
      'nickname 17 letters',
      { nickName: 'abcdefghijklmnopq' },
      'nickName',
      'The nickname must be 2-16 characters long; a Chinese character counts as 2',
      '昵称长度为2-16个字符，一个中文算2个字符',
    ],
    [
      'nickname one Chinese character (2 wide, 1 character)',
      { nickName: '张' },
      'nickName',
      'The nickname needs at least 2 characters',
      '昵称至少2个字',
    ],
    [
      'nickname with a control character',
      { nickName: 'Ann\u0007Lee' },
      'nickName',
      'The nickname cannot contain control or invisible characters',
      '昵称不能包含控制字符或不可见字符',
    ],
    [
      'nickname with a right-to-left override',
      { nickName: 'Ann\u202eeeL' },
      'nickName',
      'The nickname cannot contain control or invisible characters',
      '昵称不能包含控制字符或不可见字符',
    ],
    ['gender missing', { gender: undefined }, 'gender', 'Please select your gender', '请选择性别'],
    ['gender 3', { gender: 3 }, 'gender', 'Please select your gender', '请选择性别'],
    ['gender as text', { gender: '1' }, 'gender', 'Please select your gender', '请选择性别'],
    ['birthday missing', { birthday: '' }, 'birthday', 'Please select your date of birth', '请选择出生日期'],
    [
      'birthday not a date',
      { birthday: '1990-02-30' },
      'birthday',
      'Please enter a valid date',
      '请输入正确的日期',
    ],
    [
      'birthday in another format',
      { birthday: '17/05/1990' },
      'birthday',
      'Please enter a valid date',
      '请输入正确的日期',
    ],
    [
      'birthday tomorrow',
      { birthday: '2026-11-22' },
      'birthday',
      'The date of birth cannot be in the future, and you must be 18 to 120 years old',
      '出生日期不能晚于今天，且年龄须在18至120岁之间',
    ],
    [
      'seventeen, one day short of 18',
      { birthday: '2008-11-22' },
      'birthday',
      'The date of birth cannot be in the future, and you must be 18 to 120 years old',
      '出生日期不能晚于今天，且年龄须在18至120岁之间',
    ],
    [
      '121 years old',
      { birthday: '1905-11-21' },
      'birthday',
      'The date of birth cannot be in the future, and you must be 18 to 120 years old',
      '出生日期不能晚于今天，且年龄须在18至120岁之间',
    ],
    ['country missing', { country: ' ' }, 'country', 'Please select your country', '请选择国家'],
    [
      'country too long',
      { country: 'x'.repeat(41) },
      'country',
      'At most 40 characters',
      '长度不能超过40个字符',
    ],
    ['region missing', { region: undefined }, 'region', 'Please select your region', '请选择地区'],
    [
      'region too long',
      { region: '区'.repeat(41) },
      'region',
      'At most 40 characters',
      '长度不能超过40个字符',
    ],
    [
      'remark too long',
      { remark: '字'.repeat(201) },
      'remark',
      'At most 200 characters',
      '长度不能超过200个字符',
    ],
  ];

  it.each(cases)('%s: refused in both languages, nothing saved', async (_name, change, field, en, zh) => {
    await ok(save(GOOD));
    const before = await userRow(t, ann.id);
    for (const [language, text] of [
      ['en_US', en],
      ['zh_CN', zh],
    ] as const) {
      const res = await save({ ...GOOD, nickName: 'Changed', ...change }, language);
      expect(res.http).toBe(400);
      expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
      expect(res.body.content).toContainEqual({ field, message: text });
    }
    expect(await userRow(t, ann.id)).toEqual(before);
  });

  it('refuses unknown fields and does not let the body name another user', async () => {
    const bob = await member(t, 'bob@basics.test');
    const res = await save({ ...GOOD, userId: bob.id, nickName: 'Hijack' }, 'en_US');
    expect(res.http).toBe(400);
    expect((await userRow(t, bob.id)).nickName).toBe('bob');
  });
});

describe("the site's country dictionary", () => {
  it('takes only dictionary values where the site has a country dictionary', async () => {
    await t.db.insert(dictItems).values([
      {
        siteId: t.siteB.id,
        dictType: 'country',
        dictValue: 'CN',
        label: { zh_CN: '中国', en_US: 'China' },
        sort: 1,
      },
      {
        siteId: t.siteB.id,
        dictType: 'country',
        dictValue: 'SG',
        label: { zh_CN: '新加坡', en_US: 'Singapore' },
        sort: 2,
      },
    ]);
    const bea = await member(t, 'bea@basics.test', { site: t.siteB });
    const refused = await api(
      t,
      bea.token,
      'POST',
      PATHS.basics,
      { ...GOOD, country: 'Freedonia' },
      {
        site: t.siteB,
        language: 'en_US',
      },
    );
    expect(refused.http).toBe(400);
    expect(refused.body.content).toEqual([{ field: 'country', message: 'Please select your country' }]);
    expect((await userRow(t, bea.id)).country).toBeNull();
    const saved = await ok(
      api<SelfUserInfo>(t, bea.token, 'POST', PATHS.basics, { ...GOOD, country: 'SG' }, { site: t.siteB }),
    );
    expect(saved.country).toBe('SG');
  });
});

describe('access', () => {
  it('answers 401 without a token and changes nothing', async () => {
    const before = await userRow(t, ann.id);
    const res = await api(t, null, 'POST', PATHS.basics, GOOD);
    expect(res.http).toBe(401);
    expect(res.body.status).toBe(STATUS.UNAUTHENTICATED);
    expect(await userRow(t, ann.id)).toEqual(before);
  });

  it("refuses site A's token on site B; a site B user edits only himself", async () => {
    const before = await userRow(t, ann.id);
    const res = await api(
      t,
      ann.token,
      'POST',
      PATHS.basics,
      { ...GOOD, nickName: 'From B' },
      { site: t.siteB },
    );
    expect(res.http).toBe(401);
    expect(res.body.status).toBe(STATUS.TOKEN_WRONG_SITE);
    const cal = await member(t, 'ann@basics.test'.replace('ann', 'cal'), { site: t.siteB });
    await ok(
      api(t, cal.token, 'POST', PATHS.basics, { ...GOOD, nickName: 'Cal', country: 'CN' }, { site: t.siteB }),
    );
    expect(await userRow(t, ann.id)).toEqual(before);
    expect((await userRow(t, cal.id)).nickName).toBe('Cal');
  });
});
