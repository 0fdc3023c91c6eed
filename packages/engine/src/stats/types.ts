/**
 * What the account statistics read and produce (DOMAIN.md, Account statistics). The server turns its rows
 * (closed orders, balance operations, equity snapshots, the followers' copy results) into events in time
 * order; the engine folds them into a small state and derives the statistics from that state alone.
 * Conventions as in the copy engine: lots are integer hundredths (1.25 lots = 125), money and prices decimal
 * strings (money with at most 2 decimals), times UTC epoch milliseconds.
 */

/** MT4's market order sides; pending orders never close with a profit, so they never reach the statistics. */
export const TRADE_SIDE = { BUY: 0, SELL: 1 } as const;
/** One of TRADE_SIDE. */
export type TradeSide = (typeof TRADE_SIDE)[keyof typeof TRADE_SIDE];

/** A closed market order as MT4's history reports it; its event time is closeTime. */
export type ClosedTradeEvent = {
  event: 'trade';
  ticket: number;
  type: TradeSide;
  symbol: string;
  /** Integer hundredths, > 0. */
  lots: number;
  openTime: number;
  closeTime: number;
  openPrice: string;
  closePrice: string;
  /** Money, 2 decimals; the trade's result is profit + swap + commission (MT4 books all three to balance). */
  profit: string;
  swap: string;
  commission: string;
};

/**
 * A position seen opening. Only the risk indicators (lots and positions held at once) read it: the closed
 * trade arrives at its close, too late to count it as held in between. `historyEvents` derives these from
 * the closed trades' open times; the live mirror sends one when it sees a position open.
 */
export type PositionOpenEvent = {
  event: 'open';
  ticket: number;
  time: number;
  /** Integer hundredths, > 0. */
  lots: number;
};

/** MT4 balance operation kinds: deposits and withdrawals move balance, credit moves only equity. */
export const BALANCE_KIND = { DEPOSIT: 'deposit', WITHDRAWAL: 'withdrawal', CREDIT: 'credit' } as const;
/** One of BALANCE_KIND. */
export type BalanceKind = (typeof BALANCE_KIND)[keyof typeof BALANCE_KIND];

/** A balance operation. */
export type BalanceEvent = {
  event: 'balance';
  time: number;
  /** Money, 2 decimals; positive adds (deposit, credit in), negative removes (withdrawal, credit out). */
  amount: string;
  kind: BalanceKind;
};

/** An equity snapshot from the account mirror. */
export type EquitySampleEvent = {
  event: 'equity';
  time: number;
  /** Money, 2 decimals. */
  equity: string;
  /**
   * The broker's balance at the sample (money). Not read: balance statistics are derived from trades and
   * balance operations only, so one statistic never mixes two sources; it is kept for the caller's
   * reconciliation.
   */
  balance: string;
  /** Equity / margin x 100 as a decimal string; null, absent or zero when no position holds margin. */
  marginLevel?: string | null;
};

/** Followers' net result from copies of this account (a closed copy's profit + swap + commission). */
export type CopyProfitEvent = {
  event: 'copyProfit';
  time: number;
  /** Money, 2 decimals, signed. */
  amount: string;
};

/** Everything the statistics fold reads, in time order (see `eventTime`). */
export type StatsEvent =
  ClosedTradeEvent | PositionOpenEvent | BalanceEvent | EquitySampleEvent | CopyProfitEvent;

/** A trading day's closed trades (for the 14-day average). */
export type DayBucket = { day: number; trades: number; netCents: number };

/**
 * A week's path of the growth index (for the 13-week rating): the index before the week's first trade
 * (start), after its last (end), its lowest and highest points (start included), the largest fall inside
 * the week from the week's own running peak, and the trades closed.
 */
export type WeekBucket = {
  week: number;
  start: number;
  end: number;
  min: number;
  max: number;
  drawdown: number;
  trades: number;
};

/** A calendar month (UTC, year x 12 + month index) of the growth index, results and copy profit. */
export type MonthBucket = {
  month: number;
  start: number;
  end: number;
  trades: number;
  netCents: number;
  copyProfitCents: number;
};

/** Per-symbol or per-side accumulators. */
export type TradeTally = { trades: number; wins: number; lots: number; netCents: number };

/** A point of the balance/equity curve; seq is the curve event's ordinal (1-based). */
export type CurveState = {
  seq: number;
  time: number;
  balanceCents: number;
  equityCents: number | null;
  index: number;
  /**
   * The fall of the growth index from its running peak at this point (a fraction, 0 at a peak), and of the
   * equity index (null before the first equity sample). Taken from the fold's own peaks, so a peak between
   * two kept points still counts. Absent in points stored before the risk view existed: the drawdown
   * series then derives the balance fall from the kept points and leaves equity out (drawdown-series.ts).
   */
  drawdown?: number;
  equityDrawdown?: number | null;
};

/**
 * The fold's whole memory: plain numbers, strings, arrays and objects only, so it is stored as JSON in a
 * database row and reloaded (JSON keeps every finite double exactly). Its size is bounded by the months
 * traded, the symbols traded, the positions open and the fixed curve capacity, never by the trade count.
 */
