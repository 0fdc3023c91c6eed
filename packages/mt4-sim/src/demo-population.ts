/**
 * How the demo population turns out: runs the server's demo world (`populateSimDemo` of
 * apps/server/src/trading/sim/sim-demo.ts, the named accounts plus the crowd) from several start dates with
 * the default seed, fast-forwarding as the server's first start does, and prints each trade account's
 * growth (time-weighted, so deposits and withdrawals do not count) and maximum drawdown (on equity, sampled
 * hourly), with a summary of the distribution. A development tool, not a test (it takes minutes):
 *
 *   node --import tsx packages/mt4-sim/src/demo-population.ts [--starts 7] [--days 90] [--seed 20261121]
 *     [--end 2026-11-24T19:00:00Z]
 *
 * Start dates: `end - days` and then one day and 3h17m earlier for each further start, so the runs begin on
 * every weekday and at different hours, as a fresh `npm start` does (its world begins at now - 90 days).
 */
// The one import from the server: the population under study is the server's demo.
import { populateSimDemo } from '../../../apps/server/src/trading/sim/sim-demo';
import { DAY, HOUR, MINUTE, isWeekend } from './calendar';
import { Dec } from './money';
import type { SimEvent } from './types';
import { SimWorld } from './world';

// A development script run by Node; the package itself has no Node types (it must stay runtime-free).
declare const console: { log(message: string): void };
declare const process: { argv: string[] };

/** One trade account (an account with a bot) after the run. */
export type PopulationRow = {
  server: string;
  login: number;
  name: string;
  strategy: string;
  symbols: string[];
  /** Net deposits (initial balance included). */
  deposits: string;
  equity: string;
  /** Time-weighted growth, 0.05 = +5 %. */
  growth: number;
  /** Largest fall of the time-weighted equity curve from its running peak, 0.1 = 10 %. */
  maxDrawdown: number;
  /** Closed market orders (partial closes count once per closed part). */
  trades: number;
  /** Orders opened while FX is closed for the weekend (Friday 22:00 to Sunday 22:00 UTC). */
  weekendOpens: number;
  /** Largest single order per symbol, in lots (integer hundredths). */
  maxLots: Record<string, number>;
  stoppedOut: boolean;
};

/** What one run needs. */
export type PopulationOptions = {
  seed: number | string;
  start: number;
  days: number;
  /** Fills the fresh world; default the server's demo. */
  populate?: (world: SimWorld) => void;
};

type Curve = { factor: number; base: number; peak: number; drawdown: number };

/** Runs one world for `days` from `start` and measures every account that has a bot. */
export function runPopulation(options: PopulationOptions): PopulationRow[] {
  const world = new SimWorld({
    seed: options.seed,
    start: options.start,
    hash: (text) => `plain:${text}`,
    tickMode: 'live',
  });
  const curves = new Map<string, Curve>();
  const deposits = new Map<string, Dec>();
  const trades = new Map<string, number>();
  const weekendOpens = new Map<string, number>();
  const maxLots = new Map<string, Record<string, number>>();
  const stopped = new Set<string>();
  const key = (server: string, login: number) => `${server}:${login}`;
  const equityOf = (server: string, login: number) => Number(world.accountInfo(server, login)?.equity ?? '0');

  world.onEvent((event: SimEvent) => {
    if (event.type === 'balance' && event.order.type === 6) {
      const k = key(event.server, event.login);
      const amount = new Dec(event.order.profit);
      deposits.set(k, (deposits.get(k) ?? new Dec(0)).plus(amount));
      const after = equityOf(event.server, event.login);
      const curve = curves.get(k);
      if (!curve) {
        curves.set(k, { factor: 1, base: after, peak: 1, drawdown: 0 });
      } else {
        const before = after - amount.toNumber();
        if (curve.base > 0) curve.factor *= before / curve.base;
        curve.base = after;
      }
      return;
    }
    if (event.type !== 'order') return;
    const k = key(event.server, event.login);
    if (event.kind === 'opened' || event.kind === 'pendingFilled') {
      if (isWeekend(event.time)) weekendOpens.set(k, (weekendOpens.get(k) ?? 0) + 1);
      const lots = maxLots.get(k) ?? {};
      lots[event.order.symbol] = Math.max(lots[event.order.symbol] ?? 0, event.order.lots);
      maxLots.set(k, lots);
    }
    if (event.kind === 'closed' || event.kind === 'partiallyClosed') {
      trades.set(k, (trades.get(k) ?? 0) + 1);
      if (event.reason === 'stopout') stopped.add(k);
    }
  });

  (options.populate ?? populateSimDemo)(world);
  const bots = world.bots();
  const sample = () => {
    for (const bot of bots) {
      const curve = curves.get(key(bot.server, bot.login));
      if (!curve || curve.base <= 0) continue;
      const nav = (curve.factor * equityOf(bot.server, bot.login)) / curve.base;
      curve.peak = Math.max(curve.peak, nav);
      curve.drawdown = Math.max(curve.drawdown, 1 - nav / curve.peak);
    }
  };
  const end = options.start + options.days * DAY;
  for (let t = options.start + HOUR; t < end; t += HOUR) {
    world.fastForward(t);
    sample();
  }
  world.fastForward(end);
  sample();

  return bots.map((bot) => {
    const k = key(bot.server, bot.login);
    const info = world.accountInfo(bot.server, bot.login)!;
    const curve = curves.get(k)!;
    return {
      server: bot.server,
      login: bot.login,
      name: info.name,
      strategy: bot.strategy,
      symbols: bot.symbols,
      deposits: (deposits.get(k) ?? new Dec(0)).toFixed(2),
      equity: info.equity,
      growth: (curve.factor * Number(info.equity)) / curve.base - 1,
      maxDrawdown: curve.drawdown,
      trades: trades.get(k) ?? 0,
      weekendOpens: weekendOpens.get(k) ?? 0,
      maxLots: maxLots.get(k) ?? {},
      stoppedOut: stopped.has(k),
    };
  });
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
const pad = (text: string, width: number) => text.padEnd(width);
const lpad = (text: string, width: number) => text.padStart(width);

/** Buckets of the brief: losing, flat or modest, strong. */
export function bucketOf(growth: number): string {
  if (growth < -0.3) return 'blown (< -30%)';
  if (growth < -0.05) return 'losing (-30..-5%)';
  if (growth < 0) return 'slightly down (-5..0%)';
  if (growth <= 0.1) return 'modest (0..+10%)';
  if (growth < 0.15) return 'good (+10..+15%)';
  if (growth <= 0.45) return 'strong (+15..+45%)';
  return 'too strong (> +45%)';
}

const BUCKETS = [
  'blown (< -30%)',
  'losing (-30..-5%)',
  'slightly down (-5..0%)',
  'modest (0..+10%)',
  'good (+10..+15%)',
  'strong (+15..+45%)',
  'too strong (> +45%)',
];

function weekdayName(t: number): string {
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(t).getUTCDay()]!;
}

