/**
 * Demo strategy bots. A bot decides from prices and its own random stream, sizes from its equity, and trades
 * through the same request pipeline as any client (so it meets requotes, timeouts and the other MT4 errors).
 * It sends at most one request at a time (it waits while its account's trade context is busy), trades only
 * while its market is open, and touches only orders with its magic number.
 *
 * - trend: fast/slow moving averages (6 and 24 hours) sampled every ~15 minutes; opens on a crossover,
 *   closes against it, may add up to 1-3 positions with the trend, SL about a one-day move, TP 1.5-2.5x SL,
 *   takes half off sometimes when a position is well in profit (a partial close: `from #` tickets appear).
 * - scalper: in the London and New York hours (crypto: 06:00-23:00 UTC every day), short momentum trades with
 *   a tight TP, an SL of 1.2-2x the TP (at least eight spreads) and a one-hour time limit (1 + 4 x skill hours
 *   for a skilled one, whose review cuts the trades the outlook turns against).
 * - grid: buy limits below and sell limits above a centre, steps of half a one-day move, each with a TP one
 *   step away and a common SL beyond the ladder, expiring after two days; re-centres when the ladder is done.
 * - news: watches for a fast move (or, rarely, acts on a rumour) and fires a burst of 3-6 orders seconds
 *   apart, with or against the move, SL about a six-hour move, closing what is left after two hours (2 x
 *   (1 + 3 x skill) hours for a skilled one).
 * Skill: with a chance `skill` a decision follows the market's one-day outlook (trend regime plus reversion
 * to fair value, which the price alone does not show) instead of the bot's signal; a skilled trend bot skips
 * crossovers against it and re-enters a trend it confirms, a skilled grid skips levels against it; and a
 * skilled bot reviews its positions about `skill` times an hour, cutting one the outlook has turned against.
 * Without skill a bot loses to spreads and commissions against a random walk. The config sets it (the demo
 * population chooses each trader's skill and risk, demo.ts); without one, about half the bots draw 0.4-0.8,
 * the others 0. Crypto (markets open every day) trades at the weekend like any other day.
 * Prices and moving averages are floats in points (decisions, not money); lot sizes are computed from equity
 * with decimals and end as integer hundredths rounded down to the lot step.
 */
import { isBuyType } from '@copytrade/units/mt4';
import { HOUR, MINUTE, SECOND, DAY, YEAR, hourUtc } from './calendar';
import type { MarketSpec, SymbolSpec } from './catalog';
import { type Dec, pointsToPrice } from './money';
import { Rng } from './random';
import type {
  BotConfig,
  BotState,
  CloseOrderRequest,
  ModifyOrderRequest,
  SendOrderRequest,
  SymbolMemory,
  TradeOrderType,
} from './types';

/** One of the bot's orders as it sees it (prices in points). */
export type BotOrderView = {
  ticket: number;
  type: TradeOrderType;
  symbol: string;
  lots: number;
  openTime: number;
  openPoints: number;
  pending: boolean;
  comment: string;
};

/** What a bot may ask of the world: prices, its own orders and money, and the client trade requests. */
export type BotHost = {
  now(): number;
  /** Bid and ask in points, or null when the market is closed or has no valid quote. */
  quote(server: string, symbol: string): { bid: number; ask: number } | null;
  symbol(server: string, symbol: string): SymbolSpec | undefined;
  market(standardSymbol: string): MarketSpec | undefined;
  /** Where the market's model expects the price to go over the next day; only a skilled bot consults it. */
  outlook(standardSymbol: string): 1 | -1;
  orders(server: string, login: number, magic: number): BotOrderView[];
  equity(server: string, login: number): Dec;
  freeMargin(server: string, login: number): Dec;
  /** Account currency per point per 1.00 lot, and margin of 1.00 lot, at current prices. */
  valuePerPoint(server: string, login: number, symbol: string): Dec | null;
  marginPerLot(server: string, login: number, symbol: string): Dec | null;
  busy(server: string, login: number): boolean;
  send(server: string, login: number, request: SendOrderRequest): void;
  close(server: string, login: number, ticket: number, request: CloseOrderRequest): void;
  modify(server: string, login: number, ticket: number, request: ModifyOrderRequest): void;
  remove(server: string, login: number, ticket: number): void;
};

/** A symbol a bot looks at in one decision: its spec, quote (points), the bot's memory of it and the mid. */
type QuotedSymbol = {
  symbol: string;
  spec: SymbolSpec;
  q: { bid: number; ask: number };
  m: SymbolMemory;
  mid: number;
};

