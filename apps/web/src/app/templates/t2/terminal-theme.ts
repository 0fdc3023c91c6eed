import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { SitePalette } from '@copytrade/theme/palette';
import { cssVariablesOf } from '@copytrade/theme/tokens';
import { antdThemeOf } from '@/lib/theme';

/**
 * The terminal's base surface: the dark algorithm derives every background, border and text colour of the
 * template from it (the near-black, faintly blue ground of a trading terminal). The site's theme colour
 * stays the primary colour.
 */
const TERMINAL_BASE = '#0b0f17';

/** Template 2's antd theme: the site's theme, dark, denser, with the site's colour as primary. */
export function terminalTheme(palette: SitePalette): ThemeConfig {
  const base = antdThemeOf(palette);
  // The site's font colour is meant for light pages; the dark algorithm picks the text colours here.
  const { colorTextBase: _lightText, ...token } = base.token ?? {};
  return {
    ...base,
    // Nested themes merge the parent's tokens by default: the light site's text colour would stay.
    inherit: false,
    cssVar: { key: 'ct-terminal' },
    algorithm: antdTheme.darkAlgorithm,
    token: {
      ...token,
      colorPrimary: palette.primary,
      colorLink: palette.primary,
      colorBgBase: TERMINAL_BASE,
      borderRadius: 6,
    },
    components: {
      ...base.components,
      Layout: { headerBg: 'transparent', footerBg: 'transparent', bodyBg: 'transparent' },
      Menu: {
        darkItemBg: 'transparent',
        darkSubMenuItemBg: 'transparent',
        darkItemSelectedBg: 'transparent',
        darkItemSelectedColor: palette.primary,
        darkItemHoverColor: palette.primary,
        itemBg: 'transparent',
      },
      Table: { cellPaddingBlockSM: 7 },
    },
  };
}

/**
 * The CSS variables of the terminal: the shared pages' stylesheets read `--ct-*`, so giving them the dark
 * tokens draws every shared page (profile, personal center, tools) dark too. Header and footer take the
 * terminal's own surfaces; the contact bar keeps the site's colour.
 */
export function terminalCssVariables(palette: SitePalette, config: ThemeConfig): Record<string, string> {
  const token = antdTheme.getDesignToken(config);
  const vars = cssVariablesOf(palette, token);
  return {
    ...vars,
    '--ct-header-bg': token.colorBgContainer,
    '--ct-header-text': token.colorText,
    '--ct-footer-bg': token.colorBgContainer,
    '--ct-footer-text': token.colorTextSecondary,
    '--ct-bg-elevated': token.colorBgElevated,
    '--ct-font-mono': token.fontFamilyCode,
  };
}
