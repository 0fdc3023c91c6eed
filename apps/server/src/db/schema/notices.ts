import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, siteRef, type LocalizedText } from './columns';
import { sites } from './sites';
import { users } from './users';

/** Notices to one user (system) or copies of a site broadcast (public); unread ones light the bell. */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    userId: ref('user_id', () => users.id, 'cascade'),
    /** 1 system, 2 public. */
    noticeType: integer('notice_type').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    /** The event it tells of (notice.texts keys), '' for old rows; notification flags are per kind. */
    kind: text('kind').notNull().default(''),
    /** Where the notice leads in the site (a path), '' for none. */
    link: text('link').notNull().default(''),
    /** The public message it copies (type 2). */
    publicMessageId: integer('public_message_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notices_user_idx').on(t.siteId, t.userId, t.isRead),
    index('notices_public_message_idx').on(t.publicMessageId),
  ],
);
