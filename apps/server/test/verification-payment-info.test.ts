import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import { paymentCodes } from '../src/db/schema/money';
import { sites } from '../src/db/schema/sites';
import { createTestContext, predictableCatalog, type TestContext } from './harness';
import { createSimAccounts, WEDNESDAY, type Person } from './copy-support';
import { call, ok, pricedPair, subscribePaid, uploadId } from './payments-support';
import { ADDRESS, member, type Member } from './wallet-support';

/**
 * Payment information (queryPaymentInfo / savePaymentInfo / deletePaymentInfo): the four methods, each
 * pending review when saved; a bad card number or TRC20 address refused with nothing stored; payers see
 * passed Alipay/WeChat codes only; and paid fee settings refused until the trader is verified.
 */
let t: TestContext;
let admin: Member;
let pay: { trader: Person; follower: Person; masterId: number; followId: number };

type Info = {
  id: number;
  method: string;
  uploadId: number | null;
  accountName: string;
  accountNo: string;
  bankName: string;
  state: string;
  reason: string;
};

const MASTER = {
  server: 'MeridianMarkets-Live',
  login: 7300001,
  password: 'Master123',
  balance: '20000.00',
  leverage: 100,
};
const FOLLOW = {
  server: 'ApexCapital-Real01',
  login: 7300011,
  password: 'Follow123',
  balance: '5000.00',
  leverage: 100,
};

const save = (who: Member, payload: Record<string, unknown>, language = 'en_US') =>
  call<Info>(t, who, 'POST', '/community/api/savePaymentInfo', { payload, language });
const mine = async (who: Member) =>
  (await call<Info>(t, who, 'GET', '/community/api/queryPaymentInfo')).body.content;
const rows = async () => (await t.db.select({ n: count() }).from(paymentCodes))[0]!.n;

/** The site admin passes the person's pending information of a method through the desk. */
async function pass(who: Member, method: string) {
  const list = await call<{ id: number; userId: number; method: string }>(
    t,
    admin,
    'GET',
    '/community/api/adminQueryPaymentInfoReviews',
    { query: { state: 'pending', pageSize: 100 } },
  );
  const row = list.body.content.find((r) => r.userId === who.id && r.method === method)!;
  await ok(
    call(t, admin, 'POST', '/community/api/adminReviewPaymentInfo', {
      payload: { id: row.id, decision: 'pass' },
    }),
  );
}

beforeAll(async () => {
  t = await createTestContext({ start: WEDNESDAY, catalog: predictableCatalog() });
  createSimAccounts(t, [MASTER, FOLLOW]);
  admin = await member(t, 'desk@payinfo.test', { nickName: 'Desk', admin: true });
  pay = await pricedPair(
    t,
    { master: MASTER, follow: FOLLOW },
    {
      trader: 'atlas@payinfo.test',
      follower: 'lin@payinfo.test',
    },
  );
}, 120_000);
afterAll(() => t.close());

