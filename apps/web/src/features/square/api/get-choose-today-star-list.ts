import type { RecommendedToday } from '@copytrade/contracts/discovery';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

export type RecommendedPage = { rows: RecommendedToday[]; total: number };

/** The admin's list belongs to the signed-in user: dropped at logout with the other 'me' keys. */
export const STARS_ADMIN_SCOPE = [USER_SCOPE, 'stars-admin'] as const;

/** GET /mam/main/getChooseTodayStarList?page&pageSize: every recommendation of the site (site admin). */
export async function getChooseTodayStarList(page: number, pageSize: number): Promise<RecommendedPage> {
  const envelope = await request('getChooseTodayStarList', {
    query: { page, pageSize },
    quiet: true,
  });
  return { rows: envelope.content, total: envelope.total ?? envelope.content.length };
}

export const recommendedListQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...STARS_ADMIN_SCOPE, page, pageSize],
    queryFn: () => getChooseTodayStarList(page, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useRecommendedList(page: number, pageSize: number) {
  return useQuery(recommendedListQueryOptions(page, pageSize));
}
