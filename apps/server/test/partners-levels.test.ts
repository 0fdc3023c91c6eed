import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { notices } from '../src/db/schema/notices';
import { users } from '../src/db/schema/users';
import { createTestContext, type TestContext } from './harness';
import { addLevel, chargeFee, invitedMember, makePartner, setSiteCut } from './partners-support';
import { api, member, rechargeOk, type Member } from './wallet-support';

/**
 * User levels (spec 2, Other UI: user-level upgrade progress; spec 3: useLevelUpgradeFlag). A partner's
 * rebate level needs a number of paying customers (invited users who paid a fee from their wallet). With
 * automatic upgrades on, the fee that brings him there moves him up in its own transaction and tells him;
 * the next fee pays the new rate. Automatic upgrades never move anyone down.
 */
let t: TestContext;
let admin: Member;
let paul: Member;
let trader: Member;
const customers: Member[] = [];
let bronze: number;
let silver: number;
let gold: number;

type Progress = {
  partner: boolean;
  autoUpgrade: boolean;
  level: { id: number; name: string; rate: number } | null;
  next: { id: number; name: string; rate: number; minCustomers: number } | null;
  payingCustomers: number;
  percent: number;
};

const progress = async (who: Member) => {
  const res = await api<Progress>(t, who, 'GET', '/community/api/queryLevelProgress');
  expect(res.http).toBe(200);
  return res.body.content[0]!;
};
const levelOf = async (who: Member) =>
  (await t.db.select({ level: users.rebateLevelId }).from(users).where(eq(users.id, who.id)))[0]!.level;

async function pays(customer: Member, ref: string) {
  return chargeFee(
    t,
    t.siteA,
    { payer: customer, trader, amount: '100.00', source: 'subscription', ref },
    { wired: true },
  );
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await member(t, 'desk@levels.test', { nickName: 'Desk', admin: true });
  paul = await member(t, 'paul@levels.test', { nickName: 'Paul' });
  trader = await member(t, 'tina@levels.test', { nickName: 'Tina' });
  await setSiteCut(t, t.siteA, '0.2');
  for (const name of ['cora', 'dave', 'erin', 'finn']) {
    const who = await invitedMember(t, `${name}@levels.test`, paul);
    await rechargeOk(t, who, admin, '500.00');
    customers.push(who);
  }
});
afterAll(() => t.close());

describe('levels with the customers they need', () => {
  it('keeps the customers needed with each level and lists them for the admin', async () => {
    const add = (name: string, rate: number, minCustomers: number) =>
      api<{ id: number; minCustomers: number }>(t, admin, 'POST', '/community/api/addUserLevel', {
        name,
        rate,
        minCustomers,
      });
    const b = await add('Bronze', 10, 0);
    expect(b.body.content[0]).toMatchObject({ minCustomers: 0 });
    bronze = b.body.content[0]!.id;
    silver = (await add('Silver', 30, 2)).body.content[0]!.id;
    gold = (await add('Gold', 50, 3)).body.content[0]!.id;
    const list = await api<{ name: string; minCustomers: number }>(
      t,
      admin,
      'GET',
      '/community/api/queryUserLevels',
    );
    expect(list.body.content.map((l) => [l.name, l.minCustomers])).toEqual(
      expect.arrayContaining([
        ['Bronze', 0],
        ['Silver', 2],
        ['Gold', 3],
      ]),
    );
  });

  it.each([
    ['-1', -1],
    ['1.5', 1.5],
    ['100001', 100_001],
  ])('refuses %s customers needed, localized, and adds nothing', async (_name, minCustomers) => {
    for (const [language, text] of [
      ['en_US', 'The customers needed are a whole number from 0 to 100000'],
      ['zh_CN', '升级条件为0到100000的整数'],
    ] as const) {
      const res = await api(
        t,
        admin,
        'POST',
        '/community/api/addUserLevel',
        { name: 'Broken', rate: 5, minCustomers },
        { language },
      );
      expect(res.http).toBe(400);
      expect(res.body.content).toContainEqual({ field: 'minCustomers', message: text });
    }
    const list = await api<{ name: string }>(t, admin, 'GET', '/community/api/queryUserLevels');
    expect(list.body.content.map((l) => l.name)).not.toContain('Broken');
  });
});

