/**
 * The statistics from the fold's state alone (no history is read), as of a time the caller passes in: the
 * 14-day average, the 13-week rating and trades per week depend on it. Each key's formula is in
 * formulas.ts; the comments here say only why a case is handled as it is.
 */
import { monthLabel, utcDay, WEEK_MS } from './calendar';
import { curvePoints } from './curve';
import { drawdownSeries, equityTracking } from './drawdown-series';
import { AVERAGE_PROFIT_DAYS } from './apply';
import { formatHundredths, formatPercent, formatRatio, roundDiv } from './money';
import { rateWeeks } from './rating';
import type {
  AccountStatistics,
  CurvePoint,
  MonthlyReturn,
  StatsState,
  TallyView,
  TradeTally,
  YearlyReturn,
} from './types';

/** The statistics at `asOf`, which must not be before the last event folded in. */
export function snapshot(state: StatsState, asOf: number): AccountStatistics {
  if (state.lastTime !== null && asOf < state.lastTime) {
    throw new RangeError(`statistics: asOf ${asOf} is before the last event at ${state.lastTime}`);
  }
  const { trades } = state;
  const { monthly, yearly } = returnsByPeriod(state);
  const points = curvePoints(state);
  return {
    asOf,
    balance: formatHundredths(state.balanceCents),
    equity: state.equityCents === null ? null : formatHundredths(state.equityCents),
    credit: formatHundredths(state.creditCents),
    deposits: formatHundredths(state.depositCents),
    withdrawals: formatHundredths(state.withdrawalCents),
    trades,
    growth: formatPercent(state.index - 1),
    totalProfit: formatHundredths(state.totalNetCents),
    grossProfit: formatHundredths(state.grossProfitCents),
    grossLoss: formatHundredths(state.grossLossCents),
    // No losing trade: the ratio has no value (the web shows it as "no losses"), never Infinity.
    profitFactor:
      state.grossLossCents > 0 ? formatRatio(state.grossProfitCents / state.grossLossCents) : null,
    winRate: trades > 0 ? formatPercent(state.wins / trades) : null,
    averageHoldingMs: trades > 0 ? roundDiv(state.holdingMsSum, trades) : null,
    tradesPerWeek: tradesPerWeek(state, asOf),
    ...averageProfit14d(state, asOf),
    balanceDrawdown: {
      money: formatHundredths(state.balanceDrawdownCents),
      percent: formatPercent(state.indexDrawdown),
    },
    equityDrawdown: {
      money: formatHundredths(state.equityDrawdownCents),
      percent: formatPercent(state.equityIndexDrawdown),
    },
    equityTracked: equityTracking(state, points),
    monthly,
    yearly,
    rating: rateWeeks(state.weeks, asOf),
    copyProfit: formatHundredths(state.copyProfitCents),
    curve: points.map((point): CurvePoint => ({
      time: point.time,
      balance: formatHundredths(point.balanceCents),
      equity: point.equityCents === null ? null : formatHundredths(point.equityCents),
      growth: formatPercent(point.index - 1),
    })),
    drawdowns: drawdownSeries(points),
    symbols: state.symbols.map((row) => ({ symbol: row.symbol, ...tallyView(row) })),
    longShort: { long: tallyView(state.long), short: tallyView(state.short) },
    risk: {
      maxLotsAtOnce: formatHundredths(state.maxOpenLots),
      maxPositionsAtOnce: state.maxOpenCount,
      marginLevelLow: state.marginLevelLow === null ? null : { ...state.marginLevelLow },
    },
  };
}

/** Closed trades per 7 days since the first trade opened, counting at least one week. */
function tradesPerWeek(state: StatsState, asOf: number): string {
  if (state.trades === 0 || state.firstTradeOpenTime === null) return formatRatio(0);
  // At least a week, or three trades on the first day would read as 21,000 a week.
  const weeks = Math.max(1, (asOf - state.firstTradeOpenTime) / WEEK_MS);
  return formatRatio(state.trades / weeks);
}

/** Trades closed on asOf's UTC day and the 13 before it, and their average result. */
function averageProfit14d(
  state: StatsState,
  asOf: number,
): Pick<AccountStatistics, 'averageProfit14d' | 'trades14d'> {
  const last = utcDay(asOf);
  let trades = 0;
  let cents = 0;
  for (const bucket of state.days) {
    if (bucket.day > last - AVERAGE_PROFIT_DAYS && bucket.day <= last) {
      trades += bucket.trades;
      cents += bucket.netCents;
    }
  }
  return {
    averageProfit14d: trades > 0 ? formatHundredths(roundDiv(cents, trades)) : null,
    trades14d: trades,
  };
}

/** Each month's index factor, and the months' factors compounded per year. */
function returnsByPeriod(state: StatsState): { monthly: MonthlyReturn[]; yearly: YearlyReturn[] } {
  const monthly: MonthlyReturn[] = [];
  const yearly: YearlyReturn[] = [];
  let year = -1;
  let factor = 1;
  let counted = 0;
  const closeYear = () => {
    if (year >= 0) yearly.push({ year, return: counted > 0 ? formatPercent(factor - 1) : null });
  };
  for (const bucket of state.months) {
    const bucketYear = Math.floor(bucket.month / 12);
    if (bucketYear !== year) {
      closeYear();
      year = bucketYear;
      factor = 1;
      counted = 0;
    }
    // A month that opens at index 0 follows a blown account: its return has no base.
    const monthFactor = bucket.start > 0 ? bucket.end / bucket.start : null;
    if (monthFactor !== null) {
      factor *= monthFactor;
      counted += 1;
    }
    monthly.push({
      month: monthLabel(bucket.month),
      return: monthFactor === null ? null : formatPercent(monthFactor - 1),
      trades: bucket.trades,
      profit: formatHundredths(bucket.netCents),
      copyProfit: formatHundredths(bucket.copyProfitCents),
    });
  }
  closeYear();
  return { monthly, yearly };
}

function tallyView(row: TradeTally): TallyView {
  return {
    trades: row.trades,
    lots: formatHundredths(row.lots),
    profit: formatHundredths(row.netCents),
    winRate: row.trades > 0 ? formatPercent(row.wins / row.trades) : null,
  };
}
