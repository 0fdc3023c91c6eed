import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { RouteProgress } from '@/components/route-progress';
import { ContactBar } from '@/features/footer/components/contact-bar';
import { SiteFooter } from '@/features/footer/components/site-footer';
import { LazyMessageBell } from '@/features/messages/components/lazy-message-bell';
import { isHeaderHidden } from '@/features/navigation/utils/header-rules';
import { isIframe } from '@/lib/iframe';
import { RealtimeBridge } from '../realtime-bridge';
import styles from '../shells/public-shell.module.css';
import { LoginDialogHost, scrollKey } from '../shells/shell-parts';
import { HashHeader } from './hash-header';
import { showsHashFooter } from './hash-paths';

/**
 * The hash-mode site's layout (siteType 3, spec 2): the header (hidden on the auth pages, the embeddable
 * pages and in an iframe), the page, the footer only under tools, aboutUs, personalCenter and
 * marketDynamics, the contact bar and the login dialog.
 */
export function HashShell() {
  const { pathname } = useLocation();
  const chromeHidden = isHeaderHidden(pathname, isIframe());
  const footer = !chromeHidden && showsHashFooter(pathname);

  return (
    <div className={styles.shell} data-shell="hash-site">
      <RouteProgress />
      {chromeHidden ? null : <HashHeader bell={<LazyMessageBell />} />}
      <main className={styles.main}>
        <Outlet />
      </main>
      {footer ? <SiteFooter /> : null}
      {chromeHidden ? null : <ContactBar />}
      <LoginDialogHost />
      <RealtimeBridge />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
