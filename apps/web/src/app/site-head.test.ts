import { afterEach, describe, expect, it } from 'vitest';
import { applyDescription, applySiteHead, loadStatisticsScript } from './site-head';

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

  it('adds the description, and keeps one the server wrote for the page', () => {
    applyDescription('Follow traders');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Follow traders',
    );
    document.head.innerHTML = '<meta name="description" content="An article" />';
    applyDescription('Follow traders');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('An article');
  });
});
