import { useState } from 'react';
import { Navigate } from 'react-router';
import { rootRedirect, type RootTargets } from '@/lib/redirect-cap';
import { useSiteConfig } from '@/lib/site-config';
import styles from './root-redirect.module.css';

/**
 * '/': the configured default base URL, or /home after more than 5 redirects (spec 2). A shell may name
 * other targets (the MAM back office's standalone version: its login page).
 */
export function RootRedirect({ targets }: { targets?: RootTargets } = {}) {
  const site = useSiteConfig();
  const [target] = useState(() => rootRedirect(site.defaultBaseUrl, sessionStorage, targets));
  return (
    <>
      <div className={styles.placeholder} />
      <Navigate to={target} replace />
    </>
  );
}
