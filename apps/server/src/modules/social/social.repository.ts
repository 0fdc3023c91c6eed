import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FavouriteTarget } from '@copytrade/contracts/social';
import type { Db } from '../../db/client';
import { commentLikes, comments, favourites, optionalAccounts, userFollows } from '../../db/schema/social';

/*
 * All SQL of the social module's own tables. Every function takes the site id and filters on it; rows of
 * another site are never read or written, so they look exactly like rows that do not exist. What the
 * social pages read with other modules' tables (authors, accounts, people) is in read-models/.
 */

export type Page = { offset: number; limit: number };

/* ---------- comments ---------- */

export type CommentRow = typeof comments.$inferSelect;

export async function insertComment(
  db: Db,
  siteId: number,
  values: { accountId: number; userId: number; parentId: number | null; content: string; createdAt: Date },
): Promise<CommentRow> {
  const [row] = await db
    .insert(comments)
    .values({ ...values, siteId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function softDeleteComment(db: Db, siteId: number, commentId: number, by: number, now: Date) {
  await db
    .update(comments)
    .set({ deletedAt: now, deletedBy: by })
    .where(and(eq(comments.siteId, siteId), eq(comments.id, commentId), isNull(comments.deletedAt)));
}

/** Every live comment of an account: comments, and replies whose comment is live. */
export async function countLiveComments(db: Db, siteId: number, accountId: number): Promise<number> {
  const parent = alias(comments, 'parent');
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .leftJoin(parent, eq(parent.id, comments.parentId))
    .where(
      and(
        eq(comments.siteId, siteId),
        eq(comments.accountId, accountId),
        isNull(comments.deletedAt),
        sql`(${comments.parentId} is null or ${parent.deletedAt} is null)`,
      ),
    );
  return row?.n ?? 0;
}

/** Likes per comment. */
export async function likeCounts(db: Db, siteId: number, commentIds: number[]) {
  if (commentIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ commentId: commentLikes.commentId, n: count() })
    .from(commentLikes)
    .where(and(eq(commentLikes.siteId, siteId), inArray(commentLikes.commentId, commentIds)))
    .groupBy(commentLikes.commentId);
  return new Map(rows.map((r) => [r.commentId, r.n]));
}

/** The comments among `commentIds` that `userId` likes. */
export async function likedBy(db: Db, siteId: number, userId: number, commentIds: number[]) {
  if (commentIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ commentId: commentLikes.commentId })
    .from(commentLikes)
    .where(
      and(
        eq(commentLikes.siteId, siteId),
        eq(commentLikes.userId, userId),
        inArray(commentLikes.commentId, commentIds),
      ),
    );
  return new Set(rows.map((r) => r.commentId));
}

/** Idempotent: a second like of the same person changes nothing. */
export async function insertLike(db: Db, siteId: number, commentId: number, userId: number, now: Date) {
  await db.insert(commentLikes).values({ siteId, commentId, userId, createdAt: now }).onConflictDoNothing();
}

export async function deleteLike(db: Db, siteId: number, commentId: number, userId: number) {
  await db
    .delete(commentLikes)
    .where(
      and(
        eq(commentLikes.siteId, siteId),
        eq(commentLikes.commentId, commentId),
        eq(commentLikes.userId, userId),
      ),
    );
}

/* ---------- attention (follows) ---------- */

export async function insertFollow(
  db: Db,
  siteId: number,
  followerId: number,
  followeeId: number,
  now: Date,
) {
  const rows = await db
    .insert(userFollows)
    .values({ siteId, followerId, followeeId, createdAt: now })
    .onConflictDoNothing()
    .returning({ followerId: userFollows.followerId });
  return rows.length > 0;
}

export async function deleteFollow(db: Db, siteId: number, followerId: number, followeeId: number) {
  await db
    .delete(userFollows)
    .where(
      and(
        eq(userFollows.siteId, siteId),
        eq(userFollows.followerId, followerId),
        eq(userFollows.followeeId, followeeId),
      ),
    );
}

export async function isFollowing(db: Db, siteId: number, followerId: number, followeeId: number) {
  const rows = await db
    .select({ n: sql`1` })
    .from(userFollows)
    .where(
      and(
        eq(userFollows.siteId, siteId),
        eq(userFollows.followerId, followerId),
        eq(userFollows.followeeId, followeeId),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/** Followers (fans) and followings of one person. */
export async function followCounts(db: Db, siteId: number, userId: number) {
  const [fans, following] = await Promise.all([
    db
      .select({ n: count() })
      .from(userFollows)
      .where(and(eq(userFollows.siteId, siteId), eq(userFollows.followeeId, userId))),
    db
      .select({ n: count() })
      .from(userFollows)
      .where(and(eq(userFollows.siteId, siteId), eq(userFollows.followerId, userId))),
  ]);
  return { fansCount: fans[0]?.n ?? 0, followingCount: following[0]?.n ?? 0 };
}

/* ---------- optional list ---------- */

export async function insertOptional(db: Db, siteId: number, userId: number, accountId: number, now: Date) {
  await db
    .insert(optionalAccounts)
    .values({ siteId, userId, accountId, createdAt: now })
    .onConflictDoNothing();
}

export async function deleteOptional(db: Db, siteId: number, userId: number, accountId: number) {
  await db
    .delete(optionalAccounts)
    .where(
      and(
        eq(optionalAccounts.siteId, siteId),
        eq(optionalAccounts.userId, userId),
        eq(optionalAccounts.accountId, accountId),
      ),
    );
}

export async function isOptional(db: Db, siteId: number, userId: number, accountId: number) {
  const rows = await db
    .select({ n: sql`1` })
    .from(optionalAccounts)
    .where(
      and(
        eq(optionalAccounts.siteId, siteId),
        eq(optionalAccounts.userId, userId),
        eq(optionalAccounts.accountId, accountId),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/* ---------- favourites ---------- */

export async function insertFavourite(
  db: Db,
  siteId: number,
  userId: number,
  target: { targetType: FavouriteTarget; targetId: number },
  now: Date,
) {
  await db
    .insert(favourites)
    .values({ siteId, userId, ...target, createdAt: now })
    .onConflictDoNothing();
}

export async function deleteFavourite(
  db: Db,
  siteId: number,
  userId: number,
  target: { targetType: FavouriteTarget; targetId: number },
) {
  await db
    .delete(favourites)
    .where(
      and(
        eq(favourites.siteId, siteId),
        eq(favourites.userId, userId),
        eq(favourites.targetType, target.targetType),
        eq(favourites.targetId, target.targetId),
      ),
    );
}

/** The targets among `ids` of one type that `userId` collected. */
export async function collectedBy(
  db: Db,
  siteId: number,
  userId: number,
  targetType: FavouriteTarget,
  ids: number[],
) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ targetId: favourites.targetId })
    .from(favourites)
    .where(
      and(
        eq(favourites.siteId, siteId),
        eq(favourites.userId, userId),
        eq(favourites.targetType, targetType),
        inArray(favourites.targetId, ids),
      ),
    );
  return new Set(rows.map((r) => r.targetId));
}

export async function countFavourites(db: Db, siteId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(favourites)
    .where(and(eq(favourites.siteId, siteId), eq(favourites.userId, userId)));
  return row?.n ?? 0;
}

/** A page of a person's favourites, newest first; `targetType` narrows them. */
export async function pageFavourites(
  db: Db,
  siteId: number,
  userId: number,
  targetType: FavouriteTarget | undefined,
  page: Page,
) {
  const where = and(
    eq(favourites.siteId, siteId),
    eq(favourites.userId, userId),
    targetType ? eq(favourites.targetType, targetType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        targetType: favourites.targetType,
        targetId: favourites.targetId,
        createdAt: favourites.createdAt,
      })
      .from(favourites)
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.targetId))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(favourites).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
