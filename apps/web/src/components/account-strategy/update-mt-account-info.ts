import type { AccountDetail } from '@copytrade/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { accountDetailQueryKey } from '@/lib/account-session';

/**
 * What an owner changes on a trade account: the strategy text, and the least balance a follow account
 * needs to copy it (a decimal string; null removes the minimum). A field left out stays as it is.
 */
export type UpdateAccountInfoBody = {
  mtAccId: number;
  strategy?: string;
  followerBalanceMin?: string | null;
};

/** POST /community/api/updateMtAccountInfo. */
export async function updateMtAccountInfo(body: UpdateAccountInfoBody): Promise<void> {
  await request('updateMtAccountInfo', { body });
}

export function useUpdateAccountInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMtAccountInfo,
    onSuccess: (_data, { mtAccId, ...changes }) => {
      queryClient.setQueryData<AccountDetail>(accountDetailQueryKey(mtAccId), (detail) =>
        detail ? { ...detail, ...changes } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: accountDetailQueryKey(mtAccId) });
    },
  });
}
