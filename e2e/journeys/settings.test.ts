import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import zh from '../../apps/web/src/i18n/locales/zh_CN.json';
import { openBrowser, settled, type Browser } from '../browser';
import { signIn as signInAs, tinyPng, type Envelope } from '../journey-helpers';

/**
 * Settings, verification and messages on the demo site. A user (copier04) completes his basic information
 * and avatar, submits real-name verification and a USDT payment address. The site admin, in a second
 * browser, rejects the real-name submission on the review desk; the user, who keeps his messages page open,
 * sees the notice arrive over /ws and the bell count change without reloading, and submits again. The admin
 * passes both; the user sees them arrive and his verification passed.
 */
let user: Browser;
let admin: Browser;

const PASSWORD = 'Demo1234';
const USER = 'copier04@meridianfx.test';
const ADMIN = 'admin@meridianfx.test';
const NICKNAME = 'Kim Journey';
const REAL_NAME = '张三丰';
const ID_NUMBER = '11010519491231002X';
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const REJECT_REASON = '证件照片模糊，请重新拍摄';

const state = { userId: 0, adminId: 0 };

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: tinyPng(true) });

async function login(request: APIRequestContext, userName: string): Promise<number> {
  const res = await request.post('/community/front/login', { data: { userName, password: PASSWORD } });
  const body = (await res.json()) as Envelope<{ cust: { id: number } }>;
  expect(body.status, body.message).toBe(10000);
  return body.content[0]!.cust.id;
}

async function signIn(page: Page, userName: string) {
  await page.goto('/login');
  await page.evaluate('localStorage.clear()');
  await signInAs(page, { userName, password: PASSWORD });
}

