import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { RouteProgress } from '@/components/route-progress';
import { ContactBar } from '@/features/footer/components/contact-bar';
import { SiteFooter } from '@/features/footer/components/site-footer';
import { LazyMessageBell } from '@/features/messages/components/lazy-message-bell';
import { SiteHeader } from '@/features/navigation/components/site-header';
import { isHeaderHidden } from '@/features/navigation/utils/header-rules';
import { isIframe } from '@/lib/iframe';
import { RealtimeBridge } from '../realtime-bridge';
import { LoginDialogHost, scrollKey } from './shell-parts';
import styles from './public-shell.module.css';

/** The public community shell (templateType 1): header, page, footer, contact bar and login dialog. */
export function PublicShell() {
  const { pathname } = useLocation();
  const embedded = isIframe();
  const chromeHidden = isHeaderHidden(pathname, embedded);

  return (
    <div className={styles.shell}>
      <RouteProgress />
      {chromeHidden ? null : <SiteHeader bell={<LazyMessageBell />} />}
      <main className={styles.main}>
        <Outlet />
      </main>
      {chromeHidden ? null : <SiteFooter />}
      {chromeHidden ? null : <ContactBar />}
      <LoginDialogHost />
      <RealtimeBridge />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
