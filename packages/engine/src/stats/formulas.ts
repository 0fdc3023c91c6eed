/**
 * Every published statistic's formula with a worked example, for the profile's help tooltips (DOMAIN.md:
 * users distrust numbers they cannot reproduce). The examples are the worked scenarios of this folder's
 * tests, so a formula that changes without its tooltip fails a test (formulas.test.ts checks the keys; each
 * scenario test checks its numbers). The web translates by key; these English texts are the reference.
 */

/** One tooltip: the statistic's key in AccountStatistics (dotted for nested ones). */
export type FormulaEntry = { key: string; formula: string; example: string };

export const FORMULAS: readonly FormulaEntry[] = [
  {
    key: 'growth',
    formula:
      'Time-weighted, so deposits and withdrawals do not count as gains or losses: the history is split at ' +
      'each deposit or withdrawal; each period grows by (balance at its end / balance at its start); growth = ' +
      'product of the periods - 1. A balance at zero or below ends growth at -100 %.',
    example:
      'Deposit 1000.00, +100.00 (1100.00), withdraw 500.00 (600.00), -60.00 (540.00), deposit 460.00 ' +
      '(1000.00), +50.00 (1050.00): 1100/1000 x 540/600 x 1050/1000 - 1 = 1.1 x 0.9 x 1.05 - 1 = 3.95 %.',
  },
  {
    key: 'totalProfit',
    formula: 'Sum over closed trades of profit + swap + commission.',
    example: '+100.00 - 60.00 + 50.00 = 90.00.',
  },
  {
    key: 'balanceDrawdown',
    formula:
      'Money: the largest fall of the cumulative trading result (balance minus net deposits) from its ' +
      'running peak. Percent: the largest fall of the growth index (1 + growth) from its running peak, ' +
      'divided by that peak. Neither counts a withdrawal as a loss.',
    example:
      'Results +100.00, -60.00, +50.00 (cumulative 100.00, 40.00, 90.00): 100.00 - 40.00 = 60.00. Growth ' +
      'index 1.10, 0.99, 1.0395: 1 - 0.99 / 1.10 = 10.00 % (not 1100.00 -> 540.00 = 50.91 %, which would ' +
      'count the 500.00 withdrawal).',
  },
  {
    key: 'equityDrawdown',
    formula:
      'As the balance drawdown, on equity samples: money on equity minus deposits, withdrawals and credit; ' +
      'percent on an equity index split at each balance operation (the last sample plus the operation opens ' +
      'the next period).',
    example:
      'Deposit 1000.00; equity 1000.00, 950.00, 1100.00; withdraw 500.00; equity 540.00: money 100.00 - ' +
      '40.00 = 60.00; index 1, 0.95, 1.10, 1.10 x 540/600 = 0.99: 1 - 0.99 / 1.10 = 10.00 %.',
  },
  {
    key: 'profitFactor',
    formula:
      'Gross profit / gross loss (the sums of winning and of losing trades\u2019 results). With no losing ' +
      'trade it has no value and is shown as "no losses"; with no trade at all, as "-".',
    example: 'Wins 100.00 and 50.00, loss 60.00: 150.00 / 60.00 = 2.50.',
  },
  {
    key: 'winRate',
    formula:
      'Trades whose result (profit + swap + commission) is above zero / all closed trades. Break-even loses.',
    example: '2 winning of 3 trades: 66.67 %.',
  },
  {
    key: 'averageHoldingMs',
    formula: 'Sum over closed trades of (close time - open time) / closed trades.',
    example: 'Held 1 h, 2 h and 6 h: 9 h / 3 = 3 h.',
  },
  {
    key: 'tradesPerWeek',
    formula: 'Closed trades / weeks from the first trade\u2019s open to now, counting at least one week.',
    example: '6 trades, the first opened 14 days ago: 6 / 2 = 3.00.',
  },
  {
    key: 'averageProfit14d',
    formula:
      'Sum of the results of trades closed today (UTC) and in the 13 days before / their number, rounded to ' +
      'the cent.',
    example:
      'Closed 13 days ago +30.00, today -10.00 and +10.01 (14 days ago does not count): 30.01 / 3 = 10.00.',
  },
  {
    key: 'monthly',
    formula:
      'Per calendar month (UTC): growth index at the month\u2019s last trade / index before its first - 1, ' +
      'so deposits and withdrawals within the month are neutral too.',
    example:
      'January: index 1.00 -> 1.10 = 10.00 %; February: 1.10 -> 0.99 = -10.00 %; March: 0.99 -> 1.0395 = 5.00 %.',
  },
  {
    key: 'yearly',
    formula: 'The year\u2019s monthly returns compounded: product of (1 + monthly return) - 1.',
    example: 'January +10.00 %, February -10.00 %, March +5.00 %: 1.10 x 0.90 x 1.05 - 1 = 3.95 %.',
  },
  {
    key: 'rating',
    formula:
      'Over the current UTC week and the 12 before: R = compounded weekly growth, D = largest fall of the ' +
      'growth index, W = weeks with positive growth; score = 100 x (0.4 x min(R / 25 %, 1) + 0.4 x (1 - ' +
      'min(D / 25 %, 1)) + 0.2 x W / 13), rounded (R below 0 counts as 0); stars = 1 per 20 points from 1 ' +
      '(80-100 = 5). No trade closed in the 13 weeks: not rated.',
    example: 'R = 10 %, D = 5 %, W = 6: 100 x (0.4 x 0.4 + 0.4 x 0.8 + 0.2 x 6 / 13) = 57.2 -> 57, 3 stars.',
  },
  {
    key: 'copyProfit',
    formula:
      'Sum of the followers\u2019 results (profit + swap + commission) on their copies of this account.',
    example: 'Followers closed copies at +120.50 and -20.25: 100.25.',
  },
  {
    key: 'curve',
    formula:
      'Balance, equity and growth after each trade, balance operation and equity sample. Long histories ' +
      'keep every k-th point (k doubles each time 512 points are kept), plus the first and the latest.',
    example: '1,500 events: k = 4, the 375 events numbered 4, 8, ..., 1500, plus the first.',
  },
  {
    key: 'symbols',
    formula: 'Per symbol: closed trades, lots, total result, win rate (as the account\u2019s).',
    example: 'EURUSD: 2 trades of 1.00 and 0.50 lots, +100.00 and -60.00: 1.50 lots, 40.00, 50.00 %.',
  },
  {
    key: 'longShort',
    formula: 'As the per-symbol table, for buys (long) and sells (short).',
    example:
      'Buys +100.00 and +50.00, one sell -60.00: long 2 trades 150.00 100.00 %, short 1 trade -60.00 0.00 %.',
  },
  {
    key: 'risk.maxLotsAtOnce',
    formula:
      'The largest sum of lots of positions open at the same moment (a position closed in the same instant ' +
      'another opens is not counted with it).',
    example:
      '1.00 lots 10:00-12:00, 0.50 lots 11:00-13:00, 2.00 lots 12:00-14:00: 0.50 + 2.00 = 2.50 at 12:00.',
  },
  {
    key: 'risk.maxPositionsAtOnce',
    formula: 'The largest number of positions open at the same moment.',
    example: 'The three positions above: never more than 2 at once.',
  },
  {
    key: 'risk.marginLevelLow',
    formula: 'The lowest margin level (equity / margin x 100 %) among equity samples with margin in use.',
    example: 'Samples 1500.00 %, 230.55 %, none (no position): 230.55 %.',
  },
  {
    key: 'drawdowns',
    formula:
      'The underwater chart: at each point of the curve, 1 - growth index / its running peak (balance), and ' +
      'the same on the equity index (equity, from the first equity sample on). 0 % at a new peak; a ' +
      'withdrawal is never a fall. Its deepest point is the maximum drawdown unless that moment fell between ' +
      'two kept points of a long history.',
    example:
      'Growth index 1.00, 1.10, 1.10 (withdrawal), 0.99, 0.99 (deposit), 1.0395: 0.00 %, 0.00 %, 0.00 %, ' +
      '10.00 %, 10.00 %, 1 - 1.0395 / 1.10 = 5.50 %.',
  },
  {
    key: 'equityTracked',
    formula:
      'Equity is known only from samples taken while the account is connected. When the first sample came ' +
      'more than a day after the account\u2019s first deposit or trade (older history imported when it was ' +
      'bound), the equity figures cover only the time since that sample, and the profile says so.',
    example:
      'History from 2024-01-02, account bound and first sampled on 2024-03-01: equity tracked since ' +
      '2024-03-01. First sample an hour after the first deposit: the whole history.',
  },
];
