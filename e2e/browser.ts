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
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
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
    await item.click();
    if (await within(5_000, took)) return;
    if (attempt === 3) throw new Error(`the menu item "${name}" did not take`);
  }
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
