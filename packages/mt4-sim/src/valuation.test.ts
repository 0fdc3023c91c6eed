import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from './catalog';
import { Dec, cents, marginInQuote, money, profitInQuote, symbolLeverage } from './money';
import { Rng } from './random';
import type { AccountRt, OrderRt, SymbolRt } from './runtime';
import { centsText, marginFor, profitCents, profitOf } from './valuation';

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
