import { readableTextTokens, RADIUS } from '@copytrade/theme/tokens';
import type { SitePalette } from '@copytrade/theme/palette';
import { readableOn } from '@copytrade/theme/color';
import type { ThemeConfig } from 'antd';

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
