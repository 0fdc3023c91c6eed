import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FavouriteTarget } from '@copytrade/contracts/social';
import type { Db } from '../../db/client';
import { mtAccounts, platforms } from '../../db/schema/accounts';
import { commentLikes, comments, favourites, optionalAccounts, userFollows } from '../../db/schema/social';
import { users } from '../../db/schema/users';

/*
 * All SQL of the social module. Every function takes the site id and filters on it; rows of another site
 * are never read or written, so they look exactly like rows that do not exist.
 */

export type Page = { offset: number; limit: number };

/** A trade account readers can see: accType 1, bound (not unbound), of the site. */
const liveTradeAccount = (siteId: number) =>
  and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.accType, 1), isNull(mtAccounts.unboundAt));

/* ---------- people and accounts ---------- */

/** A person of the site (public fields only). */
export async function findPerson(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      nickName: users.nickName,
      portraitImg: users.portraitImg,
      userType: users.userType,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .limit(1);
  return row;
}

/**
 * Serializes one person's writes that check a count first (comment flood, list limits): the user row is
 * locked until the transaction ends. False when the user is not of the site.
 */
export async function lockPerson(db: Db, siteId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .for('update');
  return rows.length === 1;
}

/** A live trade account of the site with its owner, or undefined. */
export async function findLiveTradeAccount(db: Db, siteId: number, accountId: number) {
  const [row] = await db
    .select({
      id: mtAccounts.id,
      userId: mtAccounts.userId,
      login: mtAccounts.login,
      loginOrder: mtAccounts.loginOrder,
      platformName: platforms.name,
      ownerNickName: users.nickName,
      ownerPortraitImg: users.portraitImg,
    })
    .from(mtAccounts)
    .innerJoin(users, eq(users.id, mtAccounts.userId))
    .innerJoin(platforms, eq(platforms.id, mtAccounts.platformId))
    .where(and(liveTradeAccount(siteId), eq(mtAccounts.id, accountId)))
    .limit(1);
  return row;
}

/** A person's public trade accounts, in their own order. */
export async function publicTradeAccountsOf(db: Db, siteId: number, userId: number) {
  return db
    .select({
      mtAccId: mtAccounts.id,
      login: mtAccounts.login,
      loginOrder: mtAccounts.loginOrder,
      platformName: platforms.name,
    })
    .from(mtAccounts)
    .innerJoin(platforms, eq(platforms.id, mtAccounts.platformId))
    .where(and(liveTradeAccount(siteId), eq(mtAccounts.userId, userId)))
    .orderBy(asc(mtAccounts.loginOrder));
}

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

/** A live (not deleted) comment of the site whose account is still a live trade account. */
export async function findLiveComment(db: Db, siteId: number, commentId: number) {
  const [row] = await db
    .select({ comment: comments })
    .from(comments)
    .innerJoin(mtAccounts, eq(mtAccounts.id, comments.accountId))
    .where(
      and(
        eq(comments.siteId, siteId),
        eq(comments.id, commentId),
        isNull(comments.deletedAt),
        liveTradeAccount(siteId),
      ),
    )
    .limit(1);
  return row?.comment;
}

export async function softDeleteComment(db: Db, siteId: number, commentId: number, by: number, now: Date) {
  await db
    .update(comments)
    .set({ deletedAt: now, deletedBy: by })
    .where(and(eq(comments.siteId, siteId), eq(comments.id, commentId), isNull(comments.deletedAt)));
}

const commentFields = {
  id: comments.id,
  accountId: comments.accountId,
  parentId: comments.parentId,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  nickName: users.nickName,
  portraitImg: users.portraitImg,
};

/** Comments of one account with their authors; `ids` narrows to some. */
export async function commentsByIds(db: Db, siteId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(commentFields)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.siteId, siteId), inArray(comments.id, ids)));
}

export type CommentView = Awaited<ReturnType<typeof commentsByIds>>[number];

