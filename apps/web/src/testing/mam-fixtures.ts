import type {
  MamCopyData,
  MamCopyInfo,
  MamCopyProfitChart,
  MamFollowRow,
  MamMasterData,
  MamMasterRow,
  MamProfitDay,
  MamStatistics,
  SubscriberAccount,
} from '@copytrade/contracts/mam-trading';
import type { DataIndicators } from '@copytrade/contracts/statistics';

/** The MAM back office's answers (contracts mam-trading.ts), as the server gives them. */

export function masterRow(overrides: Partial<MamMasterRow> = {}): MamMasterRow {
  return {
    mtAccId: 101,
    loginOrder: 1,
    login: '6100002',
    accType: 1,
    isMock: 0,
    platformName: 'Meridian Markets',
    serverName: 'MeridianMarkets-Live',
    status: 0,
    currency: 'USD',
    leverage: 100,
    balance: '50120.40',
    equity: '50080.10',
    profit: '-40.30',
    openCount: 2,
    feeType: 2,
    growth: '12.34',
    drawdown: '3.20',
    winRate: '61.00',
    trades: 48,
    liveSubscribers: 3,
    copies: 57,
    copiedLots: '11.40',
    followerProfit: '842.15',
    incomeMonth: '120.00',
    incomeTotal: '360.00',
    ...overrides,
  };
}

export function followRow(overrides: Partial<MamFollowRow> = {}): MamFollowRow {
  return {
    mtAccId: 201,
    loginOrder: 2,
    login: '6200009',
    accType: 2,
    isMock: 0,
    platformName: 'Apex Capital',
    serverName: 'ApexCapital-Real01',
    status: 0,
    currency: 'USD',
    leverage: 100,
    balance: '5230.00',
    equity: '5210.55',
    profit: '-19.45',
    openCount: 1,
    liveSubscriptions: 1,
    totalSubscriptions: 2,
    openCopies: 1,
    copies: 14,
    copiedLots: '1.40',
    copyProfit: '230.00',
    floatingProfit: '-19.45',
    notCopied: 2,
    ...overrides,
  };
}

export function statistics(overrides: Partial<MamStatistics> = {}): MamStatistics {
  return {
    startDate: '2026-10-20',
    endDate: '2026-11-18',
    days: 30,
    tradeAccounts: 2,
    followAccounts: 1,
    masterMaxNumber: 10,
    copyMaxNumber: -1,
    liveSubscribers: 3,
    newSubscribers: 2,
    endedSubscribers: 1,
    copies: 41,
    copiedLots: '8.20',
    notCopied: 5,
    tradingProfit: '1530.25',
    followerProfit: '-85.10',
    income: '240.00',
    ...overrides,
  };
}

/** `count` days ending 2026-11-18; the last carries figures unless `quiet`. */
export function profitDays(count = 7, quiet = false): MamProfitDay[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 18 - (count - 1 - i))).toISOString().slice(0, 10);
    const busy = !quiet && i === count - 1;
    return {
      day,
      tradingProfit: busy ? '120.50' : '0.00',
      followerProfit: busy ? '-12.00' : '0.00',
      income: busy ? '40.00' : '0.00',
      copies: busy ? 3 : 0,
      copiedLots: busy ? '0.30' : '0.00',
    };
  });
}

export function indicators(overrides: Partial<DataIndicators> = {}): DataIndicators {
  const tally = { trades: 0, lots: '0.00', profit: '0.00', winRate: null };
  return {
    mtAccId: 101,
    asOf: 1_795_000_000_000,
    balance: '50120.40',
    equity: '50080.10',
    deposits: '50000.00',
    withdrawals: '0.00',
    trades: 48,
    growth: '12.34',
    totalProfit: '6170.00',
    grossProfit: '9000.00',
    grossLoss: '2830.00',
    profitFactor: '3.18',
    winRate: '61.00',
    averageHoldingMs: 3_600_000,
    tradesPerWeek: '4.00',
    averageProfit14d: '80.00',
    trades14d: 6,
    balanceDrawdown: { money: '1600.00', percent: '3.20' },
    equityDrawdown: { money: '1800.00', percent: '3.60' },
    equityTracked: { since: 1_790_000_000_000, partial: false },
    rating: null,
    copyProfit: '842.15',
    symbols: [],
    longShort: { long: tally, short: tally },
    risk: { maxLotsAtOnce: '2.00', maxPositionsAtOnce: 3, marginLevelLow: null },
    ...overrides,
  };
}

export function masterData(overrides: Partial<MamMasterData> = {}): MamMasterData {
  return {
    mtAccId: 101,
    indicators: indicators(),
    liveSubscribers: 3,
    totalSubscribers: 5,
    openCopies: 4,
    copies: 57,
    copiedLots: '11.40',
    incomeMonth: '120.00',
    incomeTotal: '360.00',
    ...overrides,
  };
}

export function copyData(overrides: Partial<MamCopyData> = {}): MamCopyData {
  return {
    mtAccId: 201,
    indicators: indicators({ mtAccId: 201, growth: '4.60', totalProfit: '230.00' }),
    liveSubscriptions: 1,
    totalSubscriptions: 2,
    openCopies: 1,
    copies: 14,
    copiedLots: '1.40',
    copyProfit: '230.00',
    floatingProfit: '-19.45',
    notCopied: 2,
    ...overrides,
  };
}

export function copyInfo(overrides: Partial<MamCopyInfo> = {}): MamCopyInfo {
  return {
    ...followRow(),
    accountName: 'Tom Becker',
    bindTime: 1_790_000_000_000,
    infoUpdateTime: 1_795_000_000_000,
    masters: [
      {
        subscriptionId: 12,
        state: 'subscribing',
        mtAccId: 101,
        login: '6100002',
        loginOrder: 1,
        platformName: 'Meridian Markets',
        serverName: 'MeridianMarkets-Live',
        traderName: 'Daniel Reyes',
        image: '',
      },
    ],
    ...overrides,
  };
}

export function copyProfitChart(overrides: Partial<MamCopyProfitChart> = {}): MamCopyProfitChart {
  return {
    total: '230.00',
    months: [{ month: '2026-11', copyProfit: '230.00' }],
    days: [
      { day: '2026-11-17', copyProfit: '250.00', cumulative: '250.00' },
      { day: '2026-11-18', copyProfit: '-20.00', cumulative: '230.00' },
    ],
    ...overrides,
  };
}

export function subscriberAccount(overrides: Partial<SubscriberAccount> = {}): SubscriberAccount {
  return {
    mtAccId: 201,
    login: '6200009',
    loginOrder: 2,
    platformName: 'Apex Capital',
    serverName: 'ApexCapital-Real01',
    followerName: 'Tom Becker',
    live: true,
    masterAccountIds: [101],
    ...overrides,
  };
}
