import type { MtAccountInfo } from '@copytrade/contracts/accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export type TraderPage = { items: MtAccountInfo[]; total: number };

/** GET /community/front/queryTradeAccListWithoutToken: the site's trade accounts with their owners (public). */
export async function queryTradeAccListWithoutToken(page: number, pageSize: number): Promise<TraderPage> {
  const envelope = await request<MtAccountInfo>('queryTradeAccListWithoutToken', {
    query: { page, pageSize },
    quiet: true,
  });
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}

export const tradeAccountsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['trade-accounts', page, pageSize],
    queryFn: () => queryTradeAccListWithoutToken(page, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useTradeAccountList(page: number, pageSize: number) {
  return useQuery(tradeAccountsQueryOptions(page, pageSize));
}
