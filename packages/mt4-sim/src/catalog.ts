/**
 * The brokers (platforms), their trade servers and each server's symbol table. Markets (one mid price per
 * standard symbol) are shared by every server; each server names, quotes and charges for them its own way.
 */
import { Dec, pointOf } from './money';

/** MT4 symbol types as the site's symbol table stores them; 5 is a crypto CFD (BTCUSD, ETHUSD). */
export const SYMBOL_TYPE = { FOREX: 1, METALS: 2, INDICES: 3, ENERGY: 4, CRYPTO: 5 } as const;
/** One of SYMBOL_TYPE. */
export type SymbolType = (typeof SYMBOL_TYPE)[keyof typeof SYMBOL_TYPE];

/**
 * One symbol as one trade server offers it. Lots are integer hundredths (100 = 1.00 lot).
 * Swaps are points per 1.00 lot per day (may be fractional, negative is a charge), commission is account
 * currency per 1.00 lot round turn, charged in full at open.
 */
export type SymbolSpec = {
  /** The server's own name, e.g. 'EURUSD', 'EURUSD.m', 'EURUSDpro'. */
  symbol: string;
  /** The market it quotes, e.g. 'EURUSD'. */
  standardSymbol: string;
  description: string;
  symbolType: SymbolType;
  digits: number;
  /** 10^-digits as a decimal string, e.g. '0.00001'. */
  point: string;
  /** Units per 1.00 lot: 100000 for FX, 100 oz gold, 5000 oz silver. */
  contractSize: number;
  minLot: number;
  maxLot: number;
  lotStep: number;
  /** Points per lot per day, decimal string, e.g. '-7.20'. */
  swapLong: string;
  swapShort: string;
  /** Account currency per lot round turn, decimal string, e.g. '7.00'; '0.00' when the spread is the fee. */
  commissionPerLot: string;
  /** Minimum distance in points of SL/TP and pending prices from the market. */
  stopLevel: number;
  baseCurrency: string;
  quoteCurrency: string;
  /** Spread in points in calm markets, this server's markup included. */
  typicalSpread: number;
  /**
   * The most leverage this symbol allows (CFD margin as MT4 brokers set it for crypto: 1:10, 1:20); the
   * margin uses the smaller of it and the account's leverage. Absent: the account's leverage alone.
   */
  maxLeverage?: number;
};

/** One MT4 trade server: its execution quality, its margin rules and its symbols. */
export type ServerSpec = {
  /** E.g. 'ApexCapital-Real01'; unique across the catalog. */
  name: string;
  isDemo: boolean;
  /** Server time = UTC + this; rollover (swap) happens at server midnight. */
  timezoneOffsetMinutes: number;
  /** Margin level percent under which positions are closed, worst first. */
  stopOutLevel: number;
  /** Margin level percent under which the account is in margin call (reported, not acted on). */
  marginCallLevel: number;
  /** Mean time between a trade request and its execution; the actual delay is jittered x0.6..x1.6. */
  executionDelayMs: number;
  /** Probability that a market request is answered with 138 requote even when the price held. */
  requoteProbability: number;
  /** Probability that a request is answered with 128 trade timeout (executed or not, 50/50). */
  timeoutProbability: number;
  /** The first login this server assigns when none is given (7 or 8 digits). */
  firstLogin: number;
  /** The first order ticket of this server. */
  firstTicket: number;
  symbols: SymbolSpec[];
};

/** A broker with its trade servers. */
export type PlatformSpec = { name: string; servers: ServerSpec[] };

/**
 * The price process of one market (standard symbol), shared by every server that quotes it.
 * Volatility is annualized over calendar time; the tick interval is the mean in a busy session.
 */
export type MarketSpec = {
  standardSymbol: string;
  description: string;
  symbolType: SymbolType;
  digits: number;
  baseCurrency: string;
  quoteCurrency: string;
  contractSize: number;
  /** The mid price the market starts near (the seed moves it a little), with `digits` decimals. */
  initialPrice: string;
  annualVolatility: number;
  busyTickIntervalMs: number;
  /**
   * True for a market that quotes and trades every day of the week (crypto CFDs): the weekend closure does
   * not apply to it, its activity follows its own day (calendar.ts `alwaysOpenActivity`), and its swap is
   * charged every night, one day at a time.
   */
  openWeekends?: boolean;
};

/** Markets and the platforms that quote them. */
export type Catalog = { markets: MarketSpec[]; platforms: PlatformSpec[] };

