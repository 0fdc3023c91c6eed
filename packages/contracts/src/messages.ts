import type { Locale } from './locale';
import { STATUS_TEXT, type StatusName } from './status-codes';
import { interpolate, type Translations } from './messages/message-table';
import { validationMessages } from './messages/validation';
import { operatorValidationMessages } from './messages/operator-validation';
import { mamTradingValidationMessages } from './messages/mam-trading-validation';
import { siteSettingsValidationMessages } from './messages/site-settings-validation';
import { contentValidationMessages } from './messages/content-validation';
import { marketNewsValidationMessages } from './messages/market-news-validation';

const statusTable = Object.fromEntries(
  Object.entries(STATUS_TEXT).map(([name, texts]) => [`status.${name}`, texts]),
) as Record<`status.${StatusName}`, Translations>;

/** All texts the server sends and the web shows for server-side rules, in the three languages. */
export const MESSAGES: Record<string, Translations> = {
  ...validationMessages,
  ...operatorValidationMessages,
  ...mamTradingValidationMessages,
  ...siteSettingsValidationMessages,
  ...contentValidationMessages,
  ...marketNewsValidationMessages,
  ...statusTable,
};

export type ValidationKey =
  | keyof typeof validationMessages
  | keyof typeof operatorValidationMessages
  | keyof typeof mamTradingValidationMessages
  | keyof typeof siteSettingsValidationMessages
  | keyof typeof contentValidationMessages
  | keyof typeof marketNewsValidationMessages;
export type MessageKey = ValidationKey | `status.${StatusName}`;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/** The text of `key` in `locale`; an unknown key is returned as is, so a plain message still reads. */
export function translate(locale: Locale, key: string, params?: Record<string, string | number>): string {
  const texts = MESSAGES[key];
  return interpolate(texts ? texts[locale] : key, params);
}

export function statusText(
  locale: Locale,
  name: StatusName,
  params?: Record<string, string | number>,
): string {
  return interpolate(STATUS_TEXT[name][locale], params);
}
