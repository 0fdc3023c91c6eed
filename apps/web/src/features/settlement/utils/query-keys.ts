import type { SettlementRole } from '@copytrade/contracts/settlement';
import { USER_SCOPE } from '@/lib/query-client';

/** Query keys of the settlement pages: all the signed-in user's, dropped at login and logout. */
export const SETTLEMENT_KEYS = {
  all: [USER_SCOPE, 'settlement'] as const,
  owe: [USER_SCOPE, 'settlement', 'owe'] as const,
  list: (role: SettlementRole, page: number, pageSize: number) =>
    [USER_SCOPE, 'settlement', 'list', role, page, pageSize] as const,
} as const;

/** The wallet's queries (their balance moves when a fee is paid); the same key the wallet uses. */
export const WALLET_SCOPE = [USER_SCOPE, 'wallet'] as const;
