import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recommendedToday } from '../../db/schema/recommendations';

/**
 * The admin's today's-star picks (recommended_today), the community module's own table. What is read with
 * the accounts and people of other modules is in read-models/discovery.ts.
 */

export async function insertPick(
  db: Db,
  values: {
    siteId: number;
    accountId: number;
    startDay: string;
    endDay: string | null;
    sort: number;
    remark: string;
    createdBy: number;
  },
) {
  const [row] = await db.insert(recommendedToday).values(values).returning({ id: recommendedToday.id });
  return row!.id;
}

export async function findPick(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(recommendedToday)
    .where(
      and(
        eq(recommendedToday.siteId, siteId),
        eq(recommendedToday.id, id),
        isNull(recommendedToday.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function updatePick(
  db: Db,
  siteId: number,
  id: number,
  values: { startDay?: string; endDay?: string | null; sort?: number; remark?: string; updatedAt: Date },
) {
  await db
    .update(recommendedToday)
    .set(values)
    .where(
      and(
        eq(recommendedToday.siteId, siteId),
        eq(recommendedToday.id, id),
        isNull(recommendedToday.deletedAt),
      ),
    );
}

export async function deletePick(db: Db, siteId: number, id: number, at: Date) {
  const rows = await db
    .update(recommendedToday)
    .set({ deletedAt: at, updatedAt: at })
    .where(
      and(
        eq(recommendedToday.siteId, siteId),
        eq(recommendedToday.id, id),
        isNull(recommendedToday.deletedAt),
      ),
    )
    .returning({ id: recommendedToday.id });
  return rows.length > 0;
}
