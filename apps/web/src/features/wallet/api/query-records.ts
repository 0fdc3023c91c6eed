import type { RechargeRecord, WithdrawRecord } from '@copytrade/contracts/wallet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { WALLET_KEYS, toListPage, type ListPage, type RecordsQuery } from '../utils/query-keys';

/** GET /community/api/queryRechargeRecords?page&pageSize&state: my declared recharges, newest first. */
export async function queryRechargeRecords(query: RecordsQuery): Promise<ListPage<RechargeRecord>> {
  return toListPage(await request('queryRechargeRecords', { query, quiet: true }));
}

/** GET /community/api/queryWithdrawRecords?page&pageSize&state: my withdrawals (outer record), newest first. */
export async function queryWithdrawRecords(query: RecordsQuery): Promise<ListPage<WithdrawRecord>> {
  return toListPage(await request('queryWithdrawRecords', { query, quiet: true }));
}

const keyOf = (query: RecordsQuery) => [query.page, query.pageSize, query.state ?? 'all'] as const;

export const rechargeRecordsQueryOptions = (query: RecordsQuery) =>
  queryOptions({
    queryKey: [...WALLET_KEYS.records('rechargeRecord'), ...keyOf(query)],
    queryFn: () => queryRechargeRecords(query),
    placeholderData: keepPreviousData,
  });

export const withdrawRecordsQueryOptions = (query: RecordsQuery) =>
  queryOptions({
    queryKey: [...WALLET_KEYS.records('outerRecord'), ...keyOf(query)],
    queryFn: () => queryWithdrawRecords(query),
    placeholderData: keepPreviousData,
  });
