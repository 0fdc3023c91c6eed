import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from './catalog';
import { Dec, cents, marginInQuote, money, profitInQuote, symbolLeverage } from './money';
import { Rng } from './random';
import type { AccountRt, OrderRt, ServerRt, SymbolRt } from './runtime';
import type { AccountInfo } from './types';
import {
  accountInfo,
  affordable,
  centsText,
  decimalFigures,
  decimalMoneyTexts,
  marginFor,
  profitCents,
  profitOf,
} from './valuation';

/**
 * The integer route of profits and margins (valuation.ts) against the decimal formulas of money.ts, which
 * stay the definition: the same cents for every symbol of the default catalog, over random prices, sizes
 * and leverages, including the exact half cents where the rounding direction shows.
 */
const symbols = DEFAULT_CATALOG.platforms.flatMap((p) => p.servers.flatMap((s) => s.symbols));

function symbolAt(spec: (typeof symbols)[number], midPoints: number): SymbolRt {
  return {
    spec,
    market: { midPoints, spreadFactor: 1 },
    server: { conversions: new Map(), symbols: new Map() },
    orders: new Set(),
    pointF: 10 ** -spec.digits,
  } as unknown as SymbolRt;
}

const orderOf = (sym: SymbolRt, type: 0 | 1, openPts: number, lots: number) =>
  ({ sym, type, openPts, lots, path: [], state: 'open' }) as unknown as OrderRt;

/** The definition: money.ts's decimal formulas, rounded to cents once. */
function decimalProfit(order: OrderRt, exitPts: number, lots: number): Dec {
  const point = order.sym.spec.point;
  return cents(
    profitInQuote(
      order.sym.spec,
      order.type === 0 ? 'buy' : 'sell',
      lots,
      new Dec(order.openPts).times(point),
      new Dec(exitPts).times(point),
    ),
  );
}

