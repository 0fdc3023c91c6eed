import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { API } from '@copytrade/contracts/api-paths';
import { isTrc20AddressFormat, usdtAddressSchema } from '@copytrade/contracts/validators';
import {
  adminLedgerQuerySchema,
  adminWalletReviewsQuerySchema,
  billingLineSchema,
  billingQuerySchema,
  ledgerEntryRowSchema,
  mentionMoneyBodySchema,
  rechargeRecordSchema,
  walletByUserQuerySchema,
  walletInfoSchema,
  walletPrepaidBodySchema,
  walletRecordsQuerySchema,
  walletReviewBodySchema,
  walletReviewResultSchema,
  walletReviewSchema,
  withdrawRecordSchema,
} from '@copytrade/contracts/wallet';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { WalletService } from './wallet.service';
import { isTrc20Address } from './trc20';

const TAGS = ['wallet'];
const noQuery = z.strictObject({});

/** The shared body, with the address's base58check checksum verified (the contracts check its format). */
const mentionMoneyServerBodySchema = mentionMoneyBodySchema.extend({
  // A malformed address already has its error from the format check; only a well-formed one is hashed.
  address: usdtAddressSchema.refine((address) => !isTrc20AddressFormat(address) || isTrc20Address(address), {
    error: 'validation.usdtAddress.invalid',
  }),
});

/** The USDT wallet: balances, recharge and withdrawal with review, billing lines, the admin's audit view. */
export function walletRoutes(wallet: WalletService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.queryWalletInfo,
      tags: TAGS,
      summary: "The caller's wallet: balance, withdrawing (frozen) and available, in USDT",
      querystring: noQuery,
      response: walletInfoSchema,
      handler: async (req) => [await wallet.info(req.site, callerOf(req))],
    });
    defineRoute(app, {
      api: API.getWalletByUserId,
      tags: TAGS,
      summary: "A user's wallet: only the caller's own (another user's id answers 404)",
      querystring: walletByUserQuerySchema,
      response: walletInfoSchema,
      handler: async (req) => [await wallet.byUserId(req.site, callerOf(req), req.query.userId)],
    });
    defineRoute(app, {
      api: API.walletPrepaid,
      tags: TAGS,
      summary: 'Declare a USDT (TRC20) transfer to the site: a recharge record pending the admin review',
      body: walletPrepaidBodySchema,
      response: rechargeRecordSchema,
      handler: async (req) => [await wallet.prepaid(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.queryRechargeRecords,
      tags: TAGS,
      summary: "The caller's recharge records, newest first",
      querystring: walletRecordsQuerySchema,
      response: rechargeRecordSchema,
      handler: (req) => wallet.rechargeRecords(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.mentionMoney,
      tags: TAGS,
      summary: 'Withdraw to a TRC20 address: the amount is frozen at once and waits for the admin review',
      description:
        'The address is checked with its base58check checksum. An amount above available answers 27001.',
      body: mentionMoneyServerBodySchema,
      response: withdrawRecordSchema,
      handler: async (req) => [await wallet.mentionMoney(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.queryWithdrawRecords,
      tags: TAGS,
      summary: "The caller's withdrawal records, newest first",
      querystring: walletRecordsQuerySchema,
      response: withdrawRecordSchema,
      handler: (req) => wallet.withdrawRecords(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.queryBillingDetails,
      tags: TAGS,
      summary: "Lines of the caller's wallet: income (money in) or expend (money out), newest first",
      querystring: billingQuerySchema,
      response: billingLineSchema,
      handler: (req) => wallet.billing(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.adminQueryWalletReviews,
      tags: TAGS,
      summary: "Site admin: the site's pending recharges and withdrawals, oldest first",
      querystring: adminWalletReviewsQuerySchema,
      response: walletReviewSchema,
      handler: (req) => wallet.pendingReviews(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.adminReviewRecharge,
      tags: TAGS,
      summary: 'Site admin: pass (credit the wallet) or reject a recharge; reviewing twice answers 27002',
      body: walletReviewBodySchema,
      response: walletReviewResultSchema,
      handler: async (req) => [await wallet.reviewRecharge(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.adminReviewWithdrawal,
      tags: TAGS,
      summary:
        'Site admin: pass (pay the frozen amount out) or reject (return it to the wallet) a withdrawal',
      body: walletReviewBodySchema,
      response: walletReviewResultSchema,
      handler: async (req) => [await wallet.reviewWithdrawal(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.adminQueryLedger,
      tags: TAGS,
      summary: 'Site admin: the audit view, every ledger entry of the site with who caused it, newest first',
      querystring: adminLedgerQuerySchema,
      response: ledgerEntryRowSchema,
      handler: (req) => wallet.ledger(req.site, callerOf(req), req.query),
    });
    done();
  };
  return routes;
}
