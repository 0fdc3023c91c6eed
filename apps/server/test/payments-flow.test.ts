import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import type { TestContext } from './harness';
import { bindAccount, brokerTrade, links, person, settle, type Person } from './copy-support';
import { masterSim, simAccount, tradingContext } from './sim-support';
import { accountBalance, expectSoundLedger, ledgerTotal, rechargeOk, walletOf } from './wallet-support';
import {
  call,
  ok,
  priceAccount,
  saveAlipay,
  siteAdmin,
  siteMoney,
  subscribePaid,
  upload,
  uploadId,
  type PaymentRow,
} from './payments-support';

/**
 * Subscription payments end to end on a trade account priced 50.00 for 30 days: an unpaid subscription
 * does not copy; paid by Alipay voucher and confirmed by the trader it starts copying; paid by token the
 * fee is split (site proportion 0.2000: trader 40.00, site 10.00); a 100 % coupon confirms at once; a
 * 50 % coupon makes it 25.00; cancelling an unpaid subscription fails its payment.
 */
const MASTER = masterSim(7100001);
const F_LIN = simAccount('ApexCapital-Real01', 7100011);
const F_MIA = simAccount('OrionFX-Pro', 7100012);
const F_ZOE = simAccount('ApexCapital-Real02', 7100013);
const F_KAI = simAccount('ApexCapital-Real01', 7100014);

let t: TestContext;
let trader: Person;
let lin: Person;
let mia: Person;
let zoe: Person;
let kai: Person;
let admin: Person;
let masterId: number;
const follow: Record<string, number> = {};
const DAY = 24 * 3600_000;

const payment = (who: Person, id: number) =>
  ok(
    call<{ payment: PaymentRow }>(t, who, 'GET', '/community/api/queryPaymentDetail', {
      query: { paymentId: id },
    }),
  );
const subscription = async (who: Person, id: number) =>
  ok(
    call<{ state: string; endTime: number | null; paymentId: number | null; validityDays: number | null }>(
      t,
      who,
      'GET',
      '/community/api/querySubscriptionDetail',
      { query: { subscriptionId: id } },
    ),
  );

async function masterBuys() {
  const opened = await brokerTrade(
    t,
    t.gateway.world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots: 100 }),
  );
  await settle(t);
  return opened.order.ticket;
}

beforeAll(async () => {
  t = await tradingContext([MASTER, F_LIN, F_MIA, F_ZOE, F_KAI]);
  await siteMoney(t, t.siteA, { openWallet: true, proportion: '0.2000' });
  trader = await person(t, 'atlas@pay.test', 3);
  lin = await person(t, 'lin@pay.test');
  mia = await person(t, 'mia@pay.test');
  zoe = await person(t, 'zoe@pay.test');
  kai = await person(t, 'kai@pay.test');
  admin = await siteAdmin(t, 'desk@pay.test');
  masterId = await bindAccount(t, trader, 1, MASTER);
  follow.lin = await bindAccount(t, lin, 2, F_LIN);
  follow.mia = await bindAccount(t, mia, 2, F_MIA);
  follow.zoe = await bindAccount(t, zoe, 2, F_ZOE);
  follow.kai = await bindAccount(t, kai, 2, F_KAI);
  await priceAccount(t, masterId, '50.00', 30);
  await saveAlipay(t, trader);
  await settle(t);
}, 120_000);
afterAll(() => t.close());