/** The mean time between two decisions of each strategy (news: while no burst is under way). */
const DECISION_MS: Record<BotConfig['strategy'], number> = {
  trend: 15 * MINUTE,
  scalper: 2 * MINUTE,
  grid: 3 * MINUTE,
  news: MINUTE,
};

/** How many times its risk per order a bot accepts when the symbol's minimum lot is more than it wants. */
const MAX_OVERRISK = 3;

const DEFAULT_RISK: Record<BotConfig['strategy'], number> = {
  trend: 1.5,
  scalper: 0.5,
  grid: 0.6,
  news: 0.7,
};

function emptyMemory(): SymbolMemory {
  return {
    samples: 0,
    fast: 0,
    slow: 0,
    sign: 0,
    recent: [],
    lastOpen: 0,
    anchor: 0,
    step: 0,
    placed: 0,
    since: 0,
  };
}

/**
 * When a scalper opens: in the London and New York hours (07:00-20:00 UTC); on a market that trades every
 * day (crypto) from 06:00 to 23:00 UTC, weekends included (its quote decides whether it is open at all).
 */
function scalpingHour(hour: number, market: MarketSpec | undefined): boolean {
  return market?.openWeekends ? hour >= 6 && hour < 23 : hour >= 7 && hour < 20;
}

/** A bot: its saved state plus its random stream. */
export class Bot {
  private readonly rng: Rng;

  private constructor(private readonly s: BotState) {
    this.rng = Rng.restore(s.rng);
  }

  /** A new bot; `rng` is its own stream (forked by the world from the bot's server, login and magic). */
  static create(id: string, server: string, login: number, config: BotConfig, rng: Rng): Bot {
    // Drawn even when the config sets the skill, so that the rest of the bot's stream does not depend on it.
    // A random weight, not money.
    // eslint-disable-next-line no-restricted-syntax
    const random = rng.chance(0.5) ? Math.round(rng.uniform(0.4, 0.8) * 100) / 100 : 0;
    const drawnSkill = config.skill ?? random;
    return new Bot({
      id,
      server,
      login,
      config: { ...config, symbols: [...config.symbols] },
      rng: rng.state(),
      skill: drawnSkill,
      maxPositions: rng.int(1, 3),
      levels: rng.int(2, 4),
      cooldownUntil: 0,
      burst: null,
      memory: Object.fromEntries(config.symbols.map((s) => [s, emptyMemory()])),
    });
  }

  static restore(state: BotState): Bot {
    return new Bot(structuredClone(state));
  }

  get id(): string {
    return this.s.id;
  }

  get server(): string {
    return this.s.server;
  }

  get login(): number {
    return this.s.login;
  }

  get config(): BotConfig {
    return this.s.config;
  }

  /** The chance that a decision follows the market's outlook (the config's, or the one drawn at attach). */
  get skill(): number {
    return this.s.skill;
  }

  state(): BotState {
    return { ...structuredClone(this.s), rng: this.rng.state() };
  }

  /** The delay before the first decision after attaching. */
  firstDelay(): number {
    return Math.round(this.rng.uniform(5 * SECOND, 2 * MINUTE));
  }

  /** Makes one decision at host.now() (at most one request) and returns the time of the next one. */
  decide(host: BotHost): number {
    const now = host.now();
    switch (this.s.config.strategy) {
      case 'trend':
        this.trend(host);
        return now + Math.round(15 * MINUTE * this.rng.uniform(0.7, 1.3));
      case 'scalper':
        this.scalper(host);
        return now + Math.round(2 * MINUTE * this.rng.uniform(0.5, 1.5));
      case 'grid':
        this.grid(host);
        return now + Math.round(3 * MINUTE * this.rng.uniform(0.7, 1.3));
      case 'news':
        this.news(host);
        return (
          now +
          Math.round(this.s.burst ? this.rng.uniform(5, 15) * SECOND : this.rng.uniform(50, 70) * SECOND)
        );
    }
  }

  /** With probability `skill`, the market's one-day outlook; otherwise null (the bot's own signal decides). */
  private insight(host: BotHost, spec: SymbolSpec): 1 | -1 | null {
    return this.s.skill > 0 && this.rng.chance(this.s.skill) ? host.outlook(spec.standardSymbol) : null;
  }

  /**
   * A skilled bot reviews its open positions about `skill` times an hour, and closes one that the market's
   * outlook has turned against (as a good trader cuts a trade the market has turned on). True when it sent
   * that close.
   */
  private review(
    host: BotHost,
    spec: SymbolSpec,
    q: { bid: number; ask: number },
    open: BotOrderView[],
  ): boolean {
    if (this.s.skill === 0 || open.length === 0) return false;
    if (!this.rng.chance(Math.min(1, (this.s.skill * DECISION_MS[this.s.config.strategy]) / HOUR)))
      return false;
    const outlook = host.outlook(spec.standardSymbol);
    const against = open.find((o) => (isBuyType(o.type) ? 1 : -1) !== outlook);
    if (!against) return false;
    this.closeAll(host, against, q, spec);
    return true;
  }

