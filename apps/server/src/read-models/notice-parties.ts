import { aliasedTable, and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { mtAccounts } from '../db/schema/accounts';
import { subscriptions } from '../db/schema/copy';
import { comments } from '../db/schema/social';
import { users } from '../db/schema/users';

/*
 * Who an event concerns, for the notices (messages): the two sides of a subscription (subscriptions,
 * accounts, users), a comment's author, account and parent (social, accounts, users), a person's name, and
 * the active people of a site (users). Read only.
 */

const masterAccounts = aliasedTable(mtAccounts, 'master_account');
const followAccounts = aliasedTable(mtAccounts, 'follow_account');
const traders = aliasedTable(users, 'trader');
const followers = aliasedTable(users, 'follower');

/**
 * The two sides of some subscriptions: accounts, people and their names. With `siteId` 'all' (the
 * expiry sweep, a system job) the subscriptions of every site; each row carries its site.
 */
export async function subscriptionParties(db: Db, siteId: number | 'all', ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: subscriptions.id,
      siteId: subscriptions.siteId,
      serialNo: subscriptions.serialNo,
      followerUserId: subscriptions.followerUserId,
      masterUserId: subscriptions.masterUserId,
      masterLogin: masterAccounts.login,
      followLogin: followAccounts.login,
      followLoginOrder: followAccounts.loginOrder,
      traderName: traders.nickName,
      followerName: followers.nickName,
    })
    .from(subscriptions)
    .innerJoin(masterAccounts, eq(masterAccounts.id, subscriptions.masterAccountId))
    .innerJoin(followAccounts, eq(followAccounts.id, subscriptions.followAccountId))
    .innerJoin(traders, eq(traders.id, subscriptions.masterUserId))
    .innerJoin(followers, eq(followers.id, subscriptions.followerUserId))
    .where(
      and(
        siteId === 'all' ? undefined : eq(subscriptions.siteId, siteId),
        inArray(subscriptions.id, [...new Set(ids)]),
      ),
    );
}

const parents = alias(comments, 'parent_comment');

/** A comment with its author, the account it is on (and its owner) and the comment it answers. */
export async function commentParties(db: Db, siteId: number, commentId: number) {
  const [row] = await db
    .select({
      id: comments.id,
      content: comments.content,
      authorId: comments.userId,
      authorName: users.nickName,
      accountId: comments.accountId,
      accountLogin: mtAccounts.login,
      accountOwnerId: mtAccounts.userId,
      parentAuthorId: parents.userId,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(mtAccounts, eq(mtAccounts.id, comments.accountId))
    .leftJoin(parents, eq(parents.id, comments.parentId))
    .where(and(eq(comments.siteId, siteId), eq(comments.id, commentId)));
  return row;
}

export async function personName(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({ nickName: users.nickName })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
  return row?.nickName;
}

/**
 * The active people of a site as a subquery with one column, `id`: a public message is copied to each
 * of them in the same statement that selects them (messages' INSERT ... SELECT).
 */
export const activeUsersOf = (siteId: number) =>
  sql`select u.id from ${users} u where u.site_id = ${siteId} and u.status = 1`;