type MarketRow = MarketSpec & { spread: number; swapLong: string; swapShort: string };

function fx(
  standardSymbol: string,
  description: string,
  initialPrice: string,
  annualVolatility: number,
  busyTickIntervalMs: number,
  spread: number,
  swapLong: string,
  swapShort: string,
): MarketRow {
  const digits = initialPrice.split('.')[1]?.length ?? 0;
  return {
    standardSymbol,
    description,
    symbolType: SYMBOL_TYPE.FOREX,
    digits,
    baseCurrency: standardSymbol.slice(0, 3),
    quoteCurrency: standardSymbol.slice(3, 6),
    contractSize: 100000,
    initialPrice,
    annualVolatility,
    busyTickIntervalMs,
    spread,
    swapLong,
    swapShort,
  };
}

/** The markets of the default catalog with the reference spread (points) and swaps (points/lot/day). */
const MARKET_ROWS: MarketRow[] = [
  fx('EURUSD', 'Euro vs US Dollar', '1.08500', 0.07, 900, 12, '-7.20', '2.10'),
  fx('GBPUSD', 'Great Britain Pound vs US Dollar', '1.27000', 0.08, 1100, 16, '-4.60', '-1.20'),
  fx('USDJPY', 'US Dollar vs Japanese Yen', '150.000', 0.09, 1000, 14, '14.80', '-32.50'),
  fx('AUDUSD', 'Australian Dollar vs US Dollar', '0.66000', 0.1, 1500, 14, '-3.90', '-0.90'),
  fx('USDCHF', 'US Dollar vs Swiss Franc', '0.88000', 0.07, 1700, 17, '6.10', '-14.20'),
  fx('USDCAD', 'US Dollar vs Canadian Dollar', '1.36000', 0.06, 1600, 18, '2.30', '-8.60'),
  fx('NZDUSD', 'New Zealand Dollar vs US Dollar', '0.61000', 0.1, 2200, 20, '-2.80', '-1.60'),
  fx('EURJPY', 'Euro vs Japanese Yen', '162.000', 0.09, 1400, 20, '9.20', '-25.10'),
  fx('GBPJPY', 'Great Britain Pound vs Japanese Yen', '190.500', 0.11, 1300, 30, '16.40', '-41.30'),
  fx('EURGBP', 'Euro vs Great Britain Pound', '0.85500', 0.05, 2000, 15, '-5.30', '0.40'),
  {
    standardSymbol: 'XAUUSD',
    description: 'Gold vs US Dollar',
    symbolType: SYMBOL_TYPE.METALS,
    digits: 2,
    baseCurrency: 'XAU',
    quoteCurrency: 'USD',
    contractSize: 100,
    initialPrice: '2350.00',
    annualVolatility: 0.15,
    busyTickIntervalMs: 700,
    spread: 30,
    swapLong: '-42.50',
    swapShort: '21.30',
  },
  {
    standardSymbol: 'XAGUSD',
    description: 'Silver vs US Dollar',
    symbolType: SYMBOL_TYPE.METALS,
    digits: 3,
    baseCurrency: 'XAG',
    quoteCurrency: 'USD',
    contractSize: 5000,
    initialPrice: '28.500',
    annualVolatility: 0.25,
    busyTickIntervalMs: 1500,
    spread: 30,
    swapLong: '-5.10',
    swapShort: '1.20',
  },
  {
    standardSymbol: 'US30',
    description: 'Dow Jones Industrial Average (cash)',
    symbolType: SYMBOL_TYPE.INDICES,
    digits: 2,
    baseCurrency: 'USD',
    quoteCurrency: 'USD',
    contractSize: 1,
    initialPrice: '39000.00',
    annualVolatility: 0.15,
    busyTickIntervalMs: 1000,
    spread: 300,
    swapLong: '-820.00',
    swapShort: '310.00',
  },
  {
    standardSymbol: 'USOIL',
    description: 'WTI Crude Oil (cash)',
    symbolType: SYMBOL_TYPE.ENERGY,
    digits: 2,
    baseCurrency: 'USD',
    quoteCurrency: 'USD',
    contractSize: 1000,
    initialPrice: '78.50',
    annualVolatility: 0.3,
    busyTickIntervalMs: 1200,
    spread: 4,
    swapLong: '-0.55',
    swapShort: '-0.25',
  },
  // Crypto CFDs: 1 coin a lot, quoted in USD with cents, 24/7. Financing about -20 % a year long and -8 %
  // short (points of 0.01 per lot per day), spreads of about 0.04 % (BTC 30.00, ETH 2.50 USD).
  {
    standardSymbol: 'BTCUSD',
    description: 'Bitcoin vs US Dollar (CFD)',
    symbolType: SYMBOL_TYPE.CRYPTO,
    digits: 2,
    baseCurrency: 'BTC',
    quoteCurrency: 'USD',
    contractSize: 1,
    initialPrice: '81500.00',
    annualVolatility: 0.5,
    busyTickIntervalMs: 600,
    openWeekends: true,
    spread: 3000,
    swapLong: '-4500.00',
    swapShort: '-1800.00',
  },
  {
    standardSymbol: 'ETHUSD',
    description: 'Ethereum vs US Dollar (CFD)',
    symbolType: SYMBOL_TYPE.CRYPTO,
    digits: 2,
    baseCurrency: 'ETH',
    quoteCurrency: 'USD',
    contractSize: 1,
    initialPrice: '3150.00',
    annualVolatility: 0.65,
    busyTickIntervalMs: 900,
    openWeekends: true,
    spread: 250,
    swapLong: '-175.00',
    swapShort: '-70.00',
  },
];

