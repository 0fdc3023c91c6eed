import type { HomeHeadline } from '@copytrade/contracts/discovery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SQUARE_SCOPE } from '../utils/query-keys';

/** GET /community/front/topRecommendsOfInex?limit: the home page's headline figures and top stars (public). */
export async function topRecommendsOfIndex(limit: number): Promise<HomeHeadline> {
  return firstOf(await request('topRecommendsOfInex', { query: { limit }, quiet: true }));
}

/** The home page reads the figures and the stars from one answer (one request for both sections). */
export const HOME_STAR_LIMIT = 4;

export const homeHeadlineQueryOptions = () =>
  queryOptions({
    queryKey: [...SQUARE_SCOPE, 'home-headline', HOME_STAR_LIMIT],
    queryFn: () => topRecommendsOfIndex(HOME_STAR_LIMIT),
    staleTime: 60_000,
  });

export function useHomeHeadline() {
  return useQuery(homeHeadlineQueryOptions());
}
