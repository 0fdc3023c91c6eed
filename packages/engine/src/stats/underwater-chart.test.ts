import { describe, expect, it } from 'vitest';
import { applyEvent, initialState } from './apply';
import { computeFromScratch, historyEvents } from './compute';
import { curvePoints } from './curve';
import { drawdownSeries, equityTracking } from './drawdown-series';
import { snapshot } from './snapshot';
import { at, cash, sample, tradeRow, withdrawalAndCreditHistory } from './test-support';
import type { StatsState } from './types';

/*
 * The reference scenario (deposit-withdrawal-mid-history.test.ts), as the risk view draws it:
 *   deposit 1000.00       index 1.00     peak 1.00   fall 0
 *   +100.00               index 1.10     peak 1.10   fall 0
 *   withdraw 500.00       index 1.10     (not a fall: the balance drops, the index does not)
 *   -60.00                index 0.99     1 - 0.99 / 1.10 = 10.00 %
 *   deposit 460.00        index 0.99     10.00 %
 *   +50.00                index 1.0395   1 - 1.0395 / 1.10 = 5.50 %
 */
const balanceHistory = {
  trades: [
    tradeRow({
      ticket: 1,
      openTime: at('2024-01-02', 10),
      closeTime: at('2024-01-02', 11),
      profit: '100.00',
    }),
    tradeRow({
      ticket: 2,
      openTime: at('2024-02-05', 10),
      closeTime: at('2024-02-05', 12),
      profit: '-60.00',
    }),
    tradeRow({ ticket: 3, openTime: at('2024-03-04', 10), closeTime: at('2024-03-04', 16), profit: '50.00' }),
  ],
  balanceOperations: [
    cash(at('2024-01-02', 9), '1000.00'),
    cash(at('2024-01-10', 9), '-500.00'),
    cash(at('2024-02-06', 9), '460.00'),
  ],
};

/*
 * Equity around a withdrawal and a credit (equity-drawdown.test.ts):
 *   deposit 1000.00        no sample yet: equity unknown
 *   equity 1000.00         equity index 1 (opens the first period)       0
 *   equity  950.00         0.95                                          5.00 %
 *   equity 1100.00         1.10                                          0
 *   withdraw 500.00        the period ends at 1.10                       0
 *   equity  540.00         1.10 x 540 / 600 = 0.99                       10.00 %
 *   credit +100.00         the period ends at 0.99                       10.00 %
 *   equity  704.00         0.99 x 704 / 640 = 1.089                      1 - 1.089 / 1.10 = 1.00 %
 */
const equityHistory = withdrawalAndCreditHistory();

