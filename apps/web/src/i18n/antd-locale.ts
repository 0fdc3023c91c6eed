import type { Locale } from '@copytrade/contracts/locale';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { currentLocale } from './locale';

/** antd and dayjs speak zh_TW / zh-tw for Traditional Chinese; each language is loaded on demand. */
const ANTD: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  zh_CN: () => import('antd/es/locale/zh_CN'),
  en_US: () => import('antd/es/locale/en_US'),
  zh_Hant: () => import('antd/es/locale/zh_TW'),
};

const DAYJS: Record<Locale, { name: string; load: () => Promise<unknown> }> = {
  zh_CN: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  en_US: { name: 'en', load: () => Promise.resolve() },
  zh_Hant: { name: 'zh-tw', load: () => import('dayjs/locale/zh-tw') },
};

/**
 * The dates' language (dayjs), set before the first antd part draws a picker or a named month or weekday
 * (`components/antd-scope`). The app's own formats are numeric and do not depend on it.
 */
export async function loadDayjsLocale(locale: Locale): Promise<void> {
  await DAYJS[locale].load();
  dayjs.locale(DAYJS[locale].name);
}

const antdLocales = new Map<Locale, Promise<AntdLocale>>();
const loaded = new Map<Locale, AntdLocale>();

/**
 * antd's texts in `locale` (pagination, pickers, empty tables), loaded once: the public site asks for them
 * with its first antd part (`components/antd-scope`), never with a page that has none.
 */
export function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  let loading = antdLocales.get(locale);
  if (!loading) {
    loading = ANTD[locale]().then(
      (module) => {
        loaded.set(locale, module.default);
        return module.default;
      },
      (error: unknown) => {
        // A chunk that failed to download is asked for again next time.
        antdLocales.delete(locale);
        throw error;
      },
    );
    antdLocales.set(locale, loading);
  }
  return loading;
}

/** antd's texts in the reader's language, once `loadAntdLocale` has loaded them. */
export function loadedAntdLocale(locale: Locale = currentLocale()): AntdLocale | undefined {
  return loaded.get(locale);
}

/** antd's texts and the dates' language together (the operator console, whose root is antd's). */
export async function loadUiLocale(locale: Locale): Promise<AntdLocale> {
  const [antd] = await Promise.all([loadAntdLocale(locale), loadDayjsLocale(locale)]);
  return antd;
}
