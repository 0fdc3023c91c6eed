/**
 * The simulator's throughput benchmark (not a test: no timing assertion anywhere). Builds a world with bot
 * accounts spread over all servers, advances it, and reports how many market ticks per second of wall time
 * it processed with every tick checked against the bots' orders and accounts.
 *   npx tsx -e "import('@copytrade/mt4-sim/bench').then((b) => console.log(b.benchTicks({ accounts: 50, days: 5, seed: 1 })))"
 */
import { DAY } from './calendar';
import { populateDemo } from './demo';
import { SimWorld } from './world';

/** Benchmark settings: 'fast' uses fastForward with `stepMs` (default 60 s), 'live' the live tick spacing. */
export type BenchOptions = {
  accounts: number;
  days: number;
  seed: number | string;
  mode?: 'fast' | 'live';
  stepMs?: number;
};

/** What the benchmark measured. */
export type BenchResult = {
  mode: 'fast' | 'live';
  ticks: number;
  orders: number;
  requests: number;
  ms: number;
  ticksPerSecond: number;
  simulatedDaysPerSecond: number;
};

/** Monday 2024-03-04 00:00 UTC. */
const BENCH_START = Date.UTC(2024, 2, 4);

/** Runs the benchmark; the clock it reads is the host's `performance.now()` (or Date.now). */
export function benchTicks(options: BenchOptions): BenchResult {
  const mode = options.mode ?? 'fast';
  const clock = globalThis.performance ?? Date;
  const world = new SimWorld({
    seed: options.seed,
    start: BENCH_START,
    hash: (text) => `plain:${text}`,
    tickMode: mode,
    fastStepMs: options.stepMs ?? 60000,
  });
  populateDemo(world, { count: options.accounts, password: 'bench-pass1', investorPassword: 'bench-view1' });
  const t0 = clock.now();
  world.advanceTo(BENCH_START + options.days * DAY);
  const ms = clock.now() - t0;
  const stats = world.stats();
  return {
    mode,
    ticks: stats.ticks,
    orders: stats.opened,
    requests: stats.requests,
    ms: Math.round(ms),
    ticksPerSecond: Math.round((stats.ticks / ms) * 1000),
    simulatedDaysPerSecond: Math.round((options.days / ms) * 1000 * 10) / 10,
  };
}
