import type { FilterList } from '@copytrade/contracts/community';
import type {
  HomeTradePage,
  HomeTradeRow,
  RecommendedToday,
  StarRow,
  SubscribeNews,
  TradeNews,
  TraderDynamic,
} from '@copytrade/contracts/discovery';
import { rankingRow } from '@/testing/community-fixtures';

export function starRow(overrides: Partial<StarRow> = {}): StarRow {
  return { ...rankingRow(), recommendId: null, remark: '', ...overrides };
}

/** A filter list like the server's, shortened. */
export const FILTER_LIST: FilterList = {
  filters: [
    {
      key: 'growth',
      kind: 'range',
      unit: 'percent',
      min: -100,
      max: 1_000_000,
      step: 0.01,
      presets: [{ min: 0 }, { min: 10 }, { min: 50 }],
    },
    {
      key: 'drawdown',
      kind: 'range',
      unit: 'percent',
      min: 0,
      max: 100,
      step: 0.01,
      presets: [{ max: 10 }, { max: 20 }],
    },
    { key: 'weeks', kind: 'range', unit: 'weeks', min: 0, max: 1040, step: 1, presets: [{ min: 4 }] },
    { key: 'feeTypes', kind: 'options', multiple: true, options: [{ value: 1 }, { value: 2 }, { value: 3 }] },
    {
      key: 'platformIds',
      kind: 'options',
      multiple: true,
      options: [
        { value: 1, label: 'Meridian Markets' },
        { value: 2, label: 'Apex Capital' },
      ],
    },
    {
      key: 'serverIds',
      kind: 'options',
      multiple: true,
      options: [
        { value: 1, label: 'MeridianMarkets-Live', parent: 1 },
        { value: 3, label: 'ApexCapital-Real01', parent: 2 },
        { value: 4, label: 'ApexCapital-Real02', parent: 2 },
      ],
    },
    {
      key: 'symbol',
      kind: 'options',
      multiple: false,
      options: [
        { value: 'EURUSD', group: 1 },
        { value: 'XAUUSD', group: 2 },
      ],
    },
    { key: 'isMock', kind: 'options', multiple: false, options: [{ value: 0 }, { value: 1 }] },
    { key: 'keyword', kind: 'text', maxLength: 32 },
  ],
  sorts: ['rating', 'growth', 'drawdown', 'winRate', 'followers', 'newest'],
  defaultSort: 'rating',
  defaultDirection: 'desc',
  defaultPageSize: 10,
  maxPageSize: 100,
};

export function homeTradeRow(overrides: Partial<HomeTradeRow> = {}): HomeTradeRow {
  return {
    ...rankingRow(),
    balance: '10250.00',
    equity: '10312.40',
    profit: '250.00',
    openCount: 2,
    leverage: 100,
    currency: 'USD',
    ...overrides,
  };
}

export function homeTradePage(rows: HomeTradeRow[], total = rows.length): HomeTradePage {
  return {
    rows,
    total,
    totals: {
      accounts: 42,
      followers: 27,
      balance: '512345.67',
      equity: '514000.12',
      profit: '-23456.78',
      copyProfit: '1234.56',
    },
  };
}

const HOUR = 3_600_000;

export function tradeNews(overrides: Partial<TradeNews> = {}): TradeNews {
  return {
    mtAccId: 1,
    login: '6100001',
    loginOrder: 1,
    userName: 'Atlas Capital',
    image: '',
    symbol: 'EURUSD',
    type: 0,
    lots: '0.10',
    openTime: Date.now() - 3 * HOUR,
    closeTime: Date.now() - HOUR,
    profit: '12.30',
    pips: '12.3',
    ...overrides,
  };
}

export function traderDynamic(): TraderDynamic[] {
  return [
    {
      ...tradeNews({ symbol: 'XAUUSD', type: 1, profit: '-8.40', pips: '-16.8' }),
      kind: 'trade',
      at: Date.now() - HOUR,
    },
    { kind: 'followed', at: Date.now() - 2 * HOUR, follower: '张**三' },
  ];
}

export function subscribeNews(overrides: Partial<SubscribeNews> = {}): SubscribeNews {
  return {
    follower: 'Li***n',
    followerImage: '',
    mtAccId: 1,
    login: '6100001',
    loginOrder: 1,
    userName: 'Atlas Capital',
    image: '',
    followType: 3,
    direction: 2,
    startAt: Date.now() - 2 * 60_000,
    ...overrides,
  };
}

export function recommendation(overrides: Partial<RecommendedToday> = {}): RecommendedToday {
  return {
    id: 5,
    mtAccId: 1,
    login: '6100001',
    loginOrder: 1,
    userName: 'Atlas Capital',
    image: '',
    startDay: '2026-06-01',
    endDay: null,
    sort: 0,
    remark: 'Steady EURUSD trend follower',
    state: 'live',
    createdAt: Date.now(),
    ...overrides,
  };
}
