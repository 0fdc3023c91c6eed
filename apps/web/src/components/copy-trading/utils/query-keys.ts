import type { Envelope } from '@copytrade/contracts/envelope';
import { USER_SCOPE } from '@/lib/query-client';

/** First elements of every copy-trading query key; all of them are the signed-in user's (dropped at logout). */
export const COPY_SCOPE = [USER_SCOPE, 'copy'] as const;

/** The key roots the realtime messages and the mutations refresh. */
export const COPY_KEYS = {
  subscriptions: [...COPY_SCOPE, 'subscriptions'],
  subscription: [...COPY_SCOPE, 'subscription'],
  links: [...COPY_SCOPE, 'links'],
  records: [...COPY_SCOPE, 'records'],
  masterSubscriptions: [...COPY_SCOPE, 'master-subscriptions'],
  masterOrders: [...COPY_SCOPE, 'master-orders'],
  followAccounts: [...COPY_SCOPE, 'follow-accounts'],
} as const;

/** One page of a paged list and the total the pager needs. */
export type ListPage<T> = { items: T[]; total: number };

export function toListPage<T>(envelope: Envelope<T>): ListPage<T> {
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}
