import type { Cust } from '@copytrade/contracts/auth';
import type { Locale } from '@copytrade/contracts/locale';
import { act } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, vi } from 'vitest';
import { setCurrentLocale } from '@/i18n/locale';
import { setNotifier } from '@/lib/notifier';
import { signIn } from './accounts-fixtures';

/** Switches the texts and the language the API client sends (the i18n change re-renders, hence act). */
export async function switchLocale(locale: Locale): Promise<void> {
  setCurrentLocale(locale);
  await act(() => i18next.changeLanguage(locale));
}

export type PageTestOptions = {
  /** Signed in as this user before each test; leave out for a visitor (or a test that signs in itself). */
  signedInAs?: Partial<Cust>;
};

/**
 * The frame most page tests share, for the describe block it is called in: before each test the toasts
 * go to spies, the user (if any) is signed in and the page speaks English; after each test the mocked
 * fetch and the spies are dropped and the language is back to Chinese, so no test leaks into the next.
 * Returns the toast spies.
 */
export function englishPageTest(options: PageTestOptions = {}) {
  const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn() };
  beforeEach(async () => {
    setNotifier(toasts);
    if (options.signedInAs) signIn(options.signedInAs);
    await switchLocale('en_US');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    setNotifier(null);
    await switchLocale('zh_CN');
  });
  return toasts;
}