  /**
   * The bot's symbols that have a quote now, with their memory and mid, one at a time. It stops as soon as
   * the account has a request in flight: a bot sends at most one request at a time.
   */
  private *quoted(host: BotHost): Generator<QuotedSymbol, void, undefined> {
    const { server, login, config } = this.s;
    for (const symbol of config.symbols) {
      if (host.busy(server, login)) return;
      const spec = host.symbol(server, symbol);
      const q = host.quote(server, symbol);
      if (!spec || !q) continue;
      yield { symbol, spec, q, m: this.memory(symbol), mid: (q.bid + q.ask) / 2 };
    }
  }

  /** The bot's open positions (not its pending orders) on `symbol`. */
  private positions(host: BotHost, symbol: string): BotOrderView[] {
    const { server, login, config } = this.s;
    return host.orders(server, login, config.magic).filter((o) => o.symbol === symbol && !o.pending);
  }

  private memory(symbol: string): SymbolMemory {
    let m = this.s.memory[symbol];
    if (!m) {
      m = emptyMemory();
      this.s.memory[symbol] = m;
    }
    return m;
  }

  /** The typical move of the market over `horizonMs`, in points (from its annual volatility). */
  private typicalMove(spec: MarketSpec | undefined, mid: number, horizonMs: number): number {
    const vol = spec?.annualVolatility ?? 0.1;
    return mid * vol * Math.sqrt(horizonMs / YEAR);
  }

  /** Smallest stop distance the server accepts, with a margin of a spread and a few points. */
  private minStop(spec: SymbolSpec, q: { bid: number; ask: number }): number {
    return spec.stopLevel + (q.ask - q.bid) + 3;
  }

  /**
   * Lots for risking riskPercent of equity over `slPoints`, rounded down to the step, at most a quarter of
   * the free margin, clamped to the symbol's limits; 0 when not even the minimum fits, or when the minimum
   * would risk more than MAX_OVERRISK times the bot's risk.
   */
  private size(host: BotHost, spec: SymbolSpec, slPoints: number, share = 1): number {
    const { server, login } = this.s;
    const valuePerPoint = host.valuePerPoint(server, login, spec.symbol);
    const marginPerLot = host.marginPerLot(server, login, spec.symbol);
    if (!valuePerPoint || !marginPerLot || valuePerPoint.isZero() || marginPerLot.isZero()) return 0;
    const risk = host
      .equity(server, login)
      .times(this.s.config.riskPercent ?? DEFAULT_RISK[this.s.config.strategy])
      .div(100)
      .times(share);
    const byRisk = risk.div(valuePerPoint.times(Math.max(1, Math.round(slPoints)))).times(100);
    const byMargin = host.freeMargin(server, login).times(0.25).div(marginPerLot).times(100);
    const step = spec.lotStep;
    const floorToStep = (d: Dec) => (d.isNegative() ? 0 : Math.floor(d.div(step).floor().toNumber()) * step);
    const affordable = floorToStep(byMargin);
    if (affordable < spec.minLot) return 0;
    // A small account skips a trade whose smallest lot would risk more than three times its risk per order
    // (0.01 lot of Bitcoin or gold is a lot for a 2,000 account).
    if (byRisk.times(MAX_OVERRISK).lt(spec.minLot)) return 0;
    const lots = Math.min(floorToStep(byRisk), affordable, spec.maxLot);
    return Math.max(lots, spec.minLot);
  }

  private price(spec: SymbolSpec, points: number): string {
    return pointsToPrice(Math.round(points), spec.digits);
  }

  /** A market order with SL/TP at the given distances (points) from the fill side. */
  private open(
    host: BotHost,
    spec: SymbolSpec,
    q: { bid: number; ask: number },
    direction: 1 | -1,
    slPoints: number,
    tpPoints: number,
    lots: number,
  ): void {
    const buy = direction === 1;
    const entry = buy ? q.ask : q.bid;
    const exit = buy ? q.bid : q.ask;
    const sl = buy ? exit - slPoints : exit + slPoints;
    const tp = buy ? exit + tpPoints : exit - tpPoints;
    if (sl <= 0 || tp <= 0 || lots <= 0) return;
    host.send(this.s.server, this.s.login, {
      symbol: spec.symbol,
      type: buy ? 0 : 1,
      lots,
      price: this.price(spec, entry),
      slippage: Math.max(3, Math.round(spec.typicalSpread)),
      sl: this.price(spec, sl),
      tp: this.price(spec, tp),
      comment: `${this.s.config.strategy} bot`,
      magic: this.s.config.magic,
    });
  }

