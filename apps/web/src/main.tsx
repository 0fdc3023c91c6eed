// First: a framed page with its storage blocked gets a memory one before anything reads the session.
import '@/app/embed/storage-guard-install';
import { claimChunkReload } from '@/app/routes/chunk-reload';
import { currentLocale, readLanguageCookie, resolveLocale, setCurrentLocale } from '@/i18n/locale';
import { isOperatorConsolePath } from '@/lib/paths';
import { createQueryClient } from '@/lib/query-client';
import { watchSession } from '@/lib/session';
import { siteConfigQueryOptions } from '@/lib/site-config';

/**
 * The first chunk only asks for the site config; React DOM, i18n, antd and the routes download in
 * parallel with that request (spec 2: the site config picks everything else).
 */
watchSession();
setCurrentLocale(resolveLocale(readLanguageCookie(), undefined));
const queryClient = createQueryClient();
// The platform operator's console is above the sites: it boots its own shell and asks for no site.
const operatorConsole = isOperatorConsolePath(window.location.pathname);
const site = operatorConsole ? null : queryClient.fetchQuery(siteConfigQueryOptions());
site?.catch(() => undefined);

/** Said before any translation is loaded: the boot chunk itself could not be fetched. */
const LOAD_FAILED = {
  zh_CN: '页面加载失败，请刷新重试。',
  en_US: 'The page could not be loaded. Please reload.',
  zh_Hant: '頁面載入失敗，請重新整理重試。',
} as const;

const container = document.getElementById('root');
if (container) {
  (site
    ? import('./app/boot').then(({ boot }) => boot(container, queryClient, site))
    : import('./app/operator-boot').then(({ bootOperator }) => bootOperator(container, queryClient))
  ).catch((error: unknown) => {
    // A deploy replaced the chunks this page knows: one reload fetches the new ones (spec 2).
    if (claimChunkReload(sessionStorage, Date.now())) {
      window.location.reload();
      return;
    }
    console.error(error);
    container.textContent = LOAD_FAILED[currentLocale()];
  });
}
