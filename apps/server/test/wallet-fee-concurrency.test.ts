import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import { feeSplits } from '../src/db/schema/money';
import { createTestContext, type TestContext } from './harness';
import { chargeFee, setSiteCut } from './partners-support';
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
 * Withdrawals and fee payments race for one wallet: 100.00 in it, then 150 withdrawal requests of 0.75 and
 * 150 fee charges of 0.75 (the ledger call subscription payments and the weekly settlement make) fired at
 * once, interleaved. Both lock the payer's wallet before they read it, so together they never take more
 * than 100.00; every refusal is 27001; every charge that passed is split 80/20 between the trader and the
 * site; the ledger still sums to zero and each cached balance equals its entries.
 */
let t: TestContext;
let payer: Member;
let trader: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestContext({ configOverrides: { RATE_LIMIT_PER_MINUTE: '100000' } });
  payer = await member(t, 'payer@race.test', { nickName: 'Payer' });
  trader = await member(t, 'trader@race.test', { nickName: 'Trader' });
  admin = await member(t, 'desk@race.test', { nickName: 'Desk', admin: true });
  await setSiteCut(t, t.siteA, '0.2000');
  await rechargeOk(t, payer, admin, '100.00');
});
afterAll(() => t.close());

describe('300 concurrent withdrawals and fee payments against one wallet of 100.00', () => {
  it('takes only what the wallet holds, and splits every fee that passed', { timeout: 120_000 }, async () => {
    const jobs = Array.from({ length: 300 }, (_, i) =>
      i % 2 === 0
        ? api(t, payer, 'POST', '/community/api/mentionMoney', { amount: '0.75', address: ADDRESS }).then(
            (r) => ({ kind: 'withdrawal' as const, ok: r.http === 200, status: r.body.status }),
          )
        : chargeFee(t, t.siteA, {
            payer,
            trader,
            amount: '0.75',
            source: 'subscription',
            ref: `payment:${i}`,
          }).then(
            () => ({ kind: 'fee' as const, ok: true, status: STATUS.OK }),
            (error: unknown) => ({
              kind: 'fee' as const,
              ok: false,
              status:
                (error as { code?: string }).code === 'INSUFFICIENT_BALANCE'
                  ? STATUS.INSUFFICIENT_BALANCE
                  : -1,
            }),
          ),
    );
    const results = await Promise.all(jobs);
    const refused = results.filter((r) => !r.ok);
    expect(refused.every((r) => r.status === STATUS.INSUFFICIENT_BALANCE)).toBe(true);

    const withdrawals = results.filter((r) => r.ok && r.kind === 'withdrawal').length;
    const fees = results.filter((r) => r.ok && r.kind === 'fee').length;
    // 133 x 0.75 = 99.75 fit in 100.00; 0.25 is left and nothing else fits.
    expect(withdrawals + fees).toBe(133);

    const wallet = await walletOf(t, payer);
    expect(wallet.available).toBe('0.25');
    expect(Math.round(Number(wallet.withdrawing) * 100)).toBe(withdrawals * 75);
    expect(Math.round(Number(wallet.balance) * 100)).toBe(10_000 - fees * 75);

    // Each fee of 0.75: the site 0.15, the trader 0.60.
    expect(await accountBalance(t, t.siteA.id, trader.id, 'wallet')).toBe(((fees * 60) / 100).toFixed(2));
    expect(await accountBalance(t, t.siteA.id, null, 'site_revenue')).toBe(((fees * 15) / 100).toFixed(2));
    const [splits] = await t.db.select({ n: count() }).from(feeSplits).where(eq(feeSplits.payerId, payer.id));
    expect(splits!.n).toBe(fees);

    await expectSoundLedger(t);
  });
});
