import { aliasedTable, and, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import { mtAccounts } from '../../db/schema/accounts';
import { subscriptions } from '../../db/schema/copy';
import { notices } from '../../db/schema/notices';
import { noticeFlags, publicMessages } from '../../db/schema/profile';
import { comments } from '../../db/schema/social';
import { rateEvents, users } from '../../db/schema/users';

export type NewNotice = {
  userId: number;
  noticeType: number;
  title: LocalizedText;
  content: LocalizedText;
  kind?: string;
  link?: string;
};

export async function insertNotice(db: Db, siteId: number, values: NewNotice, at: Date) {
  await db.insert(notices).values({ ...values, siteId, createdAt: at });
}

/** Several notices of one site in one statement, dated `at` (the service's clock). */
export async function insertNotices(db: Db, siteId: number, rows: NewNotice[], at: Date) {
  if (rows.length === 0) return;
  await db.insert(notices).values(rows.map((row) => ({ ...row, siteId, createdAt: at })));
}

export async function unreadCounts(db: Db, siteId: number, userId: number) {
  const rows = await db
    .select({ noticeType: notices.noticeType, n: count() })
    .from(notices)
    .where(and(eq(notices.siteId, siteId), eq(notices.userId, userId), eq(notices.isRead, false)))
    .groupBy(notices.noticeType);
  return new Map(rows.map((r) => [r.noticeType, r.n]));
}

export async function pageNotices(
  db: Db,
  siteId: number,
  userId: number,
  noticeType: number | undefined,
  page: { offset: number; limit: number },
  unreadOnly = false,
) {
  const where = and(
    eq(notices.siteId, siteId),
    eq(notices.userId, userId),
    noticeType ? eq(notices.noticeType, noticeType) : sql`true`,
    unreadOnly ? eq(notices.isRead, false) : sql`true`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks one notice (or all of the user's) read; only the user's own rows can change. */
export async function markRead(db: Db, siteId: number, userId: number, noticeId: number | undefined) {
  const rows = await db
    .update(notices)
    .set({ isRead: true })
    .where(
      and(
        eq(notices.siteId, siteId),
        eq(notices.userId, userId),
        noticeId ? eq(notices.id, noticeId) : sql`true`,
      ),
    )
    .returning({ id: notices.id });
  return rows.length;
}

/** Marks the user's unread notices of one type (or of both) read; answers how many changed. */
export async function markTypeRead(db: Db, siteId: number, userId: number, noticeType: number | undefined) {
  const rows = await db
    .update(notices)
    .set({ isRead: true })
    .where(
      and(
        eq(notices.siteId, siteId),
        eq(notices.userId, userId),
        eq(notices.isRead, false),
        noticeType ? eq(notices.noticeType, noticeType) : sql`true`,
      ),
    )
    .returning({ id: notices.id });
  return rows.length;
}

export async function findNotice(db: Db, siteId: number, userId: number, noticeId: number) {
  const [row] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.siteId, siteId), eq(notices.userId, userId), eq(notices.id, noticeId)))
    .limit(1);
  return row;
}

/* ---------- notification flags ---------- */

/** The stored switches of some users (a user without a row has every switch on). */
export async function flagsOf(db: Db, siteId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, Record<string, boolean>>();
  const rows = await db
    .select({ userId: noticeFlags.userId, flags: noticeFlags.flags })
    .from(noticeFlags)
    .where(and(eq(noticeFlags.siteId, siteId), inArray(noticeFlags.userId, [...new Set(userIds)])));
  return new Map(rows.map((r) => [r.userId, r.flags]));
}

/** Merges `patch` into the user's switches (one row per user; racing saves both land). */
export async function mergeFlags(
  db: Db,
  siteId: number,
  userId: number,
  patch: Record<string, boolean>,
  now: Date,
) {
  const [row] = await db
    .insert(noticeFlags)
    .values({ siteId, userId, flags: patch, updatedAt: now })
    .onConflictDoUpdate({
      target: [noticeFlags.siteId, noticeFlags.userId],
      set: { flags: sql`${noticeFlags.flags} || excluded.flags`, updatedAt: now },
    })
    .returning({ flags: noticeFlags.flags });
  return row?.flags ?? patch;
}

/* ---------- flood limits (rows in rate_events, pruned after a day) ---------- */

/** Which of `keys` have an event in `bucket` after `since`. */
export async function recentRateKeys(db: Db, siteId: number, bucket: string, keys: string[], since: Date) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ key: rateEvents.key })
    .from(rateEvents)
    .where(
      and(
        eq(rateEvents.siteId, siteId),
        eq(rateEvents.bucket, bucket),
        inArray(rateEvents.key, [...new Set(keys)]),
        gt(rateEvents.createdAt, since),
      ),
    );
  return new Set(rows.map((r) => r.key));
}

