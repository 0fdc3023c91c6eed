import type { SiteConfig } from '@copytrade/contracts/site';
import { sitePalette } from '@copytrade/theme/palette';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { createBrowserRouter, createHashRouter, RouterProvider } from 'react-router';
import { SiteThemeContext } from '@/components/antd-scope/scope-context';
import { setCallTwins, setUnauthorizedHandler } from '@/lib/api-client';
import { applyCssVariables } from '@/lib/css-variables';
import { siteConfigQueryOptions } from '@/lib/site-config';
import { PATHS } from '@/lib/paths';
import { clearSession } from '@/lib/session';
import { AppFrame } from './feedback/app-frame';
import { NotifierBridge, SpinnerOverlay } from './request-bridges';
import { applySiteHead } from './site-head';
import type { LoadedShell } from './shells/shells';
import './global.css';

export type AppRootProps = {
  site: SiteConfig;
  /** The shell `pickShell` chose, its route table loaded (`loadShell`). */
  shell: LoadedShell;
  queryClient: QueryClient;
};

export function AppRoot({ site: bootSite, shell: definition, queryClient }: AppRootProps) {
  // The theme follows the site config query: the admin's site settings invalidate it after a save, and the
  // running page takes the new colours, font, title and icon without a reload (the shell stays as booted).
  const site = useQuery({ ...siteConfigQueryOptions(), initialData: bootSite }, queryClient).data;
  // antd's config is derived from the palette by the first part that draws antd (AntdScope).
  const theme = useMemo(() => ({ palette: sitePalette(site), variables: site.themeVariables }), [site]);
  const router = useMemo(() => {
    // The shell's call twins are in place before the router loads its first page and asks for anything.
    setCallTwins(definition.twins ?? null);
    const create = definition.history === 'hash' ? createHashRouter : createBrowserRouter;
    return create(definition.routes());
  }, [definition]);

  // The server derives the CSS variables from the site's colours (`themeVariables`): none of the
  // derivation is loaded here.
  useLayoutEffect(() => {
    applyCssVariables(site.themeVariables);
  }, [site.themeVariables]);

  useEffect(() => {
    applySiteHead(site);
  }, [site]);

  useEffect(() => {
    if (definition.unauthorized !== 'login-page') return undefined;
    setUnauthorizedHandler(() => {
      clearSession();
      void router.navigate(PATHS.login);
    });
    return () => setUnauthorizedHandler(null);
  }, [definition, router]);

  return (
    <QueryClientProvider client={queryClient}>
      {/* No ConfigProvider here: the routes and lazy parts that draw antd bring it (components/antd-scope). */}
      <SiteThemeContext value={theme}>
        <AppFrame>
          <NotifierBridge />
          <SpinnerOverlay />
          <RouterProvider router={router} />
        </AppFrame>
      </SiteThemeContext>
    </QueryClientProvider>
  );
}
