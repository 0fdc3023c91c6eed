import type { Envelope } from '@copytrade/contracts/envelope';
import type { ReviewState } from '@copytrade/contracts/wallet';
import { USER_SCOPE } from '@/lib/query-client';

/**
 * Query keys of the wallet. All of them are the signed-in user's (or, for the review desk, the signed-in
 * admin's) and start with USER_SCOPE, so they are dropped at login and logout.
 */
export const WALLET_KEYS = {
  all: [USER_SCOPE, 'wallet'] as const,
  info: [USER_SCOPE, 'wallet', 'info'] as const,
  records: (kind: RecordKind) => [USER_SCOPE, 'wallet', 'records', kind] as const,
  billing: (kind: BillingKind) => [USER_SCOPE, 'wallet', 'billing', kind] as const,
  reviews: [USER_SCOPE, 'wallet', 'admin', 'reviews'] as const,
  ledger: [USER_SCOPE, 'wallet', 'admin', 'ledger'] as const,
} as const;

/** rechargeRecord: my recharges; outerRecord: my withdrawals (spec 2 page names). */
export type RecordKind = 'rechargeRecord' | 'outerRecord';
export type BillingKind = 'income' | 'expend';
export type ReviewKind = 'recharge' | 'withdrawal';

export type PageQuery = { page: number; pageSize: number };
export type RecordsQuery = PageQuery & { state?: ReviewState };

/** One page of a paged list and the total the pager needs. */
export type ListPage<T> = { items: T[]; total: number };

export function toListPage<T>(envelope: Envelope<T>): ListPage<T> {
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}
