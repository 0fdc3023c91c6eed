import { endpoint } from '../endpoint';
import {
  adminReviewBodySchema,
  adminReviewCountsQuerySchema,
  adminReviewListQuerySchema,
  deletedPaymentInfoSchema,
  deletePaymentInfoBodySchema,
  identityInfoSchema,
  identityReviewSchema,
  paymentInfoReviewSchema,
  paymentInfoSchema,
  queryPaymentInfoQuerySchema,
  querySrCommunityIdInfoQuerySchema,
  reviewCountsSchema,
  reviewDecisionSchema,
  savePaymentInfoBodySchema,
  srCommunityIdInfoBodySchema,
} from '../verification';

const tags = ['verification'] as const;

/** The verification module's calls (server: apps/server/src/modules/verification). */
export const verificationApi = {
  querySrCommunityIdInfo: endpoint({
    method: 'GET',
    path: '/community/api/srCommunityIdInfo',
    tags,
    summary: "The caller's real-name verification",
    description:
      "The caller's real-name verification: none, pending, rejected (with the reason) or passed, the ID number masked (in full for the site's admin). Needs a token.",
    query: querySrCommunityIdInfoQuerySchema,
    response: identityInfoSchema,
  }),
  srCommunityIdInfo: endpoint({
    method: 'POST',
    path: '/community/api/srCommunityIdInfo',
    tags,
    summary: 'Submit real-name verification',
    description:
      "Name, document type and number, and photos (the caller's uploads of purpose identity, 40400 otherwise); it waits for review. " +
      'Accepted when there is none or it was rejected (33001 pending, 33002 passed); 33003 when another ' +
      "user of the site has the number, 40000 for a name or number the site's rules refuse. Needs a token.",
    body: srCommunityIdInfoBodySchema,
    response: identityInfoSchema,
  }),
  queryPaymentInfo: endpoint({
    method: 'GET',
    path: '/community/api/queryPaymentInfo',
    tags,
    summary: "The caller's payment information",
    description:
      "The caller's payment information per method (Alipay, WeChat, bank card, USDT) with its review state. Needs a token.",
    query: queryPaymentInfoQuerySchema,
    response: paymentInfoSchema,
  }),
  savePaymentInfo: endpoint({
    method: 'POST',
    path: '/community/api/savePaymentInfo',
    tags,
    summary: "Save one method's payment information",
    description:
      "Replaces the method's old information, which waits for review again. An Alipay/WeChat code must be the caller's upload of purpose paymentCode (40400 otherwise); a USDT address is checked with its base58check checksum (40000). Needs a token.",
    body: savePaymentInfoBodySchema,
    response: paymentInfoSchema,
  }),
  deletePaymentInfo: endpoint({
    method: 'POST',
    path: '/community/api/deletePaymentInfo',
    tags,
    summary: "Delete the caller's payment information of a method",
    description: 'Allowed in any review state; 40400 when the caller has none for the method. Needs a token.',
    body: deletePaymentInfoBodySchema,
    response: deletedPaymentInfoSchema,
  }),
  adminQueryReviewCounts: endpoint({
    method: 'GET',
    path: '/community/api/adminQueryReviewCounts',
    tags,
    summary: 'Site admin: what waits for review',
    description:
      "How many real-name submissions, payment information, recharges, withdrawals, complaints, partner applications and contact messages wait. The site's admin only (25007 otherwise).",
    query: adminReviewCountsQuerySchema,
    response: reviewCountsSchema,
  }),
  adminQueryIdentityReviews: endpoint({
    method: 'GET',
    path: '/community/api/adminQueryIdentityReviews',
    tags,
    summary: "Site admin: the site's real-name submissions",
    description:
      "The site's real-name submissions with full numbers and photos, optionally of one state; pending oldest first. The site's admin only (25007 otherwise).",
    query: adminReviewListQuerySchema,
    response: identityReviewSchema,
  }),
  adminReviewIdentity: endpoint({
    method: 'POST',
    path: '/community/api/adminReviewIdentity',
    tags,
    summary: 'Site admin: pass or reject a real-name submission',
    description:
      "Passes a pending submission or rejects it with a reason, once (27002 after). The site's admin only (25007 otherwise); an unknown submission answers 40400, passing a number another user holds passed 33003.",
    body: adminReviewBodySchema,
    response: reviewDecisionSchema,
  }),
  adminQueryPaymentInfoReviews: endpoint({
    method: 'GET',
    path: '/community/api/adminQueryPaymentInfoReviews',
    tags,
    summary: "Site admin: the site's payment information",
    description:
      "The site's payment information with full numbers, optionally of one state; pending oldest first. The site's admin only (25007 otherwise).",
    query: adminReviewListQuerySchema,
    response: paymentInfoReviewSchema,
  }),
  adminReviewPaymentInfo: endpoint({
    method: 'POST',
    path: '/community/api/adminReviewPaymentInfo',
    tags,
    summary: "Site admin: pass or reject a method's payment information",
    description:
      "Passes pending payment information or rejects it with a reason, once (27002 after). The site's admin only (25007 otherwise); unknown information answers 40400.",
    body: adminReviewBodySchema,
    response: reviewDecisionSchema,
  }),
};
