import type { Locale } from '@copytrade/contracts/locale';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type zhCN from './locales/zh_CN.json';

export type Messages = typeof zhCN;

/** Each language is its own chunk: a reader downloads only the one the page shows. */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  zh_CN: () => import('./locales/zh_CN.json'),
  en_US: () => import('./locales/en_US.json'),
  zh_Hant: () => import('./locales/zh_Hant.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await LOADERS[locale]()).default;
}

export async function initI18n(
  locale: Locale,
  messages?: Partial<Record<Locale, Messages>>,
): Promise<typeof i18next> {
  const resources: Resource = {};
  const given = messages ?? { [locale]: await loadMessages(locale) };
  for (const [lng, translation] of Object.entries(given)) resources[lng] = { translation };
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: false,
    load: 'currentOnly',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return i18next;
}
