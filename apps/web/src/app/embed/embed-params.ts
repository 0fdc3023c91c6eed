import { isLocale, type Locale } from '@copytrade/contracts/locale';

/**
 * What a broker's snippet says in the embed page's address (spec 2, iframe mode), besides the square's own
 * filters: `lang=zh_CN|en_US|zh_Hant`, `theme=light|dark` and `target=blank|parent` (where trader pages
 * and sign-in open: a new tab, or the broker's whole window). Anything else reads as the default.
 */
export const EMBED_PATH = '/iframeStrategy';

export const EMBED_THEMES = ['light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];
export const EMBED_TARGETS = ['blank', 'parent'] as const;
export type EmbedTarget = (typeof EMBED_TARGETS)[number];

/** The embed page's own query parameters, kept in its address while the square rewrites the rest. */
export const EMBED_PARAM_NAMES = ['lang', 'theme', 'target'] as const;

export type EmbedParams = { lang: Locale | null; theme: EmbedTheme; target: EmbedTarget };

type Where = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** The embed page's path and query, in history mode (`/iframeStrategy?…`) or hash mode (`#/iframeStrategy?…`). */
function embedQuery(where: Where): URLSearchParams | null {
  if (where.pathname === EMBED_PATH || where.pathname.startsWith(`${EMBED_PATH}/`)) {
    return new URLSearchParams(where.search);
  }
  const hash = where.hash.replace(/^#/, '');
  const [path = '', query = ''] = hash.split('?');
  if (path === EMBED_PATH || path.startsWith(`${EMBED_PATH}/`)) return new URLSearchParams(query);
  return null;
}

export function isEmbedLocation(where: Where): boolean {
  return embedQuery(where) !== null;
}

export function parseEmbedParams(query: URLSearchParams): EmbedParams {
  const lang = query.get('lang');
  const theme = query.get('theme');
  const target = query.get('target');
  return {
    lang: isLocale(lang) ? lang : null,
    theme: (EMBED_THEMES as readonly (string | null)[]).includes(theme) ? (theme as EmbedTheme) : 'light',
    target: (EMBED_TARGETS as readonly (string | null)[]).includes(target)
      ? (target as EmbedTarget)
      : 'blank',
  };
}

let captured: EmbedParams | null = null;

/**
 * The embed page's parameters as the page was loaded (the square keeps them in its address, see
 * EMBED_PARAM_NAMES), or null off the embed page. Read once at boot; later calls return
 * the same answer.
 */
export function embedParamsOf(where: Where = window.location): EmbedParams | null {
  if (captured) return captured;
  const query = embedQuery(where);
  if (!query) return null;
  captured = parseEmbedParams(query);
  return captured;
}

/** The language the embed page's address asks for (it wins over the cookie there: a framed page has none). */
export function embedLanguage(where: Where = window.location): Locale | null {
  return embedParamsOf(where)?.lang ?? null;
}

/** For tests: forget what was read. */
export function resetEmbedParams(): void {
  captured = null;
}
