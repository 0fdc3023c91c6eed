import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../../apps/web/src/i18n/locales/en_US.json';
import zh from '../../apps/web/src/i18n/locales/zh_CN.json';
import { openBrowser, type Browser } from '../browser';
import { fill, signIn, tinyPng, type Envelope } from '../journey-helpers';

/**
 * The site admin's content editor on the demo site (issue 17). The admin writes an article in two
 * languages with a picture in its body, in a class, and schedules it for the next minute; a visitor does
 * not see it before that time, then finds it in the class's list and by searching 保证金. The admin adds a
 * header menu entry that leads to it, and the visitor reaches the article through the menu, in Chinese
 * and in English.
 */
let admin: Browser;
let visitor: Browser;

const ADMIN = { userName: 'admin@meridianfx.test', password: 'Demo1234' };
const SUFFIX = Date.now().toString(36).slice(-5).toUpperCase();
const TITLE_ZH = `保证金追加前的三道防线 ${SUFFIX}`;
const TITLE_EN = `Three lines of defence before a margin call ${SUFFIX}`;
const MENU_ZH = `防线 ${SUFFIX}`;
const MENU_EN = `Defence ${SUFFIX}`;
const BODY_ZH = '账户的**保证金比例**跌近追加线之前，先减仓、再止损、最后补充资金。\n\n';
const BODY_EN = 'Before the **margin level** nears the call line: reduce, stop, and only then add funds.\n';

const state = { typeId: 0, className: '', contentId: 0, publishAt: 0 };

const editorLabel = (field: 'body', language: string) => `${zh.contentEditor.item[field]} · ${language}`;
/** A title field by its label (the required one has the form's mark before it). */
const titleLabel = (language: string) =>
  new RegExp(`^(\\* )?${zh.contentEditor.item.titleField} · ${language}$`);

/** The first article class the visitor sees (read as the page reads it). */
async function firstArticleClass(page: Page): Promise<{ typeId: number; name: string }> {
  const res = await page.request.get('/cms/front/getContentTypeTree?moduleCode=article', {
    headers: { language: 'zh_CN' },
  });
  const body = (await res.json()) as Envelope<{ typeId: number; name: string }>;
  expect(body.status, body.message).toBe(10000);
  return body.content[0]!;
}

/**
 * A header menu entry: in the bar, or under its "···" when the bar is full (the newest entry is last).
 * The bar measures itself after it renders and may move entries into "···" a moment later (English
 * names are longer), so this looks again, and clicks again, until the entry was clicked, in one place or
 * the other.
 */
