import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useSiteConfig } from '@/lib/site-config';

/** Reading speeds the reading time is worked out from (words or characters a minute). */
const ENGLISH_WORDS_PER_MINUTE = 250;
const CHINESE_CHARS_PER_MINUTE = 500;

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/g;

/**
 * Minutes to read a Markdown body, at least 1: Chinese characters at ~500 a minute plus the words of
 * the rest (English) at ~250 a minute, so a mixed text counts both.
 */
export function readingMinutes(body: string): number {
  const chinese = body.match(CJK)?.length ?? 0;
  const words = body.replace(CJK, ' ').match(/[A-Za-z0-9][\w'’-]*/g)?.length ?? 0;
  return Math.max(1, Math.ceil(chinese / CHINESE_CHARS_PER_MINUTE + words / ENGLISH_WORDS_PER_MINUTE));
}

/** A file size for people: bytes under 1 KB, then KB, then MB (one decimal under 10). */
export function formatFileSize(bytes: number): string {
  if (!(bytes > 0)) return '0 B';
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${unit}`;
}

/** The short type of a file from its MIME type or name: PDF, ZIP, DOCX, ... */
export function fileTypeLabel(mime: string, fileName: string): string {
  const extension = /\.([A-Za-z0-9]{1,6})$/.exec(fileName)?.[1];
  if (extension) return extension.toUpperCase();
  const subtype = mime.split('/')[1] ?? '';
  return (subtype.split(/[.+-]/).pop() ?? '').toUpperCase() || 'FILE';
}

/** A publish date in the reader's language (the dayjs locale follows the page's language). */
export function useContentDate(): (timestamp: number) => string {
  const { t } = useTranslation();
  const format = t('cms.dateFormat');
  return (timestamp) => formatDate(timestamp, format);
}

/** The site's name, as the page titles end with it. */
export function useBrand(): string {
  const site = useSiteConfig();
  return site.brandName || site.siteName;
}

/**
 * The document title "<title> - <brand>" while the page shows (the brand alone without a title); the
 * brand comes back when the page goes.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const brand = useBrand();
  useEffect(() => {
    document.title = title ? (brand ? `${title} - ${brand}` : title) : brand || document.title;
    return () => {
      if (brand) document.title = brand;
    };
  }, [title, brand]);
}
