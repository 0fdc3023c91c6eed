import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, initialState } from './apply';
import { syntheticHistory } from './bench';
import { computeFromScratch, foldEvents, historyEvents } from './compute';
import type { BalanceRow, CopyProfitRow, EquityRow, TradeRow } from './compute';
import { formatHundredths, parseCents } from './money';
import { snapshot } from './snapshot';
import type { StatsEvent, StatsState } from './types';

const DAY = 86_400_000;
const START = Date.UTC(2023, 10, 27);
const cents = (min: number, max: number) => fc.integer({ min, max }).map(formatHundredths);

const step = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('trade' as const),
      gap: fc.integer({ min: 0, max: 2 * DAY }),
      duration: fc.integer({ min: 1, max: 3 * DAY }),
      symbol: fc.constantFrom('EURUSD', 'XAUUSD', 'US30'),
      type: fc.constantFrom(0 as const, 1 as const),
      lots: fc.integer({ min: 1, max: 500 }),
      profit: cents(-50_000, 50_000),
      swap: cents(-500, 500),
      commission: cents(-300, 0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      gap: fc.nat(DAY),
      amount: cents(1, 500_000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('withdrawal' as const),
      gap: fc.nat(DAY),
      amount: cents(-200_000, -1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('credit' as const),
      gap: fc.nat(DAY),
      amount: cents(-5_000, 5_000),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('equity' as const),
      gap: fc.nat(DAY),
      equity: cents(-1_000, 2_000_000),
      marginLevel: fc.option(fc.integer({ min: 0, max: 500_000 }).map(formatHundredths)),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('copyProfit' as const),
      gap: fc.nat(DAY),
      amount: cents(-9_000, 9_000),
    }),
  },
);

/** Rows from generated steps: a first deposit, then each step after its gap. */
const histories = fc.array(step, { minLength: 1, maxLength: 400, size: 'max' }).map((steps) => {
  const trades: TradeRow[] = [];
  const balanceOperations: BalanceRow[] = [{ time: START, amount: '10000.00', kind: 'deposit' }];
  const equitySamples: EquityRow[] = [];
  const copyProfits: CopyProfitRow[] = [];
  let time = START;
  let ticket = 1;
  for (const s of steps) {
    time += s.gap;
    if (s.kind === 'trade') {
      const { kind: _kind, gap: _gap, duration, ...rest } = s;
      trades.push({
        ...rest,
        ticket: ticket++,
        openTime: time - duration,
        closeTime: time,
        openPrice: '1',
        closePrice: '1',
      });
    } else if (s.kind === 'equity') {
      equitySamples.push({ time, equity: s.equity, balance: s.equity, marginLevel: s.marginLevel });
    } else if (s.kind === 'copyProfit') copyProfits.push({ time, amount: s.amount });
    else balanceOperations.push({ time, amount: s.amount, kind: s.kind });
  }
  const history = { trades, balanceOperations, equitySamples, copyProfits };
  return { history, events: historyEvents(history), asOf: time + 3 * DAY };
});

/** Applies events one by one, reloading the state from JSON at `cut` and taking snapshots on the way. */
function incrementally(events: readonly StatsEvent[], cut: number): StatsState {
  let state = initialState();
  events.forEach((event, i) => {
    if (i === cut) state = JSON.parse(JSON.stringify(state)) as StatsState;
    applyEvent(state, event);
    if (i % 37 === 0) snapshot(state, state.lastTime!); // a snapshot must not disturb the state
  });
  return state;
}

