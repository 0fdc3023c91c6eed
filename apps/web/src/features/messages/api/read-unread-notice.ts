import type { ReadUnreadNoticeResult } from '@copytrade/contracts/notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';
import { messageCountsQueryOptions } from './query-community-message';
import type { NoticeFilter } from './query-unread-notice';

/** GET /community/api/readUnreadNotice?noticeType: every unread notice of a tab read (0 both); new counts. */
export async function readUnreadNotice(noticeType: NoticeFilter): Promise<ReadUnreadNoticeResult> {
  return firstOf(await request('readUnreadNotice', { query: { noticeType } }));
}

/** "Mark all read" of a tab: the bell takes the answered counts at once; the lists are read again. */
export function useReadUnreadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readUnreadNotice,
    onSuccess: ({ systemMessageCount, publicMessageCount }) => {
      queryClient.setQueryData(messageCountsQueryOptions().queryKey, {
        systemMessageCount,
        publicMessageCount,
      });
      return queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'notices'] });
    },
  });
}
