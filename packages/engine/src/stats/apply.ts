/**
 * The statistics fold: `applyEvent` updates the state for one event in O(1) amortised (O(log s) for the
 * symbol lookup, s symbols traded), so the server keeps the state in a row and never re-reads the history.
 * `computeFromScratch` (compute.ts) folds the same function over the whole history, which is why the two
 * give identical numbers: the same doubles are multiplied in the same order either way.
 *
 * Invariants:
 * - events come in time order (`eventTime`); an earlier one is refused, since every running peak and window
 *   assumes it;
 * - money is integer cents (money.ts); the growth and equity indices are the only doubles kept;
 * - `applyEvent` updates the state in place and returns it: copying a bounded but 500-point state per event
 *   would make the fold quadratic in practice. A caller that needs the old state keeps a JSON copy.
 */
import { utcDay, utcMonth, utcWeek } from './calendar';
import { pushCurvePoint } from './curve';
import { addCents, parseCents } from './money';
import { RATING_WEEKS } from './rating';
import { lessThan, parseExact } from '../copy/exact';
import type {
  BalanceEvent,
  ClosedTradeEvent,
  CopyProfitEvent,
  EquitySampleEvent,
  MonthBucket,
  PositionOpenEvent,
  StatsEvent,
  StatsState,
  TradeTally,
} from './types';

/** Days of the average-profit window (spec: "average profit covers 14 days"). */
export const AVERAGE_PROFIT_DAYS = 14;

const tally = (): TradeTally => ({ trades: 0, wins: 0, lots: 0, netCents: 0 });

/** The state of an account with no history: growth index 1, nothing traded. */
export function initialState(): StatsState {
  return {
    version: 1,
    lastTime: null,
    firstTradeOpenTime: null,
    balanceCents: 0,
    creditCents: 0,
    netDepositCents: 0,
    depositCents: 0,
    withdrawalCents: 0,
    trades: 0,
    wins: 0,
    totalNetCents: 0,
    grossProfitCents: 0,
    grossLossCents: 0,
    holdingMsSum: 0,
    periodProduct: 1,
    periodStartCents: 0,
    index: 1,
    indexPeak: 1,
    indexDrawdown: 0,
    pnlPeakCents: 0,
    balanceDrawdownCents: 0,
    equityCents: null,
    firstEquityTime: null,
    equityProduct: 1,
    equityBaseCents: null,
    equityIndex: 1,
    equityIndexPeak: 1,
    equityIndexDrawdown: 0,
    equityPnlPeakCents: 0,
    equityDrawdownCents: 0,
    copyProfitCents: 0,
    days: [],
    weeks: [],
    months: [],
    symbols: [],
    long: tally(),
    short: tally(),
    open: {},
    openCount: 0,
    openLots: 0,
    maxOpenCount: 0,
    maxOpenLots: 0,
    marginLevelLow: null,
    curve: { stride: 1, seq: 0, first: null, last: null, points: [] },
  };
}

/** When an event happened: a closed trade at its close, everything else at its time. */
export function eventTime(event: StatsEvent): number {
  return event.event === 'trade' ? event.closeTime : event.time;
}

/** Folds one event into the state (in place) and returns the state. */
export function applyEvent(state: StatsState, event: StatsEvent): StatsState {
  const time = eventTime(event);
  if (!Number.isFinite(time)) throw new RangeError(`statistics: event time is not a number`);
  if (state.lastTime !== null && time < state.lastTime) {
    throw new RangeError(`statistics: event at ${time} is before the last one at ${state.lastTime}`);
  }
  state.lastTime = time;
  switch (event.event) {
    case 'trade':
      applyTrade(state, event);
      pushCurvePoint(state, time);
      break;
    case 'balance':
      applyBalance(state, event);
      pushCurvePoint(state, time);
      break;
    case 'equity':
      applyEquity(state, event);
      pushCurvePoint(state, time);
      break;
    case 'open':
      applyOpen(state, event);
      break;
    case 'copyProfit':
      applyCopyProfit(state, event);
      break;
  }
  return state;
}

