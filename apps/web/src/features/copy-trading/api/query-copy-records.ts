import type { CopyRecord } from '@copytrade/contracts/subscriptions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { COPY_KEYS, toListPage, type ListPage } from '../utils/query-keys';
import { ownerKey, type CopyOwner } from './query-copy-relation-tran';

export type CopyRecordQuery = CopyOwner & { page: number; pageSize: number };

/** GET /mam/main/queryCopyRecords: copies that were skipped or refused by the broker, with the reason. */
export async function queryCopyRecords(query: CopyRecordQuery): Promise<ListPage<CopyRecord>> {
  return toListPage(await request('queryCopyRecords', { query, quiet: true }));
}

export const copyRecordsQueryOptions = (query: CopyRecordQuery) =>
  queryOptions({
    queryKey: [...COPY_KEYS.records, ownerKey(query), query.page, query.pageSize],
    queryFn: () => queryCopyRecords(query),
    placeholderData: keepPreviousData,
  });
