import type { Locale } from '../locale';
import { interpolate, type MessageTable } from './message-table';

/**
 * Texts of the formatting helpers (`format.ts`). Kept apart from `MESSAGES` so formatting needs nothing
 * of the message registry; `formatText` reads this table alone.
 */
export const formatMessages = {
  'format.timeAgo.justNow': { zh_CN: '刚刚', en_US: 'just now', zh_Hant: '剛剛' },
  'format.timeAgo.minute': { zh_CN: '1分钟前', en_US: '1 minute ago', zh_Hant: '1分鐘前' },
  'format.timeAgo.minutes': {
    zh_CN: '{count}分钟前',
    en_US: '{count} minutes ago',
    zh_Hant: '{count}分鐘前',
  },
  'format.timeAgo.hour': { zh_CN: '1小时前', en_US: '1 hour ago', zh_Hant: '1小時前' },
  'format.timeAgo.hours': { zh_CN: '{count}小时前', en_US: '{count} hours ago', zh_Hant: '{count}小時前' },
  'format.timeAgo.day': { zh_CN: '1天前', en_US: '1 day ago', zh_Hant: '1天前' },
  'format.timeAgo.days': { zh_CN: '{count}天前', en_US: '{count} days ago', zh_Hant: '{count}天前' },
  /** A maximum of -1 (copyMaxNumber, masterMaxNumber). */
  'format.unlimited': { zh_CN: '不限制', en_US: 'Unlimited', zh_Hant: '不限制' },
} as const satisfies MessageTable;

export type FormatKey = keyof typeof formatMessages;

/** The text of a formatting key in `locale`, with `{name}` placeholders filled from `params`. */
export function formatText(locale: Locale, key: FormatKey, params?: Record<string, string | number>): string {
  return interpolate(formatMessages[key][locale], params);
}