describe('the four methods', () => {
  it('Alipay, WeChat, a bank card and a USDT address are saved pending review', async () => {
    const kim = await member(t, 'kim@payinfo.test');
    const alipay = await ok(
      save(kim, {
        method: 'alipay',
        uploadId: await uploadId(t, kim, 'paymentCode'),
        accountName: 'Kim Park',
      }),
    );
    expect(alipay).toMatchObject({
      method: 'alipay',
      state: 'pending',
      accountName: 'Kim Park',
      accountNo: '',
    });
    await ok(
      save(kim, { method: 'wechat', uploadId: await uploadId(t, kim, 'paymentCode'), accountName: 'Kim' }),
    );
    const bank = await ok(
      save(kim, {
        method: 'bank',
        accountName: 'Kim Park',
        bankName: 'Bank of Lisbon',
        accountNo: '4111 1111 1111 1111',
      }),
    );
    // The owner reads the last 4 digits; the admin reads the whole number.
    expect(bank).toMatchObject({ state: 'pending', accountNo: '**** **** **** 1111', uploadId: null });
    const usdt = await ok(save(kim, { method: 'usdt', accountNo: ADDRESS }));
    expect(usdt).toMatchObject({ state: 'pending', accountNo: ADDRESS });
    expect((await mine(kim)).map((i) => i.method)).toEqual(['alipay', 'wechat', 'bank', 'usdt']);
    const desk = await call<{ userId: number; method: string; accountNo: string }>(
      t,
      admin,
      'GET',
      '/community/api/adminQueryPaymentInfoReviews',
      { query: { state: 'pending', pageSize: 100 } },
    );
    expect(desk.body.content.find((r) => r.userId === kim.id && r.method === 'bank')!.accountNo).toBe(
      '4111111111111111',
    );

    // Saving again replaces it and waits for review again; deleting removes it.
    await pass(kim, 'usdt');
    expect((await mine(kim)).find((i) => i.method === 'usdt')!.state).toBe('passed');
    await ok(save(kim, { method: 'usdt', accountNo: ADDRESS }));
    expect((await mine(kim)).find((i) => i.method === 'usdt')!.state).toBe('pending');
    await ok(call(t, kim, 'POST', '/community/api/deletePaymentInfo', { payload: { method: 'usdt' } }));
    expect((await mine(kim)).map((i) => i.method)).toEqual(['alipay', 'wechat', 'bank']);
    const gone = await call(t, kim, 'POST', '/community/api/deletePaymentInfo', {
      payload: { method: 'usdt' },
    });
    expect(gone.http).toBe(404);
  });

  const BAD: [string, Record<string, unknown>, string, string][] = [
    [
      'a card failing Luhn',
      { method: 'bank', accountName: 'Kim', bankName: 'Bank', accountNo: '4111111111111112' },
      'accountNo',
      'Please enter a valid bank card number',
    ],
    [
      'a card of 11 digits',
      { method: 'bank', accountName: 'Kim', bankName: 'Bank', accountNo: '41111111111' },
      'accountNo',
      'Please enter a valid bank card number',
    ],
    [
      'a card with letters',
      { method: 'bank', accountName: 'Kim', bankName: 'Bank', accountNo: '4111-1111-1111-111A' },
      'accountNo',
      'Please enter a valid bank card number',
    ],
    [
      'a card without its bank',
      { method: 'bank', accountName: 'Kim', bankName: ' ', accountNo: '4111111111111111' },
      'bankName',
      'Please enter the bank',
    ],
    [
      'a card without its holder',
      { method: 'bank', bankName: 'Bank', accountNo: '4111111111111111' },
      'accountName',
      "Please enter the account holder's name",
    ],
    [
      'a TRC20 address with a wrong checksum',
      { method: 'usdt', accountNo: `${ADDRESS.slice(0, -1)}${ADDRESS.endsWith('t') ? 'u' : 't'}` },
      'accountNo',
      'Please enter a valid TRC20 USDT address',
    ],
    [
      'not a TRC20 address',
      { method: 'usdt', accountNo: '0x52908400098527886E0F7030069857D2E4169EE7' },
      'accountNo',
      'Please enter a valid TRC20 USDT address',
    ],
    [
      'a QR method without its image',
      { method: 'alipay', accountName: 'Kim' },
      'uploadId',
      'Please upload your payment code',
    ],
  ];
  for (const [name, payload, field, message] of BAD) {
    it(`refuses ${name}, storing nothing`, async () => {
      const before = await rows();
      const res = await save(pay.trader, payload);
      expect(res.http).toBe(400);
      expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
      expect(res.body.content).toContainEqual({ field, message });
      expect(await rows()).toBe(before);
    });
  }

  it('refuses an unknown method and a QR image that is not the caller’s payment code', async () => {
    const before = await rows();
    expect((await save(pay.trader, { method: 'paypal', accountNo: 'x' })).http).toBe(400);
    const voucher = await uploadId(t, pay.trader, 'voucher');
    expect((await save(pay.trader, { method: 'wechat', uploadId: voucher, accountName: 'A' })).http).toBe(
      404,
    );
    const othersCode = await uploadId(t, pay.follower, 'paymentCode');
    expect((await save(pay.trader, { method: 'wechat', uploadId: othersCode, accountName: 'A' })).http).toBe(
      404,
    );
    expect(await rows()).toBe(before);
    const zh = await save(
      pay.trader,
      { method: 'bank', accountName: 'A', bankName: 'B', accountNo: '123' },
      'zh_CN',
    );
    expect(zh.body.content).toContainEqual({ field: 'accountNo', message: '请输入正确的银行卡号' });
  });
});

