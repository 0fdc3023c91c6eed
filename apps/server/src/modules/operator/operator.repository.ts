import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema/operator';

/* The platform operators and their sessions (issue 15). Not site-scoped: operators are above the sites. */

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
  return row;
}

/**
 * Spends a TOTP time step: answers true only when `step` is newer than the last accepted one, in one
 * conditional UPDATE, so a code (or an older one) is accepted once even when sent many times at once.
 */
export async function takeTotpStep(db: Db, operatorId: number, step: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step, updatedAt: at })
    .where(and(eq(operators.id, operatorId), lt(operators.totpLastStep, step)))
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function insertOperatorSession(
  db: Db,
  values: { operatorId: number; tokenHash: string; expiresAt: Date; ip: string; createdAt: Date },
): Promise<void> {
  await db.insert(operatorSessions).values(values);
}

/** A live session by its token's hash, with its operator. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      operatorId: operators.id,
      email: operators.email,
      name: operators.name,
      status: operators.status,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeOperatorSession(db: Db, sessionId: number, at: Date): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: at }).where(eq(operatorSessions.id, sessionId));
}

/** Housekeeping: sessions expired or revoked before `before`. */
export async function pruneOperatorSessions(db: Db, before: Date): Promise<void> {
  await db
    .delete(operatorSessions)
    .where(or(lt(operatorSessions.expiresAt, before), lt(operatorSessions.revokedAt, before)));
}