describe('incremental statistics equal the from-scratch fold', () => {
  it('property: event by event, reloaded from JSON mid-history, the same statistics to the last digit', () => {
    fc.assert(
      fc.property(histories, fc.double({ min: 0, max: 1, noNaN: true }), ({ events, asOf }, where) => {
        const cut = Math.floor(where * events.length);
        const state = incrementally(events, cut);
        expect(state).toEqual(foldEvents(events));
        expect(snapshot(state, asOf)).toEqual(computeFromScratch(events, asOf));
      }),
      { numRuns: 60 },
    );
  });

  it('a long history (20,000 trades, deposits and withdrawals between) reloaded from JSON every 5,000 events', () => {
    const events = historyEvents(syntheticHistory(20_000));
    const asOf = events.at(-1)!.event === 'trade' ? (events.at(-1) as { closeTime: number }).closeTime : 0;
    let state = initialState();
    events.forEach((event, i) => {
      if (i > 0 && i % 5_000 === 0) state = JSON.parse(JSON.stringify(state)) as StatsState;
      applyEvent(state, event);
    });
    expect(state).toEqual(foldEvents(events));
    const scratch = computeFromScratch(events, asOf);
    expect(snapshot(state, asOf)).toEqual(scratch);
    expect(scratch.trades).toBe(20_000);
    expect(scratch.curve.length).toBeLessThanOrEqual(514);
    // The stored state stays small: buckets and the curve, not the history.
    expect(JSON.stringify(state).length).toBeLessThan(200_000);
  });

  it('property: the fold agrees with naive recomputations (profit, drawdown money, growth, held at once)', () => {
    fc.assert(
      fc.property(histories, ({ history, events, asOf }) => {
        const stats = computeFromScratch(events, asOf);
        const nets = events.flatMap((e) =>
          e.event === 'trade'
            ? [parseCents(e.profit, '') + parseCents(e.swap, '') + parseCents(e.commission, '')]
            : [],
        );
        expect(stats.totalProfit).toBe(formatHundredths(nets.reduce((a, b) => a + b, 0)));
        const wins = nets.filter((n) => n > 0).length;
        if (nets.length === 0) expect(stats.winRate).toBeNull();
        else expect(Math.abs(Number(stats.winRate) - (100 * wins) / nets.length)).toBeLessThanOrEqual(0.0051);

        let running = 0;
        let peak = 0;
        let fall = 0;
        for (const net of nets) {
          running += net;
          peak = Math.max(peak, running);
          fall = Math.max(fall, peak - running);
        }
        expect(stats.balanceDrawdown.money).toBe(formatHundredths(fall));

        // Growth: split at each deposit or withdrawal, multiply the periods' end / start, minus one.
        let product = 1;
        let start = 0;
        let balance = 0;
        for (const e of events) {
          if (e.event === 'trade')
            balance += parseCents(e.profit, '') + parseCents(e.swap, '') + parseCents(e.commission, '');
          if (e.event === 'balance' && e.kind !== 'credit') {
            if (start > 0) product *= Math.max(balance, 0) / start;
            balance += parseCents(e.amount, '');
            start = balance;
          }
        }
        const growth = (start > 0 ? product * (Math.max(balance, 0) / start) : product) - 1;
        expect(Math.abs(Number(stats.growth) - growth * 100)).toBeLessThanOrEqual(
          0.0051 + Math.abs(growth) * 1e-9,
        );

        // Held at once, brute force: at each open, the positions with open <= it < close.
        let maxCount = 0;
        let maxLots = 0;
        for (const a of history.trades) {
          const held = history.trades.filter((b) => b.openTime <= a.openTime && a.openTime < b.closeTime);
          maxCount = Math.max(maxCount, held.length);
          maxLots = Math.max(
            maxLots,
            held.reduce((sum, b) => sum + b.lots, 0),
          );
        }
        expect(stats.risk.maxPositionsAtOnce).toBe(maxCount);
        expect(stats.risk.maxLotsAtOnce).toBe(formatHundredths(maxLots));
      }),
      { numRuns: 60 },
    );
  });

  it('refuses an event earlier than the last one, and a snapshot before it', () => {
    const state = initialState();
    applyEvent(state, { event: 'copyProfit', time: START + DAY, amount: '1.00' });
    expect(() => applyEvent(state, { event: 'copyProfit', time: START, amount: '1.00' })).toThrow(RangeError);
    expect(() => snapshot(state, START)).toThrow(RangeError);
  });
});
