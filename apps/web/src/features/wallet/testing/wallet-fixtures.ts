import type {
  BillingLine,
  LedgerEntryRow,
  RechargeRecord,
  WalletInfo,
  WalletReview,
  WithdrawRecord,
} from '@copytrade/contracts/wallet';
import type { SiteOtherInfo } from '@copytrade/contracts/site';
import { envelope, mockFetch, type MockAnswer, type MockRoute } from '@/testing/fetch-mock';

/** Test data of the wallet: user 7 holds 1,250.50 USDT, 200 of it frozen by a pending withdrawal. */
export const NOW = Date.UTC(2026, 10, 21, 12);

/** A real TRON address (the USDT contract's): passes the format and the checksum. */
export const GOOD_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const TX_HASH = 'a3f1c9e0b7d24c5e8f6a1b2c3d4e5f60718293a4b5c6d7e8f9011223344556ab';

export function walletInfo(overrides: Partial<WalletInfo> = {}): WalletInfo {
  return {
    userId: 7,
    balance: '1250.50',
    withdrawing: '200.00',
    available: '1050.50',
    currency: 'USDT',
    ...overrides,
  };
}

export function rechargeRecord(overrides: Partial<RechargeRecord> = {}): RechargeRecord {
  return {
    id: 12,
    amount: '500.00',
    txHash: TX_HASH,
    state: 'passed',
    reason: '',
    createdAt: NOW - 2 * 86_400_000,
    reviewedAt: NOW - 86_400_000,
    ...overrides,
  };
}

export function withdrawRecord(overrides: Partial<WithdrawRecord> = {}): WithdrawRecord {
  return {
    id: 7,
    amount: '200.00',
    address: GOOD_ADDRESS,
    state: 'pending',
    reason: '',
    createdAt: NOW - 3_600_000,
    reviewedAt: null,
    ...overrides,
  };
}

export function billingLine(overrides: Partial<BillingLine> = {}): BillingLine {
  return {
    id: 31,
    kind: 'recharge',
    amount: '500.00',
    reference: 'recharge:12',
    createdAt: NOW - 86_400_000,
    ...overrides,
  };
}

export function walletReview(overrides: Partial<WalletReview> = {}): WalletReview {
  return {
    kind: 'recharge',
    id: 14,
    userId: 2,
    nickname: 'Lin Follower',
    amount: '300.00',
    txHash: TX_HASH,
    address: null,
    createdAt: NOW - 7_200_000,
    ...overrides,
  };
}

export function ledgerEntry(overrides: Partial<LedgerEntryRow> = {}): LedgerEntryRow {
  return {
    id: 101,
    transactionId: 55,
    accountId: 9,
    accountKind: 'wallet',
    ownerId: 2,
    ownerNickname: 'Lin Follower',
    amount: '300.00',
    kind: 'recharge',
    reference: 'recharge:14',
    createdById: 1,
    createdByNickname: 'Site Admin',
    createdAt: NOW - 600_000,
    ...overrides,
  };
}

const API = '/community/api';

/** The site admin's payment settings as getSiteOtherInfo gives them (a valid TRC20 address, 7.20 CNY). */
export const SITE_ADDRESS = 'TRwi44pdf87z4oxdPDz55vLuacS3xTTAPh';

export function siteOtherInfo(overrides: Partial<SiteOtherInfo> = {}): SiteOtherInfo {
  return {
    siteSubPrice: '0.00',
    openSettlement: true,
    openWallet: true,
    proportion: '0.2000',
    margin: '0.00',
    usdtCnyRate: '7.20',
    usdtTrc20Address: SITE_ADDRESS,
    ...overrides,
  };
}

/** The wallet calls answered with the fixtures above; `overrides` replaces single paths. */
export function mockWalletApi(overrides: Record<string, MockRoute | MockAnswer> = {}) {
  return mockFetch({
    [`${API}/selectCommunityUserInfo`]: { body: envelope([]) },
    [`${API}/queryWalletInfo`]: { body: envelope([walletInfo()]) },
    [`${API}/queryRechargeRecords`]: { body: envelope([rechargeRecord()], 10000, 'ok', 1) },
    [`${API}/queryWithdrawRecords`]: { body: envelope([withdrawRecord()], 10000, 'ok', 1) },
    [`${API}/queryBillingDetails`]: { body: envelope([billingLine()], 10000, 'ok', 1) },
    '/community/front/getSiteOtherInfo': { body: envelope([siteOtherInfo()]) },
    ...overrides,
  });
}
