import type { MessageCounts } from '@copytrade/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /community/api/queryCommunityMessage: unread system and public message counts for the bell. */
export async function queryCommunityMessage(): Promise<MessageCounts> {
  return firstOf(await request('queryCommunityMessage', { quiet: true }));
}

export const messageCountsQueryOptions = () =>
  queryOptions({
    queryKey: [USER_SCOPE, 'message-counts'],
    queryFn: queryCommunityMessage,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useMessageCounts(enabled: boolean) {
  return useQuery({ ...messageCountsQueryOptions(), enabled });
}