describe('progress and automatic upgrades', () => {
  it('shows a user who is not a partner no level and no progress', async () => {
    expect(await progress(paul)).toEqual({
      partner: false,
      autoUpgrade: false,
      level: null,
      next: null,
      payingCustomers: 0,
      percent: 0,
    });
  });

  it('with upgrades by hand, the partner stays where the admin put him and sees how far the next level is', async () => {
    await makePartner(t, paul, admin, bronze);
    await pays(customers[0]!, 'L-1');
    expect(await progress(paul)).toMatchObject({
      partner: true,
      autoUpgrade: false,
      level: { id: bronze, name: 'Bronze', rate: 10 },
      next: { id: silver, minCustomers: 2 },
      payingCustomers: 1,
      percent: 50,
    });
    await pays(customers[1]!, 'L-2');
    expect(await levelOf(paul)).toBe(bronze);
    expect(await progress(paul)).toMatchObject({ payingCustomers: 2, percent: 100 });
  });

  it('only the site admin switches automatic upgrades', async () => {
    const res = await api(t, paul, 'POST', '/community/api/adminUpdateLevelSettings', { autoUpgrade: true });
    expect(res.http).toBe(403);
    expect(await progress(paul)).toMatchObject({ autoUpgrade: false });
    const bad = await api(t, admin, 'POST', '/community/api/adminUpdateLevelSettings', {
      autoUpgrade: 'yes',
    });
    expect(bad.http).toBe(400);
  });

  it('with upgrades on, the fee that reaches a level moves him up and tells him; the next fee pays the new rate', async () => {
    const on = await api(t, admin, 'POST', '/community/api/adminUpdateLevelSettings', { autoUpgrade: true });
    expect(on.body).toMatchObject({ status: STATUS.OK, content: [{ autoUpgrade: true }] });
    // Switching on moves nobody by itself; the next fee paying him a rebate does (2 customers: Silver).
    expect(await levelOf(paul)).toBe(bronze);
    const second = await pays(customers[1]!, 'L-3');
    expect(second.split.referrer).toBe(200n); // still Bronze's 10 % of the site's 20.00
    expect(await levelOf(paul)).toBe(silver);
    // The third paying customer reaches Gold; this fee paid Silver's 30 %.
    const third = await pays(customers[2]!, 'L-4');
    expect(third.split.referrer).toBe(600n);
    expect(await levelOf(paul)).toBe(gold);
    const told = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, paul.id), eq(notices.siteId, t.siteA.id)));
    const upgrades = told.filter((n) => n.title.en_US === 'Partner level upgraded');
    expect(upgrades.map((n) => n.content.en_US)).toEqual([
      expect.stringContaining('with 2 paying customers you are now Silver, earning a 30% rebate'),
      expect.stringContaining('with 3 paying customers you are now Gold, earning a 50% rebate'),
    ]);
    const next = await pays(customers[3]!, 'L-5');
    expect(next.split.referrer).toBe(1000n); // 50 % of 20.00
    expect(await progress(paul)).toMatchObject({ level: { id: gold }, next: null, percent: 100 });
  });

  it('never moves a partner down', async () => {
    const platinum = await addLevel(t, admin, 'Platinum', 70);
    await api(t, admin, 'POST', '/community/api/updateUserLevel', {
      id: platinum,
      name: 'Platinum',
      rate: 70,
      minCustomers: 50,
    });
    await api(t, admin, 'POST', '/community/api/updateLevel', { userId: paul.id, levelId: platinum });
    await pays(customers[0]!, 'L-6');
    expect(await levelOf(paul)).toBe(platinum);
    expect(await progress(paul)).toMatchObject({ level: { id: platinum }, next: null, percent: 100 });
  });

  it("another site's admin cannot switch this site's upgrades, and its users see their own site", async () => {
    const other = await member(t, 'desk@b.levels.test', { admin: true, site: t.siteB });
    const res = await api(
      t,
      other,
      'POST',
      '/community/api/adminUpdateLevelSettings',
      { autoUpgrade: false },
      { site: t.siteB },
    );
    expect(res.http).toBe(200);
    expect(await progress(paul)).toMatchObject({ autoUpgrade: true });
    const mine = await api<Progress>(
      t,
      other,
      'GET',
      '/community/api/queryLevelProgress',
      {},
      { site: t.siteB },
    );
    expect(mine.body.content[0]).toMatchObject({ autoUpgrade: false, partner: false });
  });

  it('answers 401 without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/community/api/queryLevelProgress' });
    expect(res.statusCode).toBe(401);
  });
});
