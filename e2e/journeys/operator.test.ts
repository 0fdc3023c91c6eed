import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import zh from '../../apps/web/src/i18n/locales/zh_CN.json';
import { chooseInDialog, openBrowser, signOutThroughMenu, type Browser } from '../browser';
import { encodePng, fill } from '../journey-helpers';

/**
 * The platform operator's console (issue 15), as the company that sells the white label uses it: the
 * demo operator logs in with his password and the one-time code of his authenticator (computed here from
 * the demo secret the README prints), creates a site on newbroker.localhost with a limit of two follow
 * accounts and a first site admin; the site admin sets his password from the invitation and logs in; a
 * visitor of newbroker.localhost sees its brand; a user registers there, binds two follow accounts and on
 * the third is shown the spec's "cannot add account" dialog.
 */
let browser: Browser;
let base: string;
let site: string;

const OPERATOR = {
  email: 'operator@platform.test',
  password: 'Demo1234',
  secret: 'DVABUZOS7Q25ZYVDUD2F4BXSG3XWAW6Z',
};
const ADMIN = { email: 'boss@newbroker.test', password: 'Broker1234' };
const USER = { email: `trader.${Date.now().toString(36)}@newbroker.test`, password: 'Journey123' };
const BRAND = 'New Broker FX';
const FOLLOW_ACCOUNTS = [
  { platform: 'Apex Capital', server: 'ApexCapital-Real01', login: '6200002', password: 'Follow1234' },
  { platform: 'Orion FX', server: 'OrionFX-Pro', login: '7100002', password: 'Follow1234' },
];

/** The authenticator's code now (RFC 6238: HMAC-SHA1 of the 30-second step, 6 digits), as an app computes it. */
function totpNow(secretBase32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secretBase32].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}
const totp = { generate: () => totpNow(OPERATOR.secret) };

/** A `width` x `height` PNG in two colours (a logo, a banner): a real image, as the site's uploads must be. */
function png(width: number, height: number, left: [number, number, number], right: [number, number, number]) {
  return encodePng(width, height, true, (x) => (x < width / 3 ? left : right));
}

const THEME = '#0f766e';

beforeAll(async () => {
  base = inject('baseURL');
  site = base.replace('127.0.0.1', 'newbroker.localhost');
  browser = await openBrowser({ baseURL: base });
});
afterAll(async () => {
  await browser?.close();
});

/** The newest mail to `to` in a site's development outbox (the mail and SMS log of that site). */
async function mailTo(page: Page, origin: string, to: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`${origin}/dev/outbox`);
  const mail = outbox.locator('article, li, .ant-card, .ant-list-item').filter({ hasText: to }).first();
  await mail.waitFor();
  const text = await mail.innerText();
  await outbox.close();
  return text;
}

async function codeFor(page: Page, origin: string, to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await mailTo(page, origin, to))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

async function logInOnSite(page: Page, who: { email: string; password: string }) {
  await page.goto(`${site}/login`);
  await page.getByPlaceholder(zh.auth.placeholder.phoneOrEmail).fill(who.email);
  await page.getByPlaceholder(zh.auth.placeholder.password).fill(who.password);
  await page.getByRole('button', { name: zh.auth.login, exact: true }).click();
  await page.waitForURL('**/home');
  await page.getByRole('button', { name: zh.header.accountMenu }).waitFor();
}

