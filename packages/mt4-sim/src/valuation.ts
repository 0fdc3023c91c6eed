/**
 * What orders and accounts are worth at the current quotes: a symbol's bid and ask, conversion from a quote
 * currency to the account's, floating profit, margin, the account figures, and the float screen that keeps
 * the stop-out check cheap. The formulas themselves are in money.ts; this applies them to the runtime state.
 */
import { SYMBOL_TYPE } from './catalog';
import { Dec, cents, convert, marginInQuote, money, profitInQuote, symbolLeverage } from './money';
import type { AccountRt, ConversionPath, OrderRt, ServerRt, SymbolRt } from './runtime';
import type { AccountInfo } from './types';

/** Bid and ask in points: the market's mid with the symbol's typical spread, widened by the market. */
export function quotePts(sym: SymbolRt): { bid: number; ask: number } {
  const spread = Math.max(0, Math.round(sym.spec.typicalSpread * sym.market.spreadFactor));
  const bid = sym.market.midPoints - Math.floor(spread / 2);
  return { bid, ask: bid + spread };
}

function midDec(sym: SymbolRt): Dec {
  const q = quotePts(sym);
  return new Dec(q.bid + q.ask).div(2).times(sym.spec.point);
}

export function rates(path: ConversionPath): { rate: Dec; multiply: boolean }[] {
  return path.map((step) => ({ rate: midDec(step.sym), multiply: step.multiply }));
}

function rateF(path: ConversionPath): number {
  let rate = 1;
  for (const step of path) {
    const q = quotePts(step.sym);
    const mid = ((q.bid + q.ask) / 2) * step.sym.pointF;
    rate = step.multiply ? rate * mid : rate / mid;
  }
  return rate;
}

/** How the server converts `from` into `to`: directly through one FX symbol, or through USD; null if not. */
export function conversion(srv: ServerRt, from: string, to: string): ConversionPath | null {
  if (from === to) return [];
  const key = `${from}>${to}`;
  const known = srv.conversions.get(key);
  if (known !== undefined) return known;
  const direct = (a: string, b: string): ConversionPath[number] | null => {
    for (const sym of srv.symbols.values()) {
      if (sym.spec.symbolType !== SYMBOL_TYPE.FOREX) continue;
      if (sym.spec.baseCurrency === a && sym.spec.quoteCurrency === b) return { sym, multiply: true };
      if (sym.spec.baseCurrency === b && sym.spec.quoteCurrency === a) return { sym, multiply: false };
    }
    return null;
  };
  let path: ConversionPath | null = null;
  const one = direct(from, to);
  if (one) path = [one];
  else if (from !== 'USD' && to !== 'USD') {
    const first = direct(from, 'USD');
    const second = direct('USD', to);
    if (first && second) path = [first, second];
  }
  srv.conversions.set(key, path);
  return path;
}

/**
 * The exact integer route (every order of the default catalog's forex, metals and crypto in their own quote
 * currency): with no conversion, a symbol whose point is 10^-digits and a whole contract size, a profit
 * or margin in cents is a ratio of integers, rounded half away from zero as decimal.js does (a ratio with
 * a denominator this small is never within decimal.js's 40 digits of a half cent without being one).
 * The decimal route stays for conversions and anything else.
 */
const wholeTerms = new WeakMap<SymbolRt, number | null>();
/** 10^digits when the symbol's terms allow the integer route, else null. */
function integerScale(sym: SymbolRt): number | null {
  let scale = wholeTerms.get(sym);
  if (scale === undefined) {
    const { digits, point, contractSize } = sym.spec;
    const exact = Number.isInteger(contractSize) && new Dec(point).equals(new Dec(10).pow(-digits));
    scale = exact ? 10 ** digits : null;
    wholeTerms.set(sym, scale);
  }
  return scale;
}

/** n / d rounded half away from zero, for safe integers n and d > 0. */
function divideRounded(n: number, d: number): number {
  const a = Math.abs(n);
  let q = Math.floor(a / d);
  let r = a - q * d;
  // The float quotient may be one off; the remainder puts it right.
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  if (2 * r >= d) q += 1;
  return n < 0 && q !== 0 ? -q : q;
}

/** `lots` of an order closed at `exitPts`, in whole cents, when the integer route applies; else null. */
export function profitCents(order: OrderRt, exitPts: number, lots: number): number | null {
  if (order.path.length !== 0) return null;
  const scale = integerScale(order.sym);
  if (scale === null) return null;
  const diff = order.type === 0 ? exitPts - order.openPts : order.openPts - exitPts;
  // cents = diff x point x contractSize x lots / 100 x 100
  const n = diff * order.sym.spec.contractSize * lots;
  return Number.isSafeInteger(n) ? divideRounded(n, scale) : null;
}

