import { DEFAULT_THEME } from '@copytrade/contracts/constants';
import type { SiteConfig } from '@copytrade/contracts/site';
import { generate, presetPalettes } from '@ant-design/colors';
import type { GlobalToken, ThemeConfig } from 'antd';
import { hexToRgb, isDark, isHexColor, luminance, mix, readableOn } from './color';

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

/** The seeds of antd 6's default theme the site keeps (`antd/es/theme/themes/seed`). */
const ANTD_SEED = {
  success: '#52c41a',
  warning: '#faad14',
  error: '#ff4d4f',
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,\n'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol',\n'Noto Color Emoji'",
  fontSize: 14,
} as const;

/** The site's corner radius (antThemeOf) and antd's small and large radii derived from it (genRadius). */
const RADIUS = { base: 8, sm: 6, lg: 10 } as const;

/** `hex` at opacity `alpha`, written as antd writes its alpha tokens (`rgba(0,0,0,0.88)`). */
function alphaOf(hex: string, alpha: number): string {
  const [r, g, b] = hexToRgb(hex) ?? [0, 0, 0];
  return `rgba(${r},${g},${b},${alpha})`;
}

/** antd's ten-step palette of a colour (`generateColorPalettes`): step n of 1-10. */
function paletteOf(base: string): (step: number) => string {
  const colors = generate(base);
  return (step) => colors[step <= 7 ? step - 1 : step - 4]!;
}

/** A preset tag colour's text shade (7) made readable on its background shade (1). */
function presetText(color: (typeof PRESET_COLORS)[number]): string {
  const shades = presetPalettes[color]!;
  return readableOn(shades[6]!, shades[0]!);
}

const successPalette = paletteOf(ANTD_SEED.success);
const errorPalette = paletteOf(ANTD_SEED.error);

/**
 * Text colours derived from the site's text colour that read at 4.5:1 (WCAG AA) on the page's light
 * backgrounds. antd draws secondary, tertiary and placeholder text as the text colour at 65 %, 45 % and
 * 25 % opacity, which leaves light grey text (2.7:1 for the default) whatever the operator chose; these
 * keep the same shade, darkened only as far as needed. The success and error colours (gains, losses) get
 * the same treatment as text, and so do the preset tags' text shades.
 */