describe('the underwater chart', () => {
  it('balance: 0, 0, 0 at the withdrawal, 10.00 % after -60.00, 10.00 % at the deposit, 5.50 % after +50.00', () => {
    const stats = computeFromScratch(historyEvents(balanceHistory), at('2024-03-05'));
    expect(stats.drawdowns.map((p) => p.balance)).toEqual(['0.00', '0.00', '0.00', '10.00', '10.00', '5.50']);
    // No equity sample: equity has no fall to show, rather than a fall of 0.
    expect(stats.drawdowns.every((p) => p.equity === null)).toBe(true);
    expect(stats.drawdowns.map((p) => p.time)).toEqual(stats.curve.map((p) => p.time));
    // Its deepest point is the maximum balance drawdown.
    expect(stats.balanceDrawdown.percent).toBe('10.00');
  });

  it('equity: unknown before the first sample, then 0, 5.00 %, 0, 0, 10.00 %, 10.00 %, 1.00 %', () => {
    const stats = computeFromScratch(historyEvents(equityHistory), at('2024-01-10'));
    expect(stats.drawdowns.map((p) => p.equity)).toEqual([
      null,
      '0.00',
      '5.00',
      '0.00',
      '0.00',
      '10.00',
      '10.00',
      '1.00',
    ]);
    expect(stats.equityDrawdown.percent).toBe('10.00');
  });

  it('a peak between two kept points still counts: the fall is measured against the fold’s own peak', () => {
    // 600 deposits (100.00, then 599 x 0.01 = 105.99) fill the 512-point buffer once, so only even ordinals
    // are kept from there on; +10.00 (ordinal 601, the peak) is dropped, -5.00 (602) is the latest point.
    const state = initialState();
    applyEvent(state, { event: 'balance', time: at('2024-01-01'), amount: '100.00', kind: 'deposit' });
    for (let i = 1; i < 600; i += 1) {
      applyEvent(state, {
        event: 'balance',
        time: at('2024-01-01') + i * 1000,
        amount: '0.01',
        kind: 'deposit',
      });
    }
    applyEvent(state, {
      event: 'trade',
      ...tradeRow({ openTime: at('2024-01-02', 1), closeTime: at('2024-01-02', 2), profit: '10.00' }),
    });
    applyEvent(state, {
      event: 'trade',
      ...tradeRow({ openTime: at('2024-01-02', 3), closeTime: at('2024-01-02', 4), profit: '-5.00' }),
    });
    const points = curvePoints(state);
    expect(state.curve.stride).toBe(2);
    expect(points.some((p) => p.seq === 601)).toBe(false);
    expect(points.at(-1)!.seq).toBe(602);
    // 105.99 -> 115.99 -> 110.99 in one period: 1 - 110.99 / 115.99 = 4.31 %.
    expect(drawdownSeries(points).at(-1)!.balance).toBe('4.31');
    // From the kept points alone the fall would be invisible: 110.99 / 105.99 is above every kept index.
    const kept = points.map(({ drawdown: _d, equityDrawdown: _e, ...rest }) => rest);
    expect(drawdownSeries(kept).at(-1)!.balance).toBe('0.00');
  });

  it('points stored before falls were measured: the balance fall from the kept points, equity unknown', () => {
    const stats = computeFromScratch(historyEvents(balanceHistory), at('2024-03-05'));
    const state = stateOf(balanceHistory);
    const legacy = curvePoints(state).map(({ drawdown: _d, equityDrawdown: _e, ...rest }) => rest);
    expect(drawdownSeries(legacy)).toEqual(stats.drawdowns);
    const withEquity = curvePoints(stateOf(equityHistory)).map(
      ({ drawdown: _d, equityDrawdown: _e, ...rest }) => rest,
    );
    expect(drawdownSeries(withEquity).every((p) => p.equity === null)).toBe(true);
  });
});

function stateOf(history: Parameters<typeof historyEvents>[0]): StatsState {
  const state = initialState();
  for (const event of historyEvents(history)) applyEvent(state, event);
  return state;
}

describe('since when equity is tracked', () => {
  it('samples from the first day on cover the whole history', () => {
    // The first sample an hour after the first deposit.
    const stats = computeFromScratch(historyEvents(equityHistory), at('2024-01-10'));
    expect(stats.equityTracked).toEqual({ since: at('2024-01-02', 10), partial: false });
  });

  it('an account bound today with months of history: tracked since the first sample, partial', () => {
    const state = stateOf({
      ...balanceHistory,
      equitySamples: [sample(at('2024-03-05', 8), '1050.00'), sample(at('2024-03-05', 9), '1040.00')],
    });
    const stats = snapshot(state, at('2024-03-05', 10));
    expect(stats.equityTracked).toEqual({ since: at('2024-03-05', 8), partial: true });
    // What was measured since then is still shown: a fall of 10.00 from 1050.00 on the equity index.
    expect(stats.equityDrawdown).toEqual({ money: '10.00', percent: '0.95' });
  });

  it('no sample yet: not tracked, not partial', () => {
    const stats = computeFromScratch(historyEvents(balanceHistory), at('2024-03-05'));
    expect(stats.equityTracked).toEqual({ since: null, partial: false });
  });

  it('a state stored before the field existed reads the first sample from the curve', () => {
    const state = stateOf({
      ...balanceHistory,
      equitySamples: [sample(at('2024-03-05', 8), '1050.00')],
    });
    delete state.firstEquityTime;
    expect(equityTracking(state, curvePoints(state))).toEqual({ since: at('2024-03-05', 8), partial: true });
    // And a later sample does not pretend to be the first.
    applyEvent(state, { event: 'equity', time: at('2024-03-06'), equity: '1060.00', balance: '1050.00' });
    expect(state.firstEquityTime).toBeUndefined();
  });
});
