import type { PaymentStatus } from '@copytrade/contracts/payments';
import { USER_SCOPE } from '@/lib/query-client';

/**
 * Query keys of the payments. All of them are the signed-in user's and start with USER_SCOPE, so they are
 * dropped at login and logout.
 */
export const PAYMENT_KEYS = {
  all: [USER_SCOPE, 'payments'] as const,
  lists: [USER_SCOPE, 'payments', 'list'] as const,
  list: (role: PaymentRole, status: PaymentStatus | undefined, page: number, pageSize: number) =>
    [USER_SCOPE, 'payments', 'list', role, status ?? 'all', page, pageSize] as const,
  detail: (paymentId: number) => [USER_SCOPE, 'payments', 'detail', paymentId] as const,
  codes: [USER_SCOPE, 'payments', 'codes'] as const,
  coupons: [USER_SCOPE, 'payments', 'coupons'] as const,
  complaints: [USER_SCOPE, 'payments', 'complaints'] as const,
  /** The wallet's own keys start with this; a token payment changes the balance. */
  wallet: [USER_SCOPE, 'wallet'] as const,
  /** The copy-trading pages; a paid subscription starts copying. */
  copy: [USER_SCOPE, 'copy'] as const,
} as const;

/** payer: what I pay; trader: what I am paid. */
export type PaymentRole = 'payer' | 'trader';
