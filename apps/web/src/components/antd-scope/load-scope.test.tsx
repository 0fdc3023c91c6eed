import { render, screen } from '@testing-library/react';
import { sitePalette } from '@copytrade/theme/palette';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { Suspense, use } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '@/i18n/locale';
import { lazyScoped, PLAIN_ROUTE, scopeRoutes } from './load-scope';
import { SiteThemeContext, type SiteTheme } from './scope-context';

/** The site's theme as the app's root gives it: its palette, from which the scope derives antd's config. */
const THEME: SiteTheme = { palette: sitePalette({ themeColor: '#d4380d' }), variables: {} };

/** What an antd part below would draw with: the theme's brand colour and antd's language. */
function Probe({ name }: { name: string }) {
  const config = use(ConfigProvider.ConfigContext);
  const primary = config.theme?.token?.colorPrimary ?? 'none';
  return <p>{`${name}: ${primary} ${config.locale?.locale ?? 'no locale'}`}</p>;
}

afterEach(() => {
  setCurrentLocale('zh_CN');
  dayjs.locale('en');
});

async function pageOf(route: RouteObject) {
  if (typeof route.lazy !== 'function') throw new Error('not lazy');
  const loaded = await route.lazy();
  return loaded.Component ? <loaded.Component /> : loaded.element;
}

describe('scopeRoutes', () => {
  it("draws a lazy page inside the site's theme and antd's texts in the reader's language", async () => {
    setCurrentLocale('zh_CN');
    const [route] = scopeRoutes([
      { path: '/x', lazy: () => Promise.resolve({ Component: () => <Probe name="page" /> }) },
    ]);
    render(<SiteThemeContext value={THEME}>{await pageOf(route!)}</SiteThemeContext>);
    expect(screen.getByText('page: #d4380d zh-cn')).toBeInTheDocument();
  });

  it('scopes a layout given as an element, and leaves what is below it alone', async () => {
    const child: RouteObject = {
      path: 'y',
      lazy: () => Promise.resolve({ Component: () => <Probe name="child" /> }),
    };
    const [layout] = scopeRoutes([{ path: '/x', element: <Probe name="layout" />, children: [child] }]);
    expect(layout!.element).toBeUndefined();
    expect(layout!.children![0]).toBe(child);
    render(<SiteThemeContext value={THEME}>{await pageOf(layout!)}</SiteThemeContext>);
    expect(screen.getByText('layout: #d4380d zh-cn')).toBeInTheDocument();
  });

  it('leaves a plain route (the home page) and a redirect unscoped, and scopes the pages below a plain layout', () => {
    const home: RouteObject = {
      path: '/home',
      lazy: () => Promise.resolve({ Component: () => null }),
      handle: PLAIN_ROUTE,
    };
    const redirect: RouteObject = { index: true, element: <Navigate to="/home" /> };
    const page: RouteObject = { path: '/other', lazy: () => Promise.resolve({ Component: () => null }) };
    const [shell] = scopeRoutes([
      { element: <p />, handle: PLAIN_ROUTE, children: [{ children: [redirect, home, page] }] },
    ]);
    const [scopedRedirect, scopedHome, scopedPage] = shell!.children![0]!.children!;
    expect(shell!.element).toBeDefined();
    expect(scopedRedirect).toBe(redirect);
    expect(scopedHome).toBe(home);
    expect(scopedPage!.lazy).not.toBe(page.lazy);
  });

  it('leaves the ConfigProvider above in charge where there is no site theme (the operator console)', async () => {
    const [route] = scopeRoutes([
      { path: '/x', lazy: () => Promise.resolve({ Component: () => <Probe name="page" /> }) },
    ]);
    render(
      <ConfigProvider theme={{ token: { colorPrimary: '#123456' } }}>{await pageOf(route!)}</ConfigProvider>,
    );
    expect(screen.getByText('page: #123456 no locale')).toBeInTheDocument();
  });
});

describe('lazyScoped', () => {
  it("draws a lazy part inside the site's theme, in English for an English reader", async () => {
    setCurrentLocale('en_US');
    const Part = lazyScoped(() => Promise.resolve(({ name }: { name: string }) => <Probe name={name} />));
    render(
      <SiteThemeContext value={THEME}>
        <Suspense fallback="loading">
          <Part name="dialog" />
        </Suspense>
      </SiteThemeContext>,
    );
    expect(await screen.findByText('dialog: #d4380d en')).toBeInTheDocument();
  });

  it("sets the dates' language with it: a picker's month and weekday names read in the reader's language", async () => {
    setCurrentLocale('zh_Hant');
    const Part = lazyScoped(() =>
      Promise.resolve(() => <p>{dayjs(Date.UTC(2026, 11, 1, 12)).format('MMMM dddd')}</p>),
    );
    render(
      <SiteThemeContext value={THEME}>
        <Suspense fallback="loading">
          <Part />
        </Suspense>
      </SiteThemeContext>,
    );
    expect(await screen.findByText('十二月 星期二')).toBeInTheDocument();
    expect(dayjs.locale()).toBe('zh-tw');
  });
});
