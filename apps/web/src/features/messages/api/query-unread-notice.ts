import type { NoticeItem } from '@copytrade/contracts/notices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

/** 0 all, 1 system, 2 public (contracts NOTICE_TYPES). */
export type NoticeFilter = 0 | 1 | 2;

export type NoticePageQuery = {
  noticeType: NoticeFilter;
  page: number;
  pageSize: number;
  /** Only unread notices (the bell's dropdown). */
  unreadOnly?: boolean;
};

export type NoticePage = { items: NoticeItem[]; total: number };

/** GET /community/api/queryUnreadNotice: the signed-in user's notices, a page at a time. */
export async function queryUnreadNotice(query: NoticePageQuery): Promise<NoticePage> {
  const envelope = await request('queryUnreadNotice', { query });
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}

export const noticesQueryOptions = (query: NoticePageQuery) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'notices', query],
    queryFn: () => queryUnreadNotice(query),
    placeholderData: keepPreviousData,
  });

export function useNotices(query: NoticePageQuery, enabled: boolean) {
  return useQuery({ ...noticesQueryOptions(query), enabled });
}
