import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { API } from '@copytrade/contracts/api-paths';
import {
  adminReviewBodySchema,
  adminReviewCountsQuerySchema,
  adminReviewListQuerySchema,
  deletePaymentInfoBodySchema,
  identityInfoSchema,
  identityReviewSchema,
  paymentInfoMethodSchema,
  paymentInfoReviewSchema,
  paymentInfoSchema,
  queryPaymentInfoQuerySchema,
  querySrCommunityIdInfoQuerySchema,
  reviewCountsSchema,
  reviewDecisionSchema,
  savePaymentInfoBodySchema,
  srCommunityIdInfoBodySchema,
} from '@copytrade/contracts/verification';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { VerificationService } from './verification.service';

const TAGS = ['verification'];

/** Real-name verification, payment information and the site admin's review desk. */
export function verificationRoutes(verification: VerificationService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.querySrCommunityIdInfo,
      tags: TAGS,
      summary:
        "The caller's real-name verification: none, pending, rejected (with the reason) or passed; the ID number masked",
      querystring: querySrCommunityIdInfoQuerySchema,
      response: identityInfoSchema,
      handler: async (req) => [await verification.identity(req.site, callerOf(req))],
    });
    defineRoute(app, {
      api: API.srCommunityIdInfo,
      tags: TAGS,
      summary: 'Submit real-name verification (name, document type and number, photos): pending review',
      description:
        'Accepted when there is none or it was rejected (33001 pending, 33002 passed); 33003 when another ' +
        'user of the site has the number. Photos are uploads of purpose identity (base64Pic).',
      body: srCommunityIdInfoBodySchema,
      response: identityInfoSchema,
      handler: async (req) => [
        await verification.submitIdentity(req.site, callerOf(req), req.body, req.locale),
      ],
    });
    defineRoute(app, {
      api: API.queryPaymentInfo,
      tags: TAGS,
      summary:
        "The caller's payment information per method (Alipay, WeChat, bank card, USDT) with its review",
      querystring: queryPaymentInfoQuerySchema,
      response: paymentInfoSchema,
      handler: (req) => verification.paymentInfo(req.site, callerOf(req)),
    });
    defineRoute(app, {
      api: API.savePaymentInfo,
      tags: TAGS,
      summary: "Save one method's payment information: it replaces the old and waits for review again",
      body: savePaymentInfoBodySchema,
      response: paymentInfoSchema,
      handler: async (req) => [
        await verification.savePaymentInfo(req.site, callerOf(req), req.body, req.locale),
      ],
    });
    defineRoute(app, {
      api: API.deletePaymentInfo,
      tags: TAGS,
      summary: "Delete the caller's payment information of a method",
      body: deletePaymentInfoBodySchema,
      response: z.object({ method: paymentInfoMethodSchema }),
      handler: async (req) => [
        await verification.deletePaymentInfo(req.site, callerOf(req), req.body.method),
      ],
    });
    defineRoute(app, {
      api: API.adminQueryReviewCounts,
      tags: TAGS,
      summary:
        'Site admin: what waits for review (real-name, payment information, recharges, withdrawals, complaints, partner applications, contact messages)',
      querystring: adminReviewCountsQuerySchema,
      response: reviewCountsSchema,
      handler: async (req) => [await verification.counts(req.site, callerOf(req))],
    });
    defineRoute(app, {
      api: API.adminQueryIdentityReviews,
      tags: TAGS,
      summary: "Site admin: the site's real-name submissions with full numbers; pending oldest first",
      querystring: adminReviewListQuerySchema,
      response: identityReviewSchema,
      handler: (req) => verification.identityReviews(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.adminReviewIdentity,
      tags: TAGS,
      summary: 'Site admin: pass a pending real-name submission, or reject it with a reason (once)',
      body: adminReviewBodySchema,
      response: reviewDecisionSchema,
      handler: async (req) => [await verification.reviewIdentity(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.adminQueryPaymentInfoReviews,
      tags: TAGS,
      summary: "Site admin: the site's payment information with full numbers; pending oldest first",
      querystring: adminReviewListQuerySchema,
      response: paymentInfoReviewSchema,
      handler: (req) => verification.paymentInfoReviews(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.adminReviewPaymentInfo,
      tags: TAGS,
      summary: "Site admin: pass a method's pending payment information, or reject it with a reason (once)",
      body: adminReviewBodySchema,
      response: reviewDecisionSchema,
      handler: async (req) => [await verification.reviewPaymentInfo(req.site, callerOf(req), req.body)],
    });
    done();
  };
  return routes;
}
