import type { CopyMessage, CopyRecordMessage } from '@copytrade/contracts/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { COPY_KEYS } from './query-keys';

/*
 * Realtime copy events (app/realtime-bridge.tsx): the lists they change are asked for again. Only the
 * lists on screen refetch; the others are marked stale and load fresh when they are shown.
 */

/** A copy link was made, moved by a partial close or closed. */
export function applyCopyMessage(queryClient: QueryClient, _message: CopyMessage): void {
  for (const queryKey of [
    COPY_KEYS.links,
    COPY_KEYS.subscriptions,
    COPY_KEYS.subscription,
    COPY_KEYS.masterOrders,
    COPY_KEYS.masterSubscriptions,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** A copy was skipped or refused: the skipped list and the subscriptions' skipped counts. */
export function applyCopyRecordMessage(queryClient: QueryClient, _message: CopyRecordMessage): void {
  for (const queryKey of [COPY_KEYS.records, COPY_KEYS.subscriptions, COPY_KEYS.subscription]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
