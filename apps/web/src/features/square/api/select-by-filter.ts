import type { RankingRow, SelectByFilterBody } from '@copytrade/contracts/community';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { SQUARE_SCOPE } from '../utils/query-keys';

export type RankingPage = { rows: RankingRow[]; total: number };

/** POST /community/front/selectbyfilter: a page of the ranking for the square's filters (public). */
export async function selectByFilter(body: SelectByFilterBody, signal?: AbortSignal): Promise<RankingPage> {
  const envelope = await request('selectbyfilter', { body, quiet: true, signal });
  return { rows: envelope.content, total: envelope.total ?? envelope.content.length };
}

export const rankingQueryOptions = (body: SelectByFilterBody) =>
  queryOptions({
    queryKey: [...SQUARE_SCOPE, 'ranking', body],
    queryFn: ({ signal }) => selectByFilter(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useRanking(body: SelectByFilterBody, enabled = true) {
  return useQuery({ ...rankingQueryOptions(body), enabled });
}
