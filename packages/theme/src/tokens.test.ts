import { describe, expect, it } from 'vitest';
import { contrast } from './color';
import { sitePalette } from './palette';
import { cssVariablesOf, siteCssVariables, siteTokens } from './tokens';

describe('cssVariablesOf', () => {
  it("writes the site's colours and antd's derived shades as --ct-* variables", () => {
    const palette = sitePalette({ themeColor: '#d4380d', headerBgc: '#1f1f1f' });
    const vars = cssVariablesOf(palette, siteTokens(palette));
    expect(vars['--ct-primary']).toBe('#d4380d');
    expect(vars['--ct-header-bg']).toBe('#1f1f1f');
    // A dark header carries light text.
    expect(vars['--ct-header-text']).toBe('#fff');
    expect(vars['--ct-radius']).toBe('8px');
  });
});

describe('siteCssVariables', () => {
  it("follows the operator's colours, and falls back to the defaults for an empty or broken one", () => {
    const red = siteCssVariables(sitePalette({ themeColor: '#d4380d', fontColor: '#262626' }));
    const fallback = siteCssVariables(sitePalette({ themeColor: 'red', fontColor: '' }));
    const defaults = siteCssVariables(sitePalette({}));
    expect(red['--ct-primary']).toBe('#d4380d');
    expect(red['--ct-text']).toBe('rgba(38,38,38,0.88)');
    expect(fallback).toEqual(defaults);
    expect(red['--ct-primary-hover']).not.toBe(defaults['--ct-primary-hover']);
  });

  it('keeps muted text, gains and losses readable (4.5:1) on the light greys whatever the text colour', () => {
    for (const fontColor of ['#000000', '#999999', '#0050b3']) {
      const vars = siteCssVariables(sitePalette({ fontColor, themeColor: '#fadb14' }));
      for (const name of ['--ct-text-secondary', '--ct-text-tertiary', '--ct-success', '--ct-error']) {
        expect({ name, ratio: contrast(vars[name]!, '#f5f5f5') >= 4.5 }).toEqual({ name, ratio: true });
      }
    }
  });
});
