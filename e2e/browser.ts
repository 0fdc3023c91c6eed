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

/** Opens an antd select by its `trigger` and picks the first option that shows `option`. */
export async function pickOption(page: Page, trigger: Locator, option: string): Promise<void> {
  await trigger.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: option,
    })
    .first()
    .click();
}

/** `pickOption` for the select labelled `label` in the open dialog. */
export function chooseInDialog(page: Page, label: string, option: string): Promise<void> {
  return pickOption(page, page.getByRole('dialog').getByLabel(label, { exact: true }), option);
}
