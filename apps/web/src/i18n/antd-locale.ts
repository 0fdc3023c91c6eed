import type { Locale } from '@copytrade/contracts/locale';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';

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

export async function loadUiLocale(locale: Locale): Promise<AntdLocale> {
  const [antd] = await Promise.all([ANTD[locale](), DAYJS[locale].load()]);
  dayjs.locale(DAYJS[locale].name);
  return antd.default;
}
