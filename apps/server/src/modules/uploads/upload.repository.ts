import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadQuotas, uploads } from '../../db/schema/money';
import { referencedUploadIds } from '../../read-models/upload-references';

/** All SQL of uploaded images. Every function takes the site id. */

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert) {
  const [row] = await db
    .insert(uploads)
    .values(values)
    .returning({ id: uploads.id, mime: uploads.mime, size: uploads.size });
  return row!;
}

/** An upload of the site with its bytes (for serving). */
export async function findUpload(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.siteId, siteId), eq(uploads.id, id)));
  return row ?? null;
}

/* ---------- avatars (purpose 'avatar', stored for the profile module) ---------- */

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

/**
 * Taken shared by every transaction that is about to reference uploads (`ownUploadIds`) and exclusively by
 * the sweep, so the sweep never removes an upload that a transaction has checked and is about to store a
 * reference to: it waits for those to commit, then sees their references.
 */
const REFERENCES_LOCK = sql`hashtextextended('uploads:references', 0)`;

/**
 * The uploads among `ids` that belong to `ownerId` on the site with the given purpose (ids only). Called
 * by a transaction that then stores references to them: it holds the references lock until its commit.
 */
export async function ownUploadIds(db: Db, siteId: number, ownerId: number, ids: number[], purpose: string) {
  if (ids.length === 0) return [];
  await db.execute(sql`select pg_advisory_xact_lock_shared(${REFERENCES_LOCK})`);
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.siteId, siteId),
        eq(uploads.ownerId, ownerId),
        eq(uploads.purpose, purpose),
        inArray(uploads.id, ids),
      ),
    );
  return rows.map((r) => r.id);
}

/* ---------- site images (purpose 'site': logos, banners, QR codes of the site; public) ---------- */

export const SITE_IMAGE_PURPOSE = 'site';

/**
 * The site images among `ids` (any admin of the site may use any of them). Called by a transaction that
 * then stores references to them: it holds the references lock until its commit, so the sweep waits.
 */
export async function siteImageIds(db: Db, siteId: number, ids: number[]) {
  if (ids.length === 0) return [];
  await db.execute(sql`select pg_advisory_xact_lock_shared(${REFERENCES_LOCK})`);
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(eq(uploads.siteId, siteId), eq(uploads.purpose, SITE_IMAGE_PURPOSE), inArray(uploads.id, ids)),
    );
  return rows.map((r) => r.id);
}

/**
 * Adds one file of `bytes` to the user's counters of `day` unless that would pass a limit: one statement,
 * so concurrent uploads queue on the counter row and each sees what the previous ones left. True when
 * the file was counted.
 */
export async function addToDailyQuota(
  db: Db,
  siteId: number,
  userId: number,
  day: string,
  bytes: number,
  limits: { filesPerDay: number; bytesPerDay: number },
): Promise<boolean> {
  const rows = await db
    .insert(uploadQuotas)
    .values({ siteId, userId, day, files: 1, bytes })
    .onConflictDoUpdate({
      target: [uploadQuotas.siteId, uploadQuotas.userId, uploadQuotas.day],
      set: {
        files: sql`${uploadQuotas.files} + 1`,
        bytes: sql`${uploadQuotas.bytes} + excluded.bytes`,
      },
      setWhere: sql`${uploadQuotas.files} + 1 <= ${limits.filesPerDay}
        and ${uploadQuotas.bytes} + excluded.bytes <= ${limits.bytesPerDay}`,
    })
    .returning({ files: uploadQuotas.files });
  return rows.length === 1;
}

/** Forgets the counters of days before `day` (they no longer limit anything). */
export async function pruneDailyQuotas(db: Db, day: string): Promise<void> {
  await db.delete(uploadQuotas).where(lt(uploadQuotas.day, day));
}

/**
 * Removes up to `limit` uploads stored before `cutoff` that nothing references, in one transaction that
 * holds the references lock; answers how many went. What references an upload:
 * - the ids other modules keep (read-models/upload-references.ts: payment codes, real-name photos,
 *   vouchers, complaint evidence; a new place that keeps an upload id must be added there),
 * - avatars: the newest avatar of its owner is the one `queryAvatar` serves (`users.portrait_img` names
 *   it); older ones are deleted when a new one is stored, so only strays are collected here.
 * Rows another transaction holds locked are skipped (a later run takes them).
 */
export async function deleteUnreferencedUploads(db: Db, cutoff: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCES_LOCK})`);
    const result = await tx.execute<{ id: number }>(sql`
      with referenced as (${referencedUploadIds}),
      doomed as (
        select u.id from uploads u
        where u.created_at < ${cutoff}
          and not exists (select 1 from referenced r where r.id = u.id)
          and (
            u.purpose <> 'avatar'
            or exists (
              select 1 from uploads newer
              where newer.site_id = u.site_id and newer.owner_id = u.owner_id
                and newer.purpose = 'avatar' and newer.id > u.id
            )
          )
        order by u.id
        limit ${limit}
        for update of u skip locked
      )
      delete from uploads where id in (select id from doomed) returning id`);
    return (result as { rows: { id: number }[] }).rows.length;
  });
}
