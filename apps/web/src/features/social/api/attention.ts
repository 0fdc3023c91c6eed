import type { AttentionRow } from '@copytrade/contracts/social';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { SOCIAL_KEYS, toListPage, type AttentionDirection, type ListPage } from '../utils/query-keys';
import type { PageQuery } from './query-optionals';

/**
 * GET /community/api/queryAttenOther (the people I follow) or queryOtherAtten (the people who follow me),
 * ?page&pageSize, newest relation first.
 */
export async function queryAttention(
  direction: AttentionDirection,
  query: PageQuery,
): Promise<ListPage<AttentionRow>> {
  const name = direction === 'attenOther' ? 'queryAttenOther' : 'queryOtherAtten';
  return toListPage(await request(name, { query, quiet: true }));
}

export const attentionQueryOptions = (direction: AttentionDirection, query: PageQuery) =>
  queryOptions({
    queryKey: [...SOCIAL_KEYS.attention(direction), query.page, query.pageSize],
    queryFn: () => queryAttention(direction, query),
    placeholderData: keepPreviousData,
  });