/** How one server derives its symbol table from the markets. */
type ServerStyle = {
  suffix: string;
  /** Multiplies the reference spread (markup or raw pricing); at least 1 point. */
  spreadFactor: number;
  /** Added to both reference swaps (points), a broker's better or worse financing. */
  swapShift: string;
  commissionPerLot: string;
  maxLot: number;
  /** Stop level in points for FX; metals, indices and energy get 5x, crypto 100x (10 points: 10.00 USD). */
  stopLevel: number;
  /** The leverage cap of the crypto CFDs (`SymbolSpec.maxLeverage`). */
  cryptoLeverage: number;
  without?: string[];
  /** Per standard symbol overrides, e.g. a minimum lot of 0.10 on an index. */
  overrides?: Record<string, Partial<SymbolSpec>>;
};

function symbolsFor(style: ServerStyle): SymbolSpec[] {
  return MARKET_ROWS.filter((m) => !(style.without ?? []).includes(m.standardSymbol)).map((m) => {
    const spec: SymbolSpec = {
      symbol: `${m.standardSymbol}${style.suffix}`,
      standardSymbol: m.standardSymbol,
      description: m.description,
      symbolType: m.symbolType,
      digits: m.digits,
      point: pointOf(m.digits),
      contractSize: m.contractSize,
      minLot: 1,
      maxLot: style.maxLot,
      lotStep: 1,
      swapLong: new Dec(m.swapLong).plus(style.swapShift).toFixed(2),
      swapShort: new Dec(m.swapShort).plus(style.swapShift).toFixed(2),
      commissionPerLot: style.commissionPerLot,
      stopLevel:
        m.symbolType === SYMBOL_TYPE.FOREX
          ? style.stopLevel
          : m.symbolType === SYMBOL_TYPE.CRYPTO
            ? style.stopLevel * 100
            : style.stopLevel * 5,
      baseCurrency: m.baseCurrency,
      quoteCurrency: m.quoteCurrency,
      typicalSpread: Math.max(1, Math.round(m.spread * style.spreadFactor)),
      ...(m.symbolType === SYMBOL_TYPE.CRYPTO ? { maxLeverage: style.cryptoLeverage } : {}),
    };
    return { ...spec, ...style.overrides?.[m.standardSymbol] };
  });
}

const MERIDIAN: ServerStyle = {
  suffix: '',
  spreadFactor: 1,
  swapShift: '0',
  commissionPerLot: '0.00',
  maxLot: 5000,
  stopLevel: 10,
  cryptoLeverage: 20,
  overrides: { BTCUSD: { maxLot: 1000 }, ETHUSD: { maxLot: 1000 } },
};
const APEX: ServerStyle = {
  suffix: '.m',
  spreadFactor: 0.2,
  swapShift: '0.30',
  commissionPerLot: '7.00',
  maxLot: 10000,
  stopLevel: 0,
  cryptoLeverage: 20,
  // Raw pricing charges crypto by notional: about 0.06 % round turn.
  overrides: {
    BTCUSD: { commissionPerLot: '50.00', maxLot: 2000 },
    ETHUSD: { commissionPerLot: '2.00', maxLot: 2000 },
  },
};
const ORION: ServerStyle = {
  suffix: 'pro',
  spreadFactor: 1.4,
  swapShift: '-0.40',
  commissionPerLot: '0.00',
  maxLot: 5000,
  stopLevel: 20,
  cryptoLeverage: 10,
  overrides: { US30: { minLot: 10, lotStep: 10 }, BTCUSD: { maxLot: 500 }, ETHUSD: { maxLot: 1000 } },
};

