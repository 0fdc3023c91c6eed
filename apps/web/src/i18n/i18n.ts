import type { Locale } from '@copytrade/contracts/locale';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type zhCN from './locales/zh_CN.json';

export type Messages = typeof zhCN;
type Sections = Record<string, unknown>;

/**
 * Each language is two chunks of its own (build/messages-plugin.ts): the sections the home page shows
 * (`core-sections.ts`) and the rest. A reader downloads only the language the page shows.
 */
const CORE: Record<Locale, () => Promise<{ sections: Sections }>> = {
  zh_CN: () => import('virtual:messages/zh_CN/core'),
  en_US: () => import('virtual:messages/en_US/core'),
  zh_Hant: () => import('virtual:messages/zh_Hant/core'),
};
const REST: Record<Locale, () => Promise<{ sections: Sections }>> = {
  zh_CN: () => import('virtual:messages/zh_CN/rest'),
  en_US: () => import('virtual:messages/en_US/rest'),
  zh_Hant: () => import('virtual:messages/zh_Hant/rest'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  const [core, rest] = await Promise.all([CORE[locale](), REST[locale]()]);
  return { ...core.sections, ...rest.sections } as Messages;
}

/** The rest of the page language's messages, while the page has only its core sections; else null. */
let pending: { locale: Locale; loading?: Promise<void> } | null = null;

/**
 * Makes sure every section of the page's language is loaded: at once when the page started with all of
 * them, else by fetching the rest (once) and adding it, which renders the translated components again.
 */
export function ensureAllMessages(): Promise<void> {
  if (!pending) return Promise.resolve();
  const wanted = pending;
  wanted.loading ??= REST[wanted.locale]()
    .then(({ sections: rest }) => {
      i18next.addResourceBundle(wanted.locale, 'translation', rest, true, true);
      if (pending === wanted) pending = null;
    })
    .catch((error: unknown) => {
      // A failed fetch (a new deployment, a dropped line) is tried again by the next caller.
      wanted.loading = undefined;
      throw error;
    });
  return wanted.loading;
}

/** A lazy chunk's loader that also waits for the rest of the messages (routes and dialogs a home visitor opens). */
export async function withAllMessages<T>(load: Promise<T>): Promise<T> {
  const [module] = await Promise.all([load, ensureAllMessages()]);
  return module;
}

type InitI18nOptions = {
  /** Only the core sections at first (the home page); the rest is fetched by `ensureAllMessages`. */
  coreOnly?: boolean;
};

export async function initI18n(
  locale: Locale,
  messages?: Partial<Record<Locale, Messages>>,
  options: InitI18nOptions = {},
): Promise<typeof i18next> {
  const resources: Resource = {};
  const coreOnly = !messages && options.coreOnly === true;
  const given: Partial<Record<Locale, Sections>> = messages ?? {
    [locale]: coreOnly ? (await CORE[locale]()).sections : await loadMessages(locale),
  };
  for (const [lng, translation] of Object.entries(given)) resources[lng] = { translation };
  pending = coreOnly ? { locale } : null;
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: false,
    load: 'currentOnly',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A text outside the core sections, asked for before the rest arrived, is blank for that moment (not
    // its key) and fetches the rest, whose arrival renders it again.
    parseMissingKeyHandler: (key) => {
      if (!pending) return key;
      void ensureAllMessages().catch(() => undefined);
      return '';
    },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return i18next;
}
