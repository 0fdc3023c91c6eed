import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rootRedirect, type RootTargets } from '@/lib/redirect-cap';
import { useSiteConfig } from '@/lib/site-config';
import styles from './root-redirect.module.css';

/**
 * '/': the configured default base URL, or /home after more than 5 redirects (spec 2). A shell may name
 * other targets (the MAM back office's standalone version: its login page).
 *
 * Each arrival at '/' is a redirect of its own (keyed by the location's key). Without the key, a reader
 * who came back to '/' while the page it sent him to was still rendering (React keeps the old screen,
 * this one, until the new one is ready) met the same redirect again, whose navigation had already run:
 * he stayed at '/'.
 */
export function RootRedirect({ targets }: { targets?: RootTargets } = {}) {
  const { key } = useLocation();
  return <RedirectOnce key={key} {...(targets ? { targets } : {})} />;
}

function RedirectOnce({ targets }: { targets?: RootTargets }) {
  const site = useSiteConfig();
  const [target] = useState(() => rootRedirect(site.defaultBaseUrl, sessionStorage, targets));
  return (
    <>
      <div className={styles.placeholder} />
      <Navigate to={target} replace />
    </>
  );
}
