import type {
  CommissionInfo,
  InviteInfo,
  InvitedUser,
  LevelProgress,
  PartnerApplication,
  RebateLevel,
  RebateRecord,
} from '@copytrade/contracts/partners';
import { envelope, mockFetch, type MockAnswer, type MockRoute } from '@/testing/fetch-mock';

/** Test data of the referral pages: user 7 invited two people; one of them paid a 100.00 fee. */
export const NOW = Date.UTC(2026, 10, 21, 12);
const API = '/community/api';

export const INVITE_LINK = 'http://localhost/reg/register?inviteCode=TK7Q2MX';

export function inviteInfo(overrides: Partial<InviteInfo> = {}): InviteInfo {
  return {
    inviteCode: 'TK7Q2MX',
    inviteLink: INVITE_LINK,
    invitedCount: 2,
    partnerState: 'none',
    levelName: null,
    rate: null,
    ...overrides,
  };
}

export function invitedUser(overrides: Partial<InvitedUser> = {}): InvitedUser {
  return { userId: 21, nickname: 'Cora', registeredAt: NOW - 86_400_000, ...overrides };
}

export function application(overrides: Partial<PartnerApplication> = {}): PartnerApplication {
  return {
    id: 5,
    userId: 7,
    nickname: 'lena',
    realName: 'Lena Wu',
    contact: 'lena@example.com',
    introduction: '',
    state: 'pending',
    reason: '',
    createdAt: NOW - 3_600_000,
    reviewedAt: null,
    ...overrides,
  };
}

export function rebateLevel(overrides: Partial<RebateLevel> = {}): RebateLevel {
  return {
    id: 3,
    name: 'Gold',
    rate: 30,
    minCustomers: 5,
    partners: 1,
    createdAt: NOW - 10 * 86_400_000,
    ...overrides,
  };
}

export function levelProgress(overrides: Partial<LevelProgress> = {}): LevelProgress {
  return {
    partner: true,
    autoUpgrade: false,
    level: { id: 3, name: 'Gold', rate: 30 },
    next: { id: 4, name: 'Platinum', rate: 45, minCustomers: 8 },
    payingCustomers: 6,
    percent: 75,
    ...overrides,
  };
}

export function rebateRecord(overrides: Partial<RebateRecord> = {}): RebateRecord {
  return {
    id: 41,
    createdAt: NOW - 7_200_000,
    customerId: 21,
    customerNickname: 'Cora',
    source: 'subscription',
    fee: '100.00',
    rate: 30,
    rebate: '6.00',
    ...overrides,
  };
}

export function commission(overrides: Partial<CommissionInfo> = {}): CommissionInfo {
  return { total: '6.00', thisMonth: '6.00', customers: 2, payingCustomers: 1, ...overrides };
}

/** The referral API with the data above; `overrides` replace single paths. */
export function mockPartnerApi(overrides: Record<string, MockRoute | MockAnswer> = {}) {
  return mockFetch({
    [`${API}/selectCommunityUserInfo`]: { body: envelope([]) },
    [`${API}/queryInviteInfo`]: { body: envelope([inviteInfo()]) },
    [`${API}/queryInvitedUsers`]: {
      body: envelope([invitedUser(), invitedUser({ userId: 22, nickname: 'Dave' })], 10000, 'ok', 2),
    },
    [`${API}/queryReferrer`]: { body: envelope([]) },
    [`${API}/queryPartnerApplication`]: { body: envelope([]) },
    [`${API}/getUserCommissionInfo`]: { body: envelope([commission()]) },
    [`${API}/queryRebateRecords`]: { body: envelope([rebateRecord()], 10000, 'ok', 1) },
    [`${API}/adminQueryPartnerApplications`]: { body: envelope([application()], 10000, 'ok', 1) },
    [`${API}/queryUserLevels`]: { body: envelope([rebateLevel()]) },
    [`${API}/queryLevelProgress`]: { body: envelope([levelProgress()]) },
    ...overrides,
  });
}
