import type { AdminReviewBody, IdentityReview, PaymentInfoReview } from '@copytrade/contracts/verification';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { toListPage, VERIFICATION_KEYS, type ListPage, type ReviewListQuery } from '../utils/query-keys';

/** GET /community/api/adminQueryIdentityReviews?state&page&pageSize (site admin). */
export const identityReviewsQueryOptions = (query: ReviewListQuery) =>
  queryOptions({
    queryKey: [...VERIFICATION_KEYS.identityReviews, query.state, query.page, query.pageSize],
    queryFn: async (): Promise<ListPage<IdentityReview>> =>
      toListPage(await request('adminQueryIdentityReviews', { query, quiet: true })),
    placeholderData: keepPreviousData,
  });

/** GET /community/api/adminQueryPaymentInfoReviews?state&page&pageSize (site admin). */
export const paymentInfoReviewsQueryOptions = (query: ReviewListQuery) =>
  queryOptions({
    queryKey: [...VERIFICATION_KEYS.paymentInfoReviews, query.state, query.page, query.pageSize],
    queryFn: async (): Promise<ListPage<PaymentInfoReview>> =>
      toListPage(await request('adminQueryPaymentInfoReviews', { query, quiet: true })),
    placeholderData: keepPreviousData,
  });

export type ReviewTarget = 'identity' | 'paymentInfo';

/**
 * POST /community/api/adminReviewIdentity or adminReviewPaymentInfo {id, decision, reason?} (site admin).
 * Quiet: the review queue shows a refusal itself.
 */
export async function sendReview(target: ReviewTarget, body: AdminReviewBody) {
  return firstOf(
    await request(target === 'identity' ? 'adminReviewIdentity' : 'adminReviewPaymentInfo', {
      body,
      quiet: true,
    }),
  );
}
