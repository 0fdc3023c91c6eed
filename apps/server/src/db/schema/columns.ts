import { sql } from 'drizzle-orm';
import {
  customType,
  integer,
  jsonb,
  numeric,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

/*
 * The columns most tables share, written once: a table reads as what is its own. Each helper is exactly
 * the column it replaces, so the database does not change (drizzle-kit export gives the same SQL).
 */

/** Every time column is an instant with time zone; the API turns it into epoch milliseconds. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** The serial key of a table whose rows have no natural one. */
export const id = () => serial('id').primaryKey();

/** The tenant of a row. Every site-owned table has one, and every repository function filters on it. */
export const siteRef = () => integer('site_id').notNull();

/**
 * A required link to another table's row; `onDelete` says what deleting that row does to this one
 * (cascade for what belongs to it, restrict where money records would lose their owner).
 */
export const ref = (name: string, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  integer(name).notNull().references(target, { onDelete });

/** A link that may be empty (a reviewer not yet chosen, a sender who was not signed in). */
export const optionalRef = (name: string, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  integer(name).references(target, { onDelete });

/** An amount of money (USDT = USD) with cents; `.notNull()` and a default are the table's to say. */
export const money = (name: string) => numeric(name, { precision: 20, scale: 2 });

/** A copy setting: lots (fixed lot) or a ratio, with two places. */
export const lotsOrRatio = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * Performance fee tiers, [{ profit: '1000.00', divided: '0.60' }] (divided is the share, 0.01-1): a trade
 * account's current terms, and the terms a subscription was made under.
 */
export const feeTiers = () =>
  jsonb('fee_tiers')
    .$type<{ profit: string; divided: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/**
 * The site admin's review of what a user handed in (real name, payment information): pending | rejected |
 * passed, with the reason of a rejection.
 */
export const adminReview = () => ({
  state: text('state').notNull().default('pending'),
  reason: text('reason').notNull().default(''),
  reviewedBy: integer('reviewed_by'),
  reviewedAt: instant('reviewed_at'),
});

/** A text in the three languages; a missing language falls back to zh_CN where it is read. */
export type LocalizedText = { zh_CN: string; en_US?: string; zh_Hant?: string };

/** Bytes kept in the database (uploads, content files). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
