import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../../apps/web/src/i18n/locales/en_US.json';
import zh from '../../apps/web/src/i18n/locales/zh_CN.json';
import { CHROMIUM_ARGS, openBrowser, type Browser } from '../browser';
import { signIn, type Envelope } from '../journey-helpers';

/**
 * The strategy square on a broker's own website (issue 19, iframe mode). The site admin lists the broker's
 * origin in the site settings' Embedding tab and gets the snippet; the demo broker page
 * (`broker.localhost`, another origin, served by the same server) shows the square in its iframe, which
 * grows to its content from the embed page's height messages; a click on a trader opens the trader's
 * profile on the site in a new tab. The same page on `rogue.localhost`, an origin the site does not list,
 * gets its frame refused by Chromium.
 *
 * The visitor's Chromium blocks third-party cookies (its profile's "block third-party cookies" setting,
 * `profile.cookie_controls_mode` 1, and `--test-third-party-cookie-phaseout`): the framed page has no
 * cookie and no storage (localStorage throws), as for most visitors of a broker's site.
 */
const ADMIN = { userName: 'admin@meridianfx.test', password: 'Demo1234' };

let admin: Browser;
let visitor: { context: BrowserContext; page: Page; profile: string };
let port: string;

const siteOrigin = () => `http://localhost:${port}`;

/** Chromium with third-party cookies blocked, as the visitor of the broker's website. */
async function openBlockingBrowser(): Promise<typeof visitor> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'ct-chromium-3p-'));
  await mkdir(path.join(profile, 'Default'), { recursive: true });
  await writeFile(
    path.join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { block_third_party_cookies: true, cookie_controls_mode: 1 } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'],
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  // The broker page's own record of the height messages it received (what its snippet acted on).
  await page.addInitScript(`
    window.heights = [];
    window.addEventListener('message', (event) => {
      if (event.data && event.data.type === 'copytrade:height' && typeof event.data.height === 'number') {
        window.heights.push(event.data.height);
      }
    });
  `);
  return { context, page, profile };
}

beforeAll(async () => {
  const baseURL = inject('baseURL');
  port = new URL(baseURL).port;
  admin = await openBrowser({ baseURL });
  visitor = await openBlockingBrowser();
});
afterAll(async () => {
  await admin?.close();
  await visitor?.context.close();
  if (visitor) await rm(visitor.profile, { recursive: true, force: true });
});

describe('the strategy square on a broker’s website', () => {
  it('the admin lists the broker’s origin in the Embedding tab and gets the snippet', async () => {
    const { page } = admin;
    await signIn(page, ADMIN);
    const login = await page.request.post('/community/front/login', { data: ADMIN });
    const adminId = ((await login.json()) as Envelope<{ cust: { id: number } }>).content[0]!.cust.id;
    await page.goto(`/personalCenter/${adminId}/siteSetting?tab=embed`);
    const origins = page.getByRole('region', { name: zh.embed.settings.origins.title });
    await origins.waitFor();

    // The demo seed lists the broker on any port (`http://broker.localhost:*`); without it the admin adds
    // this port's origin, as an operator lists his own website.
    const inputs = origins.getByRole('textbox');
    await inputs.first().waitFor();
    const values = await Promise.all((await inputs.all()).map((input) => input.inputValue()));
    const listed = values.some(
      (value) => value === 'http://broker.localhost:*' || value === `http://broker.localhost:${port}`,
    );
    if (!listed) {
      if (values.every((value) => value !== '')) {
        await origins.getByRole('button', { name: zh.embed.settings.origins.add }).click();
      }
      await inputs.last().fill(`http://broker.localhost:${port}`);
      await origins.getByRole('button', { name: zh.embed.settings.origins.save }).click();
      await page.getByText(zh.embed.settings.origins.saved).waitFor();
    }

    const snippet = page.getByRole('textbox', { name: zh.embed.settings.snippet.code });
    await expect.poll(() => snippet.inputValue()).toContain('/iframeStrategy?lang=');
    expect(await snippet.inputValue()).toContain("data.type !== 'copytrade:height'");
  });

  it('shows the square in the broker page’s iframe, sized to its content, in the snippet’s language', async () => {
    const { page } = visitor;
    // Not `load`: that waits for the whole framed app, which a busy machine may take long to start.
    await page.goto(`http://broker.localhost:${port}/`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Strategy square' }).waitFor();
    const frame = page.frameLocator('iframe#copytrade-strategy');
    // lang=en_US from the snippet: the framed page has no language cookie.
    await frame.getByRole('heading', { name: en.traders.title }).waitFor({ timeout: 60_000 });
    await frame.getByRole('article').first().waitFor({ timeout: 60_000 });
    expect(await frame.getByRole('article').count()).toBeGreaterThan(1);

    // The iframe takes the height the embed page reports, well over its first 640 px.
    const sizes = () =>
      page.evaluate<{ reported: number; frame: number }>(`({
        reported: window.heights.at(-1) ?? 0,
        frame: document.querySelector('iframe#copytrade-strategy').getBoundingClientRect().height,
      })`);
    await expect.poll(async () => (await sizes()).reported).toBeGreaterThan(600);
    await expect
      .poll(async () => {
        const { reported, frame: height } = await sizes();
        return height === Math.max(200, Math.ceil(reported)) && height > 600;
      })
      .toBe(true);
    // No inner scroll bar: the framed document is no taller than its frame.
    const inner = await page
      .frame({ url: /\/iframeStrategy/ })!
      .evaluate<number>('document.documentElement.scrollHeight - window.innerHeight');
    expect(inner).toBeLessThanOrEqual(1);
  });

  it('opens the trader’s profile on the site in a new tab when a trader is clicked', async () => {
    const { page, context } = visitor;
    const frame = page.frameLocator('iframe#copytrade-strategy');
    const card = frame.getByRole('article').first();
    const name = card.getByRole('link').first();
    const [popup] = await Promise.all([context.waitForEvent('page'), name.click()]);
    await popup.waitForURL(new RegExp(`^${siteOrigin()}/community/trader/\\d+`));
    // The broker's page stays where it was.
    expect(page.url()).toBe(`http://broker.localhost:${port}/`);
    await popup.close();
  });

  it('refuses the frame on an origin the site does not list', async () => {
    const { page } = visitor;
    const policy = await page.request.get(`${siteOrigin()}/iframeStrategy`);
    const ancestors =
      /frame-ancestors ([^;]*)/.exec(policy.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    expect(ancestors).not.toContain('rogue.localhost');

    await page.goto(`http://rogue.localhost:${port}/`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Strategy square' }).waitFor();
    await page.locator('iframe#copytrade-strategy').waitFor();
    // Chromium blocks the document: the frame never shows the square and never reports a height.
    await page.waitForTimeout(4_000);
    const frame = page.frameLocator('iframe#copytrade-strategy');
    expect(await frame.getByRole('article').count()).toBe(0);
    expect(await frame.getByRole('heading', { name: en.traders.title }).count()).toBe(0);
    expect(await page.evaluate<number>('window.heights.length')).toBe(0);
  });
});
