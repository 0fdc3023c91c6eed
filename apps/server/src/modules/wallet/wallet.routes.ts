import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { isTrc20AddressFormat, usdtAddressSchema } from '@copytrade/contracts/validators';
import { mentionMoneyBodySchema } from '@copytrade/contracts/wallet';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { WalletService } from './wallet.service';
import { isTrc20Address } from './trc20';

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
    defineRoute(app, API.queryWalletInfo, {
      handler: async (req) => [await wallet.info(req.site, callerOf(req))],
    });
    defineRoute(app, API.getWalletByUserId, {
      handler: async (req) => [await wallet.byUserId(req.site, callerOf(req), req.query.userId)],
    });
    defineRoute(app, API.walletPrepaid, {
      handler: async (req) => [await wallet.prepaid(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.queryRechargeRecords, {
      handler: (req) => wallet.rechargeRecords(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.mentionMoney, {
      body: mentionMoneyServerBodySchema,
      handler: async (req) => [await wallet.mentionMoney(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.queryWithdrawRecords, {
      handler: (req) => wallet.withdrawRecords(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.queryBillingDetails, {
      handler: (req) => wallet.billing(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminQueryWalletReviews, {
      handler: (req) => wallet.pendingReviews(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminReviewRecharge, {
      handler: async (req) => [await wallet.reviewRecharge(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.adminReviewWithdrawal, {
      handler: async (req) => [await wallet.reviewWithdrawal(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.adminQueryLedger, {
      handler: (req) => wallet.ledger(req.site, callerOf(req), req.query),
    });
    done();
  };
  return routes;
}
