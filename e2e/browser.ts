import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';

/** Flags that keep Chromium quiet on a closed network (DESIGN.md pitfalls). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export type Browser = { context: BrowserContext; page: Page; close(): Promise<void> };

/** Debian's Chromium with a fresh profile; `XDG_CONFIG_HOME` points into the profile too. */
export async function openBrowser(options: {
  baseURL: string;
  locale?: string;
  width?: number;
  height?: number;
}): Promise<Browser> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'ct-chromium-'));
  process.env.XDG_CONFIG_HOME = profile;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: options.baseURL,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'zh-CN',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const unwatch = watchContext(context);
  return {
    context,
    page,
    close: async () => {
      unwatch();
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Each open browser's last events (errors, failed requests, 5xx answers, navigations), printed when a
 * journey's test fails (e2e/setup.ts).
 */
const watched = new Map<BrowserContext, string[]>();
const KEPT_EVENTS = 40;

function watchContext(context: BrowserContext): () => void {
  const events: string[] = [];
  const note = (line: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (events.length > KEPT_EVENTS) events.shift();
  };
  const watchPage = (page: Page) => {
    page.on('pageerror', (error) => note(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') note(`console: ${message.text()}`);
    });
    page.on('requestfailed', (request) =>
      note(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 500) note(`answer ${response.status()}: ${response.url()}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`at ${frame.url()}`);
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  watched.set(context, events);
  return () => watched.delete(context);
}

/** What each open browser shows and last met: its pages' addresses and texts, and the events kept. */
export async function describeBrowsers(): Promise<string> {
  const parts: string[] = [];
  for (const [context, events] of watched) {
    for (const page of context.pages()) {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((error: unknown) => `(no text: ${String(error)})`);
      parts.push(`page ${page.url()}\n${text.replace(/\s+/g, ' ').slice(0, 1_500)}`);
    }
    parts.push(`events:\n${events.join('\n') || '(none)'}`);
  }
  return parts.join('\n\n');
}

/**
 * Opens an antd select by its `trigger`, picks the first option that shows `option`, and checks that the
 * select now shows it: on a loaded machine a click can land while the list is still opening or being
 * rendered again, and the choice silently does not take. Up to three tries.
 */
export async function pickOption(page: Page, trigger: Locator, option: string): Promise<void> {
  const select = trigger.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const item = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: option,
    })
    .first();
  for (let attempt = 1; ; attempt += 1) {
    if (!(await item.isVisible())) await trigger.click();
    await item.click();
    if (await shows(select, option)) return;
    if (attempt === 3) throw new Error(`the select did not take the option "${option}"`);
  }
}

/**
 * Waits until nothing on the page is still moving: every running animation with an end (a dialog zooming
 * in, a drawer sliding) has finished; the endless ones (spinners, shimmering placeholders, the quotes
 * ticker) are left alone. On a loaded machine a click computed on a dialog still zooming in can land beside
 * its button, and nothing happens.
 */
export async function settled(page: Page): Promise<void> {
  // A string, as the page's code: the journeys are typed without the DOM's types.
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  ).then(() => undefined)`);
}

/**
 * Opens a dropdown menu by its `trigger` and clicks the item named `name` until `took` says the choice took:
 * as with `pickOption`, a click on a loaded machine can land while the menu is still opening or being
 * rendered again, and nothing happens. Up to three tries.
 */
export async function pickMenuItem(
  page: Page,
  trigger: Locator,
  name: string,
  took: () => Promise<boolean>,
): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  for (let attempt = 1; ; attempt += 1) {
    if (!(await item.isVisible())) await trigger.click();
    // The item may be showing because the menu is closing (after Escape, say): then the click finds it
    // gone, and the next try opens the menu again.
    const clicked = await item.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (clicked && (await within(5_000, took))) return;
    if (attempt === 3) throw new Error(`the menu item "${name}" did not take`);
  }
}

/**
 * Signs out through the header's account menu, as a user does, with the header's texts in the page's
 * language: pickMenuItem opens the menu only when its item is not showing (a second click on the button
 * would close the popup the first one opened) and tries again until the header offers the login link.
 * Signing out waits for the server and then 1 s before it leaves the page.
 */
export async function signOutThroughMenu(
  page: Page,
  header: { accountMenu: string; logout: string; login: string },
): Promise<void> {
  const login = page.getByRole('link', { name: header.login, exact: true }).first();
  await pickMenuItem(page, page.getByRole('button', { name: header.accountMenu }), header.logout, () =>
    login.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    ),
  );
}

async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function shows(select: Locator, text: string): Promise<boolean> {
  return within(3_000, async () => (await select.innerText()).includes(text));
}

/** `pickOption` for the select labelled `label` in the open dialog. */
export function chooseInDialog(page: Page, label: string, option: string): Promise<void> {
  return pickOption(page, page.getByRole('dialog').getByLabel(label, { exact: true }), option);
}
