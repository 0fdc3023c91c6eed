import type { MenuItem } from '@copytrade/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** GET /community/front/getHeaderData: the header menu tree (up to three levels). */
export async function getHeaderData(): Promise<MenuItem[]> {
  return (await request('getHeaderData', { quiet: true })).content;
}

export const headerDataQueryOptions = () =>
  queryOptions({ queryKey: ['header-data'], queryFn: getHeaderData, staleTime: 10 * 60_000 });

export function useHeaderData() {
  return useQuery(headerDataQueryOptions());
}
