import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_SCOPE } from '@/lib/account-session';
import { request } from '@/lib/api-client';
import { invalidateAccountLists } from './binding-mt-acc';

/** PUT /community/api/unbundlingLogin: removes one of the user's accounts. */
export async function unbindMtAcc(mtAccId: number): Promise<void> {
  await request('unbindMTAcc', { body: { mtAccId } });
}

export function useUnbindAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindMtAcc,
    onSuccess: async (_data, mtAccId) => {
      queryClient.removeQueries({ queryKey: [...ACCOUNT_SCOPE, 'detail', mtAccId] });
      await invalidateAccountLists(queryClient);
    },
  });
}
