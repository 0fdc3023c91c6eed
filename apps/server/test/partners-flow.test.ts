import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { feeSplits } from '../src/db/schema/money';
import { users } from '../src/db/schema/users';
import { bindAccount, createSimAccounts, type SimAccount } from './copy-support';
import { createTestContext, type TestContext } from './harness';
import { addLevel, chargeFee, invitedMember, setSiteCut } from './partners-support';
import {
  accountBalance,
  api,
  driftedAccounts,
  member,
  rechargeOk,
  unbalancedTransactions,
  walletOf,
  type Member,
} from './wallet-support';

/**
 * The partner journey: a user invites people (registration with his code records him as their referrer),
 * applies to become a partner, the site admin passes him at a rebate level, and when a customer pays a fee
 * from his wallet the partner receives his share of the site's cut. Worked numbers: fee 100.00, the site
 * keeps 20 % (20.00), level 30 % -> rebate 6.00; the trader gets 80.00 and the site 14.00.
 */
let t: TestContext;
let admin: Member;
let paul: Member;
let trader: Member;
let cora: Member;
let dave: Member;
let eve: Member;
let gold: number;

const CORA_ACCOUNT: SimAccount = {
  server: 'ApexCapital-Real01',
  login: 7_300_001,
  password: 'CoraPass1',
  balance: '5000.00',
  leverage: 100,
};
const DAVE_ACCOUNT: SimAccount = { ...CORA_ACCOUNT, login: 7_300_002, password: 'DavePass1' };

beforeAll(async () => {
  t = await createTestContext();
  admin = await member(t, 'desk@partners.test', { nickName: 'Desk', admin: true });
  paul = await member(t, 'paul@partners.test', { nickName: 'Paul' });
  trader = await member(t, 'tina@partners.test', { nickName: 'Tina' });
  eve = await member(t, 'eve@partners.test', { nickName: 'Eve' });
  await setSiteCut(t, t.siteA, '0.2');
});
afterAll(() => t.close());

type InviteInfo = { inviteCode: string; inviteLink: string; invitedCount: number; partnerState: string };

describe('invitations', () => {
  it('gives the invite code and a link on the site domain the caller uses', async () => {
    const res = await api<InviteInfo>(t, paul, 'GET', '/community/api/queryInviteInfo');
    expect(res.http).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, paul.id));
    expect(res.body.content[0]).toEqual({
      inviteCode: row!.inviteCode,
      inviteLink: `http://a.test/reg/register?inviteCode=${row!.inviteCode}`,
      invitedCount: 0,
      partnerState: 'none',
      levelName: null,
      rate: null,
    });
  });

  it('registration with an invite code (any letter case) records the referrer', async () => {
    const info = await api<InviteInfo>(t, paul, 'GET', '/community/api/queryInviteInfo');
    const code = info.body.content[0]!.inviteCode;
    await t.call({
      method: 'GET',
      url: '/community/front/sendVercodeOrMailcode',
      query: { userName: 'cora@partners.test', type: 'register' },
    });
    const reg = await t.call({
      method: 'POST',
      url: '/community/front/reg',
      payload: {
        userName: 'cora@partners.test',
        code: t.mail.lastCode('cora@partners.test'),
        password: 'GoodPass1',
        confirmPassword: 'GoodPass1',
        inviteCode: code.toLowerCase(),
      },
    });
    expect(reg.statusCode).toBe(200);
    const coraId = reg.json<{ content: [{ userId: number }] }>().content[0].userId;
    const [row] = await t.db.select().from(users).where(eq(users.id, coraId));
    expect(row!.invitedBy).toBe(paul.id);
    await t.db.update(users).set({ nickName: 'Cora' }).where(eq(users.id, coraId));
    const login = await t.call({
      method: 'POST',
      url: '/community/front/login',
      payload: { userName: 'cora@partners.test', password: 'GoodPass1' },
    });
    cora = { id: coraId, token: login.json<{ content: [{ token: string }] }>().content[0].token };

    const referrer = await api<{ userId: number; nickname: string; since: number }>(
      t,
      cora,
      'GET',
      '/community/api/queryReferrer',
    );
    expect(referrer.body.content).toEqual([
      { userId: paul.id, nickname: 'Paul', since: row!.createdAt.getTime() },
    ]);
    const none = await api(t, paul, 'GET', '/community/api/queryReferrer');
    expect(none.body.content).toEqual([]);

    const invited = await api<{ nickname: string }>(t, paul, 'GET', '/community/api/queryInvitedUsers');
    expect(invited.body.total).toBe(1);
    expect(invited.body.content.map((u) => u.nickname)).toEqual(['Cora']);
    const count = await api<InviteInfo>(t, paul, 'GET', '/community/api/queryInviteInfo');
    expect(count.body.content[0]!.invitedCount).toBe(1);
  });

  it('an unknown invite code registers without a referrer', async () => {
    await t.call({
      method: 'GET',
      url: '/community/front/sendVercodeOrMailcode',
      query: { userName: 'nobody@partners.test', type: 'register' },
    });
    const reg = await t.call({
      method: 'POST',
      url: '/community/front/reg',
      payload: {
        userName: 'nobody@partners.test',
        code: t.mail.lastCode('nobody@partners.test'),
        password: 'GoodPass1',
        confirmPassword: 'GoodPass1',
        inviteCode: 'NOSUCHCODE',
      },
    });
    expect(reg.statusCode).toBe(200);
    const id = reg.json<{ content: [{ userId: number }] }>().content[0].userId;
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.invitedBy).toBeNull();
  });
});

