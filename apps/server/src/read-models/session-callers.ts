import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/users';

/*
 * Who calls with a token: the session (auth) with its user's type, role and state (users), in one query
 * on every signed-in request. Read only.
 */

/** The session of a token hash with its user's state, on any site (the caller checks the site). */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      siteId: sessions.siteId,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userType: users.userType,
      role: users.role,
      userStatus: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}
