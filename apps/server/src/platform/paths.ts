/**
 * Canonical request paths. Every guard (public or token, which site, which limit) is decided from the
 * route that matched, and the router decodes percent-escapes; so a path that is not in canonical form is
 * turned away before routing (app.ts `rewriteUrl`), and no two spellings of one route ever exist.
 */

/** Where a non-canonical request is routed: no route has this path, the not-found handler refuses it. */
export const NON_CANONICAL_PATH = '/.non-canonical';

/**
 * A path is canonical when it has no empty, `.` or `..` segment and no percent-escape of an ASCII
 * character (an escaped letter, slash or dot is another spelling of a plain path). Escapes of non-ASCII
 * bytes (UTF-8 page paths) stay allowed; a malformed escape is not canonical.
 */
export function isCanonicalPath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (path.includes('//') || path.includes('\\')) return false;
  for (const segment of path.split('/').slice(1)) {
    if (segment === '.' || segment === '..') return false;
  }
  for (let i = path.indexOf('%'); i !== -1; i = path.indexOf('%', i + 1)) {
    const hex = path.slice(i + 1, i + 3);
    if (!/^[0-9a-fA-F]{2}$/.test(hex) || Number.parseInt(hex, 16) < 0x80) return false;
  }
  return true;
}

/** The path part of a request URL (before `?` or `#`). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** `rewriteUrl`: a canonical URL passes unchanged, any other is sent to NON_CANONICAL_PATH. */
export function canonicalUrl(url: string | undefined): string {
  const raw = url ?? '/';
  return isCanonicalPath(pathOf(raw)) ? raw : NON_CANONICAL_PATH;
}
