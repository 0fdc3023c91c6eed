import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/money';

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

/** The uploads among `ids` that belong to `ownerId` on the site with the given purpose (ids only). */
export async function ownUploadIds(db: Db, siteId: number, ownerId: number, ids: number[], purpose: string) {
  if (ids.length === 0) return [];
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
