/**
 * The simulator's public data: orders, accounts, trade requests and results, events and the saved state.
 * Money and prices are decimal strings (money with 2 places, prices with the symbol's digits), lots integer
 * hundredths, times UTC epoch milliseconds (0 = none, as MT4 does for close time and expiration).
 */
import type {
  Mt4AccountFigures,
  Mt4OrderChange,
  Mt4OrderFields,
  Mt4SendFields,
  OrderType,
  TradeOrderType,
} from '@copytrade/units/mt4';
import type { Mt4ErrorCode } from './errors';
import type { MarketState } from './feed';
import type { RngState } from './random';

/** MT4 order types (OP_BUY ... OP_SELLSTOP, balance, credit), shared with every workspace. */
export { ORDER_TYPE, type OrderType, type TradeOrderType } from '@copytrade/units/mt4';

/** Where an order is in its life. A filled pending order becomes 'open' with type BUY or SELL. */
export const ORDER_STATE = {
  OPEN: 'open',
  PENDING: 'pending',
  CLOSED: 'closed',
  DELETED: 'deleted',
} as const;
/** One of ORDER_STATE. */
export type OrderState = (typeof ORDER_STATE)[keyof typeof ORDER_STATE];

/**
 * An order as MT4 reports it. For open orders `closePrice` is the price it would close at now and `profit`
 * the floating profit; for pending orders both are the current market side and '0.00'. Balance (6) and
 * credit (7) operations have symbol '', lots 0, prices '0' and the amount in `profit`.
 */
export type SimOrder = Mt4OrderFields & {
  login: number;
  type: OrderType;
  closeTime: number;
  /** Pending expiration time, 0 when none. */
  expiration: number;
  state: OrderState;
};

/** Account figures; all money as 2-place decimal strings. */
export type AccountInfo = Mt4AccountFigures & { login: number; server: string };

/** Who may do what after `verify`: the trading password trades, the investor password only reads. */
export type VerifyResult = 'trade' | 'investor' | 'invalid_password' | 'invalid_account' | 'unknown_server';

/** A new account. Without `login` the server assigns the next free one. */
export type NewAccount = {
  login?: number;
  name: string;
  password: string;
  investorPassword: string;
  leverage: number;
  currency: string;
  /** Initial deposit, recorded as a balance operation. */
  balance: string;
  credit?: string;
};

/** OrderSend. `price` is required for pending orders; for market orders it enables the slippage check. */
export type SendOrderRequest = Mt4SendFields & {
  type: TradeOrderType;
  /** Pending orders only; epoch ms, 0 or absent for none. */
  expiration?: number;
};

/** OrderModify: open positions change SL/TP; pending orders also price and expiration. */
export type ModifyOrderRequest = { price?: string; sl?: string; tp?: string; expiration?: number };

/** OrderClose: all or part (`lots`) of an open position. */
export type CloseOrderRequest = { lots?: number; price?: string; slippage?: number };

/** The answer to a trade request. A partial close answers the closed original and the new remainder. */
export type TradeResult =
  { ok: true; order: SimOrder; remainder?: SimOrder } | { ok: false; code: Mt4ErrorCode; message: string };

/** Why an order closed or was deleted. */
export type CloseReason = 'client' | 'sl' | 'tp' | 'stopout' | 'expiration' | 'nomoney';

/** Kinds of order events. `swap` reports the swap charged to an open position at rollover. */
export type OrderEventKind = Mt4OrderChange | 'swap';

/** A market tick (sampled by the world's `tickEventIntervalMs`). */
export type TickEvent = { type: 'tick'; symbol: string; time: number; mid: string };

/**
 * An order changed. `previous` is the order before a modification, fill or swap; `remainder` is the new
 * ticket of a partial close (whose `order` is the closed original).
 */
export type OrderEvent = {
  type: 'order';
  kind: OrderEventKind;
  time: number;
  server: string;
  login: number;
  order: SimOrder;
  previous?: SimOrder;
  remainder?: SimOrder;
  reason?: CloseReason;
};

/** A balance (6) or credit (7) operation entered the history. */
export type BalanceEvent = { type: 'balance'; time: number; server: string; login: number; order: SimOrder };

/** The account's balance, credit or leverage changed (after a close, a balance operation or a setting). */
export type AccountEvent = {
  type: 'account';
  change: 'created' | 'balance' | 'credit' | 'leverage';
  time: number;
  server: string;
  login: number;
  balance: string;
  credit: string;
  leverage: number;
};

/** Everything the world reports, in the order it happened. */
export type SimEvent = TickEvent | OrderEvent | BalanceEvent | AccountEvent;

/** A closed order or balance operation of some server, as the embedding server keeps its history. */
export type HistoryEntry = { server: string; order: SimOrder };

