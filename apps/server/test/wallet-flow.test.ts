import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { createTestContext, type TestContext } from './harness';
import {
  accountBalance,
  ADDRESS,
  api,
  expectSoundLedger,
  ledgerTotal,
  member,
  rechargeOk,
  txHash,
  unbalancedTransactions,
  walletOf,
  type Member,
} from './wallet-support';

/**
 * The wallet's worked numbers: recharge 100.00 -> 100.00; withdraw 30.50 -> available 69.50, withdrawing
 * 30.50; rejected -> 100.00; withdraw 30.50 again and pass it -> 69.50, the external account -69.50. Then
 * the records, billing lines and the admin's audit view, and the review desk's refusals.
 */
let t: TestContext;
let alice: Member;
let bob: Member;
let admin: Member;
let adminB: Member;

beforeAll(async () => {
  t = await createTestContext();
  alice = await member(t, 'alice@wallet.test', { nickName: 'Alice' });
  bob = await member(t, 'bob@wallet.test', { nickName: 'Bob' });
  admin = await member(t, 'desk@wallet.test', { nickName: 'Desk', admin: true });
  adminB = await member(t, 'desk@b.test', { nickName: 'DeskB', admin: true, site: t.siteB });
});
afterAll(() => t.close());

type Record = { id: number; amount: string; state: string; reason: string; reviewedAt: number | null };

describe('wallet worked numbers', () => {
  it('starts empty', async () => {
    expect(await walletOf(t, alice)).toEqual({
      userId: alice.id,
      balance: '0.00',
      withdrawing: '0.00',
      available: '0.00',
      currency: 'USDT',
    });
  });

  it('a declared recharge waits for review; nothing reaches the wallet before it passes', async () => {
    const hash = txHash().toUpperCase();
    const res = await api<Record & { txHash: string }>(t, alice, 'POST', '/community/api/walletPrepaid', {
      amount: '100',
      txHash: hash,
    });
    expect(res.http).toBe(200);
    expect(res.body.content[0]).toMatchObject({
      amount: '100.00',
      state: 'pending',
      txHash: hash.toLowerCase(),
      reviewedAt: null,
    });
    expect((await walletOf(t, alice)).balance).toBe('0.00');

    const reviews = await api<{ kind: string; id: number; nickname: string }>(
      t,
      admin,
      'GET',
      '/community/api/adminQueryWalletReviews',
    );
    expect(reviews.body.content).toEqual([
      expect.objectContaining({ kind: 'recharge', id: res.body.content[0]!.id, nickname: 'Alice' }),
    ]);

    const passed = await api(t, admin, 'POST', '/community/api/adminReviewRecharge', {
      id: res.body.content[0]!.id,
      approve: true,
    });
    expect(passed.body.content[0]).toEqual({ id: res.body.content[0]!.id, state: 'passed' });
    expect(await walletOf(t, alice)).toMatchObject({
      balance: '100.00',
      withdrawing: '0.00',
      available: '100.00',
    });
  });

  it('the same transaction hash cannot be declared twice (27003)', async () => {
    const hash = txHash();
    await api(t, bob, 'POST', '/community/api/walletPrepaid', { amount: '5', txHash: hash });
    const again = await api(t, alice, 'POST', '/community/api/walletPrepaid', { amount: '5', txHash: hash });
    expect(again.http).toBe(409);
    expect(again.body.status).toBe(STATUS.TX_HASH_USED);
  });

  it('withdraw 30.50 -> available 69.50, withdrawing 30.50; rejected -> back to 100.00', async () => {
    const res = await api<Record>(t, alice, 'POST', '/community/api/mentionMoney', {
      amount: '30.5',
      address: ADDRESS,
    });
    expect(res.http).toBe(200);
    expect(res.body.content[0]).toMatchObject({ amount: '30.50', state: 'pending' });
    expect(await walletOf(t, alice)).toMatchObject({
      balance: '100.00',
      withdrawing: '30.50',
      available: '69.50',
    });

    const rejected = await api(t, admin, 'POST', '/community/api/adminReviewWithdrawal', {
      id: res.body.content[0]!.id,
      approve: false,
      reason: 'Address on a blocklist',
    });
    expect(rejected.body.content[0]).toEqual({ id: res.body.content[0]!.id, state: 'rejected' });
    expect(await walletOf(t, alice)).toMatchObject({
      balance: '100.00',
      withdrawing: '0.00',
      available: '100.00',
    });
  });

  it('withdraw 30.50 and pass it -> 69.50; the external account is -69.50 overall', async () => {
    const res = await api<Record>(t, alice, 'POST', '/community/api/mentionMoney', {
      amount: '30.50',
      address: ADDRESS,
    });
    await api(t, admin, 'POST', '/community/api/adminReviewWithdrawal', {
      id: res.body.content[0]!.id,
      approve: true,
    });
    expect(await walletOf(t, alice)).toMatchObject({
      balance: '69.50',
      withdrawing: '0.00',
      available: '69.50',
    });
    expect(await accountBalance(t, t.siteA.id, null, 'external_usdt')).toBe('-69.50');
    await expectSoundLedger(t);
  });

  it('a withdrawal above available is refused (27001) and nothing is stored', async () => {
    const before = await api(t, alice, 'GET', '/community/api/queryWithdrawRecords');
    const res = await api(t, alice, 'POST', '/community/api/mentionMoney', {
      amount: '69.51',
      address: ADDRESS,
    });
    expect(res.http).toBe(409);
    expect(res.body.status).toBe(STATUS.INSUFFICIENT_BALANCE);
    const en = await api(
      t,
      alice,
      'POST',
      '/community/api/mentionMoney',
      { amount: '69.51', address: ADDRESS },
      { language: 'en_US' },
    );
    expect(en.body.message).toBe('Insufficient available balance in wallet');
    const after = await api(t, alice, 'GET', '/community/api/queryWithdrawRecords');
    expect(after.body.total).toBe(before.body.total);
    expect((await walletOf(t, alice)).available).toBe('69.50');
  });
});

