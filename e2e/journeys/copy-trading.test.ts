import { prepareMasterSizing, sizeLots } from '@copytrade/engine/copy/sizing';
import { COPY_TYPE, NO_VALUE } from '@copytrade/engine/copy/types';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import zh from '../../apps/web/src/i18n/locales/zh_CN.json';
import { chooseInDialog, openBrowser, pickOption, type Browser } from '../browser';
import { fill, signIn, type Envelope } from '../journey-helpers';

/**
 * Copy trading on the demo site: the demo follower finds the demo trader in the trader list and subscribes
 * his follow account #1 (ApexCapital-Real01 6200001) to the trader's account #1 (MeridianMarkets-Live
 * 6100001) in smart ratio, reverse. The trader's account then opens, partially closes and closes a position
 * (the development simulator control), and the follower's copy list, open on the copies page, shows each
 * step live: the mirrored position with the smart-ratio lots, the reversed side and the swapped stops,
 * the lots left after the partial close, and the copy in the history once closed.
 */
let browser: Browser;

const FOLLOWER = { userName: 'follower@meridianfx.test', password: 'Demo1234' };
const TRADER = { userName: 'trader@meridianfx.test', password: 'Demo1234' };
const MASTER_LOGIN = '6100001';
const FOLLOW_LOGIN = '6200001';
/** A free follow account of the demo brokers (README), bound from the subscribe dialog. */
const EXTRA_FOLLOW = {
  platform: 'Orion FX',
  server: 'OrionFX-Pro',
  login: '7100002',
  password: 'Follow1234',
};

type Figures = { equity: string; leverage: number };
type MasterOrder = { ticket: number; sl: string; tp: string; lots: string };

const state = {
  masterId: 0,
  followId: 0,
  followerToken: '',
  traderToken: '',
  masterTicket: 0,
  copyLots: '',
};

async function call<T>(request: APIRequestContext, path: string, token = ''): Promise<T[]> {
  const res = await request.get(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  const body = (await res.json()) as Envelope<T>;
  expect(body.status, `${path}: ${body.message}`).toBe(10000);
  return body.content;
}

/** The trader's token, for reading his account's figures and orders (the page stays the follower's). */
async function traderToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/community/front/login', { data: TRADER });
  const body = (await res.json()) as Envelope<{ token: string }>;
  expect(body.status, body.message).toBe(10000);
  return body.content[0]!.token;
}

/** The development simulator control: the master account trades as if from its own terminal. */
async function simTrade(page: Page, query: string): Promise<{ ticket: number; lots: string }> {
  const res = await page.request.get(`/community/front/dev/simTrade?mtId=${state.masterId}&${query}`);
  const body = (await res.json()) as Envelope<{ ticket: number; lots: string }>;
  // The journeys' server runs the simulator open every day (SIM_WEEKEND_CLOSED=false, global-setup.ts).
  expect(body.status, `simTrade ${query}: ${body.message}`).toBe(10000);
  return body.content[0]!;
}

/** What smart ratio gives a master order of `masterLots` hundredths, by the engine's own sizing. */
function smartLots(follower: Figures, master: Figures, masterLots: number): number {
  const sized = sizeLots(
    { copyType: COPY_TYPE.SMART_RATIO, copyValue: NO_VALUE, maxRatio: null },
    follower,
    prepareMasterSizing(masterLots, master),
  );
  if (typeof sized === 'object') throw new Error(`smart ratio skipped: ${sized.reason}`);
  return Number(sized);
}

