import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTradeSettings } from '../../db/schema/profile';

/** All SQL of the trade settings (avatars are the uploads module's). Every function takes the site id. */

export type TradeSettingsRow = typeof userTradeSettings.$inferSelect;

export async function findTradeSettings(
  db: Db,
  siteId: number,
  userId: number,
): Promise<TradeSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(userTradeSettings)
    .where(and(eq(userTradeSettings.siteId, siteId), eq(userTradeSettings.userId, userId)));
  return row;
}

/** Inserts or replaces the user's trade settings (one row per user and site). */
export async function saveTradeSettings(
  db: Db,
  siteId: number,
  userId: number,
  values: Pick<TradeSettingsRow, 'copyType' | 'copyValue' | 'direction' | 'maxOpenPositions' | 'cancelMode'>,
  now: Date,
): Promise<TradeSettingsRow> {
  const [row] = await db
    .insert(userTradeSettings)
    .values({ ...values, siteId, userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [userTradeSettings.siteId, userTradeSettings.userId],
      set: { ...values, updatedAt: now },
    })
    .returning();
  return row!;
}
