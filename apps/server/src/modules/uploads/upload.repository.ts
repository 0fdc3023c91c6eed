import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadQuotas, uploads } from '../../db/schema/money';

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

/**
 * Whether a user other than the owner may see an upload: he is the payer or the trader of a payment of
 * the site whose vouchers or complaint evidence hold it, or he has an open payment (toBePaid, rejected,
 * toBeConfirmed) to the trader whose payment code shows it.
 */
export async function mayReadThroughPayment(db: Db, siteId: number, userId: number, uploadId: number) {
  const result = await db.execute<{ ok: boolean }>(sql`
    select (
      exists (
        select 1 from subscription_payments p
        where p.site_id = ${siteId} and (p.payer_id = ${userId} or p.trader_id = ${userId})
          and (${uploadId} = any(p.voucher_ids) or ${uploadId} = any(p.complaint_ids))
      )
      or exists (
        select 1 from payment_codes c
        join subscription_payments p on p.site_id = c.site_id and p.trader_id = c.user_id
        where c.site_id = ${siteId} and c.upload_id = ${uploadId} and c.state = 'passed'
          and p.payer_id = ${userId} and p.status in ('toBePaid', 'rejected', 'toBeConfirmed')
      )
    ) as ok`);
  return (result as { rows: { ok: boolean }[] }).rows[0]?.ok === true;
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
 * holds the references lock; answers how many went. What references an upload (every place an upload id
 * is kept; a new one must be added here):
 * - `payment_codes.upload_id` (Alipay / WeChat QR codes),
 * - `identity_verifications.front_upload_id` / `back_upload_id` (real-name photos),
 * - `subscription_payments.voucher_ids` / `complaint_ids` (vouchers, complaint evidence),
 * - avatars: the newest avatar of its owner is the one `queryAvatar` serves (`users.portrait_img` names
 *   it); older ones are deleted when a new one is stored, so only strays are collected here.
 * Rows another transaction holds locked are skipped (a later run takes them).
 */
export async function deleteUnreferencedUploads(db: Db, cutoff: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCES_LOCK})`);
    const result = await tx.execute<{ id: number }>(sql`
      with referenced as (
        select upload_id as id from payment_codes where upload_id is not null
        union all select front_upload_id from identity_verifications
        union all select back_upload_id from identity_verifications where back_upload_id is not null
        union all select unnest(voucher_ids) from subscription_payments
        union all select unnest(complaint_ids) from subscription_payments
      ),
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
