import { describe, expect, it } from 'vitest';
import { bucketStart, createCandleBuilder, TIMEFRAMES, type Candle } from './candles';

const at = (iso: string) => Date.parse(iso);
const pick = (candles: Candle[]) =>
  candles.map((c) => [
    c.timeframe,
    new Date(c.openTime).toISOString(),
    c.open,
    c.high,
    c.low,
    c.close,
    c.ticks,
  ]);

describe('bucket starts', () => {
  it("follow the server's clock: a D1 candle of a UTC+2 server starts at 22:00 UTC", () => {
    expect(new Date(bucketStart(at('2026-11-25T21:59:00Z'), 'D1', 120)).toISOString()).toBe(
      '2026-11-24T22:00:00.000Z',
    );
    expect(new Date(bucketStart(at('2026-11-25T22:00:00Z'), 'D1', 120)).toISOString()).toBe(
      '2026-11-25T22:00:00.000Z',
    );
    // H4 marks of a UTC+2 server: 00:00, 04:00 ... server time, 22:00, 02:00 ... UTC.
    expect(new Date(bucketStart(at('2026-11-25T05:30:00Z'), 'H4', 120)).toISOString()).toBe(
      '2026-11-25T02:00:00.000Z',
    );
    expect(new Date(bucketStart(at('2026-11-25T05:37:42Z'), 'M15', 120)).toISOString()).toBe(
      '2026-11-25T05:30:00.000Z',
    );
  });
});

describe('the candle builder', () => {
  it('extends the candle in progress and closes it when a tick falls in the next bucket', () => {
    const builder = createCandleBuilder(0);
    expect(builder.tick('EURUSD', at('2026-11-25T10:00:05Z'), 110_000)).toEqual([]);
    builder.tick('EURUSD', at('2026-11-25T10:00:20Z'), 110_030);
    builder.tick('EURUSD', at('2026-11-25T10:00:40Z'), 109_980);
    builder.tick('EURUSD', at('2026-11-25T10:00:59Z'), 110_010);
    const closed = builder.tick('EURUSD', at('2026-11-25T10:01:00Z'), 110_020);
    expect(pick(closed)).toEqual([['M1', '2026-11-25T10:00:00.000Z', 110_000, 110_030, 109_980, 110_010, 4]]);
    const h1 = builder.current('EURUSD').find((c) => c.timeframe === 'H1')!;
    expect([h1.open, h1.high, h1.low, h1.close, h1.ticks]).toEqual([110_000, 110_030, 109_980, 110_020, 5]);
  });

  it('leaves the shorter timeframes out of a tick given `from` (too old for them to be kept)', () => {
    const builder = createCandleBuilder(0);
    builder.tick('EURUSD', at('2026-11-25T10:00:05Z'), 110_000, TIMEFRAMES.indexOf('H4'));
    expect(builder.current('EURUSD').map((c) => c.timeframe)).toEqual(['H4', 'D1']);
    const closed = builder.tick('EURUSD', at('2026-11-26T10:00:05Z'), 110_100, TIMEFRAMES.indexOf('H4'));
    expect(closed.map((c) => c.timeframe)).toEqual(['H4', 'D1']);
    builder.tick('EURUSD', at('2026-11-26T10:00:06Z'), 110_050);
    expect(builder.current('EURUSD').map((c) => [c.timeframe, c.ticks])).toEqual([
      ['M1', 1],
      ['M5', 1],
      ['M15', 1],
      ['M30', 1],
      ['H1', 1],
      ['H4', 2],
      ['D1', 2],
    ]);
  });

  it('makes no candle for a bucket without ticks, and closes every timeframe a jump leaves (H4 at 12:00)', () => {
    const builder = createCandleBuilder(0);
    builder.tick('XAUUSD', at('2026-11-25T10:58:00Z'), 203_000);
    const closed = builder.tick('XAUUSD', at('2026-11-25T12:03:00Z'), 203_500);
    expect(closed.map((c) => c.timeframe)).toEqual(['M1', 'M5', 'M15', 'M30', 'H1', 'H4']);
    expect(builder.current('XAUUSD').map((c) => new Date(c.openTime).toISOString())).toEqual([
      '2026-11-25T12:03:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-25T00:00:00.000Z',
    ]);
  });

  it('leaves a late tick out of the newer candle, and keeps symbols apart', () => {
    const builder = createCandleBuilder(0);
    builder.tick('EURUSD', at('2026-11-25T10:01:10Z'), 110_000);
    expect(builder.tick('EURUSD', at('2026-11-25T10:00:50Z'), 120_000)).toEqual([]);
    builder.tick('USDJPY', at('2026-11-25T10:01:20Z'), 150_000);
    const m1 = builder.current('EURUSD').find((c) => c.timeframe === 'M1')!;
    expect([m1.high, m1.ticks]).toEqual([110_000, 1]);
    expect(builder.current('USDJPY')[0]!.open).toBe(150_000);
    expect(builder.current('GBPUSD')).toEqual([]);
  });

  it('takes its candles in progress back after a restart and goes on extending them', () => {
    const before = createCandleBuilder(120);
    before.tick('EURUSD', at('2026-11-25T10:00:05Z'), 110_000);
    before.tick('EURUSD', at('2026-11-25T10:00:30Z'), 110_050);
    const after = createCandleBuilder(120);
    after.restore(before.current('EURUSD'));
    after.tick('EURUSD', at('2026-11-25T10:00:45Z'), 109_900);
    const d1 = after.current('EURUSD').find((c) => c.timeframe === 'D1')!;
    expect([new Date(d1.openTime).toISOString(), d1.open, d1.high, d1.low, d1.ticks]).toEqual([
      '2026-11-24T22:00:00.000Z',
      110_000,
      110_050,
      109_900,
      3,
    ]);
  });
});