const CENT = new Dec('0.01');
/** Whole cents as the simulator's decimal. */
const fromCents = (value: number): Dec => new Dec(value).times(CENT);

/** Whole cents as MT4 money text ('-12.34', never '-0.00'). */
export function centsText(value: number): string {
  const a = Math.abs(value);
  const units = Math.floor(a / 100);
  const rest = a - units * 100;
  return `${value < 0 ? '-' : ''}${units}.${rest < 10 ? '0' : ''}${rest}`;
}

/** Profit of `lots` of an order closed at `exitPts`, in the account currency, in cents. */
export function profitOf(order: OrderRt, exitPts: number, lots: number): Dec {
  const whole = profitCents(order, exitPts, lots);
  if (whole !== null) return fromCents(whole);
  const spec = order.sym.spec;
  const inQuote = profitInQuote(
    spec,
    order.type === 0 ? 'buy' : 'sell',
    lots,
    new Dec(order.openPts).times(spec.point),
    new Dec(exitPts).times(spec.point),
  );
  return cents(convert(inQuote, rates(order.path)));
}

export function floating(order: OrderRt): Dec {
  const q = quotePts(order.sym);
  return profitOf(order, order.type === 0 ? q.bid : q.ask, order.lots);
}

/** Margin of `lots` of a symbol in whole cents when the integer route applies (no conversion); else null. */
function marginCents(acc: AccountRt, sym: SymbolRt, lots: number, path: ConversionPath): number | null {
  if (path.length !== 0) return null;
  const leverage = symbolLeverage(acc.leverage, sym.spec);
  const scale = Number.isInteger(leverage) ? integerScale(sym) : null;
  if (scale === null) return null;
  // cents = contractSize x lots / 100 x (bid + ask) / 2 x point / leverage x 100
  const q = quotePts(sym);
  const n = sym.spec.contractSize * lots * (q.bid + q.ask);
  const d = 2 * leverage * scale;
  return Number.isSafeInteger(n) && Number.isSafeInteger(d) ? divideRounded(n, d) : null;
}

/** Margin of `lots` of a symbol for an account at the current mid, in the account currency, in cents. */
export function marginFor(acc: AccountRt, sym: SymbolRt, lots: number, path?: ConversionPath): Dec {
  const conversionPath = path ?? conversion(sym.server, sym.spec.quoteCurrency, acc.currency) ?? [];
  const whole = marginCents(acc, sym, lots, conversionPath);
  if (whole !== null) return fromCents(whole);
  const leverage = symbolLeverage(acc.leverage, sym.spec);
  return cents(convert(marginInQuote(sym.spec, lots, midDec(sym), leverage), rates(conversionPath)));
}

/** The largest sum of cents the integer route keeps (10^13 units): far inside a double's exact integers. */
const MAX_CENTS = 1e15;

/** A decimal of at most two places as whole cents, or null (more places, or too large). */
function decimalCents(value: Dec): number | null {
  if (value.decimalPlaces() > 2) return null;
  // Exact: with at most two places, a hundred times the value is a whole number.
  const whole = value.times(100).toNumber();
  return Math.abs(whole) < MAX_CENTS ? whole : null;
}

type Cents = { balance: number; credit: number; profit: number; equity: number; margin: number };

/**
 * The account's figures in whole cents when every open order takes the integer route (`profitCents`,
 * `marginCents`), so a figures push over 10,000 accounts costs no decimal arithmetic; else null. The
 * same cents as the decimal route: each order's profit and margin are rounded to cents there too, and
 * the rest are sums.
 */
function figuresCents(acc: AccountRt): Cents | null {
  const balance = decimalCents(acc.balance);
  const credit = decimalCents(acc.credit);
  if (balance === null || credit === null) return null;
  let profit = 0;
  let margin = 0;
  for (const order of acc.orders) {
    if (order.state !== 'open') continue;
    const q = quotePts(order.sym);
    const floatingCents = profitCents(order, order.type === 0 ? q.bid : q.ask, order.lots);
    const swap = decimalCents(order.swap);
    const commission = decimalCents(order.commission);
    const used = marginCents(acc, order.sym, order.lots, order.path);
    if (floatingCents === null || swap === null || commission === null || used === null) return null;
    profit += floatingCents + swap + commission;
    margin += used;
  }
  const equity = balance + credit + profit;
  return Math.abs(equity) < MAX_CENTS && margin < MAX_CENTS
    ? { balance, credit, profit, equity, margin }
    : null;
}

