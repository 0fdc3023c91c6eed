import type {
  AccountCounts,
  AccountDetail,
  AccountListItem,
  AccountSymbols,
  MtOrder,
} from '@copytrade/contracts/accounts';
import type { Cust } from '@copytrade/contracts/auth';
import { saveLogin } from '@/lib/session';

/** A signed-in user; userType 3 is a trader. */
export function signIn(overrides: Partial<Cust> = {}): Cust {
  const cust: Cust = {
    id: 7,
    userType: 1,
    nickName: 'lena',
    portraitImg: '',
    email: 'lena@example.com',
    phone: '',
    ...overrides,
  };
  saveLogin({ token: 'tok', tokenTime: Date.now() + 3_600_000, cust });
  return cust;
}

export const PLATFORMS = [
  { platformId: 1, platformName: 'Meridian Markets' },
  { platformId: 2, platformName: 'Apex Capital' },
];

export const SERVERS = [
  { id: 11, serverName: 'MeridianMarkets-Live', platformId: 1, isDemo: 0 },
  { id: 12, serverName: 'MeridianMarkets-Demo', platformId: 1, isDemo: 1 },
  { id: 21, serverName: 'ApexCapital-Real01', platformId: 2, isDemo: 0 },
  { id: 22, serverName: 'ApexCapital-Demo', platformId: 2, isDemo: 1 },
];

export function accountItem(overrides: Partial<AccountListItem> = {}): AccountListItem {
  return {
    mtAccId: 101,
    loginOrder: 1,
    login: '6100002',
    accType: 1,
    isMock: 0,
    platformName: 'Meridian Markets',
    serverName: 'MeridianMarkets-Live',
    status: 0,
    ...overrides,
  };
}

export function accountDetail(overrides: Partial<AccountDetail> = {}): AccountDetail {
  return {
    ...accountItem(),
    userName: 'lena',
    accountName: 'Lena Demo',
    currency: 'USD',
    leverage: 100,
    balance: '10000.00',
    credit: '0.00',
    equity: '10125.50',
    margin: '200.00',
    freeMargin: '9925.50',
    marginLevel: '5062.75',
    profit: '125.50',
    openCount: 2,
    strategy: '',
    strategyTranslations: {},
    followerBalanceMin: null,
    bindTime: 1_700_000_000_000,
    infoUpdateTime: 1_700_000_100_000,
    symbolUpdateTime: null,
    ...overrides,
  };
}

export function counts(overrides: Partial<AccountCounts> = {}): AccountCounts {
  return { masterNumber: 1, copyNumber: 2, masterMaxNumber: 10, copyMaxNumber: 10, ...overrides };
}

export function accountSymbols(overrides: Partial<AccountSymbols> = {}): AccountSymbols {
  return {
    mtAccId: 201,
    login: '6200002',
    loginOrder: 2,
    platformName: 'Apex Capital',
    userName: 'lena',
    image: '',
    status: 0,
    symbolUpdateTime: 1_700_000_000_000,
    symbolList: [
      {
        id: 1,
        symbol: 'EURUSD.m',
        symbolDesc: 'Euro vs US Dollar',
        standardSymbol: 'EURUSD',
        symbolType: 1,
        status: 11,
      },
      {
        id: 2,
        symbol: 'XAUUSD.m',
        symbolDesc: 'Gold vs US Dollar',
        standardSymbol: '',
        symbolType: 2,
        status: 24,
      },
      { id: 3, symbol: 'OLD.m', symbolDesc: 'Delisted', standardSymbol: 'OLD', symbolType: 3, status: 22 },
    ],
    ...overrides,
  };
}

export function order(overrides: Partial<MtOrder> = {}): MtOrder {
  return {
    ticket: 5001,
    type: 0,
    symbol: 'EURUSD',
    lots: '1.50',
    openTime: 1_700_000_000_000,
    openPrice: '1.08500',
    sl: '0.00000',
    tp: '1.09500',
    closeTime: null,
    closePrice: '1.08620',
    commission: '-7.50',
    swap: '0.00',
    profit: '180.00',
    comment: '',
    magic: 0,
    state: 'open',
    ...overrides,
  };
}
