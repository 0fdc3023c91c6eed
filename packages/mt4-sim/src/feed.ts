/**
 * The seeded tick feed: one mid-price process per market (standard symbol), shared by every trade server.
 *
 * Model (log price x = anchor + deviation):
 * - the anchor is a slowly drifting random walk (drift regimes, about 2.5 annual sigmas a year, switch
 *   about every ten days, so there are trends to follow), weakly pulled back to the start price so months of history stay plausible;
 * - the deviation is an Ornstein-Uhlenbeck process around the anchor (half-life one day), so intraday moves
 *   partly revert; both are advanced with their exact transition over the elapsed time, so a coarse step
 *   (fast-forward) has the same statistics as many small ones;
 * - volatility and tick frequency follow the session (calendar.ts); news spikes (about two a week, in the
 *   busy sessions) jump the deviation by 2 to 5 hourly sigmas and raise volatility, tick rate and spread for
 *   a while; the spread also widens with realized volatility and around the daily rollover;
 * - no ticks from Friday 22:00 to Sunday 22:00 UTC; the first tick after the weekend carries the gap (the
 *   variance of the closed time is capped at six hours). A market open every day (crypto, `openWeekends`)
 *   ticks through the weekend, with its own flatter day (`alwaysOpenActivity`) and no Sunday-open spread.
 *
 * Determinism: each tick consumes a fixed number of draws from the market's own stream, and the time of the
 * next tick is drawn when a tick happens, so the ticks depend only on the seed and the start, never on how
 * the caller slices time. Floats are fine here: they drive a random process, not money; what leaves the
 * feed is an integer number of points.
 */
import {
  DAY,
  HOUR,
  MINUTE,
  YEAR,
  alwaysOpenActivity,
  isWeekend,
  lastOpen,
  msIntoWeek,
  sessionActivity,
  weekendEnd,
} from './calendar';
import type { MarketSpec } from './catalog';
import { Dec } from './money';
import { Rng, type RngState } from './random';

/** How ticks are spaced: irregular live ticks, or coarse steps of about `stepMs` (fast-forward). */
export type TickSpacing = { mode: 'live' } | { mode: 'fast'; stepMs: number };

/** The serializable state of one market. */
export type MarketState = {
  symbol: string;
  /** Log anchor and OU deviation; log mid = anchor + deviation. */
  anchor: number;
  deviation: number;
  /** Log of the start price, the anchor's long-run home. */
  home: number;
  /** Annual drift of the anchor in the current regime. */
  drift: number;
  /** Realized variance over expected variance, smoothed (1 = normal). */
  realized: number;
  /** News intensity, 1 right after a spike, decaying with a 20-minute time constant. */
  news: number;
  /** Spread multiplier set at the last tick. */
  spreadFactor: number;
  /** The quantized mid in points. */
  midPoints: number;
  lastTickTime: number;
  ticks: number;
  rng: RngState;
};

const LN2 = Math.log(2);
const REVERSION = LN2 / (DAY / YEAR);
const HOME_PULL = 0.5;
const MAX_GAP = 6 * HOUR;
const NEWS_PER_BUSY_HOUR = 2 / (5 * 9);
const DRIFT_REGIME = 10 * DAY;
const DRIFT_SIGMAS = 2.5;
const NEWS_DECAY = 20 * MINUTE;
const REALIZED_WINDOW = 15 * MINUTE;

/** Spread multiplier of the daily rollover (21:55-22:15 UTC) and, for a market that closes, the Sunday open hour. */
function rolloverWidening(t: number, reopens: boolean): number {
  const intoDay = t % DAY;
  if (intoDay >= 21 * HOUR + 55 * MINUTE && intoDay < 22 * HOUR + 15 * MINUTE) return 2.5;
  const w = msIntoWeek(t);
  if (reopens && w >= 22 * HOUR && w < 23 * HOUR) return 2;
  return 1;
}

/** One market's mid-price process. */
export class Market {
  private readonly rng: Rng;
  private readonly point: number;
  /** False for a market that trades through the weekend (crypto, or a world open every day). */
  private readonly weekendClosed: boolean;
  private readonly activity: (t: number) => number;

  private constructor(
    readonly spec: MarketSpec,
    private readonly s: MarketState,
    /** False when the world trades every day (a demo or test world); crypto markets never close anyway. */
    weekendClosed: boolean,
  ) {
    this.rng = Rng.restore(s.rng);
    this.point = 10 ** -spec.digits;
    this.weekendClosed = weekendClosed && !spec.openWeekends;
    this.activity = spec.openWeekends ? alwaysOpenActivity : sessionActivity;
  }

  /** A new market at `start`, its first price near the spec's initial price (seeded, within about 1%). */
  static create(spec: MarketSpec, rng: Rng, start: number, weekendClosed = true): Market {
    const home = Math.log(new Dec(spec.initialPrice).toNumber());
    const anchor = home + rng.normal(0, 0.005);
    const point = 10 ** -spec.digits;
    return new Market(
      spec,
      {
        symbol: spec.standardSymbol,
        anchor,
        deviation: 0,
        home,
        drift: rng.normal(0, DRIFT_SIGMAS * spec.annualVolatility),
        realized: 1,
        news: 0,
        spreadFactor: 1,
        midPoints: Math.round(Math.exp(anchor) / point),
        lastTickTime: start,
        ticks: 0,
        rng: rng.state(),
      },
      weekendClosed,
    );
  }

