import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * Where an upload is referenced (uploads owns the images; others keep their ids): payment codes and
 * real-name photos (verification), payment vouchers and complaint evidence (payments), the site's logos,
 * QR codes and banners (sites: their public address `/community/front/querySiteImage?id=<id>`). Read only.
 */

/** The upload id in a site image's address (`SITE_IMAGE_PATH` of the contracts), as SQL. */
const SITE_IMAGE_ID = (column: string) =>
  `(regexp_match(${column}, '^/community/front/querySiteImage\\?id=([0-9]{1,10})$'))[1]::bigint`;

/**
 * Every upload id something references, as a subquery with one column, `id`; the sweep of unreferenced
 * uploads (uploads) keeps these. A new place that keeps an upload id must be added here.
 */
export const referencedUploadIds = sql`
  select upload_id as id from payment_codes where upload_id is not null
  union all select front_upload_id from identity_verifications
  union all select back_upload_id from identity_verifications where back_upload_id is not null
  union all select unnest(voucher_ids) from subscription_payments
  union all select unnest(complaint_ids) from subscription_payments
  union all select ${sql.raw(SITE_IMAGE_ID('v'))} from sites,
    unnest(array[icon, navibar_logo, foot_bar_logo, banner_bg, weixin_qcode_cust_service, weixin_qcode_pub]) as v
  union all select ${sql.raw(SITE_IMAGE_ID('image'))} from site_banners`;

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