function applyTrade(state: StatsState, trade: ClosedTradeEvent): void {
  if (trade.closeTime < trade.openTime)
    throw new RangeError(`statistics: ticket ${trade.ticket} closes before it opens`);
  const net = addCents(
    addCents(parseCents(trade.profit, 'profit'), parseCents(trade.swap, 'swap')),
    parseCents(trade.commission, 'commission'),
  );
  const win = net > 0;
  state.balanceCents = addCents(state.balanceCents, net);
  state.trades += 1;
  if (win) state.wins += 1;
  state.totalNetCents = addCents(state.totalNetCents, net);
  if (net > 0) state.grossProfitCents = addCents(state.grossProfitCents, net);
  else state.grossLossCents = addCents(state.grossLossCents, -net);
  state.holdingMsSum = addCents(state.holdingMsSum, trade.closeTime - trade.openTime);
  if (state.firstTradeOpenTime === null || trade.openTime < state.firstTradeOpenTime) {
    state.firstTradeOpenTime = trade.openTime;
  }

  // Growth index: the closed periods' product times this period's balance / its opening balance. A period
  // that opened at zero or below has no factor (the index waits for the next balance operation); a balance
  // at zero or below ends the index at 0: a blown account stays at -100 %.
  const before = state.index;
  if (state.periodStartCents > 0) {
    state.index = (state.periodProduct * Math.max(state.balanceCents, 0)) / state.periodStartCents;
  }
  state.indexPeak = Math.max(state.indexPeak, state.index);
  state.indexDrawdown = Math.max(
    state.indexDrawdown,
    state.indexPeak > 0 ? 1 - state.index / state.indexPeak : 0,
  );
  // Money drawdown on the trading result alone, so deposits and withdrawals are never peaks or falls.
  state.pnlPeakCents = Math.max(state.pnlPeakCents, state.totalNetCents);
  state.balanceDrawdownCents = Math.max(state.balanceDrawdownCents, state.pnlPeakCents - state.totalNetCents);

  recordDay(state, trade.closeTime, net);
  recordWeek(state, trade.closeTime, before);
  const month = monthBucket(state, trade.closeTime, before);
  month.trades += 1;
  month.netCents = addCents(month.netCents, net);
  month.end = state.index;

  addToTally(symbolTally(state, trade.symbol), trade.lots, net, win);
  addToTally(trade.type === 0 ? state.long : state.short, trade.lots, net, win);

  const key = String(trade.ticket);
  const held = state.open[key];
  if (held !== undefined) {
    delete state.open[key];
    state.openCount -= 1;
    state.openLots -= held;
  } else {
    // Opened before the history the fold has seen: only its close instant is known to hold it.
    state.maxOpenCount = Math.max(state.maxOpenCount, state.openCount + 1);
    state.maxOpenLots = Math.max(state.maxOpenLots, state.openLots + trade.lots);
  }
}

function applyBalance(state: StatsState, operation: BalanceEvent): void {
  const amount = parseCents(operation.amount, 'amount');
  if (operation.kind === 'credit') {
    state.creditCents = addCents(state.creditCents, amount);
  } else {
    // Time-weighted growth: the period ends here with the index as it stands; the next one opens at the
    // balance after the operation.
    state.periodProduct = state.index;
    state.balanceCents = addCents(state.balanceCents, amount);
    state.periodStartCents = state.balanceCents;
    state.netDepositCents = addCents(state.netDepositCents, amount);
    if (amount > 0) state.depositCents = addCents(state.depositCents, amount);
    else state.withdrawalCents = addCents(state.withdrawalCents, -amount);
  }
  // Equity moves by the same amount; the equity index's period ends at the last sample, moved likewise.
  if (state.equityCents !== null) {
    state.equityProduct = state.equityIndex;
    state.equityCents = addCents(state.equityCents, amount);
    state.equityBaseCents = state.equityCents;
  }
}

