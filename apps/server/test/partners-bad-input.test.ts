import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { partnerApplications, rebateLevels } from '../src/db/schema/money';
import { users } from '../src/db/schema/users';
import { createTestContext, type TestContext } from './harness';
import { addLevel, makePartner } from './partners-support';
import { api, member, type Member } from './wallet-support';

/**
 * Bad rebate levels, applications and reviews are refused with a clear, localized error and change
 * nothing: the levels table and the applications stay exactly as they were.
 */
let t: TestContext;
let admin: Member;
let paul: Member;
let gold: number;

type FieldError = { field: string; message: string };

beforeAll(async () => {
  t = await createTestContext();
  admin = await member(t, 'desk@bad.test', { nickName: 'Desk', admin: true });
  paul = await member(t, 'paul@bad.test', { nickName: 'Paul' });
  gold = await addLevel(t, admin, 'Gold', 30);
  await makePartner(t, paul, admin, gold);
});
afterAll(() => t.close());

async function snapshot() {
  const levels = await t.db.select().from(rebateLevels).orderBy(rebateLevels.id);
  const applications = await t.db.select().from(partnerApplications).orderBy(partnerApplications.id);
  const partners = await t.db
    .select({ id: users.id, state: users.partnerState, level: users.rebateLevelId })
    .from(users)
    .where(eq(users.siteId, t.siteA.id))
    .orderBy(users.id);
  return { levels, applications, partners };
}

