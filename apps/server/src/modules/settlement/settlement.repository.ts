import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feeDebts, settlements } from '../../db/schema/money';

/*
 * The settlement's own tables: one settlement per subscription and week, and what stays owed (fee debts).
 * Every function takes the site id. What the job reads of other modules is in read-models/settlement-due.ts,
 * the list in read-models/settlement-views.ts.
 */

export async function settlementOfWeek(tx: Db, siteId: number, subscriptionId: number, weekStart: Date) {
  const [row] = await tx
    .select({ id: settlements.id })
    .from(settlements)
    .where(
      and(
        eq(settlements.siteId, siteId),
        eq(settlements.subscriptionId, subscriptionId),
        eq(settlements.weekStart, weekStart),
      ),
    );
  return row;
}

export async function insertSettlement(tx: Db, values: typeof settlements.$inferInsert) {
  const [row] = await tx.insert(settlements).values(values).returning();
  return row!;
}

/** The trader paid by a settlement. */
export async function traderOfSettlement(tx: Db, siteId: number, settlementId: number) {
  const [row] = await tx
    .select({ traderId: settlements.traderUserId })
    .from(settlements)
    .where(and(eq(settlements.siteId, siteId), eq(settlements.id, settlementId)));
  if (!row) throw new Error(`settlement ${settlementId} not found`);
  return row.traderId;
}

export async function insertDebt(tx: Db, values: typeof feeDebts.$inferInsert) {
  const [row] = await tx.insert(feeDebts).values(values).returning();
  return row!;
}

/** A user's open debts, oldest first, locked until the transaction ends. */
export function lockOpenDebts(tx: Db, siteId: number, userId: number) {
  return tx
    .select()
    .from(feeDebts)
    .where(and(eq(feeDebts.siteId, siteId), eq(feeDebts.userId, userId), gt(feeDebts.remaining, '0')))
    .orderBy(asc(feeDebts.id))
    .for('update');
}

export async function setDebtRemaining(
  tx: Db,
  siteId: number,
  id: number,
  remaining: string,
  clearedAt: Date | null,
) {
  await tx
    .update(feeDebts)
    .set({ remaining, clearedAt })
    .where(and(eq(feeDebts.siteId, siteId), eq(feeDebts.id, id)));
}

/** What a user owes in all (2-decimal text). */
export async function owedBy(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${feeDebts.remaining}), 0)::numeric(20, 2)::text` })
    .from(feeDebts)
    .where(and(eq(feeDebts.siteId, siteId), eq(feeDebts.userId, userId), gt(feeDebts.remaining, '0')));
  return row?.total ?? '0.00';
}