export type StatsState = {
  version: 1;
  /** Time of the last event applied; events must not go back in time. */
  lastTime: number | null;
  firstTradeOpenTime: number | null;

  balanceCents: number;
  creditCents: number;
  /** Deposits + withdrawals (signed). */
  netDepositCents: number;
  depositCents: number;
  withdrawalCents: number;

  trades: number;
  wins: number;
  totalNetCents: number;
  grossProfitCents: number;
  grossLossCents: number;
  holdingMsSum: number;

  /** Growth index (1 = start): product of the closed periods' factors, then the open period's. */
  periodProduct: number;
  periodStartCents: number;
  index: number;
  indexPeak: number;
  indexDrawdown: number;
  /** Cumulative trading result (balance minus net deposits): its running peak and largest fall. */
  pnlPeakCents: number;
  balanceDrawdownCents: number;

  equityCents: number | null;
  /**
   * When the first equity sample was folded in (null: none yet). Absent in states stored before it
   * existed; the snapshot then reads it from the curve.
   */
  firstEquityTime?: number | null;
  equityProduct: number;
  equityBaseCents: number | null;
  equityIndex: number;
  equityIndexPeak: number;
  equityIndexDrawdown: number;
  equityPnlPeakCents: number;
  equityDrawdownCents: number;

  copyProfitCents: number;

  days: DayBucket[];
  weeks: WeekBucket[];
  months: MonthBucket[];

  /** Sorted by symbol. */
  symbols: (TradeTally & { symbol: string })[];
  long: TradeTally;
  short: TradeTally;

  /** Ticket -> lots of the positions open now. */
  open: Record<string, number>;
  openCount: number;
  openLots: number;
  maxOpenCount: number;
  maxOpenLots: number;
  marginLevelLow: { level: string; time: number } | null;

  curve: {
    /** Every stride-th curve event is kept; the stride doubles whenever the buffer fills. */
    stride: number;
    seq: number;
    first: CurveState | null;
    last: CurveState | null;
    points: CurveState[];
  };
};

/** One month's time-weighted return. */
export type MonthlyReturn = {
  /** 'YYYY-MM' (UTC). */
  month: string;
  /** Percent, 2 decimals; null when the growth index was already 0 at the month's start (a blown account). */
  return: string | null;
  trades: number;
  profit: string;
  copyProfit: string;
};

/** One year's return, compounded from its months. */
export type YearlyReturn = { year: number; return: string | null };

/** A chart point. */
export type CurvePoint = {
  time: number;
  balance: string;
  /** The last equity sample at or before the point; null before the first. */
  equity: string | null;
  /** The growth index at the point, as percent growth. */
  growth: string;
};

/** Trades, lots, result and win rate of one symbol or side. */
export type TallyView = {
  trades: number;
  lots: string;
  profit: string;
  /** Percent; null with no trades. */
  winRate: string | null;
};

/** The 13-week rating; see rating.ts for the formula. */
export type Rating = {
  /** 0-100. */
  score: number;
  /** 1-5. */
  stars: number;
  /** Compounded weekly growth over the window, percent. */
  growth: string;
  /** Largest fall of the growth index within the window, percent. */
  drawdown: string;
  /** Weeks of the 13 whose growth was positive. */
  winningWeeks: number;
};

/** Money and percent of a maximum drawdown. */
export type Drawdown = { money: string; percent: string };

/**
 * A point of the underwater chart: how far the growth index (balance) and the equity index stood below
 * their running peaks, in percent ('10.00' = 10 % below the peak; '0.00' at a peak).
 */
export type DrawdownPoint = {
  time: number;
  balance: string;
  /** Null before the first equity sample (and in points stored before the risk view existed). */
  equity: string | null;
};

/**
 * Since when equity is sampled. `partial` when sampling began more than a day after the account's first
 * event (an account bound with months of imported history): the equity figures then cover only the time
 * since `since`, and a 0.00 there says nothing about the history before it.
 */
export type EquityTracking = { since: number | null; partial: boolean };

/** The trader profile's statistics; FORMULAS (formulas.ts) documents each key with a worked example. */
export type AccountStatistics = {
  asOf: number;
  balance: string;
  /** Last equity sample; null before the first. */
  equity: string | null;
  credit: string;
  deposits: string;
  withdrawals: string;
  trades: number;
  growth: string;
  totalProfit: string;
  grossProfit: string;
  grossLoss: string;
  profitFactor: string | null;
  winRate: string | null;
  averageHoldingMs: number | null;
  tradesPerWeek: string;
  averageProfit14d: string | null;
  trades14d: number;
  balanceDrawdown: Drawdown;
  equityDrawdown: Drawdown;
  equityTracked: EquityTracking;
  monthly: MonthlyReturn[];
  yearly: YearlyReturn[];
  rating: Rating | null;
  copyProfit: string;
  curve: CurvePoint[];
  /** The underwater chart, one point per curve point. */
  drawdowns: DrawdownPoint[];
  symbols: (TallyView & { symbol: string })[];
  longShort: { long: TallyView; short: TallyView };
  risk: {
    maxLotsAtOnce: string;
    maxPositionsAtOnce: number;
    marginLevelLow: { level: string; time: number } | null;
  };
};
