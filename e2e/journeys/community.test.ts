import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import zh from '../../apps/web/src/i18n/locales/zh_CN.json';
import { openBrowser, type Browser } from '../browser';
import { fill } from '../journey-helpers';

/**
 * The community as a visitor meets it: the recommend page, the square filtered by a search that lands in
 * the address, a trader's profile, and the comments tab asking to log in. Logging in through that prompt
 * keeps the visitor on the profile, where they comment, follow the trader and add the account to their
 * optional list; both show up in the personal center.
 */
let browser: Browser;

/** A demo copier who follows nobody yet and has an empty optional list. */
const VISITOR = { userName: 'copier05@meridianfx.test', password: 'Demo1234' };
const TRADER_LOGIN = '6100001';
const COMMENT = `Steady curve, how do you size positions around news? <b>not bold</b> ${Date.now()}`;

beforeAll(async () => {
  browser = await openBrowser({ baseURL: inject('baseURL') });
});
afterAll(async () => {
  await browser?.close();
});

describe('community journey', () => {
  it('a visitor filters the square, opens a profile and is asked to log in to comment', async () => {
    const { page } = browser;
    await page.goto('/community');
    await page.waitForURL('**/community/communityRecommend');
    await page.getByRole('heading', { name: zh.recommend.stars.title }).waitFor();

    await page.getByRole('tab', { name: zh.square.tabs.traders }).click();
    await page.waitForURL('**/community/trader**');
    const search = page.getByRole('searchbox', { name: zh.square.searchLabel });
    await search.fill(TRADER_LOGIN);
    await search.press('Enter');
    await page.waitForURL(`**/community/trader?*keyword=${TRADER_LOGIN}*`);
    await page.getByText(fill(zh.square.resultCount, { count: 1 })).waitFor();
    // The filter survives a reload: it lives in the address.
    await page.reload();
    const card = page.getByRole('article').filter({ hasText: `#1 ${TRADER_LOGIN}` });
    await card.waitFor();
    expect(await page.getByRole('article').count()).toBe(1);

    await card
      .getByRole('link', { name: new RegExp(zh.square.viewProfile) })
      .first()
      .click();
    await page.waitForURL(/\/community\/trader\/\d+(\?.*)?$/);

    // Every chart of the profile draws, and switching views and tabs throws nothing.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const drawn = (label: string) =>
      page.getByRole('img', { name: label }).locator('canvas').first().waitFor();
    await drawn(zh.profile.chart.growthLabel);
    await drawn(zh.profile.monthly.chartLabel);
    await page.getByText(zh.profile.chart.balanceEquity, { exact: true }).click();
    await drawn(zh.profile.chart.balanceLabel);
    await page.getByRole('tab', { name: zh.profileQuality.tab }).click();
    await drawn(zh.profileQuality.risk.chartLabel);
    await page.getByRole('tab', { name: zh.profile.tabs.copyProfit }).click();
    await page
      .getByRole('img', { name: zh.profile.copyProfit.chartLabel })
      .or(page.getByText(zh.profile.copyProfit.empty))
      .first()
      .waitFor();
    await page.getByRole('tab', { name: zh.profile.tabs.overview }).click();
    await drawn(zh.profile.chart.balanceLabel);
    expect(errors).toEqual([]);

    await page.getByRole('tab', { name: zh.comments.title }).click();
    const prompt = page.getByRole('button', { name: zh.comments.loginButton });
    await prompt.waitFor();
    expect(await page.getByRole('textbox', { name: zh.comments.label }).count()).toBe(0);

    await prompt.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder(zh.auth.placeholder.phoneOrEmail).fill(VISITOR.userName);
    await dialog.getByPlaceholder(zh.auth.placeholder.password).fill(VISITOR.password);
    await dialog.getByRole('button', { name: zh.auth.login, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/community\/trader\/\d+(\?.*)?$/);
  });

  it('after logging in they comment, follow the trader and add the account to the optional list', async () => {
    const { page } = browser;
    const box = page.getByRole('textbox', { name: zh.comments.label });
    await box.fill(`  ${COMMENT}  `);
    await page.getByRole('button', { name: zh.comments.post, exact: true }).click();
    // Shown as typed (trimmed), markup as text.
    await page.getByText(COMMENT, { exact: true }).waitFor();
    expect(await page.locator('article b, [role="list"] b').count()).toBe(0);

    await page.getByRole('button', { name: zh.social.follow, exact: true }).click();
    await page.getByRole('button', { name: zh.social.following, exact: true }).waitFor();
    await page.getByRole('button', { name: zh.social.addOptional, exact: true }).click();
    await page.getByRole('button', { name: zh.social.inOptional, exact: true }).waitFor();

    // The comment is there for the next visitor too (after a reload, from the server).
    await page.reload();
    await page.getByRole('tab', { name: zh.comments.title }).click();
    await page.getByText(COMMENT, { exact: true }).waitFor();
    await page.getByRole('button', { name: zh.social.following, exact: true }).waitFor();

    const userId = await page.evaluate<number>("JSON.parse(localStorage.getItem('userInfo') || '{}').id");
    await page.goto(`/personalCenter/${userId}/optional`);
    await page.getByRole('table').getByText(TRADER_LOGIN).first().waitFor();
    await page.goto(`/personalCenter/${userId}/attention/attenOther`);
    await page.getByRole('tab', { name: zh.attention.tabs.attenOther, selected: true }).waitFor();
    // The demo trader is listed (by nickname, as the square names them) with an unfollow button.
    const found = await page.request.post('/community/front/selectbyfilter', {
      data: { keyword: TRADER_LOGIN },
    });
    const [trader] = ((await found.json()) as { content: { userName: string }[] }).content;
    const row = page.getByRole('listitem').filter({ hasText: trader!.userName });
    await row.first().waitFor();
    expect(await row.getByRole('button', { name: zh.social.unfollow }).count()).toBe(1);
  });
});
