import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  margin,
  marginLeverage,
  pipValue,
  positionSize,
  profitLoss,
  swap,
  swapDays,
  type CalculatorContext,
  type CalculatorSymbol,
  type FxQuote,
} from './calculator';

/** The server's FX quotes the conversions use (mids: 1.10005, 150.010, 0.85005, 1.27005). */
const QUOTES: FxQuote[] = [
  { base: 'EUR', quote: 'USD', bid: '1.10000', ask: '1.10010' },
  { base: 'USD', quote: 'JPY', bid: '150.000', ask: '150.020' },
  { base: 'EUR', quote: 'GBP', bid: '0.85000', ask: '0.85010' },
  { base: 'GBP', quote: 'USD', bid: '1.27000', ask: '1.27010' },
];

const fx = (
  base: string,
  quote: string,
  digits: number,
  swapLong = '-7.20',
  swapShort = '2.10',
): CalculatorSymbol => ({
  digits,
  point: (10 ** -digits).toFixed(digits),
  contractSize: 100_000,
  baseCurrency: base,
  quoteCurrency: quote,
  swapLong,
  swapShort,
  minLot: '0.01',
  maxLot: '100',
  lotStep: '0.01',
});
const SYMBOLS = {
  EURUSD: fx('EUR', 'USD', 5),
  USDJPY: fx('USD', 'JPY', 3),
  EURGBP: fx('EUR', 'GBP', 5),
  XAUUSD: { ...fx('XAU', 'USD', 2, '-42.50', '18.30'), contractSize: 100 },
};

const ctx = (symbol: keyof typeof SYMBOLS, accountCurrency: string): CalculatorContext => ({
  symbol: SYMBOLS[symbol],
  accountCurrency,
  quotes: QUOTES,
});
/** A figure as the page shows it: cents, half away from zero. */
const cents = (value: { toFixed(places: number): string } | null) => value?.toFixed(2) ?? null;

describe('pip value', () => {
  it.each([
    ['EURUSD', 'USD', '10.00', '1.00'],
    ['USDJPY', 'USD', '6.67', '0.67'],
    ['EURGBP', 'USD', '12.70', '1.27'],
    ['XAUUSD', 'USD', '1.00', '1.00'],
    ['EURUSD', 'EUR', '9.09', '0.91'],
    ['USDJPY', 'EUR', '6.06', '0.61'],
    ['EURGBP', 'EUR', '11.76', '1.18'],
    ['XAUUSD', 'EUR', '0.91', '0.91'],
  ] as const)('%s in a %s account: a pip of 1.00 lot is %s, a point %s', (symbol, account, pip, point) => {
    const value = pipValue(ctx(symbol, account), 1);
    expect([cents(value.pip.inAccount), cents(value.point.inAccount)]).toEqual([pip, point]);
  });

  it('is in the quote currency whatever the account, and scales with the lots', () => {
    const value = pipValue(ctx('USDJPY', 'EUR'), '0.25');
    expect(value.pip.inQuote.toFixed(2)).toBe('250.00');
    expect(cents(value.pip.inAccount)).toBe('1.51');
  });

  it('has no account figure when the server quotes no way to the account currency', () => {
    expect(pipValue(ctx('EURUSD', 'CHF'), 1).pip.inAccount).toBeNull();
  });
});

describe('conversion', () => {
  it('uses a direct pair either way, or two through USD', () => {
    expect(conversionRate(QUOTES, 'USD', 'USD')!.toString()).toBe('1');
    expect(conversionRate(QUOTES, 'EUR', 'USD')!.toString()).toBe('1.10005');
    expect(conversionRate(QUOTES, 'GBP', 'EUR')!.toFixed(6)).toBe('1.176401');
    // JPY -> USD -> EUR: 1 / 150.010 / 1.10005.
    expect(conversionRate(QUOTES, 'JPY', 'EUR')!.times(1000).toFixed(6)).toBe('6.059927');
    expect(conversionRate(QUOTES, 'USD', 'CHF')).toBeNull();
  });
});

