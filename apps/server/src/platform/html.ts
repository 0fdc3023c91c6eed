import { isLocale, type Locale } from '@copytrade/contracts/locale';

/** Text made safe inside HTML text and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The language the web app keeps in its `language` cookie, or null when the request has none (or a bad one). */
export function cookieLocale(cookieHeader: string | undefined): Locale | null {
  const match = /(?:^|;\s*)language=([^;]*)/.exec(cookieHeader ?? '');
  if (!match) return null;
  let value: string;
  try {
    value = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return isLocale(value) ? value : null;
}
