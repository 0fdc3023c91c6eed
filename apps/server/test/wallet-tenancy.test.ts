import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';
import { ADDRESS, api, member, rechargeOk, txHash, walletOf, type Member } from './wallet-support';

/**
 * Nothing of the wallet crosses users or sites: a user sees only their own balances, records and lines; a
 * token of site A is refused on site B; site B's admin sees none of site A's reviews or ledger, and the
 * same user id on another site has a wallet of its own.
 */
let t: TestContext;
let alice: Member;
let bob: Member;
let admin: Member;
let carol: Member;
let adminB: Member;

beforeAll(async () => {
  t = await createTestContext();
  alice = await member(t, 'alice@tenancy.test', { nickName: 'Alice' });
  bob = await member(t, 'bob@tenancy.test', { nickName: 'Bob' });
  admin = await member(t, 'desk@tenancy.test', { nickName: 'Desk', admin: true });
  carol = await member(t, 'carol@b.test', { nickName: 'Carol', site: t.siteB });
  adminB = await member(t, 'desk@b.test', { nickName: 'DeskB', admin: true, site: t.siteB });
  await rechargeOk(t, alice, admin, '40');
  await api(t, alice, 'POST', '/community/api/mentionMoney', { amount: '15', address: ADDRESS });
  await rechargeOk(t, carol, adminB, '7', t.siteB);
});
afterAll(() => t.close());

describe('wallet tenancy', () => {
  it("another user of the same site sees none of alice's money, records or lines", async () => {
    expect(await walletOf(t, bob)).toMatchObject({ balance: '0.00', withdrawing: '0.00', available: '0.00' });
    for (const url of ['/community/api/queryRechargeRecords', '/community/api/queryWithdrawRecords']) {
      const res = await api(t, bob, 'GET', url);
      expect(res.body.total, url).toBe(0);
    }
    for (const kind of ['income', 'expend']) {
      const res = await api(t, bob, 'GET', '/community/api/queryBillingDetails', { kind });
      expect(res.body.total).toBe(0);
    }
    const other = await api(t, bob, 'GET', '/community/api/getWalletByUserId', { userId: String(alice.id) });
    expect(other.http).toBe(404);
  });

  it("bob cannot review alice's records even by id", async () => {
    const records = await api<{ id: number }>(t, alice, 'GET', '/community/api/queryWithdrawRecords');
    const id = records.body.content[0]!.id;
    const res = await api(t, bob, 'POST', '/community/api/adminReviewWithdrawal', { id, approve: true });
    expect(res.http).toBe(403);
    expect(await walletOf(t, alice)).toMatchObject({
      balance: '40.00',
      withdrawing: '15.00',
      available: '25.00',
    });
  });

  it('a site A token is refused on site B', async () => {
    const res = await api(t, alice, 'GET', '/community/api/queryWalletInfo', {}, { site: t.siteB });
    expect(res.http).toBe(401);
  });

  it("each site's admin sees only its own reviews and ledger", async () => {
    await api(t, bob, 'POST', '/community/api/walletPrepaid', { amount: '3', txHash: txHash() });
    const a = await api<{ nickname: string }>(t, admin, 'GET', '/community/api/adminQueryWalletReviews');
    expect(a.body.content.map((r) => r.nickname).sort()).toEqual(['Alice', 'Bob']);
    const b = await api(t, adminB, 'GET', '/community/api/adminQueryWalletReviews', {}, { site: t.siteB });
    expect(b.body.total).toBe(0);

    const ledgerA = await api<{ ownerNickname: string | null }>(
      t,
      admin,
      'GET',
      '/community/api/adminQueryLedger',
    );
    expect(ledgerA.body.content.every((e) => e.ownerNickname !== 'Carol')).toBe(true);
    const ledgerB = await api<{ ownerNickname: string | null; amount: string }>(
      t,
      adminB,
      'GET',
      '/community/api/adminQueryLedger',
      {},
      { site: t.siteB },
    );
    expect(ledgerB.body.total).toBe(2);
    expect(ledgerB.body.content.map((e) => e.ownerNickname).sort()).toEqual(['Carol', null]);
    const byAlice = await api(
      t,
      adminB,
      'GET',
      '/community/api/adminQueryLedger',
      { userId: String(alice.id) },
      { site: t.siteB },
    );
    expect(byAlice.body.total).toBe(0);
  });

  it("site B's admin cannot review site A's withdrawal (404) and the money stays frozen", async () => {
    const records = await api<{ id: number }>(t, alice, 'GET', '/community/api/queryWithdrawRecords');
    const res = await api(
      t,
      adminB,
      'POST',
      '/community/api/adminReviewWithdrawal',
      { id: records.body.content[0]!.id, approve: false, reason: 'x' },
      { site: t.siteB },
    );
    expect(res.http).toBe(404);
    expect(await walletOf(t, alice)).toMatchObject({ withdrawing: '15.00' });
    expect(await walletOf(t, carol, t.siteB)).toMatchObject({ balance: '7.00' });
  });

  it('the same transaction hash may be declared on two sites (one per site)', async () => {
    const hash = txHash();
    const a = await api(t, bob, 'POST', '/community/api/walletPrepaid', { amount: '1', txHash: hash });
    const b = await api(
      t,
      carol,
      'POST',
      '/community/api/walletPrepaid',
      { amount: '1', txHash: hash },
      { site: t.siteB },
    );
    expect([a.http, b.http]).toEqual([200, 200]);
  });
});
