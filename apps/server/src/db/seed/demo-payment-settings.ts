import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { sites } from '../schema/sites';

/*
 * The demo site's payment settings (issue 13): a USDT TRC20 deposit address for the recharge page and the
 * CNY rate at which Alipay / WeChat prices are shown. The address is a well-formed TRON address (its
 * base58check checksum is valid) made from a hash of a fixed text: it belongs to nobody, so it is only
 * fit for a demo. A real site's admin sets his own on the payment settings page.
 */

/** A valid-checksum TRON address derived from sha256('meridianfx demo deposit address'); nobody holds its key. */
export const DEMO_TRC20_ADDRESS = 'TRwi44pdf87z4oxdPDz55vLuacS3xTTAPh';
/** CNY per 1 USDT on the demo site (numeric(12,4) as stored). */
export const DEMO_USDT_CNY_RATE = '7.2000';

export async function seedDemoPaymentSettings(db: Db, options: { siteId: number; now: Date }): Promise<void> {
  await db
    .update(sites)
    .set({ usdtTrc20Address: DEMO_TRC20_ADDRESS, usdtCnyRate: DEMO_USDT_CNY_RATE, updatedAt: options.now })
    .where(eq(sites.id, options.siteId));
}
