/**
 * Candles built from ticks (issue 18): M1 up to D1, on the bid as MT4 charts it, in the trade server's time
 * (a D1 or H4 candle starts at the server's midnight or on its four-hour marks, whatever its UTC offset).
 * Prices are integer points (the tick's bid in points of the symbol). A bucket without a tick has no candle,
 * as in MT4; a tick older than the candle in progress is left out of it (it arrived late).
 */

export const TIMEFRAMES = ['M1', 'M5', 'M15', 'M30', 'H1', 'H4', 'D1'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export const TIMEFRAME_MINUTES: Record<Timeframe, number> = {
  M1: 1,
  M5: 5,
  M15: 15,
  M30: 30,
  H1: 60,
  H4: 240,
  D1: 1440,
};

const MINUTE = 60_000;

/** One candle; `openTime` is its bucket's start in UTC milliseconds, prices in points. */
export type Candle = {
  symbol: string;
  timeframe: Timeframe;
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Ticks in the candle (MT4's tick volume). */
  ticks: number;
};

/** The start (UTC ms) of the `timeframe` bucket holding `time`, on a server `offsetMinutes` from UTC. */
export function bucketStart(time: number, timeframe: Timeframe, offsetMinutes: number): number {
  const size = TIMEFRAME_MINUTES[timeframe] * MINUTE;
  const offset = offsetMinutes * MINUTE;
  return Math.floor((time + offset) / size) * size - offset;
}

export type CandleBuilder = {
  /**
   * Adds a tick; answers the candles it closed (the bucket each timeframe just left), M1 first. `from`
   * (an index of TIMEFRAMES) leaves the shorter timeframes out: a tick too old for them to be kept.
   */
  tick(symbol: string, time: number, bid: number, from?: number): Candle[];
  /** The candles in progress of a symbol, one per timeframe (none before its first tick). */
  current(symbol: string): Candle[];
  /** Takes candles in progress back (after a restart), so the next ticks extend them. */
  restore(candles: readonly Candle[]): void;
};

/** A candle builder for the symbols of one trade server, `offsetMinutes` from UTC. */
export function createCandleBuilder(offsetMinutes: number): CandleBuilder {
  // Per symbol, the candle in progress of each timeframe (in TIMEFRAMES order), or null before any tick.
  const open = new Map<string, (Candle | null)[]>();

  const slotsOf = (symbol: string) => {
    let slots = open.get(symbol);
    if (!slots) {
      slots = TIMEFRAMES.map(() => null);
      open.set(symbol, slots);
    }
    return slots;
  };

  return {
    tick(symbol, time, bid, from = 0) {
      const slots = slotsOf(symbol);
      const closed: Candle[] = [];
      for (let i = from; i < TIMEFRAMES.length; i += 1) {
        const timeframe = TIMEFRAMES[i]!;
        const start = bucketStart(time, timeframe, offsetMinutes);
        const candle = slots[i];
        if (candle && candle.openTime === start) {
          if (bid > candle.high) candle.high = bid;
          if (bid < candle.low) candle.low = bid;
          candle.close = bid;
          candle.ticks += 1;
          continue;
        }
        if (candle && start < candle.openTime) continue;
        if (candle) closed.push(candle);
        slots[i] = {
          symbol,
          timeframe,
          openTime: start,
          open: bid,
          high: bid,
          low: bid,
          close: bid,
          ticks: 1,
        };
      }
      return closed;
    },
    current(symbol) {
      return (open.get(symbol) ?? [])
        .filter((candle): candle is Candle => candle !== null)
        .map((c) => ({ ...c }));
    },
    restore(candles) {
      for (const candle of candles) {
        const slots = slotsOf(candle.symbol);
        const i = TIMEFRAMES.indexOf(candle.timeframe);
        const held = slots[i];
        if (!held || held.openTime <= candle.openTime) slots[i] = { ...candle };
      }
    },
  };
}
