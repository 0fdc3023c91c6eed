import { addOrBindPath } from './paths';
/*
 * Where the add-or-bind page sends the user back after a bind (`?returnTo=`): the subscribe dialog sends
 * him here to bind a follow account and wants him back on the trader's page with the dialog open. Only a
 * path of this site is accepted, so the parameter can never send anyone to another site (no open
 * redirect): '/community/trader/12' yes; 'https://evil.test', '//evil.test', '/\evil.test', 'javascript:'
 * and anything with control characters no.
 */

/** Longest return address kept (a trader page with its query fits many times). */
const MAX_LENGTH = 512;

/** A same-site path with its query (no fragment), or null when `value` is anything else. */
export function safeReturnTo(
  value: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  // One leading slash, then not a slash or backslash: '//host' and '/\host' are other sites to a browser.
  if (!/^\/(?![/\\])/.test(value)) return null;
  // No backslash anywhere, no whitespace or control characters (browsers strip or rewrite them).
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}`;
}

/** `path` (a safe return address) with `params` set in its query, others kept. */
export function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://x.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

/** The query parameters the trader page reads to open its subscribe dialog after a bind. */
export const SUBSCRIBE_RETURN = { OPEN: 'subscribe', ACCOUNT: 'followAccountId' } as const;

/** The add-or-bind address that binds a follow account and comes back to `returnTo` to subscribe. */
export function bindForSubscribePath(returnTo: string): string {
  const query = new URLSearchParams({ returnTo, [SUBSCRIBE_RETURN.OPEN]: '1' });
  return addOrBindPath(query);
}
