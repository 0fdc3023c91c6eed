import type { CopyLink, CopyRecord, Subscription } from '@copytrade/contracts/subscriptions';
import { accountDetail } from './accounts-fixtures';

/** The demo trader's account #1 as the public list gives it. */
export const MASTER = {
  mtAccId: 1,
  userName: 'Atlas Capital',
  image: '',
  loginOrder: 1,
  login: '6100001',
  platformName: 'Meridian Markets',
  serverName: 'MeridianMarkets-Live',
  accType: 1,
  isMock: 0,
  strategy: 'Trend following on EURUSD.',
};

/** A follow account with its figures (getCopyLoginAll). */
export function followAccount(overrides: Parameters<typeof accountDetail>[0] = {}) {
  return accountDetail({
    mtAccId: 3,
    loginOrder: 1,
    login: '6200001',
    accType: 2,
    platformName: 'Apex Capital',
    serverName: 'ApexCapital-Real01',
    equity: '10000.00',
    balance: '10000.00',
    leverage: 100,
    ...overrides,
  });
}

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    subscriptionId: 12,
    serialNo: 'S20261121000001',
    state: 'subscribing',
    paymentId: null,
    master: {
      mtAccId: 1,
      login: '6100001',
      loginOrder: 1,
      platformName: 'Meridian Markets',
      serverName: 'MeridianMarkets-Live',
      traderName: 'Atlas Capital',
      image: '',
    },
    follower: {
      mtAccId: 3,
      login: '6200001',
      loginOrder: 1,
      platformName: 'Apex Capital',
      serverName: 'ApexCapital-Real01',
      followerName: 'Lin Follower',
    },
    copyType: 1,
    copyValue: '0.10',
    direction: 1,
    maxOpenPositions: null,
    maxTotalLots: null,
    maxRatio: null,
    partialClose: 'takeSmall',
    feeType: 1,
    validityDays: null,
    startTime: 1_795_000_000_000,
    endTime: null,
    cancelMode: null,
    cancelTime: null,
    openCopies: 2,
    copyProfit: '12.50',
    skipped: 1,
    ...overrides,
  };
}

export function copyLink(overrides: Partial<CopyLink> = {}): CopyLink {
  return {
    linkId: 41,
    subscriptionId: 12,
    serialNo: 'S20261121000001',
    followAccountId: 3,
    masterTicket: 700001,
    followerTicket: 800001,
    masterSymbol: 'EURUSD',
    symbol: 'EURUSD.m',
    type: 0,
    masterType: 0,
    lots: '0.17',
    masterLots: '1.00',
    openTime: 1_795_000_000_500,
    masterOpenTime: 1_795_000_000_000,
    openPrice: '1.08512',
    masterOpenPrice: '1.08510',
    sl: '1.08310',
    tp: '1.08910',
    slippagePoints: 2,
    delayMs: 180,
    closeTime: null,
    closePrice: '1.08600',
    profit: '14.96',
    state: 'open',
    ...overrides,
  };
}

export function copyRecord(overrides: Partial<CopyRecord> = {}): CopyRecord {
  return {
    recordId: 5,
    subscriptionId: 12,
    serialNo: 'S20261121000001',
    followAccountId: 3,
    masterTicket: 700002,
    masterSymbol: 'XAUUSD',
    action: 'open',
    reason: 'BELOW_MIN_LOT',
    errorCode: null,
    detail: { lots: '0.00', minLot: '0.01' },
    createTime: 1_795_000_100_000,
    ...overrides,
  };
}
