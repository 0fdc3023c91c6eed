import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rebateLevels } from '../db/schema/money';
import { sites } from '../db/schema/sites';
import { users } from '../db/schema/users';

/*
 * What a fee taken from a wallet is shared by: the site's cut (sites) and the payer's partner with his
 * level's rate (users, partners' rebate levels). Read only, in the fee's own transaction.
 */

/**
 * The site's proportion and margin, and the user who invited the payer when that user is a partner (with
 * his level's rate; 0 without a level).
 */
export async function feeTerms(db: Db, siteId: number, payerId: number) {
  const [site] = await db
    .select({ proportion: sites.proportion, margin: sites.margin })
    .from(sites)
    .where(eq(sites.id, siteId));
  const [payer] = await db
    .select({ invitedBy: users.invitedBy })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, payerId)));
  let partnerId: number | null = null;
  let rebateRate = 0;
  if (payer?.invitedBy) {
    const [partner] = await db
      .select({ id: users.id, state: users.partnerState, rate: rebateLevels.rate })
      .from(users)
      .leftJoin(rebateLevels, and(eq(rebateLevels.id, users.rebateLevelId), eq(rebateLevels.siteId, siteId)))
      .where(and(eq(users.siteId, siteId), eq(users.id, payer.invitedBy)));
    if (partner?.state === 'partner') {
      partnerId = partner.id;
      rebateRate = partner.rate ?? 0;
    }
  }
  return { proportion: site?.proportion ?? '0', margin: site?.margin ?? '0', partnerId, rebateRate };
}
