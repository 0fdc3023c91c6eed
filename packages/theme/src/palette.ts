import { DEFAULT_THEME } from '@copytrade/contracts/constants';
import type { SiteConfig } from '@copytrade/contracts/site';
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
