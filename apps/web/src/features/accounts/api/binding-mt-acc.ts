import type { BoundAccount } from '@copytrade/contracts/accounts';
import type { BindAccountBody } from '@copytrade/contracts/validators';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { accountListQueryKey } from '@/lib/account-session';
import { firstOf, request } from '@/lib/api-client';
import { accountCountsQueryKey } from './get-copy-login-number';

/**
 * POST /community/api/bindingMTAcc. The server verifies the login and password with the MT4 server
 * before it answers, so this takes a moment. Quiet: the dialog shows the limit dialogs for 22006/22007,
 * field errors under their fields, and any other message itself.
 */
export async function bindingMtAcc(body: BindAccountBody): Promise<BoundAccount> {
  return firstOf(await request('bindingMTAcc', { body, quiet: true }));
}

/** Lists and counts that change when an account is added or removed. */
export function invalidateAccountLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: accountListQueryKey }),
    queryClient.invalidateQueries({ queryKey: accountCountsQueryKey }),
  ]);
}

export function useBindAccount() {
  return useMutation({ mutationFn: bindingMtAcc });
}
