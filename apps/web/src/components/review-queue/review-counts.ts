import { useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

/** The review desk's badges; every decision of a review queue reads them again. */
export const REVIEW_COUNTS_KEY = [USER_SCOPE, 'review', 'counts'] as const;

/** GET /community/api/adminQueryReviewCounts (site admin): what waits, per kind of review. */
export function useReviewCounts() {
  return useQuery({
    queryKey: REVIEW_COUNTS_KEY,
    queryFn: async () => firstOf(await request('adminQueryReviewCounts', { quiet: true })),
    refetchInterval: 60_000,
  });
}
