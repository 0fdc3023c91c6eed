/**
 * A demo population: accounts spread over the servers, each with a strategy bot, so that a started site
 * shows live trading (and a fast-forward shows months of it). Deterministic by its own seed.
 *
 * Believable by design, not by luck: each trader's skill and risk are chosen by its place in the
 * population (TIERS_OF). Most are steady (skilled, modest risk: roughly -3 to +10 % over three months), a
 * few of the trend followers are strong (skilled, more risk, three markets: about +10 to +40 %), a few are
 * weak (no skill: spreads and commissions make them lose some 5 to 25 %). One trend, scalper and news trader in six
 * trades a crypto CFD first (BTCUSD, sometimes ETHUSD), and BTCUSD is in the trend and news traders' markets,
 * so that trades go on at the weekend.
 * `packages/mt4-sim/src/demo-population.ts` prints how the server's demo turns out.
 */
import { Rng } from './random';
import type { BotStrategy } from './types';
import type { SimWorld } from './world';

/** What `populateDemo` creates. */
export type DemoOptions = {
  /** How many accounts (each with one bot). */
  count: number;
  /** The trading and investor passwords of every demo account (the embedding server links them). */
  password: string;
  investorPassword: string;
  seed?: string | number;
  /** Servers to use, in rotation; default all servers of the world's catalog. */
  servers?: string[];
};

/** One demo account with its bot. */
export type DemoAccount = {
  server: string;
  login: number;
  name: string;
  strategy: BotStrategy;
  symbols: string[];
  botId: string;
  tier: DemoTier;
  skill: number;
  riskPercent: number;
};

/** How good a demo trader is: strong (skilled, bolder), steady (skilled, careful) or weak (no skill). */
export type DemoTier = 'strong' | 'steady' | 'weak';

const STRATEGIES: BotStrategy[] = ['trend', 'scalper', 'grid', 'news'];

const MARKETS_OF: Record<BotStrategy, string[]> = {
  trend: ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'AUDUSD', 'EURJPY', 'US30', 'BTCUSD'],
  scalper: ['EURUSD', 'GBPUSD', 'USDJPY'],
  grid: ['EURUSD', 'AUDUSD', 'EURGBP', 'NZDUSD', 'USDCAD'],
  news: ['GBPUSD', 'USDJPY', 'XAUUSD', 'USOIL', 'GBPJPY', 'BTCUSD'],
};

/** The crypto CFDs (markets open every day); BTCUSD twice as often as ETHUSD. */
const CRYPTO = ['BTCUSD', 'BTCUSD', 'ETHUSD'];

/**
 * The tier of the k-th trader of each strategy (k = 0, 1, ...; cycled), one letter each: S strong,
 * s steady, w weak. Of 42 traders: three strong trend followers, seven weak traders (trend, scalper and
 * news), the rest steady.
 */
const TIERS_OF: Record<BotStrategy, string> = {
  trend: 'sSssSswsSsw',
  scalper: 'sswsswsssws',
  grid: 's',
  news: 'sswsssswss',
};
const TIER_LETTER: Record<string, DemoTier> = { S: 'strong', s: 'steady', w: 'weak' };

/**
 * Skill (the chance a decision follows the market's outlook) and risk per order (percent of equity, before
 * a random 0.8-1.2 factor) of each tier and strategy. Scalpers and grids place many orders: less risk each.
 */
const PROFILE: Record<DemoTier, Record<BotStrategy, { skill: number; risk: number }>> = {
  strong: {
    trend: { skill: 0.8, risk: 0.6 },
    scalper: { skill: 0.9, risk: 0.2 },
    grid: { skill: 0.8, risk: 0.8 },
    news: { skill: 0.9, risk: 0.5 },
  },
  steady: {
    trend: { skill: 0.5, risk: 0.35 },
    scalper: { skill: 0.95, risk: 0.1 },
    grid: { skill: 0.6, risk: 0.5 },
    news: { skill: 0.9, risk: 0.2 },
  },
  weak: {
    trend: { skill: 0, risk: 0.8 },
    scalper: { skill: 0, risk: 0.15 },
    grid: { skill: 0, risk: 1.0 },
    news: { skill: 0, risk: 0.35 },
  },
};

