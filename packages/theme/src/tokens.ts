import { generate, presetPalettes } from '@ant-design/colors';
import { hexToRgb, isDark, luminance, mix, readableOn } from './color';
import type { SitePalette } from './palette';

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
export const RADIUS = { base: 8, sm: 6, lg: 10 } as const;

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
export function readableTextTokens(palette: SitePalette) {
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

/**
 * The design tokens the site's CSS variables are drawn from (`cssVariablesOf`), named and valued as antd 6's
 * `GlobalToken` (the web app's `theme.test.ts` holds them equal).
 */
export type SiteTokens = {
  colorPrimary: string;
  colorPrimaryHover: string;
  colorPrimaryActive: string;
  colorPrimaryBg: string;
  colorPrimaryBorder: string;
  colorText: string;
  colorTextSecondary: string;
  colorTextTertiary: string;
  colorTextLightSolid: string;
  colorTextDisabled: string;
  colorBgContainer: string;
  colorBgLayout: string;
  colorBgSpotlight: string;
  colorFill: string;
  colorFillSecondary: string;
  colorFillTertiary: string;
  colorFillQuaternary: string;
  colorLink: string;
  colorLinkHover: string;
  colorLinkActive: string;
  colorBorder: string;
  colorBorderSecondary: string;
  colorSuccess: string;
  colorWarning: string;
  colorError: string;
  boxShadowSecondary: string;
  boxShadowTertiary: string;
  borderRadius: number;
  borderRadiusSM: number;
  borderRadiusLG: number;
  fontFamily: string;
  fontSize: number;
  lineHeight: number;
  green1: string;
  green7: string;
  blue1: string;
  blue7: string;
  purple1: string;
  purple7: string;
};

/**
 * The tokens antd derives from the site's light theme (the web app's `antdThemeOf`), computed as antd 6
 * does (`theme/themes/default`, `theme/util/alias`) without antd. The server writes the CSS variables drawn
 * from them into the site config (`themeVariables`), so the first screens draw in the site's colours before
 * any antd component, or this derivation, is loaded. The web app's `theme.test.ts` holds this to
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

/** The CSS variables of a site's light theme: what the site config carries as `themeVariables`. */
export function siteCssVariables(palette: SitePalette): Record<string, string> {
  return cssVariablesOf(palette, siteTokens(palette));
}
