import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { sitePalette } from '@copytrade/theme/palette';
import { siteTokens, type SiteTokens } from '@copytrade/theme/tokens';
import { antdThemeOf } from './theme';

/** Operators' choices: the defaults, a red brand on a dark header, dark and light text, a named font. */
const SITES = [
  {},
  { themeColor: '#d4380d', headerBgc: '#1f1f1f', fontColor: '#262626' },
  { themeColor: '#13c2c2', fontColor: '#000000' },
  { themeColor: '#722ed1', fontColor: '#595959', fontFamily: 'Georgia, serif' },
  { themeColor: '#fadb14', fontColor: '#0050b3' },
  { themeColor: '#abc', fontColor: '#333' },
];

/** Shadows and fonts are written on several lines by antd: the same CSS once the spaces are one. */
const oneLine = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value);

describe('siteTokens', () => {
  it.each(SITES)("gives antd's own tokens for the site's light theme (%o)", (site) => {
    const palette = sitePalette(site);
    const ours = siteTokens(palette);
    const antd = antdTheme.getDesignToken(antdThemeOf(palette));
    const keys = Object.keys(ours) as (keyof SiteTokens)[];
    expect(keys.length).toBeGreaterThan(30);
    for (const key of keys) {
      expect({ key, value: oneLine(ours[key]) }).toEqual({ key, value: oneLine(antd[key]) });
    }
  });

  it("follows the site's colours: the brand's hover shade, the text colour's greys", () => {
    const red = siteTokens(sitePalette({ themeColor: '#d4380d', fontColor: '#262626' }));
    const blue = siteTokens(sitePalette({ themeColor: '#1677ff', fontColor: '#000000' }));
    expect(red.colorPrimaryHover).not.toBe(blue.colorPrimaryHover);
    expect(red.colorText).toBe('rgba(38,38,38,0.88)');
    expect(blue.colorText).toBe('rgba(0,0,0,0.88)');
  });
});
