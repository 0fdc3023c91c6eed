/**
 * Candle builder benchmark (issue 18), for `npm run bench`: how many ticks a second one trade server's
 * builder takes (seven timeframes per tick), over 28 symbols and two simulated days of ticks.
 *   node --import tsx -e "import('./bench/candles.ts').then((m) => console.log(m.candleBenchmarkLines().join('\n')))"
 */
import { performance } from 'node:perf_hooks';
import { createCandleBuilder } from '../packages/engine/src/market/candles';

const SYMBOLS = 28;
const TICKS = 2_000_000;

export function candleBenchmarkLines(): string[] {
  // Ticks 2.4 s apart per symbol on average (two days over 28 symbols), a random walk of a few points.
  const start = Date.parse('2026-11-23T00:00:00Z');
  const times = new Float64Array(TICKS);
  const bids = new Int32Array(TICKS);
  const symbols = Array.from({ length: SYMBOLS }, (_, i) => `SYM${i}`);
  const price = symbols.map((_, i) => 100_000 + i * 1_000);
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let i = 0; i < TICKS; i += 1) {
    const s = i % SYMBOLS;
    price[s]! += Math.round((random() - 0.5) * 6);
    times[i] = start + (i * 172_800_000) / TICKS;
    bids[i] = price[s]!;
  }
  const builder = createCandleBuilder(120);
  let closed = 0;
  const t0 = performance.now();
  for (let i = 0; i < TICKS; i += 1)
    closed += builder.tick(symbols[i % SYMBOLS]!, times[i]!, bids[i]!).length;
  const seconds = (performance.now() - t0) / 1000;
  return [
    `Candle builder: ${TICKS.toLocaleString('en')} ticks over ${SYMBOLS} symbols and two days (7 timeframes each, ${closed.toLocaleString('en')} candles closed) in ${seconds.toFixed(2)} s: ${Math.round(TICKS / seconds).toLocaleString('en')} ticks/s on one core.`,
  ];
}
