import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, ref, siteRef } from './columns';
import { mtAccounts } from './accounts';
import { sites } from './sites';
import { users } from './users';

/**
 * Comments on a trade account (the trader detail's comments tab), with one level of replies (`parent_id`
 * is a comment on the same account without a parent). `content` is the text as typed (trimmed): plain
 * text, never HTML. Deleting sets `deleted_at` (the author or the site's admin); a deleted comment hides
 * its replies.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    accountId: ref('account_id', () => mtAccounts.id, 'cascade'),
    userId: ref('user_id', () => users.id, 'cascade'),
    parentId: integer('parent_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    deletedAt: instant('deleted_at'),
    deletedBy: integer('deleted_by'),
  },
  (t) => [
    index('comments_account_idx').on(t.siteId, t.accountId, t.createdAt),
    index('comments_parent_idx').on(t.parentId),
  ],
);

/** One like per person per comment; the count is always counted, never kept by hand. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    siteId: siteRef(),
    commentId: ref('comment_id', () => comments.id, 'cascade'),
    userId: ref('user_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** Attention: `follower_id` follows `followee_id` (people, like a social follow), both of the site. */
export const userFollows = pgTable(
  'user_follows',
  {
    siteId: siteRef(),
    followerId: ref('follower_id', () => users.id, 'cascade'),
    followeeId: ref('followee_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('user_follows_followee_idx').on(t.followeeId, t.createdAt),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** The optional list: trade accounts a person watches (at most 200 each, checked by the service). */
export const optionalAccounts = pgTable(
  'optional_accounts',
  {
    siteId: siteRef(),
    userId: ref('user_id', () => users.id, 'cascade'),
    accountId: ref('account_id', () => mtAccounts.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] })],
);

/**
 * Favourites (collect): `target_type` 'comment' (a comment id) or 'strategy' (a trade account id, its
 * strategy text). No foreign key on the target: a deleted comment or an unbound account leaves the entry,
 * which the list shows as no longer available.
 */
export const favourites = pgTable(
  'favourites',
  {
    siteId: siteRef(),
    userId: ref('user_id', () => users.id, 'cascade'),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetType, t.targetId] })],
);
