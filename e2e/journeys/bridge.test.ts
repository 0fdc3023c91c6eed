import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import zh from '../../apps/web/src/i18n/locales/zh_CN.json';
import { openBrowser, type Browser } from '../browser';
import { signIn, type Envelope } from '../journey-helpers';

/**
 * Real MT4 accounts through the EA bridge (issue 16), on the demo site. A simulated terminal (the
 * development route runs the fake EA, which speaks the protocol's bytes over HTTP, on a new demo account
 * of the simulator) stands in for the user's MT4. A demo copier binds a follow account "through the EA" in
 * the bind dialog, with the key the dialog shows; the demo trader's open is copied to it through the EA.
 * Then the trader binds a trade account through the EA, and his open in that terminal is copied to the
 * follower's simulator account.
 */
let browser: Browser;

/** A demo copier with one follow account of the simulator (the other journeys use other people). */
const FOLLOWER = { userName: 'copier09@meridianfx.test', password: 'Demo1234' };
const TRADER = { userName: 'trader@meridianfx.test', password: 'Demo1234' };
const MASTER_LOGIN = '6100001';

const state = { followerToken: '', traderToken: '', bridgeFollowId: 0, bridgeFollowLogin: '' };

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  data?: Record<string, unknown>,
): Promise<T> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const res =
    method === 'GET' ? await request.get(path, { headers }) : await request.post(path, { headers, data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.status, `${path}: ${body.message}`).toBe(10000);
  return body.content[0]!;
}

async function list<T>(request: APIRequestContext, path: string, token: string): Promise<T[]> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as Envelope<T>;
  expect(body.status, `${path}: ${body.message}`).toBe(10000);
  return body.content;
}

/** Starts a simulated terminal running the EA with `key` on a new demo account; returns its login. */
async function terminal(request: APIRequestContext, key: string): Promise<string> {
  return (
    await api<{ login: string }>(request, 'POST', '/community/front/dev/bridgeTerminal', '', {
      key,
      server: 'ApexCapital-Demo',
    })
  ).login;
}

async function accountId(request: APIRequestContext, token: string, login: string): Promise<number> {
  const own = await list<{ mtAccId: number; login: string }>(
    request,
    '/community/api/queryTradeAccListWithToken',
    token,
  );
  return own.find((a) => a.login === login)!.mtAccId;
}

/** The open copies of one master ticket in one follow account (the copies page's list). */
async function copiesOf(
  request: APIRequestContext,
  token: string,
  masterTicket: number,
  followAccountId: number,
) {
  const copies = await list<{ masterTicket: number; lots: string; symbol: string; followAccountId: number }>(
    request,
    '/mam/main/queryCopyRelationTran?scope=open&page=1&pageSize=100',
    token,
  );
  return copies.filter((c) => c.masterTicket === masterTicket && c.followAccountId === followAccountId);
}

beforeAll(async () => {
  browser = await openBrowser({ baseURL: inject('baseURL') });
});
afterAll(async () => {
  await browser?.close();
});