function applyEquity(state: StatsState, sample: EquitySampleEvent): void {
  const equity = parseCents(sample.equity, 'equity');
  if (state.equityBaseCents !== null && state.equityBaseCents > 0) {
    state.equityIndex = (state.equityProduct * Math.max(equity, 0)) / state.equityBaseCents;
  } else {
    // The first sample (or the first after equity was gone) opens a period at itself.
    state.equityProduct = state.equityIndex;
    state.equityBaseCents = equity > 0 ? equity : null;
  }
  state.equityCents = equity;
  // Only a state that knows it has none yet (a state stored before the field existed leaves it absent).
  if (state.firstEquityTime === null) state.firstEquityTime = sample.time;
  state.equityIndexPeak = Math.max(state.equityIndexPeak, state.equityIndex);
  state.equityIndexDrawdown = Math.max(
    state.equityIndexDrawdown,
    state.equityIndexPeak > 0 ? 1 - state.equityIndex / state.equityIndexPeak : 0,
  );
  // The equity's trading result: equity minus everything paid in (deposits, withdrawals, credit).
  const result = equity - state.netDepositCents - state.creditCents;
  state.equityPnlPeakCents = Math.max(state.equityPnlPeakCents, result);
  state.equityDrawdownCents = Math.max(state.equityDrawdownCents, state.equityPnlPeakCents - result);

  const level = sample.marginLevel;
  if (level !== undefined && level !== null) {
    const parsed = parseExact(level);
    if (!parsed) throw new RangeError(`marginLevel: not a decimal: '${level}'`);
    // Zero means no margin in use (MT4 reports 0 then), not a margin call.
    const low = state.marginLevelLow;
    if (parsed.units !== 0 && (low === null || lessThan(parsed, parseExact(low.level)!))) {
      state.marginLevelLow = { level, time: sample.time };
    }
  }
}

function applyOpen(state: StatsState, position: PositionOpenEvent): void {
  const key = String(position.ticket);
  const held = state.open[key];
  if (held !== undefined) {
    state.openCount -= 1;
    state.openLots -= held;
  }
  state.open[key] = position.lots;
  state.openCount += 1;
  state.openLots += position.lots;
  state.maxOpenCount = Math.max(state.maxOpenCount, state.openCount);
  state.maxOpenLots = Math.max(state.maxOpenLots, state.openLots);
}

function applyCopyProfit(state: StatsState, copy: CopyProfitEvent): void {
  const amount = parseCents(copy.amount, 'amount');
  state.copyProfitCents = addCents(state.copyProfitCents, amount);
  const month = monthBucket(state, copy.time, state.index);
  month.copyProfitCents = addCents(month.copyProfitCents, amount);
}

/** The close day's bucket; days older than the window are dropped (at most 14 are kept). */
function recordDay(state: StatsState, time: number, net: number): void {
  const day = utcDay(time);
  const days = state.days;
  let bucket = days[days.length - 1];
  if (!bucket || bucket.day !== day) {
    bucket = { day, trades: 0, netCents: 0 };
    days.push(bucket);
    while (days[0]!.day <= day - AVERAGE_PROFIT_DAYS) days.shift();
  }
  bucket.trades += 1;
  bucket.netCents = addCents(bucket.netCents, net);
}

/** The close week's path of the index; weeks older than the rating window are dropped (at most 13 kept). */
function recordWeek(state: StatsState, time: number, before: number): void {
  const week = utcWeek(time);
  const weeks = state.weeks;
  let bucket = weeks[weeks.length - 1];
  if (!bucket || bucket.week !== week) {
    bucket = { week, start: before, end: before, min: before, max: before, drawdown: 0, trades: 0 };
    weeks.push(bucket);
    while (weeks[0]!.week <= week - RATING_WEEKS) weeks.shift();
  }
  const index = state.index;
  bucket.trades += 1;
  bucket.end = index;
  bucket.min = Math.min(bucket.min, index);
  bucket.max = Math.max(bucket.max, index);
  bucket.drawdown = Math.max(bucket.drawdown, bucket.max > 0 ? 1 - index / bucket.max : 0);
}

/** The month's bucket, opened at the index before the event. */
function monthBucket(state: StatsState, time: number, before: number): MonthBucket {
  const month = utcMonth(time);
  const months = state.months;
  let bucket = months[months.length - 1];
  if (!bucket || bucket.month !== month) {
    bucket = { month, start: before, end: before, trades: 0, netCents: 0, copyProfitCents: 0 };
    months.push(bucket);
  }
  return bucket;
}

/** The symbol's tally, found by binary search in the sorted list (inserted in place when new). */
function symbolTally(state: StatsState, symbol: string): TradeTally {
  const list = state.symbols;
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]!.symbol < symbol) low = middle + 1;
    else high = middle;
  }
  const found = list[low];
  if (found && found.symbol === symbol) return found;
  const created = { symbol, ...tally() };
  list.splice(low, 0, created);
  return created;
}

function addToTally(target: TradeTally, lots: number, net: number, win: boolean): void {
  target.trades += 1;
  if (win) target.wins += 1;
  target.lots = addCents(target.lots, lots);
  target.netCents = addCents(target.netCents, net);
}
