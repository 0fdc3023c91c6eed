import type { MarketServer } from '@copytrade/contracts/market';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { marketKeys } from './query-keys';

/** The trade servers the tools show quotes of (the default one marked). */
async function getMarketServers(): Promise<MarketServer[]> {
  return (await request('getMarketServers', { quiet: true })).content;
}

export function useMarketServers() {
  return useQuery({ queryKey: marketKeys.servers(), queryFn: getMarketServers, staleTime: 5 * 60_000 });
}
