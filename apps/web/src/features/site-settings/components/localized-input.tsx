import { LANG_CODE_TO_LOCALE, type Locale } from '@copytrade/contracts/locale';

/** The site's languages as locales, in the order offered (zh_CN when none is). */
export function siteLocales(availableLang: readonly number[]): Locale[] {
  const locales = availableLang
    .map((code) => LANG_CODE_TO_LOCALE[code as 1 | 2 | 3])
    .filter((locale): locale is Locale => locale !== undefined);
  return locales.length > 0 ? locales : ['zh_CN'];
}

/** A text in the given languages only (what a section sends: the other languages keep theirs). */
export function pickLocales(
  text: Partial<Record<Locale, string>> | undefined,
  locales: readonly Locale[],
): Partial<Record<Locale, string>> {
  return Object.fromEntries(locales.map((locale) => [locale, (text?.[locale] ?? '').trim()]));
}
