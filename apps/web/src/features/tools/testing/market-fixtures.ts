import type { CandleRow, MarketQuote, MarketServer, PivotRow, SymbolSpec } from '@copytrade/contracts/market';
import { envelope, mockFetch, type MockAnswer, type MockRoute } from '@/testing/fetch-mock';

/** Test data of the tools: two trade servers, a board of symbols, pivot rows, EURUSD's specification. */
export const LIVE_SERVER = 'MeridianMarkets-Live';
export const DEMO_SERVER = 'MeridianMarkets-Demo';
const API = '/cms/front';

export const SERVERS: MarketServer[] = [
  { platform: 'Meridian Markets', server: DEMO_SERVER, isDemo: true, offsetMinutes: 120, isDefault: false },
  { platform: 'Meridian Markets', server: LIVE_SERVER, isDemo: false, offsetMinutes: 120, isDefault: true },
];

export function quote(overrides: Partial<MarketQuote> = {}): MarketQuote {
  return {
    server: LIVE_SERVER,
    symbol: 'EURUSD',
    standardSymbol: 'EURUSD',
    description: 'Euro vs US Dollar',
    symbolType: 1,
    digits: 5,
    bid: '1.08500',
    ask: '1.08512',
    spread: 12,
    time: 1_000,
    dayOpen: '1.08400',
    dayHigh: '1.08620',
    dayLow: '1.08350',
    change: '0.00100',
    changePercent: '0.09',
    spark: [108400, 108420, 108380, 108450, 108500],
    ...overrides,
  };
}

/** The board: 3 forex majors, gold, an index, oil, bitcoin, then more forex pairs (22 rows in all). */
export function board(): MarketQuote[] {
  const extra = [
    'AUDUSD',
    'USDCHF',
    'USDCAD',
    'NZDUSD',
    'EURJPY',
    'GBPJPY',
    'EURGBP',
    'AUDJPY',
    'EURAUD',
    'CADJPY',
    'AUDNZD',
    'GBPCHF',
    'NZDJPY',
    'CHFJPY',
    'EURCHF',
  ];
  return [
    quote(),
    quote({
      symbol: 'GBPUSD',
      standardSymbol: 'GBPUSD',
      description: 'Great Britain Pound vs US Dollar',
      bid: '1.27000',
      ask: '1.27016',
      spread: 16,
      dayOpen: '1.27200',
      change: '-0.00200',
      changePercent: '-0.16',
      dayHigh: '1.27300',
      dayLow: '1.26900',
    }),
    quote({
      symbol: 'USDJPY',
      standardSymbol: 'USDJPY',
      description: 'US Dollar vs Japanese Yen',
      digits: 3,
      bid: '150.000',
      ask: '150.014',
      spread: 14,
      dayOpen: '149.800',
      dayHigh: '150.200',
      dayLow: '149.700',
      change: '0.200',
      changePercent: '0.13',
    }),
    quote({
      symbol: 'XAUUSD',
      standardSymbol: 'XAUUSD',
      description: 'Gold vs US Dollar',
      symbolType: 2,
      digits: 2,
      bid: '2345.10',
      ask: '2345.40',
      spread: 30,
      dayOpen: '2330.00',
      dayHigh: '2350.00',
      dayLow: '2325.00',
      change: '15.10',
      changePercent: '0.65',
    }),
    quote({
      symbol: 'US500',
      standardSymbol: 'US500',
      description: 'US 500 Index',
      symbolType: 3,
      digits: 1,
      bid: '5200.5',
      ask: '5201.0',
      spread: 5,
      dayOpen: '5190.0',
      dayHigh: '5210.0',
      dayLow: '5185.0',
      change: '10.5',
      changePercent: '0.20',
    }),
    quote({
      symbol: 'USOIL',
      standardSymbol: 'USOIL',
      description: 'US Crude Oil',
      symbolType: 4,
      digits: 2,
      bid: null,
      ask: null,
      spread: null,
      change: null,
      changePercent: null,
      dayOpen: null,
      dayHigh: null,
      dayLow: null,
      spark: [],
    }),
    quote({
      symbol: 'BTCUSD',
      standardSymbol: 'BTCUSD',
      description: 'Bitcoin vs US Dollar',
      symbolType: 5,
      digits: 2,
      bid: '65000.00',
      ask: '65030.00',
      spread: 3000,
      dayOpen: '64000.00',
      dayHigh: '65500.00',
      dayLow: '63800.00',
      change: '1000.00',
      changePercent: '1.56',
    }),
    ...extra.map((symbol) => quote({ symbol, standardSymbol: symbol, description: `${symbol} pair` })),
  ];
}

