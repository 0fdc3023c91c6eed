import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, verificationCodes } from '../../db/schema/users';

export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(
  db: Db,
  siteId: number,
  values: Omit<typeof verificationCodes.$inferInsert, 'id' | 'siteId'>,
) {
  const [row] = await db
    .insert(verificationCodes)
    .values({ ...values, siteId })
    .returning({ id: verificationCodes.id });
  return row!.id;
}

export async function deleteCode(db: Db, siteId: number, codeId: number) {
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.siteId, siteId), eq(verificationCodes.id, codeId)));
}

/** The newest code of an address for a purpose; older ones are void once a new one is sent. */
export async function latestCode(
  db: Db,
  siteId: number,
  address: string,
  purpose: string,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.siteId, siteId),
        eq(verificationCodes.address, address),
        eq(verificationCodes.purpose, purpose),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/**
 * Takes one try of a code before it is compared: answers the tries used, or null when none is left (or
 * the code was used). One conditional update, so concurrent guesses never take more tries than allowed.
 */
export async function takeCodeAttempt(
  db: Db,
  siteId: number,
  codeId: number,
  maxAttempts: number,
): Promise<number | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.siteId, siteId),
        eq(verificationCodes.id, codeId),
        lt(verificationCodes.attempts, maxAttempts),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks a code used; false when another request used it first (so a code works exactly once). */
export async function consumeCode(db: Db, siteId: number, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.siteId, siteId),
        eq(verificationCodes.id, codeId),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Housekeeping: spent codes older than `before` are of no further use, nor are dead sessions. */
export async function pruneAuthRows(db: Db, before: Date) {
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, before));
  await db.delete(sessions).where(lt(sessions.expiresAt, before));
}

export async function insertSession(
  db: Db,
  siteId: number,
  values: Omit<typeof sessions.$inferInsert, 'id' | 'siteId'>,
) {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, siteId })
    .returning({ id: sessions.id });
  return row!.id;
}

/** Whether the user has a session (live, ended or expired, until pruned) opened from this address. */
export async function hasSignedInFrom(db: Db, siteId: number, userId: number, ip: string) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.siteId, siteId), eq(sessions.userId, userId), eq(sessions.ip, ip)))
    .limit(1);
  return rows.length > 0;
}

export async function revokeSession(db: Db, siteId: number, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.siteId, siteId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, siteId: number, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.siteId, siteId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user except `keepSessionId`; answers how many were ended. */
export async function revokeOtherSessions(
  db: Db,
  siteId: number,
  userId: number,
  keepSessionId: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.siteId, siteId),
        eq(sessions.userId, userId),
        ne(sessions.id, keepSessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** A user's sessions that are neither revoked nor expired, newest first. */
export async function liveSessions(db: Db, siteId: number, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.siteId, siteId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}
