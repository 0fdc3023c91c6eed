import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import type { TestContext } from './harness';
import { bindAccount, person, type Person } from './copy-support';
import { simAccount, tradingContext } from './sim-support';
import { rechargeOk } from './wallet-support';
import {
  call,
  ok,
  PNG,
  pricedPair,
  saveAlipay,
  SCRIPT,
  siteAdmin,
  siteMoney,
  snapshot,
  subscribePaid,
  upload,
  uploadId,
  type PaymentRow,
} from './payments-support';

/**
 * Every bad input to the payment calls gets a clear, localized error and changes nothing: images that are
 * not images (a script named .png included) or too big, too many files, a wrong method, paying twice,
 * confirming someone else's payment, a complaint on a confirmed payment, bad coupons.
 */
const MASTER = simAccount('MeridianMarkets-Live', 7200001);
const OTHER_MASTER = simAccount('MeridianMarkets-Live', 7200002);
const F1 = simAccount('ApexCapital-Real01', 7200011);
const F2 = simAccount('OrionFX-Pro', 7200012);

let t: TestContext;
let trader: Person;
let follower: Person;
let stranger: Person;
let admin: Person;
let masterId: number;
let otherMasterId: number;
let followId: number;
let subscriptionId: number;
let paymentId: number;

async function uploadsCount() {
  const result = await t.db.execute(sql`select count(*)::int as n from uploads`);
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

let before: Record<string, unknown> | undefined;
beforeEach(async () => {
  if (paymentId) before = await snapshot(t, paymentId);
});
async function nothingChanged() {
  expect(await snapshot(t, paymentId)).toEqual(before);
}

beforeAll(async () => {
  t = await tradingContext([MASTER, OTHER_MASTER, F1, F2]);
  await siteMoney(t, t.siteA, { openWallet: false, proportion: '0.2000' });
  ({ trader, follower, masterId, followId } = await pricedPair(
    t,
    { master: MASTER, follow: F1 },
    { trader: 'atlas@bad.test', follower: 'lin@bad.test' },
  ));
  stranger = await person(t, 'eve@bad.test', 3);
  admin = await siteAdmin(t, 'desk@bad.test');
  otherMasterId = await bindAccount(t, stranger, 1, OTHER_MASTER);
}, 120_000);
afterAll(() => t.close());

describe('subscribing to a priced account', () => {
  it('is refused when the trader has no payment information and the site has no wallet', async () => {
    const res = await subscribePaid(t, follower, masterId, followId);
    expect(res.body.status).toBe(STATUS.PAYMENT_INFO_MISSING);
    expect(res.body.message).toBe('该交易员未绑定收款信息，无法订阅');
    const count = await t.db.execute(sql`select count(*)::int as n from subscriptions`);
    expect((count as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('is created unpaid once the trader has a payment code', async () => {
    await saveAlipay(t, trader);
    const res = await subscribePaid(t, follower, masterId, followId);
    expect(res.body.content[0]).toMatchObject({ state: 'unpaid' });
    subscriptionId = res.body.content[0]!.subscriptionId;
    paymentId = res.body.content[0]!.paymentId!;
  });
});

describe('uploads', () => {
  const cases: [string, string, number, string][] = [
    [
      'text that is not base64',
      'not an image at all!',
      STATUS.UPLOAD_NOT_IMAGE,
      'Only PNG, JPG, GIF or WebP images can be uploaded',
    ],
    [
      'a script renamed .png',
      `data:image/png;base64,${SCRIPT}`,
      STATUS.UPLOAD_NOT_IMAGE,
      'Only PNG, JPG, GIF or WebP images can be uploaded',
    ],
    [
      'a PDF',
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n').toString('base64'),
      STATUS.UPLOAD_NOT_IMAGE,
      'Only PNG, JPG, GIF or WebP images can be uploaded',
    ],
    [
      'a PNG of 2 MB and one byte',
      Buffer.concat([
        Buffer.from(PNG, 'base64'),
        Buffer.alloc(2 * 1024 * 1024 + 1 - Buffer.from(PNG, 'base64').length),
      ]).toString('base64'),
      STATUS.UPLOAD_TOO_LARGE,
      'other image cannot exceed 2MB',
    ],
  ];
  for (const [name, image, status, message] of cases) {
    it(`refuses ${name} and stores nothing`, async () => {
      const count = await uploadsCount();
      const res = await call(t, follower, 'POST', '/community/api/base64Pic', {
        payload: { purpose: 'voucher', image },
        language: 'en_US',
      });
      expect(res.body.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await uploadsCount()).toBe(count);
    });
  }

  it('accepts exactly 2 MB', async () => {
    const png = Buffer.from(PNG, 'base64');
    const image = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 - png.length)]).toString('base64');
    const res = await upload(t, follower, 'voucher', image);
    expect(res.http).toBe(200);
    expect(res.body.content[0]).toMatchObject({ mime: 'image/png', size: 2 * 1024 * 1024 });
  });

  it('refuses an unknown purpose with a field error', async () => {
    const res = await call(t, follower, 'POST', '/community/api/base64Pic', {
      payload: { purpose: 'avatar', image: PNG },
      language: 'en_US',
    });
    expect(res.http).toBe(400);
    expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
    expect(res.body.content).toEqual([{ field: 'purpose', message: expect.any(String) }]);
  });

  it('never shows another user’s image', async () => {
    const mine = await uploadId(t, follower, 'evidence');
    const res = await t.call({
      method: 'GET',
      url: '/community/api/uploadFile',
      query: { id: String(mine) },
      token: stranger.token,
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('choosing how to pay', () => {
  it('refuses a wrong method', async () => {
    const res = await call(t, follower, 'PUT', '/community/api/updateSubscriptionTrans', {
      payload: { paymentId, method: 'bitcoin' },
      language: 'en_US',
    });
    expect(res.http).toBe(400);
    expect(res.body.content).toEqual([{ field: 'method', message: expect.any(String) }]);
    await nothingChanged();
  });

  it('refuses method coupon without a code', async () => {
    const res = await call(t, follower, 'PUT', '/community/api/updateSubscriptionTrans', {
      payload: { paymentId, method: 'coupon' },
    });
    expect(res.body.content).toEqual([{ field: 'couponCode', message: '此项为必填项' }]);
    await nothingChanged();
  });

  it('refuses token while the site has no wallet', async () => {
    const res = await call(t, follower, 'PUT', '/community/api/updateSubscriptionTrans', {
      payload: { paymentId, method: 'token' },
    });
    expect(res.body.status).toBe(STATUS.WALLET_CLOSED);
    await nothingChanged();
  });

  it('refuses WeChat when the trader has no WeChat code', async () => {
    const res = await call(t, follower, 'PUT', '/community/api/updateSubscriptionTrans', {
      payload: { paymentId, method: 'wechat' },
    });
    expect(res.body.status).toBe(STATUS.PAYMENT_INFO_MISSING);
    await nothingChanged();
  });

  it('refuses a token payment the wallet cannot cover, the coupon use rolled back', async () => {
    await siteMoney(t, t.siteA, { openWallet: true });
    await ok(
      call(t, trader, 'POST', '/community/api/createCoupon', {
        payload: { mtAccId: masterId, code: 'TENOFF', percentOff: 10, maxUses: 3 },
      }),
    );
    before = await snapshot(t, paymentId);
    await rechargeOk(t, follower, admin, '20.00');
    const res = await call(t, follower, 'PUT', '/community/api/updateSubscriptionTrans', {
      payload: { paymentId, method: 'token', couponCode: 'TENOFF' },
    });
    expect(res.body.status).toBe(STATUS.INSUFFICIENT_BALANCE);
    const after = await snapshot(t, paymentId);
    // The recharge wrote its entries; the payment and the coupon did not change.
    expect({ ...after, entries: 0 }).toEqual({ ...before, entries: 0 });
  });

  const badCoupons: [string, () => Promise<string>][] = [
    ['an unknown code', () => Promise.resolve('NOSUCHCODE')],
    [
      'a coupon of another trade account',
      async () =>
        (
          await ok(
            call<{ code: string }>(t, stranger, 'POST', '/community/api/createCoupon', {
              payload: { mtAccId: otherMasterId, percentOff: 50, maxUses: 3 },
            }),
          )
        ).code,
    ],
    [
      'a disabled coupon',
      async () => {
        const c = await ok(
          call<{ id: number; code: string }>(t, trader, 'POST', '/community/api/createCoupon', {
            payload: { mtAccId: masterId, percentOff: 50, maxUses: 3 },
          }),
        );
        await ok(call(t, trader, 'POST', '/community/api/disableCoupon', { payload: { id: c.id } }));
        return c.code;
      },
    ],
    [
      'an expired coupon',
      async () =>
        (
          await ok(
            call<{ code: string }>(t, trader, 'POST', '/community/api/createCoupon', {
              payload: {
                mtAccId: masterId,
                percentOff: 50,
                maxUses: 3,
                validUntil: t.clock.now().getTime() - 1,
              },
            }),
          )
        ).code,
    ],
    [
      'a used-up coupon',
      async () => {
        const c = await ok(
          call<{ code: string }>(t, trader, 'POST', '/community/api/createCoupon', {
            payload: { mtAccId: masterId, code: 'ONCE1', percentOff: 50, maxUses: 1 },
          }),
        );
        await t.db.execute(sql`update coupons set used_count = 1 where code = ${c.code}`);
        return c.code;
      },
    ],
  ];
  for (const [name, make] of badCoupons) {
    it(`refuses ${name}`, async () => {
      const code = await make();
      before = await snapshot(t, paymentId);
      const res = await call(t, follower, 'PUT', '/community/api/updateSubscriptionTrans', {
        payload: { paymentId, method: 'alipay', couponCode: code },
        language: 'en_US',
      });
      expect(res.http).toBe(400);
      expect(res.body.status).toBe(STATUS.COUPON_INVALID);
      expect(res.body.message).toBe('This coupon code is invalid or has expired');
      await nothingChanged();
      const check = await call(t, null, 'GET', '/community/front/checkCouponCode', {
        query: { code, mtAccId: masterId },
      });
      expect(check.body.status).toBe(STATUS.COUPON_INVALID);
    });
  }

  it('refuses to pay someone else’s payment (as if it did not exist)', async () => {
    const res = await call(t, stranger, 'PUT', '/community/api/updateSubscriptionTrans', {
      payload: { paymentId, method: 'alipay' },
    });
    expect(res.http).toBe(404);
    await nothingChanged();
  });
});

describe('vouchers, confirmation and complaints', () => {
  it('refuses no voucher, four vouchers and someone else’s image', async () => {
    await ok(
      call(t, follower, 'PUT', '/community/api/updateSubscriptionTrans', {
        payload: { paymentId, method: 'alipay' },
      }),
    );
    before = await snapshot(t, paymentId);
    const none = await call(t, follower, 'POST', '/community/api/uploadPaymentVoucher', {
      payload: { paymentId, uploadIds: [] },
      language: 'en_US',
    });
    expect(none.body.content).toEqual([{ field: 'uploadIds', message: 'Please upload the payment voucher' }]);
    // One after another: a user has at most 3 uploads in flight (upload-quota.ts).
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(await uploadId(t, follower, 'voucher'));
    const four = await call(t, follower, 'POST', '/community/api/uploadPaymentVoucher', {
      payload: { paymentId, uploadIds: ids },
      language: 'en_US',
    });
    expect(four.body.status).toBe(STATUS.TOO_MANY_FILES);
    expect(four.body.message).toBe('Limit upload selection to 3 files');
    const theirs = await uploadId(t, stranger, 'voucher');
    const foreign = await call(t, follower, 'POST', '/community/api/uploadPaymentVoucher', {
      payload: { paymentId, uploadIds: [theirs] },
    });
    expect(foreign.http).toBe(404);
    const wrongPurpose = await uploadId(t, follower, 'evidence');
    const evidence = await call(t, follower, 'POST', '/community/api/uploadPaymentVoucher', {
      payload: { paymentId, uploadIds: [wrongPurpose] },
    });
    expect(evidence.http).toBe(404);
    await nothingChanged();
  });

  it('refuses a complaint before a voucher and one with no reason', async () => {
    const early = await call(t, follower, 'POST', '/community/api/complaint', {
      payload: { subTransId: paymentId, reason: 'Paid already' },
    });
    expect(early.body.status).toBe(STATUS.PAYMENT_STATE);
    const empty = await call(t, follower, 'POST', '/community/api/complaint', {
      payload: { subTransId: paymentId, reason: '   ' },
      language: 'en_US',
    });
    expect(empty.body.content).toEqual([{ field: 'reason', message: 'Please enter the complaint' }]);
    await nothingChanged();
  });

  it('refuses confirmation by the payer (403) and by another trader (404), and four evidence files', async () => {
    const voucher = await uploadId(t, follower, 'voucher');
    await ok(
      call(t, follower, 'POST', '/community/api/uploadPaymentVoucher', {
        payload: { paymentId, uploadIds: [voucher] },
      }),
    );
    before = await snapshot(t, paymentId);
    // One after another: a user has at most 3 uploads in flight (upload-quota.ts).
    const files: number[] = [];
    for (let i = 0; i < 4; i += 1) files.push(await uploadId(t, follower, 'evidence'));
    const four = await call(t, follower, 'POST', '/community/api/complaint', {
      payload: { subTransId: paymentId, reason: 'Paid already', uploadIds: files },
      language: 'en_US',
    });
    expect(four.body.status).toBe(STATUS.TOO_MANY_FILES);
    expect(four.body.message).toBe('Limit upload selection to 3 files');
    const self = await call(t, follower, 'POST', '/community/api/confirmSubscriptionPayment', {
      payload: { paymentId },
    });
    expect(self.http).toBe(403);
    expect(self.body.status).toBe(STATUS.NOT_YOUR_PAYMENT);
    const other = await call(t, stranger, 'POST', '/community/api/confirmSubscriptionPayment', {
      payload: { paymentId },
    });
    expect(other.http).toBe(404);
    const refuse = await call(t, stranger, 'POST', '/community/api/refuseSubscriptionPayment', {
      payload: { paymentId, reason: 'fakeVoucher' },
    });
    expect(refuse.http).toBe(404);
    const badReason = await call(t, trader, 'POST', '/community/api/refuseSubscriptionPayment', {
      payload: { paymentId, reason: 'noReason', note: 'x'.repeat(201) },
    });
    expect(badReason.http).toBe(400);
    expect(badReason.body.content).toHaveLength(2);
    await nothingChanged();
  });

  it('refuses paying twice and a complaint on a confirmed payment', async () => {
    await ok(
      call(t, trader, 'POST', '/community/api/confirmSubscriptionPayment', { payload: { paymentId } }),
    );
    before = await snapshot(t, paymentId);
    const again = await call(t, trader, 'POST', '/community/api/confirmSubscriptionPayment', {
      payload: { paymentId },
    });
    expect(again.body.status).toBe(STATUS.PAYMENT_STATE);
    const pay = await call(t, follower, 'PUT', '/community/api/updateSubscriptionTrans', {
      payload: { paymentId, method: 'token' },
    });
    expect(pay.http).toBe(409);
    expect(pay.body.status).toBe(STATUS.PAYMENT_STATE);
    const complaint = await call(t, follower, 'POST', '/community/api/complaint', {
      payload: { subTransId: paymentId, reason: 'It was not copied' },
      language: 'zh_Hant',
    });
    expect(complaint.body.status).toBe(STATUS.PAYMENT_STATE);
    expect(complaint.body.message).toMatch(/[\u4e00-\u9fff]/);
    await nothingChanged();
    const row = await call<{ payment: PaymentRow }>(t, follower, 'GET', '/community/api/queryPaymentDetail', {
      query: { paymentId },
    });
    expect(row.body.content[0]!.payment.status).toBe('confirmed');
    expect(subscriptionId).toBeGreaterThan(0);
  });
});

describe('coupons (trader)', () => {
  const bad: [string, Record<string, unknown>, string][] = [
    ['percentOff 0', { percentOff: 0, maxUses: 1 }, 'percentOff'],
    ['percentOff 101', { percentOff: 101, maxUses: 1 }, 'percentOff'],
    ['maxUses 0', { percentOff: 10, maxUses: 0 }, 'maxUses'],
    ['maxUses 10001', { percentOff: 10, maxUses: 10_001 }, 'maxUses'],
    ['a 3-letter code', { code: 'ABC', percentOff: 10, maxUses: 1 }, 'code'],
    ['a code with a dash', { code: 'AB-CD', percentOff: 10, maxUses: 1 }, 'code'],
  ];
  for (const [name, payload, field] of bad) {
    it(`refuses ${name}`, async () => {
      const res = await call(t, trader, 'POST', '/community/api/createCoupon', {
        payload: { mtAccId: masterId, ...payload },
      });
      expect(res.http).toBe(400);
      expect(res.body.content).toEqual([{ field, message: expect.any(String) }]);
    });
  }

  it('refuses another trader’s account and a code in use', async () => {
    const foreign = await call(t, trader, 'POST', '/community/api/createCoupon', {
      payload: { mtAccId: otherMasterId, percentOff: 10, maxUses: 1 },
    });
    expect(foreign.http).toBe(404);
    const taken = await call(t, trader, 'POST', '/community/api/createCoupon', {
      payload: { mtAccId: masterId, code: 'tenoff', percentOff: 10, maxUses: 1 },
      language: 'en_US',
    });
    expect(taken.body.status).toBe(STATUS.COUPON_CODE_TAKEN);
    const disable = await call(t, stranger, 'POST', '/community/api/disableCoupon', { payload: { id: 1 } });
    expect(disable.http).toBe(404);
  });
});
