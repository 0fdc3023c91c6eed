import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bridgeKeys, mtAccounts, platforms, tradeServers } from '../../db/schema/accounts';

export type BridgeKeyRow = typeof bridgeKeys.$inferSelect;

/** The key with this hash, unless revoked. */
export async function findLiveKeyByHash(db: Db, keyHash: string): Promise<BridgeKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(bridgeKeys)
    .where(and(eq(bridgeKeys.keyHash, keyHash), isNull(bridgeKeys.revokedAt)))
    .limit(1);
  return row;
}

/** A user's own key on a site (any state). */
export async function findUserKey(
  db: Db,
  siteId: number,
  userId: number,
  keyId: number,
): Promise<BridgeKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(bridgeKeys)
    .where(and(eq(bridgeKeys.siteId, siteId), eq(bridgeKeys.userId, userId), eq(bridgeKeys.id, keyId)))
    .limit(1);
  return row;
}

/** Revokes the user's key that waits to bind (at most one); returns its id. */
export async function revokeWaitingKey(db: Db, siteId: number, userId: number, now: Date) {
  const rows = await db
    .update(bridgeKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(bridgeKeys.siteId, siteId),
        eq(bridgeKeys.userId, userId),
        isNull(bridgeKeys.boundAt),
        isNull(bridgeKeys.revokedAt),
      ),
    )
    .returning({ id: bridgeKeys.id });
  return rows.map((r) => r.id);
}

export async function insertBridgeKey(db: Db, values: typeof bridgeKeys.$inferInsert): Promise<BridgeKeyRow> {
  const [row] = await db.insert(bridgeKeys).values(values).returning();
  return row!;
}

/** Binds a waiting key to the account its EA is logged in to; false when it is not waiting any more. */
export async function markKeyBound(
  db: Db,
  keyId: number,
  account: { server: string; login: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(bridgeKeys)
    .set({ boundAt: now, server: account.server, login: account.login })
    .where(and(eq(bridgeKeys.id, keyId), isNull(bridgeKeys.boundAt), isNull(bridgeKeys.revokedAt)))
    .returning({ id: bridgeKeys.id });
  return rows.length === 1;
}

export async function revokeKey(db: Db, keyId: number, now: Date) {
  await db
    .update(bridgeKeys)
    .set({ revokedAt: now })
    .where(and(eq(bridgeKeys.id, keyId), isNull(bridgeKeys.revokedAt)));
}

/** The bound account of a key (name, currency, leverage as last stored), for a boot without its hello. */
export async function findKeyAccount(db: Db, keyId: number) {
  const [row] = await db
    .select({ name: mtAccounts.name, currency: mtAccounts.currency, leverage: mtAccounts.leverage })
    .from(mtAccounts)
    .where(and(eq(mtAccounts.bridgeKeyId, keyId), isNull(mtAccounts.unboundAt)))
    .limit(1);
  return row;
}

/** The account bound with a key (null: none, or unbound). */
export async function findAccountIdOfKey(db: Db, keyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: mtAccounts.id })
    .from(mtAccounts)
    .where(and(eq(mtAccounts.bridgeKeyId, keyId), isNull(mtAccounts.unboundAt)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The platform and trade server an adapter reached by name (an EA's report, a MetaApi login), made on
 * first use. A server the catalog already has (a broker the direct gateway reaches too) is used as it is;
 * a new one is marked with its adapter, so the password form never offers it (the direct gateway does not
 * log in to it).
 */
export async function ensureBridgeServer(
  db: Db,
  company: string,
  server: string,
  gateway: 'bridge' | 'metaapi' = 'bridge',
) {
  const [known] = await db
    .select({ id: tradeServers.id, platformId: tradeServers.platformId, isDemo: tradeServers.isDemo })
    .from(tradeServers)
    .where(eq(tradeServers.name, server))
    .limit(1);
  if (known) return { serverId: known.id, platformId: known.platformId, isDemo: known.isDemo };
  await db.insert(platforms).values({ name: company, sort: 1000 }).onConflictDoNothing();
  const [platform] = await db
    .select({ id: platforms.id })
    .from(platforms)
    .where(eq(platforms.name, company))
    .limit(1);
  await db
    .insert(tradeServers)
    .values({
      platformId: platform!.id,
      name: server,
      isDemo: /demo/i.test(server),
      gateway,
      sort: 1000,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: tradeServers.id, platformId: tradeServers.platformId, isDemo: tradeServers.isDemo })
    .from(tradeServers)
    .where(eq(tradeServers.name, server))
    .limit(1);
  return { serverId: row!.id, platformId: row!.platformId, isDemo: row!.isDemo };
}