describe('margin', () => {
  it.each([
    ['EURUSD', 'USD', '1', '1.10010', 100, '1100.10'],
    ['USDJPY', 'USD', '1', '150.020', 100, '1000.07'],
    ['EURGBP', 'USD', '1', '0.85010', 100, '1079.67'],
    ['XAUUSD', 'USD', '1', '2000.40', 100, '2000.40'],
    ['EURUSD', 'EUR', '1', '1.10010', 100, '1000.05'],
    ['EURUSD', 'USD', '0.5', '1.10010', 500, '110.01'],
  ] as const)('%s in %s: %s lot at %s, 1:%i holds %s', (symbol, account, lots, price, leverage, expected) => {
    expect(cents(margin(ctx(symbol, account), lots, price, leverage).inAccount)).toBe(expected);
  });

  it("uses the symbol's own leverage when it is lower than the account's", () => {
    expect(marginLeverage({ maxLeverage: 20 }, 500)).toBe(20);
    expect(marginLeverage({ maxLeverage: 20 }, 10)).toBe(10);
    expect(marginLeverage({}, 500)).toBe(500);
    const btc: CalculatorContext = {
      symbol: { ...fx('BTC', 'USD', 2), contractSize: 1, maxLeverage: 20 },
      accountCurrency: 'USD',
      quotes: QUOTES,
    };
    // 1 x 0.10 x 80,000.00 / 20 (the simulator's own worked example).
    expect(cents(margin(btc, '0.10', '80000.00', 500).inAccount)).toBe('400.00');
  });
});

describe('profit and loss', () => {
  it.each([
    ['EURUSD', 'USD', 'buy', '1', '1.10005', '1.10495', '490.00', '49'],
    ['USDJPY', 'USD', 'sell', '0.5', '150.000', '149.250', '249.98', '75'],
    ['EURGBP', 'USD', 'buy', '2', '0.85000', '0.84800', '-508.02', '-20'],
    ['XAUUSD', 'USD', 'sell', '0.1', '2000.00', '1990.00', '100.00', '1000'],
    ['EURUSD', 'EUR', 'sell', '1', '1.10005', '1.10495', '-445.43', '-49'],
  ] as const)(
    '%s in %s: %s %s lot %s -> %s is %s (%s pips)',
    (symbol, account, side, lots, open, close, money, pips) => {
      const result = profitLoss(ctx(symbol, account), side, lots, open, close);
      expect(cents(result.inAccount)).toBe(money);
      expect(result.pips.toString()).toBe(pips);
    },
  );
});

describe('position size', () => {
  it('risks at most the share of the balance at the stop, in whole lot steps', () => {
    const eurusd = positionSize(ctx('EURUSD', 'USD'), '10000', '1', '25');
    expect([eurusd.risk.toFixed(2), eurusd.lots?.toFixed(2), cents(eurusd.lossAtStop)]).toEqual([
      '100.00',
      '0.40',
      '100.00',
    ]);
    // 200 / (40 x 6.6662...) = 0.75005 -> 0.75 lot, which loses 199.99 at the stop.
    const usdjpy = positionSize(ctx('USDJPY', 'USD'), '10000', '2', '40');
    expect([usdjpy.lots?.toFixed(2), cents(usdjpy.lossAtStop)]).toEqual(['0.75', '199.99']);
  });

  it('has no size when the stop is too wide for the risk, or no stop, and never exceeds the maximum lot', () => {
    expect(positionSize(ctx('EURUSD', 'USD'), '100', '1', '500').lots).toBeNull();
    expect(positionSize(ctx('EURUSD', 'USD'), '10000', '1', '0').lots).toBeNull();
    expect(positionSize(ctx('EURUSD', 'USD'), '100000000', '10', '1').lots?.toString()).toBe('100');
  });
});

describe('swap', () => {
  it('charges each night on the day it ends: Wednesday three days, the weekend none', () => {
    const TUESDAY = 2;
    const FRIDAY = 5;
    const MONDAY = 1;
    expect(swapDays(TUESDAY, 1)).toBe(3);
    expect(swapDays(TUESDAY, 3)).toBe(5);
    expect(swapDays(FRIDAY, 3)).toBe(1);
    expect(swapDays(MONDAY, 7)).toBe(7);
    expect(swapDays(FRIDAY, 3, true)).toBe(3);
  });

  it("is the side's swap points times the point, contract and lots, for each day", () => {
    // The simulator's worked example: long -7.20 points, 2.00 lots, the night ending Wednesday.
    const long = swap(ctx('EURUSD', 'USD'), 'buy', '2', 2, 1);
    expect([long.days, cents(long.perNight.inAccount), cents(long.inAccount)]).toEqual([
      3,
      '-14.40',
      '-43.20',
    ]);
    // Short 2.10 points on USDJPY: 2.10 x 0.001 x 100,000 = 210 JPY a day, 5 days from Tuesday.
    const short = swap(ctx('USDJPY', 'USD'), 'sell', '1', 2, 3);
    expect([short.inQuote.toFixed(2), cents(short.inAccount)]).toEqual(['1050.00', '7.00']);
    // Gold long -42.50 points: -42.50 x 0.01 x 100 = -42.50 USD a day; in EUR, one night from Monday.
    expect(cents(swap(ctx('XAUUSD', 'EUR'), 'buy', '1', 1, 1).inAccount)).toBe('-38.63');
  });
});
