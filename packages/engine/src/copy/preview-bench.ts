/**
 * The copy preview's benchmark (not a test: no timing assertion anywhere). A fixed, mixed history of N
 * master trades (no randomness): five symbols, one unbound on the master's side, positions overlapping
 * (held one to six hours, one opening every two), every seventh closed in two parts, a deposit and a
 * withdrawal, and the smart ratio with a limit of five open copies, so sizing, mapping, limits, margin and
 * partial closes all run. `replayCopy` is timed over several runs; the median and the slowest are reported.
 *   npx tsx -e "import('@copytrade/engine/copy/preview-bench').then((b) => console.table(b.benchPreview()))"
 */
import { formatHundredths } from '../stats/money';
import { replayCopy } from './preview';
import type { PreviewInput, PreviewMasterEvent, PreviewPosition, PreviewSymbol } from './preview';
import type { SymbolView } from './types';

/** One measured history size. */
export type PreviewBenchRow = {
  trades: number;
  /** Positions replayed (a trade closed in two parts is two). */
  positions: number;
  runs: number;
  msMedian: number;
  msMax: number;
  /** How the replay came out (a sanity check that the work was done). */
  copied: number;
  skipped: number;
};

const FROM = Date.UTC(2024, 0, 1);
const HOUR = 3_600_000;
const MARKETS = [
  { standard: 'EURUSD', price: '1.08512', contract: '100000' },
  { standard: 'GBPUSD', price: '1.26431', contract: '100000' },
  { standard: 'USDJPY', price: '148.512', contract: '100000' },
  { standard: 'XAUUSD', price: '2031.45', contract: '100' },
  { standard: 'BTCUSD', price: '42000.00', contract: '1' },
];

function row(symbol: string, standardSymbol: string): SymbolView {
  return {
    symbol,
    standardSymbol,
    minLot: 1,
    maxLot: 5000,
    lotStep: 1,
    digits: 5,
    status: standardSymbol ? 11 : 24,
  };
}

/** A fixed history of `trades` master trades and the settings the benchmark previews it with. */
export function previewBenchInput(trades: number): PreviewInput {
  const positions: PreviewPosition[] = [];
  let ticket = 700_000;
  let net = 0;
  for (let i = 0; i < trades; i += 1) {
    const market = MARKETS[i % MARKETS.length]!;
    const open = FROM + i * 2 * HOUR;
    const close = open + (1 + (i % 6)) * HOUR;
    const lots = 10 + ((i * 37) % 290);
    // Results from -300.00 to +340.00, a fixed pattern.
    const cents = ((i * 7919) % 64_001) - 30_000;
    net += cents;
    ticket += 1;
    const base = {
      type: (i % 2) as 0 | 1,
      symbol: `${market.standard}.m`,
      openTime: open,
      openPrice: market.price,
      swap: '0.00',
      commission: '-3.50',
    };
    if (i % 7 === 3 && lots >= 4) {
      const first = Math.floor(lots / 3);
      positions.push({
        ...base,
        ticket,
        lots: first,
        closeTime: close - HOUR / 2,
        profit: formatHundredths(Math.trunc(cents / 3)),
        fromTicket: null,
      });
      ticket += 1;
      positions.push({
        ...base,
        ticket,
        lots: lots - first,
        closeTime: close,
        profit: formatHundredths(cents - Math.trunc(cents / 3)),
        fromTicket: ticket - 1,
      });
    } else {
      positions.push({
        ...base,
        ticket,
        lots,
        closeTime: close,
        profit: formatHundredths(cents),
        fromTicket: null,
      });
    }
  }
  const masterEvents: PreviewMasterEvent[] = [
    { time: FROM + trades * HOUR, amount: '20000.00', kind: 'operation' },
    { time: FROM + trades * HOUR + HOUR, amount: '-5000.00', kind: 'operation' },
  ];
  const followerSymbols: PreviewSymbol[] = MARKETS.slice(0, 4).map((m) => ({
    ...row(`${m.standard}pro`, m.standard),
    contractSize: m.contract,
  }));
  return {
    from: FROM,
    to: FROM + trades * 2 * HOUR + 24 * HOUR,
    positions,
    masterEvents,
    masterBalanceNow: formatHundredths(5_000_000 + 1_500_000 + net - 350 * positions.length),
    masterLeverage: 200,
    masterSymbols: MARKETS.map((m) => row(`${m.standard}.m`, m.standard === 'BTCUSD' ? '' : m.standard)),
    follower: { equity: '10000.00', leverage: 100, currency: 'USD', symbols: followerSymbols },
    settings: {
      copyType: 3,
      copyValue: '999999999.99',
      direction: 1,
      maxOpenPositions: 5,
      maxTotalLots: null,
      maxRatio: null,
      partialClose: 'takeSmall',
    },
    reverseAllowed: true,
    traderFollowerBalanceMin: '100.00',
  };
}

/** Times `replayCopy` for each history size. */
export function benchPreview(sizes: readonly number[] = [100, 1000, 10_000], runs = 25): PreviewBenchRow[] {
  return sizes.map((trades) => {
    const input = previewBenchInput(trades);
    // Warm-up: the first runs compile the hot paths.
    for (let i = 0; i < 10; i += 1) replayCopy(input);
    const times: number[] = [];
    let last = replayCopy(input);
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      last = replayCopy(input);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return {
      trades,
      positions: input.positions.length,
      runs,
      msMedian: times[Math.floor(times.length / 2)]!,
      msMax: times[times.length - 1]!,
      copied: last.counts.copied,
      skipped: last.counts.skipped,
    };
  });
}
