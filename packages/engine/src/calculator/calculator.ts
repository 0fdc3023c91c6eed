/**
 * The trading calculator (issue 18, `/tools/calculator`): pip value, margin, profit and loss, position size
 * from a risk and a stop, and swap over a holding period, for one symbol of one trade server, in the
 * account's currency. The formulas are MT4's, written as the simulator writes them (mt4-sim money.ts), so a
 * figure here is the one the simulated broker charges:
 * - profit in the quote currency: `(close - open) x contractSize x lots` for a buy, the opposite for a sell;
 * - margin in the quote currency: `contractSize x lots x price / leverage`, the leverage capped by the
 *   symbol's own (CFDs);
 * - one night's swap in the quote currency: `swapPoints x point x contractSize x lots`; the night that ends
 *   Wednesday counts three days, Saturday and Sunday none (markets open every day: one each night);
 * - an amount in the quote currency becomes the account's at the mid price of one FX pair (FROM/TO
 *   multiplies, TO/FROM divides), or of two through USD.
 * A pip is the fourth decimal (the second on a JPY pair): ten points on a 5- or 3-digit quote, one point on
 * any other.
 */
import Decimal from 'decimal.js';

/** The calculator's decimal type: 40 significant digits, half away from zero (the simulator's settings). */
export const CalcDec = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type CalcDec = Decimal;
type Input = Decimal.Value;

/** What the calculator needs of a symbol: its trade server's specification. */
export type CalculatorSymbol = {
  digits: number;
  /** 10^-digits as a decimal string. */
  point: string;
  contractSize: number;
  baseCurrency: string;
  quoteCurrency: string;
  /** Points per 1.00 lot per night, decimal strings (negative is a charge). */
  swapLong: string;
  swapShort: string;
  /** Lots as decimal strings, e.g. '0.01', '100.00', '0.01'. */
  minLot: string;
  maxLot: string;
  lotStep: string;
  /** The most leverage the symbol allows (CFDs); absent: the account's. */
  maxLeverage?: number | undefined;
  /** A market that trades every day (crypto): every night charges one day. */
  openWeekends?: boolean | undefined;
};

/** A currency pair's quote on the same server, for converting between currencies. */
export type FxQuote = { base: string; quote: string; bid: Input; ask: Input };

export type Side = 'buy' | 'sell';

/** The price a pip is: ten points on a 5- or 3-digit quote, one point otherwise. */
export function pipSize(symbol: Pick<CalculatorSymbol, 'digits' | 'point'>): CalcDec {
  const point = new CalcDec(symbol.point);
  return symbol.digits === 5 || symbol.digits === 3 ? point.times(10) : point;
}

/**
 * The rate that turns an amount in `from` into `to` (1 for the same currency): the mid of a direct pair, or
 * of two through USD; null when the server quotes no such pair.
 * Worked example: JPY into USD at USDJPY 150.000 / 150.020 -> 1 / 150.010.
 */
export function conversionRate(quotes: readonly FxQuote[], from: string, to: string): CalcDec | null {
  if (from === to) return new CalcDec(1);
  const direct = (a: string, b: string): CalcDec | null => {
    for (const q of quotes) {
      const mid = new CalcDec(q.bid).plus(q.ask).div(2);
      if (q.base === a && q.quote === b) return mid;
      if (q.base === b && q.quote === a) return new CalcDec(1).div(mid);
    }
    return null;
  };
  const one = direct(from, to);
  if (one) return one;
  if (from === 'USD' || to === 'USD') return null;
  const first = direct(from, 'USD');
  const second = direct('USD', to);
  return first && second ? first.times(second) : null;
}

/** An amount in the symbol's quote currency, and the same in the account's (null: no conversion). */
export type Amount = { inQuote: CalcDec; inAccount: CalcDec | null };

function amount(inQuote: CalcDec, rate: CalcDec | null): Amount {
  return { inQuote, inAccount: rate ? inQuote.times(rate) : null };
}

/** The context every figure needs: the symbol, the account's currency, and the server's FX quotes. */
export type CalculatorContext = {
  symbol: CalculatorSymbol;
  accountCurrency: string;
  quotes: readonly FxQuote[];
};

function quoteToAccount(ctx: CalculatorContext): CalcDec | null {
  return conversionRate(ctx.quotes, ctx.symbol.quoteCurrency, ctx.accountCurrency);
}

/**
 * What one pip and one point of `lots` are worth.
 * Worked example: EURUSD 1.00 lot in a USD account: 0.0001 x 100,000 x 1 = 10.00 USD a pip, 1.00 a point.
 */
export function pipValue(ctx: CalculatorContext, lots: Input): { pip: Amount; point: Amount } {
  const rate = quoteToAccount(ctx);
  const size = new CalcDec(ctx.symbol.contractSize).times(lots);
  return {
    pip: amount(pipSize(ctx.symbol).times(size), rate),
    point: amount(new CalcDec(ctx.symbol.point).times(size), rate),
  };
}

