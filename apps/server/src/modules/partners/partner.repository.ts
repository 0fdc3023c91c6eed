import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerApplications, rebateLevels } from '../../db/schema/money';

/**
 * All SQL of rebate levels and partner applications on their own tables (what reads people, customers
 * and fees is in read-models/partners-*.ts; the partner columns of users are the users module's). Every
 * function takes the site id.
 */

export async function findLevel(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(rebateLevels)
    .where(and(eq(rebateLevels.siteId, siteId), eq(rebateLevels.id, id)));
  return row ?? null;
}

export async function lockLevel(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(rebateLevels)
    .where(and(eq(rebateLevels.siteId, siteId), eq(rebateLevels.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertLevel(
  db: Db,
  values: { siteId: number; name: string; rate: number; minCustomers: number; at: Date },
) {
  const [row] = await db
    .insert(rebateLevels)
    .values({
      siteId: values.siteId,
      name: values.name,
      rate: values.rate,
      minCustomers: values.minCustomers,
      createdAt: values.at,
    })
    .returning();
  return row!;
}

export async function updateLevelRow(
  db: Db,
  siteId: number,
  id: number,
  values: { name: string; rate: number; minCustomers: number; at: Date },
) {
  await db
    .update(rebateLevels)
    .set({ name: values.name, rate: values.rate, minCustomers: values.minCustomers, updatedAt: values.at })
    .where(and(eq(rebateLevels.siteId, siteId), eq(rebateLevels.id, id)));
}

/** The site's levels from the fewest customers needed up (then by rate): the upgrade ladder. */
export async function levelLadder(db: Db, siteId: number) {
  return db
    .select({
      id: rebateLevels.id,
      name: rebateLevels.name,
      rate: rebateLevels.rate,
      minCustomers: rebateLevels.minCustomers,
    })
    .from(rebateLevels)
    .where(eq(rebateLevels.siteId, siteId))
    .orderBy(rebateLevels.minCustomers, rebateLevels.rate, rebateLevels.id);
}

export async function deleteLevelRow(db: Db, siteId: number, id: number) {
  await db.delete(rebateLevels).where(and(eq(rebateLevels.siteId, siteId), eq(rebateLevels.id, id)));
}

export async function insertApplication(
  db: Db,
  values: {
    siteId: number;
    userId: number;
    realName: string;
    contact: string;
    introduction: string;
    at: Date;
  },
) {
  const { at, ...row } = values;
  const [created] = await db
    .insert(partnerApplications)
    .values({ ...row, createdAt: at })
    .returning();
  return created!;
}

export async function hasPendingApplication(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(
      and(
        eq(partnerApplications.siteId, siteId),
        eq(partnerApplications.userId, userId),
        eq(partnerApplications.state, 'pending'),
      ),
    );
  return row !== undefined;
}

export async function lockApplication(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(partnerApplications)
    .where(and(eq(partnerApplications.siteId, siteId), eq(partnerApplications.id, id)))
    .for('update');
  return row ?? null;
}

export async function setApplicationReview(
  db: Db,
  siteId: number,
  id: number,
  values: { state: string; reason: string; reviewerId: number; at: Date },
) {
  await db
    .update(partnerApplications)
    .set({ state: values.state, reason: values.reason, reviewerId: values.reviewerId, reviewedAt: values.at })
    .where(and(eq(partnerApplications.siteId, siteId), eq(partnerApplications.id, id)));
}

/** When the user's newest passed application was reviewed (the partner's "since"). */
export async function partnerSince(db: Db, siteId: number, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: partnerApplications.reviewedAt })
    .from(partnerApplications)
    .where(
      and(
        eq(partnerApplications.siteId, siteId),
        eq(partnerApplications.userId, userId),
        eq(partnerApplications.state, 'passed'),
      ),
    )
    .orderBy(desc(partnerApplications.id))
    .limit(1);
  return row?.at ?? null;
}
