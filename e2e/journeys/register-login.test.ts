import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../../apps/web/src/i18n/locales/en_US.json';
import zh from '../../apps/web/src/i18n/locales/zh_CN.json';
import { openBrowser, pickMenuItem, signOutThroughMenu, type Browser } from '../browser';

/**
 * The foundation journey on a fresh site: a visitor registers by email with the code from the development
 * outbox, signs in, switches the language, and signs out — through the pages, as a person would.
 */
let browser: Browser;
const email = `journey.${Date.now().toString(36)}@example.com`;
const password = 'Journey123';

beforeAll(async () => {
  browser = await openBrowser({ baseURL: inject('baseURL') });
});
afterAll(async () => {
  await browser?.close();
});

describe('register, sign in, switch language, sign out', () => {
  it('the root redirects to the configured home', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.waitForURL('**/home');
    await expect.poll(() => page.title()).toContain('Meridian FX');
  });

  it('registers by email with the code from the outbox', async () => {
    const { page, context } = browser;
    await page.getByRole('link', { name: zh.header.register, exact: true }).first().click();
    await page.waitForURL('**/reg/register');
    await page.getByText(zh.auth.byEmail, { exact: true }).click();
    await page.getByPlaceholder(zh.auth.placeholder.email).fill(email);
    await page.getByRole('button', { name: zh.auth.sendCode }).click();
    await expect.poll(() => page.getByText(zh.auth.codeSentEmail).count()).toBeGreaterThan(0);

    // Read the code where a developer reads it: the outbox page.
    const outbox = await context.newPage();
    await outbox.goto('/dev/outbox');
    const mail = outbox.locator('article, li, .ant-card, .ant-list-item').filter({ hasText: email }).first();
    await mail.waitFor();
    const code = /\b(\d{6})\b/.exec(await mail.innerText())?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await outbox.close();

    await page.getByPlaceholder(zh.auth.placeholder.code).fill(code!);
    await page.getByPlaceholder(zh.auth.placeholder.newPassword).fill(password);
    await page.getByPlaceholder(zh.auth.placeholder.confirmPassword).fill(password);
    const submit = page.getByRole('button', { name: zh.auth.createAccount, exact: true });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    await submit.click();
    await page.waitForURL(/\/login\?userName=/);
  });

  it('signs in with the new account', async () => {
    const { page } = browser;
    await expect.poll(() => page.getByPlaceholder(zh.auth.placeholder.phoneOrEmail).inputValue()).toBe(email);
    await page.getByPlaceholder(zh.auth.placeholder.password).fill(password);
    await page.getByRole('button', { name: zh.auth.login, exact: true }).click();
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: zh.header.accountMenu }).waitFor();
    // The welcome notice lights the bell.
    await page.getByLabel(zh.header.messagesUnread.replace('{{count}}', '1')).waitFor();
  });

  it('switches to English, which reloads the page in English and keeps the session', async () => {
    const { page } = browser;
    await pickMenuItem(page, page.getByLabel(zh.common.language), 'English', async () =>
      (await page.evaluate<string>('document.cookie')).includes('language=en_US'),
    );
    await page.getByRole('button', { name: en.header.accountMenu }).waitFor();
    await page.getByRole('link', { name: 'Home', exact: true }).first().waitFor();
  });

  it('signs out and is back to the visitor header', async () => {
    const { page } = browser;
    await signOutThroughMenu(page, en.header);
    expect(await page.evaluate<string | null>("localStorage.getItem('community_token')")).toBeNull();
  });
});