/**
 * Three brokers, seven servers, sixteen markets (fourteen that close at the weekend, and the crypto CFDs
 * BTCUSD and ETHUSD that trade 24/7: contract 1 coin, lots from 0.01, margin at most 1:20).
 * - Meridian Markets: plain names (`EURUSD`), standard account (no commission, 1.2 pip EURUSD), max 50 lots,
 *   stop level 10 points, stop-out 50%, UTC+2; BTCUSD spread 30.00 USD, stop level 10.00, 1:20, max 10 lots.
 * - Apex Capital: suffix `.m` (`EURUSD.m`), raw spread (0.2 pip) plus 7.00 per lot commission, max 100 lots,
 *   no stop level, stop-out 30%; Real01 has no XAGUSD; Real02 runs at UTC+3 and is slower. `BTCUSD.m`: 6.00
 *   spread plus 50.00 per lot commission, 1:20, max 20 lots.
 * - Orion FX: suffix `pro` (`EURUSDpro`), no commission and a wider spread (x1.4), stop level 20 points,
 *   US30pro traded in 0.10 lots, stop-out 20%, margin call 80%, UTC+0, the slowest execution; `BTCUSDpro`
 *   42.00 spread, stop level 20.00, 1:10, max 5 lots.
 */
export const DEFAULT_CATALOG: Catalog = {
  markets: MARKET_ROWS.map(
    ({ spread: _spread, swapLong: _swapLong, swapShort: _swapShort, ...market }) => market,
  ),
  platforms: [
    {
      name: 'Meridian Markets',
      servers: [
        {
          name: 'MeridianMarkets-Live',
          isDemo: false,
          timezoneOffsetMinutes: 120,
          stopOutLevel: 50,
          marginCallLevel: 100,
          executionDelayMs: 150,
          requoteProbability: 0.02,
          timeoutProbability: 0.002,
          firstLogin: 2100001,
          firstTicket: 41000001,
          symbols: symbolsFor(MERIDIAN),
        },
        {
          name: 'MeridianMarkets-Demo',
          isDemo: true,
          timezoneOffsetMinutes: 120,
          stopOutLevel: 50,
          marginCallLevel: 100,
          executionDelayMs: 80,
          requoteProbability: 0.01,
          timeoutProbability: 0.001,
          firstLogin: 5200001,
          firstTicket: 18000001,
          symbols: symbolsFor(MERIDIAN),
        },
      ],
    },
    {
      name: 'Apex Capital',
      servers: [
        {
          name: 'ApexCapital-Real01',
          isDemo: false,
          timezoneOffsetMinutes: 120,
          stopOutLevel: 30,
          marginCallLevel: 100,
          executionDelayMs: 90,
          requoteProbability: 0.005,
          timeoutProbability: 0.003,
          firstLogin: 60100001,
          firstTicket: 72000001,
          symbols: symbolsFor({ ...APEX, without: ['XAGUSD'] }),
        },
        {
          name: 'ApexCapital-Real02',
          isDemo: false,
          timezoneOffsetMinutes: 180,
          stopOutLevel: 30,
          marginCallLevel: 100,
          executionDelayMs: 220,
          requoteProbability: 0.01,
          timeoutProbability: 0.004,
          firstLogin: 60500001,
          firstTicket: 88000001,
          symbols: symbolsFor(APEX),
        },
        {
          name: 'ApexCapital-Demo',
          isDemo: true,
          timezoneOffsetMinutes: 120,
          stopOutLevel: 30,
          marginCallLevel: 100,
          executionDelayMs: 60,
          requoteProbability: 0,
          timeoutProbability: 0.001,
          firstLogin: 30100001,
          firstTicket: 9000001,
          symbols: symbolsFor(APEX),
        },
      ],
    },
    {
      name: 'Orion FX',
      servers: [
        {
          name: 'OrionFX-Pro',
          isDemo: false,
          timezoneOffsetMinutes: 0,
          stopOutLevel: 20,
          marginCallLevel: 80,
          executionDelayMs: 300,
          requoteProbability: 0.04,
          timeoutProbability: 0.003,
          firstLogin: 8800001,
          firstTicket: 130000001,
          symbols: symbolsFor(ORION),
        },
        {
          name: 'OrionFX-Demo',
          isDemo: true,
          timezoneOffsetMinutes: 0,
          stopOutLevel: 20,
          marginCallLevel: 80,
          executionDelayMs: 120,
          requoteProbability: 0.02,
          timeoutProbability: 0.001,
          firstLogin: 1100001,
          firstTicket: 2000001,
          symbols: symbolsFor(ORION),
        },
      ],
    },
  ],
};

