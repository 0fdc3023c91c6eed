import type { Attachment } from '@copytrade/contracts/cms';
import type { Locale } from '@copytrade/contracts/locale';

/**
 * How a file names its language. Documents are uploaded once per language ("User Guide (English).pdf",
 * "用户指南 (简体中文).pdf") and an attachment has no language field, so the name is what tells them apart.
 */
const LANGUAGE_NAMES: Record<Locale, RegExp> = {
  zh_CN: /简体|簡體|zh[-_]?(cn|hans)\b/i,
  en_US: /english|\ben(?:[-_]us)?\b/i,
  zh_Hant: /繁體|繁体|zh[-_]?(hant|tw|hk)\b/i,
};

/** The file for a reader of `locale`: the one named in his language, else the first; null without files. */
export function fileFor(attachments: readonly Attachment[], locale: string): Attachment | null {
  const pattern = LANGUAGE_NAMES[locale as Locale] as RegExp | undefined;
  return (pattern && attachments.find((file) => pattern.test(file.fileName))) ?? attachments[0] ?? null;
}

/**
 * Where an item's own link leads: a web address (installer, store, web terminal) or a path of this site
 * (a file the server hands out). Anything else, such as a `javascript:` link, is dropped.
 */
export function safeLink(linkUrl: string): string | null {
  const url = linkUrl.trim();
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}
