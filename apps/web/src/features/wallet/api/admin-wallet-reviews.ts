import type { WalletReview, WalletReviewBody } from '@copytrade/contracts/wallet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { WALLET_KEYS, toListPage, type ListPage, type PageQuery, type ReviewKind } from '../utils/query-keys';

export type ReviewsQuery = PageQuery & { kind?: ReviewKind };

/** GET /community/api/adminQueryWalletReviews?kind&page&pageSize (site admin): pending recharges and withdrawals. */
export async function adminQueryWalletReviews(query: ReviewsQuery): Promise<ListPage<WalletReview>> {
  return toListPage(await request('adminQueryWalletReviews', { query, quiet: true }));
}

export const walletReviewsQueryOptions = (query: ReviewsQuery) =>
  queryOptions({
    queryKey: [...WALLET_KEYS.reviews, query.kind ?? 'all', query.page, query.pageSize],
    queryFn: () => adminQueryWalletReviews(query),
    placeholderData: keepPreviousData,
  });

export type ReviewDecision = { kind: ReviewKind; body: WalletReviewBody };

/**
 * POST /community/api/adminReviewRecharge or adminReviewWithdrawal {id, approve, reason} (site admin).
 * Quiet: the review queue shows a refusal itself.
 */
export async function adminReview({ kind, body }: ReviewDecision): Promise<{ id: number; state: string }> {
  const name = kind === 'recharge' ? 'adminReviewRecharge' : 'adminReviewWithdrawal';
  return firstOf(await request(name, { body, quiet: true }));
}
