import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import zh from '../../apps/web/src/i18n/locales/zh_CN.json';
import { openBrowser, type Browser } from '../browser';
import { fill, signIn } from '../journey-helpers';

/**
 * The tools (issue 18) as a visitor meets them: the header's Tools entry opens the live quotes, whose
 * prices move without a reload (the visitor socket on /ws); a symbol opens its candlestick chart; the
 * calculator gives a standard lot's pip value. The site admin publishes a news flash from the site
 * settings, and a visitor with the news flash open sees it arrive on top, marked important.
 */
let visitor: Browser;
let admin: Browser;

const ADMIN = { userName: 'admin@meridianfx.test', password: 'Demo1234' };
const FLASH = `欧元区 11 月制造业 PMI 初值 49.8，高于预期 ${Date.now().toString(36).slice(-5)}`;

beforeAll(async () => {
  const baseURL = inject('baseURL');
  visitor = await openBrowser({ baseURL });
  admin = await openBrowser({ baseURL });
});
afterAll(async () => {
  await visitor?.close();
  await admin?.close();
});

describe('a visitor uses the tools; the admin publishes a news flash', () => {
  it('opens the live quotes from the header, and the prices move on their own', async () => {
    const { page } = visitor;
    await page.goto('/home');
    // The demo site's header entry (the site's menu, seed.ts TOOLS_MENU).
    await page.getByRole('banner').getByRole('link', { name: '行情工具', exact: true }).first().click();
    await page.waitForURL('**/tools/transactionData**');
    const board = page.getByRole('region', { name: zh.tools.quotes.boardLabel });
    const row = board.getByRole('row').filter({ hasText: 'EURUSD' }).first();
    await row.waitFor();
    const first = await row.innerText();
    // The simulator ticks every second or two; the board shows it through the socket, with no reload.
    await expect
      .poll(async () => (await row.innerText()) !== first, { timeout: 30_000, interval: 500 })
      .toBe(true);
  });

  it('opens the candlestick chart of a symbol with its timeframes', async () => {
    const { page } = visitor;
    await page.getByRole('region', { name: zh.tools.quotes.boardLabel }).getByText('GBPUSD').first().click();
    const chart = page.getByRole('region', { name: fill(zh.tools.chart.title, { symbol: 'GBPUSD' }) });
    await chart.waitFor();
    await chart.getByText('M15', { exact: true }).click();
    await chart.getByRole('img', { name: zh.tools.chart.label }).locator('canvas').first().waitFor();
  });

  it("gives a standard lot's pip value in the calculator", async () => {
    const { page } = visitor;
    await page.goto('/tools/calculator');
    await page.getByRole('heading', { name: zh.tools.calc.title }).waitFor();
    // EURUSD in a USD account, 1.00 lot: 10.00 USD a pip.
    await page.getByText('10.00', { exact: true }).first().waitFor();
  });

  it('the admin publishes an important news flash; the open news flash page shows it on top', async () => {
    const { page } = visitor;
    await page.goto('/tools/timeTelegram');
    await page.getByRole('heading', { name: zh.marketNews.flash.title }).waitFor();

    const desk = admin.page;
    await signIn(desk, ADMIN);
    const login = await desk.request.post('/community/front/login', { data: ADMIN });
    const adminId = ((await login.json()) as { content: { cust: { id: number } }[] }).content[0]!.cust.id;
    await desk.goto(`/personalCenter/${adminId}/siteSetting?tab=market`);
    // The header's menu holds a "快讯" link too, in a closed (hidden) panel: the visible one is the tab.
    await desk
      .getByText(zh.marketNews.admin.sections.flash, { exact: true })
      .filter({ visible: true })
      .click();
    await desk.getByRole('button', { name: zh.marketNews.admin.addFlash }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel(zh.marketNews.admin.textZhCN).fill(FLASH);
    await dialog.getByLabel(zh.marketNews.flash.important).check();
    await dialog.getByRole('button', { name: zh.marketNews.admin.publish }).click();
    // The save is a locked, audited write that waits for the site row; on a loaded machine it took over 30 s.
    await dialog.waitFor({ state: 'detached', timeout: 90_000 });

    // Pushed over the visitor's socket: no reload.
    const item = page.getByText(FLASH);
    await item.waitFor({ timeout: 20_000 });
    expect(await page.getByText(FLASH).count()).toBe(1);
  });
});
