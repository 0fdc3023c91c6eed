import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { rebateLevels } from '../src/db/schema/money';
import { users } from '../src/db/schema/users';
import { createTestContext, type TestContext } from './harness';
import { addLevel, chargeFee, invitedMember, makePartner, setSiteCut } from './partners-support';
import { api, member, rechargeOk, type Member } from './wallet-support';

/**
 * Nothing of invitations and partners crosses sites or users: site B's admin sees none of site A's
 * applications or levels and cannot review or change them by id; site B's partner sees none of site A's
 * customers or rebates; a partner sees only his own customers and rebate records.
 */
let t: TestContext;
let adminA: Member;
let paul: Member;
let quinn: Member;
let cora: Member;
let trader: Member;
let adminB: Member;
let bella: Member;
let goldA: number;

beforeAll(async () => {
  t = await createTestContext();
  adminA = await member(t, 'desk@a.test', { nickName: 'DeskA', admin: true });
  paul = await member(t, 'paul@a.test', { nickName: 'Paul' });
  quinn = await member(t, 'quinn@a.test', { nickName: 'Quinn' });
  trader = await member(t, 'tina@a.test', { nickName: 'Tina' });
  cora = await invitedMember(t, 'cora@a.test', paul, { nickName: 'Cora' });
  adminB = await member(t, 'desk@b.test', { nickName: 'DeskB', admin: true, site: t.siteB });
  bella = await member(t, 'bella@b.test', { nickName: 'Bella', site: t.siteB });
  goldA = await addLevel(t, adminA, 'Gold', 30);
  await makePartner(t, paul, adminA, goldA);
  await makePartner(t, quinn, adminA, goldA);
  const goldB = await addLevel(t, adminB, 'Gold', 50, t.siteB);
  await makePartner(t, bella, adminB, goldB, t.siteB);
  await setSiteCut(t, t.siteA, '0.2');
  await rechargeOk(t, cora, adminA, '100');
  await chargeFee(t, t.siteA, {
    payer: cora,
    trader,
    amount: '50.00',
    source: 'subscription',
    ref: 'payment:1',
  });
  // Eve applies on site A and waits for review.
  const eve = await member(t, 'eve@a.test', { nickName: 'Eve' });
  await api(t, eve, 'POST', '/community/api/toBePartner', { realName: 'Eve Li', contact: '13800000000' });
});
afterAll(() => t.close());

describe('partner tenancy', () => {
  it("site B's admin sees none of site A's applications or levels", async () => {
    const apps = await api<{ nickname: string }>(
      t,
      adminB,
      'GET',
      '/community/api/adminQueryPartnerApplications',
      {},
      { site: t.siteB },
    );
    expect(apps.body.content.map((a) => a.nickname)).toEqual(['Bella']);
    const levels = await api<{ rate: number; partners: number }>(
      t,
      adminB,
      'GET',
      '/community/api/queryUserLevels',
      {},
      { site: t.siteB },
    );
    expect(levels.body.content).toEqual([expect.objectContaining({ name: 'Gold', rate: 50, partners: 1 })]);
  });

  it("site B's admin cannot review, change, delete or assign site A's rows by id", async () => {
    const pending = await api<{ id: number }>(
      t,
      adminA,
      'GET',
      '/community/api/adminQueryPartnerApplications',
      {
        state: 'pending',
      },
    );
    const id = pending.body.content[0]!.id;
    const opts = { site: t.siteB };
    const review = await api(
      t,
      adminB,
      'POST',
      '/community/api/adminReviewPartner',
      { id, approve: false, reason: 'x' },
      opts,
    );
    expect(review.http).toBe(404);
    const update = await api(
      t,
      adminB,
      'POST',
      '/community/api/updateUserLevel',
      { id: goldA, name: 'Mine', rate: 100 },
      opts,
    );
    expect(update.http).toBe(404);
    const del = await api(t, adminB, 'POST', '/community/api/deleteUserLevel', { id: goldA }, opts);
    expect(del.http).toBe(404);
    const assign = await api(
      t,
      adminB,
      'POST',
      '/community/api/updateLevel',
      { userId: paul.id, levelId: goldA },
      opts,
    );
    expect(assign.http).toBe(404);
    const [level] = await t.db.select().from(rebateLevels).where(eq(rebateLevels.id, goldA));
    expect(level).toMatchObject({ name: 'Gold', rate: 30 });
    const after = await api<{ state: string }>(
      t,
      adminA,
      'GET',
      '/community/api/adminQueryPartnerApplications',
      {
        state: 'pending',
      },
    );
    expect(after.body.total).toBe(1);
    const [row] = await t.db.select().from(users).where(eq(users.id, paul.id));
    expect(row).toMatchObject({ partnerState: 'partner', rebateLevelId: goldA });
  });

  it("site B's partner sees none of site A's customers or rebates", async () => {
    const opts = { site: t.siteB };
    const customers = await api(t, bella, 'GET', '/mam/main/queryCustomerList', {}, opts);
    expect(customers.body).toMatchObject({ status: STATUS.OK, total: 0 });
    const accounts = await api(t, bella, 'GET', '/mam/main/queryCustomerAccounts', {}, opts);
    expect(accounts.body.total).toBe(0);
    const rebates = await api(t, bella, 'GET', '/community/api/queryRebateRecords', {}, opts);
    expect(rebates.body.total).toBe(0);
    const commission = await api(t, bella, 'GET', '/community/api/getUserCommissionInfo', {}, opts);
    expect(commission.body.content[0]).toEqual({
      total: '0.00',
      thisMonth: '0.00',
      customers: 0,
      payingCustomers: 0,
    });
  });

  it('a site A token is refused on site B', async () => {
    const res = await api(t, paul, 'GET', '/mam/main/queryCustomerList', {}, { site: t.siteB });
    expect(res.http).toBe(401);
  });

  it('another partner of the same site sees none of paul’s customers or rebates', async () => {
    const customers = await api(t, quinn, 'GET', '/mam/main/queryCustomerList');
    expect(customers.body.total).toBe(0);
    const rebates = await api(t, quinn, 'GET', '/community/api/queryRebateRecords');
    expect(rebates.body.total).toBe(0);
    const mine = await api<{ rebate: string }>(t, paul, 'GET', '/community/api/queryRebateRecords');
    expect(mine.body.content.map((r) => r.rebate)).toEqual(['3.00']);
    const invitees = await api(t, quinn, 'GET', '/community/api/queryInvitedUsers');
    expect(invitees.body.total).toBe(0);
  });
});
