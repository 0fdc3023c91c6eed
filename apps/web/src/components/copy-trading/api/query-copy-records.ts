import type { CopyRecord } from '@copytrade/contracts/subscriptions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { COPY_KEYS, toListPage, type ListPage } from '../utils/query-keys';
import { filterKey, ownerKey, type CopyFilter, type CopyOwner } from './query-copy-relation-tran';

/** Which copies not made: the broker refused or the server was unreachable (failed), or a rule skipped them. */
export type CopyRecordOutcome = 'skipped' | 'failed';

export type CopyRecordQuery = CopyOwner &
  CopyFilter & { outcome?: CopyRecordOutcome | undefined; page: number; pageSize: number };

/** GET /mam/main/queryCopyRecords: copies that were skipped or refused by the broker, with the reason. */
export async function queryCopyRecords(query: CopyRecordQuery): Promise<ListPage<CopyRecord>> {
  return toListPage(await request('queryCopyRecords', { query, quiet: true }));
}

export const copyRecordsQueryOptions = (query: CopyRecordQuery) =>
  queryOptions({
    queryKey: [...COPY_KEYS.records, ownerKey(query), filterKey(query), query.page, query.pageSize],
    queryFn: () => queryCopyRecords(query),
    placeholderData: keepPreviousData,
  });
