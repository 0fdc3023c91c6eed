import type { SelfUserInfo, SessionInfo, TradeSettings } from '@copytrade/contracts/profile';
import { envelope, mockFetch, type MockAnswer, type MockRoute } from '@/testing/fetch-mock';

export const API = '/community/api';
export const FRONT = '/community/front';
export const NOW = Date.UTC(2026, 10, 21, 8, 0, 0);

/** The signed-in user as selectCommunityUserInfo answers with the basic information. */
export function selfUser(overrides: Partial<SelfUserInfo> = {}): SelfUserInfo {
  return {
    id: 7,
    userType: 1,
    nickName: 'Lena',
    portraitImg: '',
    email: 'lena@example.com',
    phone: '',
    isAdmin: false,
    fansCount: 0,
    followingCount: 0,
    optionalCount: 0,
    favouriteCount: 0,
    avatarLocked: false,
    gender: 2,
    birthday: '1990-05-17',
    country: 'Freedonia',
    region: 'North',
    remark: 'Swing trader',
    ...overrides,
  };
}

export function session(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    id: 1,
    createdAt: NOW - 3_600_000,
    expiresAt: NOW + 6 * 24 * 3_600_000,
    ip: '203.0.113.5',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    current: true,
    ...overrides,
  };
}

export function tradeSettings(overrides: Partial<TradeSettings> = {}): TradeSettings {
  return {
    copyType: 2,
    copyValue: '1.50',
    direction: 1,
    maxOpenPositions: 5,
    cancelMode: 'manual',
    reverseAllowed: false,
    saved: true,
    ...overrides,
  };
}

/** The settings API with the data above; `overrides` replace single paths. */
export function mockSettingsApi(overrides: Record<string, MockRoute | MockAnswer> = {}) {
  return mockFetch({
    [`${API}/selectCommunityUserInfo`]: { body: envelope([selfUser()]) },
    [`${FRONT}/getDictListByType`]: { body: envelope([]) },
    [`${API}/querySessions`]: {
      body: envelope([
        session(),
        session({
          id: 2,
          current: false,
          ip: '198.51.100.7',
          userAgent:
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        }),
      ]),
    },
    [`${API}/queryTradeSettings`]: { body: envelope([tradeSettings()]) },
    ...overrides,
  });
}
