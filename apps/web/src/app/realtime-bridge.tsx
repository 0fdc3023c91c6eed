import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';

/**
 * One realtime socket per signed-in tab (spec 4, Connection status): opened when a token is there (after
 * login, or at boot when signed in), closed at logout. Its live figures and order events go into the
 * accounts feature's cached queries, copy events refresh the copy-trading lists; connection changes also
 * patch the account list's status. The client
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
      import('@/features/copy-trading/utils/live-updates'),
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
      }).stop;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, queryClient]);

  return null;
}
