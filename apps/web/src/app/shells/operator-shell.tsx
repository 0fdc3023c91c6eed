import { DEFAULT_THEME } from '@copytrade/contracts/constants';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { OperatorLayout } from '@/features/operator/components/operator-layout';
import { CreateSiteRoute } from '@/features/operator/routes/create-site';
import { OperatorLoginRoute } from '@/features/operator/routes/operator-login';
import { SiteDetailRoute } from '@/features/operator/routes/site-detail';
import { SitesListRoute } from '@/features/operator/routes/sites-list';
import { setOperatorUnauthorizedHandler } from '@/lib/api-client';
import { clearOperatorSession } from '@/lib/operator-session';
import { OPERATOR_PATHS } from '@/lib/paths';
import { sitePalette } from '@copytrade/theme/palette';
import { cssVariablesOf } from '@copytrade/theme/tokens';
import { applyCssVariables } from '@/lib/css-variables';
import { antdThemeOf } from '@/lib/theme';
import { AppFrame } from '../feedback/app-frame';
import { NotifierBridge, SpinnerOverlay } from '../request-bridges';
import '../global.css';

/** The console's side menu: a deep navy, the platform's accent on it (no site's colours here). */
const CONSOLE_SIDER = '#101828';

/** The console's routes: its sign-in, then its pages inside the layout (which needs a session). */
export function operatorRoutes(): RouteObject[] {
  return [
    { path: OPERATOR_PATHS.login, element: <OperatorLoginRoute /> },
    {
      path: OPERATOR_PATHS.root,
      element: <OperatorLayout />,
      children: [
        { index: true, element: <Navigate to={OPERATOR_PATHS.sites} replace /> },
        { path: OPERATOR_PATHS.sites, element: <SitesListRoute /> },
        { path: OPERATOR_PATHS.newSite, element: <CreateSiteRoute /> },
        { path: OPERATOR_PATHS.site, element: <SiteDetailRoute /> },
        { path: '*', element: <Navigate to={OPERATOR_PATHS.sites} replace /> },
      ],
    },
  ];
}

/**
 * The platform operator's console (issue 15): its own shell, theme and router, above every site. A 401
 * from its calls ends the operator's session and opens its sign-in page.
 */
export function OperatorRoot({
  queryClient,
  antdLocale,
}: {
  queryClient: QueryClient;
  antdLocale: AntdLocale;
}) {
  const palette = useMemo(
    () =>
      sitePalette({
        themeColor: DEFAULT_THEME.operatorAccent,
        secondThemeColor: DEFAULT_THEME.operatorAccent,
        headerBgc: CONSOLE_SIDER,
        footerBgc: CONSOLE_SIDER,
      }),
    [],
  );
  const theme = useMemo<ThemeConfig>(() => {
    const base = antdThemeOf(palette);
    return {
      ...base,
      token: { ...base.token, borderRadius: 8, colorBgLayout: undefined },
      components: {
        ...base.components,
        Layout: { siderBg: palette.headerBg, headerBg: palette.headerBg, bodyBg: undefined },
        Menu: {
          darkItemBg: palette.headerBg,
          darkSubMenuItemBg: palette.headerBg,
          darkItemSelectedBg: palette.primary,
        },
      },
    };
  }, [palette]);
  const router = useMemo(() => createBrowserRouter(operatorRoutes()), []);

  useLayoutEffect(() => {
    applyCssVariables(cssVariablesOf(palette, antdTheme.getDesignToken(theme)));
  }, [palette, theme]);

  useEffect(() => {
    setOperatorUnauthorizedHandler(() => {
      clearOperatorSession();
      void router.navigate(OPERATOR_PATHS.login);
    });
    return () => setOperatorUnauthorizedHandler(null);
  }, [router]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={antdLocale} button={{ autoInsertSpace: false }}>
        <AppFrame>
          <NotifierBridge />
          <SpinnerOverlay />
          <RouterProvider router={router} />
        </AppFrame>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
