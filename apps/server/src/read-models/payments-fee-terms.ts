import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtAccounts } from '../db/schema/accounts';

/* The fee terms a trader set on his trade account (accounts), as the payments module prices them. Read only. */

/** The current fee terms of a trade account of the site (null: none, or another site's). */
export async function masterFeeTerms(db: Db, siteId: number, accountId: number) {
  const [row] = await db
    .select({
      id: mtAccounts.id,
      userId: mtAccounts.userId,
      login: mtAccounts.login,
      accType: mtAccounts.accType,
      feeType: mtAccounts.feeType,
      feePrice: mtAccounts.feePrice,
      feeDays: mtAccounts.feeDays,
      feeTiers: mtAccounts.feeTiers,
      unboundAt: mtAccounts.unboundAt,
    })
    .from(mtAccounts)
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.id, accountId)));
  return row ?? null;
}
