import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, optionalRef, siteRef } from './columns';
import { users } from './users';

/**
 * A message left on the contact form (`commitLeavingMessage`), for the site's admin to answer. `userId` is
 * set when the sender was signed in (he then gets the answer as a notice). `state`: open | answered.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    siteId: siteRef(),
    userId: optionalRef('user_id', () => users.id, 'set null'),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    content: text('content').notNull(),
    state: text('state').notNull().default('open'),
    answer: text('answer').notNull().default(''),
    answeredBy: optionalRef('answered_by', () => users.id, 'set null'),
    createdAt: createdAt(),
    answeredAt: instant('answered_at'),
  },
  (t) => [index('contact_messages_site_idx').on(t.siteId, t.state, t.id)],
);
