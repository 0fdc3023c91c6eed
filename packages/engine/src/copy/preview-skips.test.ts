import { describe, expect, it } from 'vitest';
import { replayCopy } from './preview';
import { FROM, HOUR, position, previewInput } from './preview-test-support';

describe('the preview records each trade it would not copy with the engine reason', () => {
  it('an unbound master symbol: SYMBOL_UNBOUND, the rest is copied', () => {
    const result = replayCopy(
      previewInput([position(1, 100, '50.00'), position(2, 100, '80.00', { symbol: 'BTCUSD.m' })]),
    );
    expect(result.trades.map((t) => t.outcome.kind)).toEqual(['copied', 'skipped']);
    expect(result.trades[1]!.outcome).toMatchObject({
      reason: 'SYMBOL_UNBOUND',
      detail: { symbol: 'BTCUSD.m' },
    });
    expect(result.counts).toMatchObject({ copied: 1, skipped: 1 });
    expect(result.skipReasons).toEqual([{ reason: 'SYMBOL_UNBOUND', count: 1 }]);
    // Only the copied trade moves the follower; the trader has both.
    expect(result.result.money).toBe('50.00');
    expect(result.traderResult.percent).toBe('0.65');
  });

  it('a symbol the follower does not have: SYMBOL_UNBOUND for that trade', () => {
    const base = previewInput([position(1, 100, '10.00', { symbol: 'XAUUSD.m', openPrice: '2000.00' })]);
    const result = replayCopy({
      ...base,
      follower: { ...base.follower, symbols: base.follower.symbols.filter((s) => s.symbol !== 'GOLD') },
    });
    expect(result.trades[0]!.outcome).toMatchObject({ kind: 'skipped', reason: 'SYMBOL_UNBOUND' });
  });

  it('maximum open positions 1: a trade opened while a copy is open is MAX_POSITIONS; after it closes, copied', () => {
    const long = position(1, 100, '100.00', { closeTime: FROM + 5 * HOUR });
    const overlapping = position(2, 100, '20.00');
    const later = position(6, 100, '30.00');
    const base = previewInput([long, overlapping, later]);
    const result = replayCopy({ ...base, settings: { ...base.settings, maxOpenPositions: 1 } });
    expect(result.trades.map((t) => (t.outcome.kind === 'copied' ? 'copied' : t.outcome.reason))).toEqual([
      'copied',
      'MAX_POSITIONS',
      'copied',
    ]);
  });

  it("a follower below the trader's minimum balance copies nothing: FOLLOWER_BALANCE_BELOW_MIN", () => {
    const base = previewInput([position(1, 100, '10.00'), position(2, 100, '10.00')]);
    const result = replayCopy({
      ...base,
      traderFollowerBalanceMin: '20000.00',
      settings: { ...base.settings, copyType: 1, copyValue: '0.01' },
    });
    expect(result.counts).toMatchObject({ copied: 0, skipped: 2 });
    expect(result.skipReasons).toEqual([{ reason: 'FOLLOWER_BALANCE_BELOW_MIN', count: 2 }]);
    expect(result.result).toEqual({ money: '0.00', percent: '0.00' });
    expect(result.drawdown).toEqual({ money: '0.00', percent: '0.00' });
  });

  it('too small a ratio: BELOW_MIN_LOT with the lots it came to', () => {
    const base = previewInput([position(1, 10, '1.00')]);
    const result = replayCopy({ ...base, settings: { ...base.settings, copyValue: '0.05' } });
    expect(result.trades[0]!.outcome).toMatchObject({
      kind: 'skipped',
      reason: 'BELOW_MIN_LOT',
      detail: { lots: '0.00', minLot: '0.01' },
    });
  });

  it('reverse where the site does not allow it: REVERSE_NOT_ALLOWED', () => {
    const base = previewInput([position(1, 100, '10.00')]);
    const result = replayCopy({
      ...base,
      reverseAllowed: false,
      settings: { ...base.settings, direction: 2 },
    });
    expect(result.skipReasons).toEqual([{ reason: 'REVERSE_NOT_ALLOWED', count: 1 }]);
  });

  it('a trade still open keeps its copy (it counts against the limits) and adds no result', () => {
    const open = position(1, 100, '0.00', { closeTime: null });
    const result = replayCopy(previewInput([open, position(2, 100, '40.00')], {}, '20000.00'));
    expect(result.counts).toEqual({ trades: 2, copied: 2, skipped: 0, openCopies: 1 });
    expect(result.trades[0]).toMatchObject({ closeTime: null, outcome: { kind: 'copied', profit: '0.00' } });
    expect(result.result.money).toBe('40.00');
  });

  it('an empty window answers an empty replay', () => {
    const result = replayCopy(previewInput([]));
    expect(result.counts).toEqual({ trades: 0, copied: 0, skipped: 0, openCopies: 0 });
    expect(result.curve).toHaveLength(2);
    expect(result.result).toEqual({ money: '0.00', percent: '0.00' });
  });
});
