import type { BoundAccount } from '@copytrade/contracts/accounts';
import type { BindMetaApiBody } from '@copytrade/contracts/connections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request, type CallTwins } from '@/lib/api-client';
import { invalidateAccountLists } from './binding-mt-acc';

/** The MetaApi binding calls as a MAM shell makes them (their /mam/main/ twins, the same definitions). */
export const METAAPI_BIND_CALL_TWINS: CallTwins = {
  getBindModes: 'mamGetBindModes',
  bindMetaApiAccount: 'mamBindMetaApiAccount',
};

/**
 * POST /community/api/bindMetaApiAccount: MetaApi logs in to the broker's server (named as the MT4 login
 * window shows it) before the server answers, which can take minutes the first time. Quiet: the dialog
 * shows the limit dialogs, field errors under their fields and any other message itself.
 */
export async function bindMetaApiAccount(body: BindMetaApiBody): Promise<BoundAccount> {
  return firstOf(
    await request('bindMetaApiAccount', { body, quiet: true, timeoutMs: METAAPI_BIND_TIMEOUT_MS }),
  );
}

/** MetaApi's first deployment and broker login can take a few minutes (the server waits up to five). */
const METAAPI_BIND_TIMEOUT_MS = 6 * 60_000;

/**
 * The lists refresh here too, not only in the dialog: the call is long, and a user who closed the dialog
 * while it ran still sees the new account.
 */
export function useBindMetaApiAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindMetaApiAccount,
    onSuccess: () => {
      void invalidateAccountLists(queryClient);
    },
  });
}
