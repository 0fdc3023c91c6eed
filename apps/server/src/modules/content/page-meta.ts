import { DEFAULT_LOCALE, type Locale } from '@copytrade/contracts/locale';
import { cookieLocale, escapeHtml } from '../../platform/html';

/*
 * Open Graph tags for shared links to content items (issue 17): the web app is one page, so a link
 * preview (a chat app, a search engine) would only see the empty shell. For the item detail routes the
 * server writes the item's title, description and cover into the page's head before sending it.
 */

/** The web app's item detail routes (apps/web/src/lib/paths.ts), each ending in the item's id. */
const DETAIL_ROUTES = [
  /^\/college\/articleDetail\/(\d{1,9})$/,
  /^\/college\/courseList\/courseListDetail\/(\d{1,9})$/,
  /^\/college\/foreignExchange\/foreignExchangeDetail\/(\d{1,9})$/,
  /^\/information\/infomationDetail\/(\d{1,9})$/,
  /^\/download\/downloadClass\/downloadDetail\/(\d{1,9})$/,
];

/** The item a page path shows, or null for any other page. */
export function contentIdOfPage(path: string): number | null {
  for (const route of DETAIL_ROUTES) {
    const match = route.exec(path);
    if (match) return Number(match[1]);
  }
  return null;
}

/** The reader's language for a page request: the `language` cookie the web app keeps. */
export function pageLocale(cookieHeader: string | undefined): Locale {
  return cookieLocale(cookieHeader) ?? DEFAULT_LOCALE;
}

export type PageMeta = { title: string; description: string; image: string; url: string; siteName: string };

/** `html` with the page title and Open Graph / description tags of `meta` at the start of its head. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${meta.title} - ${meta.siteName}`)}</title>`)
    .replace(/<head>/, `<head>\n    ${tags}`);
}
