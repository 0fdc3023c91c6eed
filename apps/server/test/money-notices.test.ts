import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, predictableCatalog, type TestContext } from './harness';
import { createSimAccounts, WEDNESDAY } from './copy-support';
import { heard, noticesOf } from './messages-support';
import { call, ok, pricedPair, saveAlipay, subscribePaid, uploadId } from './payments-support';
import { ADDRESS, member, rechargeOk, type Member } from './wallet-support';

/**
 * Money events write a system notice to the person concerned, in the same transaction as the change, in
 * three languages, and the person's open pages hear a `notice` message over the realtime hub after it.
 */
let t: TestContext;
let admin: Member;
let alice: Member;

/** The person's system notices, newest first, in `language`. */
const notices = (who: Member, language = 'zh_CN') => noticesOf(t, who, { language, noticeType: 1 });

beforeAll(async () => {
  t = await createTestContext({ start: WEDNESDAY, catalog: predictableCatalog() });
  admin = await member(t, 'desk@notice.test', { nickName: 'Desk', admin: true });
  alice = await member(t, 'alice@notice.test', { nickName: 'Alice' });
});
afterAll(() => t.close());

describe('wallet reviews', () => {
  it('a passed recharge tells its owner, in his language, and pushes a notice message', async () => {
    const messages = await heard(t, alice.id, () => rechargeOk(t, alice, admin, '120.50'));
    expect(messages).toContainEqual({ type: 'notice' });
    expect((await notices(alice))[0]).toMatchObject({
      title: '充值已到账',
      content: '您的 120.50 USDT 充值已审核通过，已计入钱包可用余额。',
      isRead: false,
    });
    expect((await notices(alice, 'en_US'))[0]!.title).toBe('Recharge credited');
  });

  it('a rejected withdrawal gives the reason and says the amount is back', async () => {
    const asked = await call<{ id: number }>(t, alice, 'POST', '/community/api/mentionMoney', {
      payload: { amount: '20', address: ADDRESS },
    });
    const id = asked.body.content[0]!.id;
    await ok(
      call(t, admin, 'POST', '/community/api/adminReviewWithdrawal', {
        payload: { id, approve: false, reason: 'Address on a blocklist' },
      }),
    );
    expect((await notices(alice, 'en_US'))[0]).toMatchObject({
      title: 'Withdrawal rejected',
      content:
        'Your withdrawal of 20.00 USDT was rejected and the amount is back in your available balance. Reason: Address on a blocklist',
    });
  });
});

describe('subscription payments', () => {
  it('the trader hears of a voucher; the payer of a refusal, with the reason in his language', async () => {
    const accounts = {
      master: {
        server: 'MeridianMarkets-Live',
        login: 7300001,
        password: 'Master123',
        balance: '20000.00',
        leverage: 100,
      },
      follow: {
        server: 'ApexCapital-Real01',
        login: 7300011,
        password: 'Follow123',
        balance: '5000.00',
        leverage: 100,
      },
    };
    createSimAccounts(t, [accounts.master, accounts.follow]);
    const { trader, follower, masterId, followId } = await pricedPair(
      t,
      accounts,
      { trader: 'trader@notice.test', follower: 'lin@notice.test' },
      '30.00',
    );
    await saveAlipay(t, trader);
    const sub = await ok(subscribePaid(t, follower, masterId, followId));
    await ok(
      call(t, follower, 'PUT', '/community/api/updateSubscriptionTrans', {
        payload: { paymentId: sub.paymentId, method: 'alipay' },
      }),
    );
    const voucher = await uploadId(t, follower, 'voucher');
    const toTrader = await heard(t, trader.id, () =>
      ok(
        call(t, follower, 'POST', '/community/api/uploadPaymentVoucher', {
          payload: { paymentId: sub.paymentId, uploadIds: [voucher] },
        }),
      ),
    );
    expect(toTrader).toContainEqual({ type: 'notice' });
    const [toConfirm] = await notices(trader, 'en_US');
    expect(toConfirm!.title).toBe('A payment voucher to confirm');
    expect(toConfirm!.content).toMatch(/uploaded a voucher of 30\.00 USDT for subscription S\d+/);

    await ok(
      call(t, trader, 'POST', '/community/api/refuseSubscriptionPayment', {
        payload: { paymentId: sub.paymentId, reason: 'amountInsufficient' },
      }),
    );
    expect((await notices(follower))[0]!.content).toContain('跟单者支付金额不足');
    expect((await notices(follower, 'en_US'))[0]!.content).toContain('the amount paid is not enough');
  });
});

describe('partners', () => {
  it('the applicant hears that he is a partner, with his level', async () => {
    const bob = await member(t, 'bob@notice.test', { nickName: 'Bob' });
    const level = await ok(
      call<{ id: number }>(t, admin, 'POST', '/community/api/addUserLevel', {
        payload: { name: 'Gold', rate: 30 },
      }),
    );
    const applied = await ok(
      call<{ id: number }>(t, bob, 'POST', '/community/api/toBePartner', {
        payload: { realName: 'Bob Li', contact: 'bob@notice.test' },
      }),
    );
    await ok(
      call(t, admin, 'POST', '/community/api/adminReviewPartner', {
        payload: { id: applied.id, approve: true, levelId: level.id },
      }),
    );
    expect((await notices(bob, 'en_US'))[0]).toMatchObject({ title: 'Partner application approved' });
    expect((await notices(bob, 'en_US'))[0]!.content).toContain('(Gold)');
  });
});