/** Every server of the catalog, in catalog order. */
export function allServers(catalog: Catalog): ServerSpec[] {
  return catalog.platforms.flatMap((p) => p.servers);
}

/** The server named `name`, or undefined. */
export function findServer(catalog: Catalog, name: string): ServerSpec | undefined {
  return allServers(catalog).find((s) => s.name === name);
}

/** The platform (broker) that runs server `name`, or undefined. */
export function platformOf(catalog: Catalog, name: string): PlatformSpec | undefined {
  return catalog.platforms.find((p) => p.servers.some((s) => s.name === name));
}

/** The market of a standard symbol, or undefined. */
export function findMarket(catalog: Catalog, standardSymbol: string): MarketSpec | undefined {
  return catalog.markets.find((m) => m.standardSymbol === standardSymbol);
}

/**
 * A copy of the catalog with one server's settings (and optionally some of its symbols) changed; for tests
 * and for operators who tune a demo. Symbol patches are keyed by standard symbol.
 */
export function patchServer(
  catalog: Catalog,
  name: string,
  patch: Partial<Omit<ServerSpec, 'name' | 'symbols'>>,
  symbolPatches: Record<string, Partial<Omit<SymbolSpec, 'standardSymbol' | 'digits' | 'point'>>> = {},
): Catalog {
  if (!findServer(catalog, name)) throw new RangeError(`unknown server ${name}`);
  return {
    markets: catalog.markets,
    platforms: catalog.platforms.map((p) => ({
      name: p.name,
      servers: p.servers.map((s) =>
        s.name !== name
          ? s
          : {
              ...s,
              ...patch,
              symbols: s.symbols.map((sym) => ({ ...sym, ...symbolPatches[sym.standardSymbol] })),
            },
      ),
    })),
  };
}

/**
 * Checks what the simulator relies on and throws a RangeError naming the first problem: unique server
 * names, unique symbol names per server, every symbol on a known market with the market's digits and point,
 * lots (min <= max, step divides min), non-negative spreads and stop levels, a symbol leverage of at least 1.
 */
export function validateCatalog(catalog: Catalog): void {
  const markets = new Map(catalog.markets.map((m) => [m.standardSymbol, m]));
  if (markets.size !== catalog.markets.length) throw new RangeError('duplicate market');
  const servers = new Set<string>();
  for (const server of allServers(catalog)) {
    if (servers.has(server.name)) throw new RangeError(`duplicate server ${server.name}`);
    servers.add(server.name);
    const names = new Set<string>();
    const standards = new Set<string>();
    for (const s of server.symbols) {
      const where = `${server.name} ${s.symbol}`;
      if (names.has(s.symbol)) throw new RangeError(`duplicate symbol ${where}`);
      if (standards.has(s.standardSymbol)) throw new RangeError(`two symbols for one market ${where}`);
      names.add(s.symbol);
      standards.add(s.standardSymbol);
      const market = markets.get(s.standardSymbol);
      if (!market) throw new RangeError(`unknown market ${where}`);
      if (s.digits !== market.digits || s.point !== pointOf(market.digits)) {
        throw new RangeError(`digits of ${where} differ from the market`);
      }
      const lotsOk =
        Number.isInteger(s.minLot) &&
        Number.isInteger(s.maxLot) &&
        Number.isInteger(s.lotStep) &&
        s.lotStep > 0 &&
        s.minLot > 0 &&
        s.minLot <= s.maxLot &&
        s.minLot % s.lotStep === 0;
      if (!lotsOk) throw new RangeError(`lots of ${where}`);
      if (s.typicalSpread < 0 || s.stopLevel < 0) throw new RangeError(`spread or stop level of ${where}`);
      if (s.maxLeverage !== undefined && !(Number.isInteger(s.maxLeverage) && s.maxLeverage >= 1)) {
        throw new RangeError(`leverage of ${where}`);
      }
    }
  }
}
