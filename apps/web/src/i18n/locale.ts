import {
  isLocale,
  LANG_CODE_TO_LOCALE,
  LOCALES,
  parseAvailableLang,
  type Locale,
} from '@copytrade/contracts/locale';
import { STORAGE_KEYS } from '@copytrade/contracts/constants';
import { readCookie, writeCookie } from '@/lib/cookies';

/** The cookie the seed keeps the reader's language in (spec 3, Session and stored values). */
export const LANGUAGE_COOKIE = STORAGE_KEYS.LANGUAGE_COOKIE;

export const LOCALE_LIST: readonly Locale[] = LOCALES;
const CODE_TO_LOCALE: Record<number, Locale> = LANG_CODE_TO_LOCALE;

export { isLocale };

/** `availableLang` is "1,2,3"; unknown codes are dropped, order kept. */
export const availableLocales = parseAvailableLang;

export type LanguageSettings = { defaultLang: number; availableLang: string };

/**
 * Cookie first, else the site's default language (spec 3: 1 zh_CN, 2 en_US, 3 zh_Hant). A cookie naming a
 * language the site does not offer falls back to the default, so readers never see a disabled language.
 */
export function resolveLocale(cookie: string | undefined, site: LanguageSettings | undefined): Locale {
  const available = site ? availableLocales(site.availableLang) : [...LOCALE_LIST];
  const fallback = (site && CODE_TO_LOCALE[site.defaultLang]) ?? available[0] ?? 'zh_CN';
  if (isLocale(cookie) && (available.length === 0 || available.includes(cookie))) return cookie;
  return fallback;
}

export function readLanguageCookie(): string | undefined {
  return readCookie(LANGUAGE_COOKIE);
}

let current: Locale = 'zh_CN';

/** The language of this page load; changing it reloads the page (spec 4), so it is set once at boot. */
export function currentLocale(): Locale {
  return current;
}

export function setCurrentLocale(locale: Locale): void {
  current = locale;
  document.documentElement.lang = HTML_LANG[locale];
}

export const HTML_LANG: Record<Locale, string> = { zh_CN: 'zh-CN', en_US: 'en', zh_Hant: 'zh-Hant' };

/** Stores the choice in the cookie and reloads the page (spec 4, Session). */
export function changeLanguage(locale: Locale, reload: () => void = () => window.location.reload()): void {
  writeCookie(LANGUAGE_COOKIE, locale);
  reload();
}
