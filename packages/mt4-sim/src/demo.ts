/**
 * A demo population: accounts spread over the servers, each with a strategy bot, so that a started site
 * shows live trading (and a fast-forward shows months of it). Deterministic by its own seed.
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
};

const STRATEGIES: BotStrategy[] = ['trend', 'scalper', 'grid', 'news'];

const MARKETS_OF: Record<BotStrategy, string[]> = {
  trend: ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'AUDUSD', 'EURJPY', 'US30'],
  scalper: ['EURUSD', 'GBPUSD', 'USDJPY', 'EURGBP'],
  grid: ['EURUSD', 'AUDUSD', 'EURGBP', 'NZDUSD', 'USDCAD'],
  news: ['GBPUSD', 'USDJPY', 'XAUUSD', 'USOIL', 'GBPJPY'],
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

/** Scalpers and grids place many orders: a smaller risk per order. */
const RISK_SCALE: Record<BotStrategy, number> = { trend: 1, scalper: 0.15, grid: 0.5, news: 0.5 };

const BALANCES = ['2000.00', '5000.00', '10000.00', '25000.00', '50000.00'];
const LEVERAGES = [100, 200, 500];

/** Creates `count` accounts with bots, rotating servers and strategies; returns what it created. */
export function populateDemo(world: SimWorld, options: DemoOptions): DemoAccount[] {
  const rng = Rng.fromSeed(`demo:${String(options.seed ?? 'demo')}`);
  const servers = options.servers ?? world.servers().map((s) => s.name);
  const created: DemoAccount[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const server = servers[i % servers.length]!;
    const strategy = STRATEGIES[i % STRATEGIES.length]!;
    const available = new Map(world.symbols(server).map((s) => [s.standardSymbol, s.symbol]));
    const pool = MARKETS_OF[strategy].filter((m) => available.has(m));
    const wanted = strategy === 'trend' || strategy === 'news' ? rng.int(1, 2) : 1;
    const symbols: string[] = [];
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
    const botId = world.attachBot(server, account.login, {
      strategy,
      symbols,
      magic: 1000 + i,
      riskPercent: Math.round(rng.uniform(0.5, 2.5) * RISK_SCALE[strategy] * 10) / 10,
    });
    created.push({ server, login: account.login, name, strategy, symbols, botId });
  }
  return created;
}
