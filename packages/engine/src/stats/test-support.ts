/**
 * Builders for the statistics scenarios: a trade is a EURUSD buy of 1.00 lot with zero swap and commission
 * unless a test says otherwise; times are UTC and written out in each test.
 */
import type { AccountHistory } from './compute';
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

/**
 * Deposit 1000.00, equity 1000.00 / 950.00 / 1100.00, withdrawal 500.00, equity 540.00, credit 100.00, equity
 * 704.00: the equity drawdown and underwater scenarios (each test works out its own numbers).
 */
export function withdrawalAndCreditHistory(): AccountHistory {
  return {
    trades: [],
    balanceOperations: [
      cash(at('2024-01-02', 9), '1000.00'),
      cash(at('2024-01-05', 9), '-500.00'),
      { time: at('2024-01-08', 9), amount: '100.00', kind: 'credit' },
    ],
    equitySamples: [
      sample(at('2024-01-02', 10), '1000.00'),
      sample(at('2024-01-03', 10), '950.00'),
      sample(at('2024-01-04', 10), '1100.00'),
      sample(at('2024-01-06', 10), '540.00'),
      sample(at('2024-01-09', 10), '704.00'),
    ],
  };
}