const NAMES = [
  'Atlas Trend',
  'Blue Harbor',
  'Crescent Alpha',
  'Delta Pips',
  'Ember Capital',
  'Falcon Grid',
  'Granite FX',
  'Horizon Scalp',
  'Iron Lotus',
  'Jade Momentum',
  'Kestrel Swing',
  'Lumen Carry',
  'Maple Ridge FX',
  'Northwind Capital',
  'Onyx Quant',
  'Pacific Pips',
  'Quartz Macro',
  'Redwood Swing',
  'Silver Fern',
  'Tidewater FX',
  'Umber Trend',
  'Vantage Point',
  'Willow Carry',
  'Xenon Scalp',
  'Yellowstone FX',
  'Zenith Alpha',
  'Aurora Grid',
  'Birch Momentum',
  'Cobalt Range',
  'Dune Capital',
  'Eastgate Pips',
  'Fjord Macro',
  'Golden Mean',
  'Highland Swing',
  'Indigo Flow',
  'Juniper FX',
  'Kite Capital',
  'Lotus Range',
  'Meridian Drift',
  'Nimbus Trend',
  'Orchid Scalp',
  'Pinecrest FX',
  'Quiver Capital',
  'Riverstone',
];

/** Signal accounts start at 5,000: below that, 0.01 lot of gold or Bitcoin is more than a careful bot risks. */
const BALANCES = ['5000.00', '10000.00', '20000.00', '25000.00', '50000.00'];
const LEVERAGES = [100, 200, 500];

/**
 * Creates `count` accounts with bots, rotating servers and strategies, each trader's skill and risk set by
 * its tier; returns what it created.
 */
export function populateDemo(world: SimWorld, options: DemoOptions): DemoAccount[] {
  const rng = Rng.fromSeed(`demo:${String(options.seed ?? 'demo')}`);
  const servers = options.servers ?? world.servers().map((s) => s.name);
  const created: DemoAccount[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const server = servers[i % servers.length]!;
    const strategy = STRATEGIES[i % STRATEGIES.length]!;
    const k = Math.floor(i / STRATEGIES.length);
    const tiers = TIERS_OF[strategy];
    const tier = TIER_LETTER[tiers[k % tiers.length]!]!;
    const available = new Map(world.symbols(server).map((s) => [s.standardSymbol, s.symbol]));
    const pool = MARKETS_OF[strategy].filter((m) => available.has(m));
    // Strong traders spread over three markets; trend and news traders take one or two.
    const wanted = tier === 'strong' ? 3 : strategy === 'trend' || strategy === 'news' ? rng.int(1, 2) : 1;
    const symbols: string[] = [];
    const crypto = rng.pick(CRYPTO);
    if (strategy !== 'grid' && k % 6 === 1 && available.has(crypto)) symbols.push(available.get(crypto)!);
    while (symbols.length < Math.min(wanted, pool.length)) {
      const symbol = available.get(rng.pick(pool))!;
      if (!symbols.includes(symbol)) symbols.push(symbol);
    }
    const name = `${NAMES[i % NAMES.length]!}${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ''}`;
    const account = world.createAccount(server, {
      name,
      password: options.password,
      investorPassword: options.investorPassword,
      leverage: rng.pick(LEVERAGES),
      currency: 'USD',
      balance: rng.pick(BALANCES),
    });
    const { skill, risk } = PROFILE[tier][strategy];
    // A random risk percent, not money.
    // eslint-disable-next-line no-restricted-syntax
    const riskPercent = Math.max(0.05, Math.round(risk * rng.uniform(0.8, 1.2) * 100) / 100);
    const botId = world.attachBot(server, account.login, {
      strategy,
      symbols,
      magic: 1000 + i,
      riskPercent,
      skill,
    });
    created.push({ server, login: account.login, name, strategy, symbols, botId, tier, skill, riskPercent });
  }
  return created;
}
