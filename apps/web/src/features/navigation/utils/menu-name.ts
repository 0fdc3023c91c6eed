import type { Locale } from '@copytrade/contracts/locale';
import type { MenuItem } from '@copytrade/contracts/site';

/** A menu entry's name in the reader's language, falling back to the simplified Chinese one. */
export function localizedMenuName(item: MenuItem, locale: Locale): string {
  if (locale === 'en_US') return item.columnNameEn || item.columnName;
  if (locale === 'zh_Hant') return item.columnNameHant || item.columnName;
  return item.columnName;
}
