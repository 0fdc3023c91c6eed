import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { mtAccounts, platforms } from '../db/schema/accounts';
import { userFollows } from '../db/schema/social';
import { users } from '../db/schema/users';

/*
 * People of a site and their live trade accounts as the social pages show them: public fields of users,
 * accounts with their platform (accounts), and who follows whom (social). Read only. Every function takes
 * the site id; a row of another site looks exactly like one that does not exist.
 */

/** A trade account readers can see: accType 1, bound (not unbound), of the site. */
export const liveTradeAccount = (siteId: number) =>
  and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.accType, 1), isNull(mtAccounts.unboundAt));

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

/**
 * A page of the people `userId` follows (`direction` 'following') or who follow `userId` ('fans'),
 * newest relation first, with their public trade account count and whether the relation is mutual.
 */
export async function pageFollows(
  db: Db,
  siteId: number,
  userId: number,
  direction: 'following' | 'fans',
  page: { offset: number; limit: number },
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