describe('becoming a partner', () => {
  it('non-partners have no customer pages', async () => {
    for (const url of [
      '/mam/main/queryCustomerList',
      '/mam/main/queryCustomerAccounts',
      '/mam/main/infoOfPartner',
    ]) {
      const res = await api(t, paul, 'GET', url);
      expect(res.http, url).toBe(403);
      expect(res.body.status, url).toBe(STATUS.NOT_A_PARTNER);
    }
  });

  it('applies, cannot apply twice while pending, and a non-admin cannot review', async () => {
    gold = await addLevel(t, admin, '金牌', 30);
    const applied = await api<{ id: number; state: string }>(t, paul, 'POST', '/community/api/toBePartner', {
      realName: 'Paul Chen',
      contact: 'paul@partners.test',
      introduction: 'I run a trading group.',
    });
    expect(applied.http).toBe(200);
    expect(applied.body.content[0]).toMatchObject({
      state: 'pending',
      realName: 'Paul Chen',
      nickname: 'Paul',
    });
    const again = await api(t, paul, 'POST', '/community/api/toBePartner', {
      realName: 'Paul Chen',
      contact: 'paul@partners.test',
    });
    expect(again.body.status).toBe(STATUS.PARTNER_PENDING);

    const id = applied.body.content[0]!.id;
    const notAdmin = await api(t, paul, 'POST', '/community/api/adminReviewPartner', {
      id,
      approve: true,
      levelId: gold,
    });
    expect(notAdmin.http).toBe(403);
    expect(notAdmin.body.status).toBe(STATUS.ADMIN_ONLY);
    const list = await api(t, paul, 'GET', '/community/api/adminQueryPartnerApplications');
    expect(list.body.status).toBe(STATUS.ADMIN_ONLY);

    const pending = await api<{ id: number }>(
      t,
      admin,
      'GET',
      '/community/api/adminQueryPartnerApplications',
      {
        state: 'pending',
      },
    );
    expect(pending.body.content.map((a) => a.id)).toEqual([id]);
  });

  it('the admin passes it with a level; a second review is ALREADY_REVIEWED', async () => {
    const [application] = (
      await api<{ id: number }>(t, paul, 'GET', '/community/api/queryPartnerApplication')
    ).body.content;
    const passed = await api(t, admin, 'POST', '/community/api/adminReviewPartner', {
      id: application!.id,
      approve: true,
      levelId: gold,
    });
    expect(passed.body.content).toEqual([{ id: application!.id, state: 'passed' }]);
    const twice = await api(t, admin, 'POST', '/community/api/adminReviewPartner', {
      id: application!.id,
      approve: false,
      reason: 'changed my mind',
    });
    expect(twice.http).toBe(409);
    expect(twice.body.status).toBe(STATUS.ALREADY_REVIEWED);

    const [row] = await t.db.select().from(users).where(eq(users.id, paul.id));
    expect(row).toMatchObject({ partnerState: 'partner', rebateLevelId: gold });
    const info = await api(t, paul, 'GET', '/mam/main/infoOfPartner');
    expect(info.body.content[0]).toMatchObject({ levelId: gold, levelName: '金牌', rate: 30 });
    const invite = await api(t, paul, 'GET', '/community/api/queryInviteInfo');
    expect(invite.body.content[0]).toMatchObject({ partnerState: 'partner', levelName: '金牌', rate: 30 });
    const again = await api(t, paul, 'POST', '/community/api/toBePartner', {
      realName: 'Paul Chen',
      contact: 'paul@partners.test',
    });
    expect(again.body.status).toBe(STATUS.PARTNER_ALREADY);
    const levels = await api<{ id: number; partners: number }>(
      t,
      admin,
      'GET',
      '/community/api/queryUserLevels',
    );
    expect(levels.body.content.find((l) => l.id === gold)?.partners).toBe(1);
  });

  it('a rejection keeps the reason for the applicant, who may apply again', async () => {
    const applied = await api<{ id: number }>(t, eve, 'POST', '/community/api/toBePartner', {
      realName: 'Eve Li',
      contact: '13800000000',
    });
    const id = applied.body.content[0]!.id;
    const noReason = await api(t, admin, 'POST', '/community/api/adminReviewPartner', { id, approve: false });
    expect(noReason.body.status).toBe(STATUS.VALIDATION_FAILED);
    const noLevel = await api(t, admin, 'POST', '/community/api/adminReviewPartner', { id, approve: true });
    expect(noLevel.body.status).toBe(STATUS.VALIDATION_FAILED);
    const rejected = await api(t, admin, 'POST', '/community/api/adminReviewPartner', {
      id,
      approve: false,
      reason: 'Please describe your customers',
    });
    expect(rejected.body.content).toEqual([{ id, state: 'rejected' }]);
    const own = await api(t, eve, 'GET', '/community/api/queryPartnerApplication');
    expect(own.body.content[0]).toMatchObject({
      state: 'rejected',
      reason: 'Please describe your customers',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, eve.id));
    expect(row!.partnerState).toBe('none');
    const again = await api(t, eve, 'POST', '/community/api/toBePartner', {
      realName: 'Eve Li',
      contact: '13800000000',
    });
    expect(again.http).toBe(200);
  });
});