/** A page of an account's live comments (not replies), newest first, and how many there are. */
export async function pageTopComments(db: Db, siteId: number, accountId: number, page: Page) {
  const where = and(
    eq(comments.siteId, siteId),
    eq(comments.accountId, accountId),
    isNull(comments.parentId),
    isNull(comments.deletedAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(commentFields)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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

/**
 * The newest `perParent` live replies of some comments (returned oldest first) and the number of live
 * replies of each.
 */
export async function repliesOf(db: Db, siteId: number, parentIds: number[], perParent: number) {
  if (parentIds.length === 0) return { rows: [], counts: new Map<number, number>() };
  const ranked = db
    .select({
      ...commentFields,
      rank: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt} desc, ${comments.id} desc)`.as(
        'rank',
      ),
      total: sql<number>`(count(*) over (partition by ${comments.parentId}))::int`.as('total'),
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(
      and(eq(comments.siteId, siteId), inArray(comments.parentId, parentIds), isNull(comments.deletedAt)),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perParent}`)
    .orderBy(asc(ranked.createdAt), asc(ranked.id));
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.parentId!, row.total);
  return { rows, counts };
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

/**
 * A page of the people `userId` follows (`direction` 'following') or who follow `userId` ('fans'),
 * newest relation first, with their public trade account count and whether the relation is mutual.
 */
export async function pageFollows(
  db: Db,
  siteId: number,
  userId: number,
  direction: 'following' | 'fans',
  page: Page,
) {
  const mine = direction === 'following' ? userFollows.followerId : userFollows.followeeId;
  const other = direction === 'following' ? userFollows.followeeId : userFollows.followerId;
  const back = alias(userFollows, 'back');
  const backMine = direction === 'following' ? back.followeeId : back.followerId;
  const backOther = direction === 'following' ? back.followerId : back.followeeId;
  const where = and(eq(userFollows.siteId, siteId), eq(mine, userId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: users.id,
        nickName: users.nickName,
        portraitImg: users.portraitImg,
        userType: users.userType,
        followedAt: userFollows.createdAt,
        mutual: sql<boolean>`(${back.followerId} is not null)`,
        tradeAccountCount: sql<number>`(select count(*)::int from ${mtAccounts} where ${mtAccounts.userId} = ${users.id} and ${mtAccounts.siteId} = ${siteId} and ${mtAccounts.accType} = 1 and ${mtAccounts.unboundAt} is null)`,
      })
      .from(userFollows)
      .innerJoin(users, and(eq(users.id, other), eq(users.siteId, siteId)))
      .leftJoin(back, and(eq(back.siteId, siteId), eq(backOther, other), eq(backMine, userId)))
      .where(where)
      .orderBy(desc(userFollows.createdAt), desc(other))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(userFollows).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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

/** The optional entries of a person whose accounts are still live trade accounts. */
function liveOptionals(siteId: number, userId: number) {
  return and(
    eq(optionalAccounts.siteId, siteId),
    eq(optionalAccounts.userId, userId),
    liveTradeAccount(siteId),
  );
}

export async function countOptionals(db: Db, siteId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(optionalAccounts)
    .innerJoin(mtAccounts, eq(mtAccounts.id, optionalAccounts.accountId))
    .where(liveOptionals(siteId, userId));
  return row?.n ?? 0;
}

/** A page of a person's optional list (live accounts only), newest entry first. */
export async function pageOptionals(db: Db, siteId: number, userId: number, page: Page) {
  const rows = await db
    .select({
      accountId: optionalAccounts.accountId,
      addedAt: optionalAccounts.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(optionalAccounts)
    .innerJoin(mtAccounts, eq(mtAccounts.id, optionalAccounts.accountId))
    .where(liveOptionals(siteId, userId))
    .orderBy(desc(optionalAccounts.createdAt), desc(optionalAccounts.accountId))
    .offset(page.offset)
    .limit(page.limit);
  const total = rows[0]?.total ?? (page.offset === 0 ? 0 : await countOptionals(db, siteId, userId));
  return { rows, total };
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

/** Cards of live comments (on live trade accounts) of the site: text, author, the account and its owner. */
export async function commentCards(db: Db, siteId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const owner = alias(users, 'owner');
  return db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      userId: comments.userId,
      nickName: users.nickName,
      portraitImg: users.portraitImg,
      mtAccId: mtAccounts.id,
      login: mtAccounts.login,
      loginOrder: mtAccounts.loginOrder,
      accountNickName: owner.nickName,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(mtAccounts, eq(mtAccounts.id, comments.accountId))
    .innerJoin(owner, eq(owner.id, mtAccounts.userId))
    .where(
      and(
        eq(comments.siteId, siteId),
        inArray(comments.id, ids),
        isNull(comments.deletedAt),
        liveTradeAccount(siteId),
      ),
    );
}

/** Cards of live trade accounts' strategies (the text as stored; the service applies the lock). */
export async function strategyCards(db: Db, siteId: number, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      mtAccId: mtAccounts.id,
      login: mtAccounts.login,
      loginOrder: mtAccounts.loginOrder,
      platformName: platforms.name,
      userId: users.id,
      nickName: users.nickName,
      portraitImg: users.portraitImg,
      strategy: mtAccounts.strategy,
      strategyTranslations: mtAccounts.strategyTranslations,
      strategyLocked: mtAccounts.strategyLocked,
    })
    .from(mtAccounts)
    .innerJoin(users, eq(users.id, mtAccounts.userId))
    .innerJoin(platforms, eq(platforms.id, mtAccounts.platformId))
    .where(and(liveTradeAccount(siteId), inArray(mtAccounts.id, accountIds)));
}
