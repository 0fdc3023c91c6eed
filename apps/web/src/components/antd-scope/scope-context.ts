import type { SitePalette } from '@copytrade/theme/palette';
import type { ThemeConfig } from 'antd';
import { createContext } from 'react';

/** The `--ct-*` CSS variables a theme's plain parts and charts draw with (`@copytrade/theme/tokens`). */
export type ThemeVariables = Readonly<Record<string, string>>;

/**
 * The site's light theme by its palette (antd's config is derived by the scope, where antd is loaded), or a
 * template's own antd theme (template 2's dark terminal, the dark embed); each with its CSS variables, which
 * the charts read (they draw on a canvas, where stylesheets do not reach).
 */
export type SiteTheme =
  { palette: SitePalette; variables: ThemeVariables } | { config: ThemeConfig; variables: ThemeVariables };

/**
 * The theme the antd parts below draw with (`AntdScope`): the site's, from the app's root, or a template's
 * own. Null outside the public app (the operator console and the tests have their own ConfigProvider,
 * which a scope then leaves alone).
 */
export const SiteThemeContext = createContext<SiteTheme | null>(null);
