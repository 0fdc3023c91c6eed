/**
 * Money and price arithmetic of the simulated broker. Money is a decimal string with 2 places, computed with
 * decimal.js (a private clone, so nobody else's Decimal settings change our results); prices are integer
 * points inside the simulator and decimal strings with the symbol's digits outside.
 *
 * Rounding: every money amount that lands on an order or an account (profit, swap, commission, margin of one
 * order) is rounded to cents half away from zero (decimal.js ROUND_HALF_UP), once, where it is produced;
 * sums of rounded amounts are exact.
 */
import Decimal from 'decimal.js';

/** The simulator's decimal type: 40 significant digits, half away from zero, never exponent notation. */
export const Dec = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
/** A value of the simulator's decimal type. */
export type Dec = Decimal;

/** Anything decimal.js accepts; strings are the norm at our boundaries. */
export type DecimalInput = Decimal.Value;

/** Zero; decimals never change, so every fresh order's swap can be this one. */
export const ZERO = new Dec(0);

/** Rounds to cents (half away from zero) and formats with two places; never '-0.00'. */
export function money(value: DecimalInput): string {
  // A decimal already in cents (a balance, a swap, a commission) is written as it is.
  const d =
    value instanceof Dec && value.decimalPlaces() <= 2
      ? value
      : new Dec(value).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  return d.isZero() ? '0.00' : d.toFixed(2);
}

/** A money decimal rounded to cents, as a decimal (for sums that must stay exact). */
export function cents(value: DecimalInput): Dec {
  return new Dec(value).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
}

/** Sum of decimal strings. */
export function sum(values: readonly DecimalInput[]): Dec {
  return values.reduce<Dec>((acc, v) => acc.plus(v), ZERO);
}

/** Prices as text and integer points: the shared vocabulary of @copytrade/units. */
export { pointOf, pointsToPrice, priceToPoints } from '@copytrade/units/price';

/** What the money formulas need to know about a symbol. */
export type ContractTerms = { contractSize: number; point: string };

/**
 * Profit of a position in the symbol's quote currency:
 * `(close - open) x contractSize x lots` for a buy, `(open - close) x contractSize x lots` for a sell.
 *
 * Worked example: buy 1.00 lot (lots = 100) EURUSD, contract 100,000, open 1.10005, close 1.10495:
 * (1.10495 - 1.10005) x 100,000 x 1.00 = 490.00 USD. Sell 0.50 lot USDJPY open 150.000 close 149.250:
 * (150.000 - 149.250) x 100,000 x 0.50 = 37,500 JPY.
 */
export function profitInQuote(
  terms: ContractTerms,
  side: 'buy' | 'sell',
  lots: number,
  openPrice: DecimalInput,
  closePrice: DecimalInput,
): Dec {
  const diff = new Dec(closePrice).minus(openPrice);
  const signed = side === 'buy' ? diff : diff.negated();
  return signed.times(terms.contractSize).times(lots).div(100);
}

/**
 * Margin of a position in the symbol's quote currency: `contractSize x lots x price / leverage`.
 *
 * Worked example: EURUSD 1.00 lot at 1.10000 with 1:100 -> 100,000 x 1.00 x 1.10000 / 100 = 1,100.00 USD;
 * USDJPY 1.00 lot at 150.000 with 1:100 -> 150,000 JPY, which is 1,000.00 USD at 150.000.
 */
export function marginInQuote(
  terms: ContractTerms,
  lots: number,
  price: DecimalInput,
  leverage: number,
): Dec {
  return new Dec(terms.contractSize).times(lots).div(100).times(price).div(leverage);
}

/**
 * The leverage a symbol's margin uses: the account's, capped by the symbol's own (CFD margin; crypto 1:20).
 * Worked example: BTCUSD 0.10 lot (contract 1) at 80,000.00 on a 1:500 account, symbol cap 1:20 ->
 * leverage 20, margin 1 x 0.10 x 80,000.00 / 20 = 400.00 USD; the same account's EURUSD margin uses 1:500.
 */
export function symbolLeverage(accountLeverage: number, symbol: { maxLeverage?: number }): number {
  return symbol.maxLeverage === undefined ? accountLeverage : Math.min(accountLeverage, symbol.maxLeverage);
}

/**
 * One day's swap of a position in the quote currency: `swapPoints x point x contractSize x lots`; a
 * Wednesday rollover charges three days.
 *
 * Worked example: EURUSD long swap -7.20 points, 2.00 lots: -7.20 x 0.00001 x 100,000 x 2.00 = -14.40 USD
 * a night, -43.20 USD on Wednesday night.
 */
export function swapInQuote(terms: ContractTerms, swapPoints: DecimalInput, lots: number, days: number): Dec {
  return new Dec(swapPoints).times(terms.point).times(terms.contractSize).times(lots).div(100).times(days);
}

/**
 * Commission of an order, charged at open, negative, in the account currency:
 * `-(commissionPerLot x lots)`, rounded to cents. Worked example: 7.00 per lot round turn, 0.30 lot -> -2.10.
 */
export function commissionFor(commissionPerLot: DecimalInput, lots: number): Dec {
  return cents(new Dec(commissionPerLot).times(lots).div(100).negated());
}

/**
 * Splits an amount of a position pro rata when `closedLots` of `totalLots` are closed: the closed part is
 * rounded to cents and the remainder gets exactly what is left, so the two always add up to the original.
 * Worked example: -0.35 on 0.05 lot, 0.02 closed -> -0.14 closed and -0.21 remaining.
 */
export function splitProRata(amount: DecimalInput, closedLots: number, totalLots: number): [Dec, Dec] {
  const whole = new Dec(amount);
  const closed = cents(whole.times(closedLots).div(totalLots));
  return [closed, whole.minus(closed)];
}

/**
 * How an amount in one currency becomes another on a trade server: through one symbol whose mid price is the
 * rate (`multiply` when the symbol is FROM/TO, divide when it is TO/FROM), or no symbol when both currencies
 * are the same.
 */
export type ConversionStep = { symbol: string; multiply: boolean };

/**
 * Converts `amount` with the given rates (mid prices), applying each step in order.
 * Worked examples for a USD account: 98,000 JPY at USDJPY 151.010 -> 98,000 / 151.010 = 648.96 USD (after
 * rounding); 250.00 GBP at GBPUSD 1.27000 -> 317.50 USD.
 */
export function convert(amount: Dec, steps: readonly { rate: DecimalInput; multiply: boolean }[]): Dec {
  let value = amount;
  for (const step of steps) value = step.multiply ? value.times(step.rate) : value.div(step.rate);
  return value;
}
