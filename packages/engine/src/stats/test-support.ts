/**
 * Builders for the statistics scenarios: a trade is a EURUSD buy of 1.00 lot with zero swap and commission
 * unless a test says otherwise; times are UTC and written out in each test.
 */
import type { BalanceEvent, ClosedTradeEvent, EquitySampleEvent } from './types';

/** Epoch ms of a UTC date and hour ('2024-01-02', 10) -> 2024-01-02T10:00Z. */
export function at(date: string, hour = 0, minute = 0): number {
  return Date.parse(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
}

let nextTicket = 1000;

/** A closed trade row (no event tag, as historyEvents takes it). */
export function tradeRow(
  overrides: Partial<Omit<ClosedTradeEvent, 'event'>> = {},
): Omit<ClosedTradeEvent, 'event'> {
  nextTicket += 1;
  return {
    ticket: nextTicket,
    type: 0,
    symbol: 'EURUSD',
    lots: 100,
    openTime: at('2024-01-02', 10),
    closeTime: at('2024-01-02', 11),
    openPrice: '1.10000',
    closePrice: '1.10100',
    profit: '0.00',
    swap: '0.00',
    commission: '0.00',
    ...overrides,
  };
}

/** A deposit (positive) or withdrawal (negative) row. */
export function cash(time: number, amount: string): Omit<BalanceEvent, 'event'> {
  return { time, amount, kind: amount.startsWith('-') ? 'withdrawal' : 'deposit' };
}

/** An equity sample row; balance is not read by the statistics. */
export function sample(
  time: number,
  equity: string,
  marginLevel?: string | null,
): Omit<EquitySampleEvent, 'event'> {
  return { time, equity, balance: equity, ...(marginLevel === undefined ? {} : { marginLevel }) };
}
