import { populateDemo, type BotStrategy, type SimWorld } from '@copytrade/mt4-sim';

/**
 * The simulator's demo population, created once on a first start with demo data (README lists the
 * logins). Named accounts the demo people bind, or that are free for anyone to bind, plus a crowd of bot
 * accounts so that the brokers show live trading. Passwords: trade accounts Trade1234 (investor
 * Invest1234), follow accounts Follow1234.
 */
export const SIM_DEMO_PASSWORDS = {
  trade: 'Trade1234',
  investor: 'Invest1234',
  follow: 'Follow1234',
} as const;

type NamedAccount = {
  server: string;
  login: number;
  name: string;
  balance: string;
  leverage: number;
  kind: 'trade' | 'follow';
  /** Skill: the chance a decision follows the market's outlook (mt4-sim bots.ts); set, not drawn. */
  bot?: { strategy: BotStrategy; markets: string[]; riskPercent: number; skill: number };
};

export const SIM_DEMO_ACCOUNTS: NamedAccount[] = [
  // Bound to the demo trader (trader@meridianfx.test) by the seed. The flagship: among the strongest of the
  // square with a moderate drawdown, and trading Bitcoin too, so that its copiers get trades at the weekend.
  {
    server: 'MeridianMarkets-Live',
    login: 6100001,
    name: 'Atlas Capital',
    balance: '25000.00',
    leverage: 200,
    kind: 'trade',
    bot: { strategy: 'trend', markets: ['EURUSD', 'XAUUSD', 'BTCUSD'], riskPercent: 0.5, skill: 0.8 },
  },
  {
    server: 'OrionFX-Pro',
    login: 7100001,
    name: 'Atlas Capital Gold',
    balance: '10000.00',
    leverage: 100,
    kind: 'trade',
    bot: { strategy: 'news', markets: ['XAUUSD', 'USDJPY'], riskPercent: 0.3, skill: 0.9 },
  },
  // Free trade accounts (anyone may bind them as a trader).
  {
    server: 'MeridianMarkets-Live',
    login: 6100002,
    name: 'Harbor Grid',
    balance: '10000.00',
    leverage: 100,
    kind: 'trade',
    bot: { strategy: 'grid', markets: ['EURUSD'], riskPercent: 0.5, skill: 0.6 },
  },
  {
    server: 'ApexCapital-Real02',
    login: 6300001,
    name: 'Swift Scalper',
    balance: '5000.00',
    leverage: 500,
    kind: 'trade',
    bot: { strategy: 'scalper', markets: ['EURUSD'], riskPercent: 0.15, skill: 0.85 },
  },
  // Follow accounts: one bound to the demo follower, the others free.
  {
    server: 'ApexCapital-Real01',
    login: 6200001,
    name: 'Lin Follower',
    balance: '10000.00',
    leverage: 100,
    kind: 'follow',
  },
  {
    server: 'ApexCapital-Real01',
    login: 6200002,
    name: 'Follower Two',
    balance: '5000.00',
    leverage: 100,
    kind: 'follow',
  },
  {
    server: 'OrionFX-Pro',
    login: 7100002,
    name: 'Follower Three',
    balance: '8000.00',
    leverage: 200,
    kind: 'follow',
  },
];

/**
 * The accounts of the demo's two MAM sites (seed demo-mam.ts binds them; README lists the logins): the
 * traders' bot-traded trade accounts and their followers' follow accounts. Created after everything
 * above, with logins of their own, so the community demo's accounts and bots are the same with or without
 * them. They are on the two Apex servers only, where neither the demo trader nor the demo follower is:
 * each server draws its execution randomness (delays, slippage) from one stream, so an order on a server
 * moves the draws of every later order there. The copied accounts follow the trend of one market each, so
 * they trade about once a day: each trade of a copied account costs the first start about ten milliseconds
 * (docs/performance.md). Chosen with demo-population.ts: each gained over every start date tried.
 */
export const SIM_MAM_ACCOUNTS: NamedAccount[] = [
  // mam.localhost (Apex Copy Desk): the trader's two accounts and his three followers' accounts.
  {
    server: 'ApexCapital-Real01',
    login: 6600101,
    name: 'Daniel Reyes',
    balance: '50000.00',
    leverage: 200,
    kind: 'trade',
    bot: { strategy: 'trend', markets: ['XAUUSD'], riskPercent: 0.6, skill: 0.9 },
  },
  {
    server: 'ApexCapital-Real02',
    login: 6500101,
    name: 'Daniel Reyes Macro',
    balance: '20000.00',
    leverage: 100,
    kind: 'trade',
    bot: { strategy: 'trend', markets: ['USDJPY'], riskPercent: 0.4, skill: 0.85 },
  },
  {
    server: 'ApexCapital-Real01',
    login: 6600201,
    name: 'Tom Becker',
    balance: '20000.00',
    leverage: 200,
    kind: 'follow',
  },
  {
    server: 'ApexCapital-Real01',
    login: 6600202,
    name: 'Chen Hao',
    balance: '10000.00',
    leverage: 100,
    kind: 'follow',
  },
  {
    server: 'ApexCapital-Real02',
    login: 6500201,
    name: 'Raj Patel',
    balance: '15000.00',
    leverage: 200,
    kind: 'follow',
  },
  // mampro.localhost (Northstar Managed Accounts): the trader's two public accounts (the first one copied)
  // and his two followers' accounts.
  {
    server: 'ApexCapital-Real02',
    login: 6500301,
    name: 'Northstar Core',
    balance: '40000.00',
    leverage: 200,
    kind: 'trade',
    bot: { strategy: 'trend', markets: ['AUDUSD'], riskPercent: 0.6, skill: 0.85 },
  },
  {
    server: 'ApexCapital-Real01',
    login: 6600301,
    name: 'Northstar Yield',
    balance: '25000.00',
    leverage: 100,
    kind: 'trade',
    bot: { strategy: 'trend', markets: ['EURJPY'], riskPercent: 0.4, skill: 0.85 },
  },
  {
    server: 'ApexCapital-Real02',
    login: 6500401,
    name: 'Lucas Meyer',
    balance: '25000.00',
    leverage: 200,
    kind: 'follow',
  },
  {
    server: 'ApexCapital-Real01',
    login: 6600401,
    name: 'Hiro Tanabe',
    balance: '10000.00',
    leverage: 100,
    kind: 'follow',
  },
];

