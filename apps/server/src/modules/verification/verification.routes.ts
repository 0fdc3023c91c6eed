import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { VerificationService } from './verification.service';

/** Real-name verification, payment information and the site admin's review desk. */
export function verificationRoutes(verification: VerificationService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.querySrCommunityIdInfo, {
      handler: async (req) => [await verification.identity(req.site, callerOf(req))],
    });
    defineRoute(app, API.srCommunityIdInfo, {
      handler: async (req) => [
        await verification.submitIdentity(req.site, callerOf(req), req.body, req.locale),
      ],
    });
    defineRoute(app, API.queryPaymentInfo, {
      handler: (req) => verification.paymentInfo(req.site, callerOf(req)),
    });
    defineRoute(app, API.savePaymentInfo, {
      handler: async (req) => [
        await verification.savePaymentInfo(req.site, callerOf(req), req.body, req.locale),
      ],
    });
    defineRoute(app, API.deletePaymentInfo, {
      handler: async (req) => [
        await verification.deletePaymentInfo(req.site, callerOf(req), req.body.method),
      ],
    });
    defineRoute(app, API.adminQueryReviewCounts, {
      handler: async (req) => [await verification.counts(req.site, callerOf(req))],
    });
    defineRoute(app, API.adminQueryIdentityReviews, {
      handler: (req) => verification.identityReviews(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminReviewIdentity, {
      handler: async (req) => [await verification.reviewIdentity(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.adminQueryPaymentInfoReviews, {
      handler: (req) => verification.paymentInfoReviews(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminReviewPaymentInfo, {
      handler: async (req) => [await verification.reviewPaymentInfo(req.site, callerOf(req), req.body)],
    });
    done();
  };
  return routes;
}
