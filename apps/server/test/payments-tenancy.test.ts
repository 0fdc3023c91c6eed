import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import type { TestContext } from './harness';
import { person, type Person } from './copy-support';
import { simAccount, tradingContext } from './sim-support';
import {
  call,
  ok,
  pricedPair,
  saveAlipay,
  sendVoucher,
  siteAdmin,
  snapshot,
  subscribePaid,
  type PaymentRow,
} from './payments-support';

/**
 * Site B's users and admin cannot read or act on site A's payments, uploads or coupons: everything of
 * site A answers as if it did not exist, and nothing of it changes.
 */
const MASTER = simAccount('MeridianMarkets-Live', 7400001);
const FOLLOW = simAccount('ApexCapital-Real01', 7400011);

let t: TestContext;
let a: { trader: Person; follower: Person; masterId: number };
let bUser: Person;
let bAdmin: Person;
let aAdmin: Person;
let paymentId: number;
let voucher: number;
let couponId: number;
let before: Record<string, unknown> | undefined;

beforeAll(async () => {
  t = await tradingContext([MASTER, FOLLOW]);
  const pair = await pricedPair(
    t,
    { master: MASTER, follow: FOLLOW },
    { trader: 'atlas@a.test', follower: 'lin@a.test' },
  );
  a = pair;
  await saveAlipay(t, a.trader);
  const sub = (await subscribePaid(t, a.follower, pair.masterId, pair.followId)).body.content[0]!;
  paymentId = sub.paymentId!;
  voucher = await sendVoucher(t, a.follower, paymentId);
  couponId = (
    await ok(
      call<{ id: number }>(t, a.trader, 'POST', '/community/api/createCoupon', {
        payload: { mtAccId: pair.masterId, code: 'ASITE50', percentOff: 50, maxUses: 5 },
      }),
    )
  ).id;
  aAdmin = await siteAdmin(t, 'desk@a.test');
  bUser = await person(t, 'eve@b.test', 3, t.siteB);
  bAdmin = await siteAdmin(t, 'desk@b.test', t.siteB);
  before = await snapshot(t, paymentId);
}, 120_000);
afterAll(() => t.close());

const onB = { site: () => t.siteB };

describe('site B cannot see site A', () => {
  it('the voucher image: 404 for B’s user and B’s admin; A’s admin sees it', async () => {
    for (const who of [bUser, bAdmin]) {
      const res = await t.call({
        method: 'GET',
        url: '/community/api/uploadFile',
        query: { id: String(voucher) },
        token: who.token,
        site: t.siteB,
      });
      expect(res.statusCode).toBe(404);
    }
    const own = await t.call({
      method: 'GET',
      url: '/community/api/uploadFile',
      query: { id: String(voucher) },
      token: aAdmin.token,
    });
    expect(own.statusCode).toBe(200);
  });

  it('the payment: not in B’s lists, no detail, no complaints desk', async () => {
    const detail = await call(t, bAdmin, 'GET', '/community/api/queryPaymentDetail', {
      query: { paymentId },
      site: onB.site(),
    });
    expect(detail.http).toBe(404);
    const list = await call(t, bUser, 'GET', '/community/api/querySubscriptionPayments', {
      query: { role: 'trader' },
      site: onB.site(),
    });
    expect(list.body.total).toBe(0);
    const complaints = await call(t, bAdmin, 'GET', '/community/api/adminQueryComplaints', {
      site: onB.site(),
    });
    expect(complaints.body.total).toBe(0);
  });

  it('the coupon: invalid on B, not B’s to disable', async () => {
    const check = await call(t, null, 'GET', '/community/front/checkCouponCode', {
      query: { code: 'ASITE50', mtAccId: a.masterId },
      site: onB.site(),
    });
    expect(check.body.status).toBe(STATUS.COUPON_INVALID);
    const disable = await call(t, bUser, 'POST', '/community/api/disableCoupon', {
      payload: { id: couponId },
      site: onB.site(),
    });
    expect(disable.http).toBe(404);
    const coupons = await call(t, bUser, 'GET', '/community/api/queryCoupons', { site: onB.site() });
    expect(coupons.body.content).toEqual([]);
  });
});

describe('site B cannot act on site A', () => {
  const acts: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, () => Record<string, unknown>][] = [
    ['confirm', 'POST', '/community/api/confirmSubscriptionPayment', () => ({ payload: { paymentId } })],
    [
      'refuse',
      'POST',
      '/community/api/refuseSubscriptionPayment',
      () => ({ payload: { paymentId, reason: 'fakeVoucher' } }),
    ],
    [
      'pay',
      'PUT',
      '/community/api/updateSubscriptionTrans',
      () => ({ payload: { paymentId, method: 'token' } }),
    ],
    [
      'send a voucher',
      'POST',
      '/community/api/uploadPaymentVoucher',
      () => ({ payload: { paymentId, uploadIds: [voucher] } }),
    ],
    [
      'complain',
      'POST',
      '/community/api/complaint',
      () => ({ payload: { subTransId: paymentId, reason: 'x' } }),
    ],
    ['withdraw', 'DELETE', '/community/api/complaint/PID', () => ({ query: { acType: 'withdraw' } })],
    [
      'resolve',
      'POST',
      '/community/api/adminResolveComplaint',
      () => ({ payload: { paymentId, decision: 'fail' } }),
    ],
    [
      'save a code with A’s image',
      'POST',
      '/community/api/savePaymentInfo',
      () => ({ payload: { method: 'alipay', uploadId: voucher, accountName: 'B' } }),
    ],
  ];
  for (const [name, method, url, options] of acts) {
    it(`${name}: not found for B’s user and admin, nothing changes`, async () => {
      for (const who of [bUser, bAdmin]) {
        const res = await call<PaymentRow>(t, who, method, url.replace('PID', String(paymentId)), {
          ...options(),
          site: t.siteB,
        });
        // The admin desk refuses a non-admin before looking for the payment.
        const expected = name === 'resolve' && who === bUser ? STATUS.ADMIN_ONLY : STATUS.NOT_FOUND;
        expect(res.body.status, `${name} by ${who.id}`).toBe(expected);
      }
      expect(await snapshot(t, paymentId)).toEqual(before);
    });
  }

  it('A’s token is not accepted on B', async () => {
    const res = await call(t, a.trader, 'POST', '/community/api/confirmSubscriptionPayment', {
      payload: { paymentId },
      site: t.siteB,
    });
    expect(res.http).toBe(401);
    expect(await snapshot(t, paymentId)).toEqual(before);
  });
});
