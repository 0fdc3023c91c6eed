import { DEFAULT_THEME } from '@copytrade/contracts/constants';
import type { SiteConfig } from '@copytrade/contracts/site';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { isDark, isHexColor } from './color';

/** Spec 9 default theme colours, used where the operator left a colour empty. */
const { operatorAccent: _operatorAccent, ...siteThemeDefaults } = DEFAULT_THEME;
export const THEME_DEFAULTS = siteThemeDefaults;

export type SitePalette = {
  primary: string;
  secondary: string;
  text: string;
  headerBg: string;
  footerBg: string;
  rightBarBg: string;
  fontFamily: string;
  headerDark: boolean;
  footerDark: boolean;
};

type ThemeFields = Pick<
  SiteConfig,
  | 'themeColor'
  | 'secondThemeColor'
  | 'fontColor'
  | 'headerBgc'
  | 'footerBgc'
  | 'rightBarBackgroundColor'
  | 'fontFamily'
>;

const pick = (value: string | null | undefined, fallback: string) => (isHexColor(value) ? value : fallback);

export function sitePalette(site: Partial<ThemeFields>): SitePalette {
  const headerBg = pick(site.headerBgc, THEME_DEFAULTS.headerBgc);
  const footerBg = pick(site.footerBgc, THEME_DEFAULTS.footerBgc);
  return {
    primary: pick(site.themeColor, THEME_DEFAULTS.themeColor),
    secondary: pick(site.secondThemeColor, THEME_DEFAULTS.secondThemeColor),
    text: pick(site.fontColor, THEME_DEFAULTS.fontColor),
    headerBg,
    footerBg,
    rightBarBg: pick(site.rightBarBackgroundColor, THEME_DEFAULTS.rightBarBackgroundColor),
    fontFamily: site.fontFamily?.trim() ?? '',
    headerDark: isDark(headerBg),
    footerDark: isDark(footerBg),
  };
}

/** antd theme from the site's colours (spec 3 Site info, spec 9 defaults). */
export function antdThemeOf(palette: SitePalette): ThemeConfig {
  return {
    cssVar: { key: 'ct' },
    token: {
      colorPrimary: palette.primary,
      colorLink: palette.primary,
      colorTextBase: palette.text,
      borderRadius: 8,
      ...(palette.fontFamily ? { fontFamily: palette.fontFamily } : {}),
    },
    components: {
      Layout: { headerBg: palette.headerBg, footerBg: palette.footerBg, bodyBg: 'transparent' },
      Menu: {
        darkItemBg: palette.headerBg,
        darkSubMenuItemBg: palette.headerBg,
        darkPopupBg: palette.headerBg,
        darkItemSelectedBg: 'transparent',
        darkItemSelectedColor: palette.primary,
        darkItemHoverColor: palette.primary,
        itemBg: 'transparent',
      },
      Button: { primaryShadow: 'none' },
    },
  };
}

/**
 * CSS custom properties for the site's own stylesheets, so plain CSS takes colours only from the site
 * config and antd's derived tokens, never from literals.
 */
export function cssVariablesOf(palette: SitePalette, config: ThemeConfig): Record<string, string> {
  const token = antdTheme.getDesignToken(config);
  const light = token.colorTextLightSolid;
  return {
    '--ct-primary': token.colorPrimary,
    '--ct-primary-hover': token.colorPrimaryHover,
    '--ct-primary-active': token.colorPrimaryActive,
    '--ct-primary-bg': token.colorPrimaryBg,
    '--ct-primary-border': token.colorPrimaryBorder,
    '--ct-secondary': palette.secondary,
    '--ct-text': token.colorText,
    '--ct-text-secondary': token.colorTextSecondary,
    '--ct-text-tertiary': token.colorTextTertiary,
    '--ct-text-light': light,
    '--ct-bg': token.colorBgContainer,
    '--ct-bg-layout': token.colorBgLayout,
    '--ct-fill': token.colorFillTertiary,
    '--ct-fill-secondary': token.colorFillSecondary,
    '--ct-border': token.colorBorder,
    '--ct-border-secondary': token.colorBorderSecondary,
    '--ct-success': token.colorSuccess,
    '--ct-warning': token.colorWarning,
    '--ct-error': token.colorError,
    '--ct-shadow': token.boxShadowTertiary,
    '--ct-shadow-strong': token.boxShadowSecondary,
    '--ct-radius': `${token.borderRadius}px`,
    '--ct-radius-lg': `${token.borderRadiusLG}px`,
    '--ct-font-family': token.fontFamily,
    '--ct-header-bg': palette.headerBg,
    '--ct-header-text': palette.headerDark ? light : token.colorText,
    '--ct-footer-bg': palette.footerBg,
    '--ct-footer-text': palette.footerDark ? light : token.colorText,
    '--ct-rightbar-bg': palette.rightBarBg,
    '--ct-rightbar-text': isDark(palette.rightBarBg) ? light : token.colorText,
  };
}

export function applyCssVariables(
  vars: Record<string, string>,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}
