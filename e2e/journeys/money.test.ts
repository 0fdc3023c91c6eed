import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import zh from '../../apps/web/src/i18n/locales/zh_CN.json';
import { openBrowser, type Browser } from '../browser';
import { signIn as signInAs, tinyPng, type Envelope } from '../journey-helpers';

/**
 * Money on the demo site. A follower (copier01, 200 USDT in his wallet) subscribes to a trader who charges
 * a subscription fee (signal04, 49.00 for 30 days, Alipay and WeChat codes), pays by WeChat with a voucher;
 * the trader confirms in his payment records and copying starts (his next trade is copied). A second
 * follower (copier06) whose voucher the trader refused files a complaint and withdraws it. The first
 * follower asks for a withdrawal of his tokens and the site admin passes it.
 */
let browser: Browser;

const PASSWORD = 'Demo1234';
const FOLLOWER = 'copier01@meridianfx.test';
const SECOND = 'copier06@meridianfx.test';
const TRADER = 'signal04@meridianfx.test';
const ADMIN = 'admin@meridianfx.test';
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const state = { masterId: 0, masterLogin: '', followerId: 0, followerToken: '', paymentId: 0 };

async function login(request: APIRequestContext, userName: string): Promise<{ token: string; id: number }> {
  const res = await request.post('/community/front/login', { data: { userName, password: PASSWORD } });
  const body = (await res.json()) as Envelope<{ token: string; cust: { id: number } }>;
  expect(body.status, body.message).toBe(10000);
  return { token: body.content[0]!.token, id: body.content[0]!.cust.id };
}

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: Record<string, unknown>,
): Promise<T[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const res =
    method === 'GET'
      ? await request.get(path, { headers, params: data as Record<string, string> })
      : await request.fetch(path, { method, headers, data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.status, `${path}: ${body.message}`).toBe(10000);
  return body.content;
}

async function signIn(page: Page, userName: string) {
  await page.evaluate('localStorage.clear()');
  await signInAs(page, { userName, password: PASSWORD });
}

/** A follow account of `token`'s user (the first). */
async function followAccount(request: APIRequestContext, token: string): Promise<number> {
  const own = await api<{ mtAccId: number }>(request, token, 'GET', '/mam/main/getCopyLoginAll');
  return own[0]!.mtAccId;
}

beforeAll(async () => {
  browser = await openBrowser({ baseURL: inject('baseURL') });
  const trader = await login(browser.page.request, TRADER);
  const accounts = await api<{ mtAccId: number; login: string; accType: number }>(
    browser.page.request,
    trader.token,
    'GET',
    '/community/api/queryTradeAccListWithToken',
  );
  const master = accounts.find((a) => a.accType === 1)!;
  state.masterId = master.mtAccId;
  state.masterLogin = master.login;
});
afterAll(async () => {
  await browser?.close();
});

describe('a subscription fee paid by voucher, confirmed by the trader; a complaint; a withdrawal', () => {
  it('the follower subscribes to a paid trader and pays by WeChat with a voucher', async () => {
    const { page } = browser;
    await page.goto('/');
    await signIn(page, FOLLOWER);
    state.followerToken = await page.evaluate<string>("localStorage.getItem('community_token') || ''");
    state.followerId = await followAccount(page.request, state.followerToken);

    await page.goto(`/community/trader?keyword=${state.masterLogin}`);
    const card = page.getByRole('article').filter({ hasText: `#1 ${state.masterLogin}` });
    await card.waitFor();
    await card
      .getByRole('button', { name: zh.traders.copyAccount.replace('{{login}}', state.masterLogin) })
      .click();
    const dialog = page.getByRole('dialog');
    // Fixed lot: one copy of 0.01 whatever the two accounts' equity is at that moment.
    await dialog.getByRole('radio', { name: new RegExp(zh.copy.mode.fixedLot) }).check();
    await dialog.getByLabel(zh.subscribe.field.lots).fill('0.01');
    await dialog.getByRole('button', { name: zh.subscribe.next }).click();
    await dialog.getByText(zh.subscribe.summary.title).waitFor();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: zh.subscribe.confirm }).click();

    // Paid: the follower lands on his payment records with the payment dialog open.
    await page.waitForURL('**/paymentFlow**');
    const pay = page.getByRole('dialog').filter({ hasText: zh.payments.pay.title });
    await pay.getByText('49.00').first().waitFor();
    await pay.getByText(zh.payments.method.wechat).click();
    await pay
      .getByRole('img', { name: zh.payments.pay.qrAlt.replace('{{method}}', zh.payments.method.wechat) })
      .waitFor();
    await pay
      .locator('input[type=file]')
      .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: tinyPng() });
    await pay.getByRole('button', { name: zh.payments.pay.submitVoucher }).click();
    await pay.getByText(zh.payments.done.waiting).waitFor();

    const [row] = await api<{ id: number; status: string }>(
      page.request,
      state.followerToken,
      'GET',
      '/community/api/querySubscriptionPayments',
      { role: 'payer', page: '1', pageSize: '10' },
    );
    expect(row!.status).toBe('toBeConfirmed');
    state.paymentId = row!.id;
  });

  it('the trader confirms the payment and the next trade is copied', async () => {
    const { page } = browser;
    await signIn(page, TRADER);
    const me = await login(page.request, TRADER);
    await page.goto(`/personalCenter/${me.id}/paymentFlow`);
    await page.getByRole('tab', { name: zh.payments.tabs.received }).click();
    await page
      .getByRole('button', { name: new RegExp(zh.payments.action.confirm) })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: zh.payments.confirm.ok }).click();
    await page.getByText(zh.payments.confirm.done).waitFor();

    const subs = await api<{ subscriptionId: number; state: string; master: { mtAccId: number } }>(
      page.request,
      state.followerToken,
      'GET',
      '/mam/main/queryCopySubscriptions',
      { scope: 'current', page: '1', pageSize: '20' },
    );
    const paid = subs.find((s) => s.master.mtAccId === state.masterId);
    expect(paid?.state).toBe('subscribing');

    const res = await page.request.get(
      `/community/front/dev/simTrade?mtId=${state.masterId}&action=open&symbol=EURUSD&lots=0.50`,
    );
    const traded = (await res.json()) as Envelope<{ ticket: number }>;
    expect(traded.status, `simTrade: ${traded.message}`).toBe(10000);
    const opened = traded.content[0]!;
    // The copies of this subscription only: the follower also copies two busy demo traders.
    await expect
      .poll(
        async () =>
          (
            await api<{ masterTicket: number }>(
              page.request,
              state.followerToken,
              'GET',
              '/mam/main/queryCopyRelationTran',
              { subscriptionId: String(paid!.subscriptionId), scope: 'open', page: '1', pageSize: '50' },
            )
          ).some((link) => link.masterTicket === opened.ticket),
        { timeout: 20_000 },
      )
      .toBe(true);
  });

  it('a second follower complains about a refused voucher and withdraws the complaint', async () => {
    const { page } = browser;
    const second = await login(page.request, SECOND);
    const trader = await login(page.request, TRADER);
    const [created] = await api<{ paymentId: number }>(
      page.request,
      second.token,
      'POST',
      '/community/api/createSubscription',
      {
        followAccountId: await followAccount(page.request, second.token),
        masterAccountId: state.masterId,
        copyType: 1,
        copyValue: '0.01',
        direction: 1,
      },
    );
    const paymentId = created!.paymentId;
    await api(page.request, second.token, 'PUT', '/community/api/updateSubscriptionTrans', {
      paymentId,
      method: 'alipay',
    });
    const [upload] = await api<{ uploadId: number }>(
      page.request,
      second.token,
      'POST',
      '/community/api/base64Pic',
      {
        purpose: 'voucher',
        image: `data:image/png;base64,${tinyPng().toString('base64')}`,
      },
    );
    await api(page.request, second.token, 'POST', '/community/api/uploadPaymentVoucher', {
      paymentId,
      uploadIds: [upload!.uploadId],
    });
    await api(page.request, trader.token, 'POST', '/community/api/refuseSubscriptionPayment', {
      paymentId,
      reason: 'fakeVoucher',
    });

    await signIn(page, SECOND);
    await page.goto(`/personalCenter/${second.id}/paymentFlow`);
    const row = () =>
      page.locator('tr, article').filter({ hasText: zh.payments.refuseReason.fakeVoucher }).first();
    await row().waitFor();
    await row()
      .getByRole('button', { name: new RegExp(zh.payments.action.complain) })
      .click();
    const complaint = page.getByRole('dialog').filter({ hasText: zh.payments.complaint.title });
    await complaint
      .getByPlaceholder(zh.payments.complaint.placeholder)
      .fill('I paid 49.00 by Alipay at 10:02; the receipt is attached.');
    await complaint.getByRole('button', { name: zh.payments.complaint.submit }).click();
    await page.getByText(zh.payments.complaint.sent).waitFor();
    await page.getByText(zh.payments.status.complained).first().waitFor();

    await page
      .getByRole('button', { name: new RegExp(zh.payments.action.withdraw) })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: zh.payments.withdraw.ok }).click();
    await page.getByText(zh.payments.withdraw.done).waitFor();
    const [after] = await api<{ payment: { status: string } }>(
      page.request,
      second.token,
      'GET',
      '/community/api/queryPaymentDetail',
      {
        paymentId: String(paymentId),
      },
    );
    expect(after!.payment.status).toBe('rejected');
  });

  it('the first follower withdraws tokens and the site admin passes the withdrawal', async () => {
    const { page } = browser;
    await signIn(page, FOLLOWER);
    const me = await login(page.request, FOLLOWER);
    await page.goto(`/personalCenter/${me.id}/tokenManage/outerRecord`);
    await page.getByRole('button', { name: zh.wallet.summary.withdraw }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(zh.wallet.withdraw.amount).fill('25.50');
    await dialog.getByLabel(zh.wallet.withdraw.address).fill(ADDRESS);
    await dialog.getByRole('button', { name: zh.wallet.withdraw.next }).click();
    await dialog.getByRole('button', { name: zh.wallet.withdraw.submit }).click();
    await page.getByText(zh.wallet.withdraw.success).waitFor();

    await signIn(page, ADMIN);
    const admin = await login(page.request, ADMIN);
    await page.goto(`/personalCenter/${admin.id}/walletReview`);
    const row = page.locator('tr, article').filter({ hasText: '25.50' }).first();
    await row.getByRole('button', { name: zh.wallet.review.approve }).click();
    await page.getByRole('dialog').getByRole('button', { name: zh.wallet.review.approve }).click();
    await page.getByText(zh.wallet.review.approved).first().waitFor();

    const records = await api<{ amount: string; state: string }>(
      page.request,
      me.token,
      'GET',
      '/community/api/queryWithdrawRecords',
    );
    expect(records[0]).toMatchObject({ amount: '25.50', state: 'passed' });
  });
});