export async function addRateEvents(db: Db, siteId: number, bucket: string, keys: string[], now: Date) {
  if (keys.length === 0) return;
  await db.insert(rateEvents).values(keys.map((key) => ({ siteId, bucket, key, createdAt: now })));
}

/** The time of the newest event of `key` in `bucket`, if any. */
export async function latestRateEvent(db: Db, siteId: number, bucket: string, key: string) {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${rateEvents.createdAt})` })
    .from(rateEvents)
    .where(and(eq(rateEvents.siteId, siteId), eq(rateEvents.bucket, bucket), eq(rateEvents.key, key)));
  return row?.at ? new Date(row.at) : null;
}

/* ---------- who an event concerns (read from the other modules' tables) ---------- */

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

/* ---------- public messages ---------- */

export async function insertPublicMessage(
  db: Db,
  siteId: number,
  values: { authorId: number; title: LocalizedText; content: LocalizedText; createdAt: Date },
) {
  const [row] = await db
    .insert(publicMessages)
    .values({ ...values, siteId })
    .returning();
  return row!;
}

/**
 * Copies a public message to every active user of its site as an unread type-2 notice, in one
 * INSERT ... SELECT (no loop over users). Answers how many copies were made.
 */
export async function copyToActiveUsers(
  db: Db,
  siteId: number,
  message: { id: number; title: LocalizedText; content: LocalizedText; createdAt: Date },
  kind: string,
) {
  const result = await db.execute(sql`
    with copied as (
      insert into ${notices} (site_id, user_id, notice_type, title, content, kind, link, public_message_id, created_at)
      select ${siteId}, u.id, 2, ${JSON.stringify(message.title)}::jsonb, ${JSON.stringify(message.content)}::jsonb,
        ${kind}, '', ${message.id}, ${message.createdAt.toISOString()}::timestamptz
      from ${users} u
      where u.site_id = ${siteId} and u.status = 1
      returning 1
    )
    select count(*)::int as n from copied`);
  const [row] = (result as { rows: Record<string, unknown>[] }).rows;
  return Number(row?.n ?? 0);
}

export async function setRecipients(db: Db, siteId: number, id: number, recipients: number) {
  await db
    .update(publicMessages)
    .set({ recipients })
    .where(and(eq(publicMessages.siteId, siteId), eq(publicMessages.id, id)));
}

export async function pagePublicMessages(db: Db, siteId: number, page: { offset: number; limit: number }) {
  const where = eq(publicMessages.siteId, siteId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: publicMessages, authorName: users.nickName })
      .from(publicMessages)
      .leftJoin(users, eq(users.id, publicMessages.authorId))
      .where(where)
      .orderBy(desc(publicMessages.createdAt), desc(publicMessages.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(publicMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Read copies per public message. */
export async function readCounts(db: Db, siteId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: notices.publicMessageId, n: count() })
    .from(notices)
    .where(
      and(
        eq(notices.siteId, siteId),
        isNotNull(notices.publicMessageId),
        inArray(notices.publicMessageId, ids),
        eq(notices.isRead, true),
      ),
    )
    .groupBy(notices.publicMessageId);
  return new Map(rows.map((r) => [r.id ?? 0, r.n]));
}

/** The message row, locked until the transaction ends (a second withdrawal waits, then sees it withdrawn). */
export async function lockPublicMessage(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(publicMessages)
    .where(and(eq(publicMessages.siteId, siteId), eq(publicMessages.id, id)))
    .for('update');
  return row;
}

/** Removes every copy of a public message (read or not) and marks it withdrawn. */
export async function withdrawPublicMessage(db: Db, siteId: number, id: number) {
  await db.delete(notices).where(and(eq(notices.siteId, siteId), eq(notices.publicMessageId, id)));
  const [row] = await db
    .update(publicMessages)
    .set({ withdrawn: true })
    .where(and(eq(publicMessages.siteId, siteId), eq(publicMessages.id, id)))
    .returning();
  return row!;
}

export async function publicMessageWithAuthor(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select({ message: publicMessages, authorName: users.nickName })
    .from(publicMessages)
    .leftJoin(users, eq(users.id, publicMessages.authorId))
    .where(and(eq(publicMessages.siteId, siteId), eq(publicMessages.id, id)));
  return row;
}