/** A scheduled piece of work; the queue pops by time, then by `seq` (scheduling order). */
export type QueueEntry = {
  time: number;
  seq: number;
  kind: 'tick' | 'request' | 'rollover' | 'bot' | 'expire';
  key: string;
};

/** What a trade request asks for. */
export type RequestAction =
  | { action: 'send'; send: SendOrderRequest }
  | { action: 'modify'; ticket: number; modify: ModifyOrderRequest }
  | { action: 'close'; ticket: number; close: CloseOrderRequest }
  | { action: 'delete'; ticket: number };

/** A trade request waiting for its execution time. */
export type RequestState = {
  id: number;
  server: string;
  login: number;
  /** 'client' requests answer a promise (lost on restore); 'bot' requests answer nobody. */
  origin: 'client' | 'bot';
  requestTime: number;
  executeTime: number;
  /** Uniform draws fixed at request time: requote, timeout, timeout outcome. */
  draws: [number, number, number];
  /** True when refused at request time (trade context busy): answered at `executeTime` = request time. */
  busy: boolean;
} & RequestAction;

/** One account in the saved state (password hashes only). */
export type AccountState = {
  login: number;
  name: string;
  passwordHash: string;
  investorHash: string;
  leverage: number;
  currency: string;
  balance: string;
  credit: string;
};

/** The demo strategies: trend following, scalping, limit grids and news-like bursts. */
export const BOT_STRATEGY = { TREND: 'trend', SCALPER: 'scalper', GRID: 'grid', NEWS: 'news' } as const;
/** One of BOT_STRATEGY. */
export type BotStrategy = (typeof BOT_STRATEGY)[keyof typeof BOT_STRATEGY];

/**
 * A bot attached to an account. `symbols` are the server's names; `riskPercent` is the share of equity put
 * at risk (to the stop loss) per order; `magic` marks the bot's orders (it never touches others); `skill`
 * (0..1) is the chance that a decision follows the market's one-day outlook (see BotState.skill), drawn
 * at random when absent.
 */
export type BotConfig = {
  strategy: BotStrategy;
  symbols: string[];
  riskPercent?: number;
  magic: number;
  skill?: number;
};

/** What a bot remembers about one symbol between decisions (prices in points, floats: not money). */
export type SymbolMemory = {
  samples: number;
  /** Exponential moving averages of the mid (trend). */
  fast: number;
  slow: number;
  /** Side of the fast average against the slow one at the last decision: 1, -1, 0 before warm-up. */
  sign: number;
  /** The last few mids, oldest first (scalper momentum, news spike detection). */
  recent: number[];
  lastOpen: number;
  /** Grid: centre, spacing, how many of its levels were sent, and since when. */
  anchor: number;
  step: number;
  placed: number;
  since: number;
};

/** The saved state of one bot. */
export type BotState = {
  id: string;
  server: string;
  login: number;
  config: BotConfig;
  rng: RngState;
  /**
   * Chance that a decision follows the market's one-day outlook instead of the bot's own signal: the
   * demo population needs winners as well as losers. The config's `skill`, or when it has none 0 for about
   * half the bots and 0.4-0.8 for the others.
   */
  skill: number;
  /** Trend: most positions in one direction (1-3). Grid: levels on each side (2-4). Drawn at attach. */
  maxPositions: number;
  levels: number;
  cooldownUntil: number;
  burst: { symbol: string; direction: 1 | -1; remaining: number } | null;
  memory: Record<string, SymbolMemory>;
};

/** Counters of what the world did, for benchmarks and health pages. */
export type SimStats = {
  ticks: number;
  requests: number;
  opened: number;
  closed: number;
  rejected: Partial<Record<Mt4ErrorCode, number>>;
};

/**
 * Everything needed to continue exactly where the world was, as plain JSON. Closed orders and balance
 * operations are not in it unless asked for (`exportState({ includeHistory: true })`): the embedding server
 * keeps history from the events and hands it back to `restore`.
 */
export type SimState = {
  version: 1;
  time: number;
  seed: string;
  feed: 'seeded' | 'manual';
  tickMode: 'live' | 'fast';
  fastStepMs: number;
  tickEventIntervalMs: number;
  seq: number;
  nextRequestId: number;
  queue: QueueEntry[];
  markets: MarketState[];
  halted: string[];
  lastTickEvent: Record<string, number>;
  servers: {
    name: string;
    nextTicket: number;
    nextLogin: number;
    rng: RngState;
    accounts: AccountState[];
    /** Open and pending orders. */
    orders: SimOrder[];
  }[];
  requests: RequestState[];
  bots: BotState[];
  stats: SimStats;
  history?: HistoryEntry[];
};