describe('records, billing lines and the audit view', () => {
  it('lists the recharge and withdrawal records, newest first, with the review', async () => {
    const recharges = await api<Record>(t, alice, 'GET', '/community/api/queryRechargeRecords');
    expect(recharges.body.total).toBe(1);
    expect(recharges.body.content[0]).toMatchObject({ amount: '100.00', state: 'passed' });
    const withdrawals = await api<Record>(t, alice, 'GET', '/community/api/queryWithdrawRecords');
    expect(withdrawals.body.total).toBe(2);
    expect(withdrawals.body.content.map((w) => w.state)).toEqual(['passed', 'rejected']);
    expect(withdrawals.body.content[1]!.reason).toBe('Address on a blocklist');
    const pending = await api<Record>(t, alice, 'GET', '/community/api/queryWithdrawRecords', {
      state: 'pending',
    });
    expect(pending.body.total).toBe(0);
  });

  it('billing: income is the recharge and the returned withdrawal, expend the two freezes', async () => {
    const income = await api<{ kind: string; amount: string }>(
      t,
      alice,
      'GET',
      '/community/api/queryBillingDetails',
      { kind: 'income' },
    );
    expect(income.body.content.map((l) => [l.kind, l.amount])).toEqual([
      ['withdraw_rejected', '30.50'],
      ['recharge', '100.00'],
    ]);
    const expend = await api<{ kind: string; amount: string }>(
      t,
      alice,
      'GET',
      '/community/api/queryBillingDetails',
      { kind: 'expend' },
    );
    expect(expend.body.content.map((l) => [l.kind, l.amount])).toEqual([
      ['withdraw_request', '-30.50'],
      ['withdraw_request', '-30.50'],
    ]);
    const bobs = await api(t, bob, 'GET', '/community/api/queryBillingDetails', { kind: 'income' });
    expect(bobs.body.total).toBe(0);
  });

  it("the admin's audit view lists every entry with who caused it, filterable by user", async () => {
    const all = await api<{
      accountKind: string;
      ownerNickname: string | null;
      amount: string;
      kind: string;
      reference: string;
      createdByNickname: string | null;
    }>(t, admin, 'GET', '/community/api/adminQueryLedger', { pageSize: '100' });
    // 1 recharge + 2 requests + 1 rejection + 1 payout, two entries each.
    expect(all.body.total).toBe(10);
    const payout = all.body.content.filter((e) => e.kind === 'withdraw_paid');
    expect(payout).toEqual([
      expect.objectContaining({ accountKind: 'external_usdt', ownerNickname: null, amount: '30.50' }),
      expect.objectContaining({ accountKind: 'frozen', ownerNickname: 'Alice', amount: '-30.50' }),
    ]);
    expect(payout.every((e) => e.createdByNickname === 'Desk')).toBe(true);
    const request = all.body.content.find((e) => e.kind === 'withdraw_request');
    expect(request).toMatchObject({ createdByNickname: 'Alice' });
    expect(request!.reference).toMatch(/^withdrawal:\d+$/);

    const bobs = await api(t, admin, 'GET', '/community/api/adminQueryLedger', { userId: String(bob.id) });
    expect(bobs.body.total).toBe(0);
  });
});

