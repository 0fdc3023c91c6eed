import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/outbox';

/*
 * The mail and SMS log: the platform's `outbox` table, written by the messenger (platform/messenger.ts),
 * read by the site admin's log (outbox module) and the development pages (dev). Read only; every function
 * takes the site id.
 */

/** `%`, `_` and `\` typed in a search are matched as themselves, not as LIKE patterns. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function pageOutbox(
  db: Db,
  siteId: number,
  query: { channel?: string | undefined; recipient?: string | undefined; page: number; pageSize: number },
) {
  const where = and(
    eq(outbox.siteId, siteId),
    query.channel ? eq(outbox.channel, query.channel) : undefined,
    query.recipient ? ilike(outbox.recipient, `%${likeEscape(query.recipient)}%`) : undefined,
  );
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(outbox).where(where);
  return { rows, total: total!.n };
}