  private closeAll(
    host: BotHost,
    order: BotOrderView,
    q: { bid: number; ask: number },
    spec: SymbolSpec,
    lots?: number,
  ): void {
    host.close(this.s.server, this.s.login, order.ticket, {
      lots: lots ?? order.lots,
      price: this.price(spec, isBuyType(order.type) ? q.bid : q.ask),
      slippage: Math.max(3, Math.round(spec.typicalSpread)),
    });
  }

  private trend(host: BotHost): void {
    for (const { symbol, spec, q, m, mid } of this.quoted(host)) {
      if (m.samples === 0) {
        m.fast = mid;
        m.slow = mid;
      }
      m.fast += (2 / 25) * (mid - m.fast);
      m.slow += (2 / 97) * (mid - m.slow);
      m.samples += 1;
      if (m.samples < 48) continue;
      const sign = m.fast >= m.slow ? 1 : -1;
      const crossed = m.sign !== 0 && sign !== m.sign;
      m.sign = sign;
      const mine = this.positions(host, symbol);
      const against = mine.find((o) => (isBuyType(o.type) ? 1 : -1) !== sign);
      if (against) {
        this.closeAll(host, against, q, spec);
        return;
      }
      if (this.review(host, spec, q, mine)) return;
      const market = host.market(spec.standardSymbol);
      const slPoints = Math.max(this.typicalMove(market, mid, DAY), this.minStop(spec, q));
      const partial = mine.find(
        (o) =>
          !o.comment.startsWith('from #') &&
          o.lots >= 2 * spec.minLot &&
          (isBuyType(o.type) ? q.bid - o.openPoints : o.openPoints - q.ask) > 0.8 * slPoints,
      );
      if (partial && this.rng.chance(0.35)) {
        const half = Math.max(spec.minLot, Math.floor(partial.lots / 2 / spec.lotStep) * spec.lotStep);
        if (partial.lots - half >= spec.minLot) {
          this.closeAll(host, partial, q, spec, half);
          return;
        }
      }
      const now = host.now();
      const added = mine.length > 0 && this.rng.chance(0.03);
      const insight = this.insight(host, spec);
      // A skilled bot skips crossovers the outlook is against, and re-enters a trend the outlook confirms.
      const confirmed = insight === sign && mine.length === 0;
      const wantsMore = crossed || added || confirmed;
      if (
        wantsMore &&
        insight !== -sign &&
        mine.length < this.s.maxPositions &&
        now - m.lastOpen > 4 * HOUR
      ) {
        const tpPoints = slPoints * this.rng.uniform(1.5, 2.5);
        const lots = this.size(host, spec, slPoints);
        if (lots > 0) {
          this.open(host, spec, q, sign, slPoints, tpPoints, lots);
          m.lastOpen = now;
          return;
        }
      }
    }
  }

  private scalper(host: BotHost): void {
    const now = host.now();
    for (const { symbol, spec, q, m, mid } of this.quoted(host)) {
      m.recent.push(mid);
      if (m.recent.length > 4) m.recent.shift();
      const mine = this.positions(host, symbol);
      // A skilled scalper lets a trade the outlook still favours run longer (its review cuts the others).
      const stale = mine.find((o) => now - o.openTime > HOUR * (1 + 4 * this.s.skill));
      if (stale) {
        this.closeAll(host, stale, q, spec);
        return;
      }
      if (this.review(host, spec, q, mine)) return;
      const market = host.market(spec.standardSymbol);
      if (mine.length > 0 || !scalpingHour(hourUtc(now), market) || !this.rng.chance(0.1)) continue;
      const first = m.recent[0] ?? mid;
      const direction: 1 | -1 =
        this.insight(host, spec) ?? (mid > first ? 1 : mid < first ? -1 : this.rng.chance(0.5) ? 1 : -1);
      const tpPoints = Math.max(
        this.typicalMove(market, mid, HOUR),
        this.minStop(spec, q),
        5 * (q.ask - q.bid),
      );
      const slPoints = tpPoints * this.rng.uniform(1.2, 2);
      const lots = this.size(host, spec, slPoints);
      if (lots > 0) {
        this.open(host, spec, q, direction, slPoints, tpPoints, lots);
        m.lastOpen = now;
        return;
      }
    }
  }

