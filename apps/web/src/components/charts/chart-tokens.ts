import type { SiteTokens } from '@copytrade/theme/tokens';
import { use, useMemo } from 'react';
import { SiteThemeContext, type ThemeVariables } from '@/components/antd-scope/scope-context';

/** The colours and font a chart draws with, by antd's token names (antd's own tokens fit it). */
export type ChartTokens = Pick<
  SiteTokens,
  | 'colorPrimary'
  | 'colorPrimaryBg'
  | 'colorSuccess'
  | 'colorWarning'
  | 'colorError'
  | 'colorBorder'
  | 'colorBorderSecondary'
  | 'colorTextSecondary'
  | 'colorTextTertiary'
  | 'fontFamily'
>;

/** antd 6's default light tokens: outside the public app (the operator console, tests), with no site theme. */
const ANTD_DEFAULTS: ChartTokens = {
  colorPrimary: '#1677ff',
  colorPrimaryBg: '#e6f4ff',
  colorSuccess: '#52c41a',
  colorWarning: '#faad14',
  colorError: '#ff4d4f',
  colorBorder: '#d9d9d9',
  colorBorderSecondary: '#f0f0f0',
  colorTextSecondary: 'rgba(0,0,0,0.65)',
  colorTextTertiary: 'rgba(0,0,0,0.45)',
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
};

/** A theme's chart tokens from its `--ct-*` variables (the gain and loss colours are their readable shades). */
function chartTokensOf(variables: ThemeVariables): ChartTokens {
  const read = (name: string, fallback: string) => variables[name] ?? fallback;
  return {
    colorPrimary: read('--ct-primary', ANTD_DEFAULTS.colorPrimary),
    colorPrimaryBg: read('--ct-primary-bg', ANTD_DEFAULTS.colorPrimaryBg),
    colorSuccess: read('--ct-success', ANTD_DEFAULTS.colorSuccess),
    colorWarning: read('--ct-warning', ANTD_DEFAULTS.colorWarning),
    colorError: read('--ct-error', ANTD_DEFAULTS.colorError),
    colorBorder: read('--ct-border', ANTD_DEFAULTS.colorBorder),
    colorBorderSecondary: read('--ct-border-secondary', ANTD_DEFAULTS.colorBorderSecondary),
    colorTextSecondary: read('--ct-text-secondary', ANTD_DEFAULTS.colorTextSecondary),
    colorTextTertiary: read('--ct-text-tertiary', ANTD_DEFAULTS.colorTextTertiary),
    fontFamily: read('--ct-font-family', ANTD_DEFAULTS.fontFamily),
  };
}

/**
 * The chart tokens of the theme the chart is drawn in (`SiteThemeContext`: the site's light theme, or a
 * template's dark one), without antd: a page whose only "antd" part is a chart loads none of antd.
 */
export function useChartTokens(): ChartTokens {
  const theme = use(SiteThemeContext);
  const variables = theme?.variables;
  return useMemo(() => (variables ? chartTokensOf(variables) : ANTD_DEFAULTS), [variables]);
}