function hundredths(lots: string): number {
  const [whole = '0', fraction = ''] = lots.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** The copy row of a master ticket in the copies table. */
function copyRow(page: Page, masterTicket: number): Locator {
  return page.locator('.ant-table-tbody tr').filter({
    has: page.locator('[data-cell="masterTicket"]', { hasText: new RegExp(`^${masterTicket}$`) }),
  });
}

const cell = (row: Locator, name: string) => row.locator(`[data-cell="${name}"]`);

beforeAll(async () => {
  browser = await openBrowser({ baseURL: inject('baseURL') });
});
afterAll(async () => {
  await browser?.close();
});

describe('subscribe in smart ratio, reverse, and watch the copies follow the trader live', () => {
  it('the follower finds the trader in the trader list and subscribes in smart ratio, reverse', async () => {
    const { page } = browser;
    await signIn(page, FOLLOWER);
    state.followerToken = await page.evaluate<string>("localStorage.getItem('community_token') || ''");
    const traders = await call<{ mtAccId: number; login: string }>(
      page.request,
      '/community/front/queryTradeAccListWithoutToken',
    );
    state.masterId = traders.find((account) => account.login === MASTER_LOGIN)!.mtAccId;
    const own = await call<{ mtAccId: number; login: string }>(
      page.request,
      '/mam/main/getCopyLoginAll',
      state.followerToken,
    );
    state.followId = own.find((account) => account.login === FOLLOW_LOGIN)!.mtAccId;

    await page.goto('/community/trader');
    await page.getByRole('heading', { name: zh.traders.title }).waitFor();
    // The square ranks the 42 demo traders by rating: search the login first (it may not be on page 1).
    await page.getByRole('searchbox', { name: zh.square.searchLabel }).fill(MASTER_LOGIN);
    await page.waitForURL((url) => url.searchParams.get('keyword') === MASTER_LOGIN);
    const card = page.getByRole('article').filter({ hasText: `#1 ${MASTER_LOGIN}` });
    await card.getByRole('button', { name: fill(zh.traders.copyAccount, { login: MASTER_LOGIN }) }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText(`#1 ${FOLLOW_LOGIN} · ApexCapital-Real01`).waitFor();
    await dialog.getByRole('radio', { name: new RegExp(zh.copy.mode.smartRatio) }).check();
    await dialog.getByTestId('smart-formula').waitFor();
    await dialog.getByRole('radio', { name: new RegExp(zh.copy.direction.reverse) }).check();
    await dialog.getByRole('button', { name: zh.subscribe.next }).click();

    await dialog.getByText(zh.subscribe.summary.title).waitFor();
    // A careful person goes back, closes the dialog and comes back to it (the dialog once crashed here:
    // Chromium's scrollIntoView returns a Promise, which an expression-bodied effect handed to React).
    await dialog.getByRole('button', { name: zh.subscribe.back }).click();
    await dialog.getByRole('radio', { name: new RegExp(zh.copy.mode.smartRatio) }).waitFor();
    // The preview replays the trader's history with the settings chosen and the follower's own account.
    await dialog.getByText(zh.copyPreview.dialogTitle).waitFor();
    await dialog.getByText(zh.copyPreview.figures.copied).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText(zh.errors.pageTitle).count()).toBe(0);
    // He reopens it and binds another follow account from it: the bind page says why he is there, and once
    // the account is bound he is back on the trader's page with the dialog open and the new account chosen.
    await card.getByRole('button', { name: fill(zh.traders.copyAccount, { login: MASTER_LOGIN }) }).click();
    await dialog.getByText(`#1 ${FOLLOW_LOGIN} · ApexCapital-Real01`).waitFor();
    await dialog.getByRole('link', { name: zh.frictions.subscribe.bindAnother }).click();
    await page.waitForURL('**/addOrBingNewAccount?*');
    await page.getByText(zh.frictions.bindReturn.title).waitFor();
    // Coming from the subscribe dialog, the page opens the follow-account bind dialog by itself.
    const bind = page.getByRole('dialog');
    await bind.getByText(zh.accounts.bind.titleFollow, { exact: true }).waitFor();
    await chooseInDialog(page, zh.accounts.bind.platform, EXTRA_FOLLOW.platform);
    await chooseInDialog(page, zh.accounts.bind.server, EXTRA_FOLLOW.server);
    await bind.getByLabel(zh.accounts.bind.login, { exact: true }).fill(EXTRA_FOLLOW.login);
    await bind.getByLabel(zh.accounts.bind.password, { exact: true }).fill(EXTRA_FOLLOW.password);
    await bind.getByRole('checkbox').check();
    await bind.getByRole('button', { name: zh.accounts.bind.confirm }).click();
    await page.waitForURL(`**/community/trader/${state.masterId}*`);
    await dialog.getByText(zh.subscribe.steps.settings).first().waitFor();
    await dialog.getByText(new RegExp(`#\\d+ ${EXTRA_FOLLOW.login} · ${EXTRA_FOLLOW.server}`)).waitFor();
    // This time he copies with account #1 after all.
    await pickOption(
      page,
      dialog.getByRole('combobox', { name: zh.subscribe.field.followAccount }),
      `#1 ${FOLLOW_LOGIN}`,
    );
    await dialog.getByText(`#1 ${FOLLOW_LOGIN} · ApexCapital-Real01`).waitFor();
    await dialog.getByRole('radio', { name: new RegExp(zh.copy.mode.smartRatio) }).check();
    await dialog.getByRole('radio', { name: new RegExp(zh.copy.direction.reverse) }).check();
    await dialog.getByRole('button', { name: zh.subscribe.next }).click();
    await dialog.getByText(zh.subscribe.summary.title).waitFor();
    const summary = await dialog.locator('.ant-descriptions').innerText();
    expect(summary).toContain(zh.copy.mode.smartRatio);
    expect(summary).toContain(zh.copy.direction.reverse);
    expect(summary).toContain(`#1 ${FOLLOW_LOGIN}`);
    const confirm = dialog.getByRole('button', { name: zh.subscribe.confirm });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').check();
    await confirm.click();

    await page.waitForURL('**/account/subscriptionTotal');
    // The list page loads as its own chunk: until it shows, the trader's card of the square is still on
    // screen, so wait for the page and take the subscription's card (it links to its copies).
    await page.getByRole('heading', { name: zh.subscriptions.title }).waitFor();
    const subscription = page
      .getByRole('article')
      .filter({ hasText: `#1 ${MASTER_LOGIN}` })
      .filter({ hasText: zh.subscriptions.viewCopies });
    await subscription.waitFor();
    const text = await subscription.innerText();
    expect(text).toContain(zh.copy.state.subscribing);
    expect(text).toContain(zh.copy.mode.smartRatio);
    expect(text).toContain(zh.copy.direction.reverse);
    await subscription.getByRole('link', { name: zh.subscriptions.viewCopies }).click();
    await page.waitForURL('**/account/copyOrder?subscriptionId=*');
    await page.getByRole('tab', { name: zh.copyOrders.tabs.open, selected: true }).waitFor();
    // Marks the document: a reload would drop it, so its presence at the end proves the list updated live.
    await page.evaluate('window.__sameDocument = true');
  });

  it('shows the mirrored position live: smart-ratio lots, sell for the buy, stops swapped', async () => {
    const { page } = browser;
    state.traderToken = await traderToken(page.request);
    const [master] = await call<Figures>(
      page.request,
      `/community/api/queryMtAccountDetail?mtId=${state.masterId}`,
      state.traderToken,
    );
    const [follower] = await call<Figures>(
      page.request,
      `/community/api/queryMtAccountDetail?mtId=${state.followId}`,
      state.followerToken,
    );
    const expected = smartLots(follower!, master!, 100);

    // Stops far from the price (200 and 400 pips): the market must not close the position before the
    // journey does, however slow the machine.
    const opened = await simTrade(page, 'action=open&symbol=EURUSD&lots=1.00&sl=2000&tp=4000');
    state.masterTicket = opened.ticket;
    const row = copyRow(page, opened.ticket);
    await row.waitFor({ timeout: 20_000 });

    const type = await cell(row, 'type').innerText();
    expect(type).toContain(zh.orders.types.sell);
    expect(type).toContain(zh.copyOrders.reversed);
    state.copyLots = await cell(row, 'lots').innerText();
    // The trader's equity moves between the reading and the copy (open positions): one step either way.
    expect(Math.abs(hundredths(state.copyLots) - expected)).toBeLessThanOrEqual(1);

    const masterOrders = await call<MasterOrder>(
      page.request,
      `/community/api/queryMtAccountOrders?mtAccId=${state.masterId}&scope=open&pageSize=50`,
      state.traderToken,
    );
    const order = masterOrders.find((item) => item.ticket === opened.ticket)!;
    expect(await cell(row, 'sl').innerText()).toBe(order.tp);
    expect(await cell(row, 'tp').innerText()).toBe(order.sl);
  });

  it('after the partial close, the copy keeps the lots that are left', async () => {
    const { page } = browser;
    const remainder = await simTrade(page, 'action=partialClose&symbol=EURUSD');
    // Half of the master's 1.00 lot closed: the same fraction of the copy, rounded down (take small).
    const before = hundredths(state.copyLots);
    const left = before - Math.floor((before * (100 - hundredths(remainder.lots))) / 100);
    const row = copyRow(page, remainder.ticket);
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => cell(row, 'lots').innerText(), { timeout: 10_000 }).toBe((left / 100).toFixed(2));
    state.masterTicket = remainder.ticket;
  });

  it('after the close, the copy leaves the open list and is in the history', async () => {
    const { page } = browser;
    await simTrade(page, 'action=close&symbol=EURUSD');
    await copyRow(page, state.masterTicket).waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByRole('tab', { name: zh.copyOrders.tabs.history }).click();
    const row = copyRow(page, state.masterTicket);
    await row.waitFor({ timeout: 20_000 });
    expect(await cell(row, 'state').innerText()).toBe(zh.copyOrders.states.closed);
    expect(await page.evaluate<boolean>('window.__sameDocument === true')).toBe(true);
  });
});

describe('if I had copied', () => {
  it('a visitor runs the copy preview on the trader profile with an amount and a leverage', async () => {
    const visitor = await openBrowser({ baseURL: inject('baseURL') });
    try {
      const { page } = visitor;
      await page.goto(`/community/trader/${state.masterId}`);
      await page.getByRole('tab', { name: zh.copyPreview.tab }).click();
      await page.getByLabel(zh.copyPreview.visitor.amount).fill('10000');
      await page.getByRole('button', { name: zh.copyPreview.visitor.run }).click();
      // The replay of the trader's recorded trades answers with what the settings would have copied.
      await page.getByText(zh.copyPreview.figures.copied).waitFor({ timeout: 20_000 });
      await page.getByText(zh.copyPreview.figures.drawdown).waitFor();
      expect(await page.getByText(zh.errors.pageTitle).count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });
});
