import { ThemeScope } from '@/components/antd-scope/antd-scope';
import { useLayoutEffect, useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { RouteProgress } from '@/components/route-progress';
import { ContactBar } from '@/features/footer/components/contact-bar';
import { isHeaderHidden } from '@/features/navigation/utils/header-rules';
import { isIframe } from '@/lib/iframe';
import { useSiteConfig } from '@/lib/site-config';
import { sitePalette } from '@copytrade/theme/palette';
import { RealtimeBridge } from '../../realtime-bridge';
import { LoginDialogHost, scrollKey } from '../../shells/shell-parts';
import { QuoteTicker } from './quote-ticker';
import { TerminalFooter } from './terminal-footer';
import { TerminalHeader } from './terminal-header';
import { terminalCssVariables, terminalTheme } from './terminal-theme';
import styles from './terminal-shell.module.css';

/**
 * Template 2 ("Terminal"): the dark trading-terminal layout. A dense header, the live quotes ticker, the
 * page, a compact footer; the whole tree (and the dialogs it opens) in the dark theme with the site's
 * colour as primary, so the shared pages drawn inside are dark as well.
 */
export function TerminalShell() {
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const chromeHidden = isHeaderHidden(pathname, isIframe());
  const palette = useMemo(() => sitePalette(site), [site]);
  const theme = useMemo(() => terminalTheme(palette), [palette]);
  const vars = useMemo(() => terminalCssVariables(palette, theme), [palette, theme]);

  // Dialogs and popups render at the end of <body>: the dark variables go on <body> so they read them
  // too; the page's own stylesheets on <html> stay untouched and come back when the layout goes.
  useLayoutEffect(() => {
    const { body } = document;
    for (const [name, value] of Object.entries(vars)) body.style.setProperty(name, value);
    body.style.setProperty('color-scheme', 'dark');
    return () => {
      for (const name of Object.keys(vars)) body.style.removeProperty(name);
      body.style.removeProperty('color-scheme');
    };
  }, [vars]);

  // The parts that bring their own antd scope (the login dialog, the user menu) draw dark too.
  return (
    <ThemeScope theme={theme} variables={vars}>
      <div className={styles.shell}>
        <RouteProgress />
        {chromeHidden ? null : (
          <div className={styles.top}>
            <TerminalHeader />
            <QuoteTicker />
          </div>
        )}
        <main className={styles.main}>
          <Outlet />
        </main>
        {chromeHidden ? null : <TerminalFooter />}
        {chromeHidden ? null : <ContactBar />}
        <LoginDialogHost />
        <RealtimeBridge />
        <ScrollRestoration getKey={scrollKey} />
      </div>
    </ThemeScope>
  );
}
