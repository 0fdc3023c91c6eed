import type { Envelope } from '@copytrade/contracts/envelope';
import { USER_SCOPE } from '@/lib/query-client';

/**
 * Query keys of the referral pages. All are the signed-in user's (or admin's) and start with USER_SCOPE,
 * so they are dropped at login and logout.
 */
export const PARTNER_KEYS = {
  all: [USER_SCOPE, 'partners'] as const,
  invite: [USER_SCOPE, 'partners', 'invite'] as const,
  invited: [USER_SCOPE, 'partners', 'invited'] as const,
  referrer: [USER_SCOPE, 'partners', 'referrer'] as const,
  application: [USER_SCOPE, 'partners', 'application'] as const,
  commission: [USER_SCOPE, 'partners', 'commission'] as const,
  rebates: [USER_SCOPE, 'partners', 'rebates'] as const,
  profile: [USER_SCOPE, 'partners', 'profile'] as const,
  customers: [USER_SCOPE, 'partners', 'customers'] as const,
  accounts: [USER_SCOPE, 'partners', 'accounts'] as const,
  admin: [USER_SCOPE, 'partners', 'admin'] as const,
  applications: [USER_SCOPE, 'partners', 'admin', 'applications'] as const,
  levels: [USER_SCOPE, 'partners', 'admin', 'levels'] as const,
  progress: [USER_SCOPE, 'partners', 'progress'] as const,
} as const;

export type PageQuery = { page: number; pageSize: number };

/** One page of a paged list and the total the pager needs. */
export type ListPage<T> = { items: T[]; total: number };

export function toListPage<T>(envelope: Envelope<T>): ListPage<T> {
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}
