import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import type { TestContext } from './harness';
import { bindAccount, person, type Person } from './copy-support';
import { simAccount, tradingContext } from './sim-support';
import { expectSoundLedger, rechargeOk, walletOf } from './wallet-support';
import {
  call,
  ok,
  pricedTrader,
  sendVoucher,
  siteAdmin,
  siteMoney,
  subscribePaid,
  type PaymentRow,
} from './payments-support';

/**
 * Every payment step locks the payment row (SELECT ... FOR UPDATE) and re-checks its status, so the same
 * payment paid 50 times at once is charged exactly once, and two confirmations at once confirm it once.
 */
const MASTER = simAccount('MeridianMarkets-Live', 7500001);
const F1 = simAccount('ApexCapital-Real01', 7500011);
const F2 = simAccount('OrionFX-Pro', 7500012);

let t: TestContext;
let trader: Person;
let payer: Person;
let other: Person;
let admin: Person;
let masterId: number;

async function count(query: ReturnType<typeof sql>) {
  const result = await t.db.execute(query);
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

beforeAll(async () => {
  t = await tradingContext([MASTER, F1, F2], { configOverrides: { RATE_LIMIT_PER_MINUTE: '100000' } });
  await siteMoney(t, t.siteA, { openWallet: true, proportion: '0.2000' });
  ({ trader, masterId } = await pricedTrader(t, 'atlas@race.test', MASTER, '50.00'));
  payer = await person(t, 'lin@race.test');
  other = await person(t, 'mia@race.test');
  admin = await siteAdmin(t, 'desk@race.test');
}, 120_000);
afterAll(() => t.close());

describe('50 concurrent token payments of one payment', () => {
  it('charges exactly once', { timeout: 120_000 }, async () => {
    const followId = await bindAccount(t, payer, 2, F1);
    await rechargeOk(t, payer, admin, '500.00');
    const paymentId = (await subscribePaid(t, payer, masterId, followId)).body.content[0]!.paymentId!;

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call<PaymentRow>(t, payer, 'PUT', '/community/api/updateSubscriptionTrans', {
          payload: { paymentId, method: 'token' },
        }),
      ),
    );
    const passed = results.filter((r) => r.http === 200);
    expect(passed).toHaveLength(1);
    expect(results.filter((r) => r.http !== 200).every((r) => r.body.status === STATUS.PAYMENT_STATE)).toBe(
      true,
    );

    expect((await walletOf(t, payer)).available).toBe('450.00');
    expect((await walletOf(t, trader)).available).toBe('40.00');
    expect(
      await count(sql`select count(*)::int as n from fee_splits where reference = ${`payment:${paymentId}`}`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from ledger_transactions where kind = 'subscription_fee'`),
    ).toBe(1);
    await expectSoundLedger(t);
  });
});

describe('2 concurrent confirmations', () => {
  it('confirm once: one voucher record, the subscription started once', { timeout: 60_000 }, async () => {
    const followId = await bindAccount(t, other, 2, F2);
    const sub = (await subscribePaid(t, other, masterId, followId)).body.content[0]!;
    const paymentId = sub.paymentId!;
    await sendVoucher(t, other, paymentId);

    const results = await Promise.all(
      [0, 1].map(() =>
        call<PaymentRow>(t, trader, 'POST', '/community/api/confirmSubscriptionPayment', {
          payload: { paymentId },
        }),
      ),
    );
    expect(results.map((r) => r.http).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.http === 409)!.body.status).toBe(STATUS.PAYMENT_STATE);
    expect(
      await count(
        sql`select count(*)::int as n from ledger_transactions where reference = ${`payment:${paymentId}`}`,
      ),
    ).toBe(1);
    const state = await ok(
      call<{ state: string }>(t, other, 'GET', '/community/api/querySubscriptionDetail', {
        query: { subscriptionId: sub.subscriptionId },
      }),
    );
    expect(state.state).toBe('subscribing');
  });
});