describe('rebates', () => {
  it('a customer pays a fee: the partner gets 30 % of the site cut (100.00 -> 20.00 -> 6.00)', async () => {
    await rechargeOk(t, cora, admin, '150');
    const result = await chargeFee(t, t.siteA, {
      payer: cora,
      trader,
      amount: '100.00',
      source: 'subscription',
      ref: 'payment:1',
    });
    expect(result.referrerId).toBe(paul.id);
    expect(await walletOf(t, paul)).toMatchObject({ balance: '6.00', available: '6.00' });
    expect(await walletOf(t, trader)).toMatchObject({ balance: '80.00' });
    expect(await walletOf(t, cora)).toMatchObject({ balance: '50.00' });
    expect(await accountBalance(t, t.siteA.id, null, 'site_revenue')).toBe('14.00');
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(await driftedAccounts(t)).toEqual([]);

    const records = await api(t, paul, 'GET', '/community/api/queryRebateRecords');
    expect(records.body.total).toBe(1);
    expect(records.body.content[0]).toMatchObject({
      customerId: cora.id,
      customerNickname: 'Cora',
      source: 'subscription',
      fee: '100.00',
      rate: 30,
      rebate: '6.00',
    });
    const commission = await api(t, paul, 'GET', '/community/api/getUserCommissionInfo');
    expect(commission.body.content[0]).toEqual({
      total: '6.00',
      thisMonth: '6.00',
      customers: 1,
      payingCustomers: 1,
    });
  });

  it('a rate change applies to the next fee; a performance fee of 33.33: site cut 6.67, rebate floor(3.0015) = 3.00', async () => {
    const res = await api(t, admin, 'POST', '/community/api/updateUserLevel', {
      id: gold,
      name: '金牌',
      rate: 45,
    });
    expect(res.http).toBe(200);
    await chargeFee(t, t.siteA, {
      payer: cora,
      trader,
      amount: '33.33',
      source: 'performance',
      ref: 'settlement:1',
    });
    const [split] = await t.db.select().from(feeSplits).where(eq(feeSplits.reference, 'settlement:1'));
    expect(split).toMatchObject({
      siteAmount: '3.67',
      referrerAmount: '3.00',
      rebateRate: 45,
      traderAmount: '26.66',
    });
    const commission = await api(t, paul, 'GET', '/community/api/getUserCommissionInfo');
    expect(commission.body.content[0]).toMatchObject({
      total: '9.00',
      thisMonth: '9.00',
      payingCustomers: 1,
    });
    const records = await api<{ rebate: string; source: string }>(
      t,
      paul,
      'GET',
      '/community/api/queryRebateRecords',
    );
    expect(records.body.content.map((r) => [r.source, r.rebate])).toEqual([
      ['performance', '3.00'],
      ['subscription', '6.00'],
    ]);
  });

  it('the customer list and accounts show only his own customers', async () => {
    dave = await invitedMember(t, 'dave@partners.test', eve, { nickName: 'Dave' });
    createSimAccounts(t, [CORA_ACCOUNT, DAVE_ACCOUNT]);
    const coraAccount = await bindAccount(t, cora, 2, CORA_ACCOUNT);
    await bindAccount(t, dave, 2, DAVE_ACCOUNT);

    const res = await api<{ userId: number }>(t, paul, 'GET', '/mam/main/queryCustomerList');
    expect(res.body.total).toBe(1);
    expect(res.body.content).toEqual([
      {
        userId: cora.id,
        nickname: 'Cora',
        registeredAt: expect.any(Number) as number,
        followAccounts: 1,
        liveSubscriptions: 0,
        feesPaid: '133.33',
        rebate: '9.00',
      },
    ]);
    const found = await api(t, paul, 'GET', '/mam/main/queryCustomerList', { keyword: 'cor' });
    expect(found.body.total).toBe(1);
    const search = await api(t, paul, 'GET', '/mam/main/queryCustomerList', { keyword: 'dav' });
    expect(search.body.total).toBe(0);

    const accounts = await api(t, paul, 'GET', '/mam/main/queryCustomerAccounts');
    expect(accounts.body.total).toBe(1);
    expect(accounts.body.content).toEqual([
      {
        accountId: coraAccount,
        userId: cora.id,
        nickname: 'Cora',
        login: String(CORA_ACCOUNT.login),
        platform: expect.any(String) as string,
        accType: 2,
        balance: '5000.00',
        equity: expect.any(String) as string,
        boundAt: expect.any(Number) as number,
      },
    ]);
  });

  it('the admin moves the partner to another level', async () => {
    const silver = await addLevel(t, admin, '银牌', 10);
    const moved = await api(t, admin, 'POST', '/community/api/updateLevel', {
      userId: paul.id,
      levelId: silver,
    });
    expect(moved.body.content[0]).toMatchObject({
      userId: paul.id,
      levelId: silver,
      levelName: '银牌',
      rate: 10,
    });
    const notPartner = await api(t, admin, 'POST', '/community/api/updateLevel', {
      userId: eve.id,
      levelId: silver,
    });
    expect(notPartner.body.status).toBe(STATUS.NOT_A_PARTNER);
    const deleteGold = await api(t, admin, 'POST', '/community/api/deleteUserLevel', { id: gold });
    expect(deleteGold.http).toBe(200);
    const levels = await api<{ name: string }>(t, admin, 'GET', '/community/api/queryUserLevels');
    expect(levels.body.content.map((l) => l.name)).toEqual(['银牌']);
  });
});
