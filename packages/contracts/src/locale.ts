/** The three languages every site can speak. The cookie and the `language` header carry these names. */
export const LOCALES = ['zh_CN', 'en_US', 'zh_Hant'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'zh_CN';

/** Site settings number the languages: 1 Simplified Chinese, 2 English, 3 Traditional Chinese. */
export const LANG_CODE_TO_LOCALE = { 1: 'zh_CN', 2: 'en_US', 3: 'zh_Hant' } as const satisfies Record<
  number,
  Locale
>;
export const LOCALE_TO_LANG_CODE = { zh_CN: 1, en_US: 2, zh_Hant: 3 } as const satisfies Record<
  Locale,
  number
>;

/** Reads a `language` header or cookie value; anything unknown falls back to zh_CN, as the seed does. */
export function parseLocale(value: unknown): Locale {
  const text = typeof value === 'string' ? value.trim() : '';
  return isLocale(text) ? text : DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `availableLang` is a comma list of language codes ("1,2,3"); unknown codes are dropped, order kept. */
export function parseAvailableLang(list: string | null | undefined): Locale[] {
  const out: Locale[] = [];
  for (const part of (list ?? '').split(',')) {
    const code = Number(part.trim()) as keyof typeof LANG_CODE_TO_LOCALE;
    const locale = LANG_CODE_TO_LOCALE[code];
    if (locale && !out.includes(locale)) out.push(locale);
  }
  return out;
}

/** Picks the name of a menu item or dictionary row in the reader's language, falling back to Chinese. */
export function pickLocalized(
  locale: Locale,
  names: { zh_CN: string; en_US?: string | null; zh_Hant?: string | null },
): string {
  if (locale === 'en_US') return names.en_US || names.zh_CN;
  if (locale === 'zh_Hant') return names.zh_Hant || names.zh_CN;
  return names.zh_CN;
}