  /** A market exactly as `state()` left it. */
  static restore(spec: MarketSpec, state: MarketState, weekendClosed = true): Market {
    return new Market(spec, { ...state, rng: state.rng }, weekendClosed);
  }

  get midPoints(): number {
    return this.s.midPoints;
  }

  get lastTickTime(): number {
    return this.s.lastTickTime;
  }

  get spreadFactor(): number {
    return this.s.spreadFactor;
  }

  get ticks(): number {
    return this.s.ticks;
  }

  /**
   * The direction the model expects the price to take over the next day: the drift regime plus the pull of
   * the deviation back to the anchor (1 up, -1 down). Not visible in a single price; it is what a skilled demo
   * bot is allowed to know (bots.ts).
   */
  get outlook(): 1 | -1 {
    const s = this.s;
    const dt = DAY / YEAR;
    const expected =
      (s.drift - HOME_PULL * (s.anchor - s.home)) * dt - s.deviation * (1 - Math.exp(-REVERSION * dt));
    return expected >= 0 ? 1 : -1;
  }

  /** The mid as a float, for screening and bots only (never money). */
  get mid(): number {
    return this.s.midPoints * this.point;
  }

  /** The time of the tick after one at `t`: exponential gaps in live mode, busier in busy sessions and after news. */
  nextTickTime(t: number, spacing: TickSpacing): number {
    const u = this.rng.uniform();
    let next: number;
    if (spacing.mode === 'fast') {
      next = t + Math.max(1, Math.round(spacing.stepMs * (0.5 + u)));
    } else {
      const activity = this.activity(t) * (1 + 3 * this.s.news);
      const mean = this.spec.busyTickIntervalMs / activity;
      next = t + Math.max(20, Math.round(-Math.log(1 - u) * mean));
    }
    if (this.weekendClosed && isWeekend(next)) {
      next = weekendEnd(next) + Math.round(u * (spacing.mode === 'fast' ? spacing.stepMs : 5000));
    }
    return next;
  }

  /** Advances the process to time t (a tick) and quantizes the mid. Always draws eight numbers. */
  tick(t: number): void {
    const s = this.s;
    const z1 = this.rng.normal();
    const z2 = this.rng.normal();
    const z3 = this.rng.normal();
    const uDrift = this.rng.uniform();
    const uNews = this.rng.uniform();
    const uSize = this.rng.uniform();
    const elapsed = Math.max(0, t - s.lastTickTime);
    const effective = Math.min(elapsed, MAX_GAP);
    const dt = effective / YEAR;
    const activity = this.activity(t);
    const sigma = this.spec.annualVolatility * activity * (1 + 1.5 * s.news);
    const halfVariance = Math.SQRT1_2 * sigma;

    const decay = Math.exp(-REVERSION * dt);
    const before = s.anchor + s.deviation;
    s.deviation = s.deviation * decay + halfVariance * Math.sqrt((1 - decay * decay) / (2 * REVERSION)) * z1;
    s.anchor += (s.drift - HOME_PULL * (s.anchor - s.home)) * dt + halfVariance * Math.sqrt(dt) * z2;
    if (uDrift < 1 - Math.exp(-effective / DRIFT_REGIME))
      s.drift = DRIFT_SIGMAS * z3 * this.spec.annualVolatility;

    s.news *= Math.exp(-elapsed / NEWS_DECAY);
    const newsChance = activity >= 1 ? 1 - Math.exp(-(effective / HOUR) * NEWS_PER_BUSY_HOUR) : 0;
    if (uNews < newsChance) {
      const hourly = this.spec.annualVolatility * Math.sqrt(HOUR / YEAR);
      const size = (2 + 3 * uSize) * hourly;
      s.deviation += z3 >= 0 ? size : -size;
      s.news = 1;
    }

    const after = s.anchor + s.deviation;
    const r = after - before;
    const expected = (this.spec.annualVolatility * activity) ** 2 * Math.max(dt, 1e-12);
    const weight = 1 - Math.exp(-elapsed / REALIZED_WINDOW);
    s.realized = s.realized * (1 - weight) + weight * Math.min((r * r) / expected, 50);
    s.spreadFactor = Math.min(
      6,
      Math.min(3, Math.max(1, Math.sqrt(s.realized))) *
        (1 + 1.5 * s.news) *
        rolloverWidening(t, !this.spec.openWeekends),
    );
    s.midPoints = Math.max(1, Math.round(Math.exp(after) / this.point));
    s.lastTickTime = t;
    s.ticks += 1;
  }

  /**
   * Puts the mid at `midPoints` at time t (an operator's or a test's price) and keeps the process there: the
   * anchor moves with it, the deviation and the news state are left as they were, the spread is calm.
   */
  setMid(midPoints: number, t: number): void {
    const s = this.s;
    const target = Math.log(midPoints * this.point);
    s.anchor = target - s.deviation;
    s.midPoints = midPoints;
    s.spreadFactor = 1;
    s.lastTickTime = t;
    s.ticks += 1;
  }

  /** True while the weekend closure applies to this market (never for crypto or in a world open every day). */
  closedAt(t: number): boolean {
    return this.weekendClosed && isWeekend(t);
  }

  /**
   * True on the weekend, and after it until the market's first tick (no valid quote: off quotes). Never for
   * a market open through the weekend.
   */
  staleAt(t: number): boolean {
    return this.weekendClosed && (isWeekend(t) || this.s.lastTickTime < lastOpen(t));
  }

  /** The serializable state. */
  state(): MarketState {
    return { ...this.s, rng: this.rng.state() };
  }
}