async function clickMenuEntry(page: Page, name: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('navigation').getByRole('link').first().waitFor();
  const entry = page.getByRole('link', { name, exact: true }).filter({ visible: true });
  const rest = header
    .getByRole('button', { name: new RegExp(`^(${zh.header.moreMenu}|${en.header.moreMenu})$`) })
    .filter({ visible: true });
  await expect
    .poll(
      async () => {
        if ((await entry.count()) === 0 && (await rest.count()) > 0) await rest.first().hover();
        if ((await entry.count()) === 0) return false;
        try {
          await entry.first().click({ timeout: 3000 });
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 45_000, interval: 300 },
    )
    .toBe(true);
}

beforeAll(async () => {
  const baseURL = inject('baseURL');
  admin = await openBrowser({ baseURL });
  visitor = await openBrowser({ baseURL });
});
afterAll(async () => {
  await admin?.close();
  await visitor?.close();
});

describe('the site admin publishes an article and a menu entry; a visitor finds it', () => {
  it('writes an article in two languages with a picture and schedules it for the next minute', async () => {
    const { page } = admin;
    await signIn(page, ADMIN);
    const login = await page.request.post('/community/front/login', { data: ADMIN });
    const adminId = ((await login.json()) as Envelope<{ cust: { id: number } }>).content[0]!.cust.id;
    const type = await firstArticleClass(page);
    state.typeId = type.typeId;
    state.className = type.name;

    await page.goto(`/personalCenter/${adminId}/siteSetting?tab=content`);
    const tree = page.getByRole('list', { name: zh.contentEditor.class.title });
    await tree.getByRole('button', { name: new RegExp(`^${type.name}`) }).click();
    await page.getByRole('button', { name: zh.contentEditor.item.add }).click();

    const drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox', { name: titleLabel(zh.contentEditor.languages.zh_CN) }).fill(TITLE_ZH);
    const bodyZh = drawer.getByLabel(editorLabel('body', zh.contentEditor.languages.zh_CN), { exact: true });
    await bodyZh.fill(BODY_ZH);
    await drawer
      .getByLabel(
        fill(zh.contentEditor.item.insertImageInto, {
          field: editorLabel('body', zh.contentEditor.languages.zh_CN),
        }),
      )
      .setInputFiles({ name: 'defence.png', mimeType: 'image/png', buffer: tinyPng(true) });
    await expect.poll(() => bodyZh.inputValue()).toMatch(/!\[defence\]\(\/\S+\)/);
    // The live preview shows the uploaded picture.
    await drawer
      .getByRole('region', {
        name: fill(zh.contentEditor.item.previewOf, {
          field: editorLabel('body', zh.contentEditor.languages.zh_CN),
        }),
      })
      .locator('img')
      .waitFor();

    await drawer.getByRole('tab', { name: zh.contentEditor.languages.en_US }).click();
    await drawer.getByRole('textbox', { name: titleLabel(zh.contentEditor.languages.en_US) }).fill(TITLE_EN);
    await drawer
      .getByLabel(editorLabel('body', zh.contentEditor.languages.en_US), { exact: true })
      .fill(BODY_EN);

    // A minute at least 40 seconds away, in the browser's own clock and zone.
    const at = await page.evaluate<{ text: string; ms: number }>(`(() => {
      const d = new Date(Date.now() + 40000);
      d.setSeconds(0, 0);
      d.setMinutes(d.getMinutes() + 1);
      const p = (n) => String(n).padStart(2, '0');
      return { text: d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()) + ' ' + p(d.getHours()) + ':' + p(d.getMinutes()), ms: d.getTime() };
    })()`);
    state.publishAt = at.ms;
    await drawer.getByRole('radio', { name: zh.contentEditor.item.publishAt }).check();
    const time = drawer.getByLabel(zh.contentEditor.item.publishTimeField);
    await time.click();
    await time.fill(at.text);
    await time.press('Enter');
    await expect.poll(() => time.inputValue()).toBe(at.text);

    await drawer.getByRole('button', { name: zh.contentEditor.save, exact: true }).click();
    await page.getByText(zh.contentEditor.item.saved).first().waitFor();
    const row = page.getByRole('row').filter({ hasText: TITLE_ZH });
    await row.getByText(fill(zh.contentEditor.state.scheduledAt, { time: at.text })).waitFor();
  });

  it('is not shown before its time, then is in its class list and found by searching 保证金', async () => {
    const { page } = visitor;
    await page.goto(`/college/articleList/${state.typeId}`);
    await page.getByRole('heading', { name: state.className }).first().waitFor();
    expect(await page.getByRole('link', { name: TITLE_ZH }).count()).toBe(0);

    const wait = state.publishAt - Date.now();
    if (wait > 0) await page.waitForTimeout(wait + 1_000);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: state.className }).first().waitFor();
          return page.getByRole('link', { name: TITLE_ZH }).count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    const href = await page.getByRole('link', { name: TITLE_ZH }).first().getAttribute('href');
    state.contentId = Number(/articleDetail\/(\d+)/.exec(href ?? '')?.[1]);
    expect(state.contentId).toBeGreaterThan(0);

    await page.goto(`/college/search?q=${encodeURIComponent('保证金')}`);
    await page.getByRole('link', { name: TITLE_ZH }).first().waitFor();
  });

  it('adds a header menu entry to the article, which leads the visitor to it in Chinese and in English', async () => {
    const desk = admin.page;
    await desk.goto(`${new URL(desk.url()).pathname}?tab=navigation`);
    await desk.getByRole('button', { name: zh.contentEditor.nav.add }).click();
    const dialog = desk.getByRole('dialog');
    await dialog
      .getByLabel(`${zh.contentEditor.nav.name} · ${zh.contentEditor.languages.zh_CN}`)
      .fill(MENU_ZH);
    await dialog
      .getByLabel(`${zh.contentEditor.nav.name} · ${zh.contentEditor.languages.en_US}`)
      .fill(MENU_EN);
    await dialog.getByLabel(zh.contentEditor.nav.frontUrl).fill(`/college/articleDetail/${state.contentId}`);
    await dialog.getByRole('button', { name: zh.contentEditor.nav.apply }).click();
    await dialog.waitFor({ state: 'detached' });
    await desk.getByRole('button', { name: zh.contentEditor.nav.save }).click();
    await desk.getByText(zh.contentEditor.nav.saved).first().waitFor();

    const { page, context } = visitor;
    await page.goto('/home');
    await clickMenuEntry(page, MENU_ZH);
    await page.waitForURL(`**/college/articleDetail/${state.contentId}`);
    await page.getByRole('heading', { name: TITLE_ZH }).waitFor();
    const picture = page.locator('article img[alt="defence"]');
    await picture.waitFor();
    await expect
      .poll(() => page.evaluate<number>(`document.querySelector('article img[alt="defence"]').naturalWidth`))
      .toBeGreaterThan(0);

    await context.addCookies([{ name: 'language', value: 'en_US', url: new URL(page.url()).origin }]);
    await page.goto('/home');
    await clickMenuEntry(page, MENU_EN);
    await page.getByRole('heading', { name: TITLE_EN }).waitFor();
    await page.getByText('reduce, stop, and only then add funds', { exact: false }).waitFor();
    expect(await page.evaluate<string>('document.documentElement.lang')).toMatch(/^en/);
  });
});
