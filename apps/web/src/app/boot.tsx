import type { SiteConfig } from '@copytrade/contracts/site';
import type { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MESSAGE_PARTS, type MessagePart } from '@/i18n/core-sections';
import { ensureAllMessages, initI18n } from '@/i18n/i18n';
import { readLanguageCookie, resolveLocale, setCurrentLocale } from '@/i18n/locale';
import { applyCssVariables } from '@/lib/css-variables';
import { PATHS } from '@/lib/paths';
import { siteConfigQueryOptions } from '@/lib/site-config';
import { BootError } from './boot-error';
import { embedLanguage } from './embed/embed-params';
import { isTraderProfilePath, preloadFirstScreen } from './routes/first-screen';
import { pickShell, type ShellKey } from './shells/pick-shell';
import { loadShell } from './shells/shells';
import { applyDescription, applySiteHead, loadStatisticsScript } from './site-head';

/**
 * The addresses whose page shows only the core sections of the messages (`core-sections.ts`): the
 * community site's home page (its own address, and the root that leads to it) and the strategy square.
 */
const CORE_ENTRIES: ReadonlySet<string> = new Set(['/', PATHS.home, PATHS.square]);

/** The parts of the messages the first page of template 1 starts with; the others come later. */
function firstParts(shell: ShellKey, pathname: string): readonly MessagePart[] {
  if (shell !== 'community-template-1') return MESSAGE_PARTS;
  if (CORE_ENTRIES.has(pathname)) return ['core'];
  return isTraderProfilePath(pathname) ? ['core', 'profile'] : MESSAGE_PARTS;
}

/**
 * Startup (spec 2 Other UI, spec 4 Session): the site config decides the language (cookie, else the
 * site's default), the theme and the shell. Nothing of the site renders before it is known.
 */
export async function boot(
  container: HTMLElement,
  queryClient: QueryClient,
  sitePromise: Promise<SiteConfig>,
): Promise<void> {
  const root = createRoot(container);
  // The embed page's `?lang=` wins: framed with third-party cookies blocked, it has no cookie.
  const cookie = embedLanguage() ?? readLanguageCookie();
  const requested = resolveLocale(cookie, undefined);

  let site: SiteConfig;
  try {
    site = await sitePromise;
  } catch (error) {
    await initI18n(requested);
    root.render(<BootError error={error} />);
    return;
  }

  const locale = resolveLocale(cookie, site);
  setCurrentLocale(locale);
  if (locale !== requested) {
    // The config was asked for in another language; its texts (company intro, ...) follow the header.
    site = await queryClient.fetchQuery({ ...siteConfigQueryOptions(), staleTime: 0 });
  }

  // A suspended or expired site shows its message instead of the app (issue 15); its API refuses anyway.
  if (!site.open) {
    const [{ SiteClosed }] = await Promise.all([import('./site-closed'), initI18n(locale)]);
    applyCssVariables(site.themeVariables);
    applySiteHead(site);
    root.render(<SiteClosed site={site} />);
    return;
  }

  const shell = pickShell(site);
  // The community site's home page, square and profiles start with their own messages only
  // (`core-sections.ts`); the rest comes at the reader's first click or key press, before the page it leads
  // to (shells.tsx) or a dialog needs it.
  const parts = firstParts(shell, window.location.pathname);
  if (parts.length < MESSAGE_PARTS.length) {
    const more = () => void ensureAllMessages().catch(() => undefined);
    for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) {
      window.addEventListener(type, more, { once: true, passive: true, capture: true });
    }
  }
  // The shell's route table comes with the app, in parallel: only the shell this site shows is loaded.
  // They are asked for before the first screen's page and data: the browser fetches a few files at a time,
  // in the order asked, and the page cannot render before the app and its shell.
  const ready = Promise.all([import('./app'), initI18n(locale, undefined, { parts }), loadShell(shell)]);
  preloadFirstScreen(window.location.pathname, queryClient);
  const [{ AppRoot }, i18n, loaded] = await ready;
  applySiteHead(site);
  applyDescription(i18n.t('footer.tagline'));
  loadStatisticsScript(site.statisticsCode);
  root.render(<AppRoot site={site} shell={loaded} queryClient={queryClient} />);
}