/** The table of every run: one line per account, one column pair (growth, drawdown) per start date. */
export function formatPopulation(runs: { start: number; rows: PopulationRow[] }[]): string {
  const lines: string[] = [];
  const first = runs[0]?.rows ?? [];
  const header =
    `${pad('account (deposit)', 34)}${pad('strategy', 9)}${pad('symbols', 24)}` +
    runs
      .map((r) => lpad(`${weekdayName(r.start)} ${new Date(r.start).toISOString().slice(5, 13)}h`, 18))
      .join('');
  lines.push(header);
  lines.push(`${' '.repeat(67)}${runs.map(() => lpad('growth / maxDD', 18)).join('')}`);
  first.forEach((row, i) => {
    const cells = runs.map((r) => {
      const x = r.rows[i]!;
      return lpad(`${pct(x.growth)} / ${(x.maxDrawdown * 100).toFixed(1)}%${x.stoppedOut ? '!' : ''}`, 18);
    });
    lines.push(
      `${pad(`${row.name} ${row.login} (${Number(row.deposits) / 1000}k)`.slice(0, 33), 34)}${pad(row.strategy, 9)}${pad(row.symbols.join(',').slice(0, 23), 24)}${cells.join('')}`,
    );
  });
  lines.push('');
  lines.push(`${pad('distribution', 67)}${runs.map((r) => lpad(weekdayName(r.start), 18)).join('')}`);
  for (const bucket of BUCKETS) {
    lines.push(
      `${pad(bucket, 67)}${runs.map((r) => lpad(String(r.rows.filter((x) => bucketOf(x.growth) === bucket).length), 18)).join('')}`,
    );
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)] ?? 0;
  };
  lines.push(
    `${pad('median growth', 67)}${runs.map((r) => lpad(pct(median(r.rows.map((x) => x.growth))), 18)).join('')}`,
  );
  lines.push(
    `${pad('stopped out (accounts)', 67)}${runs.map((r) => lpad(String(r.rows.filter((x) => x.stoppedOut).length), 18)).join('')}`,
  );
  const isCrypto = (x: PopulationRow) => x.symbols.some((s) => /^(BTC|ETH)/.test(s));
  const row = (label: string, cell: (rows: PopulationRow[]) => string) =>
    lines.push(`${pad(label, 67)}${runs.map((r) => lpad(cell(r.rows), 18)).join('')}`);
  row('crypto traders', (rows) => String(rows.filter(isCrypto).length));
  row('their opens while FX is closed (Fri 22:00-Sun 22:00)', (rows) =>
    String(rows.filter(isCrypto).reduce((n, x) => n + x.weekendOpens, 0)),
  );
  row('opens while FX is closed, all other traders', (rows) =>
    String(rows.filter((x) => !isCrypto(x)).reduce((n, x) => n + x.weekendOpens, 0)),
  );
  for (const coin of ['BTC', 'ETH']) {
    row(`largest ${coin}USD order (lots)`, (rows) => {
      const lots = rows.flatMap((x) =>
        Object.entries(x.maxLots).flatMap(([symbol, n]) => (symbol.startsWith(coin) ? [n] : [])),
      );
      return (Math.max(0, ...lots) / 100).toFixed(2);
    });
  }
  return lines.join('\n');
}

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The start dates of the runs: `end - days`, then each one a day and 3h17m earlier. */
export function startDates(end: number, days: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => end - days * DAY - i * (DAY + 3 * HOUR + 17 * MINUTE));
}

function main(): void {
  const seed = arg('seed') ?? '20261121';
  const days = Number(arg('days') ?? 90);
  const count = Number(arg('starts') ?? 7);
  const endText = arg('end');
  const end = endText ? Date.parse(endText) : Math.floor(Date.now() / HOUR) * HOUR;
  const runs = startDates(end, days, count).map((start) => {
    const rows = runPopulation({ seed: Number.isNaN(Number(seed)) ? seed : Number(seed), start, days });
    console.log(`ran ${new Date(start).toISOString()} (${weekdayName(start)}), ${days} days`);
    return { start, rows };
  });
  console.log(formatPopulation(runs));
}

// Run when executed (`node --import tsx .../demo-population.ts`), not when imported.
if (process.argv[1]?.endsWith('demo-population.ts')) main();
