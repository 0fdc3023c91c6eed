import type { Locale } from '../locale';

/** One text in the three languages. TypeScript refuses a table that misses a language. */
export type Translations = Record<Locale, string>;
export type MessageTable = Record<string, Translations>;

/** Replaces `{name}` placeholders; unknown placeholders stay as written. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
