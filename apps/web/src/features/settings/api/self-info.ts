import type { CompleteUserInfoBody, SelfUserInfo } from '@copytrade/contracts/profile';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { saveUser } from '@/lib/session';
import { SETTINGS_KEYS } from '../utils/query-keys';

/** GET /community/api/selectCommunityUserInfo with the user's own basic information. */
export async function querySelfInfo(): Promise<SelfUserInfo> {
  return firstOf(await request('selectCommunityUserInfo', { quiet: true }));
}

export function useSelfInfo() {
  return useQuery({ queryKey: SETTINGS_KEYS.self, queryFn: querySelfInfo });
}

/**
 * After a change of the user: this page's copy takes the answer, the stored userInfo too, and the
 * header's query is read again (nickname, avatar, email, phone).
 */
export async function userChanged(queryClient: QueryClient, user: SelfUserInfo): Promise<void> {
  queryClient.setQueryData(SETTINGS_KEYS.self, user);
  saveUser(user);
  await queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.header });
}

/** POST /community/api/completeCommunityUserInfo. Quiet: the form shows field errors under the fields. */
export async function completeUserInfo(body: CompleteUserInfoBody): Promise<SelfUserInfo> {
  return firstOf(await request('completeCommunityUserInfo', { body, quiet: true }));
}

export function useCompleteUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeUserInfo,
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
