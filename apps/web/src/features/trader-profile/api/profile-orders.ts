import type { PublicOrder } from '@copytrade/contracts/statistics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** Open positions (`openingOrder`) or closed ones, newest first (`closedOrder`). */
export type ProfileOrderScope = 'open' | 'closed';

export type ProfileOrdersQuery = { mtId: number; scope: ProfileOrderScope; page: number; pageSize: number };

export type ProfileOrderPage = { items: PublicOrder[]; total: number };

/**
 * GET /community/front/center/openingOrder and closedOrder?mtId&page&pageSize: a trade account's positions
 * on its profile. Entry details of open positions come back null (`hidden`) unless the caller owns or
 * copies the account, so the answer depends on who asks: `viewer` (the signed-in user id, 0 for a visitor)
 * is part of the cache key.
 */
export async function profileOrders({
  mtId,
  scope,
  page,
  pageSize,
}: ProfileOrdersQuery): Promise<ProfileOrderPage> {
  const envelope = await request(scope === 'open' ? 'openingOrder' : 'closedOrder', {
    query: { mtId, page, pageSize },
    quiet: true,
  });
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}

export const profileOrdersQueryOptions = (query: ProfileOrdersQuery, viewer: number) =>
  queryOptions({
    queryKey: ['trader-profile', query.mtId, 'orders', query.scope, viewer, query.page, query.pageSize],
    queryFn: () => profileOrders(query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
