import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { USER_SCOPE } from '@/lib/query-client';
import { useSession } from '@/lib/session';

/**
 * One realtime socket per signed-in tab (spec 4, Connection status): opened when a token is there (after
 * login, or at boot when signed in), closed at logout. Its live figures and order events go into the
 * accounts feature's cached queries, copy events refresh the copy-trading lists; connection changes also
 * patch the account list's status, a notice makes the bell read its counts again. The client
 * and the cache updaters load in their own chunk, only for signed-in readers.
 */
export function RealtimeBridge() {
  const { token } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return undefined;
    let cancelled = false;
    let stop: (() => void) | null = null;
    void Promise.all([
      import('@/lib/realtime'),
      import('@/lib/account-session'),
      import('@/features/accounts/api/query-mt-account-detail'),
      import('@/features/accounts/api/query-mt-account-orders'),
      import('@/components/copy-trading/utils/live-updates'),
    ]).then(([realtime, session, detail, orders, copies]) => {
      if (cancelled) return;
      stop = realtime.startRealtime({
        token,
        onAccount: (message) => detail.applyAccountMessage(queryClient, message),
        onOrder: (message) => orders.applyOrderMessage(queryClient, message),
        onCopy: (message) => copies.applyCopyMessage(queryClient, message),
        onCopyRecord: (message) => copies.applyCopyRecordMessage(queryClient, message),
        onConnection: (message) => session.patchAccountStatus(queryClient, message.mtAccId, message.status),
        onReady: (broken) => session.syncAccountStatuses(queryClient, broken),
        // The bell's counts and the notice lists (their keys start with the user scope and 'notices' /
        // 'message-counts'), and the money pages whose state the event changed.
        onNotice: () =>
          void queryClient.invalidateQueries({
            predicate: (query) =>
              query.queryKey[0] === USER_SCOPE &&
              (query.queryKey[1] === 'notices' || query.queryKey[1] === 'message-counts'),
          }),
      }).stop;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, queryClient]);

  return null;
}