describe('the integer route of profits and margins', () => {
  it('gives the decimal formulas cents for every default symbol', () => {
    const rng = Rng.fromSeed('valuation');
    let checked = 0;
    for (const spec of symbols) {
      for (let i = 0; i < 200; i += 1) {
        const mid = rng.int(10 ** (spec.digits - 1), 10 ** (spec.digits + 2));
        const sym = symbolAt(spec, mid);
        const type = rng.int(0, 1) as 0 | 1;
        const lots = rng.int(1, 5000);
        const open = mid + rng.int(-5000, 5000);
        const exit = mid + rng.int(-5000, 5000);
        const order = orderOf(sym, type, open, lots);
        expect(profitCents(order, exit, lots)).not.toBeNull();
        expect(profitOf(order, exit, lots).toFixed(2)).toBe(decimalProfit(order, exit, lots).toFixed(2));

        const leverage = [1, 3, 7, 30, 33, 100, 200, 333, 500, 1000][rng.int(0, 9)]!;
        const account = { leverage, currency: spec.quoteCurrency } as AccountRt;
        const usedLeverage = symbolLeverage(leverage, spec);
        const bidAsk = Math.max(0, Math.round(spec.typicalSpread));
        const bid = mid - Math.floor(bidAsk / 2);
        const midPrice = new Dec(bid + bid + bidAsk).div(2).times(spec.point);
        const expected = cents(marginInQuote(spec, lots, midPrice, usedLeverage));
        expect(marginFor(account, sym, lots, []).toFixed(2)).toBe(expected.toFixed(2));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('rounds an exact half cent away from zero, as decimal.js does', () => {
    // A contract of 50 on a 5-digit symbol: 1,000 points on 0.01 lot are 0.005, half a cent.
    const eurusd = symbols.find((s) => s.digits === 5)!;
    const half = symbolAt({ ...eurusd, contractSize: 50 }, 110000);
    const buy = orderOf(half, 0, 110000, 1);
    const sell = orderOf(half, 1, 110000, 1);
    expect(decimalProfit(buy, 111000, 1).toFixed(2)).toBe('0.01');
    expect(decimalProfit(sell, 111000, 1).toFixed(2)).toBe('-0.01');
    expect(profitCents(buy, 111000, 1)).toBe(1);
    expect(profitCents(sell, 111000, 1)).toBe(-1);
    // 999 points: 0.004995, under half a cent either way.
    expect(profitCents(buy, 110999, 1)).toBe(0);
    expect(profitCents(sell, 110999, 1)).toBe(0);
  });

  it('writes cents as MT4 money text', () => {
    for (const value of [0, 1, -1, 5, -5, 10, 99, 100, -100, 12345, -12345, 100000000]) {
      expect(centsText(value)).toBe(money(new Dec(value).div(100)));
    }
  });

  it('leaves conversions to the decimal route', () => {
    const usdjpy = symbols.find((s) => s.quoteCurrency === 'JPY')!;
    const sym = symbolAt(usdjpy, 150000);
    const order = { ...orderOf(sym, 0, 150000, 100), path: [{ sym, multiply: false }] } as OrderRt;
    expect(profitCents(order, 150100, 100)).toBeNull();
  });
});

/** Cents as the simulator's decimal (a balance, a swap, a commission). */
const centsDec = (value: number) => new Dec(value).div(100);

/** An account of random open orders on the default symbols, every one of them on the integer route. */
function randomAccount(rng: Rng): AccountRt {
  const account = {
    login: 7,
    name: 'Test',
    currency: 'USD',
    leverage: [1, 30, 100, 333, 500][rng.int(0, 4)]!,
    balance: centsDec(rng.int(0, 5_000_000)),
    credit: centsDec(rng.int(0, 3) === 0 ? rng.int(1, 100_000) : 0),
    orders: [] as OrderRt[],
  } as AccountRt;
  const usd = symbols.filter((s) => s.quoteCurrency === 'USD');
  for (let i = rng.int(0, 6); i > 0; i -= 1) {
    const spec = usd[rng.int(0, usd.length - 1)]!;
    const mid = rng.int(10 ** (spec.digits - 1), 10 ** (spec.digits + 2));
    const sym = symbolAt(spec, mid);
    account.orders.push({
      ...orderOf(sym, rng.int(0, 1) as 0 | 1, mid + rng.int(-5000, 5000), rng.int(1, 500)),
      swap: centsDec(rng.int(-2000, 500)),
      commission: centsDec(-rng.int(0, 1000)),
      state: rng.int(0, 5) === 0 ? 'pending' : 'open',
    });
  }
  return account;
}

const server = { spec: { name: 'Test-Server' } } as ServerRt;

/** The account's money figures in `MoneyTexts` order. */
const moneyTextsOf = (info: AccountInfo) => [
  info.balance,
  info.credit,
  info.equity,
  info.margin,
  info.freeMargin,
  info.marginLevel,
  info.profit,
];

describe('the integer route of account figures', () => {
  it('gives the decimal figures to the cent, margin level included', () => {
    const rng = Rng.fromSeed('account-figures');
    for (let i = 0; i < 2000; i += 1) {
      const account = randomAccount(rng);
      expect(moneyTextsOf(accountInfo(server, account))).toEqual(decimalMoneyTexts(account));
    }
  });

  it('rounds the margin level half away from zero, as money() does', () => {
    // Margin 200.00 on EURUSD at 1:100 (0.20 lot at 1.00000, no spread, no floating profit): an equity
    // of 0.01 is a level of 0.005 %, exactly half a hundredth.
    const eurusd = symbols.find((s) => s.symbol === 'EURUSD')!;
    for (const [balance, level] of [
      [1, '0.01'],
      [-1, '-0.01'],
      [2, '0.01'],
      [3, '0.02'],
      [-3, '-0.02'],
      [100, '0.50'],
      [30_001, '150.01'],
    ] as const) {
      const sym = symbolAt({ ...eurusd, typicalSpread: 0 }, 100000);
      const account = {
        login: 1,
        name: 'A',
        currency: 'USD',
        leverage: 100,
        balance: centsDec(balance),
        credit: new Dec(0),
        orders: [{ ...orderOf(sym, 0, 100000, 20), swap: new Dec(0), commission: new Dec(0) }],
      } as AccountRt;
      const info = accountInfo(server, account);
      expect(info.margin).toBe('200.00');
      expect(info.marginLevel).toBe(level);
      expect(moneyTextsOf(info)).toEqual(decimalMoneyTexts(account));
    }
  });

  it('answers whether an order is affordable as the decimal route does, at the cent', () => {
    const rng = Rng.fromSeed('affordable');
    let both = 0;
    for (let i = 0; i < 1000; i += 1) {
      const account = randomAccount(rng);
      const spec = symbols.find((s) => s.symbol === 'EURUSD')!;
      const sym = symbolAt(spec, 110000);
      const lots = rng.int(1, 5000);
      const commission = centsDec(-rng.int(0, 5000));
      const { equity, margin } = decimalFigures(account);
      const expected = equity
        .plus(commission)
        .minus(margin)
        .minus(marginFor(account, sym, lots, []))
        .gte(0);
      expect(affordable(account, sym, lots, commission)).toBe(expected);
      if (expected) both += 1;
    }
    // Both answers occur, so the comparison tells something.
    expect(both).toBeGreaterThan(50);
    expect(both).toBeLessThan(950);
  });

  it('keeps an account with a converted order, or a balance of more than two places, on the decimal route', () => {
    const rng = Rng.fromSeed('decimal-route');
    const usdjpy = symbols.find((s) => s.quoteCurrency === 'JPY')!;
    const jpy = symbolAt(usdjpy, 150000);
    for (let i = 0; i < 50; i += 1) {
      const account = randomAccount(rng);
      account.orders.push({
        ...orderOf(jpy, 0, 150000, 10),
        path: [{ sym: jpy, multiply: false }],
        swap: new Dec(0),
        commission: new Dec(0),
      });
      expect(moneyTextsOf(accountInfo(server, account))).toEqual(decimalMoneyTexts(account));
      account.balance = new Dec('1000.005');
      expect(moneyTextsOf(accountInfo(server, account))).toEqual(decimalMoneyTexts(account));
    }
  });
});