/** The leverage the symbol's margin uses: the account's, capped by the symbol's own. */
export function marginLeverage(
  symbol: Pick<CalculatorSymbol, 'maxLeverage'>,
  accountLeverage: number,
): number {
  return symbol.maxLeverage === undefined ? accountLeverage : Math.min(accountLeverage, symbol.maxLeverage);
}

/**
 * The margin `lots` hold at `price` (the ask for a buy, the bid for a sell).
 * Worked example: EURUSD 1.00 lot at 1.10000, 1:100, USD account: 100,000 x 1 x 1.10000 / 100 = 1,100 USD.
 */
export function margin(ctx: CalculatorContext, lots: Input, price: Input, accountLeverage: number): Amount {
  const leverage = marginLeverage(ctx.symbol, accountLeverage);
  const inQuote = new CalcDec(ctx.symbol.contractSize).times(lots).times(price).div(leverage);
  return amount(inQuote, quoteToAccount(ctx));
}

/**
 * The profit or loss of `lots` opened at `open` and closed at `close`, and the distance in pips (positive
 * when the move is in the position's favour).
 * Worked example: buy 1.00 lot EURUSD 1.10005 -> 1.10495: 49.0 pips, 490.00 USD.
 */
export function profitLoss(
  ctx: CalculatorContext,
  side: Side,
  lots: Input,
  open: Input,
  close: Input,
): Amount & { pips: CalcDec } {
  const move = new CalcDec(close).minus(open);
  const favour = side === 'buy' ? move : move.negated();
  const inQuote = favour.times(ctx.symbol.contractSize).times(lots);
  return { ...amount(inQuote, quoteToAccount(ctx)), pips: favour.div(pipSize(ctx.symbol)) };
}

/**
 * The largest position whose loss at the stop is at most `riskPercent` of `balance` (account currency),
 * in the symbol's lot steps and limits: `risk / (stopPips x pip value of 1.00 lot)`, floored to the step.
 * `lots` is null below the minimum lot (the stop is too wide for the risk) or without a conversion.
 * Worked example: 10,000 USD, 1 %, 25 pips on EURUSD: 100 / (25 x 10.00) = 0.40 lot.
 */
export function positionSize(
  ctx: CalculatorContext,
  balance: Input,
  riskPercent: Input,
  stopPips: Input,
): { risk: CalcDec; lots: CalcDec | null; lossAtStop: CalcDec | null } {
  const risk = new CalcDec(balance).times(riskPercent).div(100);
  const perLot = pipValue(ctx, 1).pip.inAccount;
  if (!perLot || perLot.isZero() || new CalcDec(stopPips).lte(0))
    return { risk, lots: null, lossAtStop: null };
  const exact = risk.div(perLot.times(stopPips));
  const step = new CalcDec(ctx.symbol.lotStep);
  const floored = exact.div(step).floor().times(step);
  const lots = CalcDec.min(floored, ctx.symbol.maxLot);
  if (lots.lt(ctx.symbol.minLot)) return { risk, lots: null, lossAtStop: null };
  return { risk, lots, lossAtStop: lots.times(perLot).times(stopPips) };
}

const WEDNESDAY = 3;

/**
 * The days of swap charged for holding over `nights` nights from an opening on `openWeekday` (0 Sunday ..
 * 6 Saturday, server time): each night is charged on the day it ends; Monday to Friday one day each,
 * Wednesday three, Saturday and Sunday none; a market open every day, one each night.
 * Worked example: opened Tuesday, held 3 nights (ending Wednesday, Thursday, Friday): 3 + 1 + 1 = 5 days.
 */
export function swapDays(openWeekday: number, nights: number, openWeekends = false): number {
  if (openWeekends) return nights;
  let days = 0;
  for (let night = 1; night <= nights; night += 1) {
    const ends = (openWeekday + night) % 7;
    if (ends >= 1 && ends <= 5) days += ends === WEDNESDAY ? 3 : 1;
  }
  return days;
}

/**
 * The swap of `lots` held `nights` nights from an opening on `openWeekday`.
 * Worked example: EURUSD long swap -7.20 points, 2.00 lots, opened Tuesday, 1 night (ends Wednesday):
 * -7.20 x 0.00001 x 100,000 x 2 x 3 = -43.20 USD.
 */
export function swap(
  ctx: CalculatorContext,
  side: Side,
  lots: Input,
  openWeekday: number,
  nights: number,
): Amount & { days: number; perNight: Amount } {
  const points = side === 'buy' ? ctx.symbol.swapLong : ctx.symbol.swapShort;
  const rate = quoteToAccount(ctx);
  const perDay = new CalcDec(points).times(ctx.symbol.point).times(ctx.symbol.contractSize).times(lots);
  const days = swapDays(openWeekday, nights, ctx.symbol.openWeekends);
  return { ...amount(perDay.times(days), rate), days, perNight: amount(perDay, rate) };
}
