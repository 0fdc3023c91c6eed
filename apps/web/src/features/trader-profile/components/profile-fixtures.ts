import type { MtAccountInfo } from '@copytrade/contracts/accounts';
import type {
  CopyQualityView,
  CurvePointView,
  DataIndicators,
  DrawdownPointView,
  PublicOrder,
} from '@copytrade/contracts/statistics';
import { envelope, mockFetch, type MockAnswer, type MockRoute } from '@/testing/fetch-mock';
import type { CopyProfitChart } from '../api/copy-profit-chart';
import type { MonthAnalyse } from '../api/month-analyse-chart';

/** Test data of the profile: the worked scenario of the engine's formulas (growth 3.95 %, 3 trades). */
export function accountInfo(overrides: Partial<MtAccountInfo> = {}): MtAccountInfo {
  return {
    mtAccId: 7,
    userName: 'Atlas Capital',
    image: '',
    loginOrder: 2,
    login: '6100002',
    platformName: 'Meridian Markets',
    serverName: 'MeridianMarkets-Live',
    accType: 1,
    isMock: 0,
    strategy: 'Trend following on EURUSD.',
    ...overrides,
  };
}

export function indicators(overrides: Partial<DataIndicators> = {}): DataIndicators {
  return {
    mtAccId: 7,
    asOf: Date.UTC(2024, 3, 1),
    balance: '1050.00',
    equity: '1024.50',
    deposits: '1460.00',
    withdrawals: '500.00',
    trades: 3,
    growth: '3.95',
    totalProfit: '90.00',
    grossProfit: '150.00',
    grossLoss: '60.00',
    profitFactor: '2.50',
    winRate: '66.67',
    averageHoldingMs: 3 * 3_600_000,
    tradesPerWeek: '3.00',
    averageProfit14d: '10.00',
    trades14d: 3,
    balanceDrawdown: { money: '60.00', percent: '10.00' },
    equityDrawdown: { money: '60.00', percent: '10.00' },
    equityTracked: { since: Date.UTC(2024, 0, 2, 10), partial: false },
    rating: { score: 57, stars: 3, growth: '10.00', drawdown: '5.00', winningWeeks: 6 },
    copyProfit: '100.25',
    symbols: [
      { symbol: 'EURUSD', trades: 2, lots: '1.50', profit: '40.00', winRate: '50.00' },
      { symbol: 'XAUUSD', trades: 1, lots: '0.10', profit: '50.00', winRate: '100.00' },
    ],
    longShort: {
      long: { trades: 2, lots: '1.10', profit: '150.00', winRate: '100.00' },
      short: { trades: 1, lots: '0.50', profit: '-60.00', winRate: '0.00' },
    },
    risk: {
      maxLotsAtOnce: '2.50',
      maxPositionsAtOnce: 2,
      marginLevelLow: { level: '230.55', time: Date.UTC(2024, 1, 12, 9, 30) },
    },
    ...overrides,
  };
}

/** A new account: nothing traded, nothing to chart. */
export function emptyIndicators(): DataIndicators {
  return indicators({
    balance: '0.00',
    equity: null,
    deposits: '0.00',
    withdrawals: '0.00',
    trades: 0,
    growth: '0.00',
    totalProfit: '0.00',
    grossProfit: '0.00',
    grossLoss: '0.00',
    profitFactor: null,
    winRate: null,
    averageHoldingMs: null,
    tradesPerWeek: '0.00',
    averageProfit14d: null,
    trades14d: 0,
    balanceDrawdown: { money: '0.00', percent: '0.00' },
    equityDrawdown: { money: '0.00', percent: '0.00' },
    equityTracked: { since: null, partial: false },
    rating: null,
    copyProfit: '0.00',
    symbols: [],
    longShort: {
      long: { trades: 0, lots: '0.00', profit: '0.00', winRate: null },
      short: { trades: 0, lots: '0.00', profit: '0.00', winRate: null },
    },
    risk: { maxLotsAtOnce: '0.00', maxPositionsAtOnce: 0, marginLevelLow: null },
  });
}

export const CURVE: CurvePointView[] = [
  { time: Date.UTC(2024, 0, 2), balance: '1000.00', equity: '1000.00', growth: '0.00' },
  { time: Date.UTC(2024, 0, 20), balance: '1100.00', equity: '1100.00', growth: '10.00' },
  { time: Date.UTC(2024, 1, 12), balance: '540.00', equity: '540.00', growth: '-1.00' },
  { time: Date.UTC(2024, 2, 8), balance: '1050.00', equity: null, growth: '3.95' },
];

