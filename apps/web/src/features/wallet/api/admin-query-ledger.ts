import type { LedgerEntryRow } from '@copytrade/contracts/wallet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { WALLET_KEYS, toListPage, type ListPage, type PageQuery } from '../utils/query-keys';

/** GET /community/api/adminQueryLedger?page&pageSize (site admin): every ledger entry of the site, newest first. */
export async function adminQueryLedger(query: PageQuery): Promise<ListPage<LedgerEntryRow>> {
  return toListPage(await request('adminQueryLedger', { query, quiet: true }));
}

export const ledgerQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: [...WALLET_KEYS.ledger, query.page, query.pageSize],
    queryFn: () => adminQueryLedger(query),
    placeholderData: keepPreviousData,
  });
