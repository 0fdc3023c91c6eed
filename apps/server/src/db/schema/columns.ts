import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Every time column is an instant with time zone; the API turns it into epoch milliseconds. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** The tenant of a row. Every site-owned table has one, and every repository function filters on it. */
export const siteRef = () => integer('site_id').notNull();

/** A text in the three languages; a missing language falls back to zh_CN where it is read. */
export type LocalizedText = { zh_CN: string; en_US?: string; zh_Hant?: string };
