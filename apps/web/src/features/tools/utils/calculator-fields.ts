import type { SymbolSpec } from '@copytrade/contracts/market';
import {
  CalcDec,
  conversionRate,
  type CalculatorContext,
  type FxQuote,
} from '@copytrade/engine/calculator/calculator';

/*
 * The calculator's inputs: each field's check (the form's rule and the gate in front of the formulas say
 * the same), and the context the engine's formulas take.
 */

/** The account currencies offered; those the server cannot convert into are shown but disabled. */
export const ACCOUNT_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CHF', 'CAD', 'NZD', 'CNY'] as const;

export const LEVERAGES = [1, 10, 20, 30, 50, 100, 200, 300, 400, 500] as const;

/** 0 Sunday .. 6 Saturday, listed from Monday as a trading week reads. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** A field's problem: a text key under tools.calc.errors and its values. */
export type FieldProblem = { key: FieldErrorKey; values?: Record<string, string> };
export type FieldErrorKey =
  'required' | 'number' | 'positive' | 'lotsMin' | 'lotsMax' | 'lotsStep' | 'percent' | 'tooBig' | 'nights';

const DECIMAL = /^\d+(\.\d+)?$/;

function decimalOf(value: unknown): CalcDec | FieldProblem {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (text === '') return { key: 'required' };
  if (!DECIMAL.test(text)) return { key: 'number' };
  return new CalcDec(text);
}

const isProblem = (value: CalcDec | FieldProblem): value is FieldProblem => !(value instanceof CalcDec);

/** A price or an amount: a positive decimal, at most `max`. */
export function checkPositive(value: unknown, max = '1000000000000'): FieldProblem | null {
  const number = decimalOf(value);
  if (isProblem(number)) return number;
  if (number.lte(0)) return { key: 'positive' };
  if (number.gt(max)) return { key: 'tooBig', values: { max } };
  return null;
}

/** Lots within the symbol's limits and in its steps. */
export function checkLots(
  value: unknown,
  spec: Pick<SymbolSpec, 'minLot' | 'maxLot' | 'lotStep'> | null,
): FieldProblem | null {
  const lots = decimalOf(value);
  if (isProblem(lots)) return lots;
  if (lots.lte(0)) return { key: 'positive' };
  if (!spec) return null;
  if (lots.lt(spec.minLot)) return { key: 'lotsMin', values: { min: spec.minLot } };
  if (lots.gt(spec.maxLot)) return { key: 'lotsMax', values: { max: spec.maxLot } };
  if (!lots.mod(spec.lotStep).isZero()) return { key: 'lotsStep', values: { step: spec.lotStep } };
  return null;
}

/** A risk in percent of the balance: above 0, at most 100. */
export function checkPercent(value: unknown): FieldProblem | null {
  const number = decimalOf(value);
  if (isProblem(number)) return number;
  if (number.lte(0) || number.gt(100)) return { key: 'percent' };
  return null;
}

/** Nights held: a whole number from 1 to 365. */
export function checkNights(value: unknown): FieldProblem | null {
  const number = decimalOf(value);
  if (isProblem(number)) return number;
  if (!number.isInteger() || number.lt(1) || number.gt(365)) return { key: 'nights' };
  return null;
}

/** The engine's context for a symbol of the server, in the account's currency. */
export function contextOf(spec: SymbolSpec, accountCurrency: string): CalculatorContext {
  return {
    symbol: {
      digits: spec.digits,
      point: spec.point,
      contractSize: spec.contractSize,
      baseCurrency: spec.baseCurrency,
      quoteCurrency: spec.quoteCurrency,
      swapLong: spec.swapLong,
      swapShort: spec.swapShort,
      minLot: spec.minLot,
      maxLot: spec.maxLot,
      lotStep: spec.lotStep,
      maxLeverage: spec.maxLeverage ?? undefined,
      openWeekends: spec.openWeekends,
    },
    accountCurrency,
    quotes: spec.fx,
  };
}

/** Whether amounts in the symbol's quote currency can be shown in `currency` on this server. */
export function canConvert(
  spec: Pick<SymbolSpec, 'quoteCurrency'>,
  fx: readonly FxQuote[],
  currency: string,
) {
  return conversionRate(fx, spec.quoteCurrency, currency) !== null;
}
