import type { StarRow } from '@copytrade/contracts/discovery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { SQUARE_SCOPE } from '../utils/query-keys';

/** GET /community/front/chooseTodayStar?limit: the admin's picks live today, then the best rated (public). */
export async function chooseTodayStar(limit: number): Promise<StarRow[]> {
  return (await request('chooseTodayStar', { query: { limit }, quiet: true })).content;
}

export const todayStarsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...SQUARE_SCOPE, 'stars', limit],
    queryFn: () => chooseTodayStar(limit),
    staleTime: 60_000,
  });

export function useTodayStars(limit = 6) {
  return useQuery(todayStarsQueryOptions(limit));
}
