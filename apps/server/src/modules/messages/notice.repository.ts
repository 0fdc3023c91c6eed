import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import { notices } from '../../db/schema/notices';
import { noticeFlags, publicMessages } from '../../db/schema/profile';
import { activeUsersOf } from '../../read-models/notice-parties';

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
      from (${activeUsersOf(siteId)}) u
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