describe('voucher path: unpaid -> voucher -> confirmed -> copying', () => {
  let subId: number;
  let paymentId: number;

  it('creates the subscription unpaid with an open payment of the trader’s price', async () => {
    const created = await subscribePaid(t, lin, masterId, follow.lin!);
    expect(created.http).toBe(200);
    const sub = created.body.content[0]!;
    expect(sub.state).toBe('unpaid');
    expect(sub.paymentId).toEqual(expect.any(Number));
    subId = sub.subscriptionId;
    paymentId = sub.paymentId!;

    const detail = await payment(lin, paymentId);
    expect(detail.payment).toMatchObject({
      subscriptionId: subId,
      status: 'toBePaid',
      price: '50.00',
      amount: '50.00',
      method: null,
      validityDays: 30,
    });
    const asTrader = await call<PaymentRow>(t, trader, 'GET', '/community/api/querySubscriptionPayments', {
      query: { role: 'trader' },
    });
    expect(asTrader.body.total).toBe(1);
    expect(asTrader.body.content[0]).toMatchObject({ id: paymentId, payerNickname: expect.any(String) });
  });

  it('does not copy while unpaid', async () => {
    const ticket = await masterBuys();
    expect(ticket).toBeGreaterThan(0);
    expect((await links(t, lin, { subscriptionId: String(subId) })).content).toHaveLength(0);
  });

  it('takes the Alipay choice and a voucher, then waits for the trader', async () => {
    const chosen = await ok(
      call<PaymentRow>(t, lin, 'PUT', '/community/api/updateSubscriptionTrans', {
        payload: { paymentId, method: 'alipay' },
      }),
    );
    expect(chosen).toMatchObject({ method: 'alipay', status: 'toBePaid' });
    // The payer sees the trader's payment code image.
    const detail = await ok(
      call<{ codes: { method: string; uploadId: number }[]; tokenAvailable: boolean }>(
        t,
        lin,
        'GET',
        '/community/api/queryPaymentDetail',
        { query: { paymentId } },
      ),
    );
    expect(detail.tokenAvailable).toBe(true);
    expect(detail.codes).toHaveLength(1);
    const code = await t.call({
      method: 'GET',
      url: '/community/api/uploadFile',
      query: { id: String(detail.codes[0]!.uploadId) },
      token: lin.token,
    });
    expect(code.statusCode).toBe(200);

    const voucher = await uploadId(t, lin, 'voucher');
    const sent = await ok(
      call<PaymentRow>(t, lin, 'POST', '/community/api/uploadPaymentVoucher', {
        payload: { paymentId, uploadIds: [voucher] },
      }),
    );
    expect(sent).toMatchObject({ status: 'toBeConfirmed', voucherIds: [voucher] });

    // The trader sees the voucher: the raw image with safe headers.
    const image = await t.call({
      method: 'GET',
      url: '/community/api/uploadFile',
      query: { id: String(voucher) },
      token: trader.token,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toBe('inline');
    expect(image.headers['cache-control']).toBe('private, max-age=300');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('starts copying once the trader confirms', async () => {
    const confirmed = await ok(
      call<PaymentRow & { confirmedAt: number }>(
        t,
        trader,
        'POST',
        '/community/api/confirmSubscriptionPayment',
        {
          payload: { paymentId },
        },
      ),
    );
    expect(confirmed.status).toBe('confirmed');
    const sub = await subscription(lin, subId);
    expect(sub.state).toBe('subscribing');
    expect(sub.paymentId).toBeNull();
    expect(sub.validityDays).toBe(30);
    expect(sub.endTime).toBe(confirmed.confirmedAt + 30 * DAY);
    // The voucher payment is on record: 50.00 received outside the site by the trader.
    expect(await accountBalance(t, t.siteA.id, trader.id, 'offsite_received')).toBe('50.00');

    const ticket = await masterBuys();
    const copies = (await links(t, lin, { subscriptionId: String(subId) })).content;
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ masterTicket: ticket, lots: '0.10', state: 'open' });
  });
});

let tokenSubscription = 0;

describe('token path with the split', () => {
  it('takes 50.00 from the payer: 40.00 to the trader, 10.00 to the site, and copies', async () => {
    await rechargeOk(t, mia, admin, '100.00');
    const sub = (await subscribePaid(t, mia, masterId, follow.mia!)).body.content[0]!;
    const paid = await ok(
      call<PaymentRow>(t, mia, 'PUT', '/community/api/updateSubscriptionTrans', {
        payload: { paymentId: sub.paymentId, method: 'token' },
      }),
    );
    expect(paid).toMatchObject({ status: 'confirmed', method: 'token', amount: '50.00' });
    expect((await subscription(mia, sub.subscriptionId)).state).toBe('subscribing');

    expect((await walletOf(t, mia)).available).toBe('50.00');
    expect((await walletOf(t, trader)).available).toBe('40.00');
    expect(await accountBalance(t, t.siteA.id, null, 'site_revenue')).toBe('10.00');
    await expectSoundLedger(t);

    const ticket = await masterBuys();
    const copies = (await links(t, mia, { subscriptionId: String(sub.subscriptionId) })).content;
    expect(copies.map((c) => c.masterTicket)).toContain(ticket);
    tokenSubscription = sub.subscriptionId;
  });

  it('renewing buys one more term: a new payment, and the days only once it is paid', async () => {
    const before = await subscription(mia, tokenSubscription);
    const renew = await call<{ state: string; paymentId: number | null; endTime: number }>(
      t,
      mia,
      'PUT',
      '/community/api/continueSubscription',
      { payload: { subscriptionId: tokenSubscription, validityDays: 365 } },
    );
    expect(renew.http).toBe(200);
    const renewed = renew.body.content[0]!;
    // Still copying on the days already paid; the 365 asked for are not given for free.
    expect(renewed).toMatchObject({ state: 'subscribing', endTime: before.endTime });
    expect(renewed.paymentId).not.toBeNull();
    const again = await call(t, mia, 'PUT', '/community/api/continueSubscription', {
      payload: { subscriptionId: tokenSubscription, validityDays: 30 },
    });
    expect(again.body.status).toBe(STATUS.PAYMENT_STATE);

    await ok(
      call<PaymentRow>(t, mia, 'PUT', '/community/api/updateSubscriptionTrans', {
        payload: { paymentId: renewed.paymentId, method: 'token' },
      }),
    );
    const after = await subscription(mia, tokenSubscription);
    // One term of 30 days more, from the old end date; 50.00 more paid.
    expect(after.endTime).toBe(before.endTime! + 30 * 86_400_000);
    expect((await walletOf(t, mia)).available).toBe('0.00');
    expect(await ledgerTotal(t, t.siteA.id)).toBe('0.00');
  });
});

describe('coupons', () => {
  it('a 100 % coupon confirms at once, with nothing paid', async () => {
    const coupon = await ok(
      call<{ code: string; usedCount: number }>(t, trader, 'POST', '/community/api/createCoupon', {
        payload: { mtAccId: masterId, code: 'free2026', percentOff: 100, maxUses: 5 },
      }),
    );
    expect(coupon.code).toBe('FREE2026');
    const check = await ok(
      call<{ valid: boolean; price: string; amount: string }>(
        t,
        null,
        'GET',
        '/community/front/checkCouponCode',
        {
          query: { code: 'FREE2026', mtAccId: masterId },
        },
      ),
    );
    expect(check).toEqual({ valid: true, percentOff: 100, price: '50.00', amount: '0.00' });

    const entries = await ledgerTotal(t, t.siteA.id);
    const sub = (await subscribePaid(t, zoe, masterId, follow.zoe!)).body.content[0]!;
    const paid = await ok(
      call<PaymentRow>(t, zoe, 'PUT', '/community/api/updateSubscriptionTrans', {
        payload: { paymentId: sub.paymentId, method: 'coupon', couponCode: 'free2026' },
      }),
    );
    expect(paid).toMatchObject({
      status: 'confirmed',
      method: 'coupon',
      amount: '0.00',
      couponCode: 'FREE2026',
    });
    expect((await subscription(zoe, sub.subscriptionId)).state).toBe('subscribing');
    expect(await ledgerTotal(t, t.siteA.id)).toBe(entries);
    const mine = await call<{ usedCount: number }>(t, trader, 'GET', '/community/api/queryCoupons');
    expect(mine.body.content[0]!.usedCount).toBe(1);
  });

  it('a 50 % coupon makes 50.00 into 25.00; cancelling the unpaid subscription fails its payment', async () => {
    await ok(
      call(t, trader, 'POST', '/community/api/createCoupon', {
        payload: { mtAccId: masterId, code: 'HALF50', percentOff: 50, maxUses: 2 },
      }),
    );
    const sub = (await subscribePaid(t, kai, masterId, follow.kai!)).body.content[0]!;
    const chosen = await ok(
      call<PaymentRow>(t, kai, 'PUT', '/community/api/updateSubscriptionTrans', {
        payload: { paymentId: sub.paymentId, method: 'alipay', couponCode: 'HALF50' },
      }),
    );
    expect(chosen).toMatchObject({ status: 'toBePaid', method: 'alipay', price: '50.00', amount: '25.00' });

    const cancelled = await call<{ state: string }>(t, kai, 'GET', '/community/api/cancelSubscription', {
      query: { subscriptionId: sub.subscriptionId, closeMode: 'manual' },
    });
    expect(cancelled.http).toBe(200);
    expect(cancelled.body.content[0]!.state).toBe('cancelled');
    expect((await payment(kai, sub.paymentId!)).payment.status).toBe('failed');
    // The voucher upload of a failed payment is refused.
    const voucher = await uploadId(t, kai, 'voucher');
    const late = await call(t, kai, 'POST', '/community/api/uploadPaymentVoucher', {
      payload: { paymentId: sub.paymentId, uploadIds: [voucher] },
    });
    expect(late.http).toBe(409);
  });

  it('lists the payer’s payments newest first with their status', async () => {
    const mine = await call<PaymentRow>(t, kai, 'GET', '/community/api/querySubscriptionPayments', {
      query: { role: 'payer' },
    });
    expect(mine.body.total).toBe(1);
    expect(mine.body.content[0]).toMatchObject({ status: 'failed', amount: '25.00' });
    const traderConfirmed = await call<PaymentRow>(
      t,
      trader,
      'GET',
      '/community/api/querySubscriptionPayments',
      {
        query: { role: 'trader', status: 'confirmed' },
      },
    );
    // Lin's voucher, Mia's token payment and its renewal, Zoe's 100 % coupon.
    expect(traderConfirmed.body.total).toBe(4);
  });
});

describe('payment codes', () => {
  it('are listed, saved (pending review again) and deleted by their owner', async () => {
    const codes = await call<{ method: string; state: string }>(
      t,
      trader,
      'GET',
      '/community/api/queryPaymentInfo',
    );
    expect(codes.body.content).toEqual([expect.objectContaining({ method: 'alipay', state: 'passed' })]);
    const image = await upload(t, trader, 'paymentCode');
    const wechat = await ok(
      call<{ state: string }>(t, trader, 'POST', '/community/api/savePaymentInfo', {
        payload: { method: 'wechat', uploadId: image.body.content[0]!.uploadId, accountName: 'Atlas Ltd' },
      }),
    );
    expect(wechat.state).toBe('pending');
    await ok(call(t, trader, 'POST', '/community/api/deletePaymentInfo', { payload: { method: 'wechat' } }));
    const after = await call<{ method: string }>(t, trader, 'GET', '/community/api/queryPaymentInfo');
    expect(after.body.content.map((c) => c.method)).toEqual(['alipay']);
  });
});
