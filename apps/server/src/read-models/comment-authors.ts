import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { mtAccounts } from '../db/schema/accounts';
import { comments } from '../db/schema/social';
import { users } from '../db/schema/users';
import { liveTradeAccount } from './public-people';

/*
 * Comments (social) with their authors (users) and, where a comment must still be readable, its trade
 * account (accounts). Read only; comments are written by modules/social. Every function takes the site id.
 */

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
export async function pageTopComments(
  db: Db,
  siteId: number,
  accountId: number,
  page: { offset: number; limit: number },
) {
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
