/**
 * The platform's monthly trade limit (issue 15: `userTradeLimit`, the client's `currentUserTradeCount`):
 * the copied trades one user's follow accounts may receive in a calendar month (UTC), per site; -1 is
 * unlimited. A copied trade is a copy the follower's broker accepted (a copy link). The fan-out takes a
 * place for every open it is about to send, synchronously (so two masters' fan-outs never pass the limit
 * together), and gives it back when the broker refuses; an open beyond the limit is skipped with
 * TRADE_LIMIT_REACHED and recorded like any skip.
 *
 * The counts live in memory: loaded from the stored links on first use in a month, then moved by the
 * fan-out. A change of the site's limits (the operator's console) drops the site's entries, which are
 * read again.
 */

/** A skip reason of the copy records that is the platform's, not the engine's (see lib/skip-reasons.ts). */
export const TRADE_LIMIT_REACHED = 'TRADE_LIMIT_REACHED';

export type TradeQuotaPorts = {
  /** The sites' userTradeLimit (-1 unlimited). */
  limits(siteIds: number[]): Promise<Map<number, number>>;
  /** Copied trades per follower user of a site since `since`. */
  tradesSince(siteId: number, userIds: number[], since: Date): Promise<Map<number, number>>;
};

/** Who takes a place: the follower user of a subscription, on its site. */
export type QuotaHolder = { row: { siteId: number; followerUserId: number } };

function monthStartOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export type TradeQuota = ReturnType<typeof createTradeQuota>;

export function createTradeQuota(ports: TradeQuotaPorts) {
  const limits = new Map<number, number>();
  /** `${siteId}:${userId}` -> copied trades this month (stored and in flight). */
  const counts = new Map<string, number>();
  let month = 0;

  const keyOf = (holder: QuotaHolder) => `${holder.row.siteId}:${holder.row.followerUserId}`;

  return {
    /**
     * Loads what `take` needs for these holders (their sites' limits, their users' counts this month),
     * never overwriting a count already in memory (in-flight places are only there).
     */
    async prepare(holders: readonly QuotaHolder[], now: Date): Promise<void> {
      const start = monthStartOf(now).getTime();
      if (start !== month) {
        month = start;
        counts.clear();
      }
      const siteIds = [...new Set(holders.map((h) => h.row.siteId))].filter((id) => !limits.has(id));
      if (siteIds.length > 0) {
        const loaded = await ports.limits(siteIds);
        for (const id of siteIds) if (!limits.has(id)) limits.set(id, loaded.get(id) ?? -1);
      }
      const missing = new Map<number, Set<number>>();
      for (const holder of holders) {
        if ((limits.get(holder.row.siteId) ?? -1) === -1 || counts.has(keyOf(holder))) continue;
        const users = missing.get(holder.row.siteId) ?? new Set<number>();
        users.add(holder.row.followerUserId);
        missing.set(holder.row.siteId, users);
      }
      for (const [siteId, users] of missing) {
        const loaded = await ports.tradesSince(siteId, [...users], new Date(start));
        for (const userId of users) {
          const key = `${siteId}:${userId}`;
          if (!counts.has(key)) counts.set(key, loaded.get(userId) ?? 0);
        }
      }
    },

    /**
     * Takes a place for one copy (after `prepare`): false when the holder's user reached his site's
     * limit this month. Synchronous, so nothing runs between the check and the count.
     */
    take(holder: QuotaHolder): { ok: true; counted: boolean } | { ok: false; limit: number } {
      const limit = limits.get(holder.row.siteId) ?? -1;
      if (limit === -1) return { ok: true, counted: false };
      const key = keyOf(holder);
      const used = counts.get(key) ?? 0;
      if (used >= limit) return { ok: false, limit };
      counts.set(key, used + 1);
      return { ok: true, counted: true };
    },

    /** A counted copy was not made (refused, disconnected): its place is free again. */
    giveBack(holder: QuotaHolder): void {
      const key = keyOf(holder);
      const used = counts.get(key);
      if (used !== undefined) counts.set(key, Math.max(0, used - 1));
    },

    /** The site's limits changed: read them and its users' counts again on next use. */
    invalidateSite(siteId: number): void {
      limits.delete(siteId);
      for (const key of [...counts.keys()]) if (key.startsWith(`${siteId}:`)) counts.delete(key);
    },
  };
}
