import { boolean, index, integer, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { createdAt, siteRef, type LocalizedText } from './columns';
import { sites } from './sites';
import { users } from './users';

/** Notices to one user (system) or copies of a site broadcast (public); unread ones light the bell. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 system, 2 public. */
    noticeType: integer('notice_type').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notices_user_idx').on(t.siteId, t.userId, t.isRead)],
);
