import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import zh from '../../apps/web/src/i18n/locales/zh_CN.json';
import { chooseInDialog, openBrowser, signOutThroughMenu, type Browser } from '../browser';
import { fill, signIn } from '../journey-helpers';

/**
 * MT4 accounts on the demo site: the demo trader binds a trade account through the bind dialog and finds it
 * in the header's account list; the follower binds a follow account on a broker whose symbols carry a
 * suffix, sees EURUSD.m mapped to EURUSD in the currency-pairs dialog, and is told when the account's
 * server link drops and comes back.
 */
let browser: Browser;

const TRADER = { userName: 'trader@meridianfx.test', password: 'Demo1234' };
const FOLLOWER = { userName: 'follower@meridianfx.test', password: 'Demo1234' };
const TRADE_ACCOUNT = {
  platform: 'Meridian Markets',
  server: 'MeridianMarkets-Live',
  login: '6100002',
  password: 'Trade1234',
};
const FOLLOW_ACCOUNT = {
  platform: 'Apex Capital',
  server: 'ApexCapital-Real01',
  login: '6200002',
  password: 'Follow1234',
};

/**
 * Notes in the page whether the verifying overlay was ever shown: the simulator answers within
 * milliseconds, faster than a poll could see it.
 */
const WATCH_OVERLAY = `(() => {
  window.__sawOverlay = false;
  const text = ${JSON.stringify(zh.accounts.bind.verifying)};
  const check = () => {
    for (const node of document.querySelectorAll('[role="status"]')) {
      if (node.textContent && node.textContent.includes(text)) window.__sawOverlay = true;
    }
  };
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
})()`;

async function bindThroughDialog(page: Page, button: string, title: string, account: typeof TRADE_ACCOUNT) {
  await page.goto('/addOrBingNewAccount');
  await page.getByRole('heading', { name: zh.accounts.pageTitle }).waitFor();
  await page.getByRole('button', { name: new RegExp(button) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(title, { exact: true }).waitFor();
  await chooseInDialog(page, zh.accounts.bind.platform, account.platform);
  await chooseInDialog(page, zh.accounts.bind.server, account.server);
  await dialog.getByLabel(zh.accounts.bind.login, { exact: true }).fill(account.login);
  await dialog.getByLabel(zh.accounts.bind.password, { exact: true }).fill(account.password);
  const confirm = dialog.getByRole('button', { name: zh.accounts.bind.confirm });
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByRole('checkbox').check();
  await page.evaluate(WATCH_OVERLAY);
  await confirm.click();
  // The success mini-dialog stays for a second, then the bind dialog closes.
  await page.getByText(zh.accounts.bind.success, { exact: true }).waitFor();
  expect(await page.evaluate<boolean>('window.__sawOverlay')).toBe(true);
  await page.getByText(zh.accounts.bind.success, { exact: true }).waitFor({ state: 'hidden' });
  await dialog.getByLabel(zh.accounts.bind.login, { exact: true }).waitFor({ state: 'detached' });
}

/** The stored account list entry of a login (what the header's dropdown lists). */
async function storedAccount(page: Page, login: string) {
  const list = await page.evaluate<{ mtAccId: number; loginOrder: number; login: string }[]>(
    "JSON.parse(localStorage.getItem('loginUserAccountlist') || '[]')",
  );
  const account = list.find((item) => item.login === login);
  expect(account, `account ${login} in the stored list`).toBeDefined();
  return account!;
}

beforeAll(async () => {
  browser = await openBrowser({ baseURL: inject('baseURL') });
});
afterAll(async () => {
  await browser?.close();
});

describe('bind MT4 accounts, see their symbols, hear about a dropped server link', () => {
  it('the trader binds a trade account through the dialog', async () => {
    const { page } = browser;
    await signIn(page, TRADER);
    await bindThroughDialog(page, zh.accounts.actions.bindTrade, zh.accounts.bind.titleTrade, TRADE_ACCOUNT);
    // The page's own list shows it at once.
    await page.getByRole('article').filter({ hasText: TRADE_ACCOUNT.login }).waitFor();
  });

  it('finds the new account in the header dropdown, labelled Trader', async () => {
    const { page } = browser;
    const account = await storedAccount(page, TRADE_ACCOUNT.login);
    await page.getByRole('button', { name: zh.header.accountMenu }).click();
    await page.getByRole('button', { name: new RegExp(zh.header.showAccounts.replace(/（.*$/, '')) }).click();
    const row = page
      .getByRole('list', { name: zh.header.otherAccounts })
      .getByRole('button', { name: new RegExp(`#${account.loginOrder} ${account.login}`) });
    await row.waitFor();
    expect(await row.innerText()).toContain(zh.header.trader);
    await page.keyboard.press('Escape');
    await signOutThroughMenu(page, zh.header);
  });

  it('the follower binds a follow account on a broker with suffixed symbols', async () => {
    const { page } = browser;
    await signIn(page, FOLLOWER);
    await bindThroughDialog(
      page,
      zh.accounts.actions.bindFollow,
      zh.accounts.bind.titleFollow,
      FOLLOW_ACCOUNT,
    );
    await page.getByRole('article').filter({ hasText: FOLLOW_ACCOUNT.login }).waitFor();
  });

  it('sees EURUSD.m mapped to EURUSD in the currency-pairs dialog', async () => {
    const { page } = browser;
    const card = page.getByRole('article').filter({ hasText: FOLLOW_ACCOUNT.login });
    await card.getByRole('button', { name: zh.accounts.card.symbols }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(zh.accounts.symbols.title).waitFor();
    const row = dialog.locator('tr', { hasText: 'EURUSD.m' });
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells[0]).toBe('EURUSD.m');
    expect(cells[2]).toBe('EURUSD');
    expect(cells[4]).toBe(zh.accounts.symbols.statusNormal);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('is told when the server link drops and when it is back', async () => {
    const { page } = browser;
    const account = await storedAccount(page, FOLLOW_ACCOUNT.login);
    const values = { order: account.loginOrder, login: account.login };
    const status = await page.evaluate<number>(
      `fetch('/community/front/dev/simDisconnect?mtId=${account.mtAccId}&seconds=3', {
        headers: { Authorization: 'Bearer ' + localStorage.getItem('community_token') },
      }).then((res) => res.status)`,
    );
    expect(status).toBe(200);
    await page
      .getByText(fill(zh.realtime.disconnected, values), { exact: true })
      .waitFor({ timeout: 15_000 });
    // The card shows the broken link while it lasts.
    const card = page.getByRole('article').filter({ hasText: FOLLOW_ACCOUNT.login });
    await card.getByText(zh.accounts.disconnected, { exact: true }).waitFor();
    await page.getByText(fill(zh.realtime.restored, values), { exact: true }).waitFor({ timeout: 20_000 });
    await card.getByText(zh.accounts.connected, { exact: true }).waitFor();
  });
});
