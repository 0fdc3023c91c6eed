import type { BillingLine } from '@copytrade/contracts/wallet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import {
  WALLET_KEYS,
  toListPage,
  type BillingKind,
  type ListPage,
  type PageQuery,
} from '../utils/query-keys';

/** GET /community/api/queryBillingDetails?kind&page&pageSize: the wallet's income or expend lines. */
export async function queryBillingDetails(
  kind: BillingKind,
  query: PageQuery,
): Promise<ListPage<BillingLine>> {
  return toListPage(await request('queryBillingDetails', { query: { kind, ...query }, quiet: true }));
}

export const billingQueryOptions = (kind: BillingKind, query: PageQuery) =>
  queryOptions({
    queryKey: [...WALLET_KEYS.billing(kind), query.page, query.pageSize],
    queryFn: () => queryBillingDetails(kind, query),
    placeholderData: keepPreviousData,
  });
