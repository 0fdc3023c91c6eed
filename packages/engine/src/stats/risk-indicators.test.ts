import { describe, expect, it } from 'vitest';
import { applyEvent, initialState } from './apply';
import { computeFromScratch, historyEvents } from './compute';
import { snapshot } from './snapshot';
import { at, sample, tradeRow } from './test-support';

describe('risk indicators', () => {
  it('lots and positions at once: A 1.00 10-12h, B 0.50 11-13h, C 2.00 12-14h -> 2 positions, 2.50 lots', () => {
    // 11:00 A + B = 1.50; 12:00 A closes before C opens: B + C = 2.50; never three at once.
    const stats = computeFromScratch(
      historyEvents({
        trades: [
          tradeRow({ lots: 100, openTime: at('2024-01-02', 10), closeTime: at('2024-01-02', 12) }),
          tradeRow({ lots: 50, openTime: at('2024-01-02', 11), closeTime: at('2024-01-02', 13) }),
          tradeRow({ lots: 200, openTime: at('2024-01-02', 12), closeTime: at('2024-01-02', 14) }),
        ],
      }),
      at('2024-01-03'),
    );
    expect(stats.risk.maxLotsAtOnce).toBe('2.50');
    expect(stats.risk.maxPositionsAtOnce).toBe(2);
  });

  it('a close whose open was never seen counts as held at its close instant: 1.00 open + 0.30 = 1.30', () => {
    const state = initialState();
    applyEvent(state, { event: 'open', ticket: 1, time: at('2024-01-02', 9), lots: 100 });
    applyEvent(state, {
      event: 'trade',
      ...tradeRow({ ticket: 2, lots: 30, closeTime: at('2024-01-02', 11) }),
    });
    const stats = snapshot(state, at('2024-01-02', 12));
    expect(stats.risk).toMatchObject({ maxLotsAtOnce: '1.30', maxPositionsAtOnce: 2 });
    expect(state.openCount).toBe(1);
  });

  it('margin-level low point: 1500.00 %, 230.55 %, 0 (no margin), none -> 230.55 % at its time', () => {
    const stats = computeFromScratch(
      historyEvents({
        trades: [],
        equitySamples: [
          sample(at('2024-01-02', 10), '1000.00', '1500.00'),
          sample(at('2024-01-02', 11), '990.00', '230.55'),
          sample(at('2024-01-02', 12), '995.00', '230.6'),
          sample(at('2024-01-02', 13), '1001.00', '0'),
          sample(at('2024-01-02', 14), '1001.00', null),
          sample(at('2024-01-02', 15), '1001.00'),
        ],
      }),
      at('2024-01-03'),
    );
    expect(stats.risk.marginLevelLow).toEqual({ level: '230.55', time: at('2024-01-02', 11) });
  });
});
