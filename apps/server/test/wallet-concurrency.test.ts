import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { createTestContext, type TestContext } from './harness';
import {
  accountBalance,
  ADDRESS,
  api,
  expectSoundLedger,
  member,
  rechargeOk,
  walletOf,
  type Member,
} from './wallet-support';

/**
 * The wallet can never be overdrawn, also under concurrent requests: a wallet with 100.00 gets 200
 * withdrawal requests of 1.00 and 200 of 0.75 at once. Each request locks the user's wallet and frozen
 * accounts (SELECT ... FOR UPDATE) before it checks the balance, so exactly the ones that fit pass and the
 * rest are refused with 27001; the ledger still balances and the cached balances equal the sums.
 */
let t: TestContext;
let alice: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestContext({ configOverrides: { RATE_LIMIT_PER_MINUTE: '100000' } });
  alice = await member(t, 'alice@race.test', { nickName: 'Alice' });
  admin = await member(t, 'desk@race.test', { nickName: 'Desk', admin: true });
  await rechargeOk(t, alice, admin, '100.00');
});
afterAll(() => t.close());

type Withdrawal = { id: number; amount: string };

describe('400 concurrent withdrawals against 100.00', () => {
  it('passes exactly the ones that fit and never overdraws', { timeout: 120_000 }, async () => {
    const amounts = [
      ...Array.from({ length: 200 }, () => '1.00'),
      ...Array.from({ length: 200 }, () => '0.75'),
    ];
    // Interleave the two sizes so neither kind gets the wallet first.
    const order = amounts.map((_, i) => (i % 2 === 0 ? amounts[i / 2]! : amounts[200 + (i - 1) / 2]!));
    const results = await Promise.all(
      order.map((amount) =>
        api<Withdrawal>(t, alice, 'POST', '/community/api/mentionMoney', { amount, address: ADDRESS }),
      ),
    );

    const passed = results.filter((r) => r.http === 200);
    const refused = results.filter((r) => r.http !== 200);
    expect(refused.every((r) => r.http === 409 && r.body.status === STATUS.INSUFFICIENT_BALANCE)).toBe(true);

    const frozenCents = passed.reduce(
      (sum, r) => sum + Math.round(Number(r.body.content[0]!.amount) * 100),
      0,
    );
    // Every amount is at least 0.75, so once fewer than 75 cents are left nothing else fits.
    expect(frozenCents).toBeLessThanOrEqual(10_000);
    expect(10_000 - frozenCents).toBeLessThan(75);
    expect(passed.length).toBeGreaterThanOrEqual(100);

    const wallet = await walletOf(t, alice);
    expect(wallet.balance).toBe('100.00');
    expect(Math.round(Number(wallet.withdrawing) * 100)).toBe(frozenCents);
    expect(Math.round(Number(wallet.available) * 100)).toBe(10_000 - frozenCents);
    expect(Number(wallet.available)).toBeGreaterThanOrEqual(0);

    const records = await api(t, alice, 'GET', '/community/api/queryWithdrawRecords', { pageSize: '1' });
    expect(records.body.total).toBe(passed.length);

    expect(await accountBalance(t, t.siteA.id, alice.id, 'frozen')).toBe(wallet.withdrawing);
    expect(await accountBalance(t, t.siteA.id, alice.id, 'wallet')).toBe(wallet.available);
    await expectSoundLedger(t);
  });

  it(
    'concurrent passes and rejections of every pending withdrawal leave the ledger balanced',
    { timeout: 120_000 },
    async () => {
      const pending = await api<Withdrawal>(t, admin, 'GET', '/community/api/adminQueryWalletReviews', {
        kind: 'withdrawal',
        pageSize: '100',
      });
      const ids = pending.body.content.map((w) => w.id);
      expect(ids.length).toBeGreaterThan(50);
      // Each one reviewed twice at once (a pass and a rejection): exactly one of each pair wins.
      const results = await Promise.all(
        ids.flatMap((id, i) => [
          api(t, admin, 'POST', '/community/api/adminReviewWithdrawal', {
            id,
            approve: i % 2 === 0,
            reason: 'no',
          }),
          api(t, admin, 'POST', '/community/api/adminReviewWithdrawal', {
            id,
            approve: i % 2 !== 0,
            reason: 'no',
          }),
        ]),
      );
      expect(results.filter((r) => r.http === 200)).toHaveLength(ids.length);
      expect(results.filter((r) => r.http === 409)).toHaveLength(ids.length);

      const wallet = await walletOf(t, alice);
      expect(Number(wallet.available)).toBeGreaterThanOrEqual(0);
      expect(Number(wallet.withdrawing)).toBeGreaterThanOrEqual(0);
      await expectSoundLedger(t);
      const external = await accountBalance(t, t.siteA.id, null, 'external_usdt');
      // The outside world gave 100.00 and took back what was paid out: external = -(what alice still holds).
      expect(Number(external)).toBeCloseTo(-Number(wallet.balance), 2);
    },
  );
});
