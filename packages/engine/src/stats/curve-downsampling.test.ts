import { describe, expect, it } from 'vitest';
import { applyEvent, initialState } from './apply';
import { CURVE_CAPACITY, curvePoints } from './curve';
import { snapshot } from './snapshot';
import { at } from './test-support';

function depositsOfOneCent(count: number) {
  const state = initialState();
  for (let i = 1; i <= count; i += 1) {
    applyEvent(state, {
      event: 'balance',
      time: at('2024-01-01') + i * 60_000,
      amount: '0.01',
      kind: 'deposit',
    });
  }
  return state;
}

describe('the balance curve stays bounded', () => {
  it('1,500 events: the stride doubles at 512 and 1,024 kept ordinals -> multiples of 4, plus the first', () => {
    // Ordinals 1..512 kept until the buffer is full, then 2, 4, ..., 512 (256) with stride 2; full again at
    // 1,024 -> 4, 8, ..., 1024 with stride 4; then 1028 ... 1500 adds 119: 375 kept, 1500 the last of them.
    const state = depositsOfOneCent(1500);
    expect(state.curve.stride).toBe(4);
    expect(state.curve.points.length).toBe(375);
    const points = curvePoints(state);
    expect(points.length).toBe(376);
    expect(points[0]!.seq).toBe(1);
    expect(points.slice(1).every((p) => p.seq % 4 === 0)).toBe(true);
    expect(points[points.length - 1]!.seq).toBe(1500);
    // Each point's balance is its ordinal in cents: the chart shows the true values at those events.
    expect(snapshot(state, at('2024-02-01')).curve.at(-1)).toMatchObject({
      balance: '15.00',
      growth: '0.00',
    });
  });

  it('ends at the latest event even when its ordinal is not kept', () => {
    const points = curvePoints(depositsOfOneCent(1501));
    expect(points.map((p) => p.seq).slice(-2)).toEqual([1500, 1501]);
  });

  it('never holds more than the capacity plus the first and the latest', () => {
    const state = depositsOfOneCent(20_000);
    expect(curvePoints(state).length).toBeLessThanOrEqual(CURVE_CAPACITY + 2);
    expect(state.curve.points.length).toBeLessThan(CURVE_CAPACITY);
  });
});
