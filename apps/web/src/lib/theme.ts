import { DEFAULT_THEME } from '@copytrade/contracts/constants';
import type { SiteConfig } from '@copytrade/contracts/site';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { isDark, isHexColor, luminance, mix, readableOn } from './color';

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

/**
 * The lightest background muted text sits on (antd's layout and fill greys, #f5f5f5 and lighter): text
 * made readable on it is readable on white too.
 */
const MUTED_BACKGROUND = '#f5f5f5';

/** antd's preset tag colours (`<Tag color="green">`): text in shade 7 on shade 1. */
const PRESET_COLORS = ['green', 'orange', 'gold', 'lime', 'cyan', 'volcano', 'yellow'] as const;

/**
 * Text colours derived from the site's text colour that read at 4.5:1 (WCAG AA) on the page's light
 * backgrounds. antd draws secondary, tertiary and placeholder text as the text colour at 65 %, 45 % and
 * 25 % opacity, which leaves light grey text (2.7:1 for the default) whatever the operator chose; these
 * keep the same shade, darkened only as far as needed. The success and error colours (gains, losses) get
 * the same treatment as text, and so do the preset tags' text shades.
 */
function readableTextTokens(palette: SitePalette) {
  const base = antdTheme.getDesignToken({ token: { colorPrimary: palette.primary } });
  const atOpacity = (alpha: number) => mix('#ffffff', palette.text, alpha);
  const tertiary = readableOn(atOpacity(0.45), MUTED_BACKGROUND);
  // Secondary stays darker than tertiary where both had to be darkened.
  const secondary = readableOn(atOpacity(0.65), MUTED_BACKGROUND);
  const presets: Record<string, string> = {};
  for (const color of PRESET_COLORS) {
    const text = readableOn(base[`${color}7`], base[`${color}1`]);
    // The tag styles read the palette's `green-7` CSS variable; the JS token is `green7`.
    presets[`${color}7`] = text;
    presets[`${color}-7`] = text;
  }
  return {
    colorTextSecondary:
      luminance(secondary) > luminance(tertiary) ? mix(tertiary, palette.text, 0.4) : secondary,
    colorTextTertiary: tertiary,
    colorTextDescription: tertiary,
    colorTextPlaceholder: tertiary,
    colorSuccessText: readableOn(base.colorSuccessText, base.colorSuccessBg),
    colorErrorText: readableOn(base.colorErrorText, base.colorErrorBg),
    ...presets,
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
      ...readableTextTokens(palette),
      ...(palette.fontFamily ? { fontFamily: palette.fontFamily } : {}),
    },
    components: {
      Layout: { headerBg: palette.headerBg, footerBg: palette.footerBg, bodyBg: 'transparent' },
      Menu: {
        darkItemBg: palette.headerBg,
        darkSubMenuItemBg: palette.headerBg,
        darkPopupBg: palette.headerBg,
        darkItemSelectedBg: 'transparent',
        // The active item is text in the brand colour on the header: lightened where the header is dark.
        darkItemSelectedColor: readableOn(palette.primary, palette.headerBg),
        darkItemHoverColor: readableOn(palette.primary, palette.headerBg),
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
    // The brand colour as text on its own light background (selected chips, ribbons) or the light greys.
    '--ct-primary-text': readableOn(readableOn(token.colorPrimary, token.colorPrimaryBg), MUTED_BACKGROUND),
    '--ct-primary-border': token.colorPrimaryBorder,
    '--ct-secondary': palette.secondary,
    '--ct-text': token.colorText,
    '--ct-text-secondary': token.colorTextSecondary,
    '--ct-text-tertiary': token.colorTextTertiary,
    '--ct-text-light': light,
    '--ct-bg': token.colorBgContainer,
    '--ct-bg-layout': token.colorBgLayout,
    // A tooltip's dark background (components/hint), as antd's.
    '--ct-bg-spotlight': token.colorBgSpotlight,
    '--ct-fill': token.colorFillTertiary,
    // A button's shadow, and a bare button's fill while pressed (plain-button, as antd's Button).
    '--ct-fill-quaternary': token.colorFillQuaternary,
    '--ct-fill-strong': token.colorFill,
    '--ct-text-disabled': token.colorTextDisabled,
    // Small labels (components/chip): antd's Tag grey, and the preset colours a fee label is filled with.
    '--ct-tag-bg': mix(token.colorBgContainer, palette.text, 0.04),
    '--ct-green-1': token.green1,
    '--ct-green-7': token.green7,
    '--ct-blue-1': token.blue1,
    '--ct-blue-7': token.blue7,
    '--ct-purple-1': token.purple1,
    '--ct-purple-7': token.purple7,
    '--ct-link': token.colorLink,
    '--ct-link-hover': token.colorLinkHover,
    '--ct-link-active': token.colorLinkActive,
    '--ct-fill-secondary': token.colorFillSecondary,
    '--ct-border': token.colorBorder,
    '--ct-border-secondary': token.colorBorderSecondary,
    // Gains and losses are mostly text, on white or the light greys: the readable shades.
    '--ct-success': readableOn(token.colorSuccess, MUTED_BACKGROUND),
    '--ct-warning': token.colorWarning,
    '--ct-error': readableOn(token.colorError, MUTED_BACKGROUND),
    '--ct-shadow': token.boxShadowTertiary,
    '--ct-shadow-strong': token.boxShadowSecondary,
    '--ct-radius': `${token.borderRadius}px`,
    '--ct-radius-sm': `${token.borderRadiusSM}px`,
    '--ct-radius-lg': `${token.borderRadiusLG}px`,
    '--ct-font-family': token.fontFamily,
    // The app frame's text (app-frame.tsx), as antd's `App` set it.
    '--ct-font-size': `${token.fontSize}px`,
    '--ct-line-height': String(token.lineHeight),
    '--ct-header-bg': palette.headerBg,
    '--ct-header-text': palette.headerDark ? light : token.colorText,
    // The header menu's current entry: the brand colour, lightened where the header is dark (as antd's Menu).
    '--ct-header-active': palette.headerDark
      ? readableOn(token.colorPrimary, palette.headerBg)
      : token.colorPrimary,
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