function pivotRow(overrides: Partial<PivotRow> = {}): PivotRow {
  return {
    server: LIVE_SERVER,
    symbol: 'EURUSD',
    description: 'Euro vs US Dollar',
    digits: 5,
    day: Date.UTC(2026, 10, 30) - 120 * 60_000,
    high: '1.09000',
    low: '1.08000',
    close: '1.08600',
    bid: '1.08700',
    classic: {
      pivot: '1.08533',
      resistance: ['1.09067', '1.09533', '1.10067'],
      support: ['1.08067', '1.07533', '1.07067'],
    },
    fibonacci: {
      pivot: '1.08533',
      resistance: ['1.08915', '1.09151', '1.09533'],
      support: ['1.08151', '1.07915', '1.07533'],
    },
    camarilla: {
      pivot: '1.08533',
      resistance: ['1.08692', '1.08783', '1.08875', '1.09150'],
      support: ['1.08508', '1.08417', '1.08325', '1.08050'],
    },
    ...overrides,
  };
}

export function pivots(): PivotRow[] {
  return [
    pivotRow(),
    pivotRow({
      symbol: 'XAUUSD',
      description: 'Gold vs US Dollar',
      digits: 2,
      high: '2350.00',
      low: '2320.00',
      close: '2340.00',
      bid: null,
      classic: {
        pivot: '2336.67',
        resistance: ['2353.33', '2366.67', '2383.33'],
        support: ['2323.33', '2306.67', '2293.33'],
      },
      fibonacci: {
        pivot: '2336.67',
        resistance: ['2348.13', '2355.21', '2366.67'],
        support: ['2325.21', '2318.13', '2306.67'],
      },
      camarilla: {
        pivot: '2336.67',
        resistance: ['2342.75', '2345.50', '2348.25', '2356.50'],
        support: ['2337.25', '2334.50', '2331.75', '2323.50'],
      },
    }),
  ];
}

/** EURUSD on the live server: the engine's worked examples use its figures. */
export function eurusdSpec(overrides: Partial<SymbolSpec> = {}): SymbolSpec {
  return {
    server: LIVE_SERVER,
    symbol: 'EURUSD',
    description: 'Euro vs US Dollar',
    digits: 5,
    point: '0.00001',
    contractSize: 100000,
    baseCurrency: 'EUR',
    quoteCurrency: 'USD',
    swapLong: '-7.20',
    swapShort: '2.10',
    minLot: '0.01',
    maxLot: '100.00',
    lotStep: '0.01',
    maxLeverage: null,
    openWeekends: false,
    bid: '1.10000',
    ask: '1.10012',
    fx: [
      { base: 'EUR', quote: 'USD', bid: '1.10000', ask: '1.10012' },
      { base: 'GBP', quote: 'USD', bid: '1.27000', ask: '1.27016' },
      { base: 'USD', quote: 'JPY', bid: '150.000', ask: '150.020' },
    ],
    ...overrides,
  };
}

export function candles(count = 5, start = Date.UTC(2026, 11, 1, 8)): CandleRow[] {
  return Array.from({ length: count }, (_, i) => ({
    time: start + i * 3_600_000,
    open: '1.08400',
    high: '1.08600',
    low: '1.08300',
    close: '1.08500',
    ticks: 100 + i,
  }));
}

type Call = 'getMarketServers' | 'getMarketQuotes' | 'getMarketCandles' | 'getPivotPoints' | 'getSymbolSpec';

/** Mocks the market calls (and the shell's, for a whole route table) with the data above. */
export function mockMarketApi(overrides: Partial<Record<Call, MockRoute | MockAnswer>> = {}) {
  const answers: Record<Call, MockRoute | MockAnswer> = {
    getMarketServers: { body: envelope(SERVERS) },
    getMarketQuotes: { body: envelope(board()) },
    getMarketCandles: { body: envelope(candles()) },
    getPivotPoints: { body: envelope(pivots()) },
    getSymbolSpec: { body: envelope([eurusdSpec()]) },
    ...overrides,
  };
  return mockFetch({
    '/community/front/getHeaderData': { body: envelope([]) },
    '/cms/front/getSiteFooterContent': { body: envelope([]) },
    ...Object.fromEntries(Object.entries(answers).map(([name, answer]) => [`${API}/${name}`, answer])),
  });
}
