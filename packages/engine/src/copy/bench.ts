/**
 * The copy engine's fan-out benchmark (not a test: no timing assertion anywhere). One master's open is
 * decided for N subscribers with `decideOpenForMany`, as the orchestrator does per signal, and the median
 * wall time of several runs is reported. The population is fixed (no randomness) and mixed: the three copy
 * types, a fifth reversed, limits on some, a margin check for most, each follower with its own symbol index
 * (as the orchestrator caches them per account), a few at a limit or disconnected.
 *   npx tsx -e "import('@copytrade/engine/copy/bench').then((b) => console.table(b.benchDecisions()))"
 */
import { decideOpenForMany } from './decide-open';
import type { OpenSignal, OpenSubscriber } from './decide-open';
import { indexSymbols } from './symbol-index';
import type { CopyType, SymbolView } from './types';

/** One measured fan-out size. */
export type DecisionBenchRow = {
  subscribers: number;
  /** Median wall time to decide one signal for all of them. */
  msPerSignal: number;
  /** The same per subscriber, in microseconds. */
  usPerSubscriber: number;
  runs: number;
  /** How the decisions came out (a sanity check that the work was done). */
  opens: number;
  skips: number;
};

const NOW = Date.UTC(2024, 2, 4, 10, 0, 0);
const STANDARDS = ['EURUSD', 'GBPUSD', 'USDJPY', 'EURJPY', 'XAUUSD', 'XAGUSD', 'US30', 'USOIL', 'EURGBP'];
const SUFFIXES = ['', '.m', 'pro', '-ECN', '.a', 'x', '.raw'];

function table(suffix: string): SymbolView[] {
  return STANDARDS.map((standard) => ({
    symbol: `${standard}${suffix}`,
    standardSymbol: standard,
    minLot: 1,
    maxLot: 5000,
    lotStep: 1,
    digits: standard.endsWith('JPY') ? 3 : 5,
    status: 11,
  }));
}

function signal(): OpenSignal {
  return {
    now: NOW,
    signalTime: NOW - 800,
    master: {
      ticket: 90001234,
      type: 0,
      symbol: 'EURUSD.m',
      lots: 150,
      openPrice: '1.08512',
      sl: '1.08012',
      tp: '1.09512',
      openTime: NOW - 900,
    },
    masterAccount: { equity: '48210.37', leverage: 200 },
    masterSymbols: indexSymbols(table('.m')),
    reverseAllowed: true,
    traderFollowerBalanceMin: '100.00',
  };
}

function subscribers(count: number): OpenSubscriber[] {
  const list: OpenSubscriber[] = [];
  for (let i = 0; i < count; i += 1) {
    const copyType = ((i % 3) + 1) as CopyType;
    const equity = (500 + ((i * 7919) % 200000) / 7).toFixed(2);
    const margin = i % 10 === 0 ? null : (1085.12 * (i % 2 === 0 ? 0.5 : 1)).toFixed(2);
    list.push({
      settings: {
        subscriptionId: 1000 + i,
        copyType,
        copyValue:
          copyType === 1 ? '0.10' : copyType === 2 ? ['0.5', '1', '2', '0.25'][i % 4]! : '999999999.99',
        direction: i % 5 === 0 ? 2 : 1,
        maxOpenPositions: i % 4 === 0 ? 10 : null,
        maxTotalLots: i % 6 === 0 ? 300 : null,
        maxRatio: i % 7 === 0 ? '0.5' : null,
        partialClose: 'takeSmall',
        closeMode: 'followTrader',
        cancelled: i % 97 === 96,
      },
      follower: {
        balance: equity,
        equity,
        freeMargin: (Number(equity) * 0.8).toFixed(2),
        leverage: [100, 200, 500][i % 3]!,
        connected: i % 53 !== 52,
        paused: false,
      },
      followerSymbols: indexSymbols(table(SUFFIXES[i % SUFFIXES.length]!)),
      exposure: { openPositions: i % 11, totalLots: (i % 13) * 20 },
      marginPerLot: () => margin,
    });
  }
  return list;
}

/** Median ms per signal for each fan-out size; the first runs warm the JIT and are not counted. */
export function benchDecisions(
  counts: readonly number[] = [1, 100, 1000, 10000],
  runs = 21,
): DecisionBenchRow[] {
  const clock = globalThis.performance ?? Date;
  const shared = signal();
  return counts.map((count) => {
    const subs = subscribers(count);
    for (let warm = 0; warm < 5; warm += 1) decideOpenForMany(shared, subs);
    const times: number[] = [];
    let opens = 0;
    let skips = 0;
    for (let run = 0; run < runs; run += 1) {
      const t0 = clock.now();
      const decisions = decideOpenForMany(shared, subs);
      times.push(clock.now() - t0);
      opens = decisions.filter((d) => d.kind === 'open').length;
      skips = decisions.length - opens;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    return {
      subscribers: count,
      msPerSignal: Math.round(median * 1000) / 1000,
      usPerSubscriber: Math.round((median / count) * 1e5) / 100,
      runs,
      opens,
      skips,
    };
  });
}
