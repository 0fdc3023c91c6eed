import { afterEach, describe, expect, it, vi } from 'vitest';
import { availableLocales, changeLanguage, readLanguageCookie, resolveLocale } from './locale';

const site = (defaultLang: number, availableLang: string) => ({ defaultLang, availableLang });

describe('language choice (spec 3 and 4)', () => {
  afterEach(() => {
    document.cookie = 'language=; path=/; max-age=0';
  });

  it('takes the cookie when the site offers that language', () => {
    expect(resolveLocale('en_US', site(1, '1,2,3'))).toBe('en_US');
    expect(resolveLocale('zh_Hant', site(2, '2,3'))).toBe('zh_Hant');
  });

  it("falls back to the site's default language (1 zh_CN, 2 en_US, 3 zh_Hant)", () => {
    expect(resolveLocale(undefined, site(1, '1,2,3'))).toBe('zh_CN');
    expect(resolveLocale(undefined, site(2, '1,2,3'))).toBe('en_US');
    expect(resolveLocale(undefined, site(3, '1,3'))).toBe('zh_Hant');
    expect(resolveLocale('fr_FR', site(2, '1,2'))).toBe('en_US');
  });

  it('never shows a language the site does not offer', () => {
    expect(resolveLocale('zh_Hant', site(1, '1,2'))).toBe('zh_CN');
  });

  it('reads availableLang as a list of language codes', () => {
    expect(availableLocales('3,1')).toEqual(['zh_Hant', 'zh_CN']);
    expect(availableLocales('')).toEqual([]);
  });

  it('stores a change in the language cookie and reloads the page', () => {
    const reload = vi.fn();
    changeLanguage('zh_Hant', reload);
    expect(readLanguageCookie()).toBe('zh_Hant');
    expect(reload).toHaveBeenCalledOnce();
  });
});
