import type { FilterList } from '@copytrade/contracts/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SQUARE_SCOPE } from '../utils/query-keys';

/** GET /community/front/getfilterlist: the square's filters, their limits and the sort keys (public). */
export async function getFilterList(): Promise<FilterList> {
  return firstOf(await request('getfilterlist', { quiet: true }));
}

export const filterListQueryOptions = () =>
  queryOptions({
    queryKey: [...SQUARE_SCOPE, 'filters'],
    queryFn: getFilterList,
    staleTime: 10 * 60_000,
  });

export function useFilterList() {
  return useQuery(filterListQueryOptions());
}
