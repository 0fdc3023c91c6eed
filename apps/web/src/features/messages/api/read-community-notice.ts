import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /community/api/readCommunityNotice: marks one notice read, or all of them when no id is given. */
export async function readCommunityNotice(noticeId?: number): Promise<void> {
  await request('readCommunityNotice', { query: { noticeId } });
}

export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readCommunityNotice,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'notices'] }),
        queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'message-counts'] }),
      ]),
  });
}
