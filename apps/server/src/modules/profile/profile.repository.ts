import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/money';
import { userTradeSettings } from '../../db/schema/profile';

/** All SQL of the settings pages (avatars in `uploads`, trade settings). Every function takes the site id. */

const AVATAR = 'avatar';

export async function insertAvatar(
  db: Db,
  siteId: number,
  values: { ownerId: number; mime: string; data: Buffer; sha256: string; createdAt: Date },
) {
  const [row] = await db
    .insert(uploads)
    .values({ ...values, siteId, purpose: AVATAR, size: values.data.length })
    .returning({ id: uploads.id });
  return row!.id;
}

/** Removes the user's earlier avatars: only the current one is ever served. */
export async function deleteOtherAvatars(db: Db, siteId: number, ownerId: number, keepId: number) {
  await db
    .delete(uploads)
    .where(
      and(
        eq(uploads.siteId, siteId),
        eq(uploads.ownerId, ownerId),
        eq(uploads.purpose, AVATAR),
        ne(uploads.id, keepId),
      ),
    );
}

/** The user's current avatar (the newest), with its bytes; undefined when none (or not of the site). */
export async function currentAvatar(db: Db, siteId: number, ownerId: number) {
  const [row] = await db
    .select({ id: uploads.id, mime: uploads.mime, data: uploads.data })
    .from(uploads)
    .where(and(eq(uploads.siteId, siteId), eq(uploads.ownerId, ownerId), eq(uploads.purpose, AVATAR)))
    .orderBy(desc(uploads.id))
    .limit(1);
  return row;
}

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
