import { useState } from 'react';
import { Navigate } from 'react-router';
import { rootRedirect } from '@/lib/redirect-cap';
import { useSiteConfig } from '@/lib/site-config';

/** '/': the configured default base URL, or /home after more than 5 redirects (spec 2). */
export function RootRedirect() {
  const site = useSiteConfig();
  const [target] = useState(() => rootRedirect(site.defaultBaseUrl));
  return <Navigate to={target} replace />;
}
