import type { Locale } from '@copytrade/contracts/locale';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGE_PARTS, type MessagePart } from './core-sections';
import type zhCN from './locales/zh_CN.json';

export type Messages = typeof zhCN;
type Sections = Record<string, unknown>;
type PartLoader = () => Promise<{ sections: Sections }>;

/**
 * Each language is three chunks of its own (build/messages-plugin.ts): the sections the home page and
 * the square show (`core-sections.ts`), those a trader profile adds, and the rest. A reader downloads
 * only the language the page shows.
 */
const PARTS: Record<Locale, Record<MessagePart, PartLoader>> = {
  zh_CN: {
    core: () => import('virtual:messages/zh_CN/core'),
    profile: () => import('virtual:messages/zh_CN/profile'),
    rest: () => import('virtual:messages/zh_CN/rest'),
  },
  en_US: {
    core: () => import('virtual:messages/en_US/core'),
    profile: () => import('virtual:messages/en_US/profile'),
    rest: () => import('virtual:messages/en_US/rest'),
  },
  zh_Hant: {
    core: () => import('virtual:messages/zh_Hant/core'),
    profile: () => import('virtual:messages/zh_Hant/profile'),
    rest: () => import('virtual:messages/zh_Hant/rest'),
  },
};

async function loadParts(locale: Locale, parts: readonly MessagePart[]): Promise<Sections> {
  const loaded = await Promise.all(parts.map((part) => PARTS[locale][part]()));
  return Object.assign({}, ...loaded.map((module) => module.sections)) as Sections;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loadParts(locale, MESSAGE_PARTS)) as Messages;
}

/** The parts of the page language's messages not loaded yet, while the page started with some only. */
let pending: { locale: Locale; missing: Set<MessagePart>; loading: Map<MessagePart, Promise<void>> } | null =
  null;

/**
 * Makes sure the given parts of the page's language are loaded: at once when the page started with all of
 * them, else by fetching each missing one (once) and adding it, which renders the translated components
 * again.
 */
export function ensureMessages(parts: readonly MessagePart[]): Promise<void> {
  const wanted = pending;
  if (!wanted) return Promise.resolve();
  const loads = parts
    .filter((part) => wanted.missing.has(part))
    .map((part) => {
      let loading = wanted.loading.get(part);
      if (!loading) {
        loading = PARTS[wanted.locale]
          [part]()
          .then(({ sections }) => {
            i18next.addResourceBundle(wanted.locale, 'translation', sections, true, true);
            wanted.missing.delete(part);
            if (pending === wanted && wanted.missing.size === 0) pending = null;
          })
          .catch((error: unknown) => {
            // A failed fetch (a new deployment, a dropped line) is tried again by the next caller.
            wanted.loading.delete(part);
            throw error;
          });
        wanted.loading.set(part, loading);
      }
      return loading;
    });
  return Promise.all(loads).then(() => undefined);
}

/** Every part of the page language's messages (the rest of them, when the page started with some only). */
export function ensureAllMessages(): Promise<void> {
  return ensureMessages(MESSAGE_PARTS);
}

/** A lazy chunk's loader that also waits for the given parts of the messages. */
export async function withMessages<T>(load: Promise<T>, parts: readonly MessagePart[]): Promise<T> {
  const [module] = await Promise.all([load, ensureMessages(parts)]);
  return module;
}

/** A lazy chunk's loader that also waits for every part of the messages (routes and dialogs a home visitor opens). */
export function withAllMessages<T>(load: Promise<T>): Promise<T> {
  return withMessages(load, MESSAGE_PARTS);
}

type InitI18nOptions = {
  /**
   * The parts to start with (the home page and the square: the core; a profile: the core and its own); the
   * others are fetched by `ensureMessages`. Default: all of them.
   */
  parts?: readonly MessagePart[];
};

export async function initI18n(
  locale: Locale,
  messages?: Partial<Record<Locale, Messages>>,
  options: InitI18nOptions = {},
): Promise<typeof i18next> {
  const resources: Resource = {};
  const parts = messages ? MESSAGE_PARTS : (options.parts ?? MESSAGE_PARTS);
  const missing = new Set(MESSAGE_PARTS.filter((part) => !parts.includes(part)));
  const given: Partial<Record<Locale, Sections>> = messages ?? { [locale]: await loadParts(locale, parts) };
  for (const [lng, translation] of Object.entries(given)) resources[lng] = { translation };
  pending = missing.size > 0 ? { locale, missing, loading: new Map() } : null;
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: false,
    load: 'currentOnly',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A text outside the parts loaded, asked for before the others arrived, is blank for that moment (not
    // its key) and fetches them, whose arrival renders it again.
    parseMissingKeyHandler: (key) => {
      if (!pending) return key;
      void ensureAllMessages().catch(() => undefined);
      return '';
    },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return i18next;
}
