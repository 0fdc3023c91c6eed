import { and, count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema/contact';
import { partnerApplications, paymentCodes, subscriptionPayments } from '../db/schema/money';
import { identityVerifications } from '../db/schema/profile';
import { walletRecharges, walletWithdrawals } from '../db/schema/wallet';

/*
 * The badges of the site admin's review desk: what waits in seven tables of five modules (verification,
 * wallet, payments, partners, contact). Read only; each module decides its own items.
 */

type Counted = { siteId: AnyPgColumn };

/** Rows of the site in a table whose `column` equals `value`. */
async function countWhere(
  db: Db,
  table: PgTable & Counted,
  column: AnyPgColumn,
  siteId: number,
  value: string,
) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.siteId, siteId), eq(column, value)));
  return row?.n ?? 0;
}

/**
 * What waits for the site admin, each counted on its table's (site, state) index: real-name submissions
 * and payment information pending, recharges and withdrawals pending, complained payments, partner
 * applications pending, contact messages not answered.
 */
export async function reviewCounts(db: Db, siteId: number) {
  const [identity, paymentInfo, recharges, withdrawals, complaints, partners, contact] = await Promise.all([
    countWhere(db, identityVerifications, identityVerifications.state, siteId, 'pending'),
    countWhere(db, paymentCodes, paymentCodes.state, siteId, 'pending'),
    countWhere(db, walletRecharges, walletRecharges.state, siteId, 'pending'),
    countWhere(db, walletWithdrawals, walletWithdrawals.state, siteId, 'pending'),
    countWhere(db, subscriptionPayments, subscriptionPayments.status, siteId, 'complained'),
    countWhere(db, partnerApplications, partnerApplications.state, siteId, 'pending'),
    countWhere(db, contactMessages, contactMessages.state, siteId, 'open'),
  ]);
  return {
    identity,
    paymentInfo,
    recharges,
    withdrawals,
    complaints,
    partnerApplications: partners,
    contactMessages: contact,
  };
}
