import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { RouteProgress } from '@/components/route-progress';
import { ContactBar } from '@/features/footer/components/contact-bar';
import { SiteFooter } from '@/features/footer/components/site-footer';
import { MessageBell } from '@/features/messages/components/message-bell';
import { SiteHeader } from '@/features/navigation/components/site-header';
import { isHeaderHidden } from '@/features/navigation/utils/header-rules';
import { isIframe } from '@/lib/iframe';
import { useLoginDialog } from '@/lib/login-dialog';
import { RealtimeBridge } from '../realtime-bridge';
import styles from './public-shell.module.css';

const LoginDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/login-dialog')).LoginDialog,
}));

/** Mounts the login dialog's chunk the first time it is asked for, and keeps it for its close animation. */
function LoginDialogHost() {
  const { open } = useLoginDialog();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}

/**
 * Every page a tab loads from the server starts as history key 'default', so React Router would give a
 * freshly loaded page the scroll position another freshly loaded page had left; those entries are keyed
 * by path instead.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** The public community shell (templateType 1): header, page, footer, contact bar and login dialog. */
export function PublicShell() {
  const { pathname } = useLocation();
  const embedded = isIframe();
  const chromeHidden = isHeaderHidden(pathname, embedded);

  return (
    <div className={styles.shell}>
      <RouteProgress />
      {chromeHidden ? null : <SiteHeader bell={<MessageBell />} />}
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