describe('append-only entries', () => {
  it('the database refuses to change or delete a ledger entry', async () => {
    await expect(t.db.execute(sql`update ledger_entries set amount = amount * 2`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    expect(await ledgerTotal(t, t.siteA.id)).toBe('0.00');
    expect((await walletOf(t, alice)).balance).toBe('69.50');
  });
});

describe('the review desk', () => {
  it('refuses reviews and the audit view to anyone but the site admin (403)', async () => {
    const res = await api<{ id: number }>(t, bob, 'POST', '/community/api/walletPrepaid', {
      amount: '1',
      txHash: txHash(),
    });
    const id = res.body.content[0]!.id;
    for (const [method, url, data] of [
      ['POST', '/community/api/adminReviewRecharge', { id, approve: true }],
      ['POST', '/community/api/adminReviewWithdrawal', { id, approve: true }],
      ['GET', '/community/api/adminQueryWalletReviews', {}],
      ['GET', '/community/api/adminQueryLedger', {}],
    ] as const) {
      const refused = await api(t, bob, method, url, data);
      expect(refused.http, url).toBe(403);
      expect(refused.body.status).toBe(STATUS.ADMIN_ONLY);
    }
    expect((await walletOf(t, bob)).balance).toBe('0.00');
  });

  it("site B's admin cannot see or review site A's records (404)", async () => {
    const res = await api<{ id: number }>(t, bob, 'POST', '/community/api/walletPrepaid', {
      amount: '2',
      txHash: txHash(),
    });
    const id = res.body.content[0]!.id;
    const other = await api(
      t,
      adminB,
      'POST',
      '/community/api/adminReviewRecharge',
      { id, approve: true },
      { site: t.siteB },
    );
    expect(other.http).toBe(404);
    const list = await api(t, adminB, 'GET', '/community/api/adminQueryWalletReviews', {}, { site: t.siteB });
    expect(list.body.total).toBe(0);
    const ledger = await api(t, adminB, 'GET', '/community/api/adminQueryLedger', {}, { site: t.siteB });
    expect(ledger.body.total).toBe(0);
    expect((await walletOf(t, bob)).balance).toBe('0.00');
  });

  it('reviewing twice is refused (409) and moves no money', async () => {
    const id = await rechargeOk(t, bob, admin, '10');
    const again = await api(t, admin, 'POST', '/community/api/adminReviewRecharge', { id, approve: true });
    expect(again.http).toBe(409);
    expect(again.body.status).toBe(STATUS.ALREADY_REVIEWED);
    expect((await walletOf(t, bob)).balance).toBe('10.00');

    const w = await api<{ id: number }>(t, bob, 'POST', '/community/api/mentionMoney', {
      amount: '4',
      address: ADDRESS,
    });
    const wid = w.body.content[0]!.id;
    const [first, second] = await Promise.all([
      api(t, admin, 'POST', '/community/api/adminReviewWithdrawal', { id: wid, approve: true }),
      api(t, admin, 'POST', '/community/api/adminReviewWithdrawal', { id: wid, approve: false, reason: 'x' }),
    ]);
    expect([first.http, second.http].sort()).toEqual([200, 409]);
    const wallet = await walletOf(t, bob);
    expect(wallet.withdrawing).toBe('0.00');
    expect(['6.00', '10.00']).toContain(wallet.balance);
    expect(await unbalancedTransactions(t)).toEqual([]);
  });

  it('a rejection needs a reason; an unknown id is 404', async () => {
    const res = await api(t, admin, 'POST', '/community/api/adminReviewRecharge', { id: 1, approve: false });
    expect(res.http).toBe(400);
    expect(res.body.content).toEqual([{ field: 'reason', message: '驳回时请填写原因' }]);
    const missing = await api(t, admin, 'POST', '/community/api/adminReviewRecharge', {
      id: 999999,
      approve: true,
    });
    expect(missing.http).toBe(404);
  });

  it("getWalletByUserId answers one's own wallet and 404 for another user's id", async () => {
    const own = await api(t, alice, 'GET', '/community/api/getWalletByUserId', { userId: String(alice.id) });
    expect(own.body.content[0]).toMatchObject({ userId: alice.id, balance: '69.50' });
    const other = await api(t, alice, 'GET', '/community/api/getWalletByUserId', { userId: String(bob.id) });
    expect(other.http).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('10.00');
  });
});
