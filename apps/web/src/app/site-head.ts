import type { SiteConfig } from '@copytrade/contracts/site';
import { assetUrl } from '@/lib/api-client';

const STATISTICS_SCRIPT_ID = 'site-statistics';

/** Document title and favicon from the site (spec 2, Other UI). */
export function applySiteHead(
  site: Pick<SiteConfig, 'brandName' | 'siteName' | 'icon'>,
  doc: Document = document,
): void {
  doc.title = site.brandName || site.siteName || doc.title;
  const icon = assetUrl(site.icon);
  if (!icon) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = icon;
}

/**
 * The page's description for search results and link previews (the web app is one page: without it
 * every page has none). A description the server wrote for the page (a content item's, page-meta.ts)
 * stays; otherwise `text`, the site's tagline in the reader's language.
 */
export function applyDescription(text: string, doc: Document = document): void {
  if (!text || doc.querySelector('meta[name="description"]')) return;
  const meta = doc.createElement('meta');
  meta.name = 'description';
  meta.content = text;
  doc.head.appendChild(meta);
}

/**
 * The operator's page-statistics script (statisticsCode is its URL), added once per page load. Only
 * http(s) URLs are loaded; anything else is ignored.
 */
export function loadStatisticsScript(url: string | null | undefined, doc: Document = document): boolean {
  const src = (url ?? '').trim();
  if (!/^https?:\/\//i.test(src) && !src.startsWith('//')) return false;
  if (doc.getElementById(STATISTICS_SCRIPT_ID)) return false;
  const script = doc.createElement('script');
  script.id = STATISTICS_SCRIPT_ID;
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
  return true;
}
