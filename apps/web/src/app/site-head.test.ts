import { afterEach, describe, expect, it } from 'vitest';
import { applySiteHead, loadStatisticsScript } from './site-head';

describe('site head', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('sets the title and the favicon from the site', () => {
    applySiteHead({ brandName: 'Acme Copy', siteName: 'acme', icon: '/uploads/icon.png' });
    expect(document.title).toBe('Acme Copy');
    expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/uploads/icon.png');
  });

  it('loads the statistics script once, and only from an http(s) URL', () => {
    expect(loadStatisticsScript('javascript:alert(1)')).toBe(false);
    expect(loadStatisticsScript('')).toBe(false);
    expect(loadStatisticsScript('https://stats.example.com/s.js')).toBe(true);
    expect(loadStatisticsScript('https://stats.example.com/s.js')).toBe(false);
    expect(document.querySelectorAll('script#site-statistics')).toHaveLength(1);
  });
});
