/**
 * The from-scratch path: merge an account's rows into one event stream and fold it. It runs exactly the
 * incremental code (`applyEvent`), so an account recomputed from its history and one kept up to date event
 * by event show the same numbers to the last digit.
 */
import { applyEvent, initialState } from './apply';
import { snapshot } from './snapshot';
import type {
  AccountStatistics,
  BalanceEvent,
  ClosedTradeEvent,
  CopyProfitEvent,
  EquitySampleEvent,
  StatsEvent,
  StatsState,
} from './types';

/** Folds events (in time order) into a state, a fresh one unless given. */
export function foldEvents(events: Iterable<StatsEvent>, state: StatsState = initialState()): StatsState {
  for (const event of events) applyEvent(state, event);
  return state;
}

/** The statistics of a whole history at `asOf`. */
export function computeFromScratch(events: Iterable<StatsEvent>, asOf: number): AccountStatistics {
  return snapshot(foldEvents(events), asOf);
}

/** A closed trade as the server stores it (the `event` tag is added by historyEvents). */
export type TradeRow = Omit<ClosedTradeEvent, 'event'>;
/** A balance operation row. */
export type BalanceRow = Omit<BalanceEvent, 'event'>;
/** An equity sample row. */
export type EquityRow = Omit<EquitySampleEvent, 'event'>;
/** A follower's copy result row. */
export type CopyProfitRow = Omit<CopyProfitEvent, 'event'>;

/** An account's rows. */
export type AccountHistory = {
  trades: readonly TradeRow[];
  balanceOperations?: readonly BalanceRow[];
  equitySamples?: readonly EquityRow[];
  copyProfits?: readonly CopyProfitRow[];
};

/**
 * Order among events at the same millisecond: closes before opens, so a position closed and another opened
 * in the same instant are not held together; balance operations before opens and samples, so a sample
 * reflects them.
 */
const RANK: Record<StatsEvent['event'], number> = { trade: 0, balance: 1, open: 2, equity: 3, copyProfit: 4 };

/**
 * The rows merged into one time-ordered stream, with an open event derived from each trade's open time for
 * the held-at-once indicators. A trade that opens and closes in the same millisecond gets no open event (it
 * would sort after its own close); its close alone counts it as held for that instant. Ties keep the
 * rows' order (the sort is stable).
 */
export function historyEvents(history: AccountHistory): StatsEvent[] {
  const events: StatsEvent[] = [];
  for (const trade of history.trades) {
    events.push({ event: 'trade', ...trade });
    if (trade.openTime < trade.closeTime) {
      events.push({ event: 'open', ticket: trade.ticket, time: trade.openTime, lots: trade.lots });
    }
  }
  for (const row of history.balanceOperations ?? []) events.push({ event: 'balance', ...row });
  for (const row of history.equitySamples ?? []) events.push({ event: 'equity', ...row });
  for (const row of history.copyProfits ?? []) events.push({ event: 'copyProfit', ...row });
  return events.sort(compareEvents);
}

/** The fold's order: by time, then closes, balance operations, opens, samples, copy results (RANK). */
export function compareEvents(a: StatsEvent, b: StatsEvent): number {
  const time = (e: StatsEvent) => (e.event === 'trade' ? e.closeTime : e.time);
  return time(a) - time(b) || RANK[a.event] - RANK[b.event];
}
