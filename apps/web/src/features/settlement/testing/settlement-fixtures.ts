import type { OweState, SettlementRow } from '@copytrade/contracts/settlement';
import { envelope, mockFetch, type MockAnswer, type MockRoute } from '@/testing/fetch-mock';

/** Test data of the settlement pages: user 7 follows account 7100001 under a performance fee. */
export const MONDAY = Date.UTC(2026, 9, 5);

export function settlementRow(overrides: Partial<SettlementRow> = {}): SettlementRow {
  return {
    id: 41,
    subscriptionId: 9,
    serialNo: 'S20261001001',
    masterLogin: '7100001',
    followerNickName: 'Lin',
    weekStart: MONDAY,
    cumulative: '1200.00',
    hwmBefore: '0.00',
    hwmAfter: '1200.00',
    gain: '1200.00',
    tierProfit: '1000.00',
    tierPercent: 60,
    fee: '720.00',
    paid: '720.00',
    owed: '0.00',
    state: 'paid',
    createdAt: MONDAY + 7 * 86_400_000,
    ...overrides,
  };
}

export function oweState(overrides: Partial<OweState> = {}): OweState {
  return { owes: false, amount: '0.00', ...overrides };
}

const API = '/community/api';

/** Every call the settlement page makes, with defaults; `overrides` replace single paths. */
export function mockSettlementApi(overrides: Record<string, MockRoute | MockAnswer> = {}) {
  return mockFetch({
    [`${API}/selectCommunityUserInfo`]: { body: envelope([]) },
    [`${API}/isOweUser`]: { body: envelope([oweState()]) },
    [`${API}/getSettlementList`]: { body: envelope([settlementRow()], 10000, 'ok', 1) },
    ...overrides,
  });
}
