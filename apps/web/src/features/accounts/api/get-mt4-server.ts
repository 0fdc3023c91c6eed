import type { TradeServer } from '@copytrade/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** GET /community/api/getMt4Server: the trade servers of one broker (`isDemo` 1 marks a demo server). */
export async function getMt4Server(platformId: number): Promise<TradeServer[]> {
  return (await request('getMt4Server', { query: { platformId } })).content;
}

export const mt4ServersQueryOptions = (platformId: number) =>
  queryOptions({
    queryKey: ['mt4-servers', platformId],
    queryFn: () => getMt4Server(platformId),
    staleTime: 5 * 60_000,
  });

/** The servers of the chosen broker; nothing is asked before a broker is chosen. */
export function useMt4Servers(platformId: number | undefined) {
  return useQuery({
    ...mt4ServersQueryOptions(platformId ?? 0),
    enabled: platformId !== undefined && platformId > 0,
  });
}
