import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import { notices } from '../../db/schema/notices';

export type NoticeRow = typeof notices.$inferSelect;

export async function insertNotice(
  db: Db,
  siteId: number,
  values: { userId: number; noticeType: number; title: LocalizedText; content: LocalizedText },
) {
  await db.insert(notices).values({ ...values, siteId });
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
) {
  const where = and(
    eq(notices.siteId, siteId),
    eq(notices.userId, userId),
    noticeType ? eq(notices.noticeType, noticeType) : sql`true`,
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

export async function findNotice(db: Db, siteId: number, userId: number, noticeId: number) {
  const [row] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.siteId, siteId), eq(notices.userId, userId), eq(notices.id, noticeId)))
    .limit(1);
  return row;
}
