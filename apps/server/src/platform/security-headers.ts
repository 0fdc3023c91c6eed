import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@copytrade/contracts/locale';
import { statusText } from '@copytrade/contracts/messages';
import { normalizeFrameOrigin } from '@copytrade/contracts/site-settings';
import { STATUS, STATUS_INFO, type StatusName } from '@copytrade/contracts/status-codes';

/**
 * The response headers that depend on the site and on the connection (helmet sends the fixed ones):
 *
 * - Content-Security-Policy, per site: scripts from the site itself and from the one host of the
 *   operator's statistics script (`sites.statistics_code`), nothing else.
 * - Framing: every route is same-origin only (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`)
 *   except the embeddable ones (`/iframeStrategy`, spec 2 iframe mode), which the origins the site lists
 *   (`sites.frame_ancestors`) may frame; there X-Frame-Options is left out, since it cannot name origins
 *   and a browser honouring it would refuse the parent.
 * - Strict-Transport-Security and `upgrade-insecure-requests` only on a request that came over TLS
 *   (`req.protocol`, which trusts X-Forwarded-Proto only from the TRUST_PROXY hops): a site served over
 *   plain HTTP on a LAN must not tell browsers to go to an https that does not exist.
 * - Permissions-Policy: no camera, microphone, location, payment, USB or motion sensors.
 *
 * The web app's hashed scripts and styles (cached for a year, `immutable`) carry only what a subresource
 * needs: its type, length, encoding and caching, `X-Content-Type-Options: nosniff` and
 * `Cross-Origin-Resource-Policy`. The policies above and helmet's other headers govern documents (and
 * workers, which the app has none of), so on a script they were about 750 bytes of nothing: a page fetches
 * 30-45 of them (docs/performance.md, 2026-11-30 night).
 */

/** The pages another site may embed (spec 2: `/iframeStrategy`; the hash-mode page reads its route from the hash). */
export const EMBEDDABLE_PATHS = ['/iframeStrategy'] as const;

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** What the headers need of a site (a row of `sites`). */
export type SiteHeaderSource = { statisticsCode: string; frameAncestors: string[] };

type SiteHeaderPolicy = {
  /** The statistics script's origin (`https://hm.baidu.com`), or null when the site has none. */
  scriptOrigin: string | null;
  /** Valid parent origins; anything else the operator typed is left out. */
  frameAncestors: string[];
};

/** An origin with an optional leading `*.` label; nothing that could end or add a directive. */
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;

