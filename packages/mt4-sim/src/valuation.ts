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

/** Profit of `lots` of an order closed at `exitPts`, in the account currency, in cents. */
export function profitOf(order: OrderRt, exitPts: number, lots: number): Dec {
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

/** Margin of `lots` of a symbol for an account at the current mid, in the account currency, in cents. */
export function marginFor(acc: AccountRt, sym: SymbolRt, lots: number, path?: ConversionPath): Dec {
  const conversionPath = path ?? conversion(sym.server, sym.spec.quoteCurrency, acc.currency) ?? [];
  const leverage = symbolLeverage(acc.leverage, sym.spec);
  return cents(convert(marginInQuote(sym.spec, lots, midDec(sym), leverage), rates(conversionPath)));
}

export function figures(acc: AccountRt): { profit: Dec; equity: Dec; margin: Dec } {
  let profit = new Dec(0);
  let margin = new Dec(0);
  for (const order of acc.orders) {
    if (order.state !== 'open') continue;
    profit = profit.plus(floating(order)).plus(order.swap).plus(order.commission);
    margin = margin.plus(marginFor(acc, order.sym, order.lots, order.path));
  }
  return { profit, equity: acc.balance.plus(acc.credit).plus(profit), margin };
}

/** Free margin after an order of `lots` with `commission` would still be >= 0. */
export function affordable(acc: AccountRt, sym: SymbolRt, lots: number, commission: Dec): boolean {
  const { equity, margin } = figures(acc);
  return equity
    .plus(commission)
    .minus(margin)
    .minus(marginFor(acc, sym, lots))
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

/** The account's figures as MT4 shows them. */
export function accountInfo(srv: ServerRt, acc: AccountRt): AccountInfo {
  const { profit, equity, margin } = figures(acc);
  return {
    login: acc.login,
    name: acc.name,
    server: srv.spec.name,
    currency: acc.currency,
    leverage: acc.leverage,
    balance: money(acc.balance),
    credit: money(acc.credit),
    equity: money(equity),
    margin: money(margin),
    freeMargin: money(equity.minus(margin)),
    marginLevel: margin.isZero() ? '0' : money(equity.div(margin).times(100)),
    profit: money(profit),
  };
}
