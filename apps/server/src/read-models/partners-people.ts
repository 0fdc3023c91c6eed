import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';

/*
 * What the partners module reads of people (users): a user's invite code, inviter, partner state and
 * level, and whom he invited. Read only; the partner columns are written through the users service.
 */

export type Page = { page: number; pageSize: number };
const offsetOf = (p: Page) => (p.page - 1) * p.pageSize;

/** LIKE pattern of a keyword, its wildcards taken literally. */
export const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findUser(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      nickName: users.nickName,
      inviteCode: users.inviteCode,
      invitedBy: users.invitedBy,
      partnerState: users.partnerState,
      rebateLevelId: users.rebateLevelId,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
  return row ?? null;
}

export async function countInvited(db: Db, siteId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.invitedBy, userId)));
  return row!.n;
}

const invitedWhere = (siteId: number, userId: number, keyword?: string) =>
  and(
    eq(users.siteId, siteId),
    eq(users.invitedBy, userId),
    keyword ? ilike(users.nickName, likeOf(keyword)) : undefined,
  );

/** The people a user invited, newest first. */
export async function listInvited(db: Db, siteId: number, userId: number, page: Page & { keyword?: string }) {
  const where = invitedWhere(siteId, userId, page.keyword);
  const rows = await db
    .select({ id: users.id, nickName: users.nickName, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total!.n };
}