/** The origin of the statistics script's URL (http(s) or scheme-relative), else null. */
export function scriptOriginOf(url: string): string | null {
  const text = url.trim();
  if (!/^(https?:)?\/\//i.test(text)) return null;
  try {
    const parsed = new URL(text.startsWith('//') ? `https:${text}` : text);
    // A scheme-relative URL is loaded over the page's own scheme: allow the host on either.
    const origin = text.startsWith('//') ? parsed.host : parsed.origin;
    const check = text.startsWith('//') ? `https://${origin}` : origin;
    return ORIGIN.test(check) ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The admin's parent origins, normalized (lower case, no trailing slash, a port or `:*`), invalid ones
 * dropped (the settings refuse them; a row written otherwise must still not break the header).
 */
export function frameAncestorsOf(values: readonly string[]): string[] {
  const out = new Set<string>();
  for (const value of values) {
    const origin = normalizeFrameOrigin(value);
    if (origin) out.add(origin);
  }
  return [...out];
}

const policies = new WeakMap<SiteHeaderSource, SiteHeaderPolicy>();

function policyOf(site: SiteHeaderSource | null): SiteHeaderPolicy {
  if (!site) return { scriptOrigin: null, frameAncestors: [] };
  let policy = policies.get(site);
  if (!policy) {
    policy = {
      scriptOrigin: scriptOriginOf(site.statisticsCode),
      frameAncestors: frameAncestorsOf(site.frameAncestors),
    };
    policies.set(site, policy);
  }
  return policy;
}

const cspCache = new LRUCache<string, string>({ max: 512 });

/** The Content-Security-Policy for a site's script host and framing origins over a connection. */
export function contentSecurityPolicy(options: {
  scriptOrigin: string | null;
  frameAncestors: readonly string[];
  https: boolean;
}): string {
  const key = `${options.scriptOrigin ?? ''}|${options.frameAncestors.join(' ')}|${options.https ? 1 : 0}`;
  const hit = cspCache.get(key);
  if (hit) return hit;
  const script = ["'self'", ...(options.scriptOrigin ? [options.scriptOrigin] : [])].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${script}`,
    "script-src-attr 'none'",
    // Ant Design writes its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    // Operators' logos and banners may live on any https host; statistics scripts report through images.
    "img-src 'self' data: blob: https:",
    // Statistics scripts that report by fetch/beacon go to their own host.
    `connect-src 'self' ws: wss:${options.scriptOrigin ? ` ${options.scriptOrigin}` : ''}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...options.frameAncestors].join(' ')}`,
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  const policy = directives.join('; ');
  cspCache.set(key, policy);
  return policy;
}

export function isEmbeddablePath(urlPath: string): boolean {
  return EMBEDDABLE_PATHS.some((p) => urlPath === p || urlPath.startsWith(`${p}/`));
}

/** Headers helmet sends that matter to documents only, left off the hashed scripts and styles. */
export const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** A hashed script or style of the web app (never an SVG or HTML, which a browser may open as a page). */
function isImmutableSubresource(type: unknown, cacheControl: unknown): boolean {
  return (
    typeof type === 'string' &&
    /^(application|text)\/(javascript|css)\b/.test(type) &&
    typeof cacheControl === 'string' &&
    cacheControl.includes('immutable')
  );
}

type Deps = {
  /** The site of a request's domainName / Host (cached by the site service). */
  siteOf(domainHeader: string | undefined, hostHeader: string | undefined): Promise<SiteHeaderSource>;
};

/**
 * Sets the per-site, per-connection headers on every response (an onSend hook added before any route
 * plugin, so every route and the not-found handler inherit it). Only an HTML document looks its site up:
 * the policy's script host and framing origins matter to documents alone, so API answers, scripts and
 * images (and whatever the rate limit refused) get the site-less policy without a lookup.
 */
export function installSecurityHeaders(app: FastifyInstance, deps: Deps): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const https = req.protocol === 'https';
    const type = reply.getHeader('content-type');
    if (isImmutableSubresource(type, reply.getHeader('cache-control'))) {
      // Helmet wrote its headers on the raw response in its onRequest hook.
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      return payload;
    }
    const isDocument = typeof type === 'string' && type.startsWith('text/html');
    let policy = policyOf(null);
    if (isDocument) {
      const domain = req.headers.domainname;
      // No configured site (a fresh database) still gets the strictest policy.
      const site = await deps
        .siteOf(Array.isArray(domain) ? domain[0] : domain, req.headers.host)
        .catch((err: unknown) => {
          req.log.debug({ err }, 'no site for the security headers');
          return null;
        });
      policy = policyOf(site);
    }
    const ancestors =
      isDocument && isEmbeddablePath(req.url.split('?')[0] ?? '') ? policy.frameAncestors : [];
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({ scriptOrigin: policy.scriptOrigin, frameAncestors: ancestors, https }),
    );
    if (ancestors.length === 0) reply.header('x-frame-options', 'SAMEORIGIN');
    else reply.removeHeader('x-frame-options');
    if (https) reply.header('strict-transport-security', HSTS);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    return payload;
  });
}

// ---------------------------------------------------------------------------------------------------
// Answers Node gives before Fastify sees a request: the same envelope as every other error. (Router
// errors, after parsing, are error-handler.ts `frameworkErrorHandler`.)

const STATUS_LINE: Partial<Record<StatusName, string>> = {
  BAD_REQUEST: '400 Bad Request',
  REQUEST_TIMEOUT: '408 Request Timeout',
  URI_TOO_LONG: '414 URI Too Long',
  HEADERS_TOO_LARGE: '431 Request Header Fields Too Large',
  PAYLOAD_TOO_LARGE: '413 Payload Too Large',
};

/** The reader's language from the raw bytes Node had read (the headers were never parsed). */
function localeOfRaw(raw: Buffer | undefined): Locale {
  if (!raw) return DEFAULT_LOCALE;
  const match = /\r\nlanguage:[ \t]*([A-Za-z_]+)/i.exec(
    raw.toString('latin1', 0, Math.min(raw.length, 65536)),
  );
  return match && isLocale(match[1]) ? match[1] : DEFAULT_LOCALE;
}

/** A parser error: `rawPacket` holds the bytes read so far (a Buffer, whatever Fastify's types say). */
type ClientError = Error & { code?: string; rawPacket?: unknown };

/** Which envelope status a Node parser error gets. */
function statusOfClientError(err: ClientError, raw: Buffer | undefined): StatusName {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // The bytes start with the request line and it runs past 8 kB (or past what was read): the path
    // and query took most of the 16 kB header limit. A request line split over two reads counts as 431.
    const lineEnd = raw ? raw.indexOf('\r\n') : -1;
    const requestLine = raw !== undefined && /^[A-Z]{3,10} /.test(raw.toString('latin1', 0, 11));
    return requestLine && (lineEnd === -1 || lineEnd > 8192) ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE';
  }
  if (err.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 'PAYLOAD_TOO_LARGE';
  return 'BAD_REQUEST';
}

/**
 * Fastify's `clientErrorHandler` (the http server's 'clientError'): a request Node's parser refused
 * (headers over 16 kB, a request line too long, malformed HTTP, a timeout) is answered with the envelope
 * {status, message, content: []} as a raw HTTP response, then the connection is closed, since the parser
 * cannot go on after such an error.
 */
export function clientErrorEnvelope(
  this: { log: { debug(obj: object, msg: string): void } },
  err: ClientError,
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const raw = Buffer.isBuffer(err.rawPacket) ? err.rawPacket : undefined;
  const code = statusOfClientError(err, raw);
  this.log.debug({ err, status: STATUS[code] }, 'client error before routing');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({
    status: STATUS[code],
    message: statusText(localeOfRaw(raw), code),
    content: [],
  });
  const head = [
    `HTTP/1.1 ${STATUS_LINE[code] ?? `${STATUS_INFO[code].http} Error`}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    'Connection: close',
  ].join('\r\n');
  socket.end(`${head}\r\n\r\n${body}`);
  // A client that never reads its answer does not keep the socket.
  setTimeout(() => socket.destroy(), 5_000).unref();
}