/** The underwater chart of CURVE (the engine's worked example: 10.00 % after -60.00, 5.50 % after +50.00). */
export const DRAWDOWNS: DrawdownPointView[] = [
  { time: Date.UTC(2024, 0, 2), balance: '0.00', equity: '0.00' },
  { time: Date.UTC(2024, 0, 20), balance: '0.00', equity: '0.00' },
  { time: Date.UTC(2024, 1, 12), balance: '10.00', equity: '10.00' },
  { time: Date.UTC(2024, 2, 8), balance: '5.50', equity: '4.80' },
];

/** 30 days of copies: the copy-quality help's worked examples (20 pairs, 18 copied). */
export function copyQualityOf(overrides: Partial<CopyQualityView> = {}): CopyQualityView {
  return {
    mtAccId: 7,
    days: 30,
    from: Date.UTC(2024, 2, 2),
    to: Date.UTC(2024, 3, 1),
    fills: 5,
    slippage: { average: '3.2', p95: '8.6' },
    delay: { average: 310, p95: 1760 },
    signals: 10,
    copied: 18,
    skipped: 2,
    share: '90.00',
    skipReasons: [
      { reason: 'BELOW_MIN_LOT', count: 1 },
      { reason: 'INSUFFICIENT_MARGIN', count: 1 },
    ],
    ...overrides,
  };
}

/** An account nobody copied in the window. */
export function noCopies(): CopyQualityView {
  return copyQualityOf({
    fills: 0,
    slippage: { average: null, p95: null },
    delay: { average: null, p95: null },
    signals: 0,
    copied: 0,
    skipped: 0,
    share: null,
    skipReasons: [],
  });
}

export const MONTHS: MonthAnalyse = {
  months: [
    { month: '2024-01', return: '10.00', trades: 1, profit: '100.00', copyProfit: '80.00' },
    { month: '2024-02', return: '-10.00', trades: 1, profit: '-60.00', copyProfit: '-20.25' },
    { month: '2024-03', return: '5.00', trades: 1, profit: '50.00', copyProfit: '40.50' },
  ],
  years: [{ year: 2024, return: '3.95' }],
};

export const COPY_PROFIT: CopyProfitChart = {
  total: '100.25',
  months: [
    { month: '2024-01', copyProfit: '80.00' },
    { month: '2024-02', copyProfit: '-20.25' },
    { month: '2024-03', copyProfit: '40.50' },
  ],
};

export function openPosition(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    ticket: 50123,
    type: 0,
    symbol: 'EURUSD',
    lots: '0.50',
    openTime: Date.UTC(2024, 2, 8, 10),
    openPrice: '1.08512',
    sl: '1.08000',
    tp: '1.09500',
    closeTime: null,
    closePrice: '1.08760',
    profit: '124.00',
    hidden: false,
    ...overrides,
  };
}

/** The same position as a visitor receives it: no entry details. */
export function hiddenPosition(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return openPosition({ openPrice: null, sl: null, tp: null, hidden: true, ...overrides });
}

const FRONT = '/community/front';

/** Every call of the profile answered with the worked scenario; `overrides` replaces single paths. */
export function mockProfileApi(overrides: Record<string, MockRoute | MockAnswer> = {}) {
  return mockFetch({
    [`${FRONT}/queryMtAccountInfo`]: { body: envelope([accountInfo()]) },
    [`${FRONT}/center/dataIndicators`]: { body: envelope([indicators()]) },
    [`${FRONT}/center/trendChart`]: { body: envelope(CURVE) },
    [`${FRONT}/center/monthAnalyseChart`]: { body: envelope([MONTHS]) },
    [`${FRONT}/center/copyProfitChart`]: { body: envelope([COPY_PROFIT]) },
    [`${FRONT}/center/drawdownChart`]: { body: envelope(DRAWDOWNS) },
    [`${FRONT}/center/copyQuality`]: { body: envelope([copyQualityOf()]) },
    [`${FRONT}/center/openingOrder`]: { body: envelope([openPosition()], 10000, 'ok', 1) },
    [`${FRONT}/center/closedOrder`]: { body: envelope([], 10000, 'ok', 0) },
    ...overrides,
  });
}