describe('an MT4 account through the EA bridge', () => {
  it('the follower binds a follow account through the EA with the key the dialog shows', async () => {
    const { page } = browser;
    await signIn(page, FOLLOWER);
    state.followerToken = await page.evaluate<string>("localStorage.getItem('community_token') || ''");
    await page.goto('/addOrBingNewAccount');
    await page.getByRole('button', { name: new RegExp(zh.accounts.actions.bindFollow) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(zh.accounts.bind.titleFollow, { exact: true }).waitFor();
    await dialog.getByText(zh.accounts.bind.modeEa).click();
    await dialog.getByRole('button', { name: zh.accounts.bridge.createKey }).click();
    const key = await dialog.getByText(/^bk_[0-9a-f]{40}$/).innerText();
    expect(await dialog.getByText(zh.accounts.bridge.keyOnce).count()).toBe(1);

    expect(key).toMatch(/^bk_/);
    // No MT4 at hand: the demo's simulated terminal runs the EA with the key shown.
    await dialog.getByRole('button', { name: zh.accounts.bridge.demo.start }).click();
    const started = dialog.getByText(/#\d+/).filter({ hasText: 'MeridianMarkets-Demo' });
    state.bridgeFollowLogin = /#(\d+)/.exec(await started.innerText())![1]!;
    await dialog.getByText(zh.accounts.bridge.online).waitFor({ timeout: 30_000 });
    await dialog.getByText(state.bridgeFollowLogin, { exact: true }).waitFor();
    await dialog.getByText('MeridianMarkets-Demo', { exact: true }).first().waitFor();
    await dialog.getByRole('checkbox').last().check();
    await dialog.getByRole('button', { name: zh.accounts.bridge.bind }).click();
    await page.getByText(zh.accounts.bind.success, { exact: true }).waitFor();
    await page.getByText(zh.accounts.bind.success, { exact: true }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: zh.accounts.bridge.bind }).waitFor({ state: 'detached' });
    // The new account is among the user's accounts, connected.
    await page.getByText(state.bridgeFollowLogin).first().waitFor();
    state.bridgeFollowId = await accountId(page.request, state.followerToken, state.bridgeFollowLogin);
  });

  it("copies the demo trader's open to the bridge account through its EA", async () => {
    const { page } = browser;
    const traders = await list<{ mtAccId: number; login: string }>(
      page.request,
      '/community/front/queryTradeAccListWithoutToken',
      '',
    );
    const masterId = traders.find((a) => a.login === MASTER_LOGIN)!.mtAccId;
    await api(page.request, 'POST', '/community/api/createSubscription', state.followerToken, {
      masterAccountId: masterId,
      followAccountId: state.bridgeFollowId,
      copyType: 1,
      copyValue: '0.10',
      direction: 1,
    });
    const opened = await api<{ ticket: number }>(
      page.request,
      'GET',
      `/community/front/dev/simTrade?mtId=${masterId}&action=open&symbol=EURUSD&lots=0.5`,
      '',
    );
    await expect
      .poll(
        async () =>
          (await copiesOf(page.request, state.followerToken, opened.ticket, state.bridgeFollowId)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    const [copy] = await copiesOf(page.request, state.followerToken, opened.ticket, state.bridgeFollowId);
    // The simulated terminal's account is on the demo's Meridian server, whose EURUSD has no suffix.
    expect(copy).toMatchObject({ followAccountId: state.bridgeFollowId, lots: '0.10', symbol: 'EURUSD' });
    // The copy came back from the terminal as the account's open order.
    const orders = await list<{ lots: string; symbol: string }>(
      page.request,
      `/community/api/queryMtAccountOrders?mtAccId=${state.bridgeFollowId}&scope=open&page=1&pageSize=10`,
      state.followerToken,
    );
    expect(orders).toEqual([expect.objectContaining({ lots: '0.10', symbol: 'EURUSD' })]);
    await api(
      page.request,
      'GET',
      `/community/front/dev/simTrade?mtId=${masterId}&action=close&symbol=EURUSD`,
      '',
    );
  });

  it("copies a bridge trader's open to the follower's simulator account", async () => {
    const { page } = browser;
    const login = await page.request.post('/community/front/login', { data: TRADER });
    state.traderToken = ((await login.json()) as Envelope<{ token: string }>).content[0]!.token;
    const issued = await api<{ keyId: number; key: string }>(
      page.request,
      'POST',
      '/community/api/createBridgeKey',
      state.traderToken,
      { accType: 1 },
    );
    const terminalLogin = await terminal(page.request, issued.key);
    await expect
      .poll(
        async () =>
          (
            await api<{ state: string }>(
              page.request,
              'GET',
              `/community/api/bridgeKeyStatus?keyId=${issued.keyId}`,
              state.traderToken,
            )
          ).state,
        { timeout: 30_000 },
      )
      .toBe('online');
    const bound = await api<{ mtAccId: number; login: string }>(
      page.request,
      'POST',
      '/community/api/bindBridgeAccount',
      state.traderToken,
      { keyId: issued.keyId },
    );
    expect(bound.login).toBe(terminalLogin);
    const own = await list<{ mtAccId: number; login: string; accType: number }>(
      page.request,
      '/community/api/queryTradeAccListWithToken',
      state.followerToken,
    );
    const simFollowId = own.find((a) => a.accType === 2 && a.login !== state.bridgeFollowLogin)!.mtAccId;
    await api(page.request, 'POST', '/community/api/createSubscription', state.followerToken, {
      masterAccountId: bound.mtAccId,
      followAccountId: simFollowId,
      copyType: 1,
      copyValue: '0.10',
      direction: 1,
    });
    // The trader trades in his terminal; its EA reports the open; the copier copies it to the simulator.
    const opened = await api<{ ticket: number }>(
      page.request,
      'GET',
      `/community/front/dev/simTrade?mtId=${bound.mtAccId}&action=open&symbol=EURUSD&lots=0.3`,
      '',
    );
    await expect
      .poll(
        async () => (await copiesOf(page.request, state.followerToken, opened.ticket, simFollowId)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    const [copy] = await copiesOf(page.request, state.followerToken, opened.ticket, simFollowId);
    expect(copy).toMatchObject({ followAccountId: simFollowId, lots: '0.10' });
    // The trader's bridge account shows in his account list as connected.
    const traders = await list<{ login: string; status: number }>(
      page.request,
      '/community/api/queryTradeAccListWithToken',
      state.traderToken,
    );
    expect(traders.find((a) => a.login === terminalLogin)?.status).toBe(0);
  });
});