describe('the operator creates a site and its people use it', () => {
  it('the console needs no site: /operator opens its own login, then the one-time code', async () => {
    const { page } = browser;
    await page.goto('/operator');
    await page.waitForURL('**/operator/login**');
    await page.getByRole('heading', { name: zh.operator.login.title }).waitFor();
    await page.getByLabel(zh.operator.login.email).fill(OPERATOR.email);
    await page.getByLabel(zh.operator.login.password).fill(OPERATOR.password);
    await page.getByRole('button', { name: zh.operator.login.continue }).click();
    await page.getByText(zh.operator.login.codeHint).waitFor();
    // A wrong code first: refused, and the console stays on the code step.
    const right = totp.generate();
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const cells = page.getByRole('group', { name: zh.operator.login.code }).locator('input');
    await cells.first().click();
    await page.keyboard.type(wrong);
    await page.getByText('动态验证码错误', { exact: false }).waitFor();
    await cells.first().click();
    await page.keyboard.type(totp.generate());
    await page.waitForURL('**/operator/sites');
    await page.getByRole('heading', { name: zh.operator.sites.title }).waitFor();
    // The demo sites are listed with their state.
    await page.getByText('localhost', { exact: true }).first().waitFor();
  });

  it('creates a site on newbroker.localhost with a limit of two follow accounts and a first site admin', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: zh.operator.menu.newSite }).first().click();
    await page.waitForURL('**/operator/sites/new');
    await page.getByRole('heading', { name: zh.operator.create.title }).waitFor();
    await page.getByLabel(zh.operator.fields.domain, { exact: true }).fill('newbroker.localhost');
    await page.getByLabel(zh.operator.fields.brandName).fill(BRAND);
    const follow = page.getByLabel(zh.operator.limits.copyMaxNumber);
    await follow.fill('2');
    await page.getByLabel(zh.operator.fields.adminEmail).fill(ADMIN.email);
    await page.getByRole('button', { name: zh.operator.create.submit }).click();
    await page.waitForURL(/\/operator\/sites\/\d+$/);
    await page.getByRole('heading', { name: BRAND }).waitFor();
    await expect.poll(() => page.getByText(ADMIN.email).count()).toBeGreaterThan(0);
    // The audit log has the creation, by the platform.
    await page.getByText(zh.operator.audit.actions.site.create, { exact: true }).waitFor();

    // The same domain again is refused, on the field.
    await page.goto('/operator/sites/new');
    await page.getByRole('heading', { name: zh.operator.create.title }).waitFor();
    await page.getByLabel(zh.operator.fields.domain, { exact: true }).fill('newbroker.localhost');
    await page.getByLabel(zh.operator.fields.brandName).fill('Copycat');
    await page.getByLabel(zh.operator.fields.adminEmail).fill('x@copycat.test');
    await page.getByRole('button', { name: zh.operator.create.submit }).click();
    await page.getByText('该域名已被其他站点使用').waitFor();
  });

  it('the new site admin sets his password from the invitation and logs in', async () => {
    const { page } = browser;
    const invitation = await mailTo(page, site, ADMIN.email);
    const link = /(http:\/\/\S+\/forgertPassword\?userName=\S+)/.exec(invitation)?.[1];
    expect(link).toContain('newbroker.localhost');
    await page.goto(link!);
    await expect.poll(() => page.getByPlaceholder(zh.auth.placeholder.email).inputValue()).toBe(ADMIN.email);
    await page.getByRole('button', { name: zh.auth.sendCode }).click();
    await page.getByPlaceholder(zh.auth.placeholder.code).fill(await codeFor(page, site, ADMIN.email));
    await page.getByPlaceholder(zh.auth.placeholder.newPassword).fill(ADMIN.password);
    await page.getByPlaceholder(zh.auth.placeholder.confirmPassword).fill(ADMIN.password);
    await page.getByRole('button', { name: zh.auth.resetPassword, exact: true }).click();
    await page.waitForURL(/\/login\?userName=/);
    await logInOnSite(page, ADMIN);
  });

  it('the site admin brands it: logo, colours and a banner, in the site settings', async () => {
    const { page } = browser;
    const adminId = await page.evaluate<number>("JSON.parse(localStorage.getItem('userInfo') || '{}').id");
    await page.goto(`${site}/personalCenter/${adminId}/siteSetting`);
    await page.getByRole('heading', { name: zh.siteSettings.title }).waitFor();
    const logo = png(480, 120, [15, 118, 110], [255, 255, 255]);
    await page
      .locator(`input[type=file][aria-label="${zh.siteSettings.fields.navibarLogo}"]`)
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect
      .poll(() => page.locator(`img[alt="${zh.siteSettings.fields.navibarLogo}"]`).count())
      .toBeGreaterThan(0);
    await page.getByRole('textbox', { name: zh.siteSettings.fields.themeColor, exact: true }).fill(THEME);
    await page.getByRole('button', { name: zh.siteSettings.save, exact: true }).first().click();
    await page.getByText(zh.siteSettings.saved).first().waitFor();

    await page.getByRole('tab', { name: zh.siteSettings.tabs.banners }).click();
    await page.getByRole('button', { name: zh.siteSettings.banners.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator(`input[type=file][aria-label="${zh.siteSettings.banners.image}"]`).setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: png(1200, 400, [15, 118, 110], [20, 40, 60]),
    });
    await dialog.getByLabel(zh.siteSettings.banners.title, { exact: true }).fill(`Welcome to ${BRAND}`);
    await dialog.getByRole('button', { name: zh.siteSettings.save }).click();
    await page.getByText(zh.siteSettings.banners.added).first().waitFor();
    await signOutThroughMenu(page, zh.header);
  });

  it('a visitor of newbroker.localhost sees its brand', async () => {
    const { page } = browser;
    await page.goto(`${site}/`);
    await page.waitForURL('**/home');
    await expect.poll(() => page.title()).toContain(BRAND);
    // The logo in the header, the theme colour on the page, the banner in the site's list.
    await page.getByRole('img', { name: BRAND }).first().waitFor();
    await expect
      .poll(() =>
        page.evaluate<string>(
          "getComputedStyle(document.documentElement).getPropertyValue('--ct-primary').trim()",
        ),
      )
      .toBe(THEME);
    const banners = await page.evaluate<{ content: { title: string }[] }>(
      "fetch('/community/front/getBannerList', { headers: { domainName: location.origin } }).then((r) => r.json())",
    );
    expect(banners.content.map((b) => b.title)).toContain(`Welcome to ${BRAND}`);
  });

  it('a user registers there, binds two follow accounts, and the third is refused with the spec dialog', async () => {
    const { page } = browser;
    await page.goto(`${site}/reg/register`);
    await page.getByText(zh.auth.byEmail, { exact: true }).click();
    await page.getByPlaceholder(zh.auth.placeholder.email).fill(USER.email);
    await page.getByRole('button', { name: zh.auth.sendCode }).click();
    await page.getByPlaceholder(zh.auth.placeholder.code).fill(await codeFor(page, site, USER.email));
    await page.getByPlaceholder(zh.auth.placeholder.newPassword).fill(USER.password);
    await page.getByPlaceholder(zh.auth.placeholder.confirmPassword).fill(USER.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: zh.auth.createAccount, exact: true }).click();
    await page.waitForURL(/\/login\?userName=/);
    await logInOnSite(page, USER);

    for (const account of FOLLOW_ACCOUNTS) {
      await page.goto(`${site}/addOrBingNewAccount`);
      await page.getByRole('heading', { name: zh.accounts.pageTitle }).waitFor();
      await page.getByRole('button', { name: new RegExp(zh.accounts.actions.bindFollow) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(zh.accounts.bind.titleFollow, { exact: true }).waitFor();
      await chooseInDialog(page, zh.accounts.bind.platform, account.platform);
      await chooseInDialog(page, zh.accounts.bind.server, account.server);
      await dialog.getByLabel(zh.accounts.bind.login, { exact: true }).fill(account.login);
      await dialog.getByLabel(zh.accounts.bind.password, { exact: true }).fill(account.password);
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: zh.accounts.bind.confirm }).click();
      await page.getByText(zh.accounts.bind.success, { exact: true }).waitFor();
      await page.getByText(zh.accounts.bind.success, { exact: true }).waitFor({ state: 'hidden' });
    }

    await page.goto(`${site}/addOrBingNewAccount`);
    await page.getByRole('heading', { name: zh.accounts.pageTitle }).waitFor();
    await page
      .getByText(fill(zh.accounts.usage.count, { count: 2, max: 2 }))
      .first()
      .waitFor();
    await page.getByRole('button', { name: new RegExp(zh.accounts.actions.bindFollow) }).click();
    const refusal = page.getByRole('dialog');
    await refusal.getByText(zh.accounts.limit.copyTitle, { exact: true }).waitFor();
    await refusal.getByText(zh.accounts.limit.copyText).waitFor();
  });

  it("the operator sees the site's new people in its usage", async () => {
    const { page } = browser;
    await page.goto('/operator/sites?keyword=newbroker');
    const row = page.getByRole('row').filter({ hasText: BRAND });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain(fill(zh.operator.usage.usersN_other, { count: 2 }));
  });
});
