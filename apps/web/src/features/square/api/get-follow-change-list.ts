import type { FollowChange } from '@copytrade/contracts/community';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { SQUARE_SCOPE } from '../utils/query-keys';

/** GET /community/front/getfollowchangelist?days&limit: followers gained and lost per trader (public). */
export async function getFollowChangeList(days: number, limit: number): Promise<FollowChange[]> {
  return (await request('getfollowchangelist', { query: { days, limit }, quiet: true })).content;
}

export const followChangeQueryOptions = (days: number, limit: number) =>
  queryOptions({
    queryKey: [...SQUARE_SCOPE, 'follow-change', days, limit],
    queryFn: () => getFollowChangeList(days, limit),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useFollowChangeList(days: number, limit = 8) {
  return useQuery(followChangeQueryOptions(days, limit));
}
