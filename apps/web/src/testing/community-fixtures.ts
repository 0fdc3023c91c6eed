import type { RankingRow } from '@copytrade/contracts/community';

/** The demo trader's account #1 as the ranking gives it. */
export function rankingRow(overrides: Partial<RankingRow> = {}): RankingRow {
  return {
    mtAccId: 1,
    userName: 'Atlas Capital',
    image: '',
    login: '6100001',
    loginOrder: 1,
    platformName: 'Meridian Markets',
    serverName: 'MeridianMarkets-Live',
    isMock: 0,
    feeType: 1,
    feePrice: null,
    feeDays: null,
    growth: '31.86',
    drawdown: '15.81',
    winRate: '58.91',
    profitFactor: '1.32',
    trades: 129,
    followers: 3,
    copyProfit: '-12.50',
    rating: 67,
    stars: 4,
    tradingWeeks: 12,
    sparkline: [0, -2.5, 4, 12.1, 31.86],
    ...overrides,
  };
}