describe('rebate levels: bad input changes nothing', () => {
  const ELEVEN = '一二三四五六七八九十百';

  it.each([
    ['an 11-character name', { name: ELEVEN, rate: 10 }, 'name', 'The level name is at most 10 characters'],
    ['an empty name', { name: '  ', rate: 10 }, 'name', 'Please enter the level name'],
    ['rate 101', { name: 'Top', rate: 101 }, 'rate', 'The rebate rate is a whole number from 0 to 100'],
    ['rate 1.5', { name: 'Top', rate: 1.5 }, 'rate', 'The rebate rate is a whole number from 0 to 100'],
    ['rate -1', { name: 'Top', rate: -1 }, 'rate', 'The rebate rate is a whole number from 0 to 100'],
    ['rate as text', { name: 'Top', rate: '30' }, 'rate', 'The rebate rate is a whole number from 0 to 100'],
    ['no rate', { name: 'Top' }, 'rate', 'The rebate rate is a whole number from 0 to 100'],
  ])('addUserLevel refuses %s', async (_label, body, field, message) => {
    const before = await snapshot();
    const res = await api<FieldError>(t, admin, 'POST', '/community/api/addUserLevel', body, {
      language: 'en_US',
    });
    expect(res.http).toBe(400);
    expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
    expect(res.body.content).toContainEqual({ field, message });
    expect(await snapshot()).toEqual(before);
  });

  it('a 10-character Chinese name and rates 0 and 100 are accepted', async () => {
    const ten = await api<{ name: string; rate: number }>(t, admin, 'POST', '/community/api/addUserLevel', {
      name: '一二三四五六七八九十',
      rate: 0,
    });
    expect(ten.body.content[0]).toMatchObject({ name: '一二三四五六七八九十', rate: 0, partners: 0 });
    const top = await api(t, admin, 'POST', '/community/api/addUserLevel', { name: 'Top', rate: 100 });
    expect(top.http).toBe(200);
  });

  it('the Chinese message is given in Chinese', async () => {
    const res = await api<FieldError>(
      t,
      admin,
      'POST',
      '/community/api/addUserLevel',
      { name: 'X', rate: 101 },
      { language: 'zh_CN' },
    );
    expect(res.body.content).toContainEqual({ field: 'rate', message: '返佣比例为0到100的整数' });
  });

  it('a duplicate name is LEVEL_NAME_TAKEN, on add and on rename', async () => {
    const before = await snapshot();
    const add = await api(t, admin, 'POST', '/community/api/addUserLevel', { name: 'Gold', rate: 5 });
    expect(add.http).toBe(409);
    expect(add.body.status).toBe(STATUS.LEVEL_NAME_TAKEN);
    const top = before.levels.find((l) => l.name === 'Top')!;
    const rename = await api(t, admin, 'POST', '/community/api/updateUserLevel', {
      id: top.id,
      name: 'Gold',
      rate: 100,
    });
    expect(rename.body.status).toBe(STATUS.LEVEL_NAME_TAKEN);
    expect(await snapshot()).toEqual(before);
  });

  it('updateUserLevel checks name and rate too; an unknown id is NOT_FOUND', async () => {
    const before = await snapshot();
    const bad = await api<FieldError>(t, admin, 'POST', '/community/api/updateUserLevel', {
      id: gold,
      name: 'Gold',
      rate: 1.5,
    });
    expect(bad.body.status).toBe(STATUS.VALIDATION_FAILED);
    const missing = await api(t, admin, 'POST', '/community/api/updateUserLevel', {
      id: 999_999,
      name: 'Ghost',
      rate: 5,
    });
    expect(missing.http).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('a level a partner holds cannot be deleted', async () => {
    const before = await snapshot();
    const res = await api(
      t,
      admin,
      'POST',
      '/community/api/deleteUserLevel',
      { id: gold },
      { language: 'en_US' },
    );
    expect(res.http).toBe(409);
    expect(res.body.status).toBe(STATUS.LEVEL_IN_USE);
    expect(res.body.message).not.toBe('');
    expect(await snapshot()).toEqual(before);
  });

  it('a non-admin cannot list, add, change, delete or assign levels', async () => {
    const before = await snapshot();
    const calls: [string, 'GET' | 'POST', Record<string, unknown>][] = [
      ['/community/api/queryUserLevels', 'GET', {}],
      ['/community/api/addUserLevel', 'POST', { name: 'Mine', rate: 100 }],
      ['/community/api/updateUserLevel', 'POST', { id: gold, name: 'Gold', rate: 100 }],
      ['/community/api/deleteUserLevel', 'POST', { id: gold }],
      ['/community/api/updateLevel', 'POST', { userId: paul.id, levelId: gold }],
    ];
    for (const [url, method, body] of calls) {
      const res = await api(t, paul, method, url, body);
      expect(res.body.status, url).toBe(STATUS.ADMIN_ONLY);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('applications and reviews: bad input changes nothing', () => {
  let eve: Member;
  beforeAll(async () => {
    eve = await member(t, 'eve@bad.test', { nickName: 'Eve' });
  });

  it.each([
    ['a 1-character real name', { realName: 'E', contact: '13800000000' }, 'realName'],
    ['a 31-character real name', { realName: 'E'.repeat(31), contact: '13800000000' }, 'realName'],
    ['a 2-character contact', { realName: 'Eve Li', contact: '13' }, 'contact'],
    [
      'a 501-character introduction',
      { realName: 'Eve Li', contact: '138000', introduction: 'x'.repeat(501) },
      'introduction',
    ],
    ['no contact', { realName: 'Eve Li' }, 'contact'],
  ])('toBePartner refuses %s', async (_label, body, field) => {
    const before = await snapshot();
    const res = await api<FieldError>(t, eve, 'POST', '/community/api/toBePartner', body, {
      language: 'zh_Hant',
    });
    expect(res.http).toBe(400);
    expect(res.body.content.map((e) => e.field)).toContain(field);
    expect(res.body.content.every((e) => !/[a-z]\.[a-z]/i.test(e.message))).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('a review with an unknown level or unknown application is NOT_FOUND and changes nothing', async () => {
    const applied = await api<{ id: number }>(t, eve, 'POST', '/community/api/toBePartner', {
      realName: 'Eve Li',
      contact: '13800000000',
    });
    const id = applied.body.content[0]!.id;
    const before = await snapshot();
    const noLevel = await api(t, admin, 'POST', '/community/api/adminReviewPartner', {
      id,
      approve: true,
      levelId: 999_999,
    });
    expect(noLevel.http).toBe(404);
    const noApplication = await api(t, admin, 'POST', '/community/api/adminReviewPartner', {
      id: 999_999,
      approve: false,
      reason: 'no',
    });
    expect(noApplication.http).toBe(404);
    const badId = await api(t, admin, 'POST', '/community/api/adminReviewPartner', {
      id: 'abc',
      approve: true,
      levelId: gold,
    });
    expect(badId.body.status).toBe(STATUS.VALIDATION_FAILED);
    expect(await snapshot()).toEqual(before);
    const pending = await t.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.state, 'pending'));
    expect(pending.map((a) => a.id)).toEqual([id]);
  });

  it('paging and keyword limits are checked', async () => {
    const big = await api(t, paul, 'GET', '/mam/main/queryCustomerList', { pageSize: '101' });
    expect(big.body.status).toBe(STATUS.VALIDATION_FAILED);
    const long = await api(t, paul, 'GET', '/mam/main/queryCustomerList', { keyword: 'k'.repeat(51) });
    expect(long.body.status).toBe(STATUS.VALIDATION_FAILED);
    const state = await api(t, admin, 'GET', '/community/api/adminQueryPartnerApplications', {
      state: 'maybe',
    });
    expect(state.body.status).toBe(STATUS.VALIDATION_FAILED);
  });
});