/** The unread count the server gives the bell (read with the page's own token). */
async function unreadNow(page: Page): Promise<number> {
  const token = await page.evaluate<string>("localStorage.getItem('community_token') || ''");
  const res = await page.request.get('/community/api/queryCommunityMessage', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as Envelope<{ systemMessageCount: number; publicMessageCount: number }>;
  return body.content[0]!.systemMessageCount + body.content[0]!.publicMessageCount;
}

/** The bell's unread count as the header shows it (0 when there is no badge). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-badge');
  if ((await badge.count()) === 0) return 0;
  const text = (await badge.first().textContent()) ?? '0';
  return text === '···' ? 100 : Number(text);
}

/** Opens the user's messages page; returns the unread count once the bell shows it. */
async function openMessages(page: Page): Promise<number> {
  await page.goto(`/personalCenter/${state.userId}/messages`);
  await page.getByRole('tab').first().waitFor();
  const before = await unreadNow(page);
  await expect.poll(() => bellCount(page)).toBe(before);
  return before;
}

async function submitIdentity(page: Page) {
  const form = page.getByRole('region', { name: zh.verification.identity.formTitle });
  await form.getByLabel(zh.verification.identity.realName).fill(REAL_NAME);
  await form.getByLabel(zh.verification.identity.idNumber).fill(ID_NUMBER);
  const files = form.locator('input[type=file]');
  await files.nth(0).setInputFiles(png('front.png'));
  await files.nth(1).setInputFiles(png('back.png'));
  await form.getByRole('button', { name: zh.verification.identity.submit }).click();
  await page.getByText(zh.verification.identity.pendingTitle).waitFor();
}

beforeAll(async () => {
  user = await openBrowser({ baseURL: inject('baseURL') });
  admin = await openBrowser({ baseURL: inject('baseURL') });
  state.userId = await login(user.page.request, USER);
  state.adminId = await login(admin.page.request, ADMIN);
});
afterAll(async () => {
  await user?.close();
  await admin?.close();
});

describe('profile, verification and the review desk, with messages arriving live', () => {
  it('the user completes his basic information and avatar', async () => {
    const { page } = user;
    await signIn(page, USER);
    await page.goto(`/personalCenter/${state.userId}/setting/basicsV`);
    await page.getByLabel(zh.settings.info.nickName).fill(NICKNAME);
    await page.getByRole('radio', { name: zh.settings.info.genders.male }).check();
    const birthday = page.getByLabel(zh.settings.info.birthday);
    await birthday.click();
    await birthday.fill('1990-05-17');
    await birthday.press('Enter');
    const country = page.getByLabel(zh.settings.info.country);
    await country.click();
    await country.fill('中国');
    await country.press('Enter');
    await page.getByPlaceholder(zh.settings.info.regionPlaceholder).fill('上海');
    await page.getByPlaceholder(zh.settings.info.remarkPlaceholder).fill('稳健的波段交易者');
    await page.getByRole('button', { name: zh.settings.info.save }).click();
    await page.getByText(zh.settings.info.saved).waitFor();

    await page.locator('input[type=file]').first().setInputFiles(png('me.png'));
    await page.getByRole('button', { name: zh.settings.avatar.save }).click();
    await page.getByText(zh.settings.avatar.saved).waitFor();

    // The header shows the new nickname and the avatar the server re-encoded.
    const me = (await (
      await page.request.get('/community/front/visitorQueryCommunityUserInfo', {
        params: { userId: String(state.userId) },
      })
    ).json()) as Envelope<{ nickName: string; portraitImg: string }>;
    expect(me.content[0]).toMatchObject({ nickName: NICKNAME });
    expect(me.content[0]!.portraitImg).toContain('queryAvatar');
    const avatar = await page.request.get(me.content[0]!.portraitImg);
    expect(avatar.headers()['content-type']).toBe('image/webp');
  });

  it('submits real-name verification and a USDT payment address for review', async () => {
    const { page } = user;
    await page.goto(`/personalCenter/${state.userId}/setting/infoV`);
    await submitIdentity(page);

    await page.goto(`/personalCenter/${state.userId}/setting/payV`);
    const usdt = page.getByRole('region', { name: zh.verification.method.usdt });
    await usdt.getByRole('button', { name: new RegExp(zh.verification.payment.add) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(zh.verification.payment.address).fill(ADDRESS);
    await settled(page);
    await dialog.getByRole('button', { name: zh.verification.payment.submit }).click();
    await page.getByText(zh.verification.payment.saved).waitFor();
    await usdt.getByText(zh.verification.state.pending).waitFor();
  });

  it('the admin rejects the real-name submission; the user sees it arrive live and submits again', async () => {
    const { page } = user;
    const before = await openMessages(page);

    const desk = admin.page;
    await signIn(desk, ADMIN);
    await desk.goto(`/personalCenter/${state.adminId}/reviewDesk?tab=identity`);
    await desk.getByRole('button', { name: `${zh.verification.review.reject} ${REAL_NAME}` }).click();
    const reject = desk.getByRole('dialog');
    await reject.getByLabel(zh.verification.review.reason).fill(REJECT_REASON);
    await reject.getByRole('button', { name: zh.verification.review.reject }).click();
    // Decided, the row leaves the waiting list (the toast saying so lasts only three seconds).
    await desk
      .getByRole('button', { name: `${zh.verification.review.reject} ${REAL_NAME}` })
      .waitFor({ state: 'detached' });

    // No reload: the notice and the count come over /ws.
    await page.getByText('实名认证未通过').first().waitFor();
    await expect.poll(() => bellCount(page)).toBe(before + 1);

    await page.goto(`/personalCenter/${state.userId}/setting/infoV`);
    await page.getByText(REJECT_REASON, { exact: false }).first().waitFor();
    await submitIdentity(page);
  });

  it('the admin passes both; the user sees the messages arrive and his verification passed', async () => {
    const { page } = user;
    const before = await openMessages(page);

    const desk = admin.page;
    await desk.goto(`/personalCenter/${state.adminId}/reviewDesk?tab=identity`);
    await desk.getByRole('button', { name: `${zh.verification.review.pass} ${REAL_NAME}` }).click();
    await desk.getByRole('dialog').getByRole('button', { name: zh.verification.review.pass }).click();
    await desk
      .getByRole('button', { name: `${zh.verification.review.pass} ${REAL_NAME}` })
      .waitFor({ state: 'detached' });

    await desk.goto(`/personalCenter/${state.adminId}/reviewDesk?tab=paymentInfo`);
    const passPayment = desk.getByRole('button', {
      name: `${zh.verification.review.pass} ${NICKNAME} ${zh.verification.method.usdt}`,
    });
    await passPayment.click();
    await desk.getByRole('dialog').getByRole('button', { name: zh.verification.review.pass }).click();
    await passPayment.waitFor({ state: 'detached' });

    await page.getByText('实名认证已通过').first().waitFor();
    await expect.poll(() => bellCount(page)).toBe(before + 2);

    await page.goto(`/personalCenter/${state.userId}/setting/infoV`);
    await page.getByText(zh.verification.identity.passedTitle).waitFor();
    await page.goto(`/personalCenter/${state.userId}/setting/payV`);
    await page
      .getByRole('region', { name: zh.verification.method.usdt })
      .getByText(zh.verification.state.passed)
      .waitFor();
  });
});
