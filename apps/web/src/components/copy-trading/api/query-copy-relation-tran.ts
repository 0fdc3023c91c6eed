import type { CopyLink } from '@copytrade/contracts/subscriptions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { COPY_KEYS, toListPage, type ListPage } from '../utils/query-keys';

export type CopyScope = 'open' | 'history';

/** Whose copies: one subscription's, or one follow account's under every subscription. */
export type CopyOwner = { subscriptionId: number } | { mtAccId: number };

/**
 * What a copy list is narrowed to (the MAM orders supervisor): one follow account, a symbol, and the UTC
 * days (YYYY-MM-DD) the trader's position opened or the record was written.
 */
export type CopyFilter = {
  followAccountId?: number | undefined;
  symbol?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

/** A stable key part for a filter ('' without one). */
export function filterKey(filter: CopyFilter & { outcome?: string | undefined }): string {
  const { followAccountId, symbol, startDate, endDate, outcome } = filter;
  return [followAccountId ?? '', symbol ?? '', startDate ?? '', endDate ?? '', outcome ?? ''].join('|');
}

export type CopyLinkQuery = CopyOwner & CopyFilter & { scope: CopyScope; page: number; pageSize: number };

/**
 * GET /mam/main/queryCopyRelationTran: copy links (a follower position beside the master position it
 * copies), open (pending, open, detached) or history (closed).
 */
export async function queryCopyRelationTran(query: CopyLinkQuery): Promise<ListPage<CopyLink>> {
  return toListPage(await request('queryCopyRelationTran', { query, quiet: true }));
}

/** A stable key part for the owner: 's12' for a subscription, 'a3' for an account. */
export function ownerKey(owner: CopyOwner): string {
  return 'subscriptionId' in owner ? `s${owner.subscriptionId}` : `a${owner.mtAccId}`;
}

/** How often a shown list of open copies reads their floating profit again. */
const OPEN_COPIES_REFRESH_MS = 5000;

export const copyLinksQueryOptions = (query: CopyLinkQuery) =>
  queryOptions({
    queryKey: [
      ...COPY_KEYS.links,
      ownerKey(query),
      query.scope,
      filterKey(query),
      query.page,
      query.pageSize,
    ],
    queryFn: () => queryCopyRelationTran(query),
    placeholderData: keepPreviousData,
    // Copies come and go by realtime message; the open ones' floating profit moves with the price.
    refetchInterval: query.scope === 'open' ? OPEN_COPIES_REFRESH_MS : false,
  });
