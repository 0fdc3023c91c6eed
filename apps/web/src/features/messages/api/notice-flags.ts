import type { NoticeFlagGroup, NoticeFlags } from '@copytrade/contracts/notices';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

const FLAGS_KEY = [USER_SCOPE, 'notice-flags'] as const;

/** GET /community/front/queryUserCommunityNoticeFlag (needs the signed-in user). */
export async function queryNoticeFlags(): Promise<NoticeFlags> {
  return firstOf(await request('queryUserCommunityNoticeFlag', { quiet: true }));
}

/** POST /community/front/updateUserCommunityNoticeFlag {group: boolean}: the new state of every switch. */
export async function updateNoticeFlag(
  change: Partial<Record<NoticeFlagGroup, boolean>>,
): Promise<NoticeFlags> {
  return firstOf(await request('updateUserCommunityNoticeFlag', { body: change }));
}

export const noticeFlagsQueryOptions = () => queryOptions({ queryKey: FLAGS_KEY, queryFn: queryNoticeFlags });

export function useNoticeFlags(enabled: boolean) {
  return useQuery({ ...noticeFlagsQueryOptions(), enabled });
}

/** Saves one switch as it is flipped: shown at once, put back if the server refuses. */
export function useToggleNoticeFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ group, on }: { group: NoticeFlagGroup; on: boolean }) => updateNoticeFlag({ [group]: on }),
    onMutate: async ({ group, on }) => {
      await queryClient.cancelQueries({ queryKey: FLAGS_KEY });
      const before = queryClient.getQueryData<NoticeFlags>(FLAGS_KEY);
      if (before)
        queryClient.setQueryData<NoticeFlags>(FLAGS_KEY, {
          ...before,
          flags: { ...before.flags, [group]: on },
        });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(FLAGS_KEY, context.before);
    },
    onSuccess: (state) => queryClient.setQueryData(FLAGS_KEY, state),
  });
}