  private grid(host: BotHost): void {
    const { server, login, config } = this.s;
    const now = host.now();
    const levels = this.s.levels;
    for (const { symbol, spec, q, m, mid } of this.quoted(host)) {
      const mine = host.orders(server, login, config.magic).filter((o) => o.symbol === symbol);
      if (mine.length === 0 && (m.anchor === 0 || m.placed >= 2 * levels)) {
        const market = host.market(spec.standardSymbol);
        m.anchor = Math.round(mid);
        m.step = Math.round(Math.max(this.typicalMove(market, mid, DAY) / 2, 2 * this.minStop(spec, q), 1));
        m.placed = 0;
        m.since = now;
      }
      if (m.placed < 2 * levels) {
        const level = Math.floor(m.placed / 2) + 1;
        const buy = m.placed % 2 === 0;
        m.placed += 1;
        const price = buy ? m.anchor - level * m.step : m.anchor + level * m.step;
        const valid = buy ? price <= q.ask - this.minStop(spec, q) : price >= q.bid + this.minStop(spec, q);
        const sl = buy ? m.anchor - (levels + 1) * m.step : m.anchor + (levels + 1) * m.step;
        if (!valid || sl <= 0 || this.insight(host, spec) === (buy ? -1 : 1)) continue;
        const lots = this.size(host, spec, Math.abs(price - sl), 1);
        if (lots === 0) continue;
        host.send(server, login, {
          symbol,
          type: buy ? 2 : 3,
          lots,
          price: this.price(spec, price),
          sl: this.price(spec, sl),
          tp: this.price(spec, buy ? price + m.step : price - m.step),
          comment: 'grid bot',
          magic: config.magic,
          expiration: now + 2 * DAY,
        });
        return;
      }
      const open = mine.filter((o) => !o.pending);
      const pending = mine.filter((o) => o.pending);
      const broken = Math.abs(mid - m.anchor) > (levels + 1.5) * m.step;
      const old = now - m.since > 3 * DAY;
      if ((broken || old) && open[0]) {
        this.closeAll(host, open[0], q, spec);
        return;
      }
      if (this.review(host, spec, q, open)) return;
      const recentre = open.length === 0 && now - m.since > 12 * HOUR;
      if ((broken || old || recentre) && pending[0]) {
        host.remove(server, login, pending[0].ticket);
        return;
      }
    }
  }

  private news(host: BotHost): void {
    const { server, login } = this.s;
    const now = host.now();
    const burst = this.s.burst;
    if (burst) {
      if (host.busy(server, login)) return;
      const spec = host.symbol(server, burst.symbol);
      const q = host.quote(server, burst.symbol);
      if (!spec || !q) {
        this.s.burst = null;
        return;
      }
      const mid = (q.bid + q.ask) / 2;
      const market = host.market(spec.standardSymbol);
      const slPoints = Math.max(this.typicalMove(market, mid, 6 * HOUR), this.minStop(spec, q));
      const lots = this.size(host, spec, slPoints, 0.5);
      if (lots > 0) {
        this.open(host, spec, q, burst.direction, slPoints, slPoints * this.rng.uniform(1, 2), lots);
      }
      burst.remaining -= 1;
      if (burst.remaining <= 0) {
        this.s.burst = null;
        this.s.cooldownUntil = now + 8 * HOUR;
      }
      return;
    }
    for (const { symbol, spec, q, m, mid } of this.quoted(host)) {
      m.recent.push(mid);
      if (m.recent.length > 6) m.recent.shift();
      const mine = this.positions(host, symbol);
      // A skilled news trader lets a burst the outlook still favours run longer (its review cuts the others).
      const expired = mine.find((o) => now - o.openTime > 2 * HOUR * (1 + 3 * this.s.skill));
      if (expired) {
        this.closeAll(host, expired, q, spec);
        return;
      }
      if (this.review(host, spec, q, mine)) return;
      if (now < this.s.cooldownUntil) continue;
      const first = m.recent[0] ?? mid;
      const move = mid - first;
      const threshold = 5 * this.typicalMove(host.market(spec.standardSymbol), mid, 5 * MINUTE);
      const spike = m.recent.length >= 6 && Math.abs(move) > threshold;
      const rumour = this.rng.chance(1 / 3000);
      if (spike || rumour) {
        const withMove: 1 | -1 = move >= 0 ? 1 : -1;
        const direction: 1 | -1 =
          this.insight(host, spec) ?? (this.rng.chance(0.6) ? withMove : withMove === 1 ? -1 : 1);
        this.s.burst = { symbol, direction, remaining: this.rng.int(3, 6) };
        return;
      }
    }
  }
}
