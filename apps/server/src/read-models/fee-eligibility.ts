import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { QR_METHODS } from '@copytrade/contracts/verification';
import type { Db } from '../db/client';
import { mtAccounts } from '../db/schema/accounts';
import { subscriptions } from '../db/schema/copy';
import { paymentCodes } from '../db/schema/money';
import { identityVerifications } from '../db/schema/profile';
import { sites } from '../db/schema/sites';

/*
 * What the fee settings read (fees owns no table): a trade account's fee columns (accounts), its live
 * subscriptions (subscriptions), the site's money settings (sites), and the owner's real-name and payment
 * information reviews (verification). Read only; every function takes the site id. The fee columns are
 * written by the accounts module (AccountService.setFees).
 */

/** A bound account of the site with its owner, kind and fee settings; undefined when unknown or unbound. */
export async function findFeeAccount(db: Db, siteId: number, accountId: number) {
  const [row] = await db
    .select({
      id: mtAccounts.id,
      userId: mtAccounts.userId,
      accType: mtAccounts.accType,
      feeType: mtAccounts.feeType,
      feePrice: mtAccounts.feePrice,
      feeDays: mtAccounts.feeDays,
      feeTiers: mtAccounts.feeTiers,
    })
    .from(mtAccounts)
    .where(and(eq(mtAccounts.siteId, siteId), eq(mtAccounts.id, accountId), isNull(mtAccounts.unboundAt)));
  return row;
}

/** Live subscriptions of a trade account (they keep the terms they were made under). */
export async function countLiveSubscriptions(db: Db, siteId: number, accountId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.siteId, siteId),
        eq(subscriptions.masterAccountId, accountId),
        inArray(subscriptions.state, ['unpaid', 'subscribing', 'closing']),
      ),
    );
  return row?.n ?? 0;
}

/** The site's money settings. */
export async function siteMoneySettings(db: Db, siteId: number) {
  const [row] = await db
    .select({
      siteSubPrice: sites.siteSubPrice,
      openSettlement: sites.openSettlement,
      openWallet: sites.openWallet,
      proportion: sites.proportion,
      margin: sites.margin,
    })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row;
}

/**
 * Whether a payer can pay the user outside the site: he has an Alipay or WeChat code that passed the site
 * admin's review (`querySubscriptionFree`'s hasPaymentInfo).
 */
export async function hasPassedPaymentCode(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({ id: paymentCodes.id })
    .from(paymentCodes)
    .where(
      and(
        eq(paymentCodes.siteId, siteId),
        eq(paymentCodes.userId, userId),
        eq(paymentCodes.state, 'passed'),
        inArray(paymentCodes.method, [...QR_METHODS]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * What a trader has verified for paid fee settings: real-name verification passed, and at least one
 * method of payment information (any of Alipay, WeChat, bank card, USDT) passed.
 */
export async function feeVerification(db: Db, siteId: number, userId: number) {
  const [identity] = await db
    .select({ state: identityVerifications.state })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.siteId, siteId), eq(identityVerifications.userId, userId)));
  const [info] = await db
    .select({ id: paymentCodes.id })
    .from(paymentCodes)
    .where(
      and(eq(paymentCodes.siteId, siteId), eq(paymentCodes.userId, userId), eq(paymentCodes.state, 'passed')),
    )
    .limit(1);
  return { identityPassed: identity?.state === 'passed', paymentInfoPassed: info !== undefined };
}

/**
 * The states behind `queryFeeRequirements`: the user's real-name state (undefined = never submitted) and
 * the method and state of each of his payment information rows.
 */
export async function requirementRows(db: Db, siteId: number, userId: number) {
  const [identity] = await db
    .select({ state: identityVerifications.state })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.siteId, siteId), eq(identityVerifications.userId, userId)));
  const codes = await db
    .select({ method: paymentCodes.method, state: paymentCodes.state })
    .from(paymentCodes)
    .where(and(eq(paymentCodes.siteId, siteId), eq(paymentCodes.userId, userId)));
  return { identityState: identity?.state, codes };
}
