import { ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import { use, useMemo, type ComponentType, type ReactNode } from 'react';
import { loadedAntdLocale } from '@/i18n/antd-locale';
import { antdThemeOf } from '@/lib/theme';
import { SiteThemeContext, type SiteTheme, type ThemeVariables } from './scope-context';

/** antd's config of each theme the root gives, derived once however many scopes draw with it. */
const configs = new WeakMap<SiteTheme, ThemeConfig>();

function configOf(theme: SiteTheme): ThemeConfig {
  if ('config' in theme) return theme.config;
  let config = configs.get(theme);
  if (!config) {
    config = antdThemeOf(theme.palette);
    configs.set(theme, config);
  }
  return config;
}

/**
 * antd's ConfigProvider with the site's theme (`SiteThemeContext`, its antd config derived here from the
 * site's palette) and antd's texts in the reader's language.
 * The app's root has none, so the first screens that draw no antd part download none of antd: each route
 * and lazy part that does brings its own scope (`load-scope.ts`). Without a site theme (the operator
 * console, tests) it leaves the ConfigProvider above in charge.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const theme = use(SiteThemeContext);
  const config = theme && configOf(theme);
  if (!config) return children;
  return (
    <ConfigProvider theme={config} locale={loadedAntdLocale()} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}

/**
 * A part of the site with an antd theme of its own (template 2's dark terminal, the dark embed): its antd
 * parts draw with it, and so do the lazy parts opened inside it, which bring their own scope.
 */
export function ThemeScope({
  theme,
  variables,
  children,
}: {
  theme: ThemeConfig;
  /** Its `--ct-*` variables (`cssVariablesOf` its tokens), which the charts inside draw with. */
  variables: ThemeVariables;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ config: theme, variables }), [theme, variables]);
  return (
    <SiteThemeContext value={value}>
      <AntdScope>{children}</AntdScope>
    </SiteThemeContext>
  );
}

/** `Component` drawn inside an `AntdScope`. */
export function scoped<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  Scoped.displayName = `Scoped(${Component.displayName ?? Component.name})`;
  return Scoped;
}