/**
 * How many extra bot accounts trade on the brokers. The seed binds each to a community trader of the demo
 * site (see `demoCommunity`), so a fresh start shows a square of traders with months of history.
 */
export const SIM_DEMO_CROWD = 42;
/** Follow accounts (no bot) the seed gives to community followers who copy some of those traders. */
export const SIM_DEMO_COPIERS = 12;
const COPIER_SERVERS = ['ApexCapital-Real01', 'ApexCapital-Real02', 'OrionFX-Pro'];
const COPIER_PREFIX = 'Copier ';

/** The crowd traders and the copiers of a demo world, as the seed binds them. */
export type DemoCommunity = {
  traders: { server: string; login: number; name: string; strategy: BotStrategy; symbols: string[] }[];
  copiers: { server: string; login: number; name: string }[];
};

/** Reads the demo community back from a world (fresh or restored): bots not named above, and copiers. */
export function demoCommunity(world: SimWorld): DemoCommunity {
  const named = new Set([...SIM_DEMO_ACCOUNTS, ...SIM_MAM_ACCOUNTS].map((a) => `${a.server}:${a.login}`));
  const traders = world
    .bots()
    .filter((bot) => !named.has(`${bot.server}:${bot.login}`))
    .map((bot) => ({
      server: bot.server,
      login: bot.login,
      name: world.accountInfo(bot.server, bot.login)?.name ?? `Trader ${bot.login}`,
      strategy: bot.strategy,
      symbols: bot.symbols,
    }));
  const copiers = COPIER_SERVERS.flatMap((server) =>
    world.accounts(server).flatMap((login) => {
      const name = world.accountInfo(server, login)?.name ?? '';
      return name.startsWith(COPIER_PREFIX) ? [{ server, login, name }] : [];
    }),
  );
  return { traders, copiers };
}

export function populateSimDemo(world: SimWorld): void {
  createNamed(world, SIM_DEMO_ACCOUNTS, 500);
  populateDemo(world, {
    count: SIM_DEMO_CROWD,
    password: SIM_DEMO_PASSWORDS.trade,
    investorPassword: SIM_DEMO_PASSWORDS.investor,
    seed: 'meridian',
    servers: ['MeridianMarkets-Live', 'ApexCapital-Real01', 'ApexCapital-Real02', 'OrionFX-Pro'],
  });
  for (let i = 0; i < SIM_DEMO_COPIERS; i += 1) {
    world.createAccount(COPIER_SERVERS[i % COPIER_SERVERS.length]!, {
      name: `${COPIER_PREFIX}${i + 1}`,
      password: SIM_DEMO_PASSWORDS.follow,
      investorPassword: SIM_DEMO_PASSWORDS.investor,
      leverage: [100, 200, 500][i % 3]!,
      currency: 'USD',
      balance: ['3000.00', '5000.00', '10000.00', '20000.00'][i % 4]!,
    });
  }
  // Last, so that nothing above moves (logins, magic numbers).
  createNamed(world, SIM_MAM_ACCOUNTS, 600);
}

/** Opens named accounts and attaches their bots (magic numbers from `firstMagic` + 1). */
function createNamed(world: SimWorld, accounts: NamedAccount[], firstMagic: number): void {
  let magic = firstMagic;
  for (const account of accounts) {
    world.createAccount(account.server, {
      login: account.login,
      name: account.name,
      password: account.kind === 'trade' ? SIM_DEMO_PASSWORDS.trade : SIM_DEMO_PASSWORDS.follow,
      investorPassword: SIM_DEMO_PASSWORDS.investor,
      leverage: account.leverage,
      currency: 'USD',
      balance: account.balance,
    });
    if (account.bot) {
      const names = new Map(world.symbols(account.server).map((s) => [s.standardSymbol, s.symbol]));
      const symbols = account.bot.markets.flatMap((m) => (names.has(m) ? [names.get(m)!] : []));
      magic += 1;
      world.attachBot(account.server, account.login, {
        strategy: account.bot.strategy,
        symbols,
        magic,
        riskPercent: account.bot.riskPercent,
        skill: account.bot.skill,
      });
    }
  }
}