/** The decimal route of the figures, the definition: for orders the integer route cannot take. */
export function decimalFigures(acc: AccountRt): { profit: Dec; equity: Dec; margin: Dec } {
  let profit = new Dec(0);
  let margin = new Dec(0);
  for (const order of acc.orders) {
    if (order.state !== 'open') continue;
    profit = profit.plus(floating(order)).plus(order.swap).plus(order.commission);
    margin = margin.plus(marginFor(acc, order.sym, order.lots, order.path));
  }
  return { profit, equity: acc.balance.plus(acc.credit).plus(profit), margin };
}

export function figures(acc: AccountRt): { profit: Dec; equity: Dec; margin: Dec } {
  const whole = figuresCents(acc);
  if (whole === null) return decimalFigures(acc);
  return {
    profit: fromCents(whole.profit),
    equity: fromCents(whole.equity),
    margin: fromCents(whole.margin),
  };
}

/** Free margin after an order of `lots` with `commission` would still be >= 0. */
export function affordable(acc: AccountRt, sym: SymbolRt, lots: number, commission: Dec): boolean {
  const path = conversion(sym.server, sym.spec.quoteCurrency, acc.currency) ?? [];
  const whole = figuresCents(acc);
  const extra = whole === null ? null : marginCents(acc, sym, lots, path);
  const fee = decimalCents(commission);
  if (whole !== null && extra !== null && fee !== null) return whole.equity + fee - whole.margin - extra >= 0;
  const { equity, margin } = decimalFigures(acc);
  return equity
    .plus(commission)
    .minus(margin)
    .minus(marginFor(acc, sym, lots, path))
    .gte(0);
}

/**
 * A float screen before the exact stop-out check, so a tick costs no decimal arithmetic for accounts far
 * from stop-out. Its slack (half a percentage point and 2 per open order) is far above float and per-order
 * rounding error, so it never lets an exact stop-out pass.
 */
export function screen(srv: ServerRt, acc: AccountRt): boolean {
  let equity = acc.cashF;
  let margin = 0;
  let n = 0;
  for (const order of acc.orders) {
    if (order.state !== 'open') continue;
    const sym = order.sym;
    const q = quotePts(sym);
    const rate = rateF(order.path);
    const units = (sym.spec.contractSize * order.lots) / 100;
    const diff = order.type === 0 ? q.bid - order.openPts : order.openPts - q.ask;
    equity += diff * sym.pointF * units * rate + order.fixedF;
    margin += (((units * (q.bid + q.ask)) / 2) * sym.pointF * rate) / symbolLeverage(acc.leverage, sym.spec);
    n += 1;
  }
  return margin > 0 && equity * 100 < margin * (srv.spec.stopOutLevel + 0.5) + (n + 1) * 200;
}

/** An account's money figures as MT4 writes them: balance, credit, equity, margin, free margin, margin level, profit. */
export type MoneyTexts = [string, string, string, string, string, string, string];

/** The money figures by the decimal route, the definition. */
export function decimalMoneyTexts(acc: AccountRt): MoneyTexts {
  const { profit, equity, margin } = decimalFigures(acc);
  const level = margin.isZero() ? '0' : money(equity.div(margin).times(100));
  return [
    money(acc.balance),
    money(acc.credit),
    money(equity),
    money(margin),
    money(equity.minus(margin)),
    level,
    money(profit),
  ];
}

/** The money figures in integer cents when the integer route applies, else null. */
function centsMoneyTexts(acc: AccountRt): MoneyTexts | null {
  const whole = figuresCents(acc);
  if (whole === null) return null;
  // The margin level in hundredths of a percent: equity / margin x 100 x 100, rounded as money() rounds.
  const level = whole.margin > 0 ? whole.equity * 10_000 : 0;
  if (!Number.isSafeInteger(level)) return null;
  return [
    centsText(whole.balance),
    centsText(whole.credit),
    centsText(whole.equity),
    centsText(whole.margin),
    centsText(whole.equity - whole.margin),
    whole.margin === 0 ? '0' : centsText(divideRounded(level, whole.margin)),
    centsText(whole.profit),
  ];
}

/** The account's figures as MT4 shows them. */
export function accountInfo(srv: ServerRt, acc: AccountRt): AccountInfo {
  const [balance, credit, equity, margin, freeMargin, marginLevel, profit] =
    centsMoneyTexts(acc) ?? decimalMoneyTexts(acc);
  return {
    login: acc.login,
    name: acc.name,
    server: srv.spec.name,
    currency: acc.currency,
    leverage: acc.leverage,
    balance,
    credit,
    equity,
    margin,
    freeMargin,
    marginLevel,
    profit,
  };
}