function readableTextTokens(palette: SitePalette) {
  const atOpacity = (alpha: number) => mix('#ffffff', palette.text, alpha);
  const tertiary = readableOn(atOpacity(0.45), MUTED_BACKGROUND);
  // Secondary stays darker than tertiary where both had to be darkened.
  const secondary = readableOn(atOpacity(0.65), MUTED_BACKGROUND);
  const presets: Record<string, string> = {};
  for (const color of PRESET_COLORS) {
    const text = presetText(color);
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
    colorSuccessText: readableOn(successPalette(9), successPalette(1)),
    colorErrorText: readableOn(errorPalette(9), errorPalette(1)),
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
      borderRadius: RADIUS.base,
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

/** The design tokens the site's CSS variables are drawn from (`cssVariablesOf`), named as antd's. */
export type SiteTokens = Pick<
  GlobalToken,
  | 'colorPrimary'
  | 'colorPrimaryHover'
  | 'colorPrimaryActive'
  | 'colorPrimaryBg'
  | 'colorPrimaryBorder'
  | 'colorText'
  | 'colorTextSecondary'
  | 'colorTextTertiary'
  | 'colorTextLightSolid'
  | 'colorTextDisabled'
  | 'colorBgContainer'
  | 'colorBgLayout'
  | 'colorBgSpotlight'
  | 'colorFill'
  | 'colorFillSecondary'
  | 'colorFillTertiary'
  | 'colorFillQuaternary'
  | 'colorLink'
  | 'colorLinkHover'
  | 'colorLinkActive'
  | 'colorBorder'
  | 'colorBorderSecondary'
  | 'colorSuccess'
  | 'colorWarning'
  | 'colorError'
  | 'boxShadowSecondary'
  | 'boxShadowTertiary'
  | 'borderRadius'
  | 'borderRadiusSM'
  | 'borderRadiusLG'
  | 'fontFamily'
  | 'fontSize'
  | 'lineHeight'
  | 'green1'
  | 'green7'
  | 'blue1'
  | 'blue7'
  | 'purple1'
  | 'purple7'
>;

/**
 * The tokens antd derives from the site's light theme (`antdThemeOf`), computed as antd 6 does
 * (`theme/themes/default`, `theme/util/alias`) without loading antd: the first screens draw with the
 * site's CSS variables before any antd component is wanted. `theme.test.ts` holds this to
 * `theme.getDesignToken(antdThemeOf(palette))`. A dark theme (template 2, the dark embed) asks antd.
 */
export function siteTokens(palette: SitePalette): SiteTokens {
  const primary = paletteOf(palette.primary);
  const overrides = readableTextTokens(palette);
  const shadow = (alpha: number) => `rgba(0,0,0,${alpha})`;
  return {
    colorPrimary: primary(6),
    colorPrimaryHover: primary(5),
    colorPrimaryActive: primary(7),
    colorPrimaryBg: primary(1),
    colorPrimaryBorder: primary(3),
    colorText: alphaOf(palette.text, 0.88),
    colorTextSecondary: overrides.colorTextSecondary,
    colorTextTertiary: overrides.colorTextTertiary,
    colorTextLightSolid: '#fff',
    colorTextDisabled: alphaOf(palette.text, 0.25),
    // The page is white: antd's greys are white darkened by 0 %, 4 %, 15 % and 6 %.
    colorBgContainer: '#ffffff',
    colorBgLayout: '#f5f5f5',
    colorBgSpotlight: alphaOf(palette.text, 0.85),
    colorFill: alphaOf(palette.text, 0.15),
    colorFillSecondary: alphaOf(palette.text, 0.06),
    colorFillTertiary: alphaOf(palette.text, 0.04),
    colorFillQuaternary: alphaOf(palette.text, 0.02),
    // The link is the brand colour (antdThemeOf).
    colorLink: primary(6),
    colorLinkHover: primary(4),
    colorLinkActive: primary(7),
    colorBorder: '#d9d9d9',
    colorBorderSecondary: '#f0f0f0',
    colorSuccess: successPalette(6),
    colorWarning: paletteOf(ANTD_SEED.warning)(6),
    colorError: errorPalette(6),
    boxShadowSecondary: `0 6px 16px 0 ${shadow(0.08)}, 0 3px 6px -4px ${shadow(0.12)}, 0 9px 28px 8px ${shadow(0.05)}`,
    boxShadowTertiary: `0 1px 2px 0 ${shadow(0.05)}, 0 1px 6px -1px ${shadow(0.03)}, 0 2px 4px 0 ${shadow(0.03)}`,
    borderRadius: RADIUS.base,
    borderRadiusSM: RADIUS.sm,
    borderRadiusLG: RADIUS.lg,
    fontFamily: palette.fontFamily || ANTD_SEED.fontFamily,
    fontSize: ANTD_SEED.fontSize,
    lineHeight: (ANTD_SEED.fontSize + 8) / ANTD_SEED.fontSize,
    green1: presetPalettes.green![0]!,
    green7: presetText('green'),
    blue1: presetPalettes.blue![0]!,
    blue7: presetPalettes.blue![6]!,
    purple1: presetPalettes.purple![0]!,
    purple7: presetPalettes.purple![6]!,
  };
}

/**
 * CSS custom properties for the site's own stylesheets, so plain CSS takes colours only from the site
 * config and antd's derived tokens (`siteTokens`, or antd's own for a dark theme), never from literals.
 */
export function cssVariablesOf(palette: SitePalette, token: SiteTokens): Record<string, string> {
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
