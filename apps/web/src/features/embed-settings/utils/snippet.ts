import type { Locale } from '@copytrade/contracts/locale';
import { normalizeFrameOrigin, SITE_SETTINGS_LIMITS } from '@copytrade/contracts/site-settings';

/**
 * The snippet a broker pastes into his page (spec 2, iframe mode): the strategy square's iframe and a tiny
 * script that sizes it from the `copytrade:height` messages the embed page posts, taken from the site's
 * origin (and that frame) only.
 */
export type EmbedOptions = {
  lang: Locale;
  theme: 'light' | 'dark';
  target: 'blank' | 'parent';
};

export const EMBED_PATH = '/iframeStrategy';
/** The id the snippet gives its iframe (one square per page). */
export const SNIPPET_FRAME_ID = 'copytrade-strategy';

/** `https://site.example/iframeStrategy?lang=…&theme=…&target=…`. */
export function embedSrc(siteOrigin: string, options: EmbedOptions): string {
  const query = new URLSearchParams({ lang: options.lang, theme: options.theme, target: options.target });
  return `${siteOrigin.replace(/\/+$/, '')}${EMBED_PATH}?${query.toString()}`;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The snippet's text: the iframe, then the script listening for the site origin's height messages. */
export function buildSnippet(siteOrigin: string, options: EmbedOptions, title: string): string {
  const origin = new URL(siteOrigin).origin;
  return [
    `<iframe id="${SNIPPET_FRAME_ID}" src="${escapeAttribute(embedSrc(origin, options))}" title="${escapeAttribute(title)}" loading="lazy" style="width:100%;border:0"></iframe>`,
    '<script>',
    '(function () {',
    `  var frame = document.getElementById(${JSON.stringify(SNIPPET_FRAME_ID)});`,
    `  var origin = ${JSON.stringify(origin).replace(/</g, '\\u003c')};`,
    "  window.addEventListener('message', function (event) {",
    '    if (event.origin !== origin || event.source !== frame.contentWindow) return;',
    '    var data = event.data;',
    "    if (!data || data.type !== 'copytrade:height' || typeof data.height !== 'number') return;",
    "    frame.style.height = Math.max(200, Math.ceil(data.height)) + 'px';",
    '  });',
    '})();',
    '</script>',
  ].join('\n');
}

export type OriginProblem = 'invalid' | 'duplicate';

/** Each row's problem (null: fine; empty rows are skipped on save), and the normalized list to save. */
export function checkOrigins(rows: readonly string[]): {
  problems: (OriginProblem | null)[];
  origins: string[];
  tooMany: boolean;
} {
  const seen = new Set<string>();
  const origins: string[] = [];
  const problems = rows.map((row): OriginProblem | null => {
    if (row.trim() === '') return null;
    const origin = normalizeFrameOrigin(row);
    if (origin === null) return 'invalid';
    if (seen.has(origin)) return 'duplicate';
    seen.add(origin);
    origins.push(origin);
    return null;
  });
  return { problems, origins, tooMany: origins.length > SITE_SETTINGS_LIMITS.FRAME_ORIGINS };
}

/** The site's addresses a snippet can point at: this page's origin first, then the site's domains. */
export function siteOrigins(current: string, domains: readonly string[]): string[] {
  const { protocol, port } = new URL(current);
  const out = [new URL(current).origin];
  for (const domain of domains) {
    const host = domain.trim().toLowerCase();
    if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) continue;
    const withPort = host.includes(':') || !port ? host : `${host}:${port}`;
    const origin = `${protocol}//${withPort}`;
    if (!out.includes(origin)) out.push(origin);
  }
  return out;
}