describe('what payers see', () => {
  it('only passed Alipay/WeChat codes: pending ones and bank cards never reach a payer', async () => {
    const { trader, follower, masterId, followId } = pay;
    const image = await uploadId(t, trader, 'paymentCode');
    await ok(save(trader, { method: 'alipay', uploadId: image, accountName: 'Atlas Ltd' }));
    await ok(
      save(trader, {
        method: 'bank',
        accountName: 'Atlas Ltd',
        bankName: 'Bank',
        accountNo: '5555555555554444',
      }),
    );
    await pass(trader, 'bank');

    // A passed bank card is no way for a payer to pay; the Alipay code is still pending.
    const refused = await subscribePaid(t, follower, masterId, followId);
    expect(refused.body.status).toBe(STATUS.PAYMENT_INFO_MISSING);
    expect(refused.body.message).toBe('该交易员未绑定收款信息，无法订阅');
    const terms = async () =>
      (
        await call<{ hasPaymentInfo: boolean }>(t, follower, 'GET', '/community/api/querySubscriptionFree', {
          query: { mtId: masterId },
        })
      ).body.content[0]!.hasPaymentInfo;
    expect(await terms()).toBe(false);
    const asPayer = await t.call({
      method: 'GET',
      url: '/community/api/uploadFile',
      query: { id: String(image) },
      token: follower.token,
    });
    expect(asPayer.statusCode).toBe(404);

    await pass(trader, 'alipay');
    expect(await terms()).toBe(true);
    const subscribed = await ok(subscribePaid(t, follower, masterId, followId));
    const detail = async () =>
      (
        await ok(
          call<{ codes: { method: string; uploadId: number }[] }>(
            t,
            follower,
            'GET',
            '/community/api/queryPaymentDetail',
            { query: { paymentId: subscribed.paymentId! } },
          ),
        )
      ).codes;
    expect(await detail()).toEqual([{ method: 'alipay', uploadId: image, accountName: 'Atlas Ltd' }]);

    // A replaced code waits for review again: the payer sees none until it passes.
    await ok(
      save(trader, {
        method: 'alipay',
        uploadId: await uploadId(t, trader, 'paymentCode'),
        accountName: 'Atlas',
      }),
    );
    expect(await detail()).toEqual([]);
    const choose = await call(t, follower, 'PUT', '/community/api/updateSubscriptionTrans', {
      payload: { paymentId: subscribed.paymentId, method: 'alipay' },
    });
    expect(choose.body.status).toBe(STATUS.PAYMENT_INFO_MISSING);
  });
});

describe('paid fee settings need verification', () => {
  it('refused until the real name (and, for a subscription fee, a payment method) passed', async () => {
    const { trader, masterId } = pay;
    const atlas: Member = trader;
    await t.db.update(sites).set({ openSettlement: true, openWallet: true }).where(eq(sites.id, t.siteA.id));
    await t.db.update(paymentCodes).set({ state: 'rejected' }).where(eq(paymentCodes.userId, trader.id));
    const setFee = (body: Record<string, unknown>) =>
      call<{ feeType: number }>(t, trader, 'PUT', '/community/api/updateAccountPrice', {
        payload: { mtAccId: masterId, ...body },
        language: 'en_US',
      });
    const performance = { feeType: 3, performanceList: [{ profit: 1000, share: 60 }] };
    const subscription = { feeType: 2, price: '30', validityDays: 30 };

    for (const body of [performance, subscription]) {
      const res = await setFee(body);
      expect(res.http).toBe(403);
      expect(res.body.status).toBe(STATUS.VERIFICATION_REQUIRED);
      expect(res.body.message).toBe('Please complete real-name verification before charging a fee');
    }
    // Free needs nothing.
    expect((await ok(setFee({ feeType: 1 }))).feeType).toBe(1);

    const photo = await uploadId(t, atlas, 'identity');
    await ok(
      call(t, atlas, 'POST', '/community/api/srCommunityIdInfo', {
        payload: { realName: 'Atlas Reed', idType: 2, idNumber: 'A9876543', frontImage: photo },
      }),
    );
    // Pending is not passed.
    expect((await setFee(performance)).body.status).toBe(STATUS.VERIFICATION_REQUIRED);
    const pending = await call<{ id: number; userId: number }>(
      t,
      admin,
      'GET',
      '/community/api/adminQueryIdentityReviews',
      {
        query: { state: 'pending' },
      },
    );
    const id = pending.body.content.find((r) => r.userId === atlas.id)!.id;
    await ok(
      call(t, admin, 'POST', '/community/api/adminReviewIdentity', { payload: { id, decision: 'pass' } }),
    );

    // A performance fee is taken from the wallet: the real name is enough.
    expect((await ok(setFee(performance))).feeType).toBe(3);
    const noInfo = await setFee(subscription);
    expect(noInfo.http).toBe(403);
    expect(noInfo.body.status).toBe(STATUS.PAYMENT_INFO_REQUIRED);
    expect(noInfo.body.message).toBe(
      'Please bind payment information and have it approved before charging a subscription fee',
    );
    await ok(save(atlas, { method: 'usdt', accountNo: ADDRESS }));
    expect((await setFee(subscription)).body.status).toBe(STATUS.PAYMENT_INFO_REQUIRED);
    await pass(atlas, 'usdt');
    expect((await ok(setFee(subscription))).feeType).toBe(2);
  });
});
