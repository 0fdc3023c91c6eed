import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Mail and text messages that were not handed to a real transport (no SMTP_URL, or SMS, which has no
 * provider yet). Outside production the developer outbox page lists them.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    /** 'email' or 'sms'. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_site_idx').on(t.siteId, t.createdAt)],
);
