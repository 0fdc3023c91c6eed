import type { Envelope } from '@copytrade/contracts/envelope';
import type { ReviewState } from '@copytrade/contracts/verification';
import { USER_SCOPE } from '@/lib/query-client';

/**
 * Query keys of real-name verification, payment information and the admin's review of both. They are the
 * signed-in user's (or admin's) and start with USER_SCOPE, so they are dropped at login and logout.
 */
export const VERIFICATION_KEYS = {
  identity: [USER_SCOPE, 'verification', 'identity'] as const,
  paymentInfo: [USER_SCOPE, 'verification', 'payment-info'] as const,
  admin: [USER_SCOPE, 'verification', 'admin'] as const,
  identityReviews: [USER_SCOPE, 'verification', 'admin', 'identity'] as const,
  paymentInfoReviews: [USER_SCOPE, 'verification', 'admin', 'payment-info'] as const,
} as const;

export type ReviewListQuery = { state: ReviewState; page: number; pageSize: number };

/** One page of a paged list and the total the pager needs. */
export type ListPage<T> = { items: T[]; total: number };

export function toListPage<T>(envelope: Envelope<T>): ListPage<T> {
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}
