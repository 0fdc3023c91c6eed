/**
 * The statistics benchmark (not a test: no timing assertion anywhere). A synthetic account of N closed
 * orders (deterministic: a fixed linear congruential sequence, no randomness) with deposits, withdrawals,
 * credit, equity samples and copy profit between them is
 * - merged into events and folded from scratch (the recompute after an import or a formula change), and
 * - extended order by order on the folded state, each update timed (the live path: target under 1 ms).
 *   npx tsx -e "import('@copytrade/engine/stats/bench').then((b) => console.log(b.benchStatistics()))"
 */
import { applyEvent } from './apply';
import { foldEvents, historyEvents } from './compute';
import type { AccountHistory, BalanceRow, CopyProfitRow, EquityRow, TradeRow } from './compute';
import { formatHundredths } from './money';
import { snapshot } from './snapshot';
import type { StatsState } from './types';

const START = Date.UTC(2019, 0, 7, 8, 0, 0);
const SYMBOLS = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'US30', 'USOIL', 'EURGBP', 'BTCUSD'];

/**
 * A plausible account history: a trade opens every 5 to 45 minutes and lasts 5 minutes to 2 days (so a few
 * are open at once), results -300.00 .. +320.00; a deposit every 500 trades, a withdrawal every 700, a credit
 * every 5,000, an equity sample every 3 trades and a follower's copy result every 10.
 */
export function syntheticHistory(orders: number): Required<AccountHistory> {
  let seed = 20240304;
  const next = (range: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % range;
  };
  const trades: TradeRow[] = [];
  const balanceOperations: BalanceRow[] = [{ time: START - 60_000, amount: '100000.00', kind: 'deposit' }];
  const equitySamples: EquityRow[] = [];
  const copyProfits: CopyProfitRow[] = [];
  let time = START;
  let equity = 10_000_000;
  for (let i = 1; i <= orders; i += 1) {
    time += (5 + next(40)) * 60_000;
    const duration = (5 + next(2875)) * 60_000;
    const result = next(62_001) - 30_000;
    trades.push({
      ticket: 10_000_000 + i,
      type: next(2) === 0 ? 0 : 1,
      symbol: SYMBOLS[next(SYMBOLS.length)]!,
      lots: 1 + next(300),
      openTime: time,
      closeTime: time + duration,
      openPrice: '1.08512',
      closePrice: '1.08612',
      profit: formatHundredths(result),
      swap: formatHundredths(-next(200)),
      commission: formatHundredths(-next(700)),
    });
    equity += result;
    if (i % 500 === 0) balanceOperations.push({ time: time + 1, amount: '5000.00', kind: 'deposit' });
    if (i % 700 === 0) balanceOperations.push({ time: time + 2, amount: '-3000.00', kind: 'withdrawal' });
    if (i % 5000 === 0) balanceOperations.push({ time: time + 3, amount: '500.00', kind: 'credit' });
    if (i % 3 === 0) {
      equitySamples.push({
        time: time + 4,
        equity: formatHundredths(equity - next(50_000)),
        balance: formatHundredths(equity),
        marginLevel: formatHundredths(20_000 + next(500_000)),
      });
    }
    if (i % 10 === 0) copyProfits.push({ time: time + 5, amount: formatHundredths(next(20_001) - 9_000) });
  }
  return { trades, balanceOperations, equitySamples, copyProfits };
}

/** What one benchmark run measured. */
export type StatsBenchResult = {
  orders: number;
  events: number;
  /** Merging the rows into a time-ordered event stream (a sort). */
  msMergeEvents: number;
  /** Folding all events and taking a snapshot: median of the runs. */
  msFullRecompute: number;
  /** Per closed order applied to the folded state, in microseconds. */
  incremental: {
    updates: number;
    usMeanApply: number;
    usP99Apply: number;
    usMeanApplyAndSnapshot: number;
    usP99ApplyAndSnapshot: number;
  };
  /** The stored state's JSON size, and one stringify + parse (a row write and read). */
  stateBytes: number;
  msJsonRoundTrip: number;
};

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Full recompute of `orders` closed orders, then `updates` more orders applied one at a time. */
export function benchStatistics(orders = 100_000, updates = 10_000, runs = 5): StatsBenchResult {
  const clock = globalThis.performance ?? Date;
  const history = syntheticHistory(orders + updates);
  let t0 = clock.now();
  const all = historyEvents(history);
  const msMerge = clock.now() - t0;
  // The first `orders` closes and whatever precedes the last of them are the history; the rest are updates.
  let split = 0;
  for (let seen = 0; split < all.length && seen < orders; split += 1)
    if (all[split]!.event === 'trade') seen += 1;
  const past = all.slice(0, split);
  const future = all.slice(split);
  const lastTime = (state: StatsState) => state.lastTime ?? 0;

  const times: number[] = [];
  let state = foldEvents(past); // warm-up
  for (let run = 0; run < runs; run += 1) {
    t0 = clock.now();
    state = foldEvents(past);
    snapshot(state, lastTime(state));
    times.push(clock.now() - t0);
  }
  times.sort((a, b) => a - b);

  t0 = clock.now();
  const json = JSON.stringify(state);
  const reloaded = JSON.parse(json) as StatsState;
  const msJson = clock.now() - t0;

  // Per closed order: the events since the previous close (an open, samples...) and the close itself.
  const apply: number[] = [];
  const applyAndSnapshot: number[] = [];
  let pendingFrom = 0;
  for (let i = 0; i < future.length; i += 1) {
    if (future[i]!.event !== 'trade') continue;
    t0 = clock.now();
    for (let j = pendingFrom; j <= i; j += 1) applyEvent(reloaded, future[j]!);
    const t1 = clock.now();
    snapshot(reloaded, lastTime(reloaded));
    const t2 = clock.now();
    apply.push((t1 - t0) * 1000);
    applyAndSnapshot.push((t2 - t0) * 1000);
    pendingFrom = i + 1;
  }
  const sortedApply = [...apply].sort((a, b) => a - b);
  const sortedBoth = [...applyAndSnapshot].sort((a, b) => a - b);
  return {
    orders,
    events: past.length,
    msMergeEvents: round3(msMerge),
    msFullRecompute: round3(quantile(times, 0.5)),
    incremental: {
      updates: apply.length,
      usMeanApply: round3(mean(apply)),
      usP99Apply: round3(quantile(sortedApply, 0.99)),
      usMeanApplyAndSnapshot: round3(mean(applyAndSnapshot)),
      usP99ApplyAndSnapshot: round3(quantile(sortedBoth, 0.99)),
    },
    stateBytes: json.length,
    msJsonRoundTrip: round3(msJson),
  };
}
