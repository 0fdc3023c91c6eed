import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { loadUiLocale } from '@/i18n/antd-locale';
import { initI18n } from '@/i18n/i18n';
import { readLanguageCookie, resolveLocale, setCurrentLocale } from '@/i18n/locale';

/**
 * The platform operator's console (issue 15) starts here instead of a site: no site config is asked for
 * (the console is above the sites). The language is the cookie's, else Simplified Chinese.
 */
export async function bootOperator(container: HTMLElement, queryClient: QueryClient): Promise<void> {
  const locale = resolveLocale(readLanguageCookie(), undefined);
  setCurrentLocale(locale);
  const [antdLocale, { OperatorRoot }] = await Promise.all([
    loadUiLocale(locale),
    import('./shells/operator-shell'),
    initI18n(locale),
  ]);
  document.title = i18next.t('operator.documentTitle');
  createRoot(container).render(<OperatorRoot queryClient={queryClient} antdLocale={antdLocale} />);
}
