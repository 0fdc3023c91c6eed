import { renderHook } from '@testing-library/react';
import { sitePalette } from '@copytrade/theme/palette';
import { cssVariablesOf, siteTokens } from '@copytrade/theme/tokens';
import { theme as antdTheme } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemeScope } from '@/components/antd-scope/antd-scope';
import { SiteThemeContext } from '@/components/antd-scope/scope-context';
import { useChartTokens } from './chart-tokens';

describe('useChartTokens', () => {
  it("draws with the site's own colours and font, from its CSS variables", () => {
    const palette = sitePalette({ themeColor: '#d4380d' });
    const variables = cssVariablesOf(palette, siteTokens(palette));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SiteThemeContext value={{ palette, variables }}>{children}</SiteThemeContext>
    );
    const { result } = renderHook(() => useChartTokens(), { wrapper });
    expect(result.current.colorPrimary).toBe('#d4380d');
    expect(result.current.colorPrimaryBg).toBe(variables['--ct-primary-bg']);
    expect(result.current.colorBorderSecondary).toBe(variables['--ct-border-secondary']);
    expect(result.current.fontFamily).toBe(variables['--ct-font-family']);
    // Gains and losses in the shades the page's own figures use.
    expect(result.current.colorSuccess).toBe(variables['--ct-success']);
    expect(result.current.colorError).toBe(variables['--ct-error']);
  });

  it("draws dark inside a template's dark theme (template 2's terminal, the dark embed)", () => {
    const palette = sitePalette({});
    const dark = { algorithm: antdTheme.darkAlgorithm, token: { colorBgBase: '#0b0f17' } };
    const variables = cssVariablesOf(palette, antdTheme.getDesignToken(dark));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ThemeScope theme={dark} variables={variables}>
        {children}
      </ThemeScope>
    );
    const { result } = renderHook(() => useChartTokens(), { wrapper });
    expect(result.current.colorTextTertiary).toBe(variables['--ct-text-tertiary']);
    expect(result.current.colorBorderSecondary).toBe(antdTheme.getDesignToken(dark).colorBorderSecondary);
  });

  it("falls back to antd's default light colours outside the public site (the operator console)", () => {
    const { result } = renderHook(() => useChartTokens());
    const defaults = antdTheme.getDesignToken();
    expect(result.current.colorPrimary).toBe(defaults.colorPrimary);
    expect(result.current.colorPrimaryBg).toBe(defaults.colorPrimaryBg);
    expect(result.current.colorBorderSecondary).toBe(defaults.colorBorderSecondary);
    expect(result.current.colorError).toBe(defaults.colorError);
    expect(result.current.colorSuccess).toBe(defaults.colorSuccess);
  });
});
